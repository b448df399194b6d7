/**
 * The Pi tools' own defaults, in one place (the engine's defaults stay in the operators' resolvers, which receive
 * `undefined` for whatever the model left out): `ck_slice` runs in the session's working directory and answers
 * with the text manifest, as `ck slice` prints it.
 *
 * ```ts
 * resolveSliceArgs({ symptom: 'KeyError' }, '/work/repo');   // { repo: '/work/repo', format: 'text' }
 * ```
 */
import { resolve } from 'node:path';
/** Returns the absolute repository and the output format of a `ck_slice` call, with the tool's defaults applied. */
export function resolveSliceArgs(a, cwd) {
    return { repo: resolve(cwd, a.repo ?? '.'), format: a.format ?? 'text' };
}
