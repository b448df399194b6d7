// Totals prices read from a CSV; one cell is empty text.
const Decimal = require('decimal.js');

function total(cells) {
  return cells.reduce((sum, c) => sum.plus(new Decimal(c)), new Decimal(0));
}

console.log(total(['1.20', '3.50', 'n/a']).toString());
