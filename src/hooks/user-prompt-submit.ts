/**
 * The UserPromptSubmit hook: when the prompt carries a traceback (or a failed test, or a compiler error) and the
 * working directory is a repository large enough to be worth slicing, runs the slice within a time limit and hands
 * the manifest head to the model as `additionalContext`.
 */
import type { HookConfig } from './config.js';
import { detectSymptom } from './symptom.js';
import { hookLog } from '../store/log.js';
import type { HookOutput, HookPayload } from './payload.js';
import { activateSlice } from './working-set-update.js';
import { formatManifestHead, hasAtLeastSourceFiles, isForeign, logSkippedForWarmUp, saveSymptom, sliceWithin } from './slice-head.js';
import { exportSessionId } from '../config/env.js';

export { formatManifestHead, hasAtLeastSourceFiles } from './slice-head.js';

/** Returns `{additionalContext}` with a slice head for a prompt with a strong symptom in a large repo, else `{}`. */
export async function userPromptSubmit(p: HookPayload, config: HookConfig): Promise<HookOutput> {
  const prompt = p.prompt ?? '';
  const cwd = p.cwd;
  if (!config.promptSlice || !cwd || !prompt) return {};
  const kind = detectSymptom(prompt);
  if (!kind) return {};
  if (!hasAtLeastSourceFiles(cwd, config.promptSliceMinFiles)) {
    hookLog('user-prompt-submit', `${cwd} has fewer than ${config.promptSliceMinFiles} source files (${kind} in the prompt): no context added`);
    return {};
  }
  if (p.session_id) exportSessionId(p.session_id);
  const symptomFile = saveSymptom('prompts', prompt);
  const manifest = await sliceWithin(cwd, prompt, config.promptSliceMs, { sessionId: p.session_id, transcriptPath: p.transcript_path });
  if (!manifest) {
    logSkippedForWarmUp('user-prompt-submit', cwd, `slice of ${cwd} exceeded ${config.promptSliceMs} ms (${kind})`);
    return {};
  }
  // A symptom from another project gets no slice of this one: it would only be a confident-looking distraction.
  if (isForeign(manifest)) {
    hookLog('user-prompt-submit', `the ${kind} in the prompt does not belong to ${cwd} (foreign-symptom): no context added`);
    return {};
  }
  const head = formatManifestHead(manifest, symptomFile, cwd);
  const taskSwitch = activateSlice(p.session_id, cwd, manifest, head, symptomFile);
  return { hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: taskSwitch ? `${taskSwitch}\n${head}` : head } };
}
