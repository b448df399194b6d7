// The plan of an issue text shows the definitions the manifest's ranked list names first (PlanInput.firstSymbols): a
// prose issue's knapsack (src/slice/plan.ts knapsackRanked) even in a seed file whose own evidence would leave it out
// or show only its header, and the slice of a trace or of names in the seed files' ranges.
import { describe, expect, it } from 'vitest';
import { choosePlan } from '../../src/slice/plan.js';
import { input, shows } from '../helpers/ranked-plan.js';

describe('choosePlan on a ranked (prose) task: the manifest\'s first definitions', () => {
  // pkg/late.py's f_30 (lines 244-250) is what the ranked list names first; the file itself is seeded 7th.
  it('are shown even in a file seeded far down the list', async () => {
    const plan = await choosePlan(input([{ path: 'pkg/late.py', start: 244 }, { path: 'pkg/core.py', start: 4 }]));
    expect(plan.files.reduce((n, f) => n + f.tokens, 0)).toBeLessThanOrEqual(4000);
    expect(shows(plan, 'pkg/late.py', 244)).toBe(true);
    expect(shows(plan, 'pkg/core.py', 4)).toBe(true);
  });

  it('were not shown before (the file\'s evidence alone leaves the definition out)', async () => {
    const plan = await choosePlan(input());
    expect(shows(plan, 'pkg/late.py', 244)).toBe(false);
  });
});

describe('choosePlan on a trace\'s or names\' slice of an issue text: the text\'s first definitions', () => {
  it('are in their seed file\'s ranges, beside the seed lines', async () => {
    const plan = await choosePlan(input([{ path: 'pkg/late.py', start: 244 }], false));
    expect(plan.rung).toBe('symbols');
    expect(shows(plan, 'pkg/late.py', 244)).toBe(true);
    expect(shows(plan, 'pkg/late.py', 1)).toBe(true);
  });

  it('were not before (a file seeded as a whole showed its header)', async () => {
    const plan = await choosePlan(input(undefined, false));
    expect(shows(plan, 'pkg/late.py', 244)).toBe(false);
  });
});
