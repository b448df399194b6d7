/** Seeds the user gives (`--seed PATH[:LINE]`): sure locations, placed before the symptom's by the combiner. */
import type { PathResolver } from '../../resolve.js';
import type { ManifestSeed, ManifestWarning } from '../../types.js';

/** Returns seeds for explicit `PATH[:LINE]` arguments, with an `unresolved-seed` warning for each one not found. */
export function explicitSeeds(specs: readonly string[], resolver: PathResolver): { seeds: ManifestSeed[]; warnings: ManifestWarning[] } {
  const seeds: ManifestSeed[] = [];
  const warnings: ManifestWarning[] = [];
  for (const spec of specs) {
    const m = /^(.*?)(?::(\d+))?$/.exec(spec)!;
    const r = resolver.resolve(m[1]!);
    const line = m[2] ? Number(m[2]) : 1;
    if (r.kind === 'ok') seeds.push({ path: r.path, line, why: 'explicit', detail: `--seed ${spec}`, confidence: 1 });
    else if (r.kind === 'ambiguous') warnings.push({ kind: 'ambiguous-seed', path: m[1]!, line, detail: `--seed ${spec} matches ${r.candidates.join(', ')}` });
    else warnings.push({ kind: 'unresolved-seed', path: m[1]!, line, detail: `--seed ${spec}: no such file in the repository index` });
  }
  return { seeds, warnings };
}
