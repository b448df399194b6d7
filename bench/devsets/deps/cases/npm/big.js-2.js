// Splits a bill between zero people.
const Big = require('big.js');

function share(total, people) {
  return new Big(total).div(people);
}

console.log(share('90', 0).toString());
