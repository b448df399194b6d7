// Renders an email template whose section is never closed.
const Mustache = require('mustache');

const template = 'Hello {{name}}, {{#items}}- {{title}}\n';

function email(view) {
  return Mustache.render(template, view);
}

console.log(email({ name: 'Ada', items: [{ title: 'x' }] }));
