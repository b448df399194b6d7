const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/errors.ts
function kernelMissing(name, file) {
  return new Error(`kernel '${name}' is not built (${file} missing): run \`npm run build\``);
}
function kernelTrap(name, detail2) {
  return new Error(`kernel '${name}' trapped: ${detail2}`);
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
function parseTokenCount(text3) {
  const m = /^(\d+(?:\.\d+)?|\.\d+)([kKmM]?)$/.exec(text3.trim().replace(/_/g, ""));
  if (!m || !m[2] && m[1].includes(".")) return void 0;
  const scale = m[2] === "" ? 1 : m[2] === "k" || m[2] === "K" ? 1e3 : 1e6;
  const n3 = Math.round(Number(m[1]) * scale);
  return Number.isSafeInteger(n3) ? n3 : void 0;
}
var init_tokens = __esm({
  "src/tokens.ts"() {
    "use strict";
  }
});

// src/repo/types.ts
var EDGE_KINDS;
var init_types = __esm({
  "src/repo/types.ts"() {
    "use strict";
    EDGE_KINDS = [
      "static",
      "conditional",
      "type-checking",
      "type-only",
      "dynamic-const",
      "require",
      "reexport",
      "side-effect",
      "lazy"
    ];
  }
});

// src/repo/paths.ts
function toPosix(p) {
  return import_node_path.sep === "/" ? p : p.split(import_node_path.sep).join("/");
}
function dirOf(path) {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}
function joinRel(dir, rel) {
  const parts = dir ? dir.split("/") : [];
  for (const seg of rel.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (parts.length === 0 || parts[parts.length - 1] === "..") {
        if (!dir.startsWith("..") && !dir.startsWith("/")) return null;
        parts.push("..");
      } else parts.pop();
    } else parts.push(seg);
  }
  const out3 = parts.join("/");
  return dir.startsWith("/") ? `/${out3.replace(/^\/+/, "")}` : out3;
}
var import_node_path;
var init_paths = __esm({
  "src/repo/paths.ts"() {
    "use strict";
    import_node_path = require("node:path");
  }
});

// src/config/parse.ts
function positiveInt(v) {
  if (!v || !/^\d+$/.test(v.trim())) return void 0;
  const n3 = Number(v.trim());
  return n3 > 0 ? n3 : void 0;
}
function positiveTokens(v) {
  const n3 = v ? parseTokenCount(v) : void 0;
  return n3 !== void 0 && n3 > 0 ? n3 : void 0;
}
var init_parse = __esm({
  "src/config/parse.ts"() {
    "use strict";
    init_tokens();
  }
});

// src/config/env.ts
function resolveStoreDirs(env = process.env) {
  return { cacheHome: env.XDG_CACHE_HOME || (0, import_node_path2.join)((0, import_node_os.homedir)(), ".cache"), stateHome: env.XDG_STATE_HOME || (0, import_node_path2.join)((0, import_node_os.homedir)(), ".local", "state") };
}
function resolveNodeFlags(env = process.env) {
  return { nodeOptions: env.NODE_OPTIONS ?? "", pendingDeprecation: env.NODE_PENDING_DEPRECATION === "1" };
}
function resolveGitEnv(env = process.env) {
  const home = env.HOME || (0, import_node_os.homedir)();
  return { steered: Object.keys(env).some((k) => GIT_STEERING.test(k)), home, xdgConfigHome: env.XDG_CONFIG_HOME || (0, import_node_path2.join)(home, ".config") };
}
function debugEnabled(env = process.env) {
  return Boolean(env.CK_DEBUG);
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
    claudeConfigDir: env.CLAUDE_CONFIG_DIR || (0, import_node_path2.join)((0, import_node_os.homedir)(), ".claude"),
    ...resolveStoreDirs(env),
    ...resolveNodeFlags(env),
    lexicalQuery: env.CK_LEXICAL_QUERY !== "0",
    lexicalBackground: env.CK_LEXICAL_BACKGROUND !== "0"
  });
}
var import_node_os, import_node_path2, DEFAULT_BUDGET_CAP, DEFAULT_AUTO_BUDGET, GIT_STEERING;
var init_env = __esm({
  "src/config/env.ts"() {
    "use strict";
    import_node_os = require("node:os");
    import_node_path2 = require("node:path");
    init_parse();
    DEFAULT_BUDGET_CAP = 8e4;
    DEFAULT_AUTO_BUDGET = 3e4;
    GIT_STEERING = /^GIT_(DIR|WORK_TREE|INDEX_FILE|COMMON_DIR|OBJECT_DIRECTORY|CONFIG|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|NAMESPACE)/;
  }
});

// src/store/paths.ts
function cacheDir(...sub) {
  return (0, import_node_path3.join)(resolveStoreDirs().cacheHome, "context-kernel", ...sub);
}
function stateDir(...sub) {
  return (0, import_node_path3.join)(resolveStoreDirs().stateHome, "context-kernel", ...sub);
}
var import_node_path3;
var init_paths2 = __esm({
  "src/store/paths.ts"() {
    "use strict";
    import_node_path3 = require("node:path");
    init_env();
  }
});

