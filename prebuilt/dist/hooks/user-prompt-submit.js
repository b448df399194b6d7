import { detectSymptom } from './symptom.js';
import { hookLog } from './log.js';
import { activateSlice } from './working-set-update.js';
import { formatManifestHead, hasAtLeastSourceFiles, isForeign, saveSymptom, sliceWithin, warmIndex } from './slice-head.js';
import { exportSessionId } from '../config/env.js';
export { formatManifestHead, hasAtLeastSourceFiles } from './slice-head.js';
/** Returns `{additionalContext}` with a slice head for a prompt with a strong symptom in a large repo, else `{}`. */
export async function userPromptSubmit(p, config) {
    const prompt = p.prompt ?? '';
    const cwd = p.cwd;
    if (!config.promptSlice || !cwd || !prompt)
        return {};
    const kind = detectSymptom(prompt);
    if (!kind)
        return {};
    if (!hasAtLeastSourceFiles(cwd, config.promptSliceMinFiles))
        return {};
    if (p.session_id)
        exportSessionId(p.session_id);
    const symptomFile = saveSymptom('prompts', prompt);
    const manifest = await sliceWithin(cwd, prompt, config.promptSliceMs, { sessionId: p.session_id, transcriptPath: p.transcript_path });
    if (!manifest) {
        const warming = warmIndex(cwd);
        hookLog('user-prompt-submit', `slice of ${cwd} exceeded ${config.promptSliceMs} ms (${kind}): no context added${warming ? '; index warm-up started in the background' : ''}`);
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
