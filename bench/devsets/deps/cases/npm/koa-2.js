// A handler sets ctx.status from a string taken out of an upstream response.
const http = require('http');
const Koa = require('koa');

const app = new Koa();
app.use(async (ctx) => {
  const upstream = { status: '201', body: { id: 7 } };
  ctx.status = upstream.status;
  ctx.body = upstream.body;
});

const server = app.listen(0, () => {
  http.get({ port: server.address().port, path: '/' }, (res) => {
    res.resume();
    res.on('end', () => server.close());
  });
});
