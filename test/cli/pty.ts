// Runs the built CLI on a pseudo-terminal (python3's pty module: no native node module needed), for behaviour that
// only shows on a TTY. Returns undefined when python3 or its pty module is unavailable, so callers can skip.
import { spawnSync } from 'node:child_process';
import { CLI, isolatedEnv } from '../helpers/cli.js';

// The child runs on the pty's slave side (stdin, stdout and stderr all a terminal). The parent writes `input` once
// the child has printed `waitFor` (or at once), then an end-of-file (Ctrl-D at the start of a line), and copies
// everything the terminal showed to its own stdout. The exit status is the child's.
const DRIVER = String.raw`
import os, pty, sys, time, select, json
cfg = json.loads(sys.argv[1])
pid, fd = pty.fork()
if pid == 0:
    os.execve(cfg['argv'][0], cfg['argv'], cfg['env'])
out = b''
sent = cfg['input'] is None
deadline = time.time() + cfg['timeout']
status = None
while time.time() < deadline:
    r, _, _ = select.select([fd], [], [], 0.05)
    if r:
        try:
            data = os.read(fd, 65536)
        except OSError:
            data = b''
        if not data:
            break
        out += data
    if not sent and (cfg['waitFor'] is None or cfg['waitFor'].encode() in out):
        os.write(fd, cfg['input'].encode())
        time.sleep(0.1)
        os.write(fd, b'\x04')
        sent = True
    done, st = os.waitpid(pid, os.WNOHANG)
    if done:
        status = st
        try:
            while True:
                r, _, _ = select.select([fd], [], [], 0.1)
                if not r: break
                data = os.read(fd, 65536)
                if not data: break
                out += data
        except OSError:
            pass
        break
if status is None and time.time() >= deadline:
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    sys.stdout.buffer.write(out)
    sys.exit(124)
if status is None:
    status = os.waitpid(pid, 0)[1]
sys.stdout.buffer.write(out)
sys.exit(os.waitstatus_to_exitcode(status))
`;

export interface PtyResult { code: number; output: string }

/** Returns true when python3 with its pty module can run here. */
export function ptyAvailable(): boolean {
  const r = spawnSync('python3', ['-c', 'import pty, os; os.waitstatus_to_exitcode'], { encoding: 'utf8' });
  return r.status === 0;
}

/**
 * Returns the exit code and the terminal's output (stdout and stderr interleaved, with the pty's own echo of
 * `input`) of `ck ...args` run on a pseudo-terminal; `input` is typed once `waitFor` has appeared, then Ctrl-D.
 */
export function runOnPty(args: string[], opts: { input?: string; waitFor?: string; cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): PtyResult {
  const env = Object.fromEntries(Object.entries(opts.env ?? isolatedEnv()).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const cfg = { argv: [process.execPath, CLI, ...args], env, input: opts.input ?? null, waitFor: opts.waitFor ?? null, timeout: (opts.timeoutMs ?? 20_000) / 1000 };
  const r = spawnSync('python3', ['-c', DRIVER, JSON.stringify(cfg)], { cwd: opts.cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status ?? -1, output: r.stdout ?? '' };
}
