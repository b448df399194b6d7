// Writes a report in a legacy encoding whose name is misspelled.
const iconv = require('iconv-lite');

function save(text) {
  return iconv.encode(text, 'win-1252x');
}

console.log(save('report').length);
