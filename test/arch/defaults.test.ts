// Issue 23: defaults and environment variables are read in the resolvers only; adapters pass `undefined`. This
// counts, per source file, the option defaults (`opts.x ?? …` on an options-like object: opts, options, o, q, a,
// args, values, config, cfg, settings) and the `process.env` reads, and fails when a file outside the resolver
// modules has more than it is allowed below. The allowance is a ratchet: lower a number when you remove a site,
// never raise one — move the default into its resolver instead.
//
// Counted on 948adc2 (before issue 23) with the same scanner: 109 option defaults and 28 `process.env` reads in 64
// files. On b348fea: 77 and 19 outside the resolvers (46 files). Now: 0 option defaults and 4 `process.env` reads
// outside them, in the 3 files listed in ALLOWED (the whole environment taken as data, see there).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** Where defaults are applied and variables read: no limit. */
const RESOLVERS = new Set([
  'config/env.ts', 'config/parse.ts', // process-wide variables and their parsers
  'hooks/config.ts', 'hooks/guard.ts', 'session/snapshot.ts', // hook, guard and snapshot variables
  'normalize/options.ts', 'compile/options.ts', 'skeleton/levels.ts', // operator options
  'graph/options.ts', 'repo/options.ts', // operator options that shared a file with their operator
  // a folder's library defaults (a lock's wait, a transcript read's window, a pool's minimum size, …)
  'session/options.ts', 'store/options.ts', 'kernels/options.ts', 'deps/options.ts', 'parse/options.ts', 'runtime/options.ts',
  'bench/options.ts', 'minimize/options.ts',
  'pi/options.ts', // the Pi tools' own defaults (working directory, output format)
  'slice/options.ts', 'rank/options.ts', // the slice operator's options; the slice and rank folders' library defaults
]);

/**
 * The rest: [option defaults, process.env reads] at most. No option default is left outside a resolver. The three
 * process.env reads left take the whole environment as data, not a setting: a hook server's identity is every
 * variable that changes its answers (server-identity.ts), the server it spawns inherits the client's environment
 * (server-spawn.ts), and the Python it finds is on the client's PATH (server.ts); each is an injectable default
 * parameter (`env = process.env`) so tests pass their own. An injectable setting instead takes `env?:
 * NodeJS.ProcessEnv` and hands it to resolveEnvConfig / resolveHookConfig (revealed/index.ts, statusline/index.ts).
 */
const ALLOWED: Readonly<Record<string, readonly [number, number]>> = {
  'hooks/server-identity.ts': [0, 1],
  'hooks/server-spawn.ts': [0, 2], // both entry points take the environment as an injectable default (tests pass their own)
  'hooks/server.ts': [0, 1], // the Python search's PATH, an injectable default like the two above
};

const OPTION_DEFAULT = /\b(?:opts|options|o|q|a|args|values|config|cfg|settings)\??\.[\w$]+(?:\s+as\s+[^?]+?)?\)?\s*\?\?/g;
const ENV_READ = /\bprocess\.env\b/g;

/** Returns every .ts file under `dir`, relative to SRC. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [relative(SRC, p).split('\\').join('/')] : [];
  });
}

/** Returns [option defaults, process.env reads] in one file, comments left out. */
function countSites(text: string): [number, number] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [(code.match(OPTION_DEFAULT) ?? []).length, (code.match(ENV_READ) ?? []).length];
}

describe('defaults and environment variables live in the resolvers', () => {
  const counts = new Map(sources(SRC).map((f) => [f, countSites(readFileSync(join(SRC, f), 'utf8'))] as const));

  it('no file outside the resolvers gains an option default or a process.env read', () => {
    const over: string[] = [];
    for (const [file, [defaults, env]] of counts) {
      if (RESOLVERS.has(file)) continue;
      const [maxDefaults, maxEnv] = ALLOWED[file] ?? [0, 0];
      if (defaults > maxDefaults) over.push(`${file}: ${defaults} option default(s) (\`opts.x ?? …\`), at most ${maxDefaults}: apply the default in the operator's resolver and pass undefined`);
      if (env > maxEnv) over.push(`${file}: ${env} process.env read(s), at most ${maxEnv}: read the variable in a resolver (config/env.ts, hooks/config.ts, …)`);
    }
    expect(over).toEqual([]);
  });

  it('the allowance names only files that exist (a moved file moves its entry)', () => {
    expect(Object.keys(ALLOWED).filter((f) => !counts.has(f))).toEqual([]);
    expect([...RESOLVERS].filter((f) => !counts.has(f))).toEqual([]);
  });

  it('counts what it says it counts', () => {
    expect(countSites("const a = opts.depth ?? 2; const b = (values.x as string | undefined) ?? 'auto';")).toEqual([2, 0]);
    expect(countSites('// opts.depth ?? 2\nconst m = map.get(k) ?? 0; const e = process.env.CK_X;')).toEqual([0, 1]);
  });
});
