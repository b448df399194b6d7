import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { rewriteCommand } from '../../src/hooks/pre-tool-use.js';
import { scanShell } from '../../src/hooks/shell.js';
import { resolveHookConfig } from '../../src/hooks/config.js';

const config = resolveHookConfig({});
const INSERTS = [' --no-fund --no-audit --no-progress', ' --no-fund --no-audit', ' --no-fund --no-progress', ' --no-audit --no-progress', ' --no-fund', ' --no-audit', ' --no-progress', ' -q', ' --budget auto'];

/** Returns true when `out` is `src` with whole INSERTS spliced in (every original byte kept, in order). */
function onlyInsertions(src: string, out: string): boolean {
  const go = (i: number, j: number): boolean => {
    if (i === src.length && j === out.length) return true;
    if (i < src.length && j < out.length && src[i] === out[j] && go(i + 1, j + 1)) return true;
    return INSERTS.some((ins) => out.startsWith(ins, j) && go(i, j + ins.length));
  };
  return go(0, 0);
}

const word = fc.constantFrom(
  'npm', 'install', 'ci', 'i', 'pip', 'pip3', 'apt-get', 'cargo', 'build', 'ck', 'slice', '.', '--seed', 'a.py', '-y', '-q',
  "'left pad'", '"a b"', '"$HOME/x"', '$(echo npm install)', '`npm ci`', '${VAR}', 'FOO=1', 'sudo', 'x\\ y', '--budget', '4000',
);
const op = fc.constantFrom(' ', ' ', ' ', ' | ', ' && ', ' || ', '; ', ' 2>&1 ', ' > out.txt ', ' >> log ', ' < in ', ' & ', '\n', ' ( ', ' ) ');
const heredoc = fc.constantFrom('', " <<'EOF'\nnpm install\nEOF\n", ' <<-X\n\tpip install y\n\tX\n');
const command = fc.tuple(fc.array(fc.tuple(word, op), { minLength: 1, maxLength: 12 }), heredoc).map(([parts, h]) => parts.map(([w, o]) => w + o).join('') + h);

describe('pre-tool-use rewriting (property)', () => {
  it('never changes, drops or reorders a byte of the original command: it only splices in known flags', () => {
    fc.assert(
      fc.property(command, (cmd) => {
        const { command: out, rules } = rewriteCommand(cmd, config);
        if (rules.length === 0) return out === cmd;
        return onlyInsertions(cmd, out) && !('error' in scanShell(out));
      }),
      { numRuns: 3000 },
    );
  });

  it('is idempotent: rewriting a rewritten command changes nothing', () => {
    fc.assert(
      fc.property(command, (cmd) => {
        const once = rewriteCommand(cmd, config).command;
        return rewriteCommand(once, config).command === once;
      }),
      { numRuns: 2000 },
    );
  });

  it('heredoc bodies and substitutions are never rewritten', () => {
    expect(rewriteCommand("cat <<'EOF'\nnpm install\nEOF", config).command).toBe("cat <<'EOF'\nnpm install\nEOF");
    expect(rewriteCommand('echo $(npm install) `pip install x`', config).command).toBe('echo $(npm install) `pip install x`');
  });
});
