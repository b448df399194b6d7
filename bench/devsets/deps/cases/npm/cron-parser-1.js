// Schedules a job with a minute field out of range.
const parser = require('cron-parser');

function nextRun(expr) {
  return parser.parseExpression(expr).next().toString();
}

console.log(nextRun('61 * * * *'));
