// Loads a YAML config indented with a tab.
const yaml = require('js-yaml');

const text = [
  'server:',
  '  port: 8080',
  '\thost: localhost',
].join('\n');

const config = yaml.load(text);
console.log(config.server);