// src/store/atomic.ts
function tempPath(file) {
  tmpTag ??= `${process.pid}.${(0, import_node_crypto.randomBytes)(4).toString("hex")}`;
  return (0, import_node_path4.join)((0, import_node_path4.dirname)(file), `.${(0, import_node_path4.basename)(file)}.${tmpTag}.${tmpSeq++}.tmp`);
}
function writeFileAtomicWith(file, fill) {
  const tmp = tempPath(file);
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(tmp, "w");
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    (0, import_node_fs.mkdirSync)((0, import_node_path4.dirname)(file), { recursive: true });
    fd = (0, import_node_fs.openSync)(tmp, "w");
  }
  try {
    try {
      fill(fd);
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
    (0, import_node_fs.renameSync)(tmp, file);
  } catch (err) {
    try {
      (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
    throw err;
  }
}
function writeFileAtomic(file, data, opts = {}) {
  writeFileAtomicWith(file, (fd) => {
    (0, import_node_fs.writeFileSync)(fd, data);
    if (opts.fsync) (0, import_node_fs.fsyncSync)(fd);
  });
}
var import_node_fs, import_node_path4, import_node_crypto, tmpTag, tmpSeq;
var init_atomic = __esm({
  "src/store/atomic.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path4 = require("node:path");
    import_node_crypto = require("node:crypto");
    tmpSeq = 0;
  }
});

// src/repo/record.ts
var text, IndexedFile;
var init_record = __esm({
  "src/repo/record.ts"() {
    "use strict";
    text = (b) => typeof b === "string" ? b : b.text();
    IndexedFile = class _IndexedFile {
      constructor(path, lang, size, mtimeMs, hash2, tokens, blobs, decode) {
        this.path = path;
        this.lang = lang;
        this.size = size;
        this.mtimeMs = mtimeMs;
        this.hash = hash2;
        this.tokens = tokens;
        this.#blobs = blobs;
        this.#decode = decode;
      }
      path;
      lang;
      size;
      mtimeMs;
      hash;
      tokens;
      #defs;
      #dynamic;
      #external;
      /** Blobs of fields never read (reading or setting a field drops its blob: the array handed out may be mutated). */
      #blobs;
      #decode;
      get defs() {
        if (this.#defs === void 0) {
          this.#defs = this.#parse("defs");
          this.#blobs.defs = void 0;
        }
        return this.#defs;
      }
      set defs(v) {
        this.#defs = v;
        this.#blobs.defs = void 0;
      }
      get dynamic() {
        if (this.#dynamic === void 0) {
          this.#dynamic = this.#parse("dynamic");
          this.#blobs.dynamic = void 0;
        }
        return this.#dynamic;
      }
      set dynamic(v) {
        this.#dynamic = v;
        this.#blobs.dynamic = void 0;
      }
      get external() {
        if (this.#external === void 0) {
          this.#external = this.#parse("external");
          this.#blobs.external = void 0;
        }
        return this.#external;
      }
      set external(v) {
        this.#external = v;
        this.#blobs.external = void 0;
      }
      /** Sets the external specifiers as their column blob (parsed on first read, like a loaded record's). */
      setExternalBlob(blob) {
        this.#external = void 0;
        this.#blobs.external = blob;
      }
      #parse(field) {
        const b = this.#blobs[field];
        return b === void 0 ? [] : this.#decode(field, text(b));
      }
      /** Returns the blob text of `field` while it was never read (still exact), else undefined. */
      storedBlob(field) {
        const b = this.#blobs[field];
        return b === void 0 ? void 0 : text(b);
      }
      /** Returns storedBlob's answer, as the bytes themselves when the blob is held as bytes (not decoded). */
      storedBlobOrBytes(field) {
        return this.#blobs[field];
      }
      /** Returns a copy with a new stat (a touched, unedited file): unread blobs are shared, read fields copied. */
      withStat(size, mtimeMs) {
        const copy = new _IndexedFile(this.path, this.lang, size, mtimeMs, this.hash, this.tokens, { ...this.#blobs }, this.#decode);
        if (this.#defs) copy.defs = this.#defs;
        if (this.#dynamic) copy.dynamic = this.#dynamic;
        if (this.#external) copy.external = this.#external;
        return copy;
      }
      /** Returns the plain record (JSON.stringify would otherwise miss the fields read through accessors). */
      toJSON() {
        return { path: this.path, lang: this.lang, size: this.size, mtimeMs: this.mtimeMs, hash: this.hash, tokens: this.tokens, defs: this.defs, dynamic: this.dynamic, external: this.external };
      }
    };
  }
});

// src/repo/lex/utf8.ts
var utf8Slice;
var init_utf8 = __esm({
  "src/repo/lex/utf8.ts"() {
    "use strict";
    utf8Slice = typeof Buffer.prototype.utf8Slice === "function" ? (buf, start, end) => buf.utf8Slice(start, end) : (buf, start, end) => buf.toString("utf8", start, end);
  }
});

// src/repo/blob-arena.ts
function joinedPieces(blobs) {
  const pieces = [];
  let texts = [];
  let run2 = null;
  let start = 0, end = 0;
  const flushRun = (more) => {
    if (!run2) return;
    if (more && run2[end] === 0) pieces.push(run2.subarray(start, end + 1));
    else {
      pieces.push(run2.subarray(start, end));
      if (more) pieces.push(SEPARATOR);
    }
    run2 = null;
  };
  const flushTexts = (more) => {
    if (texts.length === 0) return;
    pieces.push(Buffer.from(more ? `${texts.join("\0")}\0` : texts.join("\0"), "utf8"));
    texts = [];
  };
  for (const b of blobs) {
    if (typeof b === "string") {
      flushRun(true);
      texts.push(b);
      continue;
    }
    if (run2 === b.chunk && b.start === end + 1 && run2[end] === 0) {
      end = b.end;
      continue;
    }
    flushRun(true);
    flushTexts(true);
    run2 = b.chunk;
    start = b.start;
    end = b.end;
  }
  flushRun(false);
  flushTexts(false);
  return pieces;
}
var CHUNK, BytesBlob, BlobArena, SEPARATOR;
var init_blob_arena = __esm({
  "src/repo/blob-arena.ts"() {
    "use strict";
    init_utf8();
    CHUNK = 256 << 10;
    BytesBlob = class {
      constructor(chunk, start, end) {
        this.chunk = chunk;
        this.start = start;
        this.end = end;
      }
      chunk;
      start;
      end;
      /** Returns the blob's text. */
      text() {
        return this.end > this.start ? utf8Slice(this.chunk, this.start, this.end) : "";
      }
    };
    BlobArena = class {
      #chunk = null;
      #used = 0;
      /** Returns the blob of bytes [a, b) of `src`, copied into the arena. */
      append(src, a, b) {
        const len = b - a;
        if (!this.#chunk || this.#used + len + 1 > this.#chunk.length) {
          this.#chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK, len + 1));
          this.#used = 0;
        }
        const chunk = this.#chunk, start = this.#used;
        chunk.set(src.subarray(a, b), start);
        chunk[start + len] = 0;
        this.#used = start + len + 1;
        return new BytesBlob(chunk, start, start + len);
      }
    };
    SEPARATOR = Buffer.from([0]);
  }
});

// src/repo/columns.ts
function bytes(a) {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}
function i32(b) {
  const c = b.byteOffset % 4 === 0 ? b : new Uint8Array(b);
  return new Int32Array(c.buffer, c.byteOffset, c.byteLength / 4);
}
function f64(b) {
  const c = b.byteOffset % 8 === 0 ? b : new Uint8Array(b);
  return new Float64Array(c.buffer, c.byteOffset, c.byteLength / 8);
}
function join4(list2) {
  return list2.join(SEP);
}
function defsBlob(defs) {
  return defs.length ? JSON.stringify(defs.map((d) => [d.name, DEF_KINDS.indexOf(d.kind), d.start, d.end])) : "[]";
}
function dynamicBlob(dynamic) {
  return dynamic.length ? JSON.stringify(dynamic.map((d) => [d.line, DYN_KINDS.indexOf(d.kind), d.detail])) : "[]";
}
function encodeField(f, field) {
  const stored = f instanceof IndexedFile ? f.storedBlob(field) : void 0;
  if (stored !== void 0) return stored;
  return encodeRead(f, field);
}
function encodeFieldOrBytes(f, field) {
  const stored = f instanceof IndexedFile ? f.storedBlobOrBytes(field) : void 0;
  return stored !== void 0 ? stored : encodeRead(f, field);
}
function encodeRead(f, field) {
  if (field === "defs") return defsBlob(f.defs);
  if (field === "dynamic") return dynamicBlob(f.dynamic);
  return f.external.length ? JSON.stringify(f.external) : "[]";
}
function decodeField(field, blob) {
  if (blob === "[]") return [];
  if (field === "defs") return JSON.parse(blob).map(([name, kind, start, end]) => ({ name, kind: DEF_KINDS[kind], start, end }));
  if (field === "dynamic") return JSON.parse(blob).map(([line3, kind, detail2]) => ({ line: line3, kind: DYN_KINDS[kind], detail: detail2 }));
  return JSON.parse(blob);
}
function countDynamic(f, counts2) {
  const blob = f instanceof IndexedFile ? f.storedBlob("dynamic") : void 0;
  if (blob === void 0) {
    for (const d of f.dynamic) counts2[DYN_KINDS.indexOf(d.kind)]++;
    return;
  }
  let p = 1;
  while (p < blob.length && blob.charCodeAt(p) === 91) {
    const a = blob.indexOf(",", p);
    const b = blob.indexOf(",", a + 1);
    counts2[Number(blob.slice(a + 1, b))]++;
    let q = b + 2;
    for (; ; ) {
      q = blob.indexOf('"', q);
      let bs = 0;
      while (blob.charCodeAt(q - 1 - bs) === 92) bs++;
      if (bs % 2 === 0) break;
      q++;
    }
    p = q + 3;
  }
}
function importBlob(imps) {
  const blob = imps.map((m) => m.names ? [m.line, EDGE_KINDS.indexOf(m.kind), m.specifier, m.names] : [m.line, EDGE_KINDS.indexOf(m.kind), m.specifier]);
  return JSON.stringify(blob);
}
function parseImportBlob(blob) {
  const list2 = JSON.parse(blob);
  return list2.map(([line3, kind, specifier, names]) => names ? { line: line3, kind: EDGE_KINDS[kind], specifier, names } : { line: line3, kind: EDGE_KINDS[kind], specifier });
}
function encodeColumns(files, importBlobs) {
  const n3 = files.length;
  const langs = new Uint8Array(n3), sizes = new Float64Array(n3), mtimes = new Float64Array(n3), tokens = new Int32Array(n3);
  const paths = new Array(n3), hashes = new Array(n3);
  const defs = new Array(n3), dynamic = new Array(n3), external = new Array(n3);
  let bytesBlobs = false;
  for (let i = 0; i < n3; i++) {
    const f = files[i];
    paths[i] = f.path;
    langs[i] = LANGS.indexOf(f.lang);
    sizes[i] = f.size;
    mtimes[i] = f.mtimeMs;
    hashes[i] = f.hash;
    tokens[i] = f.tokens;
    const d = encodeFieldOrBytes(f, "defs");
    if (typeof d !== "string") bytesBlobs = true;
    defs[i] = d;
    dynamic[i] = encodeField(f, "dynamic");
    external[i] = encodeField(f, "external");
  }
  return {
    n: n3,
    paths: join4(paths),
    langs,
    sizes: bytes(sizes),
    mtimes: bytes(mtimes),
    hashes: hashes.join(""),
    tokens: bytes(tokens),
    defs: bytesBlobs ? joinedPieces(defs) : join4(defs),
    dynamic: join4(dynamic),
    external: join4(external),
    imports: join4(importBlobs)
  };
}
function recordFromBlobs(path, lang, size, mtimeMs, hash2, tokens, blobs) {
  return new IndexedFile(path, lang, size, mtimeMs, hash2, tokens, { ...blobs }, decodeField);
}
function splitColumn(col, n3) {
  if (typeof col === "string") return col.split(SEP);
  if (Array.isArray(col)) col = Buffer.concat(col);
  const buf = Buffer.from(col.buffer, col.byteOffset, col.byteLength);
  const out3 = [];
  let start = 0;
  for (; ; ) {
    const end = buf.indexOf(0, start);
    out3.push(new BytesBlob(buf, start, end < 0 ? buf.length : end));
    if (end < 0 || out3.length > n3) break;
    start = end + 1;
  }
  return out3;
}
function decodeColumns(c) {
  const n3 = c.n;
  const paths = n3 ? c.paths.split(SEP) : [], sizes = f64(c.sizes), mtimes = f64(c.mtimes), tokens = i32(c.tokens);
  const defs = n3 ? splitColumn(c.defs, n3) : [], dynamic = n3 ? c.dynamic.split(SEP) : [], external = n3 ? c.external.split(SEP) : [];
  const importBlobs = n3 ? c.imports.split(SEP) : [];
  if (paths.length !== n3 || c.hashes.length !== n3 * 40 || defs.length !== n3 || dynamic.length !== n3 || external.length !== n3 || importBlobs.length !== n3 || sizes.length !== n3 || mtimes.length !== n3 || tokens.length !== n3 || c.langs.length !== n3) {
    throw new Error("column lengths disagree");
  }
  const files = new Array(n3);
  for (let i = 0; i < n3; i++) {
    files[i] = recordFromBlobs(paths[i], LANGS[c.langs[i]], sizes[i], mtimes[i], c.hashes.slice(i * 40, i * 40 + 40), tokens[i], { defs: defs[i], dynamic: dynamic[i], external: external[i] });
  }
  return { files, importBlobs };
}
var LANGS, DEF_KINDS, DYN_KINDS, SEP;
var init_columns = __esm({
  "src/repo/columns.ts"() {
    "use strict";
    init_types();
    init_record();
    init_blob_arena();
    LANGS = ["python", "js", "ts", "other"];
    DEF_KINDS = ["function", "class", "method", "variable", "const", "interface", "type", "enum"];
    DYN_KINDS = ["dynamic-import", "dynamic-dispatch", "event-registration"];
    SEP = "\0";
  }
});

// src/repo/cache.ts
function writeAt(fd, bytes2, position) {
  let done = 0;
  while (done < bytes2.byteLength) done += (0, import_node_fs2.writeSync)(fd, bytes2, done, bytes2.byteLength - done, position + done);
}
function cacheFile(root, optionsKey) {
  const rootKey = (0, import_node_crypto2.createHash)("sha1").update(root).digest("hex");
  return (0, import_node_path5.join)(cacheDir("index", rootKey), `index-${optionsKey}.msgpack`);
}
function loadCache(file, opKey, root, warn) {
  if (!(0, import_node_fs2.existsSync)(file)) return null;
  let buf;
  try {
    buf = (0, import_node_fs2.readFileSync)(file);
  } catch (err) {
    warn(`index cache ${file} is unreadable (${err.message}); rebuilding`);
    return null;
  }
  const corrupt = (why) => {
    warn(`index cache ${file} is corrupt (${why}); rebuilding`);
    return null;
  };
  if (buf.length < 28 || !buf.subarray(0, 8).equals(MAGIC)) return corrupt("bad header");
  const payload = buf.subarray(28);
  if (!(0, import_node_crypto2.createHash)("sha1").update(payload).digest().equals(buf.subarray(8, 28))) return corrupt("checksum mismatch");
  let header;
  let cols;
  let edges;
  try {
    const hlen = payload.readUInt32LE(0);
    header = JSON.parse(payload.toString("utf8", 4, 4 + hlen));
    if (!header || typeof header !== "object" || header.format !== CACHE_FORMAT) return null;
    if (header.opKey !== opKey || header.root !== root) return null;
    const base = 4 + hlen;
    const sec = (name) => {
      const s3 = header.sections?.[name];
      if (!Array.isArray(s3) || s3[0] < 0 || s3[1] < 0 || base + s3[0] + s3[1] > payload.length) throw new Error(`section ${name} out of bounds`);
      return [base + s3[0], base + s3[0] + s3[1]];
    };
    const str = (name) => {
      const [a, b] = sec(name);
      return payload.toString(name === "hashes" ? "latin1" : "utf8", a, b);
    };
    const bin = (name) => {
      const [a, b] = sec(name);
      return payload.subarray(a, b);
    };
    cols = {
      n: header.n,
      paths: str("paths"),
      hashes: str("hashes"),
      defs: bin("defs"),
      dynamic: str("dynamic"),
      external: str("external"),
      imports: str("imports"),
      langs: bin("langs"),
      sizes: bin("sizes"),
      mtimes: bin("mtimes"),
      tokens: bin("tokens")
    };
    edges = bin("edges");
    if (edges.length % 16 !== 0 || !Array.isArray(header.skips) || !Array.isArray(header.unresolved)) throw new Error("unexpected structure");
  } catch (err) {
    return corrupt(err.message);
  }
  let decoded;
  try {
    decoded = decodeColumns(cols);
  } catch (err) {
    return corrupt(err.message);
  }
  return {
    format: header.format,
    opKey: header.opKey,
    root: header.root,
    files: decoded.files,
    importBlobs: decoded.importBlobs,
    skips: header.skips,
    edges,
    unresolved: header.unresolved,
    skipped: header.skipped
  };
}
function saveCache(file, data, warn) {
  try {
    const cols = encodeColumns(data.files, data.importBlobs);
    const align = (x) => x + (8 - x % 8) % 8;
    const sections = {};
    const strings = STRING_SECTIONS.map((name) => ({ name, text: cols[name], enc: name === "hashes" ? "latin1" : "utf8" }));
    const bins = BYTE_SECTIONS.map((name) => ({ name, u8: name === "edges" ? data.edges : cols[name] }));
    let offset = 0;
    for (const x of strings) {
      const len = typeof x.text === "string" ? Buffer.byteLength(x.text, x.enc) : x.text.reduce((sum, p) => sum + p.byteLength, 0);
      sections[x.name] = [offset, len];
      offset = align(offset + len);
    }
    for (const x of bins) {
      sections[x.name] = [offset, x.u8.byteLength];
      offset = align(offset + x.u8.byteLength);
    }
    const header = {
      format: data.format,
      opKey: data.opKey,
      root: data.root,
      n: cols.n,
      skips: data.skips,
      unresolved: data.unresolved,
      skipped: data.skipped,
      sections
    };
    const hjson = JSON.stringify(header);
    const hbytes = Buffer.byteLength(hjson, "utf8");
    const hlen = hbytes + (8 - (32 + hbytes) % 8) % 8;
    const base = 32 + hlen;
    const head = Buffer.alloc(base);
    MAGIC.copy(head, 0);
    head.writeUInt32LE(hlen, 28);
    head.write(hjson, 32, "utf8");
    head.fill(32, 32 + hbytes, base);
    writeFileAtomicWith(file, (fd) => {
      const sha = (0, import_node_crypto2.createHash)("sha1").update(head.subarray(28));
      writeAt(fd, head, 0);
      for (const x of strings) {
        let at = base + sections[x.name][0];
        const len = sections[x.name][1];
        if (typeof x.text === "string") {
          if (len > 0 && (0, import_node_fs2.writeSync)(fd, x.text, at, x.enc) !== len) throw new Error("short write");
          sha.update(x.text, x.enc);
        } else {
          for (const piece of x.text) {
            writeAt(fd, piece, at);
            sha.update(piece);
            at += piece.byteLength;
          }
        }
        sha.update(ZEROS.subarray(0, align(len) - len));
      }
      for (const x of bins) {
        writeAt(fd, x.u8, base + sections[x.name][0]);
        sha.update(x.u8).update(ZEROS.subarray(0, align(x.u8.byteLength) - x.u8.byteLength));
      }
      (0, import_node_fs2.ftruncateSync)(fd, base + offset);
      writeAt(fd, sha.digest(), 8);
    });
  } catch (err) {
    warn(`cannot write index cache ${file} (${err.message}); continuing without it`);
  }
}
var import_node_fs2, import_node_crypto2, import_node_path5, MAGIC, ZEROS, CACHE_FORMAT, STRING_SECTIONS, BYTE_SECTIONS;
var init_cache = __esm({
  "src/repo/cache.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    import_node_crypto2 = require("node:crypto");
    import_node_path5 = require("node:path");
    init_paths2();
    init_atomic();
    init_columns();
    MAGIC = Buffer.from("CKIDX002", "latin1");
    ZEROS = Buffer.alloc(8);
    CACHE_FORMAT = 7;
    STRING_SECTIONS = ["paths", "hashes", "defs", "dynamic", "external", "imports"];
    BYTE_SECTIONS = ["langs", "sizes", "mtimes", "tokens", "edges"];
  }
});

// ck-module-shim:node:module
function createRequire(from) {
  const file = String(from).startsWith("file:") ? (0, import_node_url.fileURLToPath)(from) : String(from);
  if ((0, import_node_path6.dirname)(file) === __dirname) return require;
  return require("node:module").createRequire(from);
}
var import_node_path6, import_node_url;
var init_node_module = __esm({
  "ck-module-shim:node:module"() {
    import_node_path6 = require("node:path");
    import_node_url = require("node:url");
  }
});

// src/runtime/options.ts
var init_options = __esm({
  "src/runtime/options.ts"() {
    "use strict";
    init_paths2();
  }
});

// src/runtime/code-cache.ts
function cacheFileName(file, tag, source) {
  const sourceKey = (0, import_node_crypto3.createHash)("sha1").update(source).digest("hex").slice(0, 16);
  return `${cachePrefix(file, tag)}${sourceKey}.v8`;
}
function cachePrefix(file, tag) {
  const runtime = [process.version, process.arch, process.execArgv.join(" "), resolveNodeFlags().nodeOptions].join("\0");
  const runtimeKey = (0, import_node_crypto3.createHash)("sha1").update(runtime).digest("hex").slice(0, 8);
  return `${(0, import_node_path7.basename)(file)}-${tag.replace(/[^A-Za-z0-9_-]/g, "_")}-${runtimeKey}-`;
}
function readCacheFile(path) {
  let body;
  try {
    body = (0, import_node_fs3.readFileSync)(path);
  } catch {
    return void 0;
  }
  if (body.length <= DIGEST_BYTES) return void 0;
  const payload = body.subarray(DIGEST_BYTES);
  const digest2 = (0, import_node_crypto3.createHash)("sha1").update(payload).digest();
  return digest2.equals(body.subarray(0, DIGEST_BYTES)) ? payload : void 0;
}
var import_node_crypto3, import_node_fs3, import_node_path7, DIGEST_BYTES;
var init_code_cache = __esm({
  "src/runtime/code-cache.ts"() {
    "use strict";
    import_node_crypto3 = require("node:crypto");
    import_node_fs3 = require("node:fs");
    import_node_path7 = require("node:path");
    init_atomic();
    init_options();
    init_env();
    DIGEST_BYTES = 20;
  }
});

// src/runtime/v8-natives.ts
function wasmNativesSupported() {
  return NATIVES_V8.test(process.versions.v8 ?? "");
}
function wasmNatives() {
  if (natives !== void 0) return natives;
  natives = null;
  if (!wasmNativesSupported()) return null;
  let setFlags;
  try {
    setFlags = createRequire(__ckImportMetaUrl)("node:v8").setFlagsFromString;
  } catch {
    return null;
  }
  setFlags("--allow-natives-syntax");
  try {
    natives = {
      serialize: new Function("m", "return %SerializeWasmModule(m);"),
      deserialize: new Function("b", "w", "return %DeserializeWasmModule(b, w);")
    };
  } catch {
    natives = null;
  } finally {
    setFlags("--no-allow-natives-syntax");
  }
  return natives;
}
var NATIVES_V8, natives;
var init_v8_natives = __esm({
  "src/runtime/v8-natives.ts"() {
    "use strict";
    init_node_module();
    NATIVES_V8 = /^11\.3\./;
  }
});

// src/runtime/wasm-cache.ts
function wasmCachePath(dir, name, wire) {
  return (0, import_node_path8.join)(dir, cacheFileName(`${name}.wasm`, WASM_CACHE_TAG, Buffer.from(wire.buffer, wire.byteOffset, wire.byteLength)));
}
function pendingMarker(cachePath) {
  return cachePath.replace(/\.v8$/, ".pending");
}
function runtimeAllows() {
  return process.execArgv.length === 0 && wasmNativesSupported();
}
function noteWasmInput(bytes2) {
  inputBytes += bytes2;
}
function compileWasm(name, file, wire) {
  const on = globalThis[ENABLED];
  if (!on || !runtimeAllows()) return new WebAssembly.Module(wire);
  let status = "off";
  let mod;
  try {
    const path = wasmCachePath(on.dir, name, wire);
    const payload = readCacheFile(path);
    const natives2 = payload ? wasmNatives() : null;
    if (payload && natives2) {
      mod = natives2.deserialize(payload.buffer.slice(payload.byteOffset, payload.byteOffset + payload.length), new Uint8Array(wire));
      status = mod ? "hit" : "rejected";
    } else if (!payload) {
      status = "miss";
      toWrite.set(name, { file, path });
      if (!exitHooked) {
        exitHooked = true;
        process.once("exit", () => startWriter(on.dir));
      }
    }
  } catch {
    mod = void 0;
  }
  if (debugEnabled()) process.stderr.write(`ck: wasm code cache: ${name} ${status}
`);
  return mod ?? new WebAssembly.Module(wire);
}
function startWriter(dir) {
  try {
    if (inputBytes < WASM_CACHE_MIN_INPUT || toWrite.size === 0) return;
    const writer = (0, import_node_url2.fileURLToPath)(new URL("../runtime/wasm-cache-writer.js", __ckImportMetaUrl));
    if (!(0, import_node_fs4.existsSync)(writer)) return;
    const jobs = [];
    (0, import_node_fs4.mkdirSync)(dir, { recursive: true });
    for (const [name, { file, path }] of toWrite) {
      const marker = pendingMarker(path);
      if ((0, import_node_fs4.existsSync)(marker)) continue;
      (0, import_node_fs4.writeFileSync)(marker, `${process.pid}
`);
      jobs.push(`${name}=${file}`);
    }
    if (jobs.length === 0) return;
    const require2 = createRequire(__ckImportMetaUrl);
    const { spawn } = require2("node:child_process");
    const { setPriority } = require2("node:os");
    const child = spawn(process.execPath, [...process.execArgv, writer, dir, ...jobs], { detached: true, stdio: "ignore" });
    child.on("error", () => {
    });
    if (child.pid !== void 0) {
      try {
        setPriority(child.pid, 19);
      } catch {
      }
    }
    child.unref();
  } catch {
  }
}
var import_node_fs4, import_node_path8, import_node_url2, WASM_CACHE_MIN_INPUT, WASM_CACHE_TAG, ENABLED, inputBytes, toWrite, exitHooked;
var init_wasm_cache = __esm({
  "src/runtime/wasm-cache.ts"() {
    "use strict";
    import_node_fs4 = require("node:fs");
    init_node_module();
    import_node_path8 = require("node:path");
    import_node_url2 = require("node:url");
    init_code_cache();
    init_v8_natives();
    init_paths2();
    init_env();
    WASM_CACHE_MIN_INPUT = 1 << 20;
    WASM_CACHE_TAG = "native";
    ENABLED = /* @__PURE__ */ Symbol.for("context-kernel.wasm-code-cache");
    inputBytes = 0;
    toWrite = /* @__PURE__ */ new Map();
    exitHooked = false;
  }
});

// src/hooks/log.ts
function oneLine(message) {
  return message.replace(/[\r\n]+/g, " ").slice(0, 2e3);
}
function hookLog(event, message) {
  if (resolveEnvConfig().logOff) return;
  try {
    const dir = stateDir("logs");
    (0, import_node_fs5.mkdirSync)(dir, { recursive: true });
    const file = (0, import_node_path9.join)(dir, "hook.log");
    try {
      if ((0, import_node_fs5.statSync)(file).size > ROTATE_BYTES) (0, import_node_fs5.renameSync)(file, (0, import_node_path9.join)(dir, "hook.1.log"));
    } catch {
    }
    (0, import_node_fs5.appendFileSync)(file, `${(/* @__PURE__ */ new Date()).toISOString()} ${event} ${oneLine(message)}
`);
  } catch (err) {
    try {
      process.stderr.write(`context-kernel hook ${event}: ${oneLine(message)} (hook log unwritable: ${oneLine(err.message ?? String(err))})
`);
    } catch {
    }
  }
}
var import_node_fs5, import_node_path9, ROTATE_BYTES;
var init_log = __esm({
  "src/hooks/log.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    import_node_path9 = require("node:path");
    init_env();
    init_paths2();
    ROTATE_BYTES = 5 * 1024 * 1024;
  }
});

// src/kernels/fallback.ts
function twinFallback(kernel2, reason, cause) {
  counts.set(kernel2, (counts.get(kernel2) ?? 0) + 1);
  const detail2 = cause === void 0 ? "" : `: ${cause instanceof Error ? cause.message : String(cause)}`;
  hookLog("kernel-fallback", `${kernel2} kernel ${reason}${detail2}; the TypeScript twin answers`);
}
var counts;
var init_fallback = __esm({
  "src/kernels/fallback.ts"() {
    "use strict";
    init_log();
    counts = /* @__PURE__ */ new Map();
  }
});

// src/kernels/wasm.ts
function kernelModule(name) {
  let mod = moduleCache.get(name);
  if (mod) return mod;
  const file = `${WASM_DIR}${name}.wasm`;
  let bytes2;
  try {
    bytes2 = (0, import_node_fs6.readFileSync)(file);
  } catch {
    throw kernelMissing(name, file);
  }
  mod = compileWasm(name, file, bytes2);
  moduleCache.set(name, mod);
  return mod;
}
function instantiateKernel(name) {
  const instance = new WebAssembly.Instance(kernelModule(name), {
    env: {
      abort(_msg, _file, line3, col) {
        throw kernelTrap(name, `abort at ${line3}:${col}`);
      },
      seed() {
        return 0;
      }
    }
  });
  return instance.exports;
}
function takeInjected(name, k) {
  const left = injected.get(name);
  if (left === void 0) return k;
  if (left <= 1) injected.delete(name);
  else injected.set(name, left - 1);
  const fake = {};
  for (const key of Object.keys(k)) {
    const v = k[key];
    fake[key] = typeof v === "function" ? () => {
      throw new WebAssembly.RuntimeError(`unreachable (trap injected into kernel '${name}')`);
    } : v;
  }
  return fake;
}
var import_node_fs6, import_node_url3, WASM_DIR, moduleCache, injected, KernelSlot;
var init_wasm = __esm({
  "src/kernels/wasm.ts"() {
    "use strict";
    import_node_fs6 = require("node:fs");
    import_node_url3 = require("node:url");
    init_errors();
    init_wasm_cache();
    init_fallback();
    WASM_DIR = (0, import_node_url3.fileURLToPath)(new URL("../../wasm/", __ckImportMetaUrl));
    moduleCache = /* @__PURE__ */ new Map();
    injected = /* @__PURE__ */ new Map();
    KernelSlot = class {
      constructor(name, keepBytes = 64 << 20, releaseAfterMs = 2e3) {
        this.name = name;
        this.keepBytes = keepBytes;
        this.releaseAfterMs = releaseAfterMs;
      }
      name;
      keepBytes;
      releaseAfterMs;
      instance;
      missing = false;
      timer;
      /** Returns the live instance, instantiating the kernel if there is none; throws kernelMissing when it is not built. */
      get() {
        const k = this.instance ??= instantiateKernel(this.name);
        return injected.size === 0 ? k : takeInjected(this.name, k);
      }
      /**
       * Returns the live instance (instantiating it if needed), or null when the kernel is not built or does not load:
       * counted once as a 'missing' fallback, and null from then on without trying again.
       */
      tryGet() {
        if (this.missing) return null;
        try {
          return this.get();
        } catch (err) {
          this.missing = true;
          twinFallback(this.name, "missing", err);
          return null;
        }
      }
      /**
       * Returns `use(instance)`, or `twin()` when the kernel is not built or traps mid-call (the instance is dropped and the
       * fallback counted: kernels/fallback.ts). With `strict` (a caller that forced the wasm kernel) nothing falls back:
       * a missing kernel throws kernelMissing and a trap throws kernelTrap, the instance dropped all the same.
       */
      run(use, twin, strict = false) {
        const k = strict ? this.get() : this.tryGet();
        if (k === null) return twin();
        try {
          return use(k);
        } catch (err) {
          if (strict) {
            this.instance = void 0;
            throw err instanceof WebAssembly.RuntimeError ? kernelTrap(this.name, err.message) : err;
          }
          this.trapped(err);
          return twin();
        }
      }
      /** Returns the live instance without creating one (undefined when there is none). */
      peek() {
        const k = this.instance;
        return k === void 0 || injected.size === 0 ? k : takeInjected(this.name, k);
      }
      /** Returns the bytes of linear memory the live instance holds (0 when there is none). */
      memoryBytes() {
        return this.instance ? this.instance.memory.buffer.byteLength : 0;
      }
      /** Schedules the release of `k` if its memory is above the keep size (call after each use); returns nothing. */
      doneWith(k) {
        clearTimeout(this.timer);
        this.timer = void 0;
        if (k.memory.buffer.byteLength <= this.keepBytes) return;
        if (this.releaseAfterMs <= 0) {
          if (this.instance === k) this.instance = void 0;
          return;
        }
        this.timer = setTimeout(() => {
          if (this.instance === k) this.instance = void 0;
        }, this.releaseAfterMs);
        this.timer.unref();
      }
      /** Drops the live instance; the next `get()` instantiates a fresh one. Returns nothing. */
      drop() {
        this.instance = void 0;
      }
      /**
       * Returns nothing; drops the instance after `err` (a trap, or any throw mid-call) and counts the fallback to the
       * twin (kernels/fallback.ts), which the caller then runs.
       */
      trapped(err) {
        this.instance = void 0;
        twinFallback(this.name, "trap", err);
      }
    };
  }
});

// src/repo/errors.ts
function repoNotFound(root, why) {
  return new UsageError(`repository '${root}': ${why}`);
}
var init_errors2 = __esm({
  "src/repo/errors.ts"() {
    "use strict";
    init_errors();
  }
});

// src/clock.ts
function nowMs() {
  return Number(process.hrtime.bigint()) / 1e6;
}
var init_clock = __esm({
  "src/clock.ts"() {
    "use strict";
  }
});

// src/repo/options.ts
function resolveIndexOptions(root, opts) {
  return {
    root,
    noCache: opts.noCache ?? false,
    exclude: [...opts.exclude ?? []],
    include: [...opts.include ?? []],
    wholeTree: opts.wholeTree ?? false,
    maxFileBytes: opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    dependencyRoots: [...opts.dependencyRoots ?? []].map((d) => (0, import_node_path10.resolve)(d)).sort(),
    workers: opts.workers ?? "auto",
    impl: opts.impl ?? "wasm",
    eventDecorators: opts.eventDecorators,
    onProgress: opts.onProgress,
    warn: opts.onWarning ?? (() => {
    })
  };
}
function indexOptionsKey(o) {
  const decorators = o.eventDecorators ? o.eventDecorators.map(String) : null;
  return (0, import_node_crypto4.createHash)("sha1").update(JSON.stringify([o.exclude, o.include, o.wholeTree, o.maxFileBytes, o.dependencyRoots, o.impl, decorators])).digest("hex").slice(0, 12);
}
function resolveExcludedDirs(opts) {
  const include = opts.include ?? [];
  if (opts.whole || include.includes("*")) return /* @__PURE__ */ new Set();
  return new Set(DEFAULT_EXCLUDED_DIRS.filter((d) => !include.includes(d)));
}
var import_node_crypto4, import_node_path10, DEFAULT_MAX_FILE_BYTES, DEFAULT_EXCLUDED_DIRS;
var init_options2 = __esm({
  "src/repo/options.ts"() {
    "use strict";
    import_node_crypto4 = require("node:crypto");
    import_node_path10 = require("node:path");
    DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;
    DEFAULT_EXCLUDED_DIRS = [
      "node_modules",
      ".venv",
      "venv",
      "__pycache__",
      "dist",
      "build",
      ".git",
      ".hg",
      ".svn",
      ".tox",
      ".nox",
      ".mypy_cache",
      ".pytest_cache",
      ".ruff_cache",
      ".eggs",
      ".next",
      ".nuxt",
      ".turbo",
      ".cache",
      "coverage",
      ".parcel-cache",
      "site-packages",
      ".idea",
      ".vscode"
    ];
  }
});

// src/runtime/child-process.ts
function childProcess() {
  return loaded ??= createRequire(__ckImportMetaUrl)("node:child_process");
}
var loaded;
var init_child_process = __esm({
  "src/runtime/child-process.ts"() {
    "use strict";
    init_node_module();
  }
});

// src/store/json-cache.ts
function readJsonEntry(dir, key, valid) {
  const file = (0, import_node_path11.join)(dir, `${key}.json`);
  try {
    const value = JSON.parse((0, import_node_fs7.readFileSync)(file, "utf8"));
    if (!valid(value)) return void 0;
    const now = /* @__PURE__ */ new Date();
    try {
      (0, import_node_fs7.utimesSync)(file, now, now);
    } catch {
    }
    return value;
  } catch {
    return void 0;
  }
}
function writeJsonEntry(dir, key, value, maxEntries) {
  try {
    writeFileAtomic((0, import_node_path11.join)(dir, `${key}.json`), JSON.stringify(value));
    evict(dir, maxEntries);
  } catch {
  }
}
function evict(dir, maxEntries) {
  const names = (0, import_node_fs7.readdirSync)(dir).filter((n3) => n3.endsWith(".json"));
  if (names.length <= maxEntries) return;
  const aged = names.map((n3) => {
    try {
      return { n: n3, t: (0, import_node_fs7.statSync)((0, import_node_path11.join)(dir, n3)).mtimeMs };
    } catch {
      return { n: n3, t: 0 };
    }
  });
  aged.sort((a, b) => a.t - b.t || (a.n < b.n ? -1 : 1));
  for (const { n: n3 } of aged.slice(0, names.length - maxEntries)) {
    try {
      (0, import_node_fs7.unlinkSync)((0, import_node_path11.join)(dir, n3));
    } catch {
    }
  }
}
var import_node_fs7, import_node_path11;
var init_json_cache = __esm({
  "src/store/json-cache.ts"() {
    "use strict";
    import_node_fs7 = require("node:fs");
    import_node_path11 = require("node:path");
    init_atomic();
  }
});

// src/runtime/stat-lite.ts
function binding() {
  if (raw !== void 0) return raw;
  raw = null;
  const env = resolveNodeFlags();
  const pending = process.execArgv.some((a) => a.includes("pending-deprecation")) || /pending-deprecation/.test(env.nodeOptions) || env.pendingDeprecation;
  if (!/^20\./.test(process.versions.node) || pending || !STATSYNC_CALL.test(String(import_node_fs8.statSync))) return null;
  try {
    const b = process.binding("fs");
    if (typeof b.stat === "function") raw = b.stat;
  } catch {
  }
  return raw;
}
function fromStats(st) {
  const fmt = st.mode & S_IFMT;
  return { isFile: fmt === S_IFREG, isDirectory: fmt === S_IFDIR, size: st.size, mtimeMs: st.mtimeMs };
}
function statLite(abs) {
  const b = binding();
  if (b === null || abs.includes("\0")) return fromStats((0, import_node_fs8.statSync)(abs));
  let a;
  try {
    a = b(abs, false, void 0, true);
  } catch (err) {
    if (typeof err.code === "string" && err.syscall === "stat") throw err;
    raw = null;
    return fromStats((0, import_node_fs8.statSync)(abs));
  }
  if (!(a instanceof Float64Array) || a.length < MTIME_NS + 1) {
    raw = null;
    return fromStats((0, import_node_fs8.statSync)(abs));
  }
  const fmt = a[MODE] & S_IFMT;
  const lite = { isFile: fmt === S_IFREG, isDirectory: fmt === S_IFDIR, size: a[SIZE], mtimeMs: a[MTIME_S] * 1e3 + a[MTIME_NS] / 1e6 };
  if (!checked) {
    checked = true;
    const ref = fromStats((0, import_node_fs8.statSync)(abs));
    if (ref.isFile !== lite.isFile || ref.isDirectory !== lite.isDirectory || ref.size !== lite.size || ref.mtimeMs !== lite.mtimeMs) {
      raw = null;
      return ref;
    }
  }
  return lite;
}
var import_node_fs8, S_IFMT, S_IFREG, S_IFDIR, MODE, SIZE, MTIME_S, MTIME_NS, STATSYNC_CALL, raw, checked;
var init_stat_lite = __esm({
  "src/runtime/stat-lite.ts"() {
    "use strict";
    import_node_fs8 = require("node:fs");
    init_env();
    S_IFMT = 61440;
    S_IFREG = 32768;
    S_IFDIR = 16384;
    MODE = 1;
    SIZE = 8;
    MTIME_S = 12;
    MTIME_NS = 13;
    STATSYNC_CALL = /binding\.stat\(\s*pathModule\.toNamespacedPath\(path\),\s*options\.bigint,\s*undefined,\s*options\.throwIfNoEntry,?\s*\)/;
    checked = false;
  }
});

// src/repo/git-listing-cache.ts
function fileStat(path) {
  try {
    const st = statLite(path);
    return [st.size, st.mtimeMs];
  } catch {
    return [-1, 0];
  }
}
function gitDirs(root) {
  const dotGit = (0, import_node_path12.join)(root, ".git");
  let gitDir;
  try {
    const st = statLite(dotGit);
    if (st.isDirectory) gitDir = dotGit;
    else {
      const m = /^gitdir: (.+)$/m.exec((0, import_node_fs9.readFileSync)(dotGit, "utf8"));
      if (!m) return void 0;
      gitDir = (0, import_node_path12.isAbsolute)(m[1].trim()) ? m[1].trim() : (0, import_node_path12.resolve)(root, m[1].trim());
    }
  } catch {
    return void 0;
  }
  let commonDir = gitDir;
  try {
    const c = (0, import_node_fs9.readFileSync)((0, import_node_path12.join)(gitDir, "commondir"), "utf8").trim();
    if (c) commonDir = (0, import_node_path12.isAbsolute)(c) ? c : (0, import_node_path12.resolve)(gitDir, c);
  } catch {
  }
  return { gitDir, commonDir };
}
function configFiles(g, env) {
  return [(0, import_node_path12.join)(g.commonDir, "config"), (0, import_node_path12.join)(g.gitDir, "config.worktree"), (0, import_node_path12.join)(env.home, ".gitconfig"), (0, import_node_path12.join)(env.xdgConfigHome, "git", "config"), "/etc/gitconfig"];
}
function watchListing(root, skipDir, env = resolveGitEnv()) {
  if (env.steered) return void 0;
  const g = gitDirs(root);
  if (!g) return void 0;
  const configs = configFiles(g, env);
  for (const f of configs) {
    try {
      if (/excludesfile/i.test((0, import_node_fs9.readFileSync)(f, "utf8"))) return void 0;
    } catch {
    }
  }
  const files = [(0, import_node_path12.join)(g.gitDir, "index"), (0, import_node_path12.join)(g.commonDir, "info", "exclude"), (0, import_node_path12.join)(env.xdgConfigHome, "git", "ignore"), ...configs];
  const dirs = [root];
  const dirMtimes = [];
  for (let i = 0; i < dirs.length; i++) {
    if (dirs.length > MAX_DIRS) return void 0;
    let entries;
    try {
      dirMtimes.push(statLite(dirs[i]).mtimeMs);
      entries = (0, import_node_fs9.readdirSync)(dirs[i], { withFileTypes: true });
    } catch {
      return void 0;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (e.name !== ".git" && !skipDir(e.name)) dirs.push((0, import_node_path12.join)(dirs[i], e.name));
      } else if (e.name === ".gitignore") files.push((0, import_node_path12.join)(dirs[i], e.name));
    }
  }
  return { dirs, dirMtimes, files, fileStats: files.map(fileStat) };
}
function readListing(root, env = resolveGitEnv()) {
  if (env.steered) return void 0;
  const e = readJsonEntry(cacheDir("git-listing"), keyOf(root), (v) => v?.version === FORMAT && v.root === root && Array.isArray(v.dirs) && Array.isArray(v.files) && typeof v.listed === "string" && v.dirs.length === v.dirMtimes?.length && v.files.length === v.fileStats?.length);
  if (!e) return void 0;
  for (let i = 0; i < e.dirs.length; i++) {
    let t;
    try {
      t = statLite(e.dirs[i]).mtimeMs;
    } catch {
      return void 0;
    }
    if (t !== e.dirMtimes[i]) return void 0;
  }
  for (let i = 0; i < e.files.length; i++) {
    const [size, t] = fileStat(e.files[i]);
    if (size !== e.fileStats[i][0] || t !== e.fileStats[i][1]) return void 0;
  }
  return e.listed === "" ? [] : e.listed.split("\0");
}
function storeListing(root, watch, startedMs, listed) {
  let newest = 0;
  for (const t of watch.dirMtimes) if (t > newest) newest = t;
  for (const [, t] of watch.fileStats) if (t > newest) newest = t;
  if (newest >= startedMs - RACY_MS) return;
  const e = { version: FORMAT, root, ...watch, listed: listed.join("\0") };
  writeJsonEntry(cacheDir("git-listing"), keyOf(root), e, MAX_ENTRIES);
}
var import_node_fs9, import_node_crypto5, import_node_path12, FORMAT, MAX_ENTRIES, RACY_MS, MAX_DIRS, keyOf;
var init_git_listing_cache = __esm({
  "src/repo/git-listing-cache.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs");
    import_node_crypto5 = require("node:crypto");
    import_node_path12 = require("node:path");
    init_paths2();
    init_json_cache();
    init_stat_lite();
    init_env();
    FORMAT = 1;
    MAX_ENTRIES = 32;
    RACY_MS = 2e3;
    MAX_DIRS = 2e4;
    keyOf = (root) => (0, import_node_crypto5.createHash)("sha1").update(root).digest("hex");
  }
});

