// Issue 39 item 5: one meaning per exported name. No name is defined and exported by two modules of src/ (a function,
// const, class, interface, type or enum, or a local binding in an `export { … }` list): two `repoRootOf` that differ
// on symlinks, or two `HELPER_MIN_BYTES` of 4 and 6 MiB, read alike at every call site and are not alike. A re-export
// (`export { x } from './y.js'`) is the same symbol under the same name and is not a second definition.
//
// The allowance is for names a convention defines once per module, each with one meaning and one type, never
// imported side by side: every CLI command module exports its `command` (the registry in src/cli/ reads each).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SRC, codeLines, sources } from './source.js';

/** Names defined in several modules by one convention, with the folder every definition must lie in. */
const CONVENTIONS: Readonly<Record<string, string>> = {
  command: 'cli/commands/',
};

/** Returns the names a module defines and exports, with their lines. */
function exportedDefinitions(code: string): { name: string; line: number }[] {
  const out: { name: string; line: number }[] = [];
  const lines = codeLines(code);
  for (const { text, line } of lines) {
    const m = /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/.exec(text);
    if (m) out.push({ name: m[1]!, line });
  }
  // Local export lists: `export { a, b as c };` (no `from`), possibly over several lines. A binding the module
  // imports (`import { X } from …; export { X };`) is a re-export of the same symbol, not a definition.
  const src = lines.map((l) => l.text).join('\n');
  const imported = new Set<string>();
  for (const m of src.matchAll(/^import\s+(?:type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\b/gm)) {
    if (m[1]) imported.add(m[1]);
    for (const part of m[2]?.split(',') ?? []) { const n = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop(); if (n) imported.add(n); }
  }
  for (const m of src.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}\s*(from\b)?/gm)) {
    if (m[2]) continue;
    const line = lines[src.slice(0, m.index).split('\n').length - 1]!.line;
    for (const part of m[1]!.split(',')) {
      const [local, name] = ((p) => [p[0], p[p.length - 1]])(part.trim().replace(/^type\s+/, '').split(/\s+as\s+/));
      if (name && !imported.has(local!)) out.push({ name, line });
    }
  }
  return out;
}

describe('one meaning per exported name', () => {
  const where = new Map<string, string[]>();
  for (const f of sources(SRC)) {
    if (f.endsWith('.d.ts')) continue;
    for (const { name, line } of exportedDefinitions(readFileSync(join(SRC, f), 'utf8'))) where.set(name, [...(where.get(name) ?? []), `${f}:${line}`]);
  }

  it('no name is defined and exported by two modules', () => {
    const twice = [...where].filter(([name, at]) => new Set(at.map((a) => a.split(':')[0])).size > 1 && !(CONVENTIONS[name] && at.every((a) => a.startsWith(CONVENTIONS[name]!))));
    expect(twice.map(([name, at]) => `${name}: ${at.join(', ')}`)).toEqual([]);
  });

  it('each convention still holds (its name is defined in more than one module, all in its folder)', () => {
    for (const [name, dir] of Object.entries(CONVENTIONS)) {
      const at = where.get(name) ?? [];
      expect({ name, several: at.length > 1, outside: at.filter((a) => !a.startsWith(dir)) }).toEqual({ name, several: true, outside: [] });
    }
  });

  it('reads definitions, local export lists and not re-exports', () => {
    const code = "import { x, type Y } from './x.js';\nexport function a() {}\nexport const b = 1;\n// export const c = 2;\nexport interface D {}\nexport { e, f as g };\nexport { h } from './h.js';\nexport {\n  i,\n} from './i.js';\nexport type T = 1;\nexport { x, type Y };";
    expect(exportedDefinitions(code).map((d) => d.name)).toEqual(['a', 'b', 'D', 'T', 'e', 'g']);
  });
});
