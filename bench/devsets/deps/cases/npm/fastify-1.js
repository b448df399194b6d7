// Declares a route with a method name fastify does not know.
const Fastify = require('fastify');

const app = Fastify();
app.route({
  method: 'FETCH',
  url: '/items',
  handler: async () => ({ items: [] }),
});
app.ready().then(() => app.close());
