// Adds quantities with incompatible units.
const math = require('mathjs');

const total = math.evaluate('5 cm + 2 kg');
console.log(total.toString());
