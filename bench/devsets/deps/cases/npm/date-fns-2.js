// Uses moment-style tokens (YYYY-MM-DD) with date-fns.
const { format } = require('date-fns');

function label(date) {
  return format(date, 'YYYY-MM-DD');
}

console.log(label(new Date(2024, 0, 15)));
