/** The test scorer: a failing test the symptom names (`path::Class::test_name`) → its definition in the test file. */
import type { Scorer } from '../types.js';

/** Confidence of a failing test's definition. */
const FAILING_TEST = 0.9;

/** The scorer. */
export const testScorer: Scorer = {
  name: 'test',
  score(q, pool) {
    const { index, resolver } = q.ctx;
    for (const t of q.symptom.tests) {
      const [file, ...names] = t.split('::');
      const r = resolver.resolve(file!);
      if (r.kind !== 'ok') continue;
      const rec = index.files[index.fileId(r.path)!];
      const fn = names[names.length - 1]?.replace(/\[.*$/, '');
      const def = fn ? rec?.defs.find((d) => d.name === fn || d.name.endsWith(`.${fn}`)) : undefined;
      pool.add({ path: r.path, line: def?.start ?? 1, why: 'test', detail: `failing test ${t}`, confidence: FAILING_TEST });
    }
  },
};
