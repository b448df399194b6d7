// A template that closes {{#each}} with {{/if}}.
const Handlebars = require('handlebars');

const source = '<ul>{{#each items}}<li>{{name}}</li>{{/if}}</ul>';
const render = Handlebars.compile(source);
console.log(render({ items: [{ name: 'a' }] }));
