/**
 * Per-phase profile of one process, for `CK_PROFILE=1` (bench/profile.bench.mjs reads it): each `phase(name)` closes
 * the phase before it, and at exit the process prints one line per phase on stderr — `ck profile: <name> <wall ms>
 * <cpu ms>` (CPU: user + system of the whole process, all threads) — starting with `start`, from the process's
 * start to the first mark (Node's bootstrap and the loading of the command). Off (one boolean test per mark) unless
 * CK_PROFILE is set; the output on stdout never changes.
 */
import { profileEnabled } from '../config/env.js';

interface Mark {
  readonly name: string;
  readonly wall: number;
  readonly cpu: number;
}

const on = profileEnabled();
const marks: Mark[] = [];
let current = 'start';

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Returns the name of the phase it ends; starts phase `name` (no-op unless CK_PROFILE is set). A phase inside another
 * gives it back when done: `const outer = phase('lexical load'); …; phase(outer)`; time under one name is summed.
 */
export function phase(name: string): string {
  if (!on) return name;
  if (marks.length === 0) process.once('exit', report);
  const ended = current;
  marks.push({ name: ended, wall: performance.now(), cpu: cpuMs() });
  current = name;
  return ended;
}

/** Returns nothing; prints the phases (the last one ends at exit). */
function report(): void {
  marks.push({ name: current, wall: performance.now(), cpu: cpuMs() });
  let wall = 0;
  let cpu = 0;
  const sums = new Map<string, { wall: number; cpu: number }>();
  for (const m of marks) {
    const s = sums.get(m.name) ?? { wall: 0, cpu: 0 };
    s.wall += m.wall - wall;
    s.cpu += m.cpu - cpu;
    sums.set(m.name, s);
    wall = m.wall;
    cpu = m.cpu;
  }
  process.stderr.write([...sums].map(([name, s]) => `ck profile: ${name} ${s.wall.toFixed(1)} ${s.cpu.toFixed(1)}\n`).join(''));
}
