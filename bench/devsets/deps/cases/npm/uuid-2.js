// Makes a name-based id with a namespace taken from config (a plain name, not a UUID).
const { v5: uuidv5 } = require('uuid');

const config = { namespace: 'my-app' };

function idFor(name) {
  return uuidv5(name, config.namespace);
}

console.log(idFor('user@example.com'));
