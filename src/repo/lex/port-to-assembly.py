#!/usr/bin/env python3
"""Regenerates assembly/pylex.ts and assembly/jslex.ts from their TypeScript twins (src/languages/python/lex-twin.ts, src/languages/js/lex-twin.ts).

The twins are the source of truth; the kernels are derived mechanically: number/boolean -> i32/bool, byte reads
s[p] -> at(p), Int32Array state -> linear memory (memory.data), and the buffer helpers (ch, emit, lineEnd,
utf16Length, readIdent and the scanners findByte/findAny4/findCounting/findPairCounting/skipSpaces, SIMD in the
kernel) come from assembly/lib/lexbuf.ts. CHAR_CLASS[c] and PY_BYTE_KIND[c] become loads from the kernel's tables,
and word(a, b, 'lit') a length check plus one or two masked 8-byte loads. The kernels also export w(), which writes
the column blobs (assembly/lib/blobs.ts, hand-written; its twin is src/repo/lex/blobs.ts).
Run from the repository root:

    python3 src/repo/lex/port-to-assembly.py && npm run build:wasm && npx vitest run test/repo/lex.test.ts
"""
import re

TWINS = [("py", "src/languages/python/lex-twin.ts", "lexPythonRecords", "Python"), ("js", "src/languages/js/lex-twin.ts", "lexJsRecords", "JS/TS")]


def drop_fn(t, name):
    m = re.search(r"(/\*\*[^\n]*\*/\n)?(export )?function " + name + r"\(", t)
    if not m:
        return t
    j = t.index("\n}\n", m.start()) + 3
    return t[:m.start()] + t[j:]


def word_is(m):
    """Returns wordIs(a, b, len, lo, mask, hi, hiMask) for word(a, b, 'lit'): the literal's bytes as two u64 halves."""
    a, b, w = m.group(1), m.group(2), m.group(3).encode()
    assert 0 < len(w) <= 16, w
    lo, hi = int.from_bytes(w[:8], "little"), int.from_bytes(w[8:], "little")
    mask = (1 << (8 * min(len(w), 8))) - 1
    hi_mask = (1 << (8 * max(len(w) - 8, 0))) - 1
    return f"wordIs({a}, {b}, {len(w)}, 0x{lo:x}, 0x{mask:x}, 0x{hi:x}, 0x{hi_mask:x})"


