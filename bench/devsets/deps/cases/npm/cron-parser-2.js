// Schedules a job with a day-of-week name misspelled.
const parser = require('cron-parser');

function nextRun(expr) {
  return parser.parseExpression(expr).next().toString();
}

console.log(nextRun('0 9 * * MOM'));
