/** The user's own frames and what their source lines call: read by the dependency scorer (and src/bench/real.ts). */
import type { Frame } from '../../symptom/index.js';
import { linesOf } from '../../ranges.js';
import type { SeedContext } from '../types.js';
import { incidentalNames } from '../../../languages/names.js';
import { isInstalledFramePath, topLevelPackages } from '../../../languages/index.js';

let notApi: Set<string> | undefined;

/**
 * Returns the names on a user's line that never name a library's API: the packs' incidental names (builtins,
 * keywords, receivers and everyday method names of each language, ../../../languages/names.ts) and `main`.
 */
export function notApiNames(): ReadonlySet<string> {
  return (notApi ??= new Set([...incidentalNames(), 'main']));
}

/**
 * Returns the user's own frames: per traceback block, the innermost frame of the user's code that precedes the
 * library's frames (or, with no library frame in the block, the innermost user frame with a source line). The
 * user's code is what lies outside the repository and outside installed packages; with `isPackageFile` (an index
 * joined with installed packages) it is also the project's own files.
 */
export function userFrames(frames: readonly Frame[], inRepo: ReadonlyMap<Frame, string>, isPackageFile?: (path: string) => boolean): Frame[] {
  const out: Frame[] = [];
  const chains = [...new Set(frames.map((f) => f.chain))];
  const library = (f: Frame): boolean => inRepo.has(f) && (!isPackageFile || isPackageFile(inRepo.get(f)!));
  const user = (f: Frame): boolean => !f.internal && !!f.source && (inRepo.has(f)
    ? !!isPackageFile && !isPackageFile(inRepo.get(f)!)
    : !isInstalledFramePath(f.path));
  for (const c of chains) {
    const block = frames.filter((f) => f.chain === c && f.format !== 'path').sort((a, b) => a.order - b.order);
    const firstLib = block.findIndex(library);
    const outside = (firstLib === -1 ? block : block.slice(0, firstLib)).filter(user);
    const f = outside[outside.length - 1];
    if (f) out.push(f);
  }
  return out;
}

/**
 * Returns the names the user's file binds to modules (`pd` for `import pandas as pd`, `semver` for
 * `const semver = require('semver')`, `fields` for `from django.forms import fields`), plus the top-level module
 * names of the index (a receiver spelled as a package name). A call through such a receiver names a module-level
 * function, not a method.
 */
export function moduleBindings(ctx: SeedContext, userPath: string | undefined): Set<string> {
  const out = topLevelPackages(new Set(ctx.index.files.map((f) => f.path)));
  const text = userPath ? ctx.text?.(userPath)?.text : undefined;
  if (!text) return out;
  const re = /^\s*import\s+([\w.]+)(?:\s+as\s+(\w+))?|^\s*from\s+[\w.]+\s+import\s+\(?([\w\s,]+?)\)?\s*$|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\(|import\s+(?:\*\s+as\s+)?([A-Za-z_$][\w$]*)\s+from\s+['"]|(?:(?:const|let|var)\s*\{([^}]*)\}\s*=\s*require\(|import\s*\{([^}]*)\}\s*from\s+['"])/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m[1]) out.add(m[2] ?? m[1].split('.')[0]!);
    if (m[3]) for (const part of m[3].split(',')) { const n = part.trim().split(/\s+as\s+/).pop(); if (n) out.add(n); }
    if (m[4]) out.add(m[4]);
    if (m[5]) out.add(m[5]);
    // The names a JS file takes out of a module (`const { parse } = require('uuid')`, `import { v5 as uuidv5 } from …`).
    for (const list of [m[6], m[7]]) for (const part of list?.split(',') ?? []) { const n = part.trim().split(/\s*(?::|\bas\b)\s*/).pop()?.trim(); if (n && /^[A-Za-z_$][\w$]*$/.test(n)) out.add(n); }
  }
  return out;
}

/** An identifier on a user's source line that may name the library's API. */
export interface CallIdentifier {
  name: string;
  /** Reached through a receiver (`x.name`). */
  member: boolean;
  /** The receiver's own name when it is a plain identifier (`pd` in `pd.merge(`). */
  receiver?: string;
}

/**
 * Returns the identifiers a source line calls, indexes or dereferences (string contents ignored). A name of notApiNames()
 * counts when `api` holds it or its receiver: the names the user's file binds to a module are the library's API
 * (`xmltodict.parse(`, `parse(` taken out of `uuid`), whatever a builtin of the same name does.
 */
export function callIdentifiers(source: string, api: ReadonlySet<string> = new Set()): CallIdentifier[] {
  const out: CallIdentifier[] = [];
  const code = source.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""'); // string contents are data, not API names
  const re = /[A-Za-z_$][\w$]*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(code))) {
    const name = m[0];
    let i = m.index - 1;
    while (i >= 0 && code[i] === ' ') i--;
    const member = code[i] === '.';
    let receiver: string | undefined;
    if (member) {
      let j = i - 1;
      while (j >= 0 && code[j] === ' ') j--;
      const rm = /[A-Za-z_$][\w$]*$/.exec(code.slice(0, j + 1));
      receiver = rm?.[0];
    }
    let k = m.index + name.length;
    while (k < code.length && code[k] === ' ') k++;
    const open = code[k] === '(' || code[k] === '[' ? code[k] : undefined;
    if (!member && !open) continue;
    if (!member && open === '[' && !/^[A-Z]/.test(name)) continue;
    if ((notApiNames().has(name) && !api.has(name) && !(receiver !== undefined && api.has(receiver))) || name.length < 2) continue;
    if (!out.some((o) => o.name === name)) out.push({ name, member, receiver });
  }
  return out;
}

