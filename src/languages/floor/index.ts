/**
 * The generic floor: text sources of languages without a precise pack of their own (C, C++, Objective-C, C#, Ruby,
 * Swift, Scala, Kotlin, PHP, …). Their frames and `path:line` mentions still seed a slice; gcc-shaped diagnostics about
 * C-family files are gcc's; the includes and imports a declared regex finds are edges of the weaker `floor` kind
 * (floor.ts). Swift's and C#'s imports name modules and namespaces, not files: they make no edge.
 * @internal
 */
import type { FloorFacet, LanguagePack } from '../types.js';
import { besideFile, floorResolver } from './floor.js';

/** `#include "x.h"` beside the file, then from the root, then the one file ending with it. */
const C_FAMILY = {
  extensions: ['.c', '.h', '.cc', '.cpp', '.cxx', '.hpp', '.hh', '.hxx', '.m', '.mm'],
  imports: [/^[ \t]*#[ \t]*(?:include|import)[ \t]*["<]([^">\n]+)[">]/gm],
  candidates: (importer: string, name: string) => {
    const beside = besideFile(importer, name);
    return [...(beside ? [{ path: beside }] : []), { path: name }, { path: name, tail: true }];
  },
};

/** `require_relative 'x'` beside the file; `require 'x/y'` as `lib/x/y.rb` or the one file ending with it. */
const RUBY = {
  extensions: ['.rb'],
  imports: [/^[ \t]*require(?:_relative)?[ \t(]*['"]([^'"\n]+)['"]/gm],
  candidates: (importer: string, name: string) => {
    const file = name.endsWith('.rb') ? name : `${name}.rb`;
    const beside = besideFile(importer, file);
    return [...(beside ? [{ path: beside }] : []), { path: `lib/${file}` }, { path: file, tail: true }];
  },
};

/**
 * `require 'x.php'` / `include_once` beside the file or from the root; `use A\B\C;` as the one file ending `A/B/C.php`,
 * else `B/C.php` (a PSR-4 prefix maps the first namespace to a folder of any name: `App\` to `app/` or `src/`).
 */
const PHP = {
  extensions: ['.php'],
  imports: [/^[ \t]*(?:require|include)(?:_once)?[ \t(]*['"]([^'"\n]+\.php)['"]/gm, /^[ \t]*use[ \t]+\\?([A-Za-z_][\w\\]*)[ \t]*(?:as[ \t]+\w+[ \t]*)?;/gm],
  candidates: (importer: string, name: string) => {
    if (name.endsWith('.php')) {
      const beside = besideFile(importer, name);
      return [...(beside ? [{ path: beside }] : []), { path: name.replace(/^\.?\//, '') }];
    }
    const parts = name.split('\\');
    return [{ path: `${parts.join('/')}.php`, tail: true }, ...(parts.length > 2 ? [{ path: `${parts.slice(1).join('/')}.php`, tail: true }] : [])];
  },
};

/** `import a.b.C` as the one file ending `a/b/C.<ext>` (Scala, Kotlin, Groovy). */
const dotted = (exts: string[]) => ({
  extensions: exts,
  imports: [/^[ \t]*import[ \t]+(?:static[ \t]+)?([A-Za-z_][\w.]*[A-Za-z_\w])/gm],
  candidates: (_importer: string, name: string) => exts.map((e) => ({ path: `${name.split('.').join('/')}${e}`, tail: true })),
});

const FLOOR: FloorFacet = {
  languages: {
    'c-family': C_FAMILY,
    ruby: RUBY,
    php: PHP,
    'scala-kotlin': dotted(['.scala', '.kt', '.kts', '.groovy']),
  },
};

export const floor: LanguagePack = {
  id: 'floor',
  title: 'other text sources',
  shortName: 'other',
  edgeClass: 'floor',
  extensions: {},
  projectMarkers: [],
  floor: FLOOR,
  resolver: (ctx) => floorResolver(ctx, FLOOR),
  symptoms: {
    dialects: [],
    formats: [],
    frameExtensions: ['rb', 'c', 'cc', 'cpp', 'h', 'hpp', 'cs', 'php', 'swift', 'scala'],
    mentionExtensions: ['rb', 'c', 'h', 'cc', 'cpp', 'hpp', 'cs', 'php', 'swift', 'scala'],
    gccLikeTool: { files: /\.(?:c|cc|cpp|cxx|h|hpp|m)$/, tool: 'gcc' },
  },
  // C's `sizeof`, the one word of the C family the symptom extractors have always skipped (its files are the floor's).
  names: { builtins: [], keywords: ['sizeof'], receivers: [] },
};
