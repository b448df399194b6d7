// The young generation held at Node 20's default maximum while an index is built (src/runtime/young-gen.ts): Node 24
// and 26 grow it 2-4x further on work that keeps what it allocates.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHECKED_V8_MAJORS, YOUNG_SEMI_CAP_BYTES, checkYoungGeneration, holdYoungGeneration, youngSemiCapacity, youngGenFlagKnown } from '../../src/runtime/young-gen.js';

/** Returns the most young-generation capacity seen while keeping `n` small objects alive, checking every 16k. */
function keepMany(n: number): number {
  const keep: unknown[] = [];
  let most = 0;
  for (let i = 0; i < n; i++) {
    keep.push({ i, s: `x${i}` });
    if ((i & 0x3fff) === 0) { checkYoungGeneration(); most = Math.max(most, youngSemiCapacity()); }
  }
  return keep.length > 0 ? most : 0;
}

describe('holdYoungGeneration', () => {
  it('runs on a V8 the run-time flags were checked on, and setting them prints nothing there', () => {
    // A new runtime fails here first: check that V8 still has the flags (and reads the growth factor at every growth:
    // the tests below), then add its major version to CHECKED_V8_MAJORS.
    expect(CHECKED_V8_MAJORS, `V8 ${process.versions.v8}`).toContain(Number(process.versions.v8.split('.')[0]));
    expect(youngGenFlagKnown()).toBe(true);
    const r = spawnSync(process.execPath, ['-e', "const v8 = require('v8'); v8.setFlagsFromString('--semi-space-growth-factor=1'); v8.setFlagsFromString('--semi-space-growth-factor=2'); v8.setFlagsFromString('--expose-gc')"], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    // What an unknown flag does: a message on stderr, no throw. So the fence above, not a try/catch, is the fallback.
    const unknown = spawnSync(process.execPath, ['-e', "require('v8').setFlagsFromString('--no-such-flag-here=1')"], { encoding: 'utf8' });
    expect(unknown.status).toBe(0);
    expect(unknown.stderr).toMatch(/unrecognized flag/);
  });

  it('keeps the semi-space capacity at the cap while held, on this runtime', () => {
    expect(youngSemiCapacity()).toBeGreaterThan(0); // the runtime reports new space
    const release = holdYoungGeneration();
    try {
      expect(keepMany(2_000_000)).toBeLessThanOrEqual(YOUNG_SEMI_CAP_BYTES);
    } finally {
      release();
      release(); // twice: no effect
    }
  });

  it('caps a process of a runtime whose default maximum is larger, and leaves one started with its own flags alone', () => {
    const mod = fileURLToPath(new URL('../../dist/runtime/young-gen.js', import.meta.url));
    const script = `
      const { holdYoungGeneration, checkYoungGeneration, youngSemiCapacity } = await import(${JSON.stringify(mod)});
      const hold = process.argv[1] === 'hold';
      if (hold) holdYoungGeneration();
      const keep = []; let most = 0;
      for (let i = 0; i < 3e6; i++) { keep.push({ i, s: 'x' + i }); if ((i & 0x3fff) === 0) { checkYoungGeneration(); most = Math.max(most, youngSemiCapacity()); } }
      console.log(most);`;
    const run = (args: string[], mode: string) => {
      const r = spawnSync(process.execPath, [...args, '--input-type=module', '-e', script, mode], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      return Number(r.stdout.trim());
    };
    expect(run([], 'hold')).toBeLessThanOrEqual(YOUNG_SEMI_CAP_BYTES);
    // Started with its own maximum (here twice the cap): a hold changes nothing, the flag decides.
    expect(run(['--max-semi-space-size=32'], 'hold')).toBe(run(['--max-semi-space-size=32'], 'free'));
  });
});