def port(name, path, fn, kernel):
    t = open(path).read()
    t = re.sub(r"^import \{[^}]*\} from '[^']*';\n", "", t, flags=re.M | re.S)
    t = t.replace(": number", ": i32").replace(": boolean", ": bool").replace("===", "==").replace("!==", "!=")
    t = re.sub(r"\bs\[([^\]]+)\]", r"at(\1)", t)
    for arr in ["bIndent", "bKind", "bDef", "tmpl"]:
        t = re.sub(arr + r"\[([^\]]+)\] = ([^;]+);", lambda m: f"store<i32>({arr} + (<usize>({m.group(1)}) << 2), {m.group(2)});", t)
        t = re.sub(arr + r"\[([^\]]+)\]", lambda m: f"load<i32>({arr} + (<usize>({m.group(1)}) << 2))", t)
    t = re.sub(r"out\[(\w+) \* REC \+ 2\] = ([^;]+);", r"setField(\1, 2, \2);", t)
    t = re.sub(r"out\[at \+ 2\] = ([^;]+);", r"setField(pend, 2, \1);", t)
    t = re.sub(r"out\[at \+ 1\]", r"getField(pend, 1)", t)
    for f in ["ch", "emit", "word", "lineEnd", "utf16Length", "utf16LengthJs", "findByte", "findAny4", "findCounting", "findPairCounting", "skipSpaces", "readIdent"]:
        t = drop_fn(t, f)
    t = re.sub(r"/\*\* Set by findCounting[^\n]*\n(let|export let) scanLines = 0;\n", "", t)
    t = re.sub(r"// Scanners \(the kernel's[^\n]*\n", "", t)
    t = re.sub(r"CHAR_CLASS\[([^\]]+)\]", r"charClass(\1)", t)
    t = re.sub(r"PY_BYTE_KIND\[([^\]]+)\]", r"pyByteKind(\1)", t)
    t = re.sub(r"JS_BYTE_KIND\[([^\]]+)\]", r"jsByteKind(\1)", t)
    t = re.sub(r"\bword\((\w+(?: [+-] \d+)?), (\w+(?: [+-] \d+)?), '([^']+)'\)", word_is, t)
    assert not re.search(r"\bword\(", t), "word() with a non-literal argument: extend the port"
    t = re.sub(r"let s: Uint8Array = new Uint8Array\(0\);\nlet n = 0;\n", "", t)
    t = re.sub(r"let out: Int32Array = new Int32Array\(600\);\nlet outLen = 0;\n", "", t)
    t = re.sub(r"const (\w+) = new Int32Array\((\w+)\);", r"const \1: usize = memory.data(\2 * 4);", t)
    t = t.replace(f"export function {fn}(src: Uint8Array): {{ records: Int32Array; chars: i32 }} {{\n  s = src; n = src.length; ",
                  "function run(len: i32): i32 {\n  resetOutput(len); ")
    t = re.sub(r"  return \{ records: out.slice\(0, outLen\), chars: utf16Length(Js)?\(src\) \};", "  return outLen / REC;", t)
    t = t.replace("for (;;) {", "while (true) {")
    lines = t.split("\n")
    i = 0
    while lines[i].startswith("//"):
        i += 1
    consts = open("src/repo/lex/records.ts").read()
    keep = [f"const {m.group(1)}: i32 = {m.group(2)};" for m in re.finditer(r"export const (\w+) = (\d+);", consts)
            if m.group(1) != "REC" and m.group(1).startswith(("PY_", "F_", "PD_")) == (name == "py")]
    kinds = open("src/repo/lex/charclass.ts").read()
    keep += [f"const {m.group(1)}: i32 = {m.group(2)};" for m in re.finditer(r"export const ((?:K|J)_\w+) = (\d+);", kinds)
             if m.group(1).startswith("K_") == (name == "py")]
    header = [
        f"// {kernel} import lexer kernel. ABI (wrapper: src/repo/lex/kernel.ts): a(len) -> input address; r(len) -> record",
        "// count; o() -> records address; c() -> UTF-16 length of the input; w() -> the last run's defs and imports blobs",
        "// (assembly/lib/blobs.ts); l(len) -> r(len) and w() in one call. Records: src/repo/lex/records.ts.",
        f"// The algorithm is kept line-for-line with its TypeScript twin {path} (same tests run on both); this file is",
        "// derived from the twin mechanically by src/repo/lex/port-to-assembly.py: edit the twin, then re-run it.",
        "import { allocInput, resetOutput, emit, ch, at, wordIs, lineEnd, utf16Length, setField, getField, n, OUT, outLen, REC } from './lib/lexbuf';",
        "import { charClass, pyByteKind, jsByteKind, findByte, findAny4, findCounting, findPairCounting, scanLines, skipSpaces, CC_PY_START, CC_PY_ID, CC_JS_START, CC_JS_ID } from './lib/lexbuf';",
        f"import {{ readIdent{name.capitalize()} as readIdent }} from './lib/lexbuf';",
        f"import {{ {'writePythonBlobs' if name == 'py' else 'writeJsBlobs'} }} from './lib/blobs';",
        "", *keep, "",
    ]
    abi = '''
/** alloc: returns where the host writes `len` input bytes. */
export function a(len: i32): usize {
  return allocInput(len);
}
/** run: lexes the `len` bytes at the input address; returns the record count. */
export function r(len: i32): i32 {
  return run(len);
}
/** recordsPtr */
export function o(): usize {
  return OUT;
}
/** chars: UTF-16 length of the last input (computed on demand: the host skips it for ASCII input). */
export function c(): i32 {
  return utf16Length();
}
/** writeBlobs: writes the last run's defs and imports column blobs; returns the address of [defsPtr, defsLen, importsPtr, importsLen, decoratorsPtr, decoratorsLen]. */
export function w(): usize {
  return WRITE_BLOBS();
}
/** lex: r(len) then w() in one call (one crossing per file); the returned header also holds the record count and address. */
export function l(len: i32): usize {
  run(len);
  return WRITE_BLOBS();
}
'''.replace("WRITE_BLOBS", "writePythonBlobs" if name == "py" else "writeJsBlobs")
    open(f"assembly/{name}lex.ts", "w").write("\n".join(header + lines[i:]) + abi)


for args in TWINS:
    port(*args)
