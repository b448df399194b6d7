import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import { appendSavings, readSavings, SAVINGS_ROTATE_BYTES } from '../../src/savings/log.js';

const T0 = Date.UTC(2026, 10, 29, 20, 0, 0);
const entries = [
  { event: 'replace', ts: T0, session: 's1', tool: 'Bash', kind: 'normalize', before: 12000, after: 1000, id: 'aaaaaaaa', toolUseId: 't1', canary: 'pending' },
  { event: 'replace', ts: T0 + 60_000, session: 's1', tool: 'Read', kind: 'reread-unchanged', before: 2000, after: 40, id: 'bbbbbbbb', toolUseId: 't2', canary: 'pending' },
  { event: 'replace', ts: T0 + 120_000, session: 's2', tool: 'Bash', kind: 'normalize', before: 8000, after: 2000, id: 'cccccccc', toolUseId: 't3', canary: 'pending' },
  { event: 'canary', ts: T0 + 90_000, session: 's1', toolUseId: 't1', id: 'aaaaaaaa', status: 'verified' },
  { event: 'canary', ts: T0 + 130_000, session: 's2', toolUseId: 't3', id: 'cccccccc', status: 'failed' },
];

function logFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ck-sav-'));
  const file = join(dir, 'savings.jsonl');
  writeFileSync(file, entries.map((e) => JSON.stringify(e)).join('\n') + '\n{"torn line\n');
  return file;
}

describe('ck savings', () => {
  it('prints totals and per-tool / per-session tables with canary status; says what it skipped', () => {
    const r = runCli(['savings', '--log', logFile()]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('3 replacements: 22k → 3.0k tokens (-86%); saved 19k');
    expect(r.stdout).toContain('of which 11k verified by the canary');
    expect(r.stdout).toContain('1 verified, 1 failed, 1 pending');
    expect(r.stdout).toMatch(/per tool\ntool +n +before/);
    expect(r.stdout).toMatch(/\nBash +2 +20k +3\.0k +17k +-85% +11k +1\/1\/0\/0/);
    expect(r.stdout).toMatch(/per session/);
    expect(r.stdout).toContain('warning: 1 unreadable log line(s) skipped');
  });

  it('--json gives the aggregates; an empty log says so', () => {
    const j = JSON.parse(runCli(['savings', '--log', logFile(), '--json']).stdout);
    expect(j.total).toMatchObject({ replacements: 3, before: 22000, after: 3040, savedVerified: 11000 });
    expect(j.byTool.map((r: { key: string }) => r.key)).toEqual(['Bash', 'Read']);
    expect(runCli(['savings'], { env: isolatedEnv() }).stdout).toMatch(/^no replacements recorded yet/);
  });

  it('a --log that does not exist and an --html in a missing directory are one-line usage errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-savings-'));
    const missingLog = runCli(['savings', '--log', join(dir, 'typo.jsonl')]);
    expect(missingLog.code).toBe(2);
    expect(missingLog.stderr).toMatch(/^ck savings: --log .*typo\.jsonl: no such file\n$/);
    const missingDir = runCli(['savings', '--log', logFile(), '--html', join(dir, 'no', 'such', 'x.html')]);
    expect(missingDir.code).toBe(2);
    expect(missingDir.stderr).toMatch(/^ck savings: --html .*x\.html: directory .* does not exist\n$/);
  });

  it('--html writes a self-contained, deterministic page with inline SVG charts', () => {
    const file = logFile();
    const dir = mkdtempSync(join(tmpdir(), 'ck-html-'));
    const a = join(dir, 'a.html');
    const b = join(dir, 'b.html');
    expect(runCli(['savings', '--log', file, '--html', a]).code).toBe(0);
    runCli(['savings', '--log', file, '--html', b]);
    const html = readFileSync(a, 'utf8');
    expect(html).toBe(readFileSync(b, 'utf8'));
    expect(html.match(/<svg /g)?.length).toBe(3);
    expect(html).not.toMatch(/<script|<link |src=|https?:\/\//);
    expect(html).toContain('failed the canary');
  });

  it('bad flags are one-line usage errors', () => {
    const r = runCli(['savings', '--sessions', 'many']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('savings log', () => {
  it('rotates past 20 MB and reads both files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-rot-'));
    const file = join(dir, 'savings.jsonl');
    const line = JSON.stringify(entries[0]) + '\n';
    writeFileSync(file, line.repeat(Math.ceil((SAVINGS_ROTATE_BYTES + 1) / line.length)));
    appendSavings([entries[2] as never], file);
    expect(existsSync(join(dir, 'savings.1.jsonl'))).toBe(true);
    expect(statSync(file).size).toBe(JSON.stringify(entries[2]).length + 1);
    const { entries: all, skipped } = readSavings(file);
    expect(skipped).toBe(0);
    expect(all[all.length - 1]).toEqual(entries[2]);
  });
});
