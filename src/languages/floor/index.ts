/**
 * The generic floor: text sources of languages without a precise pack of their own (C, C++, Objective-C, C#, Ruby,
 * Swift, Scala, Kotlin, …). Their frames and `path:line` mentions still seed a slice; gcc-shaped diagnostics about
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
    frameExtensions: ['rb', 'c', 'cc', 'cpp', 'h', 'hpp', 'cs', 'swift', 'scala'],
    mentionExtensions: ['rb', 'c', 'h', 'cc', 'cpp', 'hpp', 'cs', 'swift', 'scala'],
    gccLikeTool: { files: /\.(?:c|cc|cpp|cxx|h|hpp|m)$/, tool: 'gcc' },
  },
  // C's `sizeof`, the one word of the C family the symptom extractors have always skipped (its files are the floor's).
  names: { builtins: [], keywords: ['sizeof'], receivers: [] },
};
