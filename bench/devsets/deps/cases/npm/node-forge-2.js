// Decodes a base64 field that is not PEM.
const forge = require('node-forge');

function load(text) {
  return forge.pem.decode(text)[0].body;
}

console.log(load('-----BEGIN CERTIFICATE-----\nnot base64 at all'));
