/**
 * Rust's floor, until a precise pack follows `mod`, `#[path]`, `use crate::…` and Cargo workspaces: `mod x;` is an edge
 * to `x.rs` or `x/mod.rs` in the module's folder (the file's own folder for `lib.rs`, `main.rs` and `mod.rs`, else the
 * folder named after the file); `use crate::a::b::…` to `src/a/b.rs`, `src/a/b/mod.rs`, `src/a.rs` or `src/a/mod.rs`
 * of the importer's crate.
 * @internal
 */
import type { FloorFacet } from '../types.js';

/** Returns the folder of the module the file at `path` is (where its `mod x;` children live). */
function moduleDir(path: string): string {
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (base === 'lib.rs' || base === 'main.rs' || base === 'mod.rs') return dir;
  const stem = base.replace(/\.rs$/, '');
  return dir ? `${dir}/${stem}` : stem;
}

export const RUST_FLOOR: FloorFacet = {
  languages: {
    rust: {
      extensions: ['.rs'],
      imports: [/^[ \t]*(?:pub(?:\([^)]*\))?[ \t]+)?mod[ \t]+(\w+)[ \t]*;/gm, /^[ \t]*(?:pub(?:\([^)]*\))?[ \t]+)?use[ \t]+(crate(?:::\w+)+)/gm],
      candidates: (importer, name) => {
        if (!name.startsWith('crate::')) {
          const d = moduleDir(importer);
          const at = (p: string): string => (d ? `${d}/${p}` : p);
          return [{ path: at(`${name}.rs`) }, { path: at(`${name}/mod.rs`) }];
        }
        const src = importer.lastIndexOf('src/') >= 0 ? importer.slice(0, importer.lastIndexOf('src/') + 4) : '';
        const parts = name.split('::').slice(1);
        const out: { path: string }[] = [];
        for (let k = parts.length; k >= 1; k--) {
          const p = parts.slice(0, k).join('/');
          out.push({ path: `${src}${p}.rs` }, { path: `${src}${p}/mod.rs` });
        }
        return out;
      },
    },
  },
};
