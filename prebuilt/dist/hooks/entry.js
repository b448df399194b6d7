/**
 * Stand-alone hook entry: `node dist/hooks/hook.bundle.js post-tool-use`. Bundled (scripts/bundle-hook.mjs) into the
 * CommonJS file dist/hooks/hook.core.cjs, which dist/hooks/hook.cjs runs through a V8 code cache; also runnable
 * unbundled as dist/hooks/entry.js. Same behaviour as `ck hook post-tool-use`, without loading the CLI registry.
 */
import { HOOK_EVENTS, isHookEvent, runHookProcess } from './run.js';
import { hookProcessIO } from './stdio.js';
import { enableBaselineTiers } from '../runtime/tiering.js';
const event = process.argv[2];
if (!isHookEvent(event)) {
    // Same contract as `ck hook` (bin/context-kernel.js fast-paths here): a mistyped event is a usage error, not a
    // silent pass. hooks/run-hook.mjs checks the event itself first, so a plugin hook still fails open.
    process.stderr.write(`ck hook: expected one of ${HOOK_EVENTS.join(', ')}${event ? `, got '${event}'` : ''}\n`);
    process.exitCode = 2;
}
else {
    enableBaselineTiers();
    // runHookProcess never rejects by design; should it ever, the hook still answers and exits 0 (fail open).
    runHookProcess(event, hookProcessIO()).catch(() => {
        process.stdout.write('{}\n', () => process.exit(0));
    });
}
