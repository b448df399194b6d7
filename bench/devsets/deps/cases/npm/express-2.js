// Picks the query-string parser from an env-style setting with a typo.
const express = require('express');

const settings = { queryParser: process.env.QUERY_PARSER || 'extened' };

const app = express();
app.set('query parser', settings.queryParser);
app.get('/search', (req, res) => res.json(req.query));
module.exports = app;