// src/repo/walk.ts
function ignore() {
  ignoreFactory ??= createRequire(__ckImportMetaUrl)("ignore");
  return ignoreFactory();
}
function isExcludedName(name, dirs) {
  return dirs.has(name) || name.endsWith(".egg-info");
}
function gitTop(root) {
  let dir = root;
  for (; ; ) {
    if ((0, import_node_fs10.existsSync)((0, import_node_path13.join)(dir, ".git"))) return true;
    const parent = (0, import_node_path13.join)(dir, "..");
    if (parent === dir) return false;
    dir = parent;
  }
}
function gitPaths(stdout2) {
  const out3 = stdout2.toString("utf8").split("\0");
  if (out3.length && out3[out3.length - 1] === "") out3.pop();
  return out3;
}
function gitList(root) {
  const res = childProcess().spawnSync("git", GIT_LS_FILES, { cwd: root, maxBuffer: 1 << 30, encoding: "buffer" });
  if (res.status !== 0 || !res.stdout) return null;
  return gitPaths(res.stdout);
}
function gitListAsync(root) {
  return new Promise((resolve2) => {
    const chunks = [];
    let child;
    try {
      child = childProcess().spawn("git", GIT_LS_FILES, { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      resolve2(null);
      return;
    }
    child.stdout.on("data", (d) => chunks.push(d));
    child.on("error", () => resolve2(null));
    child.on("close", (code) => resolve2(code === 0 ? gitPaths(Buffer.concat(chunks)) : null));
  });
}
function walkRepo(root, opts = {}) {
  if (opts.whole || !gitTop(root)) return finishWalk(root, opts, null);
  const kept = keepsListing(opts) ? readListing(root) : void 0;
  if (kept) return finishWalk(root, opts, kept);
  const started = Date.now();
  const watch = keepsListing(opts) ? watchListing(root, skipper(opts)) : void 0;
  const listed = gitList(root);
  if (listed && watch) storeListing(root, watch, started, listed);
  return finishWalk(root, opts, listed);
}
function walkRepoAsync(root, opts = {}) {
  if (opts.whole || !gitTop(root)) return Promise.resolve(finishWalk(root, opts, null));
  const kept = keepsListing(opts) ? readListing(root) : void 0;
  if (kept) return Promise.resolve(finishWalk(root, opts, kept));
  const started = Date.now();
  const pending = gitListAsync(root);
  const watch = keepsListing(opts) ? watchListing(root, skipper(opts)) : void 0;
  return pending.then((listed) => {
    if (listed && watch) storeListing(root, watch, started, listed);
    return finishWalk(root, opts, listed);
  });
}
function keepsListing(opts) {
  return !opts.include?.length;
}
function skipper(opts) {
  const dirs = resolveExcludedDirs(opts);
  return (name) => isExcludedName(name, dirs);
}
function finishWalk(root, opts, listed) {
  const dirs = resolveExcludedDirs(opts);
  const extra = opts.exclude?.length ? ignore().add([...opts.exclude]) : null;
  const result = { paths: [], mode: "fs", ignored: 0, unreadable: 0, symlinkLoop: 0 };
  if (listed) {
    result.mode = "git";
    for (const p of listed) {
      const parts = p.split("/");
      let skip = false;
      for (let i = 0; i < parts.length - 1; i++) if (isExcludedName(parts[i], dirs)) {
        skip = true;
        break;
      }
      if (skip || extra && extra.ignores(p)) {
        result.ignored++;
        continue;
      }
      result.paths.push(p);
    }
  } else {
    let real = root;
    try {
      real = (0, import_node_fs10.realpathSync)(root);
    } catch {
    }
    walkFs(root, "", [], dirs, extra, result, /* @__PURE__ */ new Set(), real, opts.whole === true);
  }
  result.paths.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  return result;
}
function walkFs(root, rel, scopes, dirs, extra, out3, seen, real, whole) {
  const abs = rel ? root.endsWith("/") ? root + rel : `${root}/${rel}` : root;
  if (seen.has(real)) {
    out3.symlinkLoop++;
    return;
  }
  seen.add(real);
  let entries;
  try {
    entries = (0, import_node_fs10.readdirSync)(abs, { withFileTypes: true });
  } catch {
    out3.unreadable++;
    seen.delete(real);
    return;
  }
  let local = scopes;
  if (!whole && entries.some((e) => e.name === ".gitignore")) {
    try {
      const ig = ignore().add((0, import_node_fs10.readFileSync)((0, import_node_path13.join)(abs, ".gitignore"), "utf8"));
      local = [...scopes, { base: rel, ig }];
    } catch {
    }
  }
  for (const e of entries) {
    const name = e.name;
    const path = rel ? `${rel}/${name}` : name;
    let isDir = e.isDirectory();
    let childReal = "";
    if (e.isSymbolicLink()) {
      try {
        isDir = (0, import_node_fs10.statSync)((0, import_node_path13.join)(abs, name)).isDirectory();
        if (isDir) childReal = (0, import_node_fs10.realpathSync)((0, import_node_path13.join)(abs, name));
      } catch (err) {
        if (err.code === "ELOOP") out3.symlinkLoop++;
        else out3.unreadable++;
        continue;
      }
    }
    if (isDir && !whole && isExcludedName(name, dirs)) {
      out3.ignored++;
      continue;
    }
    if (ignoredBy(local, path, isDir) || extra && extra.ignores(isDir ? `${path}/` : path)) {
      out3.ignored++;
      continue;
    }
    if (isDir) walkFs(root, path, local, dirs, extra, out3, seen, childReal || (real.endsWith(import_node_path13.sep) ? real : real + import_node_path13.sep) + name, whole);
    else if (e.isFile() || e.isSymbolicLink()) out3.paths.push(path);
  }
  seen.delete(real);
}
function ignoredBy(scopes, path, isDir) {
  for (const s3 of scopes) {
    const sub = s3.base ? path.slice(s3.base.length + 1) : path;
    if (s3.ig.ignores(isDir ? `${sub}/` : sub)) return true;
  }
  return false;
}
var import_node_fs10, import_node_path13, ignoreFactory, GIT_LS_FILES;
var init_walk = __esm({
  "src/repo/walk.ts"() {
    "use strict";
    import_node_fs10 = require("node:fs");
    import_node_path13 = require("node:path");
    init_node_module();
    init_options2();
    init_child_process();
    init_git_listing_cache();
    init_options2();
    ignoreFactory = null;
    GIT_LS_FILES = ["ls-files", "-co", "--exclude-standard", "-z"];
  }
});

// src/repo/lang.ts
function extOf(path) {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  return dot > slash + 1 ? path.slice(dot).toLowerCase() : "";
}
function langOf(path) {
  return BY_EXT[extOf(path)] ?? "other";
}
function binaryByExtension(path) {
  return BINARY_EXT.has(extOf(path));
}
var BY_EXT, BINARY_EXT;
var init_lang = __esm({
  "src/repo/lang.ts"() {
    "use strict";
    BY_EXT = {
      ".py": "python",
      ".pyi": "python",
      ".js": "js",
      ".mjs": "js",
      ".cjs": "js",
      ".jsx": "js",
      ".ts": "ts",
      ".mts": "ts",
      ".cts": "ts",
      ".tsx": "ts"
    };
    BINARY_EXT = /* @__PURE__ */ new Set([
      ".so",
      ".dylib",
      ".dll",
      ".exe",
      ".o",
      ".a",
      ".lib",
      ".pyc",
      ".pyo",
      ".pyd",
      ".class",
      ".jar",
      ".wasm",
      ".png",
      ".jpg",
      ".jpeg",
      ".gif",
      ".bmp",
      ".ico",
      ".webp",
      ".tiff",
      ".psd",
      ".pdf",
      ".zip",
      ".gz",
      ".tgz",
      ".bz2",
      ".xz",
      ".zst",
      ".7z",
      ".rar",
      ".whl",
      ".egg",
      ".pkl",
      ".pickle",
      ".npy",
      ".npz",
      ".parquet",
      ".feather",
      ".h5",
      ".hdf5",
      ".sqlite",
      ".db",
      ".xlsx",
      ".xls",
      ".mp3",
      ".mp4",
      ".wav",
      ".ogg",
      ".mov",
      ".avi",
      ".ttf",
      ".otf",
      ".woff",
      ".woff2",
      ".eot",
      ".bin",
      ".dat"
    ]);
  }
});

// src/repo/tree-state.ts
function statTree(abs, walk, o, skipped) {
  const under = (dir, p) => dir.endsWith(import_node_path14.sep) ? dir + p : dir + import_node_path14.sep + p;
  const candidates = walk.paths.map((p) => ({ path: p, abs: under(abs, p) }));
  for (const dep of o.dependencyRoots) {
    const w = walkRepo(dep, { whole: true });
    skipped.unreadable += w.unreadable;
    skipped.symlinkLoop += w.symlinkLoop;
    const relRoot = toPosix((0, import_node_path14.relative)(abs, dep));
    const prefix = relRoot.startsWith("..") ? toPosix(dep) : relRoot;
    for (const p of w.paths) candidates.push({ path: `${prefix}/${p}`, abs: under(dep, p) });
  }
  const entries = [];
  for (const c of candidates) {
    if (binaryByExtension(c.path)) {
      skipped.binary++;
      continue;
    }
    let st;
    try {
      st = statLite(c.abs);
    } catch (err) {
      const code = err.code;
      if (code === "ELOOP") skipped.symlinkLoop++;
      else if (code !== "ENOENT") skipped.unreadable++;
      continue;
    }
    if (!st.isFile) continue;
    if (st.size > o.maxFileBytes) {
      skipped.tooLarge++;
      continue;
    }
    entries.push({ path: c.path, abs: c.abs, lang: langOf(c.path), size: st.size, mtimeMs: st.mtimeMs });
  }
  return entries.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}
function treeFingerprint(entries) {
  const stats = new Float64Array(2 * entries.length);
  const paths = new Array(entries.length);
  entries.forEach((e, i) => {
    paths[i] = e.path;
    stats[2 * i] = e.size;
    stats[2 * i + 1] = e.mtimeMs;
  });
  return (0, import_node_crypto6.createHash)("sha1").update(paths.join("\0")).update(new Uint8Array(stats.buffer)).digest("hex");
}
function walkTree(abs, o) {
  return walkRepoAsync(abs, { exclude: o.exclude, include: o.include, whole: o.wholeTree });
}
function setTreeState(index, state) {
  states.set(index, state);
}
var import_node_crypto6, import_node_path14, states;
var init_tree_state = __esm({
  "src/repo/tree-state.ts"() {
    "use strict";
    import_node_crypto6 = require("node:crypto");
    import_node_path14 = require("node:path");
    init_walk();
    init_lang();
    init_paths();
    init_stat_lite();
    states = /* @__PURE__ */ new WeakMap();
  }
});

// src/kernels/js/sha.ts
function padded(data) {
  const len = data.length;
  const total = (len + 8 >>> 6) + 1 << 6;
  const buf = new Uint8Array(total);
  buf.set(data);
  buf[len] = 128;
  const view = new DataView(buf.buffer);
  view.setUint32(total - 8, Math.floor(len / 536870912));
  view.setUint32(total - 4, len << 3 >>> 0);
  return view;
}
function hex(words) {
  let s3 = "";
  for (const w of words) s3 += w.toString(16).padStart(8, "0");
  return s3;
}
function sha1HexJs(data) {
  const m = padded(data);
  const h = new Uint32Array([1732584193, 4023233417, 2562383102, 271733878, 3285377520]);
  const w = new Int32Array(80);
  for (let p = 0; p < m.byteLength; p += 64) {
    for (let t = 0; t < 16; t++) w[t] = m.getInt32(p + 4 * t);
    for (let t = 16; t < 80; t++) w[t] = rotl(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
    let a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
    for (let t = 0; t < 80; t++) {
      let f, k;
      if (t < 20) [f, k] = [b & c | ~b & d, 1518500249];
      else if (t < 40) [f, k] = [b ^ c ^ d, 1859775393];
      else if (t < 60) [f, k] = [b & c | b & d | c & d, 2400959708];
      else [f, k] = [b ^ c ^ d, 3395469782];
      const tmp = rotl(a, 5) + f + e + k + w[t] | 0;
      e = d;
      d = c;
      c = rotl(b, 30);
      b = a;
      a = tmp;
    }
    h[0] = h[0] + a;
    h[1] = h[1] + b;
    h[2] = h[2] + c;
    h[3] = h[3] + d;
    h[4] = h[4] + e;
  }
  return hex(h);
}
function sha256HexJs(data) {
  const m = padded(data);
  const h = new Uint32Array([1779033703, 3144134277, 1013904242, 2773480762, 1359893119, 2600822924, 528734635, 1541459225]);
  const w = new Int32Array(64);
  for (let p = 0; p < m.byteLength; p += 64) {
    for (let t = 0; t < 16; t++) w[t] = m.getInt32(p + 4 * t);
    for (let t = 16; t < 64; t++) {
      const w15 = w[t - 15], w2 = w[t - 2];
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ w15 >>> 3;
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ w2 >>> 10;
      w[t] = w[t - 16] + s0 + w[t - 7] + s1 | 0;
    }
    let a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (let t = 0; t < 64; t++) {
      const S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch3 = e & f ^ ~e & g;
      const t1 = hh + S1 + ch3 + K256[t] + w[t] | 0;
      const S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const maj = a & b ^ a & c ^ b & c;
      hh = g;
      g = f;
      f = e;
      e = d + t1 | 0;
      d = c;
      c = b;
      b = a;
      a = t1 + S0 + maj | 0;
    }
    h[0] = h[0] + a;
    h[1] = h[1] + b;
    h[2] = h[2] + c;
    h[3] = h[3] + d;
    h[4] = h[4] + e;
    h[5] = h[5] + f;
    h[6] = h[6] + g;
    h[7] = h[7] + hh;
  }
  return hex(h);
}
var K256, rotl, rotr;
var init_sha = __esm({
  "src/kernels/js/sha.ts"() {
    "use strict";
    K256 = new Uint32Array([
      1116352408,
      1899447441,
      3049323471,
      3921009573,
      961987163,
      1508970993,
      2453635748,
      2870763221,
      3624381080,
      310598401,
      607225278,
      1426881987,
      1925078388,
      2162078206,
      2614888103,
      3248222580,
      3835390401,
      4022224774,
      264347078,
      604807628,
      770255983,
      1249150122,
      1555081692,
      1996064986,
      2554220882,
      2821834349,
      2952996808,
      3210313671,
      3336571891,
      3584528711,
      113926993,
      338241895,
      666307205,
      773529912,
      1294757372,
      1396182291,
      1695183700,
      1986661051,
      2177026350,
      2456956037,
      2730485921,
      2820302411,
      3259730800,
      3345764771,
      3516065817,
      3600352804,
      4094571909,
      275423344,
      430227734,
      506948616,
      659060556,
      883997877,
      958139571,
      1322822218,
      1537002063,
      1747873779,
      1955562222,
      2024104815,
      2227730452,
      2361852424,
      2428436474,
      2756734187,
      3204031479,
      3329325298
    ]);
    rotl = (x, n3) => x << n3 | x >>> 32 - n3;
    rotr = (x, n3) => x >>> n3 | x << 32 - n3;
  }
});

// src/kernels/options.ts
function resolveShaOptions(opts) {
  return { impl: opts.impl ?? DEFAULT_SHA_IMPL };
}
var import_node_url4, DEFAULT_SHA_IMPL, KERNEL_WORKER, STRIP_POOL_MIN_BYTES, POOL_CHUNK_BYTES;
var init_options3 = __esm({
  "src/kernels/options.ts"() {
    "use strict";
    import_node_url4 = require("node:url");
    DEFAULT_SHA_IMPL = "node";
    KERNEL_WORKER = (0, import_node_url4.fileURLToPath)(new URL("../../workers/kernels.js", __ckImportMetaUrl));
    STRIP_POOL_MIN_BYTES = 256 << 20;
    POOL_CHUNK_BYTES = 8 << 20;
  }
});

// src/kernels/sha.ts
function toBytes(data) {
  return typeof data === "string" ? utf8.encode(data) : data;
}
function wasmHex(bytes2, algo) {
  return slot.run((k) => {
    const ptr = k.alloc(bytes2.length);
    new Uint8Array(k.memory.buffer, ptr, bytes2.length).set(bytes2);
    const at = algo === "sha1" ? k.sha1(bytes2.length) : k.sha256(bytes2.length);
    const hex2 = Buffer.from(k.memory.buffer, at, algo === "sha1" ? 20 : 32).toString("hex");
    slot.doneWith(k);
    return hex2;
  }, () => "", true);
}
function digest(data, algo, impl) {
  if (impl === "node") return oneShot ? oneShot(algo, data, "hex") : crypto.createHash(algo).update(data).digest("hex");
  const bytes2 = toBytes(data);
  if (impl === "js") return algo === "sha1" ? sha1HexJs(bytes2) : sha256HexJs(bytes2);
  return wasmHex(bytes2, algo);
}
function sha1Hex(data, opts = {}) {
  return digest(data, "sha1", resolveShaOptions(opts).impl);
}
var crypto, slot, utf8, oneShot;
var init_sha2 = __esm({
  "src/kernels/sha.ts"() {
    "use strict";
    crypto = __toESM(require("node:crypto"), 1);
    init_wasm();
    init_sha();
    init_options3();
    init_options3();
    slot = new KernelSlot("sha", 64 << 20, 0);
    utf8 = new TextEncoder();
    oneShot = typeof crypto.hash === "function" ? crypto.hash : void 0;
  }
});

// src/kernels/layouts.ts
var LEX_DEFS_PTR, LEX_DEFS_LEN, LEX_IMPORTS_PTR, LEX_DECORATORS_PTR, LEX_DECORATORS_LEN, LEX_DYNAMIC_PTR, LEX_DYNAMIC_COUNT, LEX_RECORD_COUNT, LEX_RECORDS_PTR, PYR_IN_PATHS, PYR_IN_ROOTS, PYR_IN_SELF_LEN, PYR_IN_TODO, PYR_IN_TEXT_LEN, PYR_IN_RESERVED, PYR_IN_HEADER_BYTES, PYR_OUT_QUADS_PTR, PYR_OUT_QUAD_COUNT, PYR_OUT_STATUS_PTR, PYR_OUT_EXTERNALS_LEN, PYR_OUT_SLOTS, STRIP_HEADER_SLOTS, HEADER_BYTES;
var init_layouts = __esm({
  "src/kernels/layouts.ts"() {
    "use strict";
    LEX_DEFS_PTR = 0;
    LEX_DEFS_LEN = 1;
    LEX_IMPORTS_PTR = 2;
    LEX_DECORATORS_PTR = 4;
    LEX_DECORATORS_LEN = 5;
    LEX_DYNAMIC_PTR = 6;
    LEX_DYNAMIC_COUNT = 7;
    LEX_RECORD_COUNT = 8;
    LEX_RECORDS_PTR = 9;
    PYR_IN_PATHS = 0;
    PYR_IN_ROOTS = 1;
    PYR_IN_SELF_LEN = 2;
    PYR_IN_TODO = 3;
    PYR_IN_TEXT_LEN = 4;
    PYR_IN_RESERVED = 5;
    PYR_IN_HEADER_BYTES = 24;
    PYR_OUT_QUADS_PTR = 0;
    PYR_OUT_QUAD_COUNT = 1;
    PYR_OUT_STATUS_PTR = 2;
    PYR_OUT_EXTERNALS_LEN = 3;
    PYR_OUT_SLOTS = 4;
    STRIP_HEADER_SLOTS = 5;
    HEADER_BYTES = STRIP_HEADER_SLOTS * 4;
  }
});

// src/repo/lex/records.ts
var REC, PY_IMPORT, PY_FROM, PY_NAME, PY_DYNCONST, PY_DYNIMPORT, PY_GETATTR, PY_DECORATOR, PY_DEF, F_COND, F_LAZY, F_TC, PD_FUNCTION, PD_CLASS, PD_VARIABLE, JS_IMPORT, JS_DYNAMIC, JS_EVENT, JS_DEF, JK_STATIC, JK_TYPE, JK_REEXPORT, JK_SIDE_EFFECT, JK_DYNAMIC_CONST, JK_REQUIRE, JD_FUNCTION, JD_CLASS, JD_VARIABLE, JD_CONST, JD_INTERFACE, JD_TYPE, JD_ENUM;
var init_records = __esm({
  "src/repo/lex/records.ts"() {
    "use strict";
    REC = 6;
    PY_IMPORT = 1;
    PY_FROM = 2;
    PY_NAME = 3;
    PY_DYNCONST = 4;
    PY_DYNIMPORT = 5;
    PY_GETATTR = 6;
    PY_DECORATOR = 7;
    PY_DEF = 8;
    F_COND = 1;
    F_LAZY = 2;
    F_TC = 4;
    PD_FUNCTION = 1;
    PD_CLASS = 2;
    PD_VARIABLE = 3;
    JS_IMPORT = 1;
    JS_DYNAMIC = 2;
    JS_EVENT = 3;
    JS_DEF = 4;
    JK_STATIC = 1;
    JK_TYPE = 2;
    JK_REEXPORT = 3;
    JK_SIDE_EFFECT = 4;
    JK_DYNAMIC_CONST = 5;
    JK_REQUIRE = 6;
    JD_FUNCTION = 1;
    JD_CLASS = 2;
    JD_VARIABLE = 3;
    JD_CONST = 4;
    JD_INTERFACE = 5;
    JD_TYPE = 6;
    JD_ENUM = 7;
  }
});

// src/repo/lex/charclass.ts
var CC_PY_START, CC_PY_ID, CC_JS_START, CC_JS_ID, CHAR_CLASS, K_NEWLINE, K_SPACE, K_HASH, K_BACKSLASH, K_QUOTE, K_DIGIT, K_OPEN, K_CLOSE, K_SEMICOLON, K_COLON, K_DOT, K_AT, PY_BYTE_KIND, J_NEWLINE, J_SPACE, J_SLASH, J_QUOTE, J_BACKTICK, J_DIGIT, J_OPEN, J_RBRACE, J_CLOSE, J_SEMICOLON, J_DOT, J_PLUSMINUS, JS_BYTE_KIND;
var init_charclass = __esm({
  "src/repo/lex/charclass.ts"() {
    "use strict";
    CC_PY_START = 1;
    CC_PY_ID = 2;
    CC_JS_START = 4;
    CC_JS_ID = 8;
    CHAR_CLASS = (() => {
      const t = new Uint8Array(256);
      for (let c = 0; c < 256; c++) {
        const start = c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c >= 128;
        const digit = c >= 48 && c <= 57;
        let k = 0;
        if (start) k |= CC_PY_START | CC_PY_ID | CC_JS_START | CC_JS_ID;
        if (digit) k |= CC_PY_ID | CC_JS_ID;
        if (c === 36) k |= CC_JS_START | CC_JS_ID;
        t[c] = k;
      }
      return t;
    })();
    K_NEWLINE = 1;
    K_SPACE = 2;
    K_HASH = 3;
    K_BACKSLASH = 4;
    K_QUOTE = 5;
    K_DIGIT = 6;
    K_OPEN = 7;
    K_CLOSE = 8;
    K_SEMICOLON = 9;
    K_COLON = 10;
    K_DOT = 11;
    K_AT = 12;
    PY_BYTE_KIND = (() => {
      const t = new Uint8Array(256);
      t[10] = K_NEWLINE;
      t[9] = K_SPACE;
      t[13] = K_SPACE;
      t[12] = K_SPACE;
      t[32] = K_SPACE;
      t[35] = K_HASH;
      t[92] = K_BACKSLASH;
      t[39] = K_QUOTE;
      t[34] = K_QUOTE;
      for (let c = 48; c <= 57; c++) t[c] = K_DIGIT;
      t[40] = K_OPEN;
      t[91] = K_OPEN;
      t[123] = K_OPEN;
      t[41] = K_CLOSE;
      t[93] = K_CLOSE;
      t[125] = K_CLOSE;
      t[59] = K_SEMICOLON;
      t[58] = K_COLON;
      t[46] = K_DOT;
      t[64] = K_AT;
      return t;
    })();
    J_NEWLINE = 1;
    J_SPACE = 2;
    J_SLASH = 3;
    J_QUOTE = 4;
    J_BACKTICK = 5;
    J_DIGIT = 6;
    J_OPEN = 7;
    J_RBRACE = 8;
    J_CLOSE = 9;
    J_SEMICOLON = 10;
    J_DOT = 11;
    J_PLUSMINUS = 12;
    JS_BYTE_KIND = (() => {
      const t = new Uint8Array(256);
      t[10] = J_NEWLINE;
      t[9] = J_SPACE;
      t[13] = J_SPACE;
      t[12] = J_SPACE;
      t[11] = J_SPACE;
      t[32] = J_SPACE;
      t[47] = J_SLASH;
      t[39] = J_QUOTE;
      t[34] = J_QUOTE;
      t[96] = J_BACKTICK;
      for (let c = 48; c <= 57; c++) t[c] = J_DIGIT;
      t[123] = J_OPEN;
      t[40] = J_OPEN;
      t[91] = J_OPEN;
      t[125] = J_RBRACE;
      t[41] = J_CLOSE;
      t[93] = J_CLOSE;
      t[59] = J_SEMICOLON;
      t[46] = J_DOT;
      t[43] = J_PLUSMINUS;
      t[45] = J_PLUSMINUS;
      return t;
    })();
  }
});

// src/repo/lex/py-twin.ts
function ch(p) {
  return p < n ? s[p] : 0;
}
function emit(type, ln, a, b, c, d) {
  if (outLen + REC > out.length) {
    const bigger = new Int32Array(out.length * 2);
    bigger.set(out);
    out = bigger;
  }
  const at = outLen;
  out[at] = type;
  out[at + 1] = ln;
  out[at + 2] = a;
  out[at + 3] = b;
  out[at + 4] = c;
  out[at + 5] = d;
  outLen += REC;
  return at / REC;
}
function isIdStart(c) {
  return (CHAR_CLASS[c] & CC_PY_START) !== 0;
}
function isId(c) {
  return (CHAR_CLASS[c] & CC_PY_ID) !== 0;
}
function findByte(p, x) {
  if (p >= n) return p;
  const i = s.indexOf(x, p);
  return i < 0 ? n : i;
}
function findAny4(p, a, b, c, d) {
  while (p < n) {
    const x = s[p];
    if (x === a || x === b || x === c || x === d) return p;
    p++;
  }
  return p;
}
function skipSpaces(p) {
  while (p < n && s[p] === 32) p++;
  return p;
}
function findCounting(p, a, b, c) {
  let lines = 0;
  while (p < n) {
    const x = s[p];
    if (x === a || x === b || x === c) break;
    if (x === 10) lines++;
    p++;
  }
  scanLines = lines;
  return p;
}
function readIdent(p) {
  while (p < n && isId(s[p])) p++;
  return p;
}
function word(a, b, w) {
  if (b - a !== w.length) return false;
  for (let i = 0; i < w.length; i++) if (s[a + i] !== w.charCodeAt(i)) return false;
  return true;
}
function isStringPrefix(a, b) {
  const len = b - a;
  if (len < 1 || len > 2) return false;
  for (let i = a; i < b; i++) {
    const c = s[i] | 32;
    if (c !== 114 && c !== 98 && c !== 117 && c !== 102 && c !== 116) return false;
  }
  return true;
}
function prefixHasF(a, b) {
  for (let i = a; i < b; i++) {
    const c = s[i] | 32;
    if (c === 102 || c === 116) return true;
  }
  return false;
}
function skipInline(p) {
  while (p < n) {
    const c = s[p];
    if (c === 32 || c === 9 || c === 12) p++;
    else if (c === 92 && ch(p + 1) === 10) {
      p += 2;
      line++;
    } else if (c === 92 && ch(p + 1) === 13 && ch(p + 2) === 10) {
      p += 3;
      line++;
    } else if (c === 92 && ch(p + 1) === 13) p += 2;
    else break;
  }
  return p;
}
function peekInline(p) {
  const saved = line;
  const q = skipInline(p);
  line = saved;
  return q;
}
function skipMulti(p) {
  while (p < n) {
    const c = s[p];
    if (c === 32 || c === 9 || c === 12 || c === 13) p++;
    else if (c === 10) {
      p++;
      line++;
    } else if (c === 92 && (ch(p + 1) === 10 || ch(p + 1) === 13)) p++;
    else if (c === 35) p = findByte(p, 10);
    else break;
  }
  return p;
}
function readDotted(p) {
  let e = p;
  while (p < n && isIdStart(s[p])) {
    p = readIdent(p);
    e = p;
    if (ch(p) === 46 && isIdStart(ch(p + 1))) p++;
    else break;
  }
  return e;
}
function lineEnd(p) {
  let e = p;
  const cap = p + 160;
  while (e < n && e < cap && s[e] !== 10 && s[e] !== 13) e++;
  return e;
}
function skipFExpr(p, triple) {
  let depth2 = 0;
  while (p < n) {
    const c = s[p];
    if (c === 39 || c === 34) {
      p = skipString(p, false);
      continue;
    }
    if (isIdStart(c)) {
      const e = readIdent(p);
      const q = ch(e);
      if ((q === 39 || q === 34) && isStringPrefix(p, e)) p = skipString(e, prefixHasF(p, e));
      else p = e;
      continue;
    }
    if (c === 10) {
      if (!triple) return p;
      line++;
    } else if (c === 123 || c === 40 || c === 91) depth2++;
    else if (c === 125) {
      if (depth2 === 0) return p + 1;
      depth2--;
    } else if (c === 41 || c === 93) {
      if (depth2 > 0) depth2--;
    }
    p++;
  }
  return p;
}
function skipString(p, isF) {
  const q = s[p];
  if (ch(p + 1) === q && ch(p + 2) === q) {
    p += 3;
    const stop2 = isF ? 123 : q;
    while (p < n) {
      p = findCounting(p, 92, q, stop2);
      line += scanLines;
      if (p >= n) break;
      const c = s[p];
      if (c === 92) {
        if (ch(p + 1) === 10) line++;
        p += 2;
      } else if (c === q && ch(p + 1) === q && ch(p + 2) === q) return p + 3;
      else if (isF && c === 123) {
        if (ch(p + 1) === 123) p += 2;
        else p = skipFExpr(p + 1, true);
      } else p++;
    }
    return n;
  }
  p++;
  const stop = isF ? 123 : q;
  while (p < n) {
    p = findAny4(p, q, 92, 10, stop);
    if (p >= n) break;
    const c = s[p];
    if (c === q) return p + 1;
    if (c === 92) {
      const d = ch(p + 1);
      if (d === 10) line++;
      else if (d === 13 && ch(p + 2) === 10) {
        line++;
        p++;
      }
      p += 2;
    } else if (c === 10) return p;
    else if (isF && c === 123) {
      if (ch(p + 1) === 123) p += 2;
      else p = skipFExpr(p + 1, false);
    } else p++;
  }
  return n;
}
function blockFlags() {
  let f = 0;
  for (let i = 0; i < bTop; i++) {
    const k = bKind[i];
    if (k === B_FUNC) f |= F_LAZY;
    else if (k === B_TC) f |= F_TC;
    else if (k === B_COND) f |= F_COND;
  }
  return f;
}
function inFunction() {
  for (let i = 0; i < bTop; i++) if (bKind[i] === B_FUNC) return true;
  return false;
}
function enclosingClassDef() {
  for (let i = bTop - 1; i >= 0; i--) if (bKind[i] === B_CLASS) return bDef[i];
  return -1;
}
function pushBlock(kind, def) {
  if (bTop >= MAX_BLOCKS) return;
  bIndent[bTop] = curIndent;
  bKind[bTop] = kind;
  bDef[bTop] = def;
  bTop++;
}
function newLogicalLine(indent) {
  while (bTop > 0 && bIndent[bTop - 1] >= indent) {
    bTop--;
    const d = bDef[bTop];
    if (d >= 0) out[d * REC + 2] = lastTokLine;
  }
  curIndent = indent;
  if (!lastStmtWasDeco) pendingDecoLine = 0;
  lastStmtWasDeco = false;
}
function parseImport(p) {
  const flags = blockFlags();
  const ln = line;
  for (; ; ) {
    p = skipInline(p);
    const ms = p;
    p = readDotted(p);
    if (p === ms) return p;
    emit(PY_IMPORT, ln, flags, ms, p, 0);
    p = skipInline(p);
    if (isIdStart(ch(p))) {
      const e = readIdent(p);
      if (word(p, e, "as")) {
        p = skipInline(e);
        p = readIdent(p);
        p = skipInline(p);
      }
    }
    if (ch(p) !== 44) return p;
    p++;
  }
}
function parseFrom(p) {
  const ln = line;
  p = skipInline(p);
  let level = 0;
  while (ch(p) === 46) {
    level++;
    p++;
    p = skipInline(p);
  }
  let ms = p;
  let me = p;
  if (isIdStart(ch(p))) {
    const e = readIdent(p);
    if (!(level > 0 && word(p, e, "import"))) {
      me = readDotted(p);
      p = skipInline(me);
    }
  }
  if (!isIdStart(ch(p))) return p;
  const ke = readIdent(p);
  if (!word(p, ke, "import")) return p;
  if (me === ms) {
    ms = 0;
    me = 0;
  }
  emit(PY_FROM, ln, blockFlags(), ms, me, level);
  p = skipInline(ke);
  const paren = ch(p) === 40;
  if (paren) p++;
  for (; ; ) {
    p = paren ? skipMulti(p) : skipInline(p);
    const c = ch(p);
    if (c === 42) {
      emit(PY_NAME, line, 0, p, p + 1, 0);
      p++;
      break;
    }
    if (!isIdStart(c)) break;
    const ne = readIdent(p);
    emit(PY_NAME, line, 0, p, ne, 0);
    p = paren ? skipMulti(ne) : skipInline(ne);
    if (isIdStart(ch(p))) {
      const e = readIdent(p);
      if (word(p, e, "as")) {
        p = paren ? skipMulti(e) : skipInline(e);
        p = readIdent(p);
        p = paren ? skipMulti(p) : skipInline(p);
      }
    }
    if (ch(p) === 44) {
      p++;
      continue;
    }
    break;
  }
  if (paren) {
    p = skipMulti(p);
    if (ch(p) === 41) p++;
  }
  return p;
}
function defStmt(kwStart, p, kind, kwLine) {
  p = skipInline(p);
  const ns = p;
  const ne = readIdent(p);
  const start = pendingDecoLine > 0 ? pendingDecoLine : kwLine;
  pendingDecoLine = 0;
  let def = -1;
  if (ne > ns && !inFunction()) {
    const parent = enclosingClassDef();
    def = emit(PY_DEF, start, line, ns, ne, kind | parent + 1 << 4);
  }
  pushBlock(kind === PD_CLASS ? B_CLASS : B_FUNC, def);
  if (ne > ns) return ne;
  line = kwLine;
  return kwStart + 1;
}
function constStringArg(p) {
  const saved = line;
  p = skipMulti(p);
  let c = ch(p);
  if (isIdStart(c)) {
    const e2 = readIdent(p);
    const q = ch(e2);
    if (!((q === 39 || q === 34) && isStringPrefix(p, e2) && !prefixHasF(p, e2))) {
      line = saved;
      return -1;
    }
    p = e2;
    c = q;
  }
  if (c !== 39 && c !== 34) {
    line = saved;
    return -1;
  }
  const e = skipString(p, false);
  const after = skipMulti(e);
  line = saved;
  const d = ch(after);
  if (d === 44 || d === 41) return e;
  return -1;
}
function dynImport(idStart, p) {
  const q = peekInline(p);
  if (ch(q) !== 40) return;
  const saved = line;
  const arg = skipMulti(q + 1);
  const e = constStringArg(q + 1);
  line = saved;
  if (e >= 0) {
    let cs = arg;
    while (cs < e && s[cs] !== 39 && s[cs] !== 34) cs++;
    const c0 = s[cs];
    let qlen = 1;
    if (ch(cs + 1) === c0 && ch(cs + 2) === c0 && e - cs >= 6) qlen = 3;
    emit(PY_DYNCONST, line, blockFlags(), cs + qlen, e - qlen, 0);
  } else {
    emit(PY_DYNIMPORT, line, 0, idStart, lineEnd(idStart), 0);
  }
}
function skipArg(p) {
  const saved = line;
  let depth2 = 0;
  while (p < n) {
    const c = s[p];
    if (c === 39 || c === 34) {
      p = skipString(p, false);
      continue;
    }
    if (isIdStart(c)) {
      const e = readIdent(p);
      const q = ch(e);
      if ((q === 39 || q === 34) && isStringPrefix(p, e)) p = skipString(e, prefixHasF(p, e));
      else p = e;
      continue;
    }
    if (c === 35) {
      p = findByte(p, 10);
      continue;
    }
    if (c === 40 || c === 91 || c === 123) depth2++;
    else if (c === 41 || c === 93 || c === 125) {
      if (depth2 === 0) break;
      depth2--;
    } else if (c === 44 && depth2 === 0) break;
    p++;
  }
  line = saved;
  return p;
}
function getattrCall(idStart, p) {
  const q = peekInline(p);
  if (ch(q) !== 40) return;
  const comma = skipArg(q + 1);
  if (ch(comma) !== 44) return;
  if (constStringArg(comma + 1) >= 0) return;
  emit(PY_GETATTR, line, 0, idStart, lineEnd(idStart), 0);
}
function typeCheckingIf(p) {
  p = peekInline(p);
  let e = readIdent(p);
  if (word(p, e, "typing") || word(p, e, "t")) {
    if (ch(e) !== 46) return false;
    p = e + 1;
    e = readIdent(p);
  }
  if (!word(p, e, "TYPE_CHECKING")) return false;
  p = peekInline(e);
  return ch(p) === 58;
}
function isCompoundKeyword(a, b) {
  return word(a, b, "else") || word(a, b, "try") || word(a, b, "except") || word(a, b, "finally") || word(a, b, "with") || word(a, b, "for") || word(a, b, "while") || word(a, b, "elif");
}
function lexPythonRecords(src) {
  s = src;
  n = src.length;
  line = 1;
  lastTokLine = 1;
  outLen = 0;
  bTop = 0;
  curIndent = 0;
  pendingDecoLine = 0;
  lastStmtWasDeco = false;
  thisStmtIsDeco = false;
  let pos = 0;
  if (n >= 3 && s[0] === 239 && s[1] === 187 && s[2] === 191) pos = 3;
  let depth2 = 0;
  let atLineStart = true;
  let stmtStart = false;
  let compound = false;
  let prevDot = false;
  while (pos < n) {
    if (atLineStart) {
      let p = skipSpaces(pos);
      let ind = p - pos;
      while (p < n) {
        const c3 = s[p];
        if (c3 === 32) ind++;
        else if (c3 === 9) ind = (ind >> 3) + 1 << 3;
        else if (c3 === 12) ind = 0;
        else break;
        p++;
      }
      if (p >= n) break;
      const c2 = s[p];
      if (c2 === 10) {
        line++;
        pos = p + 1;
        continue;
      }
      if (c2 === 13) {
        pos = p + 1;
        continue;
      }
      if (c2 === 35) {
        pos = findByte(p, 10);
        continue;
      }
      if (c2 === 92 && (ch(p + 1) === 10 || ch(p + 1) === 13)) {
        pos = skipInline(p);
        continue;
      }
      pos = p;
      atLineStart = false;
      if (thisStmtIsDeco) lastStmtWasDeco = true;
      thisStmtIsDeco = false;
      newLogicalLine(ind);
      stmtStart = true;
      compound = false;
      prevDot = false;
      continue;
    }
    const c = s[pos];
    if (c === 32) {
      pos++;
      continue;
    }
    if (isIdStart(c)) {
      const start = pos;
      const e = readIdent(pos);
      const q = ch(e);
      if ((q === 39 || q === 34) && isStringPrefix(start, e)) {
        pos = skipString(e, prefixHasF(start, e));
        lastTokLine = line;
        stmtStart = false;
        prevDot = false;
        continue;
      }
      pos = e;
      if (stmtStart && depth2 === 0) {
        stmtStart = false;
        if (word(start, e, "import")) {
          pos = parseImport(e);
          lastTokLine = line;
          continue;
        }
        if (word(start, e, "from")) {
          pos = parseFrom(e);
          lastTokLine = line;
          continue;
        }
        if (word(start, e, "def")) {
          pos = defStmt(start, e, PD_FUNCTION, line);
          lastTokLine = line;
          continue;
        }
        if (word(start, e, "class")) {
          pos = defStmt(start, e, PD_CLASS, line);
          lastTokLine = line;
          continue;
        }
        if (word(start, e, "async")) {
          const p = peekInline(e);
          const e2 = readIdent(p);
          if (word(p, e2, "def")) {
            const asyncLine = line;
            skipInline(e);
            pos = defStmt(start, e2, PD_FUNCTION, asyncLine);
            lastTokLine = line;
            continue;
          }
        }
        if (word(start, e, "if")) {
          pushBlock(typeCheckingIf(e) ? B_TC : B_COND, -1);
          compound = true;
        } else if (isCompoundKeyword(start, e)) {
          pushBlock(B_COND, -1);
          compound = true;
        } else if (bTop === 0 || !inFunctionOrClass()) {
          const p = peekInline(e);
          const d = ch(p);
          if (d === 61 && ch(p + 1) !== 61 || d === 58 && !word(start, e, "match") && !word(start, e, "case") && !word(start, e, "lambda")) {
            const def = emit(PY_DEF, line, line, start, e, PD_VARIABLE);
            pushBlock(B_VAR, def);
          }
        }
      }
      if (!prevDot && (word(start, e, "__import__") || word(start, e, "import_module"))) dynImport(start, e);
      else if (prevDot && word(start, e, "import_module")) dynImport(start, e);
      else if (!prevDot && word(start, e, "getattr")) getattrCall(start, e);
      lastTokLine = line;
      prevDot = false;
      continue;
    }
    switch (PY_BYTE_KIND[c]) {
      case K_NEWLINE:
        line++;
        pos++;
        if (depth2 === 0) atLineStart = true;
        continue;
      case K_SPACE:
        pos++;
        continue;
      case K_HASH:
        pos = findByte(pos, 10);
        continue;
      case K_BACKSLASH:
        if (ch(pos + 1) === 10 || ch(pos + 1) === 13) pos = skipInline(pos);
        else pos++;
        continue;
      case K_QUOTE:
        pos = skipString(pos, false);
        lastTokLine = line;
        stmtStart = false;
        prevDot = false;
        continue;
      case K_DIGIT:
        while (pos < n && (isId(s[pos]) || s[pos] === 46)) pos++;
        lastTokLine = line;
        stmtStart = false;
        prevDot = false;
        continue;
      case K_OPEN:
        depth2++;
        stmtStart = false;
        break;
      case K_CLOSE:
        if (depth2 > 0) depth2--;
        stmtStart = false;
        break;
      case K_SEMICOLON:
        stmtStart = depth2 === 0;
        break;
      case K_COLON:
        stmtStart = depth2 === 0 && compound;
        break;
      case K_DOT:
        lastTokLine = line;
        prevDot = true;
        stmtStart = false;
        pos++;
        continue;
      case K_AT:
        if (stmtStart && depth2 === 0) {
          lastTokLine = line;
          prevDot = false;
          const p = skipInline(pos + 1);
          const e = readDotted(p);
          emit(PY_DECORATOR, line, 0, p, e, lineEnd(pos));
          if (pendingDecoLine === 0) pendingDecoLine = line;
          thisStmtIsDeco = true;
          stmtStart = false;
          pos = e;
          continue;
        }
        stmtStart = false;
        break;
      default:
        stmtStart = false;
    }
    lastTokLine = line;
    prevDot = false;
    pos++;
  }
  newLogicalLine(-1);
  return { records: out.slice(0, outLen), chars: utf16Length(src) };
}
function inFunctionOrClass() {
  for (let i = 0; i < bTop; i++) if (bKind[i] === B_FUNC || bKind[i] === B_CLASS) return true;
  return false;
}
function utf16Length(b) {
  if ((0, import_node_buffer.isAscii)(b)) return b.length;
  let count = 0;
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if ((c & 192) !== 128) count += c >= 240 ? 2 : 1;
  }
  return count;
}
var import_node_buffer, B_FUNC, B_CLASS, B_COND, B_TC, B_VAR, MAX_BLOCKS, s, n, line, lastTokLine, out, outLen, bIndent, bKind, bDef, bTop, curIndent, pendingDecoLine, lastStmtWasDeco, thisStmtIsDeco, scanLines;
var init_py_twin = __esm({
  "src/repo/lex/py-twin.ts"() {
    "use strict";
    import_node_buffer = require("node:buffer");
    init_records();
    init_charclass();
    B_FUNC = 1;
    B_CLASS = 2;
    B_COND = 3;
    B_TC = 4;
    B_VAR = 5;
    MAX_BLOCKS = 512;
    s = new Uint8Array(0);
    n = 0;
    line = 1;
    lastTokLine = 1;
    out = new Int32Array(600);
    outLen = 0;
    bIndent = new Int32Array(MAX_BLOCKS);
    bKind = new Int32Array(MAX_BLOCKS);
    bDef = new Int32Array(MAX_BLOCKS);
    bTop = 0;
    curIndent = 0;
    pendingDecoLine = 0;
    lastStmtWasDeco = false;
    thisStmtIsDeco = false;
    scanLines = 0;
  }
});

// src/repo/lex/js-twin.ts
function ch2(p) {
  return p < n2 ? s2[p] : 0;
}
function emit2(type, ln, a, b, c, d) {
  if (outLen2 + REC > out2.length) {
    const bigger = new Int32Array(out2.length * 2);
    bigger.set(out2);
    out2 = bigger;
  }
  const at = outLen2;
  out2[at] = type;
  out2[at + 1] = ln;
  out2[at + 2] = a;
  out2[at + 3] = b;
  out2[at + 4] = c;
  out2[at + 5] = d;
  outLen2 += REC;
  return at / REC;
}
function isIdStart2(c) {
  return (CHAR_CLASS[c] & CC_JS_START) !== 0;
}
function isId2(c) {
  return (CHAR_CLASS[c] & CC_JS_ID) !== 0;
}
function findByte2(p, x) {
  if (p >= n2) return p;
  const i = s2.indexOf(x, p);
  return i < 0 ? n2 : i;
}
function findAny42(p, a, b, c, d) {
  while (p < n2) {
    const x = s2[p];
    if (x === a || x === b || x === c || x === d) return p;
    p++;
  }
  return p;
}
function findPairCounting(p, a, b) {
  if (p >= n2) return p;
  let lines = 0;
  for (; p + 1 < n2; p++) {
    const x = s2[p];
    if (x === a && s2[p + 1] === b) {
      scanLines2 = lines;
      return p;
    }
    if (x === 10) lines++;
  }
  if (p < n2 && s2[p] === 10) lines++;
  scanLines2 = lines;
  return n2;
}
function findCounting2(p, a, b, c) {
  let lines = 0;
  while (p < n2) {
    const x = s2[p];
    if (x === a || x === b || x === c) break;
    if (x === 10) lines++;
    p++;
  }
  scanLines2 = lines;
  return p;
}
function readIdent2(p) {
  while (p < n2 && isId2(s2[p])) p++;
  return p;
}
function word2(a, b, w) {
  if (b - a !== w.length) return false;
  for (let i = 0; i < w.length; i++) if (s2[a + i] !== w.charCodeAt(i)) return false;
  return true;
}
function lineEnd2(p) {
  let e = p;
  const cap = p + 160;
  while (e < n2 && e < cap && s2[e] !== 10 && s2[e] !== 13) e++;
  return e;
}
function skipWs(p) {
  while (p < n2) {
    const c = s2[p];
    if (c === 32 || c === 9 || c === 13 || c === 12 || c === 11) p++;
    else if (c === 10) {
      line2++;
      p++;
    } else if (c === 47 && ch2(p + 1) === 47) p = findByte2(p, 10);
    else if (c === 47 && ch2(p + 1) === 42) p = skipBlockComment(p + 2);
    else if (c === 194 && ch2(p + 1) === 160) p += 2;
    else break;
  }
  return p;
}
function skipBlockComment(p) {
  const e = findPairCounting(p, 42, 47);
  line2 += scanLines2;
  return e >= n2 ? n2 : e + 2;
}
function skipStr(p) {
  const q = s2[p];
  p++;
  while (p < n2) {
    p = findAny42(p, q, 92, 10, q);
    if (p >= n2) break;
    const c = s2[p];
    if (c === q) return p + 1;
    if (c === 92) {
      const d = ch2(p + 1);
      if (d === 10) line2++;
      else if (d === 13 && ch2(p + 2) === 10) {
        line2++;
        p++;
      }
      p += 2;
    } else if (c === 10) return p;
    else p++;
  }
  return n2;
}
function scanTemplate(p) {
  while (p < n2) {
    p = findCounting2(p, 92, 96, 36);
    line2 += scanLines2;
    if (p >= n2) break;
    const c = s2[p];
    if (c === 92) {
      if (ch2(p + 1) === 10) line2++;
      p += 2;
      continue;
    }
    if (c === 96) return p + 1;
    if (c === 36 && ch2(p + 1) === 123) {
      if (tmplTop < MAX_TMPL) tmpl[tmplTop++] = depth;
      depth++;
      return p + 2;
    }
    p++;
  }
  return n2;
}
function skipRegex(p) {
  let inClass = false;
  while (p < n2) {
    const c = s2[p];
    if (c === 92) {
      p += 2;
      continue;
    }
    if (c === 10) return p;
    if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) return readIdent2(p + 1);
    p++;
  }
  return n2;
}
function literalEnd(p) {
  const c = ch2(p);
  if (c === 39 || c === 34) {
    const saved = line2;
    const e = skipStr(p);
    line2 = saved;
    return ch2(e - 1) === c && e - 1 > p ? e : -1;
  }
  if (c === 96) {
    let q = p + 1;
    while (q < n2) {
      const d = s2[q];
      if (d === 92) {
        q += 2;
        continue;
      }
      if (d === 96) return q + 1;
      if (d === 36 && ch2(q + 1) === 123) return -1;
      q++;
    }
  }
  return -1;
}
function newlinesIn(a, b) {
  let k = 0;
  for (let i = a; i < b; i++) if (s2[i] === 10) k++;
  return k;
}
function peekWs(p) {
  const saved = line2;
  p = skipWs(p);
  line2 = saved;
  return p;
}
function callArg(idStart, paren, kind, ln) {
  const a = peekWs(paren + 1);
  const e = literalEnd(a);
  if (e >= 0) {
    const after = peekWs(e);
    const d = ch2(after);
    if (d === 41 || d === 44) {
      emit2(JS_IMPORT, ln, kind, a + 1, e - 1, 0);
      return;
    }
  }
  emit2(JS_DYNAMIC, ln, 0, idStart, lineEnd2(idStart), 0);
}
function scanBraces(p) {
  braceEntries = 0;
  braceTypes = 0;
  p++;
  let entryStart = true;
  while (p < n2) {
    p = skipWs(p);
    const c = ch2(p);
    if (c === 125) return p + 1;
    if (c === 44) {
      entryStart = true;
      p++;
      continue;
    }
    if (c === 39 || c === 34) {
      p = skipStr(p);
      if (entryStart) braceEntries++;
      entryStart = false;
      continue;
    }
    if (isIdStart2(c)) {
      const e = readIdent2(p);
      if (entryStart) {
        braceEntries++;
        if (word2(p, e, "type")) {
          const q = peekWs(e);
          const d = ch2(q);
          if (isIdStart2(d) || d === 39 || d === 34) {
            const e2 = readIdent2(q);
            if (!(word2(q, e2, "as") && (ch2(peekWs(e2)) === 44 || ch2(peekWs(e2)) === 125))) braceTypes++;
          }
        }
      }
      entryStart = false;
      p = e;
      continue;
    }
    return p;
  }
  return n2;
}
function handleImport(kwStart, e) {
  const ln = line2;
  let p = peekWs(e);
  const c = ch2(p);
  if (c === 40) {
    callArg(kwStart, p, JK_DYNAMIC_CONST, ln);
    return e;
  }
  if (c === 46) return e;
  p = skipWs(e);
  if (c === 39 || c === 34) {
    const end = literalEnd(p);
    if (end < 0) return p;
    emit2(JS_IMPORT, ln, JK_SIDE_EFFECT, p + 1, end - 1, 0);
    return end;
  }
  let typeOnly = false;
  if (isIdStart2(c)) {
    const te = readIdent2(p);
    if (word2(p, te, "type")) {
      const q = peekWs(te);
      const d = ch2(q);
      if (d === 123 || d === 42) {
        typeOnly = true;
        p = skipWs(te);
      } else if (isIdStart2(d)) {
        const qe = readIdent2(q);
        const isFromKeyword = word2(q, qe, "from") && (ch2(peekWs(qe)) === 39 || ch2(peekWs(qe)) === 34);
        if (!isFromKeyword) {
          typeOnly = true;
          p = skipWs(te);
        }
      }
    }
  }
  let other = false;
  let entries = 0;
  let types = 0;
  for (let guard = 0; guard < 64 && p < n2; guard++) {
    p = skipWs(p);
    const d = ch2(p);
    if (d === 123) {
      p = scanBraces(p);
      entries += braceEntries;
      types += braceTypes;
      if (ch2(p - 1) !== 125) return p;
      continue;
    }
    if (d === 42 || d === 44) {
      if (d === 42) other = true;
      p++;
      continue;
    }
    if (!isIdStart2(d)) return p;
    const ie = readIdent2(p);
    if (word2(p, ie, "from")) {
      const saved = line2;
      const q2 = skipWs(ie);
      const end = literalEnd(q2);
      if (end >= 0) {
        const allTypes = entries > 0 && types === entries && !other;
        emit2(JS_IMPORT, ln, typeOnly || allTypes ? JK_TYPE : JK_STATIC, q2 + 1, end - 1, 0);
        return end;
      }
      line2 = saved;
      other = true;
      p = ie;
      continue;
    }
    if (word2(p, ie, "as")) {
      p = ie;
      continue;
    }
    const q = peekWs(ie);
    if (ch2(q) === 61 && ch2(q + 1) !== 61) {
      let r = skipWs(ie) + 1;
      r = skipWs(r);
      const re = readIdent2(r);
      if (word2(r, re, "require")) {
        const paren = peekWs(re);
        if (ch2(paren) === 40) {
          const a = peekWs(paren + 1);
          const end = literalEnd(a);
          if (end >= 0) {
            emit2(JS_IMPORT, ln, typeOnly ? JK_TYPE : JK_REQUIRE, a + 1, end - 1, 0);
            line2 += newlinesIn(re, a);
            return end;
          }
        }
      }
      return r;
    }
    other = true;
    p = ie;
  }
  return p;
}
function handleExport(e) {
  const ln = line2;
  let p = peekWs(e);
  let typeOnly = false;
  if (isIdStart2(ch2(p))) {
    const te = readIdent2(p);
    if (!word2(p, te, "type")) return e;
    const q2 = peekWs(te);
    if (ch2(q2) !== 123 && ch2(q2) !== 42) return e;
    typeOnly = true;
    p = q2;
  }
  const c = ch2(p);
  if (c !== 123 && c !== 42) return e;
  p = skipWs(e);
  if (typeOnly) p = skipWs(readIdent2(p));
  let allTypes = false;
  if (c === 123) {
    p = scanBraces(p);
    if (ch2(p - 1) !== 125) return p;
    allTypes = braceEntries > 0 && braceTypes === braceEntries;
  } else {
    p = skipWs(p + 1);
    const ae = readIdent2(p);
    if (word2(p, ae, "as")) {
      p = skipWs(ae);
      const le = literalEnd(p);
      p = le >= 0 ? le : readIdent2(p);
    }
  }
  const q = peekWs(p);
  const fe = readIdent2(q);
  if (!word2(q, fe, "from")) return p;
  line2 += newlinesIn(p, q);
  const r = skipWs(fe);
  const end = literalEnd(r);
  if (end < 0) return r;
  emit2(JS_IMPORT, ln, typeOnly || allTypes ? JK_TYPE : JK_REEXPORT, r + 1, end - 1, 0);
  return end;
}
function closePending(endLine) {
  if (pend < 0) return;
  const at = pend * REC;
  out2[at + 2] = endLine > out2[at + 1] ? endLine : out2[at + 1];
  pend = -1;
}
function openDef(startLine, ns, ne, kind, block) {
  pend = emit2(JS_DEF, startLine, startLine, ns, ne, kind);
  pendBlock = block;
  pendBody = false;
}
function lexJsRecords(src) {
  s2 = src;
  n2 = src.length;
  line2 = 1;
  outLen2 = 0;
  tmplTop = 0;
  depth = 0;
  pend = -1;
  pendBlock = false;
  pendBody = false;
  let pos = 0;
  if (n2 >= 3 && s2[0] === 239 && s2[1] === 187 && s2[2] === 191) pos = 3;
  if (ch2(pos) === 35 && ch2(pos + 1) === 33) pos = findByte2(pos, 10);
  let last = T_NONE;
  let lastLine = 1;
  let nl = false;
  let prevDot = false;
  let mod = false;
  let modLine = 0;
  let exportDefault = false;
  while (pos < n2) {
    const c = s2[pos];
    if (c === 32) {
      pos++;
      continue;
    }
    if (isIdStart2(c) || c === 35) {
      const start = pos;
      const e = readIdent2(pos + 1);
      pos = e;
      let cls = T_IDENT;
      if (prevDot) {
        if (word2(start, e, "on") || word2(start, e, "once") || word2(start, e, "addEventListener") || word2(start, e, "addListener") || word2(start, e, "prependListener")) {
          const paren = peekWs(e);
          if (ch2(paren) === 40) {
            const a = peekWs(paren + 1);
            const le = literalEnd(a);
            if (le >= 0) emit2(JS_EVENT, line2, start, a + 1, le - 1, lineEnd2(start));
          }
        }
      } else {
        const stmt = depth === 0 && (last === T_NONE || last === T_SEMI || last === T_RBRACE || nl || mod);
        if (word2(start, e, "import")) {
          if (stmt && !mod) closePending(lastLine);
          pos = handleImport(start, e);
          mod = false;
        } else if (word2(start, e, "require")) {
          const paren = peekWs(e);
          if (ch2(paren) === 40) callArg(start, paren, JK_REQUIRE, line2);
        } else if (stmt) {
          const wasMod = mod;
          const ln = wasMod ? modLine : line2;
          const operandEnd = last === T_SEMI || last === T_RBRACE || last === T_IDENT || last === T_NUM || last === T_STR || last === T_RPAREN;
          if (!wasMod && pend >= 0 && !(pendBlock && pendBody) && operandEnd) closePending(lastLine);
          if (word2(start, e, "export")) {
            closePending(lastLine);
            mod = true;
            modLine = line2;
            const r = handleExport(e);
            if (r !== e) {
              pos = r;
              mod = false;
              last = T_STR;
              lastLine = line2;
              nl = false;
              continue;
            }
            lastLine = line2;
            nl = false;
            continue;
          }
          if (word2(start, e, "declare") || word2(start, e, "abstract") || wasMod && word2(start, e, "default")) {
            if (!wasMod) {
              closePending(lastLine);
              modLine = line2;
            }
            mod = true;
            if (word2(start, e, "default")) {
              const q = peekWs(e);
              const qe = readIdent2(q);
              if (!(word2(q, qe, "function") || word2(q, qe, "class") || word2(q, qe, "async") || word2(q, qe, "abstract"))) {
                mod = false;
                openDef(ln, 0, 0, JD_CONST, false);
              } else exportDefault = true;
            }
            lastLine = line2;
            nl = false;
            continue;
          }
          const kw = declKeyword(start, e);
          if (kw > 0) {
            if (!wasMod) closePending(lastLine);
            pos = declaration(kw, start, e, ln, exportDefault);
            mod = false;
            exportDefault = false;
            last = T_IDENT;
            lastLine = line2;
            nl = false;
            continue;
          }
          mod = false;
          exportDefault = false;
        }
        if (isExprKeyword(start, e)) cls = T_KWEXPR;
      }
      last = cls;
      lastLine = line2;
      nl = false;
      prevDot = false;
      continue;
    }
    switch (JS_BYTE_KIND[c]) {
      case J_NEWLINE:
        line2++;
        nl = true;
        pos++;
        continue;
      case J_SPACE:
        pos++;
        continue;
      case J_SLASH: {
        const d = ch2(pos + 1);
        if (d === 47) {
          pos = findByte2(pos, 10);
          continue;
        }
        if (d === 42) {
          const l0 = line2;
          pos = skipBlockComment(pos + 2);
          if (line2 !== l0) nl = true;
          continue;
        }
        if (last === T_NONE || last === T_PUNCT || last === T_KWEXPR || last === T_RBRACE || last === T_SEMI) {
          pos = skipRegex(pos + 1);
          last = T_STR;
        } else {
          pos++;
          last = T_PUNCT;
        }
        lastLine = line2;
        nl = false;
        prevDot = false;
        mod = false;
        continue;
      }
      case J_QUOTE:
        pos = skipStr(pos);
        last = T_STR;
        lastLine = line2;
        nl = false;
        prevDot = false;
        mod = false;
        continue;
      case J_BACKTICK:
        pos = scanTemplate(pos + 1);
        last = ch2(pos - 1) === 123 ? T_PUNCT : T_STR;
        lastLine = line2;
        nl = false;
        prevDot = false;
        mod = false;
        continue;
      case J_DIGIT:
        pos++;
        while (pos < n2 && (isId2(s2[pos]) || s2[pos] === 46)) pos++;
        last = T_NUM;
        lastLine = line2;
        nl = false;
        prevDot = false;
        mod = false;
        continue;
      case J_OPEN:
        lastLine = line2;
        nl = false;
        mod = false;
        prevDot = false;
        if (c === 123 && depth === 0 && pend >= 0 && pendBlock) pendBody = true;
        depth++;
        last = T_PUNCT;
        break;
      case J_RBRACE:
        lastLine = line2;
        nl = false;
        mod = false;
        prevDot = false;
        if (depth > 0) depth--;
        if (tmplTop > 0 && tmpl[tmplTop - 1] === depth) {
          tmplTop--;
          pos = scanTemplate(pos + 1);
          last = ch2(pos - 1) === 123 ? T_PUNCT : T_STR;
          continue;
        }
        if (depth === 0 && pend >= 0 && pendBlock && pendBody) closePending(line2);
        last = T_RBRACE;
        break;
      case J_CLOSE:
        lastLine = line2;
        nl = false;
        mod = false;
        prevDot = false;
        if (depth > 0) depth--;
        last = T_RPAREN;
        break;
      case J_SEMICOLON:
        lastLine = line2;
        nl = false;
        mod = false;
        prevDot = false;
        if (depth === 0 && pend >= 0 && !(pendBlock && pendBody)) closePending(line2);
        last = T_SEMI;
        break;
      case J_DOT:
        lastLine = line2;
        nl = false;
        mod = false;
        if (ch2(pos + 1) === 46 && ch2(pos + 2) === 46) {
          prevDot = false;
          pos += 3;
          last = T_PUNCT;
          continue;
        }
        prevDot = true;
        last = T_PUNCT;
        break;
      case J_PLUSMINUS:
        lastLine = line2;
        nl = false;
        mod = false;
        prevDot = false;
        if (ch2(pos + 1) === c && (last === T_IDENT || last === T_RPAREN)) {
          pos += 2;
          continue;
        }
        last = T_PUNCT;
        break;
      default:
        lastLine = line2;
        nl = false;
        mod = false;
        prevDot = false;
        last = T_PUNCT;
    }
    pos++;
  }
  closePending(lastLine);
  return { records: out2.slice(0, outLen2), chars: utf16LengthJs(src) };
}
function declKeyword(a, b) {
  if (word2(a, b, "function")) return JD_FUNCTION;
  if (word2(a, b, "class")) return JD_CLASS;
  if (word2(a, b, "const")) return JD_CONST;
  if (word2(a, b, "let") || word2(a, b, "var")) return JD_VARIABLE;
  if (word2(a, b, "interface")) return JD_INTERFACE;
  if (word2(a, b, "type")) return JD_TYPE;
  if (word2(a, b, "enum")) return JD_ENUM;
  if (word2(a, b, "async")) return 100;
  return 0;
}
function declaration(kind, kwStart, e, startLine, isDefault) {
  let p = peekWs(e);
  if (kind === 100) {
    const fe = readIdent2(p);
    if (!word2(p, fe, "function")) return e;
    kind = JD_FUNCTION;
    p = peekWs(fe);
  }
  if (kind === JD_FUNCTION && ch2(p) === 42) p = peekWs(p + 1);
  if (kind === JD_CONST && isIdStart2(ch2(p))) {
    const ee = readIdent2(p);
    if (word2(p, ee, "enum")) {
      kind = JD_ENUM;
      p = peekWs(ee);
    }
  }
  const c = ch2(p);
  if (!isIdStart2(c)) {
    if ((kind === JD_FUNCTION || kind === JD_CLASS) && isDefault) {
      openDef(startLine, 0, 0, kind, true);
    }
    return e;
  }
  const ne = readIdent2(p);
  if (kind === JD_TYPE || kind === JD_INTERFACE || kind === JD_ENUM) {
    const q = peekWs(ne);
    const d = ch2(q);
    if (kind === JD_TYPE && d !== 61 && d !== 60) return e;
    if (kind !== JD_TYPE && d !== 123 && d !== 60 && !(kind === JD_INTERFACE && isIdStart2(d))) return e;
  }
  if (kind === JD_CLASS && (word2(p, ne, "extends") || word2(p, ne, "implements"))) {
    openDef(startLine, 0, 0, kind, true);
    return e;
  }
  const block = kind === JD_FUNCTION || kind === JD_CLASS || kind === JD_INTERFACE || kind === JD_ENUM;
  openDef(startLine, p, ne, kind, block);
  void kwStart;
  line2 += newlinesIn(e, p);
  return ne;
}
function isExprKeyword(a, b) {
  switch (b - a) {
    case 2:
      return word2(a, b, "in") || word2(a, b, "of") || word2(a, b, "do");
    case 3:
      return word2(a, b, "new");
    case 4:
      return word2(a, b, "void") || word2(a, b, "case") || word2(a, b, "else");
    case 5:
      return word2(a, b, "throw") || word2(a, b, "yield") || word2(a, b, "await");
    case 6:
      return word2(a, b, "return") || word2(a, b, "typeof") || word2(a, b, "delete");
    case 10:
      return word2(a, b, "instanceof");
    default:
      return false;
  }
}
function utf16LengthJs(b) {
  if ((0, import_node_buffer2.isAscii)(b)) return b.length;
  let count = 0;
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if ((c & 192) !== 128) count += c >= 240 ? 2 : 1;
  }
  return count;
}
var import_node_buffer2, T_NONE, T_IDENT, T_NUM, T_STR, T_RPAREN, T_RBRACE, T_PUNCT, T_KWEXPR, T_SEMI, MAX_TMPL, s2, n2, line2, out2, outLen2, tmpl, tmplTop, depth, pend, pendBlock, pendBody, scanLines2, braceEntries, braceTypes;
var init_js_twin = __esm({
  "src/repo/lex/js-twin.ts"() {
    "use strict";
    import_node_buffer2 = require("node:buffer");
    init_records();
    init_charclass();
    T_NONE = 0;
    T_IDENT = 1;
    T_NUM = 2;
    T_STR = 3;
    T_RPAREN = 4;
    T_RBRACE = 5;
    T_PUNCT = 6;
    T_KWEXPR = 7;
    T_SEMI = 8;
    MAX_TMPL = 256;
    s2 = new Uint8Array(0);
    n2 = 0;
    line2 = 1;
    out2 = new Int32Array(600);
    outLen2 = 0;
    tmpl = new Int32Array(MAX_TMPL);
    tmplTop = 0;
    depth = 0;
    pend = -1;
    pendBlock = false;
    pendBody = false;
    scanLines2 = 0;
    braceEntries = 0;
    braceTypes = 0;
  }
});

