/**
 * context-kernel as a Pi extension (the `pi.extensions` entry of our package.json, loaded by Pi from dist/pi/).
 * Everything runs in Pi's own process, with no subprocess: bash commands get quiet flags before they run, tool outputs
 * are normalized after (savings in the same log as Claude Code's), and `ck_slice` / `ck_symbols` are tools. Every
 * handler fails open: an error leaves the command or the output as it was and goes to the hook log.
 *
 * @example
 * // pi install npm:context-kernel    (or: pi -e ./node_modules/context-kernel)
 */
import { resolveHookConfig } from '../hooks/config.js';
import { loadNormalize } from '../hooks/engine.js';
import { hookLog } from '../store/log.js';
import { rewriteBashCall } from './tool-call.js';
import { normalizeResult } from './tool-result.js';
import { sliceTool, symbolsTool } from './tools.js';
import type { PiContext, PiExtensionAPI } from './types.js';

/** Returns Pi's session id, or 'pi' when the context has none (a session-less SDK run). */
function sessionOf(ctx: PiContext): string {
  try {
    return ctx.sessionManager.getSessionId() || 'pi';
  } catch {
    return 'pi';
  }
}

/** Returns nothing; registers the context-kernel handlers and tools on Pi's extension API. */
export default function contextKernel(pi: PiExtensionAPI): void {
  // Read once per load, like a hook process reads it once: CK_* variables as documented for the hooks.
  const config = resolveHookConfig(); // this process's environment

  pi.on('tool_call', (event) => {
    rewriteBashCall(event, config);
    return undefined; // never { block: true }
  });

  pi.on('tool_result', async (event, ctx) => {
    try {
      const engine = await loadNormalize();
      return normalizeResult(event, { sessionId: sessionOf(ctx), cwd: ctx.cwd }, config, engine).patch;
    } catch (err) {
      hookLog('pi tool_result', `output passed through: ${(err as Error)?.message ?? String(err)}`);
      return undefined;
    }
  });

  pi.registerTool(sliceTool());
  pi.registerTool(symbolsTool());
}
