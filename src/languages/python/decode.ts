// Turns the Python lexer's records (from the wasm kernel or its TypeScript twin) into LexResult values, and says which
// decorators register event handlers. Strings are sliced here, from the source bytes, by the offsets the lexer emits.
import type { Def, DynamicSite, EdgeKind, LexResult, RawImport } from '../../repo/types.js';
import {
  REC, PY_IMPORT, PY_FROM, PY_NAME, PY_DYNCONST, PY_DYNIMPORT, PY_GETATTR, PY_DECORATOR, PY_DEF, PY_GETATTR_CONST,
  F_COND, F_LAZY, F_TC, PD_CLASS, PD_VARIABLE,
} from '../../repo/lex/records.js';
import { SourceText } from '../../repo/lex/source-text.js';
import { DECORATOR_EVENT_ALTERNATION, DEFAULT_EVENT_DECORATORS } from '../../repo/lex/event-names.js';

// Decorators that register a handler somewhere else (calls reach the function through a registry, not an import, so
// slices warn about them): the list lives in event-names.ts, shared with compile.
export { DEFAULT_EVENT_DECORATORS };

/**
 * Matches a '\n'-separated list of decorator names when one of them may match DEFAULT_EVENT_DECORATORS: a name, or
 * its part after any dot, is one of the names. Every name the default pattern matches (as a whole, or by its last
 * dotted component) is caught, so a list this rejects needs no per-name test: most files' decorators (@property,
 * @doc, @cache_readonly, …) are then skipped with one regex run instead of a split and a lookup per decorator.
 */
const DEFAULT_EVENT_PREFILTER = new RegExp(`(?:^|\\.)(?:${DECORATOR_EVENT_ALTERNATION})$`, 'm');

/** Returns false when no name in `names` ('\n'-separated) can be an event decorator under `patterns`. */
export function mayHaveEventDecorator(names: string, patterns: readonly RegExp[]): boolean {
  if (names === '') return false;
  return patterns !== DEFAULT_EVENT_DECORATORS || DEFAULT_EVENT_PREFILTER.test(names);
}

// Decorator names repeat heavily (@property, @doc, @pytest.mark.…): the patterns run once per distinct name.
const decoratorMemo = new WeakMap<readonly RegExp[], Map<string, boolean>>();
/** Returns true when decorator `name` matches one of `patterns` (memoized per pattern list). */
export function isEventDecorator(name: string, patterns: readonly RegExp[]): boolean {
  let memo = decoratorMemo.get(patterns);
  if (!memo) { memo = new Map(); decoratorMemo.set(patterns, memo); }
  let hit = memo.get(name);
  if (hit === undefined) {
    const last = name.slice(name.lastIndexOf('.') + 1);
    hit = patterns.some((re) => re.test(last) || re.test(name));
    memo.set(name, hit);
  }
  return hit;
}

/** Returns the edge kind of Python import flags (F_*). */
function pyKind(flags: number): EdgeKind {
  if (flags & F_TC) return 'type-checking';
  if (flags & F_LAZY) return 'lazy';
  if (flags & F_COND) return 'conditional';
  return 'static';
}

/**
 * Returns the dynamic edges of `getattr(mod, "name")` calls whose receiver is a module the file imports (`import a.b
 * as mod`, `import a`, `from pkg import mod`): each as `from <module> import name` of kind `dynamic-const`, on the
 * call's line, so the resolver makes an edge to the submodule `name` when there is one (else to the module, which holds
 * the attribute). A receiver that is not an imported module is no edge. Appended after the file's other imports, in
 * record order (the kernel's blobs and the twin's decoding agree on it).
 */
export function getattrImports(buf: Buffer, rec: Int32Array): RawImport[] {
  const out: RawImport[] = [];
  const src = new SourceText(buf);
  const bound = new Map<string, string>();
  let from: string | null = null;
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    if (type === PY_IMPORT) {
      const mod = src.text(b, c);
      if (d > 0) bound.set(identAt(buf, d), mod);
      else bound.set(mod.split('.')[0]!, mod.split('.')[0]!);
    } else if (type === PY_FROM) {
      const mod = src.text(b, c);
      from = '.'.repeat(d) + mod;
    } else if (type === PY_NAME && from !== null) {
      const name = src.text(b, c);
      if (name !== '*') bound.set(d > 0 ? identAt(buf, d) : name, from.endsWith('.') ? from + name : `${from}.${name}`);
    } else if (type === PY_GETATTR_CONST) {
      const mod = bound.get(src.text(a, b));
      const name = src.text(c, d);
      if (mod !== undefined && /^[A-Za-z_]\w*$/.test(name)) out.push({ line, kind: 'dynamic-const', specifier: mod, names: [name] });
    }
    if (type !== PY_NAME) from = type === PY_FROM ? from : null;
  }
  return out;
}

/** Returns the identifier starting at byte `at` of `buf`. */
function identAt(buf: Buffer, at: number): string {
  let e = at;
  while (e < buf.length) {
    const c = buf[e]!;
    if (c === 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128) e++;
    else break;
  }
  return buf.toString('utf8', at, e);
}

/** Returns the LexResult of Python lexer records over `src`. */
export function decodePython(buf: Buffer, rec: Int32Array, chars: number, eventDecorators: readonly RegExp[] = DEFAULT_EVENT_DECORATORS): LexResult {
  const src = new SourceText(buf);
  const imports: RawImport[] = [];
  const defs: Def[] = [];
  const dynamic: DynamicSite[] = [];
  const defNames: string[] = [];
  let from: RawImport | null = null;
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    if (type !== PY_NAME) from = null;
    switch (type) {
      case PY_IMPORT:
        imports.push({ line, kind: pyKind(a), specifier: src.text(b, c) });
        break;
      case PY_FROM: {
        const mod = src.text(b, c);
        if (d === 0 && mod === '__future__') break;
        from = { line, kind: pyKind(a), specifier: '.'.repeat(d) + mod, names: [] };
        imports.push(from);
        break;
      }
      case PY_NAME:
        if (from) from.names!.push(src.text(b, c));
        break;
      case PY_DYNCONST:
        imports.push({ line, kind: 'dynamic-const', specifier: src.text(b, c) });
        break;
      case PY_DYNIMPORT:
        dynamic.push({ line, kind: 'dynamic-import', detail: src.detail(b, c) });
        break;
      case PY_GETATTR:
        dynamic.push({ line, kind: 'dynamic-dispatch', detail: src.detail(b, c) });
        break;
      case PY_DECORATOR: {
        const name = src.text(b, c);
        if (isEventDecorator(name, eventDecorators)) {
          dynamic.push({ line, kind: 'event-registration', detail: src.detail(b - 1 >= 0 ? Math.max(0, b - 1) : b, d) });
        }
        break;
      }
      case PY_DEF: {
        const kindCode = d & 15;
        const parent = (d >> 4) - 1;
        const own = src.text(b, c);
        const parentName = parent >= 0 ? defNames[parent] : undefined;
        const name = parentName ? `${parentName}.${own}` : own;
        defNames[at / REC] = name;
        const kind: Def['kind'] = kindCode === PD_CLASS ? 'class' : kindCode === PD_VARIABLE ? 'variable' : parentName ? 'method' : 'function';
        defs.push({ name, kind, start: line, end: Math.max(line, a) });
        break;
      }
    }
  }
  for (const imp of getattrImports(buf, rec)) imports.push(imp);
  return { imports, defs, dynamic, chars };
}
