'use strict';
// The CommonJS entry of context-kernel, an ES module (dist/index.js), written by scripts/bundle-entry.mjs.
// Node 20.19+, 22.12+, 24 and 26 require() ES modules: this returns the same module namespace `import` gives.
try {
  module.exports = require('./index.js');
} catch (err) {
  if (err && (err.code === 'ERR_REQUIRE_ESM' || err.code === 'ERR_REQUIRE_ASYNC_MODULE')) {
    const e = new Error(`context-kernel is an ES module, and Node ${process.version} here cannot require() it: use ` +
      "`const ck = await import('context-kernel')` (the ESM entry, dist/index.js). require() works on Node 20.19+ and " +
      '22.12+ unless --no-experimental-require-module is set');
    e.code = 'ERR_REQUIRE_ESM';
    e.cause = err;
    throw e;
  }
  throw err;
}
