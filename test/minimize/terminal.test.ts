// `ck minimize` shows progress on a terminal only (test/cli/pty.ts runs it on a real pseudo-terminal), and erases it
// before the result; through a pipe its stderr holds the summary line alone.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ptyAvailable, runOnPty } from '../cli/pty.js';
import { runCli } from '../helpers/cli.js';

const PTY = ptyAvailable();
if (!PTY) console.warn('test/minimize/terminal.test.ts: terminal half skipped — needs python3 with its pty module');

function input(): string {
  const d = mkdtempSync(join(tmpdir(), 'ck-minimize-tty-'));
  writeFileSync(join(d, 'in.txt'), Array.from({ length: 40 }, (_, i) => (i === 29 ? 'BOOM\n' : `line ${i}\n`)).join(''));
  return join(d, 'in.txt');
}

describe('ck minimize progress', () => {
  it.skipIf(!PTY)('is shown on a terminal and erased before the result', () => {
    const r = runOnPty(['minimize', '--oracle', '! grep -q BOOM {}', '--input', input()]);
    expect(r.code).toBe(0);
    expect(r.output).toMatch(/\rck minimize: \d+ lines left, granularity \d+, \d+ oracle runs\x1b\[K/);
    expect(r.output).toMatch(/\r\x1b\[KBOOM\r?\n/);
  });

  it('is not written through a pipe: stderr holds the summary line only', () => {
    const r = runCli(['minimize', '--oracle', '! grep -q BOOM {}', '--input', input()]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('BOOM\n');
    expect(r.stderr).toMatch(/^ck minimize: 40 → 1 line \(1-minimal\) in \d+ oracle runs \(\d+ candidates answered from the cache\), [\d.]+ s\n$/);
  });
});
