/** The slice part of `ck demo`: a real traceback of the bundled example package, sliced under a small budget. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSlice, sliceRepo } from './index.js';
/** Returns the absolute path of the bundled example repository (`examples/slice-demo`), or undefined if absent. */
export function sliceDemoRoot() {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 5; i++) {
        const cand = join(dir, 'examples', 'slice-demo');
        if (existsSync(join(cand, 'traceback.txt')))
            return cand;
        dir = dirname(dir);
    }
    return undefined;
}
/**
 * Returns what `ck demo` prints for T2: the captured traceback, then the slice's text summary and its task state
 * under two budgets (one where whole files fit, one that forces symbol ranges), then the message-only symptom.
 */
export async function sliceDemo() {
    const root = sliceDemoRoot();
    if (!root)
        return 'T2 slice demo: examples/slice-demo is not installed with this build\n';
    const tb = readFileSync(join(root, 'traceback.txt'), 'utf8');
    const out = [];
    out.push('== T2 slice: a real traceback from examples/slice-demo (python3 run.py) ==', tb.trimEnd(), '');
    const roomy = await sliceRepo(root, { symptom: tb, budget: 4000, noCache: true });
    out.push('-- ck slice examples/slice-demo --symptom-file traceback.txt --budget 4000', String(renderSlice(roomy, 'text')));
    const tight = await sliceRepo(root, { symptom: tb, budget: 300, noCache: true });
    out.push('-- the same with --budget 300 --format context (seed files shrink to symbol ranges)', await renderSlice(tight, 'context'));
    const message = tb.trimEnd().split('\n').pop().replace(/^[\w.]+: /, '');
    const onlyMsg = await sliceRepo(root, { symptom: message, budget: 4000, noCache: true });
    out.push(`-- only the message: ${message}`);
    for (const s of onlyMsg.seeds.slice(0, 3))
        out.push(`   seed ${s.path}:${s.line} [${s.why} ${s.confidence.toFixed(2)}] ${s.detail}`);
    return `${out.join('\n')}\n`;
}
