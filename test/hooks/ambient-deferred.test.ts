// The ambient slice of a session's first call is left to the hook server that call starts (src/hooks/ambient-deferred.ts)
// only when a server can run: where none can (here: a state dir whose socket path would not fit a Unix socket), the
// first call still answers with the slice itself, so nothing is queued for a server that never comes.
// The deferred path itself (queued, sliced by the server, delivered once by the next call) is in ambient-server.test.ts.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BASE = join(ROOT, 'test', 'fixtures', 'ambient');
const sliceBuilt = existsSync(join(ROOT, 'dist', 'cli', 'slice-api.bundle.cjs'));

describe('ambient slice on the first call when no hook server can run', () => {
  it.skipIf(!sliceBuilt)('answers with the slice in-process and queues nothing', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-ambient-nosrv-'));
    const state = join(dir, 'x'.repeat(120)); // the server socket path would be longer than sockaddr_un holds
    mkdirSync(state, { recursive: true });
    const repo = join(dir, 'py');
    cpSync(join(BASE, 'projects', 'py'), repo, { recursive: true });
    const failure = readFileSync(join(BASE, 'failing', 'pytest-fail.txt'), 'utf8').split('/tmp/fx22/py').join(repo);
    const { CK_HOOK_SERVER: _off, ...inherited } = process.env;
    const env = { ...inherited, XDG_STATE_HOME: state, XDG_CACHE_HOME: join(dir, 'cache'), NODE_EXTRA_CA_CERTS: '', CK_AMBIENT_SLICE_MIN_FILES: '1', CK_AMBIENT_SLICE_MS: '20000', CK_HOOK_DEADLINE_MS: '30000' };
    const payload = JSON.stringify({
      session_id: 'nosrv', transcript_path: join(dir, 'none.jsonl'), cwd: repo, hook_event_name: 'PostToolUseFailure', tool_name: 'Bash',
      tool_input: { command: 'python3 -m pytest -q tests' }, tool_use_id: 'toolu_nosrv_1', error: `Exit code 1\n${failure}`.trim(),
    });
    const r = spawnSync('/bin/sh', [join(ROOT, 'hooks', 'ck-hook.sh'), 'post-tool-use'], { input: payload, env, encoding: 'utf8', cwd: repo, timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).hookSpecificOutput?.additionalContext).toMatch(/^\[ck: task slice for the pytest failure in this Bash output /);
    expect(existsSync(join(state, 'context-kernel', 'ambient-deferred', 'queue'))).toBe(false);
  });
});
