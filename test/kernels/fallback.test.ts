// Every wasm kernel wrapper falls back to its TypeScript twin through one helper (src/kernels/fallback.ts): a trap is
// counted (kernelFallbacks) and leaves one line in the diagnostic log, and the answer is the twin's, identical to the
// kernel's. Traps are injected through the shared slot (injectKernelTrap), one wrapper at a time.
import { describe, it, expect, beforeAll, beforeEach, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectKernelTrap } from '../../src/kernels/wasm.js';
import { kernelFallbacks, resetKernelFallbacks } from '../../src/kernels/fallback.js';
import { stripTerminal, stripTerminalDetailed } from '../../src/kernels/terminal.js';
import { lineOps } from '../../src/kernels/lines.js';
import { sha1Hex } from '../../src/kernels/sha.js';
import { lexPython } from '../../src/languages/python/lex.js';
import { lexJs } from '../../src/languages/js/lex.js';
import { resolvePythonBatch } from '../../src/languages/python/resolve-kernel.js';
import { packEdgesKernel } from '../../src/repo/pack-edges-kernel.js';
import { packEdgesTwin } from '../../src/repo/edges.js';
import { ImportGraph } from '../../src/graph/index.js';
import { buildIndex } from '../../src/repo/index.js';

const FIXTURE = fileURLToPath(new URL('../../examples/compile-demo', import.meta.url));
let stateHome: string;
const saved = { xdg: process.env.XDG_STATE_HOME, off: process.env.CK_LOG_OFF };

function logLines(): string[] {
  const file = join(stateHome, 'context-kernel', 'logs', 'hook.log');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.includes(' kernel-fallback ')) : [];
}

beforeAll(() => {
  stateHome = mkdtempSync(join(tmpdir(), 'ck-fallback-'));
  process.env.XDG_STATE_HOME = stateHome;
  delete process.env.CK_LOG_OFF;
});
afterAll(() => {
  if (saved.xdg === undefined) delete process.env.XDG_STATE_HOME;
  else process.env.XDG_STATE_HOME = saved.xdg;
  if (saved.off !== undefined) process.env.CK_LOG_OFF = saved.off;
  rmSync(stateHome, { recursive: true, force: true });
});
beforeEach(() => {
  resetKernelFallbacks();
  rmSync(join(stateHome, 'context-kernel'), { recursive: true, force: true });
});

const text = new TextEncoder().encode('\x1b[32m 50%\x1b[0m\r\x1b[32m100%\x1b[0m done\nERROR: x\nERROR: x\nERROR: x\nERROR: x\n');

