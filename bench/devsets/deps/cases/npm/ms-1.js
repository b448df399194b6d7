// Reads a timeout from an environment variable that is not set.
const ms = require('ms');

function timeout(env) {
  return ms(env.TIMEOUT);
}

console.log(timeout({}));
