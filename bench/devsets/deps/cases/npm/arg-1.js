// The user passes a flag the spec does not declare.
const arg = require('arg');

const args = arg(
  { '--port': Number, '--verbose': Boolean, '-p': '--port' },
  { argv: ['--port', '8080', '--host', 'localhost'] },
);
console.log(args);
