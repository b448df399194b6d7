const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/errors.ts
function charterStateInvalid(file, root) {
  return new Error(`charter state ${file} is not a version-1 charter of ${root}`);
}
function badFlag(flag, value, expected) {
  return new UsageError(`invalid value for ${flag}: '${value}' (expected ${expected})`);
}
var UsageError;
var init_errors = __esm({
  "src/errors.ts"() {
    "use strict";
    UsageError = class extends Error {
      name = "UsageError";
    };
  }
});

// src/tokens.ts
function parseTokenCount(text) {
  const m = /^(\d+(?:\.\d+)?|\.\d+)([kKmM]?)$/.exec(text.trim().replace(/_/g, ""));
  if (!m || !m[2] && m[1].includes(".")) return void 0;
  const scale = m[2] === "" ? 1 : m[2] === "k" || m[2] === "K" ? 1e3 : 1e6;
  const n = Math.round(Number(m[1]) * scale);
  return Number.isSafeInteger(n) ? n : void 0;
}
var init_tokens = __esm({
  "src/tokens.ts"() {
    "use strict";
  }
});

// src/charter/repo.ts
var repo_exports = {};
__export(repo_exports, {
  citedFile: () => citedFile,
  normalizeCitedPath: () => normalizeCitedPath,
  relativeToRoot: () => relativeToRoot,
  repoRootOf: () => repoRootOf
});
function repoRootOf(dir) {
  let d = (0, import_node_path.resolve)(dir);
  while (!(0, import_node_fs.existsSync)(d)) {
    const up = (0, import_node_path.dirname)(d);
    if (up === d) break;
    d = up;
  }
  try {
    d = (0, import_node_fs.realpathSync)(d);
  } catch {
  }
  const start = d;
  for (; ; ) {
    if ((0, import_node_fs.existsSync)((0, import_node_path.join)(d, ".git"))) return d;
    const up = (0, import_node_path.dirname)(d);
    if (up === d) return start;
    d = up;
  }
}
function citedFile(root, path) {
  return (0, import_node_path.isAbsolute)(path) ? path : (0, import_node_path.join)(root, path);
}
function relativeToRoot(root, file) {
  let f = (0, import_node_path.resolve)(file);
  try {
    f = (0, import_node_fs.realpathSync)(f);
  } catch {
    try {
      f = (0, import_node_path.join)((0, import_node_fs.realpathSync)((0, import_node_path.dirname)(f)), f.slice((0, import_node_path.dirname)(f).length + 1));
    } catch {
    }
  }
  const rel = (0, import_node_path.relative)(root, f);
  if (!rel || rel.startsWith("..") || (0, import_node_path.isAbsolute)(rel)) return void 0;
  return rel.split(import_node_path.sep).join("/");
}
function normalizeCitedPath(root, path) {
  if ((0, import_node_path.isAbsolute)(path)) return relativeToRoot(root, path) ?? path;
  return path.replace(/^(\.\/)+/, "");
}
var import_node_fs, import_node_path;
var init_repo = __esm({
  "src/charter/repo.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path = require("node:path");
  }
});

