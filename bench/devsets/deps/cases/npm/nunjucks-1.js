// A for block that is never closed.
const nunjucks = require('nunjucks');

const env = new nunjucks.Environment();
const template = '{% for item in items %}<li>{{ item }}</li>';
console.log(env.renderString(template, { items: [1, 2] }));
