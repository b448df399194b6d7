// Issue 23: defaults and environment variables are read in the resolvers only; adapters pass `undefined`. This
// counts, per source file, the option defaults (`opts.x ?? …` on an options-like object: opts, options, o, q, a,
// args, values, config, cfg, settings) and the `process.env` reads, and fails when a file outside the resolver
// modules has more than it is allowed below. The allowance is a ratchet: lower a number when you remove a site,
// never raise one — move the default into its resolver instead.
//
// Counted on 948adc2 (before issue 23) with the same scanner: 109 option defaults and 28 `process.env` reads in 64
// files; after: 89 and 22 in 53 files, of which the resolver modules below hold 12 and 4.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** Where defaults are applied and variables read: no limit. */
const RESOLVERS = new Set([
  'config/env.ts', 'config/parse.ts', // process-wide variables and their parsers
  'hooks/config.ts', 'charter/guard.ts', 'session/snapshot.ts', // hook, guard and snapshot variables
  'normalize/options.ts', 'compile/options.ts', 'skeleton/levels.ts', // operator options
]);

/**
 * The rest, as counted when this check was written: [option defaults, process.env reads] at most. Most are a
 * library function's own optional arguments with one caller each (a lock's wait, a transcript read's size), or
 * resolvers that share their file with the operator (slice/index.ts resolveSliceOptions, graph/index.ts
 * resolveReachOptions, repo/build.ts resolveOptions); `process.env` outside the resolvers is a default parameter
 * (`env = process.env`, so tests inject one), a write (CK_SESSION_ID for a child), or a runtime flag read where the
 * runtime starts (NODE_OPTIONS, CK_DEBUG in the wasm cache, CK_LEXICAL_HELPER).
 */
const ALLOWED: Readonly<Record<string, readonly [number, number]>> = {
  'bench/sufficiency.ts': [2, 0],
  'charter/anchor.ts': [1, 0],
  'cli/commands/bench.ts': [2, 0],
  'cli/commands/slice.ts': [1, 0],
  'cli/commands/verify-citations.ts': [2, 0],
  'deps/cache.ts': [1, 0],
  'deps/python.ts': [4, 1],
  'graph/index.ts': [9, 0],
  'hooks/server-identity.ts': [0, 1],
  'hooks/server-spawn.ts': [0, 2], // both entry points take the environment as an injectable default (tests pass their own)
  'hooks/server.ts': [1, 1],
  'hooks/user-prompt-submit.ts': [0, 1],
  'kernels/pool.ts': [3, 0],
  'kernels/sha.ts': [2, 0],
  'mcp/server.ts': [1, 0],
  'minimize/minimize.ts': [2, 0],
  'parse/batch.ts': [1, 0],
  'parse/parser.ts': [1, 0],
  'pi/extension.ts': [0, 1],
  'pi/tool-result.ts': [3, 0],
  'pi/tools.ts': [2, 0],
  'rank/bm25f.ts': [1, 0],
  'rank/helper.ts': [1, 2],
  'rank/load.ts': [3, 0],
  'rank/symbols.ts': [1, 0],
  'repo/build.ts': [10, 0],
  'repo/lex/python.ts': [1, 0],
  'repo/lex-helper.ts': [0, 1],
  'repo/walk.ts': [1, 0],
  'revealed/index.ts': [0, 1],
  'runtime/code-cache.ts': [1, 1],
  'runtime/stat-lite.ts': [0, 2],
  'runtime/tiering.ts': [0, 1],
  'runtime/wasm-cache.ts': [0, 1],
  'session/failure-memory.ts': [2, 0],
  'session/index.ts': [1, 0],
  'session/lock.ts': [2, 0],
  'session/task-switch.ts': [1, 0],
  'session/transcript.ts': [2, 0],
  'slice/calls.ts': [3, 0],
  'slice/fuse.ts': [2, 0],
  'slice/index.ts': [4, 0],
  'slice/literals.ts': [1, 0],
  'slice/repo.ts': [2, 0],
  'statusline/index.ts': [0, 1],
  'store/paths.ts': [0, 2],
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
