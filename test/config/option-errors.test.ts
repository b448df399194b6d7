// Issue 23: a bad option is one error type whichever operator it was given to — a UsageError (errors.ts badOption)
// whose message names the operator and the option — so the CLI reports it as bad usage (exit 2) and MCP as a tool
// error, and a library caller catches it one way.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { UsageError, CompileInputError } from '../../src/errors.js';
import { normalize, rereadDelta } from '../../src/normalize/index.js';
import { compileContext } from '../../src/compile/index.js';
import { sliceRepo } from '../../src/slice/index.js';
import { ImportGraph } from '../../src/graph/index.js';

const DEMO = fileURLToPath(new URL('../../examples/compile-demo', import.meta.url));

/** Returns what `f` threw or rejected with. */
async function caught(f: () => unknown): Promise<unknown> {
  try { await f(); } catch (err) { return err; }
  throw new Error('expected an error');
}

describe('option errors are one type', () => {
  it.each([
    ['normalize: an unknown tool', () => normalize('x', { tool: 'nope' as never }), /^normalize: unknown tool 'nope'/],
    ['normalize: a negative line count', () => normalize('x', { headLines: -1 }), /^normalize: option headLines must be a non-negative integer, got -1/],
    ['rereadDelta: a ratio outside [0, 1]', () => rereadDelta('k', 'x', { maxDiffRatio: 2 }), /^rereadDelta: maxDiffRatio must be within/],
    ['compile: a negative maxHops', () => compileContext(DEMO, 'app/reports.py', { maxHops: -1 }), /^compile: maxHops must be a non-negative integer/],
    ['compile: an unknown level', () => compileContext(DEMO, 'app/reports.py', { level: 'tiny' as never }), /^compile: level must be one of/],
    ['slice: a fractional depth', () => sliceRepo(DEMO, { symptom: 'x', depsDepth: 1.5 }), /^slice: depsDepth must be a non-negative integer/],
    ['import graph: a negative fanout', () => ImportGraph.fromEdges(2, [0], [1], { impl: 'js' }).reach([0], { fanout: -1 }), /^import graph: fanout must be a non-negative integer/],
    ['import graph: an unknown edge kind', () => ImportGraph.fromEdges(2, [0], [1], { impl: 'js' }).reach([0], { kinds: ['statc'] }), /^import graph: unknown edge kind 'statc'/],
  ])('%s', async (_name, call, message) => {
    const err = await caught(call);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toMatch(message);
  });

  it('a compile target that cannot be used is a UsageError too (CompileInputError)', async () => {
    const err = await caught(() => compileContext(DEMO, 'app/nope.py'));
    expect(err).toBeInstanceOf(CompileInputError);
    expect(err).toBeInstanceOf(UsageError);
  });
});
