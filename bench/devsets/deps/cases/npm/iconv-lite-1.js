// Decodes an upload with the encoding name a browser sent, misspelled.
const iconv = require('iconv-lite');

function decode(buf, charset) {
  return iconv.decode(buf, charset);
}

console.log(decode(Buffer.from('hi'), 'utf-88'));
