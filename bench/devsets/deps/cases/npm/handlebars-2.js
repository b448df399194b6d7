// Calls a helper that was never registered.
const Handlebars = require('handlebars');

const render = Handlebars.compile('<p>Posted {{formatDate post.date "short"}}</p>');
console.log(render({ post: { date: new Date(2024, 0, 1) } }));
