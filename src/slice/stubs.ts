/**
 * Type stubs beside their implementation (`contour.pyi` next to `contour.py`, `index.d.ts` next to `index.js`): the
 * same module's interface, declared twice. As separate seed files they took slots the implementation needed (on the
 * issue dev set, matplotlib's stubs stood among the first ten seed files of 10 of 50 issues, their declarations among
 * the ranked definitions beside the very definitions they declare, and never in a fix), and a name the text mentions
 * had its weight shared with its own declaration. So a stub whose implementation is in the index is read as that
 * implementation: its seeds move to the implementation's definition of the same name, and its declarations are not
 * candidates for a mentioned name. A stub without an implementation (a compiled extension's `.pyi`, a package's only
 * typings) stays as it is.
 */
import type { RepoIndex } from '../repo/types.js';
import { innermostDef } from './ranges.js';
import type { ManifestSeed } from './types.js';
import { LANGUAGES } from '../languages/index.js';

/** Stub suffix → the implementation's suffix, in the same folder with the same stem (the packs' `syntax.stubSuffixes`). */
let stubSuffixes: readonly (readonly [string, string])[] | undefined;

const implementations = new WeakMap<RepoIndex, Map<string, string>>();

/** Returns the implementation file of stub `path` when `index` holds both, else undefined. */
export function implementationOf(index: RepoIndex, path: string): string | undefined {
  let map = implementations.get(index);
  if (!map) {
    map = new Map();
    for (const f of index.files) {
      for (const [stub, impl] of (stubSuffixes ??= LANGUAGES.flatMap((p) => p.syntax?.stubSuffixes ?? []))) {
        if (!f.path.endsWith(stub)) continue;
        const twin = f.path.slice(0, -stub.length) + impl;
        if (index.fileId(twin) !== undefined) map.set(f.path, twin);
        break;
      }
    }
    implementations.set(index, map);
  }
  return map.get(path);
}

/**
 * Returns `seeds` with each seed in a stub that has an implementation moved to it: to the line of the implementation's
 * definition of the same (qualified) name as the stub's definition around the seed, else to its first line. Seeds that
 * land on one line are merged later, by the fusion.
 */
export function foldStubSeeds(seeds: readonly ManifestSeed[], index: RepoIndex): ManifestSeed[] {
  return seeds.map((s) => {
    const impl = implementationOf(index, s.path);
    if (!impl) return s;
    const def = innermostDef(index.files[index.fileId(s.path)!]!.defs, s.line);
    const twin = def ? index.files[index.fileId(impl)!]!.defs.find((d) => d.name === def.name) : undefined;
    const detail = `${s.detail} (in the stub ${s.path.slice(s.path.lastIndexOf('/') + 1)})`;
    return { ...s, path: impl, line: twin?.start ?? 1, detail, ...(s.explanation ? { explanation: { ...s.explanation, evidence: `${s.explanation.evidence} (in the stub ${s.path}, read as its implementation ${impl})` } } : {}) };
  });
}
