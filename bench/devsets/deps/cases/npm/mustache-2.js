// Renders a template that closes a section it never opened.
const Mustache = require('mustache');

function render(view) {
  return Mustache.render('Items:{{#items}} {{.}}{{/item}}', view);
}

console.log(render({ items: ['a', 'b'] }));
