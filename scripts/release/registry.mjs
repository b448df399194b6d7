// A one-package npm registry on 127.0.0.1, so that Claude Code installs the packed tarball through its real npm plugin
// source path — `{"source": "npm", "package": NAME, "version": V, "registry": URL}`: the packument, the version's
// tarball, its sha512 integrity checked by the client — without the public registry. The client accepts an http
// registry only when it is the user's default npm registry (`npm config get registry`), so the caller sets
// npm_config_registry to this server's URL for the client's processes. Every other request answers 404.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Returns `{ url, requests, close }` once a registry serving `tarball` as `name@version` listens on a free port of
 * 127.0.0.1; `requests` lists every method and path asked, in order.
 */
export async function serveTarball(tarball, name, version) {
  const bytes = readFileSync(tarball);
  const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
  const shasum = createHash('sha1').update(bytes).digest('hex');
  const file = `/${name}/-/${name.replace(/^@[^/]+\//, '')}-${version}.tgz`;
  const requests = [];
  let base = '';
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const path = decodeURIComponent((req.url ?? '').split('?')[0]);
    if (path === `/${name}`) {
      const manifest = { name, version, dist: { tarball: `${base}${file}`, integrity, shasum } };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name, 'dist-tags': { latest: version }, versions: { [version]: manifest } }));
    } else if (path === file) {
      res.setHeader('content-type', 'application/octet-stream');
      res.end(bytes);
    } else {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end('{"error":"not found"}');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return { url: `${base}/`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}
