// Declares a route with no handler (the handler was meant to come from a module).
const Fastify = require('fastify');

const handlers = { listUsers: async () => [] };
const app = Fastify();
app.route({ method: 'GET', url: '/users', handler: handlers.listusers });
