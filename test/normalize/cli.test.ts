import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import { parseMarker } from '../../src/normalize/markers.js';
import { FIXTURE_DIR } from '../../bench/fixtures/long-log.mjs';
import { splitLines } from './helpers.js';

const npm = readFileSync(`${FIXTURE_DIR}/npm-install.txt`);

describe('ck normalize / ck recall (subprocess)', () => {
  it('normalizes stdin, and every marker recalls exactly the lines it removed', () => {
    const env = isolatedEnv();
    const res = runCli(['normalize'], { input: npm, env });
    expect(res.code).toBe(0);
    expect(res.stderr).toBe(''); // not interactive: no stats line
    expect(res.stdout).not.toMatch(/[\x1b\r]/);
    const clean = runCli(['recall', parseMarker(splitLines(res.stdout).find((l) => parseMarker(l))!)!.key!], { env });
    expect(clean.code).toBe(0);
    const all = splitLines(clean.stdout);
    const rebuilt: string[] = [];
    for (const line of splitLines(res.stdout)) {
      const m = parseMarker(line);
      if (!m?.lines) {
        rebuilt.push(line);
        continue;
      }
      const part = runCli(['recall', m.key!, '--lines', `${m.lines[0]}-${m.lines[1]}`], { env });
      expect(part.code).toBe(0);
      expect(splitLines(part.stdout)).toEqual(all.slice(m.lines[0] - 1, m.lines[1]));
      rebuilt.push(...splitLines(part.stdout));
    }
    expect(rebuilt).toEqual(all);
  });

  it('--json gives the result object; --raw gives the original bytes back exactly', () => {
    const env = isolatedEnv();
    const res = runCli(['normalize', '--json'], { input: npm, env });
    const r = JSON.parse(res.stdout) as { text: string; key: string; tokensBefore: number; tokensAfter: number; elisions: unknown[] };
    expect(r.tokensAfter).toBeLessThan(r.tokensBefore);
    expect(r.elisions.length).toBeGreaterThan(0);
    const raw = runCli(['recall', r.key, '--raw'], { env });
    expect(Buffer.compare(raw.stdoutBytes, npm)).toBe(0);
    const grep = runCli(['recall', r.key, '--grep', 'added \\d+ packages'], { env });
    expect(grep.stdout).toMatch(/^\d+:added \d+ packages in/m);
  });

  it('bad input gives one line and the documented exit codes', () => {
    const env = isolatedEnv();
    const badTool = runCli(['normalize', '--tool', 'nope'], { input: 'x', env });
    expect(badTool.code).toBe(2);
    expect(badTool.stderr.trim().split('\n')).toHaveLength(1);
    expect(badTool.stderr).toMatch(/--tool.*bash\|read\|grep\|json\|web\|auto/);
    const missing = runCli(['recall', 'abcdef123456'], { env });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^ck recall: no spilled output 'abcdef123456' .*evicted/);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(runCli(['recall', 'not-a-key'], { env }).code).toBe(2);
    const key = JSON.parse(runCli(['normalize', '--json'], { input: npm, env }).stdout).key as string;
    const range = runCli(['recall', key, '--lines', '5-99999'], { env });
    expect(range.code).toBe(2);
    expect(range.stderr).toMatch(/out of range: .* has \d+ lines/);
    expect(runCli(['recall', key, '--lines', 'x-y'], { env }).code).toBe(2);
    expect(runCli(['recall', key, '--grep', '('], { env }).code).toBe(2);
  });

  it('empty and binary stdin', () => {
    const env = isolatedEnv();
    expect(runCli(['normalize'], { input: '', env })).toMatchObject({ code: 0, stdout: '' });
    const bin = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3, 0, 0, 255, 254]);
    const res = runCli(['normalize'], { input: bin, env });
    expect(res.stdout).toMatch(/^\[ck: binary output not shown \(12 bytes, contains NUL bytes, sha1 [0-9a-f]+\); recover: ck recall [0-9a-f]+ --raw\]\n?$/);
    const key = parseMarker(res.stdout.trim())!.key!;
    expect(Buffer.compare(runCli(['recall', key, '--raw'], { env }).stdoutBytes, bin)).toBe(0);
  });

  it('property: on generated logs, ck recall --lines gives back exactly what each marker of ck normalize removed', () => {
    const line = fc.oneof(
      fc.nat(999).map((n) => `step ${n}: compiling`),
      fc.constantFrom('error: boom', 'src/a.ts:3:1 - error TS1', '\x1b[32mok\x1b[0m', '', 'same'),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 50, maxLength: 200 }), (lines) => {
        const env = isolatedEnv();
        const input = lines.join('\n') + '\n';
        const res = runCli(['normalize', '--json'], { input, env });
        expect(res.code).toBe(0);
        const r = JSON.parse(res.stdout) as { text: string; key: string | null };
        if (!r.key) return;
        const all = splitLines(runCli(['recall', r.key], { env }).stdout);
        expect(all).toEqual(splitLines(input.replace(/\x1b\[\d+m/g, '')));
        for (const l of splitLines(r.text)) {
          const m = parseMarker(l);
          if (!m?.lines) continue;
          const part = runCli(['recall', r.key, '--lines', `${m.lines[0]}-${m.lines[1]}`], { env });
          expect(splitLines(part.stdout)).toEqual(all.slice(m.lines[0] - 1, m.lines[1]));
        }
      }),
      { numRuns: 6 },
    );
  });

  it('--help', () => {
    expect(runCli(['normalize', '--help']).stdout).toMatch(/^usage: ck normalize/);
    expect(runCli(['recall', '--help']).stdout).toMatch(/^usage: ck recall KEY/);
  });
});
