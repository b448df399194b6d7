// Builds a query string with an encoder named instead of given.
const qs = require('qs');

function buildQuery(params) {
  return qs.stringify(params, { encoder: 'rfc3986' });
}

console.log(buildQuery({ q: 'a b' }));
