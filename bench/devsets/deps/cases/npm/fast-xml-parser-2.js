// Validates while parsing a feed with a mismatched closing tag.
const { XMLParser } = require('fast-xml-parser');

const xml = '<feed><entry><title>Hello</titel></entry></feed>';
const parser = new XMLParser({ ignoreAttributes: false });
const feed = parser.parse(xml, true);
console.log(feed);
