'use strict';
// Puts the prebuilt runtime (prebuilt/dist, prebuilt/wasm; written by scripts/prebuilt.mjs) in place when dist/ is
// missing: a plugin installed by Claude Code (`npm ci --ignore-scripts`) never ran a build. Called by the CLI launcher
// (bin/context-kernel.js: `ck mcp` from .mcp.json, every command) and the hook launcher (hooks/run-hook.cjs).
// Safe under concurrent first calls: wasm files are copied each through a temp name and renamed; dist/ is copied into a
// temp folder renamed into place last, so a dist/ that exists is complete. Never throws.
const { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, copyFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * Returns true when `root/dist` exists (already, or copied from `root/prebuilt` now); false when there is neither a
 * build nor a prebuilt copy, or the copy failed (`why` then says so).
 */
function ensureBuilt(root) {
  const dist = join(root, 'dist');
  if (existsSync(join(dist, 'hooks', 'hook.core.cjs'))) return { ok: true, copied: false };
  const pre = join(root, 'prebuilt');
  if (!existsSync(join(pre, 'dist', 'hooks', 'hook.core.cjs'))) return { ok: false, copied: false, why: 'not built, and no prebuilt/ copy (run `npm run build` in the plugin directory)' };
  const tag = `${process.pid}-${Date.now()}`;
  try {
    const wasm = join(root, 'wasm');
    mkdirSync(wasm, { recursive: true });
    for (const name of readdirSync(join(pre, 'wasm'))) {
      if (existsSync(join(wasm, name))) continue;
      const tmp = join(wasm, `.${name}.${tag}`);
      copyFileSync(join(pre, 'wasm', name), tmp);
      renameSync(tmp, join(wasm, name));
    }
    const tmpDist = join(root, `.dist.${tag}`);
    cpSync(join(pre, 'dist'), tmpDist, { recursive: true });
    try {
      renameSync(tmpDist, dist);
    } catch (err) {
      rmSync(tmpDist, { recursive: true, force: true });
      // Another first call won the race: its dist/ is complete.
      if (!existsSync(join(dist, 'hooks', 'hook.core.cjs'))) throw err;
      return { ok: true, copied: false };
    }
    return { ok: true, copied: true };
  } catch (err) {
    return { ok: false, copied: false, why: `could not put prebuilt/ in place: ${(err && err.message) || err}` };
  }
}

module.exports = { ensureBuilt };
