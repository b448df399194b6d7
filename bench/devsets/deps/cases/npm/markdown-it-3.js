// Enables a rule by a name markdown-it does not have.
const markdownit = require('markdown-it');

const md = markdownit('zero').enable(['heading', 'tables']);
console.log(md.render('| a |\n|---|\n| 1 |'));
