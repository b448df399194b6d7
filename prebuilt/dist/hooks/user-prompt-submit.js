/**
 * The UserPromptSubmit hook: when the prompt carries a traceback (or a failed test, or a compiler error) and the
 * working directory is a repository large enough to be worth slicing, runs the slice within a time limit and hands
 * the manifest head to the model as `additionalContext`.
 */
import { readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { stateDir } from '../store/paths.js';
import { writeFileAtomic } from '../store/atomic.js';
import { formatTokens } from '../tokens.js';
import { detectSymptom } from './symptom.js';
import { importDist } from './lazy.js';
import { hookLog } from './log.js';
const SOURCE_EXT = /\.(py|pyi|js|mjs|cjs|jsx|ts|tsx|mts|cts|go|rs|java|kt|rb|php|c|cc|cpp|h|hpp|cs|swift|scala)$/;
const SKIP_DIRS = new Set(['node_modules', '.git', '.hg', '.svn', 'dist', 'build', '__pycache__', '.venv', 'venv', '.tox', 'target', '.mypy_cache']);
/** Returns true when `root` holds at least `min` source files (a bounded walk that stops as soon as it knows). */
export function hasAtLeastSourceFiles(root, min, maxDirs = 5000) {
    let count = 0;
    let dirs = 0;
    const stack = [root];
    while (stack.length > 0 && dirs < maxDirs) {
        const dir = stack.pop();
        dirs++;
        let entries;
        try {
            entries = readdirSync(dir, { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            if (e.isDirectory()) {
                if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.'))
                    stack.push(join(dir, e.name));
            }
            else if (e.isFile() && SOURCE_EXT.test(e.name) && ++count >= min) {
                return true;
            }
        }
    }
    return false;
}
/** Returns the manifest head as a short text block for the model (at most ~40 lines). */
export function formatManifestHead(m, symptomFile, root) {
    const files = m.files ?? [];
    const lines = [
        `[ck: task slice for the symptom in this prompt (${m.operator ?? 'T2'}): ${files.length} of ${m.scanned?.files ?? '?'} files, ~${formatTokens(m.tokens?.task_state ?? 0)} of ~${formatTokens(m.tokens?.repo ?? m.scanned?.tokens ?? 0)} tokens; budget ${m.budget?.requested ?? '?'} → ${m.budget?.resolved ?? '?'}${m.budget?.fits === false ? ' (does not fit)' : ''}]`,
    ];
    const seeds = (m.seeds ?? []).slice(0, 8).map((s) => `${s.path}${s.line ? `:${s.line}` : ''} (${s.why ?? 'seed'})`);
    if (seeds.length)
        lines.push(`seeds: ${seeds.join(', ')}`);
    for (const f of files.slice(0, 25)) {
        const ranges = f.tier === 'symbols' && f.ranges?.length ? ` lines ${f.ranges.map((r) => `${r[0]}-${r[1]}`).join(',')}` : '';
        lines.push(`  ${(f.role ?? '').padEnd(10)} ${f.path} [${f.tier ?? 'full'}${ranges}]`);
    }
    if (files.length > 25)
        lines.push(`  … ${files.length - 25} more files in the full manifest`);
    for (const w of (m.warnings ?? []).slice(0, 6))
        lines.push(`warning: ${w.kind}${w.path ? ` ${w.path}${w.line ? `:${w.line}` : ''}` : ''}${w.detail ? ` — ${w.detail}` : ''}`);
    lines.push(`full manifest: ck slice '${root}' --symptom-file '${symptomFile}' --format json`);
    return lines.join('\n');
}
/**
 * Returns true when a detached `ck index ROOT` was started: a slice that lost the race against the time limit is
 * killed with the hook process, so without this a cold repository would time out on every prompt.
 */
function warmIndex(root) {
    // Loaded here, not at the top: a static import would make every hook process (the bundle hoists builtin imports)
    // load child_process, net and dgram — about 7 ms of CPU per PostToolUse call for a path only this hook takes.
    const { spawn } = createRequire(import.meta.url)('node:child_process');
    for (const rel of ['../../bin/context-kernel.js', '../bin/context-kernel.js']) {
        const bin = fileURLToPath(new URL(rel, import.meta.url));
        if (!existsSync(bin))
            continue;
        try {
            spawn(process.execPath, [bin, 'index', root], { detached: true, stdio: 'ignore' }).unref();
            return true;
        }
        catch {
            return false;
        }
    }
    return false;
}
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
        process.env.CK_SESSION_ID = p.session_id;
    const symptomFile = stateDir('prompts', `${createHash('sha1').update(prompt).digest('hex').slice(0, 16)}.txt`);
    writeFileAtomic(symptomFile, prompt);
    const slice = await importDist('slice/index.js', 'slice');
    let timer;
    const timeout = new Promise((res) => {
        timer = setTimeout(() => res(undefined), config.promptSliceMs);
    });
    try {
        const manifest = await Promise.race([slice.sliceRepo(cwd, { symptom: prompt, budget: 'auto', sessionId: p.session_id, transcriptPath: p.transcript_path }), timeout]);
        if (!manifest) {
            const warming = warmIndex(cwd);
            hookLog('user-prompt-submit', `slice of ${cwd} exceeded ${config.promptSliceMs} ms (${kind}): no context added${warming ? '; index warm-up started in the background' : ''}`);
            return {};
        }
        // A symptom from another project gets no slice of this one: it would only be a confident-looking distraction.
        if (manifest.warnings?.some((w) => w.kind === 'foreign-symptom')) {
            hookLog('user-prompt-submit', `the ${kind} in the prompt does not belong to ${cwd} (foreign-symptom): no context added`);
            return {};
        }
        return { hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: formatManifestHead(manifest, symptomFile, cwd) } };
    }
    finally {
        clearTimeout(timer);
    }
}
