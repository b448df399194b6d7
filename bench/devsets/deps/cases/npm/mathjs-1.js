// Evaluates a user formula with an unclosed parenthesis.
const math = require('mathjs');

const formula = '2 * (price + tax';
console.log(math.evaluate(formula, { price: 10, tax: 2 }));
