/**
 * Java's floor, until a precise pack resolves packages over Maven and Gradle source roots: `import a.b.C;` (and
 * `import static a.b.C.m;`) is an edge to the one file whose path ends with `a/b/C.java`.
 * @internal
 */
import type { FloorFacet } from '../types.js';

export const JAVA_FLOOR: FloorFacet = {
  languages: {
    java: {
      extensions: ['.java'],
      imports: [/^[ \t]*import[ \t]+(?:static[ \t]+)?([A-Za-z_][\w.]*\w)[ \t]*;/gm],
      candidates: (_importer, name) => {
        const parts = name.split('.');
        // `a.b.C` is a class; `a.b.C.m` (a static import) names a member of `a.b.C`.
        return [parts, parts.slice(0, -1)].filter((p) => p.length > 1).map((p) => ({ path: `${p.join('/')}.java`, tail: true }));
      },
    },
  },
};