// src/charter/citations.ts
function looksLikePath(path) {
  const base = path.slice(path.lastIndexOf("/") + 1);
  if (!base || /^\d+$/.test(base)) return false;
  if (path.includes("/")) return /[A-Za-z_]/.test(base);
  return /^[\w@+-][\w.@+-]*\.[A-Za-z][\w+-]*$/.test(base);
}
function extractCitations(text) {
  const out = [];
  CITATION.lastIndex = 0;
  for (let m = CITATION.exec(text); m; m = CITATION.exec(text)) {
    const path = m[1];
    const start = m.index;
    if (/[a-z][a-z0-9+.-]*:\/\/\S*$/i.test(text.slice(Math.max(0, start - 200), start))) continue;
    if (!looksLikePath(path)) continue;
    if (text.startsWith("[ck:", text.lastIndexOf("\n", start - 1) + 1)) continue;
    const line = Number(m[2]);
    const endLine = m[3] !== void 0 ? Number(m[3]) : line;
    if (line < 1 || endLine < line) continue;
    const lineStart = start + path.length + 1;
    const lineEnd = lineStart + m[2].length + (m[3] !== void 0 ? m[3].length + 1 : 0);
    const end = start + m[0].length;
    const after = text.slice(text[start - 1] === "`" && text[end] === "`" ? end + 1 : end, end + 400);
    const q = QUOTE.exec(after);
    const quote = q ? q[1] ?? q[2] : void 0;
    out.push({ path, line, endLine, ...m[4] !== void 0 ? { col: Number(m[4]) } : {}, start, end, lineStart, lineEnd, ...quote !== void 0 ? { quote } : {} });
  }
  return out;
}
var CITATION, QUOTE;
var init_citations = __esm({
  "src/charter/citations.ts"() {
    "use strict";
    CITATION = /(?<![\w/.:@~-])((?:\.{1,2}\/|\/)?(?:[\w.@+-]+\/)*[\w.@+-]+):(\d{1,7})(?:-(\d{1,7})|:(\d{1,5}))?(?!\w|[.:-]\d)/g;
    QUOTE = /^\)?[ \t]*(?:[:—–=→(-]+|\bquotes?\b|\bsays\b|\breads\b)?[ \t]*(?:`([^`\n]+)`|"([^"\n]+)")/;
  }
});

// src/charter/anchor.ts
function splitLines(text) {
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}
var init_anchor = __esm({
  "src/charter/anchor.ts"() {
    "use strict";
  }
});

// src/charter/files.ts
function fileReader(root) {
  const seen = /* @__PURE__ */ new Map();
  return (path) => {
    let r = seen.get(path);
    if (!r) {
      try {
        r = { lines: splitLines((0, import_node_fs2.readFileSync)(citedFile(root, path), "utf8")) };
      } catch (err) {
        const code = err.code;
        r = { error: code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : `cannot be read (${code ?? err.message})` };
      }
      seen.set(path, r);
    }
    return r;
  };
}
var import_node_fs2;
var init_files = __esm({
  "src/charter/files.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    init_anchor();
    init_repo();
  }
});

// src/charter/verify.ts
var verify_exports = {};
__export(verify_exports, {
  renderVerifyTable: () => renderVerifyTable,
  verifyCitations: () => verifyCitations
});
function squash(s) {
  return s.replace(/\s+/g, " ").trim();
}
function verifyCitations(root, text, charter) {
  const read = fileReader(root);
  const anchors = /* @__PURE__ */ new Map();
  for (const c of charter?.citations ?? []) if (c.anchor && c.status === "anchored") anchors.set(`${c.path}:${c.line}-${c.endLine}`, c.anchor.lines);
  const checks = extractCitations(text).map((c) => {
    const path = normalizeCitedPath(root, c.path);
    const base = { citation: text.slice(c.start, c.end), path, line: c.line, endLine: c.endLine, ...c.col !== void 0 ? { col: c.col } : {} };
    const f = read(path);
    if ("error" in f) return { ...base, status: "broken", checked: "exists", detail: f.error };
    if (c.endLine > f.lines.length) return { ...base, status: "broken", checked: "exists", detail: `line ${c.endLine} is past the end of the file (${f.lines.length} lines)` };
    const lines = f.lines.slice(c.line - 1, c.endLine);
    const actual = lines.slice(0, 5);
    if (c.col !== void 0 && c.col > lines[0].length + 1) {
      return { ...base, status: "broken", checked: "exists", detail: `column ${c.col} is past the end of line ${c.line} (${lines[0].length} characters)`, actual };
    }
    const anchored = anchors.get(`${path}:${c.line}-${c.endLine}`);
    if (anchored) {
      const same = anchored.length === lines.length && anchored.every((l, k) => l === lines[k]);
      if (!same) return { ...base, status: "stale", checked: "anchor", detail: `the charter anchored ${JSON.stringify(anchored[0])} here`, actual };
      if (c.quote === void 0) return { ...base, status: "ok", checked: "anchor", detail: "the anchored content is still there", actual };
    }
    if (c.quote !== void 0) {
      const q = squash(c.quote);
      if (q && !squash(lines.join("\n")).includes(q)) return { ...base, status: "stale", checked: "quote", detail: `the quote ${JSON.stringify(c.quote)} is not in the cited line(s)`, actual };
      return { ...base, status: "ok", checked: "quote", detail: "the quote matches", actual };
    }
    return { ...base, status: "ok", checked: "exists", detail: "the file and line(s) exist", actual };
  });
  const counts = { ok: 0, stale: 0, broken: 0 };
  for (const c of checks) counts[c.status]++;
  return { repo: root, citations: checks, counts };
}
function renderVerifyTable(report) {
  const rows = report.citations.map((c) => [c.status, c.checked, c.citation, c.detail]);
  const head = ["STATUS", "CHECKED", "CITATION", "DETAIL"];
  const w = [0, 1, 2].map((k) => Math.max(head[k].length, ...rows.map((r) => r[k].length)));
  const fmt = (r) => `${r[0].padEnd(w[0])}  ${r[1].padEnd(w[1])}  ${r[2].padEnd(w[2])}  ${r[3]}`.trimEnd();
  const { ok, stale, broken } = report.counts;
  const summary = `${report.citations.length} citation(s): ${ok} ok, ${stale} stale, ${broken} broken (repository ${report.repo})`;
  return rows.length ? `${[head, ...rows].map(fmt).join("\n")}
${summary}
` : `${summary}
`;
}
var init_verify = __esm({
  "src/charter/verify.ts"() {
    "use strict";
    init_citations();
    init_files();
    init_repo();
  }
});

// src/store/atomic.ts
function tempPath(file) {
  tmpTag ??= `${process.pid}.${(0, import_node_crypto.randomBytes)(4).toString("hex")}`;
  return (0, import_node_path2.join)((0, import_node_path2.dirname)(file), `.${(0, import_node_path2.basename)(file)}.${tmpTag}.${tmpSeq++}.tmp`);
}
function writeFileAtomicWith(file, fill) {
  const tmp = tempPath(file);
  let fd;
  try {
    fd = (0, import_node_fs3.openSync)(tmp, "w");
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    (0, import_node_fs3.mkdirSync)((0, import_node_path2.dirname)(file), { recursive: true });
    fd = (0, import_node_fs3.openSync)(tmp, "w");
  }
  try {
    try {
      fill(fd);
    } finally {
      (0, import_node_fs3.closeSync)(fd);
    }
    (0, import_node_fs3.renameSync)(tmp, file);
  } catch (err) {
    try {
      (0, import_node_fs3.unlinkSync)(tmp);
    } catch {
    }
    throw err;
  }
}
function writeFileAtomic(file, data, opts = {}) {
  writeFileAtomicWith(file, (fd) => {
    (0, import_node_fs3.writeFileSync)(fd, data);
    if (opts.fsync) (0, import_node_fs3.fsyncSync)(fd);
  });
}
var import_node_fs3, import_node_path2, import_node_crypto, tmpTag, tmpSeq;
var init_atomic = __esm({
  "src/store/atomic.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs");
    import_node_path2 = require("node:path");
    import_node_crypto = require("node:crypto");
    tmpSeq = 0;
  }
});

// src/config/parse.ts
function positiveInt(v) {
  if (!v || !/^\d+$/.test(v.trim())) return void 0;
  const n = Number(v.trim());
  return n > 0 ? n : void 0;
}
function positiveTokens(v) {
  const n = v ? parseTokenCount(v) : void 0;
  return n !== void 0 && n > 0 ? n : void 0;
}
var init_parse = __esm({
  "src/config/parse.ts"() {
    "use strict";
    init_tokens();
  }
});

// src/config/env.ts
function resolveStoreDirs(env = process.env) {
  return { cacheHome: env.XDG_CACHE_HOME || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".cache"), stateHome: env.XDG_STATE_HOME || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".local", "state") };
}
function resolveNodeFlags(env = process.env) {
  return { nodeOptions: env.NODE_OPTIONS ?? "", pendingDeprecation: env.NODE_PENDING_DEPRECATION === "1" };
}
function resolveEnvConfig(env = process.env) {
  const rawMax = env.CK_BUDGET_MAX;
  const budgetMax = positiveTokens(rawMax);
  return Object.freeze({
    logOff: env.CK_LOG_OFF === "1",
    sessionId: env.CK_SESSION_ID || void 0,
    contextWindow: positiveInt(env.CK_CONTEXT_WINDOW),
    budgetMax,
    budgetMaxInvalid: rawMax && budgetMax === void 0 ? rawMax : void 0,
    budgetCap: budgetMax === void 0 ? DEFAULT_BUDGET_CAP : budgetMax,
    autoBudget: budgetMax === void 0 ? DEFAULT_AUTO_BUDGET : budgetMax,
    helperThreads: env.CK_HELPER_THREADS === "1" ? "on" : env.CK_HELPER_THREADS === "0" ? "off" : "auto",
    debug: Boolean(env.CK_DEBUG),
    claudeConfigDir: env.CLAUDE_CONFIG_DIR || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".claude"),
    ...resolveStoreDirs(env),
    ...resolveNodeFlags(env),
    lexicalQuery: env.CK_LEXICAL_QUERY !== "0",
    lexicalBackground: env.CK_LEXICAL_BACKGROUND !== "0"
  });
}
var import_node_os, import_node_path3, DEFAULT_BUDGET_CAP, DEFAULT_AUTO_BUDGET;
var init_env = __esm({
  "src/config/env.ts"() {
    "use strict";
    import_node_os = require("node:os");
    import_node_path3 = require("node:path");
    init_parse();
    DEFAULT_BUDGET_CAP = 8e4;
    DEFAULT_AUTO_BUDGET = 3e4;
  }
});

// src/store/paths.ts
function stateDir(...sub) {
  return (0, import_node_path4.join)(resolveStoreDirs().stateHome, "context-kernel", ...sub);
}
var import_node_path4;
var init_paths = __esm({
  "src/store/paths.ts"() {
    "use strict";
    import_node_path4 = require("node:path");
    init_env();
  }
});

// src/session/options.ts
function resolveLockOptions(opts) {
  return { waitMs: opts.waitMs ?? DEFAULT_LOCK_WAIT_MS, staleMs: opts.staleMs ?? DEFAULT_LOCK_STALE_MS };
}
var DEFAULT_LOCK_WAIT_MS, DEFAULT_LOCK_STALE_MS, DEFAULT_TRANSCRIPT_MAX_BYTES;
var init_options = __esm({
  "src/session/options.ts"() {
    "use strict";
    DEFAULT_LOCK_WAIT_MS = 1500;
    DEFAULT_LOCK_STALE_MS = 3e3;
    DEFAULT_TRANSCRIPT_MAX_BYTES = 8 * 1024 * 1024;
  }
});

// src/session/lock.ts
function sleepSync(ms) {
  Atomics.wait(SLEEP_CELL, 0, 0, ms);
}
function holderDead(lockFile) {
  let pid;
  try {
    pid = Number((0, import_node_fs4.readFileSync)(lockFile, "utf8").split(" ")[0]);
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return err.code === "ESRCH";
  }
}
function withLock(lockFile, fn, opts = {}) {
  const { waitMs, staleMs } = resolveLockOptions(opts);
  (0, import_node_fs4.mkdirSync)((0, import_node_path5.dirname)(lockFile), { recursive: true });
  const start = Date.now();
  let delay = 1;
  for (; ; ) {
    let fd;
    try {
      fd = (0, import_node_fs4.openSync)(lockFile, "wx");
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    }
    if (fd !== void 0) {
      try {
        (0, import_node_fs4.writeSync)(fd, `${process.pid} ${Date.now()}
`);
      } finally {
        (0, import_node_fs4.closeSync)(fd);
      }
      try {
        return fn();
      } finally {
        try {
          (0, import_node_fs4.unlinkSync)(lockFile);
        } catch {
        }
      }
    }
    try {
      if (Date.now() - (0, import_node_fs4.statSync)(lockFile).mtimeMs > staleMs || holderDead(lockFile)) {
        try {
          (0, import_node_fs4.unlinkSync)(lockFile);
        } catch {
        }
        continue;
      }
    } catch {
      continue;
    }
    if (Date.now() - start > waitMs) throw new Error(`lock ${lockFile} still held after ${waitMs} ms`);
    sleepSync(delay);
    delay = Math.min(delay * 2, 16);
  }
}
var import_node_fs4, import_node_path5, SLEEP_CELL;
var init_lock = __esm({
  "src/session/lock.ts"() {
    "use strict";
    import_node_fs4 = require("node:fs");
    import_node_path5 = require("node:path");
    init_options();
    SLEEP_CELL = new Int32Array(new SharedArrayBuffer(4));
  }
});

// src/charter/store.ts
var store_exports = {};
__export(store_exports, {
  MAX_CITATIONS: () => MAX_CITATIONS,
  MAX_REPOS: () => MAX_REPOS,
  MAX_TEXT_CHARS: () => MAX_TEXT_CHARS,
  charterFile: () => charterFile,
  readCharter: () => readCharter,
  updateCharter: () => updateCharter
});
function charterFile(root) {
  return stateDir("charter", `${(0, import_node_crypto2.createHash)("sha1").update(root).digest("hex").slice(0, 16)}.json`);
}
function readCharter(root) {
  let raw;
  try {
    raw = (0, import_node_fs5.readFileSync)(charterFile(root), "utf8");
  } catch {
    return void 0;
  }
  const v = JSON.parse(raw);
  if (v?.version !== 1 || v.repo !== root || typeof v.text !== "string" || !Array.isArray(v.citations)) {
    throw charterStateInvalid(charterFile(root), root);
  }
  return v;
}
function updateCharter(root, update) {
  const file = charterFile(root);
  return withLock(`${file}.lock`, () => {
    let cur;
    try {
      cur = readCharter(root);
    } catch {
      cur = void 0;
    }
    const next = update(cur);
    if (next) {
      writeFileAtomic(file, `${JSON.stringify(next)}
`);
      if (!cur) pruneCharters();
    }
    return next ?? cur;
  });
}
function pruneCharters() {
  const dir = stateDir("charter");
  let names;
  try {
    names = (0, import_node_fs5.readdirSync)(dir).filter((n) => /^[0-9a-f]{16}\.json$/.test(n));
  } catch {
    return;
  }
  if (names.length <= MAX_REPOS) return;
  const aged = names.map((n) => ({ n, t: (0, import_node_fs5.statSync)((0, import_node_path6.join)(dir, n)).mtimeMs })).sort((a, b) => b.t - a.t || (a.n < b.n ? -1 : 1));
  for (const { n } of aged.slice(MAX_REPOS)) {
    try {
      (0, import_node_fs5.unlinkSync)((0, import_node_path6.join)(dir, n));
    } catch {
    }
  }
}
var import_node_crypto2, import_node_fs5, import_node_path6, MAX_TEXT_CHARS, MAX_CITATIONS, MAX_REPOS;
var init_store = __esm({
  "src/charter/store.ts"() {
    "use strict";
    import_node_crypto2 = require("node:crypto");
    import_node_fs5 = require("node:fs");
    import_node_path6 = require("node:path");
    init_atomic();
    init_paths();
    init_lock();
    init_errors();
    MAX_TEXT_CHARS = 64 * 1024;
    MAX_CITATIONS = 1e3;
    MAX_REPOS = 256;
  }
});

// verify-citations-entry.mjs
var verify_citations_entry_exports = {};
__export(verify_citations_entry_exports, {
  run: () => run
});
module.exports = __toCommonJS(verify_citations_entry_exports);

// src/cli/commands/verify-citations.ts
var import_node_fs6 = require("node:fs");
var import_node_path7 = require("node:path");

// src/cli/command.ts
var import_node_util = require("node:util");
init_errors();
init_tokens();
function parseFlags(argv, options, command2, expected = {}) {
  for (let i = 0; i < argv.length - 1; i++) {
    const a = argv[i];
    if (a === "--") break;
    const want = a.startsWith("--") ? expected[a.slice(2)] : void 0;
    if (want === void 0 || !argv[i + 1].startsWith("-")) continue;
    if (/^-[\d.]/.test(argv[i + 1])) throw badFlag(a, argv[i + 1], want);
    throw new UsageError(`${command2}: ${a} needs a value (expected ${want})`);
  }
  try {
    return (0, import_node_util.parseArgs)({
      args: argv,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true
    });
  } catch (err) {
    const msg = err.message.replace(/\. To specify a positional.*$/s, "").replace(/ argument is ambiguous\.\nDid you forget.*?\nTo specify an option argument starting with a dash use '(.*?)'\.?$/s, " needs a value (for a value starting with '-', write $1)").replace(/\s*\n\s*/g, " ");
    throw new UsageError(`${command2}: ${msg}`);
  }
}

// src/cli/commands/verify-citations.ts
init_errors();

// src/operators/index.ts
var OPERATORS = Object.freeze([
  {
    name: "normalize",
    id: "engine:normalize",
    tier: "T1",
    accepts: "a tool output (log, file read, grep, JSON) as bytes or text",
    returns: "the same output without task-free noise; every elision marked and recoverable (ck recall)",
    summary: "T1: normalize a tool output read from stdin",
    module: "normalize/index.js",
    mcp: {
      name: "kernel_normalize",
      title: "Normalize a tool output (T1)",
      description: "Removes task-free noise (escape sequences, progress redraws, repeated lines, long uneventful middles) from a log or tool output; every elision is marked with the command that recovers it."
    },
    hooks: ["post-tool-use"]
  },
  {
    name: "slice",
    id: "engine:slice",
    tier: "T2",
    accepts: "a repository and a symptom (traceback, error message, failing test, diff) or seed paths",
    returns: "the task-state manifest: seed files, their import closure, bounded importers and tests under a token budget",
    summary: "T2: the task state for a symptom, under a token budget",
    module: "slice/index.js",
    mcp: {
      name: "kernel_repo_slice",
      title: "Repository slice (T2)",
      description: "The task state for a symptom: seed files from a traceback/error/failing test, their import closure, bounded importers and related tests, under a token budget. Every exclusion is listed with the command that reads it (page fault)."
    },
    hooks: ["user-prompt-submit", "post-tool-use"]
  },
  {
    name: "symbols",
    id: "engine:symbols",
    tier: "T2b",
    accepts: "a source file and a line or a symbol name",
    returns: "exact ranges of the enclosing symbol (or a def-use slice), each with the command that prints it",
    summary: "T2b: exact symbol ranges or a def-use slice for one location",
    module: "symbols/index.js",
    mcp: {
      name: "kernel_symbols",
      title: "Symbol ranges (T2b)",
      description: "Exact line ranges of the symbol enclosing a line (or named), each with the sed command that prints it."
    },
    hooks: []
  },
  {
    name: "skeleton",
    id: "engine:skeleton",
    tier: "T2b",
    accepts: "a source file (Python, JavaScript, TypeScript, Go, Rust, Java)",
    returns: "its interface skeleton: signatures and docstrings, bodies elided, still parsing",
    summary: "the interface skeleton of one file",
    module: "skeleton/index.js",
    mcp: null,
    hooks: []
  },
  {
    name: "compile",
    id: "engine:compile",
    tier: null,
    accepts: "a repository and a target file in it",
    returns: "the target in full, what it reaches as skeletons under a budget, warnings where static analysis stops",
    summary: "context-compiler mode: target in full, what it reaches as skeletons",
    module: "compile/index.js",
    mcp: {
      name: "kernel_compile",
      title: "Context compiler",
      description: "A target file in full (or as its skeleton when too large), what it references as interface skeletons under a token budget, the rest excluded, with reference coverage and warnings where static analysis stops."
    },
    hooks: []
  },
  {
    name: "charter",
    id: "engine:charter",
    tier: "T3",
    accepts: "a task's constraints as text with file:line citations, per repository",
    returns: "the stored charter, its citations refreshed when lines moved",
    summary: "T3: save, show, refresh or clear the task charter",
    module: "charter/index.js",
    mcp: null,
    hooks: ["pre-tool-use", "pre-compact", "session-start", "session-end"]
  },
  {
    name: "verify-citations",
    id: "engine:verify-citations",
    tier: "T4",
    accepts: "a text with file:line citations and the repository it cites",
    returns: "each citation checked against the files: still true, moved, or stale",
    summary: "T4: check every file:line citation of a text against the repository",
    module: "charter/verify.js",
    mcp: null,
    hooks: []
  },
  {
    name: "revealed",
    id: "engine:revealed",
    tier: "T5",
    accepts: "Claude Code session transcripts (JSONL)",
    returns: "per slice: files opened and never opened, page faults and their tokens",
    summary: "T5: which slice files the model opened, what it read outside, the page faults it paid",
    module: "revealed/index.js",
    mcp: null,
    hooks: []
  },
  {
    name: "minimize",
    id: "engine:minimize",
    tier: null,
    accepts: "a reproducer (lines or characters) and an oracle command that fails on it",
    returns: "a 1-minimal reproducer the oracle still fails on (ddmin)",
    summary: "ddmin: shrink a reproducer while an oracle command still fails",
    module: "minimize/index.js",
    mcp: null,
    hooks: []
  }
]);
function operator(name) {
  return OPERATORS.find((o) => o.name === name);
}

// src/cli/commands/verify-citations.ts
var HELP = `usage: ck verify-citations [FILE|-] [--repo DIR] [--json]

Checks every \`file:line\` citation of a text (a charter, an agent's answer, a review) against the repository as it
is now: the file exists, the line (range, column) exists, and where the text quotes the cited code right after the
citation (\`path:12\` \u2014 \`code\` or "code") or the active charter anchored that citation, the content matches.
Reads FILE, or stdin when FILE is '-' or absent.

  ok       the file and lines exist (and the quote or anchor matches)
  stale    the lines exist but hold something else than the quote or the charter's anchor
  broken   the file does not exist, or the line or column is past its end

options:
  --repo DIR   the repository the paths are relative to (default: the one holding the current directory)
  --json       one JSON object: {"repo", "citations": [{citation, path, line, endLine, col?, status, checked,
               detail, actual?}], "counts": {"ok", "stale", "broken"}}

Exit status: 0 every citation is ok (or there is none), 1 a citation is stale or broken, 2 bad usage (FILE or
DIR unreadable).
`;
var command = {
  name: "verify-citations",
  summary: operator("verify-citations").summary,
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, { repo: { type: "string", default: "." }, json: { type: "boolean" } }, "verify-citations");
    if (positionals.length > 1) throw new UsageError(`expected at most one FILE, got ${positionals.length}`);
    const file = positionals[0] ?? "-";
    let text;
    if (file === "-") text = (await io.readStdin("verify-citations")).toString("utf8");
    else {
      try {
        text = (0, import_node_fs6.readFileSync)(file, "utf8");
      } catch (err) {
        const code = err.code;
        throw new UsageError(`${file}: ${code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : `cannot be read (${code})`}`);
      }
    }
    const dir = (0, import_node_path7.resolve)(String(values.repo));
    try {
      if (!(0, import_node_fs6.statSync)(dir).isDirectory()) throw new UsageError(`--repo ${values.repo}: not a directory`);
    } catch (err) {
      if (err instanceof UsageError) throw err;
      throw new UsageError(`--repo ${values.repo}: no such directory`);
    }
    const { repoRootOf: repoRootOf2 } = await Promise.resolve().then(() => (init_repo(), repo_exports));
    const { verifyCitations: verifyCitations2, renderVerifyTable: renderVerifyTable2 } = await Promise.resolve().then(() => (init_verify(), verify_exports));
    const { readCharter: readCharter2 } = await Promise.resolve().then(() => (init_store(), store_exports));
    const root = repoRootOf2(dir);
    let charter;
    try {
      const s = readCharter2(root);
      charter = s && s.text ? s : void 0;
    } catch {
      charter = void 0;
    }
    const report = verifyCitations2(root, text, charter);
    io.stdout.write(values.json ? `${JSON.stringify(report)}
` : renderVerifyTable2(report));
    return report.counts.stale + report.counts.broken > 0 ? 1 : 0;
  }
};

