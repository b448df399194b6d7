// Two options share the short flag -p.
const { Command } = require('commander');

const program = new Command();
program
  .option('-p, --port <number>', 'port to listen on', '3000')
  .option('-p, --profile <name>', 'config profile');
program.parse(['node', 'app', '--port', '8080']);
console.log(program.opts());
