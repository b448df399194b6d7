// Uses a filter that was never added to the environment.
const nunjucks = require('nunjucks');

const env = new nunjucks.Environment();
console.log(env.renderString('Total: {{ total | currency }}', { total: 12.5 }));
