// Dumps an object holding a function (a method left on a config object).
const yaml = require('js-yaml');

const config = {
  name: 'worker',
  retries: 3,
  backoff(attempt) { return 2 ** attempt * 100; },
};

process.stdout.write(yaml.dump(config));
