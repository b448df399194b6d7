// An esbuild plugin for the CommonJS bundles: `createRequire` from node:module without loading node:module.
// Every inlined module calls createRequire(import.meta.url), and import.meta.url is the bundle's own URL, so the
// answer is the bundle's own `require` (the launchers pass a bundle file from their own directory: the same). Loading
// node:module itself pulls in Node's ESM loader modules: ~2 ms of every short process (measured: an empty script
// against one that requires node:module, 30 interleaved runs). Any other path still gets Node's createRequire.
const SHIM = `
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
export function createRequire(from) {
  const file = String(from).startsWith('file:') ? fileURLToPath(from) : String(from);
  if (dirname(file) === __dirname) return require;
  return require('node:module').createRequire(from);
}
`;

export const moduleShim = {
  name: 'ck-module-shim',
  setup(b) {
    b.onResolve({ filter: /^(node:)?module$/ }, (args) =>
      args.namespace === 'ck-module-shim' ? { path: 'node:module', external: true } : { path: 'node:module', namespace: 'ck-module-shim' });
    b.onLoad({ filter: /.*/, namespace: 'ck-module-shim' }, () => ({ contents: SHIM, loader: 'js', resolveDir: process.cwd() }));
  },
};