/** Returns the keyword arguments of a call line whose literal value is `value` (`how="sideways"` for `'sideways'`). */
export function keywordsWithValue(source: string, value: string): string[] {
  const v = value.replace(/^(["'])(.*)\1$/, '$2');
  const out: string[] = [];
  const re = /\b([A-Za-z_]\w*)\s*=\s*(["'])((?:\\.|(?!\2).)*)\2/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(source))) if (m[3] === v && !out.includes(m[1]!)) out.push(m[1]!);
  return out;
}


/**
 * Returns the symptom's frames with the source line of each frame in a project file that lacks one (a Node or V8
 * stack prints no source) read from the file itself, and the map of those that resolve into the repository, keyed by
 * the returned frames; `ownFile` says which resolved paths are the project's own files.
 */
export function withSourceLines(frames: readonly Frame[], inRepo: ReadonlyMap<Frame, string>, ctx: SeedContext, ownFile: (path: string) => boolean): { frames: Frame[]; inRepo: Map<Frame, string> } {
  const map = new Map<Frame, string>();
  const out = frames.map((f) => {
    const path = inRepo.get(f);
    if (path === undefined) return f;
    const ft = !f.source && f.line && ownFile(path) ? ctx.text?.(path) : undefined;
    const line = ft ? linesOf(ft, f.line!, f.line!).trim() : '';
    const g = line ? { ...f, source: line } : f;
    map.set(g, path);
    return g;
  });
  return { frames: out, inRepo: map };
}

/**
 * Returns true when the innermost of `frames` (the user's own, in the project files `inRepo` maps) calls a name its
 * file binds to a module (`Big(` after `const Big = require('big.js')`, `yaml.load(`): the error came from the
 * package it called, whose frames the symptom does not show. Its source line is read from the file when the frame
 * has none (withSourceLines).
 */
export function innermostCallsModule(frames: readonly Frame[], inRepo: ReadonlyMap<Frame, string>, ctx: SeedContext): boolean {
  const f = [...frames].sort((a, b) => b.chain - a.chain || b.order - a.order)[0];
  const path = f && inRepo.get(f);
  if (!f || path === undefined) return false;
  const { frames: [g] } = withSourceLines([f], inRepo, ctx, () => true);
  if (!g?.source) return false;
  const bindings = moduleBindings(ctx, path);
  return callIdentifiers(g.source, bindings).some((id) => bindings.has(id.receiver ?? '') || (!id.member && bindings.has(id.name)));
}
