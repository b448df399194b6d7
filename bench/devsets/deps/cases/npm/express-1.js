// Registers middleware by name from a table; 'cors' was never added to the table.
const express = require('express');

const middleware = {
  json: express.json(),
  urlencoded: express.urlencoded({ extended: false }),
};

const app = express();
for (const name of ['json', 'cors']) {
  app.use(middleware[name]);
}
app.get('/health', (req, res) => res.send('ok'));
module.exports = app;
