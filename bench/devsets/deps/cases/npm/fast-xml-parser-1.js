// Registers a custom entity written with its & and ; delimiters.
const { XMLParser } = require('fast-xml-parser');

const parser = new XMLParser({ processEntities: true });
parser.addEntity('&copy;', '(c)');
console.log(parser.parse('<footer>&copy; 2024</footer>'));