// src/cli/run.ts
var import_node_fs8 = require("node:fs");

// ck-module-shim:node:module
var import_node_path8 = require("node:path");
var import_node_url = require("node:url");
function createRequire(from) {
  const file = String(from).startsWith("file:") ? (0, import_node_url.fileURLToPath)(from) : String(from);
  if ((0, import_node_path8.dirname)(file) === __dirname) return require;
  return require("node:module").createRequire(from);
}

// src/cli/run.ts
init_errors();
init_env();

// src/runtime/sync-stream.ts
var import_node_fs7 = require("node:fs");
function syncWriter(fd, opts = {}) {
  let stream;
  const handOver = (done) => {
    stream = fd === 1 ? process.stdout : process.stderr;
    if (opts.failOpen) {
      stream.on("error", () => done?.());
    } else if (fd === 1) {
      stream.on("error", (err) => {
        if (err.code === "EPIPE") process.exit(0);
        throw err;
      });
    }
    return stream;
  };
  return {
    get stream() {
      return stream;
    },
    write(chunk, done) {
      if (stream) return stream.write(chunk, () => done?.());
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      let off = 0;
      try {
        while (off < bytes.length) off += (0, import_node_fs7.writeSync)(fd, bytes, off, bytes.length - off);
      } catch (err) {
        const code = err.code;
        if (code === "EAGAIN") return handOver(done).write(bytes.subarray(off), () => done?.());
        if (!opts.failOpen) {
          if (code === "EPIPE" && fd === 1) process.exit(0);
          if (code !== "EPIPE") throw err;
        }
      }
      done?.();
      return true;
    }
  };
}