// src/repo/lex/kernel.ts
function memoryViews(k) {
  let v = views.get(k);
  if (!v || v.u8.length === 0) {
    const buf = k.memory.buffer;
    v = { u8: Buffer.from(buf), i32: new Int32Array(buf) };
    views.set(k, v);
  }
  return v;
}
function kernel(name) {
  return slots[name].tryGet();
}
function kernelInput(name, len) {
  const k = kernel(name);
  if (!k) return null;
  noteWasmInput(len);
  try {
    const ptr = k.a(len);
    return Buffer.from(memoryViews(k).u8.buffer, ptr, len);
  } catch (err) {
    slots[name].trapped(err);
    return null;
  }
}
function inputChars(name, input) {
  if ((0, import_node_buffer3.isAscii)(input)) return input.length;
  const k = slots[name].peek();
  if (k) {
    try {
      return k.c();
    } catch (err) {
      slots[name].trapped(err);
    }
  }
  return utf16Length(input);
}
function lexBlobsInPlace(name, input) {
  const k = slots[name].peek();
  const ptr = input.byteOffset, len = input.length;
  if (k) {
    try {
      const head = k.l(len) >> 2;
      const { u8: mem, i32: i322 } = memoryViews(k);
      const text3 = (at) => utf8Slice(mem, i322[head + at], i322[head + at] + i322[head + at + 1]);
      const src2 = input.length === len && len > 0 ? input : mem.subarray(ptr, ptr + len);
      const defsStart = i322[head + LEX_DEFS_PTR];
      return {
        records: new Int32Array(mem.buffer, i322[head + LEX_RECORDS_PTR], i322[head + LEX_RECORD_COUNT] * REC),
        chars: (0, import_node_buffer3.isAscii)(src2) ? len : k.c(),
        src: src2,
        blobs: {
          mem,
          defsStart,
          defsEnd: defsStart + i322[head + LEX_DEFS_LEN],
          imports: text3(LEX_IMPORTS_PTR),
          decoratorNames: i322[head + LEX_DECORATORS_LEN] > 0 ? text3(LEX_DECORATORS_PTR) : "",
          dynamicRecords: new Int32Array(mem.buffer, i322[head + LEX_DYNAMIC_PTR], i322[head + LEX_DYNAMIC_COUNT])
        }
      };
    } catch (err) {
      slots[name].trapped(err);
      const src2 = Buffer.from(new Uint8Array(k.memory.buffer, ptr, len));
      return { ...(name === "pylex" ? lexPythonRecords : lexJsRecords)(src2), src: src2, blobs: null };
    }
  }
  const src = Buffer.from(input);
  return { ...(name === "pylex" ? lexPythonRecords : lexJsRecords)(src), src, blobs: null };
}
function lexBlobs(name, src, impl = "wasm") {
  const input = impl === "wasm" ? kernelInput(name, src.length) : null;
  if (!input) {
    const buf = Buffer.from(src.buffer, src.byteOffset, src.byteLength);
    return { ...(name === "pylex" ? lexPythonRecords : lexJsRecords)(buf), src: buf, blobs: null };
  }
  input.set(src);
  return lexBlobsInPlace(name, input);
}
var import_node_buffer3, slots, views;
var init_kernel = __esm({
  "src/repo/lex/kernel.ts"() {
    "use strict";
    import_node_buffer3 = require("node:buffer");
    init_wasm();
    init_layouts();
    init_wasm_cache();
    init_records();
    init_utf8();
    init_py_twin();
    init_js_twin();
    slots = {
      pylex: new KernelSlot("pylex", Infinity),
      jslex: new KernelSlot("jslex", Infinity)
    };
    views = /* @__PURE__ */ new WeakMap();
  }
});

