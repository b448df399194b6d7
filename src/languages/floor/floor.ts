/**
 * The generic floor's lexer and resolver, shared by every pack that declares floor languages (`floor` facet): imports
 * are what a language's declared regexes find, and a found name becomes an edge of kind `floor` (weaker than a
 * resolver's: a match in a comment counts, a name may mean another file of the same path) to the first candidate file
 * that exists — or, for a candidate marked `tail`, to the one file whose path ends with it. Names that reach no file are
 * external. Nothing is declared unresolved: the floor is a guess, and says so by its edge kind.
 * @internal
 */
import type { Def, LexResult, RawImport } from '../../repo/types.js';
import { utf16Length } from '../../repo/lex/utf16.js';
import type { FloorFacet, FloorLanguage, ModuleResolver, ResolveContext, Resolution } from '../types.js';

/** Returns the floor language of `path` among `facet`'s, by its extension, or undefined. */
export function floorLanguageOf(facet: FloorFacet, path: string): FloorLanguage | undefined {
  const dot = path.lastIndexOf('.');
  if (dot < path.lastIndexOf('/')) return undefined;
  const ext = path.slice(dot).toLowerCase();
  for (const lang of Object.values(facet.languages)) if (lang.extensions.includes(ext)) return lang;
  return undefined;
}

/** Returns the imports the language's regexes find in `src` (one per name and line), as raw imports of kind `floor`. */
export function lexFloor(src: Buffer, lang: FloorLanguage): LexResult {
  const text = src.toString('utf8');
  const imports: RawImport[] = [];
  const seen = new Set<string>();
  for (const re of lang.imports) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const name = m[1];
      if (!name) continue;
      let line = 1;
      for (let k = text.indexOf('\n'); k >= 0 && k < m.index; k = text.indexOf('\n', k + 1)) line++;
      const key = `${line}\0${name}`;
      if (!seen.has(key)) { seen.add(key); imports.push({ line, kind: 'floor', specifier: name }); }
    }
  }
  imports.sort((a, b) => a.line - b.line);
  return { imports, defs: [] as Def[], dynamic: [], chars: utf16Length(src) };
}

/** Returns the floor resolver of one file set for `facet`'s languages. */
export function floorResolver(ctx: ResolveContext, facet: FloorFacet): ModuleResolver {
  let byBase: Map<string, string[]> | undefined;
  /** Returns the only file whose path ends with `/tail` (or is `tail`), or undefined. */
  const byTail = (tail: string): string | undefined => {
    if (!byBase) {
      byBase = new Map();
      for (const p of ctx.paths) {
        const b = p.slice(p.lastIndexOf('/') + 1);
        const l = byBase.get(b);
        if (l) l.push(p); else byBase.set(b, [p]);
      }
    }
    const base = tail.slice(tail.lastIndexOf('/') + 1);
    const hits = (byBase.get(base) ?? []).filter((p) => p === tail || p.endsWith(`/${tail}`));
    return hits.length === 1 ? hits[0] : undefined;
  };
  return {
    ownImportsOnly: true,
    resolve(importer, imp): Resolution {
      const lang = floorLanguageOf(facet, importer);
      if (!lang) return { targets: [] };
      for (const c of lang.candidates(importer, imp.specifier)) {
        const hit = ctx.files.has(c.path) ? c.path : c.tail ? byTail(c.path) : undefined;
        if (hit && hit !== importer) return { targets: [hit] };
      }
      return { targets: [], external: imp.specifier };
    },
  };
}

/** Returns `rel` joined onto the directory of repo-relative `file`, normalized, or null when it climbs out. */
export function besideFile(file: string, rel: string): string | null {
  const parts = file.split('/');
  parts.pop();
  for (const p of rel.split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') { if (!parts.length) return null; parts.pop(); } else parts.push(p);
  }
  return parts.join('/');
}
