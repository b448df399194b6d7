// Reads a config file whose object has a trailing colon.
const JSON5 = require('json5');

const text = '{ port: 8080, host: }';

function load(t) {
  return JSON5.parse(t);
}

console.log(load(text));