// src/repo/lex/event-names.ts
var EVENT_NAMES, COMPILE_EVENT_NAMES, DECORATOR_EVENT_ALTERNATION, DEFAULT_EVENT_DECORATORS;
var init_event_names = __esm({
  "src/repo/lex/event-names.ts"() {
    "use strict";
    EVENT_NAMES = [
      ...["receiver", "route", "on", "once"].map((name) => ({ name, use: "both" })),
      { name: "addEventListener", use: "call" },
      { name: "addListener", use: "call" },
      ...[
        "listens_for",
        "connect",
        "subscribe",
        "hookimpl",
        "task",
        "shared_task",
        "event",
        "websocket",
        "before_request",
        "after_request",
        "errorhandler",
        "register"
      ].map((name) => ({ name, use: "both" })),
      ...[
        "on_[a-z_]+",
        "listen",
        "listener",
        "subscriber",
        "handler",
        "[a-z_]+_handler",
        "hookspec",
        "periodic_task",
        "command",
        "group",
        "register_[a-z_]+",
        "[a-z_]+_register",
        "get",
        "post",
        "put",
        "patch",
        "delete",
        "head",
        "options",
        "api_view",
        "signal",
        "callback",
        "event_handler",
        "cli\\.command"
      ].map((name) => ({ name, use: "decorator" }))
    ];
    COMPILE_EVENT_NAMES = Object.freeze(EVENT_NAMES.filter((e) => e.use !== "decorator").map((e) => e.name));
    DECORATOR_EVENT_ALTERNATION = EVENT_NAMES.filter((e) => e.use !== "call").map((e) => e.name).join("|");
    DEFAULT_EVENT_DECORATORS = [new RegExp(`^(${DECORATOR_EVENT_ALTERNATION})$`)];
  }
});

