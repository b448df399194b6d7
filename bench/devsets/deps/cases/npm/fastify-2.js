// Adds a decorator under a name fastify already uses.
const Fastify = require('fastify');

const app = Fastify();
const logger = { info: console.log, error: console.error };
app.decorate('log', logger);
app.get('/', async () => 'ok');
