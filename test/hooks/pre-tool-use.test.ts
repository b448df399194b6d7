import { describe, it, expect } from 'vitest';
import { isolatedEnv } from '../helpers/cli.js';
import { fixture, hook } from './helpers.js';

const env = isolatedEnv({ CK_HOOK_DEADLINE_MS: '30000' });
const rewrite = (command: string, extra: Record<string, string> = {}) => {
  const r = hook('pre-tool-use', fixture('pre-tool-use', { tool_input: { command } }), { ...env, ...extra });
  expect(r.code, r.stderr).toBe(0);
  return r.json.hookSpecificOutput?.updatedInput?.command as string | undefined;
};

describe('ck hook pre-tool-use', () => {
  it.each([
    ['npm install', 'npm install --no-fund --no-audit --no-progress'],
    ['npm ci', 'npm ci --no-fund --no-audit --no-progress'],
    ['npm i -D vitest', 'npm i --no-fund --no-audit --no-progress -D vitest'],
    ['npm install --no-audit', 'npm install --no-fund --no-progress --no-audit'],
    ['cd web && npm ci 2>&1 | tail -20', 'cd web && npm ci --no-fund --no-audit --no-progress 2>&1 | tail -20'],
    ['pip install -r requirements.txt', 'pip install -q -r requirements.txt'],
    ['python3 -m pip install "requests>=2" ', 'python3 -m pip install -q "requests>=2" '],
    ['sudo apt-get -y install build-essential > /tmp/apt.log', 'sudo apt-get -y install -q build-essential > /tmp/apt.log'],
    ['DEBIAN_FRONTEND=noninteractive apt-get update && apt-get install -y jq', 'DEBIAN_FRONTEND=noninteractive apt-get update -q && apt-get install -q -y jq'],
    ['cargo build --release', 'cargo build -q --release'],
    ['(cd sub; npm install)', '(cd sub; npm install --no-fund --no-audit --no-progress)'],
    ['ck slice . --symptom-file tb.txt', 'ck slice --budget auto . --symptom-file tb.txt'],
    ['npx context-kernel slice . --seed a.py', 'npx context-kernel slice --budget auto . --seed a.py'],
    ['node bin/context-kernel.js slice . --seed a.py --format json | jq .files', 'node bin/context-kernel.js slice --budget auto . --seed a.py --format json | jq .files'],
  ])('%s', (input, expected) => {
    expect(rewrite(input)).toBe(expected);
  });

  it.each([
    ['npm install --no-fund --no-audit --no-progress'],
    ['pip install -q x'],
    ['ck slice . --budget 4000 --seed a.py'],
    ['ck slice . --budget=auto --seed a.py'],
    ["echo 'npm install'"],
    ['echo "npm install $(whoami)"'],
    ['echo $(npm install)'],
    ['npm test'],
    ['git status'],
    ['npm install "unterminated'],
    ["cat <<'EOF'\nnpm install\nEOF"],
    ['cat <<EOF\nnever closed\nnpm install'],
    ['npm install # ck:raw'],
    ['$NPM install'],
    ['for p in a b; do echo $p; done'],
  ])('leaves alone: %j', (input) => {
    expect(rewrite(input)).toBeUndefined();
  });

  it('keeps heredoc bodies, quoted arguments and redirections byte for byte', () => {
    const cmd = "cat > notes.txt <<'EOF'\nnpm install && pip install x\n  $(not run)\nEOF\nnpm install 'left pad' \"a b\" 2>&1 >>log.txt";
    const out = rewrite(cmd)!;
    expect(out).toBe(cmd.replace("npm install 'left", "npm install --no-fund --no-audit --no-progress 'left"));
  });

  it('keeps every other field of tool_input and sends no permissionDecision unless configured', () => {
    const r = hook('pre-tool-use', fixture('pre-tool-use'), env).json.hookSpecificOutput;
    expect(r.updatedInput).toEqual({ command: 'npm install --no-fund --no-audit --no-progress', description: 'Install dependencies' });
    expect(r.permissionDecision).toBeUndefined();
    const ask = hook('pre-tool-use', fixture('pre-tool-use'), { ...env, CK_PRETOOL_DECISION: 'ask' }).json.hookSpecificOutput;
    expect(ask.permissionDecision).toBe('ask');
  });

  it('CK_PRETOOL=0 disables rewriting; CK_QUIET selects rules; other tools are ignored', () => {
    expect(rewrite('npm install', { CK_PRETOOL: '0' })).toBeUndefined();
    expect(rewrite('npm install && pip install x', { CK_QUIET: 'pip' })).toBe('npm install && pip install -q x');
    expect(hook('pre-tool-use', fixture('pre-tool-use', { tool_name: 'Read', tool_input: { file_path: 'npm install' } }), env).json).toEqual({});
  });
});
