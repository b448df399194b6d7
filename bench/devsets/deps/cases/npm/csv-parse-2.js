// Passes the delimiter as a number (a char code) instead of a string.
const { parse } = require('csv-parse/sync');

const records = parse('a;b\n1;2\n', { delimiter: 59, columns: true });
console.log(records);
