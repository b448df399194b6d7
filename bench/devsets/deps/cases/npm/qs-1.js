// Parses a query string with a custom decoder option given as a string.
const qs = require('qs');

function parseQuery(query) {
  return qs.parse(query, { decoder: 'utf8' });
}

console.log(parseQuery('a=1&b=2'));
