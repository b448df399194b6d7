// Mounts a router object instead of its middleware function.
const Koa = require('koa');

const router = {
  routes: { '/': (ctx) => { ctx.body = 'home'; } },
  middleware() {
    return async (ctx, next) => {
      const handler = this.routes[ctx.path];
      if (handler) return handler(ctx);
      return next();
    };
  },
};

const app = new Koa();
app.use(router);
module.exports = app;
