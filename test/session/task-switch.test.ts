import { describe, it, expect } from 'vitest';
import { detectTaskSwitch } from '../../src/session/task-switch.js';
import type { WorkingSet } from '../../src/session/working-set.js';

const current: WorkingSet = {
  version: 1, repo: '/r', ts: 0, head: 'old head',
  seeds: [{ path: 'app/core/engine.py', line: 19, why: 'frame' }],
  files: [
    { path: 'app/core/engine.py', role: 'seed', tier: 'full' },
    { path: 'app/utils/helpers.py', role: 'dependency', tier: 'full' },
    { path: 'tests/test_engine.py', role: 'test', tier: 'full' },
  ],
};

describe('task switch', () => {
  it('is none for the first task, another repository, no seeds, or seeds the working set already has', () => {
    expect(detectTaskSwitch({ seeds: [{ path: 'x.py' }] }, null)).toBeNull();
    expect(detectTaskSwitch({ seeds: [{ path: 'x.py' }] }, current, '/other')).toBeNull();
    expect(detectTaskSwitch({ seeds: [] }, current, '/r')).toBeNull();
    // The same file at another line: the same task seen again.
    expect(detectTaskSwitch({ seeds: [{ path: 'app/core/engine.py', line: 40 }] }, current, '/r')).toBeNull();
  });

  it('declares the switch and lists what the new slice needs that the old one left out, deterministically', () => {
    const next = {
      seeds: [{ path: 'nspkg/inner/mod.py', line: 1, why: 'frame' }, { path: 'app/core/engine.py', line: 3 }],
      files: [
        { path: 'nspkg/inner/mod.py', role: 'seed', tier: 'full' },
        { path: 'app/core/engine.py', role: 'seed', tier: 'full' },
        { path: 'nspkg/inner/other.py', role: 'dependency', tier: 'skeleton' },
      ],
    };
    const s = detectTaskSwitch(next, current, '/r')!;
    expect(s).not.toBeNull();
    expect(s.newSeeds.map((x) => x.path)).toEqual(['nspkg/inner/mod.py']);
    expect(s.added.map((f) => f.path)).toEqual(['nspkg/inner/mod.py', 'nspkg/inner/other.py']);
    expect(s.kept).toBe(1);
    expect(s.dropped).toBe(2);
    expect(s.declaration).toMatch(/^\[ck: task switch: this symptom's seeds \(app\/core\/engine\.py:3, nspkg\/inner\/mod\.py:1\) are not the previous task's \(app\/core\/engine\.py:19\)/);
    expect(s.declaration).toContain('2 file(s) it needs were not in the previous slice, 1 carried over, 2 no longer in the working set]');
    expect(s.text.split('\n')).toEqual([
      s.declaration,
      'needed now, left out by the previous slice:',
      '  seed       nspkg/inner/mod.py [full]',
      '  dependency nspkg/inner/other.py [skeleton]',
    ]);
    expect(detectTaskSwitch(next, current, '/r')).toEqual(s);
  });

  it('without a new slice, the difference is the new seeds the old slice did not hold', () => {
    const s = detectTaskSwitch({ seeds: [{ path: 'app/utils/helpers.py', line: 6 }, { path: 'lib/new.py', line: 2 }] }, current)!;
    expect(s.added.map((f) => f.path)).toEqual(['lib/new.py']);
    expect(s.kept).toBe(1);
  });
});
