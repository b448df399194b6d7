// Rounds an amount to a number of places read from config as text.
const Decimal = require('decimal.js');

const config = { places: -2 };

function round(amount) {
  return new Decimal(amount).toDecimalPlaces(config.places);
}

console.log(round('12.3456').toString());
