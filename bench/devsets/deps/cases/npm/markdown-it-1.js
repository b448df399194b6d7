// Creates the renderer with a preset name that does not exist.
const markdownit = require('markdown-it');

const md = markdownit('github');
console.log(md.render('# Title'));
