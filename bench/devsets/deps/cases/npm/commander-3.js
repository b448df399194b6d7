// Adds a subcommand object that was created without a name.
const { Command } = require('commander');

function makeBuildCommand() {
  const cmd = new Command();
  cmd.description('build the project').action(() => console.log('building'));
  return cmd;
}

const program = new Command('tool');
program.addCommand(makeBuildCommand());
program.parse(['node', 'tool', 'build']);
