// A schema using a format name that was never registered.
const convict = require('convict');

const config = convict({
  adminEmail: { doc: 'admin address', format: 'email', default: 'admin@example.com' },
});
console.log(config.get('adminEmail'));
