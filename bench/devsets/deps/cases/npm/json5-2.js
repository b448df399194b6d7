// Reads a config file with an unterminated string.
const JSON5 = require('json5');

function load(t) {
  return JSON5.parse(t);
}

console.log(load("{ name: 'app, debug: true }"));
