// Reads a key that the schema does not define.
const convict = require('convict');

const config = convict({
  db: { host: { format: String, default: 'localhost' }, port: { format: 'port', default: 5432 } },
});
console.log(config.get('db.hostname'));