// src/repo/lex/decode.ts
function mayHaveEventDecorator(names, patterns) {
  if (names === "") return false;
  return patterns !== DEFAULT_EVENT_DECORATORS || DEFAULT_EVENT_PREFILTER.test(names);
}
function isEventDecorator(name, patterns) {
  let memo = decoratorMemo.get(patterns);
  if (!memo) {
    memo = /* @__PURE__ */ new Map();
    decoratorMemo.set(patterns, memo);
  }
  let hit = memo.get(name);
  if (hit === void 0) {
    const last = name.slice(name.lastIndexOf(".") + 1);
    hit = patterns.some((re) => re.test(last) || re.test(name));
    memo.set(name, hit);
  }
  return hit;
}
function pyKind(flags) {
  if (flags & F_TC) return "type-checking";
  if (flags & F_LAZY) return "lazy";
  if (flags & F_COND) return "conditional";
  return "static";
}
function text2(src, a, b) {
  return src.text(a, b);
}
function detail(src, a, b) {
  return src.text(a, b).trim();
}
function decodePython(buf, rec, chars, eventDecorators = DEFAULT_EVENT_DECORATORS) {
  const src = new SourceText(buf);
  const imports = [];
  const defs = [];
  const dynamic = [];
  const defNames = [];
  let from = null;
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line3 = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    if (type !== PY_NAME) from = null;
    switch (type) {
      case PY_IMPORT:
        imports.push({ line: line3, kind: pyKind(a), specifier: text2(src, b, c) });
        break;
      case PY_FROM: {
        const mod = text2(src, b, c);
        if (d === 0 && mod === "__future__") break;
        from = { line: line3, kind: pyKind(a), specifier: ".".repeat(d) + mod, names: [] };
        imports.push(from);
        break;
      }
      case PY_NAME:
        if (from) from.names.push(text2(src, b, c));
        break;
      case PY_DYNCONST:
        imports.push({ line: line3, kind: "dynamic-const", specifier: text2(src, b, c) });
        break;
      case PY_DYNIMPORT:
        dynamic.push({ line: line3, kind: "dynamic-import", detail: detail(src, b, c) });
        break;
      case PY_GETATTR:
        dynamic.push({ line: line3, kind: "dynamic-dispatch", detail: detail(src, b, c) });
        break;
      case PY_DECORATOR: {
        const name = text2(src, b, c);
        if (isEventDecorator(name, eventDecorators)) {
          dynamic.push({ line: line3, kind: "event-registration", detail: detail(src, b - 1 >= 0 ? Math.max(0, b - 1) : b, d) });
        }
        break;
      }
      case PY_DEF: {
        const kindCode = d & 15;
        const parent = (d >> 4) - 1;
        const own = text2(src, b, c);
        const parentName = parent >= 0 ? defNames[parent] : void 0;
        const name = parentName ? `${parentName}.${own}` : own;
        defNames[at / REC] = name;
        const kind = kindCode === PD_CLASS ? "class" : kindCode === PD_VARIABLE ? "variable" : parentName ? "method" : "function";
        defs.push({ name, kind, start: line3, end: Math.max(line3, a) });
        break;
      }
    }
  }
  return { imports, defs, dynamic, chars };
}
function decodeJs(buf, rec, chars) {
  const src = new SourceText(buf);
  const imports = [];
  const defs = [];
  const dynamic = [];
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line3 = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    switch (type) {
      case JS_IMPORT:
        imports.push({ line: line3, kind: JS_IMPORT_KINDS[a] ?? "static", specifier: text2(src, b, c) });
        break;
      case JS_DYNAMIC:
        dynamic.push({ line: line3, kind: "dynamic-import", detail: detail(src, b, c) });
        break;
      case JS_EVENT:
        dynamic.push({ line: line3, kind: "event-registration", detail: detail(src, a, d) });
        break;
      case JS_DEF:
        defs.push({ name: c > b ? text2(src, b, c) : "default", kind: JS_DEF_KINDS[d] ?? "variable", start: line3, end: Math.max(line3, a) });
        break;
    }
  }
  return { imports, defs, dynamic, chars };
}
var DEFAULT_EVENT_PREFILTER, decoratorMemo, SourceText, JS_IMPORT_KINDS, JS_DEF_KINDS;
var init_decode = __esm({
  "src/repo/lex/decode.ts"() {
    "use strict";
    init_records();
    init_event_names();
    DEFAULT_EVENT_PREFILTER = new RegExp(`(?:^|\\.)(?:${DECORATOR_EVENT_ALTERNATION})$`, "m");
    decoratorMemo = /* @__PURE__ */ new WeakMap();
    SourceText = class {
      constructor(buf) {
        this.buf = buf;
      }
      buf;
      /** Returns bytes [a, b) as a string. */
      text(a, b) {
        if (b <= a) return "";
        return this.buf.toString("utf8", a, b);
      }
    };
    JS_IMPORT_KINDS = ["static", "static", "type-only", "reexport", "side-effect", "dynamic-const", "require"];
    JS_DEF_KINDS = ["variable", "function", "class", "variable", "const", "interface", "type", "enum"];
  }
});

// src/repo/lex/blobs.ts
function quote(s3) {
  return NEEDS_ESCAPE.test(s3) ? JSON.stringify(s3) : `"${s3}"`;
}
function list(items) {
  return items === "" ? "[]" : `[${items}]`;
}
function pythonDynamicBlob(buf, rec, eventDecorators, decoratorNames, only) {
  let dynamic = "";
  const decorators = mayHaveEventDecorator(decoratorNames, eventDecorators) ? decoratorNames.split("\n") : null;
  let deco = 0;
  for (let i = 0; i < only.length; i++) {
    const at = only[i] * REC;
    const type = rec[at];
    if (type !== PY_DYNIMPORT && type !== PY_GETATTR && type !== PY_DECORATOR) continue;
    const line3 = rec[at + 1], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    if (type === PY_DECORATOR) {
      if (!decorators || !isEventDecorator(decorators[deco++], eventDecorators)) continue;
      dynamic += `${dynamic ? "," : ""}[${line3},${DYN_EVENT},${quote(slice(buf, b - 1 >= 0 ? Math.max(0, b - 1) : b, d).trim())}]`;
    } else {
      dynamic += `${dynamic ? "," : ""}[${line3},${type === PY_DYNIMPORT ? DYN_IMPORT : DYN_DISPATCH},${quote(slice(buf, b, c).trim())}]`;
    }
  }
  return list(dynamic);
}
function jsDynamicBlob(buf, rec, only) {
  let dynamic = "";
  for (let i = 0; i < only.length; i++) {
    const at = only[i] * REC;
    const type = rec[at];
    if (type === JS_DYNAMIC) dynamic += `${dynamic ? "," : ""}[${rec[at + 1]},${DYN_IMPORT},${quote(slice(buf, rec[at + 3], rec[at + 4]).trim())}]`;
    else if (type === JS_EVENT) dynamic += `${dynamic ? "," : ""}[${rec[at + 1]},${DYN_EVENT},${quote(slice(buf, rec[at + 2], rec[at + 5]).trim())}]`;
  }
  return list(dynamic);
}
function slice(buf, a, b) {
  return b <= a ? "" : utf8Slice(buf, a, b);
}
function twinBlobs(name, buf, rec, chars, eventDecorators = DEFAULT_EVENT_DECORATORS) {
  const lex = name === "pylex" ? decodePython(buf, rec, chars, eventDecorators) : decodeJs(buf, rec, chars);
  return { defs: defsBlob(lex.defs), dynamic: dynamicBlob(lex.dynamic), imports: importBlob(lex.imports), rawImports: () => lex.imports };
}
function fromLexed(name, lexed, eventDecorators, arena) {
  const { records, src, chars, blobs } = lexed;
  if (!blobs) return { ...twinBlobs(name, src, records, chars, eventDecorators), chars };
  const dynamic = name === "pylex" ? pythonDynamicBlob(src, records, eventDecorators ?? DEFAULT_EVENT_DECORATORS, blobs.decoratorNames, blobs.dynamicRecords) : jsDynamicBlob(src, records, blobs.dynamicRecords);
  const defs = arena ? arena.append(blobs.mem, blobs.defsStart, blobs.defsEnd) : slice(blobs.mem, blobs.defsStart, blobs.defsEnd);
  let raw2;
  return { defs, dynamic, imports: blobs.imports, rawImports: () => raw2 ??= parseImportBlob(blobs.imports), chars };
}
function fileBlobsInPlace(name, input, eventDecorators, arena) {
  return fromLexed(name, lexBlobsInPlace(name, input), eventDecorators, arena);
}
function fileBlobs(name, src, impl = "wasm", eventDecorators) {
  return fromLexed(name, lexBlobs(name, src, impl), eventDecorators);
}
var DYN_IMPORT, DYN_DISPATCH, DYN_EVENT, NEEDS_ESCAPE;
var init_blobs = __esm({
  "src/repo/lex/blobs.ts"() {
    "use strict";
    init_columns();
    init_kernel();
    init_utf8();
    init_decode();
    init_records();
    DYN_IMPORT = DYN_KINDS.indexOf("dynamic-import");
    DYN_DISPATCH = DYN_KINDS.indexOf("dynamic-dispatch");
    DYN_EVENT = DYN_KINDS.indexOf("event-registration");
    NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
  }
});

// src/repo/file.ts
var file_exports = {};
__export(file_exports, {
  looksBinary: () => looksBinary,
  processFile: () => processFile
});
function looksBinary(buf) {
  const end = Math.min(buf.length, NUL_WINDOW);
  return buf.subarray(0, end).indexOf(0) >= 0;
}
function readExactly(abs, into, spare = false) {
  const fd = (0, import_node_fs11.openSync)(abs, "r");
  try {
    const len = into.length;
    if (spare) {
      const n3 = (0, import_node_fs11.readSync)(fd, Buffer.from(into.buffer, into.byteOffset, len + 1), 0, len + 1, 0);
      if (n3 === len) return true;
      if (n3 > len) return false;
      if (n3 === 0 && len > 0) return false;
      return readRest(fd, into, n3);
    }
    return readRest(fd, into, 0);
  } finally {
    (0, import_node_fs11.closeSync)(fd);
  }
}
function readRest(fd, into, got) {
  while (got < into.length) {
    const n3 = (0, import_node_fs11.readSync)(fd, into, got, into.length - got, got);
    if (n3 === 0) return false;
    got += n3;
  }
  return (0, import_node_fs11.readSync)(fd, probe, 0, 1, got) === 0;
}
function processFile(abs, lang, maxBytes, impl = "wasm", knownHash, eventDecorators, size, arena) {
  if (impl === "wasm" && size !== void 0 && size <= maxBytes) {
    const name = lang === "js" || lang === "ts" ? "jslex" : "pylex";
    const input = kernelInput(name, size);
    if (input) {
      let complete;
      try {
        complete = readExactly(abs, input, true);
      } catch (err) {
        return { status: "unreadable", detail: err.code ?? String(err) };
      }
      if (complete) {
        if (looksBinary(input)) return { status: "binary" };
        const hash2 = sha1Hex(input);
        if (hash2 === knownHash) return { status: "unchanged", hash: hash2 };
        if (lang === "other") return { status: "ok", hash: hash2, tokens: Math.ceil(inputChars(name, input) / 4), blobs: null };
        const b = fileBlobsInPlace(name, input, eventDecorators, arena);
        return { status: "ok", hash: hash2, tokens: Math.ceil(b.chars / 4), blobs: toBlobs(b) };
      }
    }
  }
  return processFileBuffered(abs, lang, maxBytes, impl, knownHash, eventDecorators);
}
function processFileBuffered(abs, lang, maxBytes, impl, knownHash, eventDecorators) {
  let buf;
  try {
    buf = (0, import_node_fs11.readFileSync)(abs);
  } catch (err) {
    return { status: "unreadable", detail: err.code ?? String(err) };
  }
  if (buf.length > maxBytes) return { status: "tooLarge" };
  if (looksBinary(buf)) return { status: "binary" };
  const hash2 = sha1Hex(buf);
  if (hash2 === knownHash) return { status: "unchanged", hash: hash2 };
  if (lang === "other") return { status: "ok", hash: hash2, tokens: Math.ceil(utf16Length(buf) / 4), blobs: null };
  const name = lang === "python" ? "pylex" : "jslex";
  const b = fileBlobs(name, buf, impl, eventDecorators);
  return { status: "ok", hash: hash2, tokens: Math.ceil(b.chars / 4), blobs: toBlobs(b) };
}
function toBlobs(b) {
  return { defs: b.defs, dynamic: b.dynamic, imports: b.imports };
}
var import_node_fs11, NUL_WINDOW, probe;
var init_file = __esm({
  "src/repo/file.ts"() {
    "use strict";
    import_node_fs11 = require("node:fs");
    init_sha2();
    init_kernel();
    init_blobs();
    NUL_WINDOW = 8192;
    probe = Buffer.alloc(1);
  }
});

// src/repo/lex-helper-enable.ts
function lexHelperEnabled() {
  return globalThis[ENABLED2] === true;
}
var ENABLED2;
var init_lex_helper_enable = __esm({
  "src/repo/lex-helper-enable.ts"() {
    "use strict";
    ENABLED2 = /* @__PURE__ */ Symbol.for("context-kernel.lex-helper");
  }
});

// src/runtime/spare-core.ts
function spareCore() {
  const force = resolveEnvConfig().helperThreads;
  if (force === "off") return false;
  const cores = (0, import_node_os2.availableParallelism)();
  if (cores < 2) return false;
  return force === "on" || (0, import_node_os2.loadavg)()[0] <= cores - 1;
}
var import_node_os2;
var init_spare_core = __esm({
  "src/runtime/spare-core.ts"() {
    "use strict";
    import_node_os2 = require("node:os");
    init_env();
  }
});

// src/repo/lex-helper.ts
var lex_helper_exports = {};
__export(lex_helper_exports, {
  HELPER_MIN_BYTES: () => HELPER_MIN_BYTES,
  lexWithHelper: () => lexWithHelper,
  nextChunk: () => nextChunk,
  startLexHelper: () => startLexHelper
});
function nextChunk(next, n3) {
  for (; ; ) {
    const start = Atomics.load(next, 0);
    if (start >= n3) return null;
    const size = Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, n3 - start >> 4));
    if (Atomics.compareExchange(next, 0, start, start + size) === start) return [start, Math.min(n3, start + size)];
  }
}
function startLexHelper() {
  if (!lexHelperEnabled() || (0, import_node_os3.availableParallelism)() < 2 || !spareCore() || !(0, import_node_fs12.existsSync)(BUNDLE)) return null;
  try {
    const wt = createRequire(__ckImportMetaUrl)("node:worker_threads");
    const worker = new wt.Worker(BUNDLE, { stdout: true, stderr: true, env: wt.SHARE_ENV, trackUnmanagedFds: false });
    worker.unref();
    const h = { worker, exited: false, stop: () => {
      void worker.terminate();
    } };
    worker.on("error", () => {
    });
    worker.once("exit", () => {
      h.exited = true;
    });
    return h;
  } catch {
    return null;
  }
}
async function lexWithHelper(h, files, maxBytes, eventDecorators, arena, onProgress) {
  const n3 = files.length;
  const out3 = new Array(n3);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const modules = {};
  const langs = new Set(files.map((f) => f.lang));
  try {
    if (langs.has("python") || langs.has("other")) modules.pylex = kernelModule("pylex");
    if (langs.has("js") || langs.has("ts")) modules.jslex = kernelModule("jslex");
  } catch {
  }
  const lexHere = (k) => processFile(files[k].abs, files[k].lang, maxBytes, "wasm", void 0, eventDecorators, files[k].size, arena);
  let helped = 0;
  const take = (m) => {
    let d = 0;
    for (let k = 0; k < m.outcomes.length; k++) {
      let o = m.outcomes[k];
      if (d < m.defsOf.length && m.defsOf[d] === k) {
        const a = d === 0 ? 0 : m.defsEnds[d - 1];
        if (o.status === "ok" && o.blobs) o = { ...o, blobs: { ...o.blobs, defs: arena.append(m.defs, a, m.defsEnds[d]) } };
        d++;
      }
      out3[m.start + k] = o;
    }
    helped += m.outcomes.length;
  };
  const finished = new Promise((resolve2) => {
    if (h.exited) {
      resolve2();
      return;
    }
    h.worker.on("message", (m) => {
      if ("done" in m) resolve2();
      else take(m);
    });
    h.worker.once("exit", () => resolve2());
    h.worker.once("error", () => resolve2());
  });
  h.worker.postMessage({ files, counter: next.buffer, maxBytes, eventDecorators, modules });
  for (let c = nextChunk(next, n3); c !== null; c = nextChunk(next, n3)) {
    for (let k = c[0]; k < c[1]; k++) out3[k] = lexHere(k);
    onProgress?.(Math.min(n3, Atomics.load(next, 0)), n3);
  }
  h.worker.ref();
  await finished;
  h.stop();
  if (debugEnabled()) process.stderr.write(`ck: lex helper: ${helped} of ${n3} files
`);
  for (let k = 0; k < n3; k++) out3[k] ??= lexHere(k);
  return { outcomes: out3, helped };
}
var import_node_fs12, import_node_os3, import_node_url5, HELPER_MIN_BYTES, MIN_CHUNK, MAX_CHUNK, BUNDLE;
var init_lex_helper = __esm({
  "src/repo/lex-helper.ts"() {
    "use strict";
    import_node_fs12 = require("node:fs");
    import_node_os3 = require("node:os");
    import_node_url5 = require("node:url");
    init_node_module();
    init_file();
    init_wasm();
    init_lex_helper_enable();
    init_env();
    init_spare_core();
    HELPER_MIN_BYTES = 4 << 20;
    MIN_CHUNK = 4;
    MAX_CHUNK = 32;
    BUNDLE = (0, import_node_url5.fileURLToPath)(new URL("../workers/lex-helper.bundle.cjs", __ckImportMetaUrl));
  }
});

// src/repo/resolve-python.ts
var PythonResolver;
var init_resolve_python = __esm({
  "src/repo/resolve-python.ts"() {
    "use strict";
    init_paths();
    PythonResolver = class {
      constructor(files, rootName, extraRoots = []) {
        this.files = files;
        for (const f of files) {
          if (f.endsWith(".py") || f.endsWith(".pyi")) {
            let d = dirOf(f);
            while (d && !this.pyDirs.has(d)) {
              this.pyDirs.add(d);
              d = dirOf(d);
            }
          }
        }
        const roots = /* @__PURE__ */ new Set([""]);
        if (this.pyDirs.has("src")) roots.add("src");
        const others = [];
        for (const f of files) {
          if (!f.endsWith("/__init__.py") && !f.endsWith("/__init__.pyi")) continue;
          const pkg = dirOf(f);
          const parent = dirOf(pkg);
          if (!this.isPackage(parent) && !roots.has(parent)) {
            roots.add(parent);
            others.push(parent);
          }
        }
        others.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
        this.roots = ["", ...roots.has("src") ? ["src"] : [], ...others.filter((r) => r !== "" && r !== "src"), ...extraRoots];
        this.selfName = files.has("__init__.py") ? rootName : null;
      }
      files;
      roots;
      /** Top-level package name of a repo root that is itself a package (`<root>/__init__.py`). */
      selfName;
      pyDirs = /* @__PURE__ */ new Set();
      isPackage(dir) {
        return this.files.has(dir ? `${dir}/__init__.py` : "__init__.py") || this.files.has(dir ? `${dir}/__init__.pyi` : "__init__.pyi");
      }
      moduleMemo = /* @__PURE__ */ new Map();
      absMemo = /* @__PURE__ */ new Map();
      deepMemo = /* @__PURE__ */ new Map();
      /** Returns the module file for directory-relative module path `p` (package __init__ first), or null. */
      moduleFile(p) {
        let hit = this.moduleMemo.get(p);
        if (hit === void 0) {
          hit = this.findModuleFile(p);
          this.moduleMemo.set(p, hit);
        }
        return hit;
      }
      findModuleFile(p) {
        if (p === "") return this.files.has("__init__.py") ? "__init__.py" : this.files.has("__init__.pyi") ? "__init__.pyi" : null;
        for (const cand of [`${p}/__init__.py`, `${p}.py`, `${p}/__init__.pyi`, `${p}.pyi`]) if (this.files.has(cand)) return cand;
        return null;
      }
      exists(p) {
        return this.moduleFile(p) !== null || this.pyDirs.has(p);
      }
      /** Returns the deepest existing module file along `parts` under `base`, and whether every part exists. */
      deepest(base, parts) {
        const key = `${base}|${parts.join(".")}`;
        let hit = this.deepMemo.get(key);
        if (!hit) {
          hit = this.findDeepest(base, parts);
          this.deepMemo.set(key, hit);
        }
        return hit;
      }
      findDeepest(base, parts) {
        let file = parts.length === 0 ? this.moduleFile(base) : null;
        let path = base;
        for (let i = 0; i < parts.length; i++) {
          path = path ? `${path}/${parts[i]}` : parts[i];
          const f = this.moduleFile(path);
          if (f) file = f;
          else if (!this.pyDirs.has(path)) return { file, complete: false, path };
        }
        return { file, complete: true, path };
      }
      /** Returns the source root under which top-level name `top` exists, or null when it is not local. */
      rootFor(top) {
        for (const r of this.roots) if (this.exists(r ? `${r}/${top}` : top)) return r;
        return null;
      }
      /** Returns the base directory-path (no extension) for a module spec from `importer`, or an error. */
      base(importer, spec) {
        let level = 0;
        while (level < spec.length && spec.charCodeAt(level) === 46) level++;
        if (level === 0) {
          const memo2 = this.absMemo.get(spec);
          if (memo2) return memo2;
        }
        const parts = spec.slice(level).split(".").filter(Boolean);
        if (level > 0) {
          let dir = dirOf(importer);
          for (let i = 1; i < level; i++) {
            if (!dir) return { error: `relative import climbs above the repository root (${level} dots from ${importer})` };
            dir = dirOf(dir);
          }
          return { root: dir, parts };
        }
        if (parts.length === 0) return { error: "empty module name" };
        let memo = this.absMemo.get(spec);
        if (!memo) {
          memo = this.absolute(parts);
          this.absMemo.set(spec, memo);
        }
        return memo;
      }
      absolute(parts) {
        if (this.selfName && parts[0] === this.selfName && this.rootFor(parts[0]) === null) return { root: "", parts: parts.slice(1) };
        const root = this.rootFor(parts[0]);
        if (root === null) return { external: true };
        return { root, parts };
      }
      /**
       * Resolutions by (importer directory for relative specifiers, specifier, names): the same import line recurs across
       * a package's files (`from pandas.core.dtypes.common import (…)`), and the answer depends on nothing else. Callers
       * must not mutate the returned object.
       */
      resolutionMemo = /* @__PURE__ */ new Map();
      /** Returns the resolution of one raw Python import of `importer` (shared between identical imports: read-only). */
      resolve(importer, imp) {
        const relative4 = imp.specifier.charCodeAt(0) === 46;
        const names = imp.names ? `\0${imp.names.join("\0")}` : "";
        const key = relative4 ? `${dirOf(importer)}\0${imp.specifier}${names}` : `\0\0${imp.specifier}${names}`;
        const hit = this.resolutionMemo.get(key);
        if (hit) return hit;
        const r = this.resolveOnce(importer, imp);
        if (!relative4 || r.unresolved === void 0) this.resolutionMemo.set(key, r);
        return r;
      }
      resolveOnce(importer, imp) {
        const b = this.base(importer, imp.specifier);
        if ("external" in b) return { targets: [], external: imp.specifier };
        if ("error" in b) return { targets: [], unresolved: b.error };
        const d = this.deepest(b.root, b.parts);
        if (!d.complete) {
          return { targets: d.file ? [d.file] : [], unresolved: `no module '${imp.specifier}' (${d.path} not found)` };
        }
        if (!imp.names) return { targets: d.file ? [d.file] : [] };
        const targets = [];
        let needBase = false;
        const missing = [];
        for (const name of imp.names) {
          const sub = name === "*" ? null : this.moduleFile(d.path ? `${d.path}/${name}` : name);
          if (sub) targets.push(sub);
          else if (d.file || name === "*") needBase = true;
          else if (!this.pyDirs.has(d.path ? `${d.path}/${name}` : name)) missing.push(name);
        }
        if (needBase && d.file) targets.unshift(d.file);
        if (missing.length) return { targets, unresolved: `cannot import ${missing.join(", ")} from '${imp.specifier}' (no __init__.py and no such submodule)` };
        return { targets };
      }
    };
  }
});

