// A YAML document with the same key twice.
const yaml = require('js-yaml');

const text = `
database:
  host: db.internal
  port: 5432
  host: db.backup
`;

const doc = yaml.load(text, { filename: 'config.yml' });
console.log(doc);
