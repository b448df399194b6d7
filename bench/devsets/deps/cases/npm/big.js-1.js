// Converts a balance typed by the user.
const Big = require('big.js');

function balance(input) {
  return new Big(input).times(100);
}

console.log(balance('12,50').toString());