// src/repo/jsonc.ts
function parseJsonc(text3) {
  let out3 = "";
  let i = 0;
  const n3 = text3.length;
  if (text3.charCodeAt(0) === 65279) i = 1;
  while (i < n3) {
    const c = text3[i];
    if (c === '"') {
      let j = i + 1;
      while (j < n3 && text3[j] !== '"') j += text3[j] === "\\" ? 2 : 1;
      out3 += text3.slice(i, j + 1);
      i = j + 1;
    } else if (c === "/" && text3[i + 1] === "/") {
      while (i < n3 && text3[i] !== "\n") i++;
    } else if (c === "/" && text3[i + 1] === "*") {
      const e = text3.indexOf("*/", i + 2);
      i = e < 0 ? n3 : e + 2;
    } else {
      out3 += c;
      i++;
    }
  }
  return JSON.parse(out3.replace(/,(\s*[}\]])/g, "$1"));
}
var init_jsonc = __esm({
  "src/repo/jsonc.ts"() {
    "use strict";
  }
});

// src/repo/tsconfig.ts
function readConfig(file, warn, depth2) {
  let json;
  try {
    json = parseJsonc((0, import_node_fs13.readFileSync)(file, "utf8"));
  } catch (err) {
    warn(`${file}: cannot read tsconfig (${err.message}); its paths/baseUrl are ignored`);
    return {};
  }
  let merged = {};
  const ext = json?.extends;
  if (ext && depth2 < 16) {
    for (const e of Array.isArray(ext) ? ext : [ext]) {
      const parent = locateExtends(e, (0, import_node_path15.dirname)(file));
      if (parent) merged = { ...merged, ...stripUndefined(readConfig(parent, warn, depth2 + 1)) };
      else warn(`${file}: extends '${e}' not found; ignored`);
    }
  }
  const co = json?.compilerOptions ?? {};
  const dir = (0, import_node_path15.dirname)(file);
  if (typeof co.baseUrl === "string") merged.baseUrl = (0, import_node_path15.resolve)(dir, co.baseUrl);
  if (co.paths && typeof co.paths === "object") {
    merged.paths = co.paths;
    merged.pathsBase = dir;
  }
  return merged;
}
function stripUndefined(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}
function locateExtends(spec, dir) {
  const cands = [];
  if (spec.startsWith(".") || spec.startsWith("/")) {
    const p = (0, import_node_path15.resolve)(dir, spec);
    cands.push(p, `${p}.json`, (0, import_node_path15.join)(p, "tsconfig.json"));
  } else {
    let d = dir;
    for (; ; ) {
      const p = (0, import_node_path15.join)(d, "node_modules", spec);
      cands.push(p, `${p}.json`, (0, import_node_path15.join)(p, "tsconfig.json"));
      const up = (0, import_node_path15.dirname)(d);
      if (up === d) break;
      d = up;
    }
  }
  for (const c of cands) if ((0, import_node_fs13.existsSync)(c) && c.endsWith(".json")) return c;
  return null;
}
function matchPaths(paths, spec) {
  let best = null;
  let bestLen = -1;
  let star = "";
  for (const pat of Object.keys(paths)) {
    const i = pat.indexOf("*");
    if (i < 0) {
      if (pat === spec && pat.length > bestLen) {
        best = pat;
        bestLen = pat.length + 1e6;
        star = "";
      }
      continue;
    }
    const pre = pat.slice(0, i), post = pat.slice(i + 1);
    if (spec.length >= pre.length + post.length && spec.startsWith(pre) && spec.endsWith(post) && pre.length > bestLen) {
      best = pat;
      bestLen = pre.length;
      star = spec.slice(pre.length, spec.length - post.length);
    }
  }
  if (best === null) return [];
  const subs = paths[best];
  return Array.isArray(subs) ? subs.filter((x) => typeof x === "string").map((x) => x.replace("*", star)) : [];
}
var import_node_fs13, import_node_path15, TsConfigs;
var init_tsconfig = __esm({
  "src/repo/tsconfig.ts"() {
    "use strict";
    import_node_fs13 = require("node:fs");
    import_node_path15 = require("node:path");
    init_jsonc();
    TsConfigs = class {
      constructor(root, files, warn) {
        this.root = root;
        this.files = files;
        this.warn = warn;
      }
      root;
      files;
      warn;
      byFile = /* @__PURE__ */ new Map();
      byDir = /* @__PURE__ */ new Map();
      /** Returns the effective settings for repo-relative directory `dir` (nearest tsconfig/jsconfig), or null. */
      forDir(dir) {
        const hit = this.byDir.get(dir);
        if (hit !== void 0) return hit;
        let found = null;
        for (const name of ["tsconfig.json", "jsconfig.json"]) {
          const rel = dir ? `${dir}/${name}` : name;
          if (this.files.has(rel)) {
            found = this.load((0, import_node_path15.join)(this.root, rel));
            break;
          }
        }
        if (!found && dir) found = this.forDir(dir.includes("/") ? dir.slice(0, dir.lastIndexOf("/")) : "");
        this.byDir.set(dir, found);
        return found;
      }
      load(file) {
        let t = this.byFile.get(file);
        if (!t) {
          const c = readConfig(file, this.warn, 0);
          t = { file, baseUrl: c.baseUrl, paths: c.paths, pathsBase: c.baseUrl ?? c.pathsBase ?? (0, import_node_path15.dirname)(file) };
          this.byFile.set(file, t);
        }
        return t;
      }
      /** Returns an absolute path as repo-relative ('/'-separated), or null when outside the root. */
      rel(abs) {
        const r = (0, import_node_path15.relative)(this.root, abs);
        if (r.startsWith("..")) return null;
        return import_node_path15.sep === "/" ? r : r.split(import_node_path15.sep).join("/");
      }
    };
  }
});

// src/repo/package-json.ts
function readPackages(root, files, warn) {
  const out3 = /* @__PURE__ */ new Map();
  for (const f of files) {
    if (f !== "package.json" && !f.endsWith("/package.json")) continue;
    try {
      const j = JSON.parse((0, import_node_fs14.readFileSync)((0, import_node_path16.join)(root, f), "utf8"));
      const str = (k) => typeof j[k] === "string" ? j[k] : void 0;
      out3.set(dirOf(f), { dir: dirOf(f), name: str("name"), main: str("main"), module: str("module"), types: str("types") ?? str("typings"), source: str("source"), exports: j.exports, imports: j.imports });
    } catch (err) {
      warn(`${f}: cannot parse package.json (${err.message}); ignored for resolution`);
    }
  }
  return out3;
}
function pick(target, star) {
  if (typeof target === "string") return [target.replace(/\*/g, star)];
  if (Array.isArray(target)) return target.flatMap((t) => pick(t, star));
  if (target && typeof target === "object") {
    const out3 = [];
    const obj = target;
    for (const c of CONDITIONS) if (c in obj) out3.push(...pick(obj[c], star));
    return out3;
  }
  return [];
}
function mapEntries(map, sub) {
  if (map === void 0 || map === null) return [];
  if (typeof map === "string" || Array.isArray(map)) return sub === "." ? pick(map, "") : [];
  const obj = map;
  const keys = Object.keys(obj);
  if (keys.length && !keys.some((k) => k.startsWith(".") || k.startsWith("#"))) return sub === "." ? pick(obj, "") : [];
  if (sub in obj) return pick(obj[sub], "");
  let best = null;
  for (const k of keys) {
    const i2 = k.indexOf("*");
    if (i2 < 0) continue;
    const pre = k.slice(0, i2), post = k.slice(i2 + 1);
    if (sub.startsWith(pre) && sub.endsWith(post) && sub.length >= pre.length + post.length && (best === null || pre.length > best.indexOf("*"))) best = k;
  }
  if (best === null) return [];
  const i = best.indexOf("*");
  return pick(obj[best], sub.slice(i, sub.length - (best.length - i - 1)));
}
var import_node_fs14, import_node_path16, CONDITIONS;
var init_package_json = __esm({
  "src/repo/package-json.ts"() {
    "use strict";
    import_node_fs14 = require("node:fs");
    import_node_path16 = require("node:path");
    init_paths();
    CONDITIONS = ["types", "source", "import", "module", "node", "require", "default", "browser"];
  }
});

