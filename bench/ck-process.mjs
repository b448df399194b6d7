// How the process benches start `ck`: as a user's shell does, by executing bin/context-kernel.js (npm links it as the
// `ck` command), with the node running the bench first on PATH. Executed so, its first line (sh) starts Node without
// NODE_EXTRA_CA_CERTS, whose parsing would otherwise add 50-80 ms to every start where the environment sets it.
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `ck` command: the launcher file, executed directly. */
export const CK = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'context-kernel.js');

/** Returns `env` with this node first on PATH, so the launcher's `exec node` starts the node that runs the bench. */
export function ckEnv(env = process.env) {
  return { ...env, PATH: `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}` };
}

/** Returns the spawnSync result of `ck ...args` run as above. */
export function spawnCk(args, opts = {}) {
  return spawnSync(CK, args, { ...opts, env: ckEnv(opts.env) });
}

/** Returns `env` as a Node process floor (`node -e 0`) should see it: without NODE_EXTRA_CA_CERTS, as ck starts Node. */
export function floorEnv(env = process.env) {
  const e = { ...env };
  delete e.NODE_EXTRA_CA_CERTS;
  return e;
}

/** Returns a one-line note on NODE_EXTRA_CA_CERTS for a bench's output. */
export function caCertsNote() {
  return process.env.NODE_EXTRA_CA_CERTS
    ? 'NODE_EXTRA_CA_CERTS is set here: ck runs as the `ck` command (its sh line starts Node without it); `node -e 0` runs without it too'
    : 'NODE_EXTRA_CA_CERTS is not set here';
}