describe('twin fallbacks are counted and logged', () => {
  it('no fallback, no count, no log line when the kernels answer', () => {
    stripTerminal(text);
    lineOps(text);
    lexPython('import os\n');
    expect(kernelFallbacks()).toEqual({});
    expect(logLines()).toEqual([]);
  });

  it('terminal: a trap answers with the twin, counted once, one log line naming the kernel', () => {
    const want = stripTerminal(text, { impl: 'js' });
    injectKernelTrap('terminal');
    const got = stripTerminal(text);
    expect(Buffer.from(got.bytes).equals(Buffer.from(want.bytes))).toBe(true);
    expect(got.stats).toEqual(want.stats);
    expect(kernelFallbacks()).toEqual({ terminal: 1 });
    const lines = logLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/kernel-fallback terminal kernel trap: unreachable .*; the TypeScript twin answers$/);
    // The next call gets a fresh instance: no further fallback.
    stripTerminal(text);
    expect(kernelFallbacks()).toEqual({ terminal: 1 });
  });

  it('a forced kernel (impl: wasm) does not fall back: the trap is an error, and nothing is counted', () => {
    injectKernelTrap('terminal');
    expect(() => stripTerminalDetailed(text, { impl: 'wasm' })).toThrow(/kernel 'terminal' trapped/);
    injectKernelTrap('lines');
    expect(() => lineOps(text, undefined, 'wasm')).toThrow(/kernel 'lines' trapped/);
    injectKernelTrap('sha');
    expect(() => sha1Hex('abc', { impl: 'wasm' })).toThrow(/kernel 'sha' trapped/);
    expect(sha1Hex('abc', { impl: 'wasm' })).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(kernelFallbacks()).toEqual({});
    expect(logLines()).toEqual([]);
  });

  it('lines: the twin computes the identical table', () => {
    const want = lineOps(text, undefined, 'js');
    injectKernelTrap('lines');
    const got = lineOps(text);
    expect(got.impl).toBe('js');
    expect([...got.starts]).toEqual([...want.starts]);
    expect([...got.runs]).toEqual([...want.runs]);
    expect(kernelFallbacks()).toEqual({ lines: 1 });
    expect(logLines()).toHaveLength(1);
  });

  it('lexers (pylex, jslex): the twin lexes the source, counted per kernel', () => {
    const py = 'import os\nfrom .a import b\n\ndef f():\n    import_module(name)\n';
    const js = "import x from './x';\nexport function f() { return import(y); }\n";
    const wantPy = lexPython(py, { impl: 'js' });
    const wantJs = lexJs(js, { impl: 'js' });
    injectKernelTrap('pylex');
    injectKernelTrap('jslex');
    expect(lexPython(py)).toEqual(wantPy);
    expect(lexJs(js)).toEqual(wantJs);
    expect(kernelFallbacks()).toEqual({ jslex: 1, pylex: 1 });
    expect(logLines().map((l) => l.split(' ')[2])).toEqual(['pylex', 'jslex']);
  });

  it('pyresolve: a trap leaves the batch to the twin (null), counted and logged', () => {
    const paths = ['pkg/__init__.py', 'pkg/a.py'];
    const blob = JSON.stringify([]);
    expect(resolvePythonBatch(paths, [''], null, [1], () => blob)).not.toBeNull();
    injectKernelTrap('pyresolve');
    expect(resolvePythonBatch(paths, [''], null, [1], () => blob)).toBeNull();
    expect(kernelFallbacks()).toEqual({ pyresolve: 1 });
    expect(logLines()[0]).toMatch(/pyresolve kernel trap/);
  });

  it('edges: a trap leaves the packing to the twin (null), counted and logged', () => {
    const q = [0, 1, 3, 0, 0, 1, 3, 0, 1, 0, 2, 0];
    expect(Buffer.from(packEdgesKernel(q)!).equals(Buffer.from(packEdgesTwin(q)))).toBe(true);
    injectKernelTrap('edges');
    expect(packEdgesKernel(q)).toBeNull();
    expect(kernelFallbacks()).toEqual({ edges: 1 });
    expect(logLines()).toHaveLength(1);
  });

  it('graph: a kernel that traps while building is replaced by the twin under impl auto', () => {
    injectKernelTrap('graph');
    const g = ImportGraph.fromEdges(3, [0, 1], [1, 2]);
    expect(g.impl).toBe('js');
    expect(g.reach([0]).order).toEqual([0, 1, 2]);
    g.delete();
    expect(kernelFallbacks()).toEqual({ graph: 1 });
    expect(logLines()[0]).toMatch(/graph kernel trap/);
  });

  it('a whole index: a trap in the lexer on one file changes nothing in the index, and is counted', async () => {
    const want = await buildIndex(FIXTURE, { noCache: true, workers: 'never' });
    injectKernelTrap('pylex');
    const got = await buildIndex(FIXTURE, { noCache: true, workers: 'never' });
    expect(got.files).toEqual(want.files);
    expect([...got.edgeFrom]).toEqual([...want.edgeFrom]);
    expect([...got.edgeTo]).toEqual([...want.edgeTo]);
    expect(kernelFallbacks().pylex).toBe(1);
    expect(logLines().length).toBe(1);
  });
});