// src/cli/run.ts
async function runCommand(command2, argv, io) {
  const name = command2.name;
  try {
    if (argv.includes("--help") || argv.includes("-h")) {
      io.stdout.write(command2.help.endsWith("\n") ? command2.help : `${command2.help}
`);
      return 0;
    }
    return await command2.run(argv, io);
  } catch (err) {
    const e = err;
    const message = String(e?.message ?? err).replace(new RegExp(`^${name}: `), "");
    io.stderr.write(`ck ${name}: ${message}
`);
    if (err instanceof UsageError) return 2;
    if (resolveEnvConfig().debug) io.stderr.write(`${e?.stack}
`);
    return 1;
  }
}
var stdout = syncWriter(1);
var stderr = syncWriter(2);
function processIO() {
  return {
    stdout,
    stderr,
    interactive: stderrIsTerminal(),
    async readStdin(command2) {
      if (process.stdin.isTTY) stderr.write(`ck${command2 ? ` ${command2}` : ""}: reading standard input until end of file (Ctrl-D on an empty line ends it, Ctrl-C cancels)
`);
      const chunks = [];
      for await (const c of process.stdin) chunks.push(c);
      return Buffer.concat(chunks);
    }
  };
}
function exitWhenDrained(code) {
  const s = stdout.stream;
  if (s?.writableNeedDrain) s.once("drain", () => process.exit(code));
  else process.exitCode = code;
}
function exitWhenDone(code) {
  if (stdout.stream || stderr.stream) exitWhenDrained(code);
  else process.exit(code);
}
function stderrIsTerminal() {
  try {
    if (!(0, import_node_fs8.fstatSync)(2).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  return createRequire(__ckImportMetaUrl)("node:tty").isatty(2);
}

// verify-citations-entry.mjs
async function run(argv) {
  exitWhenDone(await runCommand(command, argv, processIO()));
}
if (require.main === module) run(process.argv.slice(2));
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
