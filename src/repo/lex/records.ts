// Layout of the records both import lexers (wasm kernel and TypeScript twin) emit: REC i32s per record,
// [type, line, a, b, c, d]. Offsets are byte offsets into the UTF-8 source; strings are sliced host-side.
// Keep in sync with assembly/lib/lexrec.ts.

/** i32 slots per record. */
export const REC = 6;

// Python record types.
/** `import a.b [as x]`: a=flags, b..c = dotted name, d = where the alias `x` starts (0: none). */
export const PY_IMPORT = 1;
/** `from ..m import`: a=flags, b..c = module (may be empty), d=level. Followed by PY_NAME records. */
export const PY_FROM = 2;
/** a name after `from m import`: b..c (a '*' for star), d = where its alias starts (0: none). */
export const PY_NAME = 3;
/** import_module("x") / __import__("x"): a=flags, b..c = string content. */
export const PY_DYNCONST = 4;
/** import_module(expr): b..c = call text. */
export const PY_DYNIMPORT = 5;
/** getattr(x, expr): b..c = call text. */
export const PY_GETATTR = 6;
/** `@name.dotted(...)`: b..c = dotted name, d = end of the decorator's line text. */
export const PY_DECORATOR = 7;
/** def/class/variable: line = start (first decorator), a = end line, b..c = name, d = kind | (parentRecord + 1) << 4. */
export const PY_DEF = 8;
/** getattr(name, "literal"): a..b = the receiver name, c..d = the literal's content. */
export const PY_GETATTR_CONST = 9;

/** Import flags (bit set). */
export const F_COND = 1;
export const F_LAZY = 2;
export const F_TC = 4;

/** Python def kinds (low 4 bits of PY_DEF.d). */
export const PD_FUNCTION = 1;
export const PD_CLASS = 2;
export const PD_VARIABLE = 3;

// JS/TS record types.
/** import edge: a = JK_* kind, b..c = specifier text (inside the quotes). */
export const JS_IMPORT = 1;
/** import(expr) / require(expr): b..c = call text. */
export const JS_DYNAMIC = 2;
/** .on("event", …): b..c = event name text, d = end of the line text from the call start (a = call start). */
export const JS_EVENT = 3;
/** top-level declaration: line = start, a = end line, b..c = name (empty = default), d = JD_* kind. */
export const JS_DEF = 4;

/** JS import kinds. */
export const JK_STATIC = 1;
export const JK_TYPE = 2;
export const JK_REEXPORT = 3;
export const JK_SIDE_EFFECT = 4;
export const JK_DYNAMIC_CONST = 5;
export const JK_REQUIRE = 6;

/** JS declaration kinds. */
export const JD_FUNCTION = 1;
export const JD_CLASS = 2;
export const JD_VARIABLE = 3;
export const JD_CONST = 4;
export const JD_INTERFACE = 5;
export const JD_TYPE = 6;
export const JD_ENUM = 7;
