// Issue 21, item 7: on a terminal, commands that read standard input read it until end of file (with a hint), and
// `ck index` erases its progress line when it ends. Run on a real pseudo-terminal (test/cli/pty.ts).
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ptyAvailable, runOnPty } from './pty.js';

const DEMO = fileURLToPath(new URL('../../examples/slice-demo', import.meta.url));
const TB = join(DEMO, 'traceback.txt');
const PTY = ptyAvailable();
if (!PTY) console.warn('test/cli/terminal.test.ts: skipped — needs python3 with its pty module to run ck on a pseudo-terminal');

describe.skipIf(!PTY)('ck on a terminal', () => {
  it('normalize reads the terminal until end of file, after a one-line hint on stderr', () => {
    const r = runOnPty(['normalize', '--json'], { input: 'hello from a terminal\n', waitFor: 'until end of file' });
    expect(r.code).toBe(0);
    expect(r.output).toMatch(/^ck normalize: reading standard input until end of file \(Ctrl-D[^\n]*\n/);
    // The JSON's "text" holds the typed line with a bare \n: it is what ck read, not the terminal's echo (\r\n).
    expect(r.output).toContain('"text":"hello from a terminal\\n"');
  });

  it('slice --symptom-file - reads the traceback typed on the terminal until end of file', () => {
    const tb = '  File "invoicer/rates.py", line 16, in rate_for\nUnknownCurrencyError: no exchange rate\n';
    const r = runOnPty(['slice', DEMO, '--symptom-file', '-', '--budget', '4000', '--format', 'paths'], { input: tb, waitFor: 'until end of file' });
    expect(r.code).toBe(0);
    expect(r.output).toMatch(/ck slice: reading standard input until end of file/);
    expect(r.output).toMatch(/^invoicer\/rates\.py\r?$/m);
  });

  it('a command that does not read standard input prints no hint on a terminal', () => {
    // The same command with the symptom in a file: the terminal is never read, so there is no hint and no wait.
    const r = runOnPty(['slice', DEMO, '--symptom-file', TB, '--budget', '4000', '--format', 'paths']);
    expect(r.code).toBe(0);
    expect(r.output).not.toMatch(/reading standard input/);
  });

  it('index erases its progress line when it is done, so the stats start on a clean line', () => {
    const repo = mkdtempSync(join(tmpdir(), 'ck-progress-'));
    mkdirSync(join(repo, 'pkg'));
    writeFileSync(join(repo, 'pkg', '__init__.py'), '');
    for (let i = 0; i < 700; i++) writeFileSync(join(repo, 'pkg', `m${i}.py`), `from pkg import m${(i + 1) % 700}\n\ndef f${i}():\n    return ${i}\n`);
    const r = runOnPty(['index', repo, '--no-cache', '--workers', 'never']);
    expect(r.code).toBe(0);
    expect(r.output).toMatch(/\rck index: lexed \d+\/\d+/);
    // The last progress redraw is followed by an erase (CR + erase-line), and nothing of it stays on screen.
    const last = r.output.lastIndexOf('ck index: lexed');
    expect(r.output.slice(last)).toMatch(/^ck index: lexed \d+\/\d+\r\x1b\[K(?:\r?\n)?index of /);
    expect(r.output).not.toMatch(/lexed (\d+)\/\1\r?\n/);
  });
});
