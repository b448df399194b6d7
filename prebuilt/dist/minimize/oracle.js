// The shell oracle of `ck minimize`: a command run once per candidate, with `{}` standing for the candidate's file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
/** A path a shell reads as one word, quoted or not. */
const SAFE = /^[\w./-]+$/;
/**
 * Returns an oracle running `command` with `/bin/sh -c` after each `{}` is replaced by the path of a
 * temporary file holding the candidate. The file keeps the input's base name (`crash.py` stays `crash.py`), so
 * commands that dispatch on the extension keep working (characters a shell would read are replaced by `_`, so the
 * path goes in unquoted and works inside the command's own quotes too). stdin is empty; stdout and stderr are
 * discarded.
 */
export function shellOracle(command, inputName, fail, cwd) {
    const dir = mkdtempSync(join(tmpdir(), 'ck-minimize-'));
    const file = join(dir, basename(inputName).replace(/[^\w.-]/g, '_') || 'input');
    const line = command.split('{}').join(SAFE.test(file) ? file : `'${file.replace(/'/g, `'\\''`)}'`);
    return {
        run(candidate, timeoutMs) {
            writeFileSync(file, candidate);
            return new Promise((resolve) => {
                // detached: the command gets its own process group, so a timeout kills what it started too.
                const child = spawn('/bin/sh', ['-c', line], { cwd, stdio: 'ignore', detached: true });
                let timedOut = false;
                const timer = setTimeout(() => {
                    timedOut = true;
                    try {
                        process.kill(-child.pid, 'SIGKILL');
                    }
                    catch {
                        // already gone
                    }
                }, Math.max(1, timeoutMs));
                const done = (status) => {
                    clearTimeout(timer);
                    resolve({ timedOut, reproduces: !timedOut && (fail === undefined ? status !== 0 : status === fail) });
                };
                child.on('error', () => done(null));
                child.on('exit', (code) => done(code));
            });
        },
        close() {
            rmSync(dir, { recursive: true, force: true });
        },
    };
}
