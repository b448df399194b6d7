/**
 * Stand-alone hook entry (bundled by scripts/bundle-hook.mjs into dist/hooks/hook.bundle.js): `node dist/hooks/hook.bundle.js
 * post-tool-use`. Same behaviour as `ck hook post-tool-use`, without loading the CLI registry.
 */
import { HOOK_EVENTS, isHookEvent, runHookProcess } from './run.js';

const event = process.argv[2];
if (!isHookEvent(event)) {
  // Same contract as `ck hook` (bin/context-kernel.js fast-paths here): a mistyped event is a usage error, not a
  // silent pass. hooks/run-hook.mjs checks the event itself first, so a plugin hook still fails open.
  process.stderr.write(`ck hook: expected one of ${HOOK_EVENTS.join(', ')}${event ? `, got '${event}'` : ''}\n`);
  process.exitCode = 2;
} else {
  await runHookProcess(event, {
    async readStdin(maxBytes) {
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const c of process.stdin) {
        total += (c as Buffer).length;
        if (total <= maxBytes) chunks.push(c as Buffer);
        else chunks.length = 0; // keep draining (the writer must not see EPIPE) but hold nothing
      }
      return total > maxBytes ? { tooLarge: total } : Buffer.concat(chunks, total);
    },
    write: (text, done) => void process.stdout.write(text, () => done()),
    exit: (code) => process.exit(code),
  });
}
