// Multiplies matrices whose inner dimensions differ.
const math = require('mathjs');

const a = math.matrix([[1, 2, 3], [4, 5, 6]]);
const b = math.matrix([[1, 2], [3, 4]]);
console.log(math.multiply(a, b).toString());
