// `ck ab export`: each degraded sample as a fixture skeleton in the signal-fixture format (test/fixtures/signal/):
// NAME.txt (the original output), NAME.json (command, note, the answers the oracles read, `signal` to fill in), and
// NAME.normalized.txt (what the agent saw), so a judged loss becomes a regression test.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listAbSamples } from '../store/ab-samples.js';
import { writeFileAtomic } from '../store/atomic.js';
import { answersOf, checkAnswers } from '../normalize/answers/index.js';

/** Returns the files written: three per degraded sample, under `dir` (created when one is written); existing ones are kept. */
export function exportDegraded(dir: string): string[] {
  const written: string[] = [];
  for (const s of listAbSamples()) {
    if (s.status !== 'degraded') continue;
    const name = `ab-${s.tool.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${s.id}`;
    const sidecar = join(dir, `${name}.json`);
    if (existsSync(sidecar)) continue;
    const lostByOracles = checkAnswers(s.original, s.normalized).filter((c) => c.missing.length || c.extra.length);
    const meta = {
      command: s.command ?? `(a ${s.tool} call)`,
      note: `Judged DEGRADED by ck ab judge: ${s.losses ?? ''}. ${name}.normalized.txt is what the agent saw. Fill \`signal\` with the lines T1 must keep, then move the three files into test/fixtures/signal/.`,
      answers: answersOf(s.original),
      lostByOracles,
      signal: [] as string[],
    };
    // Files the user asked for, to move into the test fixtures: the modes their umask gives, not the store's.
    writeFileAtomic(join(dir, `${name}.txt`), s.original, { private: false });
    writeFileAtomic(join(dir, `${name}.normalized.txt`), s.normalized, { private: false });
    writeFileAtomic(sidecar, `${JSON.stringify(meta, null, 2)}\n`, { private: false });
    written.push(join(dir, `${name}.txt`), join(dir, `${name}.normalized.txt`), sidecar);
  }
  return written;
}
