// The plan of an issue text shows each seed file's best passages (PlanInput.passages, rank/passages.ts): the lines
// where the text's words gather, with the head line of the definition they lie in, even in a definition the plan's
// ranges leave out and in a file seeded far down the list.
import { describe, expect, it } from 'vitest';
import { choosePlan } from '../../src/slice/plan.js';
import { input, shows } from '../helpers/ranked-plan.js';

describe('choosePlan on a ranked (prose) task: passages', () => {
  // Line 806 lies in core.py's f_100 (lines 804-810), far from the seeded f_0; late.py's f_30 (244-250) is in the
  // file seeded 7th.
  const passages = new Map([['pkg/core.py', [{ start: 804, end: 808 }]], ['pkg/late.py', [{ start: 246, end: 250 }]]]);
  it('are shown, with the head line of the definition they lie in, within the budget', async () => {
    const plan = await choosePlan(input(undefined, true, passages));
    expect(plan.files.reduce((n, f) => n + f.tokens, 0)).toBeLessThanOrEqual(4000);
    expect(shows(plan, 'pkg/core.py', 806)).toBe(true);
    expect(shows(plan, 'pkg/core.py', 804)).toBe(true);
    expect(shows(plan, 'pkg/late.py', 248)).toBe(true);
    expect(shows(plan, 'pkg/core.py', 4)).toBe(true);
  });

  it('were not shown before (neither definition is among the ranges the seeds give)', async () => {
    const plan = await choosePlan(input());
    expect(shows(plan, 'pkg/core.py', 806)).toBe(false);
    expect(shows(plan, 'pkg/late.py', 248)).toBe(false);
  });
});
