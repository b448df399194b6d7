// Issue 39 item 5: every error a user can act on is made in src/errors.ts. The rule, as src/errors.ts states it:
// - no module but src/errors.ts declares an Error subclass or constructs one of the types it declares;
// - outside src/errors.ts a plain `Error`, `RangeError` or `TypeError` is constructed only for an internal invariant
//   (a broken index or cache section, an id outside the graph, a worker protocol mismatch) or as a private signal to
//   the constructing function's own `catch` — never as a message a user reads; the CLI adapters (src/cli/) construct
//   none at all.
// A test cannot tell an invariant from a user's error by reading, so the plain errors are an inventory: each file that
// constructs one is listed with how many and why. A new `new Error(` fails here until it either goes through a factory
// of src/errors.ts or is added below with its reason; removing one lowers its count (a ratchet).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SRC, codeLines, sources } from './source.js';

/** Files constructing plain errors, how many, and why none of them is a user's to act on. */
const PLAIN_ERRORS: Readonly<Record<string, { n: number; why: string }>> = {
  'graph/csr-js.ts': { n: 3, why: 'invariants of the graph kernel\'s TypeScript twin: array lengths, an id outside the graph, use after delete' },
  'graph/csr.ts': { n: 3, why: 'the same invariants of the graph kernel' },
  'graph/index.ts': { n: 1, why: 'a file id outside the graph' },
  'hooks/shell.ts': { n: 10, why: 'the shell reader\'s signal to its caller that a command is not one it reads (caught: the hook fails open)' },
  'hooks/server.ts': { n: 1, why: 'a stale server record, caught at once (the record is removed)' },
  'hooks/large-output.ts': { n: 1, why: 'not a regular file, caught at once (the output is left as it is)' },
  'repo/lex/kernel.ts': { n: 1, why: 'a lexer kernel asked for by a name no pack registers' },
  'repo/columns.ts': { n: 1, why: 'a cached column section whose lengths disagree (the cache is rebuilt)' },
  'repo/pool.ts': { n: 2, why: 'a worker\'s reply carrying its own error across the thread boundary, and packed defs with no arena to put them in (every caller passes one); both redo the batch in-thread' },
  'repo/cache.ts': { n: 8, why: 'a cache section out of bounds, shorter than the file says or failing its checksum, an inode column of the wrong length, an unexpected structure, a short or miscounted section write, a header that changed length once the checksums were in (the cache is rebuilt or not written)' },
  'languages/python/deps.ts': { n: 2, why: 'the interpreter query failed, caught at once (a warning is recorded)' },
  'store/ab-samples.ts': { n: 1, why: 'an A/B sample id that is not hex: the ids are made by the engine' },
  'slice/index.ts': { n: 2, why: 'not a directory (caught at once and reported through badUsage), an unreadable file (caught by its caller)' },
  'parse/task.ts': { n: 1, why: 'an analyzer asked for by a name none registers' },
  'rank/cache.ts': { n: 1, why: 'postings without first-use orders asked to be cached: every build that writes a cache records them' },
  'rank/merge.ts': { n: 1, why: 'postings without first-use orders asked to be merged: the same invariant, on the update path' },
  'kernels/t1.ts': { n: 2, why: 'a streamed clean asked for its whole text after sending it to the sink, and a line table asked for the hashes T1 never computes: programming errors of its callers' },
  'languages/python/resolve-kernel.ts': { n: 1, why: 'the kernel input written shorter than measured: an invariant of the boundary, caught by the kernel slot (the twin resolves)' },
  'normalize/lines-plan.ts': { n: 1, why: 'grep capping asked of a text held only in a file: the caller reads it whole first' },
  'normalize/stream.ts': { n: 1, why: 'the spilled text ending before the length written into it (the store entry removed or truncated by another process while read back)' },
  'repo/blob-arena.ts': { n: 1, why: 'the arena\'s unlinked spill file shorter than what was written to it' },
  'normalize/answers/scan.ts': { n: 3, why: 'an answer oracle\'s line rule that is malformed (an empty or multi-line needle, no needles, a flagged pattern): a programming error, thrown when the rules are compiled' },
};

/** The error types src/errors.ts declares (its `export class … extends`). */
const DECLARED = [...readFileSync(join(SRC, 'errors.ts'), 'utf8').matchAll(/^export class (\w+) extends/gm)].map((m) => m[1]!);
const PLAIN = new Set(['Error', 'RangeError', 'TypeError']);

describe('every error a user can act on is made in src/errors.ts', () => {
  const plain = new Map<string, string[]>();
  const declared: string[] = [];
  const subclasses: string[] = [];
  for (const f of sources(SRC)) {
    if (f === 'errors.ts' || f.endsWith('.d.ts')) continue; // .d.ts: the platform's own types (WebAssembly.RuntimeError)
    for (const { text, line } of codeLines(readFileSync(join(SRC, f), 'utf8'))) {
      for (const m of text.matchAll(/\bnew\s+(\w*Error)\s*\(/g)) {
        if (PLAIN.has(m[1]!)) plain.set(f, [...(plain.get(f) ?? []), `${f}:${line}: ${text.trim().slice(0, 100)}`]);
        else declared.push(`${f}:${line}: new ${m[1]}`);
      }
      if (/\bclass\s+\w+\s+extends\s+\w*Error\b/.test(text)) subclasses.push(`${f}:${line}: ${text.trim()}`);
    }
  }

  it('no module but src/errors.ts constructs an error type other than a plain one, or declares an Error subclass', () => {
    expect(DECLARED).toContain('UsageError');
    expect(declared).toEqual([]);
    expect(subclasses).toEqual([]);
  });

  it('the CLI adapters construct no error', () => {
    expect([...plain.keys()].filter((f) => f.startsWith('cli/'))).toEqual([]);
  });

  it('plain errors are made only where the inventory says, as many as it says', () => {
    const found = Object.fromEntries([...plain].map(([f, sites]) => [f, sites.length]));
    const listed = Object.fromEntries(Object.entries(PLAIN_ERRORS).map(([f, { n }]) => [f, n]));
    const unlisted = [...plain].filter(([f]) => !PLAIN_ERRORS[f]).flatMap(([, sites]) => sites);
    expect(unlisted).toEqual([]);
    expect(found).toEqual(listed);
  });
});
