// Strict validation of a config whose port is not a port.
const convict = require('convict');

const config = convict({
  port: { doc: 'HTTP port', format: 'port', default: 8080 },
  env: { doc: 'environment', format: ['production', 'development'], default: 'development' },
});

config.load({ port: 'eighty' });
config.validate({ allowed: 'strict' });
