// The spec lists a key without its leading dashes.
const arg = require('arg');

const spec = { '--port': Number, verbose: Boolean };
const args = arg(spec, { argv: ['--port', '80'] });
console.log(args);