// src/repo/resolve-js.ts
var import_node_path17, TS_FIRST, JS_FIRST, JS_TO_TS, JsResolver;
var init_resolve_js = __esm({
  "src/repo/resolve-js.ts"() {
    "use strict";
    init_paths();
    init_tsconfig();
    init_package_json();
    import_node_path17 = require("node:path");
    TS_FIRST = [".ts", ".tsx", ".d.ts", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts", ".d.mts", ".d.cts", ".json"];
    JS_FIRST = [".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".d.ts", ".json"];
    JS_TO_TS = {
      ".js": [".ts", ".tsx", ".d.ts"],
      ".jsx": [".tsx"],
      ".mjs": [".mts", ".d.mts"],
      ".cjs": [".cts", ".d.cts"]
    };
    JsResolver = class {
      constructor(root, files, warn) {
        this.files = files;
        this.ts = new TsConfigs(root, files, warn);
        this.packages = readPackages(root, files, warn);
        const sorted = [...this.packages.values()].sort((a, b) => Number(a.dir.includes("node_modules")) - Number(b.dir.includes("node_modules")) || a.dir.length - b.dir.length);
        for (const p of sorted) if (p.name && !this.byName.has(p.name)) this.byName.set(p.name, p);
        void import_node_path17.join;
      }
      files;
      ts;
      packages;
      byName = /* @__PURE__ */ new Map();
      /** Returns the indexed file `base` denotes (exact, extension-swapped, extension-added, or directory index), or null. */
      probe(base, tsFirst) {
        const f = this.files;
        const dot = base.lastIndexOf(".");
        const ext = dot > base.lastIndexOf("/") ? base.slice(dot) : "";
        const swaps = JS_TO_TS[ext];
        if (swaps && tsFirst) for (const s3 of swaps) {
          const c = base.slice(0, dot) + s3;
          if (f.has(c)) return c;
        }
        if (f.has(base)) return base;
        if (swaps && !tsFirst) for (const s3 of swaps) {
          const c = base.slice(0, dot) + s3;
          if (f.has(c)) return c;
        }
        const exts = tsFirst ? TS_FIRST : JS_FIRST;
        for (const e of exts) if (f.has(base + e)) return base + e;
        const pkg = this.packages.get(base);
        if (pkg) {
          for (const m of [pkg.types, pkg.module, pkg.main]) {
            if (!m) continue;
            const p = joinRel(base, m);
            if (p !== null && p !== base) {
              const hit = this.probeFile(p, tsFirst);
              if (hit) return hit;
            }
          }
        }
        const idx = base ? `${base}/index` : "index";
        for (const e of exts) if (f.has(idx + e)) return idx + e;
        return null;
      }
      probeFile(p, tsFirst) {
        const f = this.files;
        const dot = p.lastIndexOf(".");
        const ext = dot > p.lastIndexOf("/") ? p.slice(dot) : "";
        const swaps = JS_TO_TS[ext];
        if (swaps && tsFirst) for (const s3 of swaps) {
          const c = p.slice(0, dot) + s3;
          if (f.has(c)) return c;
        }
        if (f.has(p)) return p;
        return this.probe(p, tsFirst);
      }
      /** Returns the file a package entry maps to: its exports/main target, or the same path under src/ (source-first). */
      packageTarget(pkg, sub, tsFirst) {
        const cands = pkg.exports !== void 0 ? mapEntries(pkg.exports, sub) : [];
        if (sub === "." && pkg.exports === void 0) {
          for (const m of [pkg.source, pkg.types, pkg.module, pkg.main]) if (m) cands.push(m);
        }
        for (const c of cands) {
          const p = joinRel(pkg.dir, c);
          if (p === null) continue;
          const hit = this.probeFile(p, tsFirst);
          if (hit) return hit;
          const m = /^(\.\/)?(dist|lib|build|esm|cjs|out|es|types)\//.exec(c);
          if (m) {
            const srcPath = joinRel(pkg.dir, `src/${c.slice(m[0].length)}`.replace(/\.d\.ts$|\.(c|m)?js$/, ""));
            const hit2 = srcPath !== null ? this.probe(srcPath, true) : null;
            if (hit2) return hit2;
          }
        }
        if (pkg.exports !== void 0 && cands.length === 0 && sub !== ".") return null;
        const direct = joinRel(pkg.dir, sub);
        if (direct !== null) {
          const hit = this.probe(direct, tsFirst);
          if (hit) return hit;
          const viaSrc = joinRel(pkg.dir, `src/${sub}`);
          if (viaSrc !== null) {
            const h = this.probe(viaSrc, true);
            if (h) return h;
          }
        }
        return null;
      }
      /** Returns the resolution of one raw JS/TS import of `importer`. */
      resolve(importer, imp) {
        const spec = imp.specifier;
        const tsFirst = /\.(ts|tsx|mts|cts)$/.test(importer);
        const dir = dirOf(importer);
        if (spec.startsWith("./") || spec.startsWith("../") || spec === "." || spec === "..") {
          const base = joinRel(dir, spec);
          const hit = base === null ? null : this.probe(base, tsFirst);
          return hit ? { targets: [hit] } : { targets: [], unresolved: `relative module not found: ${spec}` };
        }
        if (spec.startsWith("/")) return { targets: [], unresolved: `absolute import path: ${spec}` };
        if (spec.startsWith("#")) {
          const pkg = this.nearestPackage(dir);
          const cands = pkg ? mapEntries(pkg.imports, spec) : [];
          for (const c of cands) {
            if (!c.startsWith("./")) return this.bare(c, dir, tsFirst, spec);
            const p = joinRel(pkg.dir, c);
            const hit = p !== null ? this.probeFile(p, tsFirst) : null;
            if (hit) return { targets: [hit] };
          }
          return { targets: [], unresolved: `package.json imports has no match for ${spec}` };
        }
        return this.bare(spec, dir, tsFirst, spec);
      }
      bare(spec, dir, tsFirst, original) {
        const cfg = this.ts.forDir(dir);
        if (cfg?.paths) {
          const subs = matchPaths(cfg.paths, spec);
          for (const s3 of subs) {
            const rel = this.ts.rel((0, import_node_path17.join)(cfg.pathsBase, s3));
            const hit = rel !== null ? this.probe(rel, true) : null;
            if (hit) return { targets: [hit] };
          }
          if (subs.length) return { targets: [], unresolved: `tsconfig paths matched ${spec} but no file exists (${cfg.file})` };
        }
        if (cfg?.baseUrl) {
          const rel = this.ts.rel((0, import_node_path17.join)(cfg.baseUrl, spec));
          const hit = rel !== null ? this.probe(rel, true) : null;
          if (hit) return { targets: [hit] };
        }
        if (spec.startsWith("node:")) return { targets: [], external: original };
        const parts = spec.split("/");
        const nameLen = spec.startsWith("@") ? 2 : 1;
        const name = parts.slice(0, nameLen).join("/");
        const sub = parts.length > nameLen ? `./${parts.slice(nameLen).join("/")}` : ".";
        const pkg = this.byName.get(name) ?? this.nodeModulesPackage(dir, name);
        if (pkg) {
          const hit = this.packageTarget(pkg, sub, tsFirst);
          if (hit) return { targets: [hit] };
          return { targets: [], external: original, unresolved: `package ${name} is indexed but ${sub} does not resolve to an indexed file` };
        }
        return { targets: [], external: original };
      }
      nodeModulesPackage(dir, name) {
        let d = dir;
        for (; ; ) {
          const p = this.packages.get(d ? `${d}/node_modules/${name}` : `node_modules/${name}`);
          if (p) return p;
          if (!d) return void 0;
          d = dirOf(d);
        }
      }
      nearestPackage(dir) {
        let d = dir;
        for (; ; ) {
          const p = this.packages.get(d);
          if (p) return p;
          if (!d) return void 0;
          d = dirOf(d);
        }
      }
    };
  }
});

// src/repo/resolve-python-kernel.ts
function resolvePythonBatch(paths, roots, selfName, todo, blobOf) {
  return slot2.run((k) => todo.length === 0 ? { quads: new Int32Array(0), externals: [] } : resolveIn(k, paths, roots, selfName, todo, blobOf), () => null);
}
function resolveIn(k, paths, roots, selfName, todo, blobOf) {
  const self = selfName ?? "";
  const blobs = new Array(todo.length);
  for (let t = 0; t < todo.length; t++) blobs[t] = blobOf(todo[t]);
  const text3 = `${paths.join("\0")}\0${roots.length ? `${roots.join("\0")}\0` : ""}${self}${blobs.join("\0")}\0`;
  const bytesLen = Buffer.byteLength(text3);
  const idsAt = PYR_IN_HEADER_BYTES, bytesAt = PYR_IN_HEADER_BYTES + todo.length * 4;
  const total = bytesAt + bytesLen;
  const ptr = k.a(total);
  const head = new Int32Array(k.memory.buffer, ptr, PYR_IN_HEADER_BYTES / 4 + todo.length);
  head[PYR_IN_PATHS] = paths.length;
  head[PYR_IN_ROOTS] = roots.length;
  head[PYR_IN_SELF_LEN] = Buffer.byteLength(self);
  head[PYR_IN_TODO] = todo.length;
  head[PYR_IN_TEXT_LEN] = bytesLen;
  head[PYR_IN_RESERVED] = 0;
  head.set(todo, idsAt / 4);
  Buffer.from(k.memory.buffer).write(text3, ptr + bytesAt, bytesLen, "utf8");
  const res = k.r(total);
  const mem = Buffer.from(k.memory.buffer);
  const out3 = new Int32Array(k.memory.buffer, res, PYR_OUT_SLOTS);
  const quadsPtr = out3[PYR_OUT_QUADS_PTR], count = out3[PYR_OUT_QUAD_COUNT], statusPtr = out3[PYR_OUT_STATUS_PTR], extLen = out3[PYR_OUT_EXTERNALS_LEN];
  const quads = new Int32Array(k.memory.buffer, quadsPtr, count * 4).slice();
  const status = new Int32Array(k.memory.buffer, statusPtr, todo.length);
  const ext = mem.toString("utf8", statusPtr + todo.length * 4, statusPtr + todo.length * 4 + extLen).split("\0");
  const externals = new Array(todo.length);
  for (let t = 0; t < todo.length; t++) externals[t] = status[t] === 0 ? ext[t] : null;
  return { quads, externals };
}
var slot2;
var init_resolve_python_kernel = __esm({
  "src/repo/resolve-python-kernel.ts"() {
    "use strict";
    init_wasm();
    init_layouts();
    slot2 = new KernelSlot("pyresolve", Infinity);
  }
});

// src/repo/pack-edges-kernel.ts
function packEdgesKernel(q) {
  if (q.length % 4 !== 0) return null;
  return slot3.run((k) => {
    const m = q.length / 4;
    const ptr = k.a(m);
    new Int32Array(k.memory.buffer, ptr, m * 4).set(q);
    const n3 = k.p(m);
    if (n3 < 0) twinFallback("edges", "refused", "an edge kind is not below 32");
    const out3 = n3 < 0 ? null : new Uint8Array(k.memory.buffer, ptr, n3 * 16).slice();
    slot3.doneWith(k);
    return out3;
  }, () => null);
}
var slot3;
var init_pack_edges_kernel = __esm({
  "src/repo/pack-edges-kernel.ts"() {
    "use strict";
    init_wasm();
    init_fallback();
    slot3 = new KernelSlot("edges", 16 << 20);
  }
});

// src/repo/edges.ts
var edges_exports = {};
__export(edges_exports, {
  EdgeResolver: () => EdgeResolver,
  packEdges: () => packEdges,
  packEdgesTwin: () => packEdgesTwin,
  resolveFiles: () => resolveFiles
});
function resolveFiles(root, files, ids, importsOf, dependencyRoots, warn, blobOf) {
  const paths = files.map((f) => f.path);
  const resolver = new EdgeResolver(root, paths, dependencyRoots, warn);
  let kernelQuads = null;
  let twinIds = ids;
  const py = blobOf ? ids.filter((i) => files[i].lang === "python") : [];
  if (py.length) {
    const pr = resolver.python();
    const batch = resolvePythonBatch(paths, pr.roots, pr.selfName, py, blobOf);
    if (batch) {
      kernelQuads = batch.quads;
      const answered = new Uint8Array(files.length);
      for (let t = 0; t < py.length; t++) {
        const ext = batch.externals[t];
        if (ext === null) continue;
        answered[py[t]] = 1;
        setExternals(files[py[t]], ext);
      }
      twinIds = ids.filter((i) => !answered[i]);
    }
  }
  const quads = [];
  const unresolved = [];
  for (const i of twinIds) {
    const f = files[i];
    if (f.lang === "other") continue;
    addFileEdges(i, f, resolver.resolveFile(i, f.path, f.lang, importsOf(i)), quads, unresolved);
  }
  if (!kernelQuads) return { quads: Int32Array.from(quads), unresolved };
  const all = new Int32Array(kernelQuads.length + quads.length);
  all.set(kernelQuads);
  all.set(quads, kernelQuads.length);
  return { quads: all, unresolved };
}
function setExternals(f, blob) {
  if (f instanceof IndexedFile) f.setExternalBlob(blob);
  else f.external = JSON.parse(blob);
}
function addFileEdges(from, f, r, quads, unresolved) {
  for (let k = 0; k < r.edges.length; k += 3) quads.push(from, r.edges[k], r.edges[k + 1], r.edges[k + 2]);
  for (const u of r.unresolved) unresolved.push({ from, line: u.line, specifier: u.specifier, reason: u.reason });
  const cur = f.external, ext = r.external;
  if (cur.length !== ext.length || cur.some((x, k) => x !== ext[k])) f.external = ext;
}
function packEdges(q) {
  return packEdgesKernel(q) ?? packEdgesTwin(q);
}
function packEdgesTwin(q) {
  const count = q.length / 4;
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((a, b) => q[a * 4] - q[b * 4] || q[a * 4 + 1] - q[b * 4 + 1] || q[a * 4 + 2] - q[b * 4 + 2] || q[a * 4 + 3] - q[b * 4 + 3]);
  const out3 = new Int32Array(count * 4);
  let n3 = 0;
  let groupFrom = -1, groupTo = -1, seenKinds = 0;
  for (let k = 0; k < count; k++) {
    const j = order[k] * 4;
    const from = q[j], to = q[j + 1], line3 = q[j + 2], kind = q[j + 3];
    if (from !== groupFrom || to !== groupTo) {
      groupFrom = from;
      groupTo = to;
      seenKinds = 0;
    }
    if (seenKinds & 1 << kind) continue;
    seenKinds |= 1 << kind;
    out3[n3 * 4] = from;
    out3[n3 * 4 + 1] = to;
    out3[n3 * 4 + 2] = line3;
    out3[n3 * 4 + 3] = kind;
    n3++;
  }
  return new Uint8Array(out3.buffer, 0, n3 * 16).slice();
}
var import_node_path18, KIND_INDEX, EdgeResolver;
var init_edges = __esm({
  "src/repo/edges.ts"() {
    "use strict";
    import_node_path18 = require("node:path");
    init_paths();
    init_types();
    init_resolve_python();
    init_resolve_js();
    init_resolve_python_kernel();
    init_pack_edges_kernel();
    init_record();
    KIND_INDEX = new Map(EDGE_KINDS.map((k, i) => [k, i]));
    EdgeResolver = class {
      constructor(root, paths, dependencyRoots, warn) {
        this.root = root;
        this.warn = warn;
        for (let i = 0; i < paths.length; i++) this.byPath.set(paths[i], i);
        this.set = new Set(this.byPath.keys());
        this.depPyRoots = dependencyRoots.map((d) => {
          const r = toPosix((0, import_node_path18.relative)(root, d));
          const p = r.startsWith("..") ? toPosix(d) : r;
          return p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
        });
      }
      root;
      warn;
      byPath = /* @__PURE__ */ new Map();
      set;
      depPyRoots;
      py = null;
      js = null;
      /** Returns the Python resolver of this file set (made on first use). */
      python() {
        this.py ??= new PythonResolver(this.set, (0, import_node_path18.basename)(this.root), this.depPyRoots);
        return this.py;
      }
      /** Returns the resolution of the imports of file `from` (at `path`, in `lang`). */
      resolveFile(from, path, lang, imports) {
        const out3 = { edges: [], unresolved: [], external: [] };
        if (lang === "other") return out3;
        const external = /* @__PURE__ */ new Set();
        for (const imp of imports) {
          let r;
          if (lang === "python") {
            r = this.python().resolve(path, imp);
          } else {
            this.js ??= new JsResolver(this.root, this.set, this.warn);
            r = this.js.resolve(path, imp);
          }
          if (r.external !== void 0) external.add(r.external);
          if (r.unresolved !== void 0) out3.unresolved.push({ line: imp.line, specifier: imp.specifier, reason: r.unresolved });
          const kind = KIND_INDEX.get(imp.kind) ?? 0;
          for (const tp of r.targets) {
            const to = this.byPath.get(tp);
            if (to === void 0 || to === from) continue;
            out3.edges.push(to, imp.line, kind);
          }
        }
        if (external.size) out3.external = [...external].sort();
        return out3;
      }
    };
  }
});

// src/repo/pool.ts
var pool_exports = {};
__export(pool_exports, {
  lexInPool: () => lexInPool
});
async function lexInPool(files, maxBytes, impl, onProgress, eventDecorators) {
  const { Piscina } = createRequire(__ckImportMetaUrl)("piscina");
  const threads = Math.max(1, Math.min((0, import_node_os4.availableParallelism)() - 1, 7));
  const pool = new Piscina({ filename: WORKER, minThreads: threads, maxThreads: threads, idleTimeout: 100, concurrentTasksPerWorker: DEPTH });
  const out3 = new Array(files.length);
  const batches = Math.ceil(files.length / BATCH);
  let next = 0;
  let done = 0;
  const inThread = (b) => {
    const start = b * BATCH, end = Math.min(files.length, start + BATCH);
    for (let k = start; k < end; k++) out3[k] = processFile(files[k].abs, files[k].lang, maxBytes, impl, files[k].knownHash, eventDecorators, files[k].size);
  };
  const finished = (b) => {
    done += Math.min(files.length, (b + 1) * BATCH) - b * BATCH;
    onProgress?.(done, files.length);
  };
  const workerLoop = async () => {
    while (next < batches) {
      const b = next++;
      const batch = files.slice(b * BATCH, (b + 1) * BATCH);
      const task = { files: batch, maxBytes, impl, eventDecorators };
      try {
        const reply = await pool.run(task);
        if (!reply.ok) throw new Error(reply.error);
        for (let k = 0; k < batch.length; k++) out3[b * BATCH + k] = reply.outcomes[k];
      } catch {
        inThread(b);
      }
      finished(b);
    }
  };
  const mainLoop = async () => {
    while (next < batches) {
      const b = next++;
      inThread(b);
      finished(b);
      await new Promise((r) => setImmediate(r));
    }
  };
  try {
    await Promise.all([mainLoop(), ...Array.from({ length: threads * DEPTH }, workerLoop)]);
  } finally {
    await pool.destroy();
  }
  return out3;
}
var import_node_os4, import_node_url6, WORKER, BATCH, DEPTH;
var init_pool = __esm({
  "src/repo/pool.ts"() {
    "use strict";
    import_node_os4 = require("node:os");
    init_node_module();
    import_node_url6 = require("node:url");
    init_file();
    WORKER = (0, import_node_url6.fileURLToPath)(new URL("../../workers/lex.js", __ckImportMetaUrl));
    BATCH = 64;
    DEPTH = 4;
  }
});

// src/repo/build.ts
var build_exports = {};
__export(build_exports, {
  DEFAULT_MAX_FILE_BYTES: () => DEFAULT_MAX_FILE_BYTES,
  INDEX_ENGINE_VERSION: () => INDEX_ENGINE_VERSION,
  LEX_POOL_MIN_BYTES: () => LEX_POOL_MIN_BYTES,
  buildIndex: () => buildIndex,
  dependencyRootOf: () => dependencyRootOf,
  indexDependency: () => indexDependency,
  indexOpKey: () => indexOpKey
});
function indexOpKey() {
  if (opKeyMemo) return opKeyMemo;
  const h = (0, import_node_crypto7.createHash)("sha1").update(INDEX_ENGINE_VERSION);
  for (const k of ["pylex", "jslex", "pyresolve", "edges"]) {
    try {
      h.update((0, import_node_fs15.readFileSync)(`${WASM_DIR}${k}.wasm`));
    } catch {
      h.update(`${k}:twin`);
    }
  }
  opKeyMemo = h.digest("hex").slice(0, 16);
  return opKeyMemo;
}
async function buildIndex(root, opts = {}) {
  const t0 = nowMs();
  const timing = { walk: 0, stat: 0, cacheLoad: 0 };
  let abs = (0, import_node_path19.resolve)(root);
  try {
    if (!(0, import_node_fs15.statSync)(abs).isDirectory()) throw repoNotFound(root, "not a directory");
    abs = (0, import_node_fs15.realpathSync)(abs);
  } catch (err) {
    if (err.name === "UsageError") throw err;
    throw repoNotFound(root, err.code === "ENOENT" ? "no such directory" : err.message);
  }
  const o = resolveIndexOptions(abs, opts);
  const file = cacheFile(abs, indexOptionsKey(o));
  const helper = o.workers === "auto" && o.impl === "wasm" && (o.noCache || !(0, import_node_fs15.existsSync)(file)) ? (await Promise.resolve().then(() => (init_lex_helper(), lex_helper_exports))).startLexHelper() : null;
  try {
    const index = await build(abs, o, file, t0, timing, helper);
    optionsOf.set(index, opts);
    return index;
  } finally {
    helper?.stop();
  }
}
async function build(abs, o, file, t0, timing, helper) {
  let t = nowMs();
  const walking = walkTree(abs, o);
  const tCache = nowMs();
  const opKey = indexOpKey();
  const cached = o.noCache ? null : loadCache(file, opKey, abs, o.warn);
  timing.cacheLoad = nowMs() - tCache;
  const walk = await walking;
  const skipped = { binary: 0, tooLarge: 0, unreadable: walk.unreadable, symlinkLoop: walk.symlinkLoop, ignored: walk.ignored };
  timing.walk = nowMs() - t - timing.cacheLoad;
  t = nowMs();
  const entries = statTree(abs, walk, o, skipped);
  const treeFp = treeFingerprint(entries);
  timing.stat = nowMs() - t;
  const prevByPath = /* @__PURE__ */ new Map();
  const prevSkip = /* @__PURE__ */ new Map();
  if (cached) {
    for (let i = 0; i < cached.files.length; i++) prevByPath.set(cached.files[i].path, i);
    for (const s3 of cached.skips) prevSkip.set(s3.path, s3);
  }
  const files = new Array(entries.length).fill(null);
  const blobs = new Array(entries.length);
  const lexedNow = new Uint8Array(entries.length);
  const skips = [];
  const todo = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const pi = prevByPath.get(e.path);
    if (pi !== void 0) {
      const prev = cached.files[pi];
      if (prev.size === e.size && prev.mtimeMs === e.mtimeMs) {
        files[i] = prev;
        blobs[i] = cached.importBlobs[pi];
        continue;
      }
    } else {
      const ps = prevSkip.get(e.path);
      if (ps && ps.size === e.size && ps.mtimeMs === e.mtimeMs) {
        skips.push(ps);
        countSkip(skipped, ps.reason);
        continue;
      }
    }
    todo.push(i);
  }
  t = nowMs();
  const knownHash = todo.map((i) => {
    const pi = prevByPath.get(entries[i].path);
    return pi === void 0 ? void 0 : cached.files[pi].hash;
  });
  const { outcomes, lexedOn } = await lexAll(entries, todo, knownHash, o, helper);
  let relexed = 0;
  let touchedOnly = 0;
  let contentChanged = false;
  let configChanged = false;
  for (let k = 0; k < todo.length; k++) {
    const i = todo[k];
    const e = entries[i];
    const out3 = outcomes[k];
    if (out3.status === "unchanged") {
      const pi = prevByPath.get(e.path);
      const prev = cached.files[pi];
      files[i] = prev instanceof IndexedFile ? prev.withStat(e.size, e.mtimeMs) : { ...prev, size: e.size, mtimeMs: e.mtimeMs };
      blobs[i] = cached.importBlobs[pi];
      touchedOnly++;
      continue;
    }
    if (out3.status !== "ok") {
      countSkip(skipped, out3.status);
      skips.push({ path: e.path, size: e.size, mtimeMs: e.mtimeMs, reason: out3.status });
      contentChanged = true;
      continue;
    }
    relexed++;
    contentChanged = true;
    if (CONFIG_FILE.test(e.path)) configChanged = true;
    const b = out3.blobs;
    files[i] = recordFromBlobs(e.path, e.lang, e.size, e.mtimeMs, out3.hash, out3.tokens, { defs: b?.defs ?? "[]", dynamic: b?.dynamic ?? "[]", external: "[]" });
    lexedNow[i] = 1;
    blobs[i] = b?.imports ?? "[]";
  }
  timing.lex = nowMs() - t;
  const keptFiles = [];
  const keptBlobs = [];
  const keptLexed = [];
  for (let i = 0; i < entries.length; i++) {
    const f = files[i];
    if (f) {
      if (lexedNow[i]) keptLexed.push(keptFiles.length);
      keptFiles.push(f);
      keptBlobs.push(blobs[i]);
    }
  }
  const importsOf = (id) => parseImportBlob(keptBlobs[id]);
  const blobOf = o.impl === "wasm" ? (id) => keptBlobs[id] : void 0;
  const sameSet = cached !== null && cached.files.length === keptFiles.length && keptFiles.every((f, i) => f.path === cached.files[i].path);
  t = nowMs();
  let edges;
  let unresolved;
  let cacheState;
  if (cached && sameSet && !contentChanged) {
    edges = cached.edges;
    unresolved = cached.unresolved;
    cacheState = "hit";
  } else if (cached && sameSet && !configChanged) {
    const changed = keptLexed;
    const isChanged = new Uint8Array(keptFiles.length);
    for (const id of changed) isChanged[id] = 1;
    const { resolveFiles: resolveFiles2, packEdges: packEdges2 } = await Promise.resolve().then(() => (init_edges(), edges_exports));
    const r = resolveFiles2(abs, keptFiles, changed, importsOf, o.dependencyRoots, o.warn, blobOf);
    const old = new Int32Array(new Uint8Array(cached.edges).buffer);
    const quads = [];
    for (let k = 0; k < old.length; k += 4) if (!isChanged[old[k]]) quads.push(old[k], old[k + 1], old[k + 2], old[k + 3]);
    for (const x of r.quads) quads.push(x);
    edges = packEdges2(quads);
    unresolved = [...cached.unresolved.filter((u) => !isChanged[u.from]), ...r.unresolved].sort((a, b) => a.from - b.from || a.line - b.line);
    cacheState = "partial";
  } else {
    const all = keptFiles.map((_, id) => id);
    const { resolveFiles: resolveFiles2, packEdges: packEdges2 } = await Promise.resolve().then(() => (init_edges(), edges_exports));
    const r = resolveFiles2(abs, keptFiles, all, importsOf, o.dependencyRoots, o.warn, blobOf);
    edges = packEdges2(r.quads);
    unresolved = r.unresolved;
    cacheState = cached ? "partial" : "miss";
  }
  timing.resolve = nowMs() - t;
  t = nowMs();
  const onlyTouched = todo.length === touchedOnly && touchedOnly <= MAX_UNSAVED_TOUCHED;
  if (cacheState !== "hit" || !onlyTouched || skips.length !== (cached?.skips.length ?? 0)) {
    const data = {
      format: CACHE_FORMAT,
      opKey,
      root: abs,
      files: keptFiles,
      importBlobs: keptBlobs,
      skips,
      edges,
      unresolved,
      skipped: { ...skipped }
    };
    saveCache(file, data, o.warn);
  }
  timing.cacheSave = nowMs() - t;
  timing.total = nowMs() - t0;
  const index = makeIndex(abs, keptFiles, edges, unresolved, skipped, timing, cacheState, relexed, walk.mode, lexedOn);
  setTreeState(index, { fingerprint: treeFp, dependencyRoots: o.dependencyRoots });
  return index;
}
function countSkip(s3, reason) {
  s3[reason]++;
}
async function lexAll(entries, todo, knownHash, o, helper) {
  let bytes2 = 0;
  for (const i of todo) bytes2 += entries[i].size;
  const usePool = o.workers === "always" || o.workers === "auto" && (0, import_node_os5.availableParallelism)() > 1 && bytes2 >= LEX_POOL_MIN_BYTES;
  if (todo.length === 0) return { outcomes: [], lexedOn: "in-thread" };
  if (usePool) {
    helper?.stop();
    const { lexInPool: lexInPool2 } = await Promise.resolve().then(() => (init_pool(), pool_exports));
    const outcomes = await lexInPool2(todo.map((i, k) => ({ abs: entries[i].abs, lang: entries[i].lang, knownHash: knownHash[k], size: entries[i].size })), o.maxFileBytes, o.impl, o.onProgress, o.eventDecorators);
    return { outcomes, lexedOn: "pool" };
  }
  const { processFile: processFile2 } = await Promise.resolve().then(() => (init_file(), file_exports));
  const arena = new BlobArena();
  const lh = helper ? await Promise.resolve().then(() => (init_lex_helper(), lex_helper_exports)) : null;
  if (helper && lh && bytes2 >= lh.HELPER_MIN_BYTES && knownHash.every((h) => h === void 0)) {
    const files = todo.map((i) => ({ abs: entries[i].abs, lang: entries[i].lang, size: entries[i].size }));
    return { outcomes: (await lh.lexWithHelper(helper, files, o.maxFileBytes, o.eventDecorators, arena, o.onProgress)).outcomes, lexedOn: "helper" };
  }
  helper?.stop();
  const out3 = new Array(todo.length);
  for (let k = 0; k < todo.length; k++) {
    const e = entries[todo[k]];
    out3[k] = processFile2(e.abs, e.lang, o.maxFileBytes, o.impl, knownHash[k], o.eventDecorators, e.size, arena);
    if (o.onProgress && (k & 63) === 63) o.onProgress(k + 1, todo.length);
  }
  o.onProgress?.(todo.length, todo.length);
  return { outcomes: out3, lexedOn: "in-thread" };
}
function makeIndex(root, files, packed, unresolved, skipped, timing, cache, relexed, walk, lexedOn) {
  const aligned = packed.byteOffset % 4 === 0 ? packed : new Uint8Array(packed);
  const quads = new Int32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
  const m = quads.length / 4;
  const edgeFrom = new Int32Array(m), edgeTo = new Int32Array(m), edgeLine = new Int32Array(m), edgeKind = new Uint8Array(m);
  for (let i = 0; i < m; i++) {
    edgeFrom[i] = quads[i * 4];
    edgeTo[i] = quads[i * 4 + 1];
    edgeLine[i] = quads[i * 4 + 2];
    edgeKind[i] = quads[i * 4 + 3];
  }
  let bytes2 = 0;
  const byLang = { python: 0, js: 0, ts: 0, other: 0 };
  const dynamicByKind = [0, 0, 0];
  for (const f of files) {
    bytes2 += f.size;
    countDynamic(f, dynamicByKind);
    byLang[f.lang]++;
  }
  const dynamicSites = dynamicByKind[0] + dynamicByKind[1] + dynamicByKind[2];
  let ids = null;
  for (const k of Object.keys(timing)) timing[k] = Math.round(timing[k] * 100) / 100;
  return {
    version: 1,
    root,
    files,
    edgeFrom,
    edgeTo,
    edgeLine,
    edgeKind,
    edgeKinds: [...EDGE_KINDS],
    unresolved,
    skipped,
    stats: {
      files: files.length,
      bytes: bytes2,
      edges: m,
      unresolved: unresolved.length,
      dynamicSites,
      dynamicByKind: { "dynamic-import": dynamicByKind[0], "dynamic-dispatch": dynamicByKind[1], "event-registration": dynamicByKind[2] },
      timingMs: timing,
      cache,
      relexed,
      byLang,
      walk,
      lexedOn
    },
    fileId(path) {
      if (!ids) {
        ids = /* @__PURE__ */ new Map();
        files.forEach((f, i) => ids.set(f.path, i));
      }
      return ids.get(path);
    }
  };
}
function dependencyRootOf(absPath) {
  const p = toPosix((0, import_node_path19.resolve)(absPath));
  const nm = p.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const rest = p.slice(nm + 14).split("/");
    const n3 = rest[0].startsWith("@") ? 2 : 1;
    if (rest.length > n3) return p.slice(0, nm + 14) + rest.slice(0, n3).join("/");
  }
  const m = /\/(site-packages|dist-packages)\//.exec(p);
  if (m) {
    const base = m.index + m[0].length;
    const top = p.slice(base).split("/")[0];
    const pkgDir = p.slice(0, base) + top;
    if (top.endsWith(".py")) return null;
    return (0, import_node_fs15.existsSync)(pkgDir) ? pkgDir : null;
  }
  return null;
}
async function indexDependency(index, absPath) {
  const dep = dependencyRootOf(absPath);
  if (!dep) return index;
  const opts = optionsOf.get(index) ?? {};
  const roots = new Set(resolveIndexOptions(index.root, opts).dependencyRoots);
  if (roots.has(dep)) return index;
  roots.add(dep);
  return buildIndex(index.root, { ...opts, dependencyRoots: [...roots] });
}
var import_node_fs15, import_node_os5, import_node_crypto7, import_node_path19, INDEX_ENGINE_VERSION, LEX_POOL_MIN_BYTES, CONFIG_FILE, opKeyMemo, optionsOf, MAX_UNSAVED_TOUCHED;
var init_build = __esm({
  "src/repo/build.ts"() {
    "use strict";
    import_node_fs15 = require("node:fs");
    import_node_os5 = require("node:os");
    import_node_crypto7 = require("node:crypto");
    import_node_path19 = require("node:path");
    init_types();
    init_paths();
    init_cache();
    init_columns();
    init_record();
    init_blob_arena();
    init_wasm();
    init_errors2();
    init_clock();
    init_tree_state();
    init_options2();
    INDEX_ENGINE_VERSION = "repo-index/1";
    LEX_POOL_MIN_BYTES = 64 << 20;
    CONFIG_FILE = /(^|\/)(package\.json|tsconfig[^/]*\.json|jsconfig\.json)$/;
    opKeyMemo = null;
    optionsOf = /* @__PURE__ */ new WeakMap();
    MAX_UNSAVED_TOUCHED = 32;
  }
});

// index-entry.mjs
var index_entry_exports = {};
__export(index_entry_exports, {
  run: () => run
});
module.exports = __toCommonJS(index_entry_exports);

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

// src/cli/commands/index.ts
init_errors();
var HELP = `usage: ck index REPO [--json] [--no-cache] [--exclude GLOB]... [--include-default-excluded [NAME]]

Build or refresh the cached index of REPO (files, import graph, definitions, dynamic sites) and print its stats.
The cache lives under $XDG_CACHE_HOME/context-kernel/index (never inside REPO); unchanged files are not re-read.

options:
  --json                        print the stats as one JSON object
  --no-cache                    ignore the cache and rebuild it from scratch
  --exclude GLOB                exclude paths matching GLOB (gitignore syntax; repeatable)
  --include-default-excluded    index default-excluded directories too (node_modules, dist, build, .venv, ...)
  --include NAME                index one default-excluded directory name (repeatable), e.g. --include build
  --workers auto|never|always   auto: a cold index from 4 MB to lex on two threads, the piscina pool from 64 MB;
                                never: one thread; always: the pool
  --impl wasm|js                lexer implementation (js = the TypeScript twin)

Exit status: 0 the index was built or refreshed, 1 it was, but some files could not be read (counted under
'skipped' as unreadable, said on stderr; the stats are still printed) or an unexpected error, 2 bad usage or a
REPO that is not a readable directory. Binary, too large, excluded files and symlink loops are skipped by design:
they do not change the status.
`;
function fmtBytes(n3) {
  if (n3 < 1024) return `${n3} B`;
  if (n3 < 1024 * 1024) return `${(n3 / 1024).toFixed(1)} KB`;
  return `${(n3 / 1024 / 1024).toFixed(1)} MB`;
}
function indexSummary(index) {
  const kinds = {};
  for (let i = 0; i < index.edgeKind.length; i++) {
    const k = index.edgeKinds[index.edgeKind[i]];
    kinds[k] = (kinds[k] ?? 0) + 1;
  }
  const s3 = index.stats;
  return {
    version: index.version,
    root: index.root,
    files: s3.files,
    bytes: s3.bytes,
    byLang: s3.byLang,
    edges: s3.edges,
    edgesByKind: kinds,
    unresolved: s3.unresolved,
    dynamicSites: s3.dynamicSites,
    dynamicByKind: { ...s3.dynamicByKind },
    skipped: index.skipped,
    cache: s3.cache,
    relexed: s3.relexed,
    lexedOn: s3.lexedOn,
    walk: s3.walk,
    timingMs: s3.timingMs
  };
}
var command = {
  name: "index",
  summary: "build/refresh the cached repository index and print its stats",
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, {
      json: { type: "boolean" },
      "no-cache": { type: "boolean" },
      exclude: { type: "string", multiple: true },
      include: { type: "string", multiple: true },
      "include-default-excluded": { type: "boolean" },
      workers: { type: "string" },
      impl: { type: "string" }
    }, "index");
    if (positionals.length !== 1) throw new UsageError(positionals.length ? `expected one REPO, got ${positionals.length}` : "missing REPO (usage: ck index REPO [--json])");
    const workers = values.workers;
    if (workers !== void 0 && !["auto", "never", "always"].includes(workers)) throw new UsageError(`invalid value for --workers: '${workers}' (expected auto, never or always)`);
    const impl = values.impl;
    if (impl !== void 0 && impl !== "wasm" && impl !== "js") throw new UsageError(`invalid value for --impl: '${impl}' (expected wasm or js)`);
    const include = values["include-default-excluded"] ? ["*"] : values.include;
    const { buildIndex: buildIndex2 } = await Promise.resolve().then(() => (init_build(), build_exports));
    const warnings = [];
    let progress = false;
    const clearProgress = () => {
      if (progress) {
        io.stderr.write("\r\x1B[K");
        progress = false;
      }
    };
    const index = await buildIndex2(positionals[0], {
      noCache: Boolean(values["no-cache"]),
      exclude: values.exclude,
      include,
      workers,
      impl,
      onWarning: (m) => {
        clearProgress();
        warnings.push(m);
        io.stderr.write(`ck index: warning: ${m}
`);
      },
      onProgress: io.interactive ? (d, t2) => {
        if (t2 > 500) {
          io.stderr.write(`\rck index: lexed ${d}/${t2}`);
          progress = true;
        }
      } : void 0
    }).finally(clearProgress);
    const sum = indexSummary(index);
    const status = unreadableStatus(index, io);
    if (values.json) {
      io.stdout.write(`${JSON.stringify({ ...sum, warnings })}
`);
      return status;
    }
    const s3 = index.stats, k = index.skipped;
    const langs = Object.entries(s3.byLang).filter(([, v]) => v > 0).map(([l, v]) => `${l} ${v}`).join(", ");
    const kinds = Object.entries(sum.edgesByKind).map(([l, v]) => `${l} ${v}`).join(", ");
    const dyn = Object.entries(sum.dynamicByKind).map(([l, v]) => `${l} ${v}`).join(", ");
    const t = s3.timingMs;
    io.stdout.write([
      `index of ${index.root} (${s3.walk === "git" ? "git ls-files" : "filesystem walk"})`,
      `files        ${s3.files} (${langs}), ${fmtBytes(s3.bytes)}`,
      `edges        ${s3.edges}${kinds ? ` (${kinds})` : ""}`,
      `unresolved   ${s3.unresolved} import(s)`,
      `dynamic      ${s3.dynamicSites} site(s) (${dyn})`,
      `skipped      binary ${k.binary}, too large ${k.tooLarge}, unreadable ${k.unreadable}, symlink loops ${k.symlinkLoop}, excluded ${k.ignored}`,
      `cache        ${s3.cache} (${s3.relexed} file(s) lexed${s3.relexed ? `, ${s3.lexedOn}` : ""})`,
      `timing       ${t.total} ms (walk ${t.walk}, stat ${t.stat}, cache ${t.cacheLoad}, lex ${t.lex}, resolve ${t.resolve}, save ${t.cacheSave})`,
      ""
    ].join("\n"));
    return status;
  }
};
function unreadableStatus(index, io) {
  const n3 = index.skipped.unreadable;
  if (n3 === 0) return 0;
  io.stderr.write(`ck index: ${n3} file(s) could not be read (skipped; see 'unreadable' in the stats)
`);
  return 1;
}

// src/cli/run.ts
var import_node_fs17 = require("node:fs");
init_node_module();
init_errors();
init_env();

// src/runtime/sync-stream.ts
var import_node_fs16 = require("node:fs");
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
      const bytes2 = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      let off = 0;
      try {
        while (off < bytes2.length) off += (0, import_node_fs16.writeSync)(fd, bytes2, off, bytes2.length - off);
      } catch (err) {
        const code = err.code;
        if (code === "EAGAIN") return handOver(done).write(bytes2.subarray(off), () => done?.());
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
  const s3 = stdout.stream;
  if (s3?.writableNeedDrain) s3.once("drain", () => process.exit(code));
  else process.exitCode = code;
}
function exitWhenDone(code) {
  if (stdout.stream || stderr.stream) exitWhenDrained(code);
  else process.exit(code);
}
function stderrIsTerminal() {
  try {
    if (!(0, import_node_fs17.fstatSync)(2).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  return createRequire(__ckImportMetaUrl)("node:tty").isatty(2);
}

// index-entry.mjs
async function run(argv) {
  exitWhenDone(await runCommand(command, argv, processIO()));
}
if (require.main === module) run(process.argv.slice(2));
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
