// Strict mode and a context missing the field the template reads.
const Handlebars = require('handlebars');

const render = Handlebars.compile('Hello {{user.name}}!', { strict: true });
console.log(render({ account: { name: 'Ada' } }));
