/**
 * Stand-alone hook entry (bundled by scripts/bundle-hook.mjs into dist/hook.bundle.js): `node dist/hook.bundle.js
 * post-tool-use`. Same behaviour as `ck hook post-tool-use`, without loading the CLI registry.
 */
import { isHookEvent, runHookProcess } from './run.js';

const event = process.argv[2];
if (!isHookEvent(event)) {
  process.stderr.write(`ck hook: unknown event '${event ?? ''}' (expected post-tool-use, pre-tool-use or user-prompt-submit)\n`);
  process.stdout.write('{}\n');
  process.exitCode = 0;
} else {
  await runHookProcess(event, {
    async readStdin() {
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
    write: (text, done) => void process.stdout.write(text, () => done()),
    exit: (code) => process.exit(code),
  });
}
