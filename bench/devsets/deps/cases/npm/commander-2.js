// A variadic argument declared before another argument.
const { Command } = require('commander');

const program = new Command('copy');
program
  .argument('<sources...>', 'files to copy')
  .argument('<dest>', 'destination directory')
  .action((sources, dest) => console.log(sources, dest));
program.parse(['node', 'copy', 'a.txt', 'b.txt', 'out/']);
