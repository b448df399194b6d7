// Serializes an array of settings objects instead of a table.
const { stringify } = require('smol-toml');

const settings = [{ key: 'theme', value: 'dark' }, { key: 'lang', value: 'en' }];
console.log(stringify(settings));
