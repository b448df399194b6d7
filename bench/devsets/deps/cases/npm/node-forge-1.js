// Loads a certificate file that holds a private key instead.
const forge = require('node-forge');

const pem = '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEA\n-----END PRIVATE KEY-----\n';

function load(text) {
  return forge.pki.certificateFromPem(text);
}

console.log(load(pem).subject);
