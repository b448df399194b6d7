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
function badOption(operator2, detail2) {
  return new UsageError(`${operator2}: ${detail2}`);
}
function kernelMissing(name, file) {
  return new Error(`kernel '${name}' is not built (${file} missing): run \`npm run build\``);
}
function grammarMissing(path) {
  return new Error(`tree-sitter grammar ${path} is missing: run npm run build (scripts/grammars.mjs copies it)`);
}
function kernelTrap(name, detail2) {
  return new Error(`kernel '${name}' trapped: ${detail2}`);
}
function badFlag(flag, value, expected2) {
  return new UsageError(`invalid value for ${flag}: '${value}' (expected ${expected2})`);
}
function graphBadEdge(edge, from, to, nodes, detail2 = "endpoint outside the graph") {
  return new Error(`import graph: edge #${edge} (${from} -> ${to}) is invalid: ${detail2} (graph has ${nodes} nodes)`);
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
function estimateTokens(text3) {
  const chars = typeof text3 === "number" ? text3 : text3.length;
  return Math.ceil(chars / 4);
}
function formatTokens(n3) {
  if (n3 === Infinity) return "\u221E";
  if (n3 < 1e3) return String(n3);
  if (n3 < 1e6) return `${(n3 / 1e3).toFixed(n3 < 1e4 ? 1 : 0)}k`;
  return `${(n3 / 1e6).toFixed(1)}M`;
}
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

// ck-module-shim:node:module
function createRequire(from) {
  const file = String(from).startsWith("file:") ? (0, import_node_url.fileURLToPath)(from) : String(from);
  if ((0, import_node_path2.dirname)(file) === __dirname) return require;
  return require("node:module").createRequire(from);
}
var import_node_path2, import_node_url;
var init_node_module = __esm({
  "ck-module-shim:node:module"() {
    import_node_path2 = require("node:path");
    import_node_url = require("node:url");
  }
});

// src/store/atomic.ts
function tempPath(file) {
  tmpTag ??= `${process.pid}.${(0, import_node_crypto.randomBytes)(4).toString("hex")}`;
  return (0, import_node_path3.join)((0, import_node_path3.dirname)(file), `.${(0, import_node_path3.basename)(file)}.${tmpTag}.${tmpSeq++}.tmp`);
}
function writeFileAtomicWith(file, fill) {
  const tmp = tempPath(file);
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(tmp, "w");
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    (0, import_node_fs2.mkdirSync)((0, import_node_path3.dirname)(file), { recursive: true });
    fd = (0, import_node_fs2.openSync)(tmp, "w");
  }
  try {
    try {
      fill(fd);
    } finally {
      (0, import_node_fs2.closeSync)(fd);
    }
    (0, import_node_fs2.renameSync)(tmp, file);
  } catch (err) {
    try {
      (0, import_node_fs2.unlinkSync)(tmp);
    } catch {
    }
    throw err;
  }
}
function writeFileAtomic(file, data, opts = {}) {
  writeFileAtomicWith(file, (fd) => {
    (0, import_node_fs2.writeFileSync)(fd, data);
    if (opts.fsync) (0, import_node_fs2.fsyncSync)(fd);
  });
}
var import_node_fs2, import_node_path3, import_node_crypto, tmpTag, tmpSeq;
var init_atomic = __esm({
  "src/store/atomic.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    import_node_path3 = require("node:path");
    import_node_crypto = require("node:crypto");
    tmpSeq = 0;
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
  return { cacheHome: env.XDG_CACHE_HOME || (0, import_node_path4.join)((0, import_node_os.homedir)(), ".cache"), stateHome: env.XDG_STATE_HOME || (0, import_node_path4.join)((0, import_node_os.homedir)(), ".local", "state") };
}
function resolveNodeFlags(env = process.env) {
  return { nodeOptions: env.NODE_OPTIONS ?? "", pendingDeprecation: env.NODE_PENDING_DEPRECATION === "1" };
}
function resolveGitEnv(env = process.env) {
  const home = env.HOME || (0, import_node_os.homedir)();
  return { steered: Object.keys(env).some((k) => GIT_STEERING.test(k)), home, xdgConfigHome: env.XDG_CONFIG_HOME || (0, import_node_path4.join)(home, ".config") };
}
function resolveLexicalHelperMode(env = process.env) {
  return env.CK_LEXICAL_HELPER === "1" ? "on" : env.CK_LEXICAL_HELPER === "0" ? "off" : "auto";
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
    claudeConfigDir: env.CLAUDE_CONFIG_DIR || (0, import_node_path4.join)((0, import_node_os.homedir)(), ".claude"),
    ...resolveStoreDirs(env),
    ...resolveNodeFlags(env),
    lexicalQuery: env.CK_LEXICAL_QUERY !== "0",
    lexicalBackground: env.CK_LEXICAL_BACKGROUND !== "0"
  });
}
var import_node_os, import_node_path4, DEFAULT_BUDGET_CAP, DEFAULT_AUTO_BUDGET, GIT_STEERING;
var init_env = __esm({
  "src/config/env.ts"() {
    "use strict";
    import_node_os = require("node:os");
    import_node_path4 = require("node:path");
    init_parse();
    DEFAULT_BUDGET_CAP = 8e4;
    DEFAULT_AUTO_BUDGET = 3e4;
    GIT_STEERING = /^GIT_(DIR|WORK_TREE|INDEX_FILE|COMMON_DIR|OBJECT_DIRECTORY|CONFIG|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|NAMESPACE)/;
  }
});

// src/store/paths.ts
function cacheDir(...sub) {
  return (0, import_node_path5.join)(resolveStoreDirs().cacheHome, "context-kernel", ...sub);
}
function stateDir(...sub) {
  return (0, import_node_path5.join)(resolveStoreDirs().stateHome, "context-kernel", ...sub);
}
var import_node_path5;
var init_paths = __esm({
  "src/store/paths.ts"() {
    "use strict";
    import_node_path5 = require("node:path");
    init_env();
  }
});

// src/runtime/options.ts
var init_options = __esm({
  "src/runtime/options.ts"() {
    "use strict";
    init_paths();
  }
});

// src/runtime/code-cache.ts
function cacheFileName(file, tag, source) {
  const sourceKey = (0, import_node_crypto2.createHash)("sha1").update(source).digest("hex").slice(0, 16);
  return `${cachePrefix(file, tag)}${sourceKey}.v8`;
}
function cachePrefix(file, tag) {
  const runtime = [process.version, process.arch, process.execArgv.join(" "), resolveNodeFlags().nodeOptions].join("\0");
  const runtimeKey = (0, import_node_crypto2.createHash)("sha1").update(runtime).digest("hex").slice(0, 8);
  return `${(0, import_node_path6.basename)(file)}-${tag.replace(/[^A-Za-z0-9_-]/g, "_")}-${runtimeKey}-`;
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
  const digest2 = (0, import_node_crypto2.createHash)("sha1").update(payload).digest();
  return digest2.equals(body.subarray(0, DIGEST_BYTES)) ? payload : void 0;
}
var import_node_crypto2, import_node_fs3, import_node_path6, DIGEST_BYTES;
var init_code_cache = __esm({
  "src/runtime/code-cache.ts"() {
    "use strict";
    import_node_crypto2 = require("node:crypto");
    import_node_fs3 = require("node:fs");
    import_node_path6 = require("node:path");
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
  let setFlags2;
  try {
    setFlags2 = createRequire(__ckImportMetaUrl)("node:v8").setFlagsFromString;
  } catch {
    return null;
  }
  setFlags2("--allow-natives-syntax");
  try {
    natives = {
      serialize: new Function("m", "return %SerializeWasmModule(m);"),
      deserialize: new Function("b", "w", "return %DeserializeWasmModule(b, w);")
    };
  } catch {
    natives = null;
  } finally {
    setFlags2("--no-allow-natives-syntax");
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
  return (0, import_node_path7.join)(dir, cacheFileName(`${name}.wasm`, WASM_CACHE_TAG, Buffer.from(wire.buffer, wire.byteOffset, wire.byteLength)));
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
var import_node_fs4, import_node_path7, import_node_url2, WASM_CACHE_MIN_INPUT, WASM_CACHE_TAG, ENABLED, inputBytes, toWrite, exitHooked;
var init_wasm_cache = __esm({
  "src/runtime/wasm-cache.ts"() {
    "use strict";
    import_node_fs4 = require("node:fs");
    init_node_module();
    import_node_path7 = require("node:path");
    import_node_url2 = require("node:url");
    init_code_cache();
    init_v8_natives();
    init_paths();
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
    const file = (0, import_node_path8.join)(dir, "hook.log");
    try {
      if ((0, import_node_fs5.statSync)(file).size > ROTATE_BYTES) (0, import_node_fs5.renameSync)(file, (0, import_node_path8.join)(dir, "hook.1.log"));
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
var import_node_fs5, import_node_path8, ROTATE_BYTES;
var init_log = __esm({
  "src/hooks/log.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    import_node_path8 = require("node:path");
    init_env();
    init_paths();
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
  return import_node_path14.sep === "/" ? p : p.split(import_node_path14.sep).join("/");
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
var import_node_path14;
var init_paths2 = __esm({
  "src/repo/paths.ts"() {
    "use strict";
    import_node_path14 = require("node:path");
  }
});

// src/repo/record.ts
function undecodedDefsBytes(f) {
  if (!(f instanceof IndexedFile)) return void 0;
  const b = f.storedBlobOrBytes("defs");
  return typeof b === "object" ? b : void 0;
}
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
    utf8Slice = typeof Buffer.prototype.utf8Slice === "function" ? (buf, start2, end) => buf.utf8Slice(start2, end) : (buf, start2, end) => buf.toString("utf8", start2, end);
  }
});

// src/repo/blob-arena.ts
function joinedPieces(blobs) {
  const pieces = [];
  let texts = [];
  let run2 = null;
  let start2 = 0, end = 0;
  const flushRun = (more) => {
    if (!run2) return;
    if (more && run2[end] === 0) pieces.push(run2.subarray(start2, end + 1));
    else {
      pieces.push(run2.subarray(start2, end));
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
    start2 = b.start;
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
      constructor(chunk, start2, end) {
        this.chunk = chunk;
        this.start = start2;
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
        const chunk = this.#chunk, start2 = this.#used;
        chunk.set(src.subarray(a, b), start2);
        chunk[start2 + len] = 0;
        this.#used = start2 + len + 1;
        return new BytesBlob(chunk, start2, start2 + len);
      }
    };
    SEPARATOR = Buffer.from([0]);
  }
});

// src/repo/columns.ts
var columns_exports = {};
__export(columns_exports, {
  DEF_KINDS: () => DEF_KINDS,
  DYN_KINDS: () => DYN_KINDS,
  countDynamic: () => countDynamic,
  decodeColumns: () => decodeColumns,
  defsBlob: () => defsBlob,
  dynamicBlob: () => dynamicBlob,
  encodeColumns: () => encodeColumns,
  importBlob: () => importBlob,
  parseImportBlob: () => parseImportBlob,
  recordFromBlobs: () => recordFromBlobs
});
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
function join11(list3) {
  return list3.join(SEP);
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
  if (field === "defs") return JSON.parse(blob).map(([name, kind, start2, end]) => ({ name, kind: DEF_KINDS[kind], start: start2, end }));
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
  const list3 = JSON.parse(blob);
  return list3.map(([line3, kind, specifier, names]) => names ? { line: line3, kind: EDGE_KINDS[kind], specifier, names } : { line: line3, kind: EDGE_KINDS[kind], specifier });
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
    paths: join11(paths),
    langs,
    sizes: bytes(sizes),
    mtimes: bytes(mtimes),
    hashes: hashes.join(""),
    tokens: bytes(tokens),
    defs: bytesBlobs ? joinedPieces(defs) : join11(defs),
    dynamic: join11(dynamic),
    external: join11(external),
    imports: join11(importBlobs)
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
  let start2 = 0;
  for (; ; ) {
    const end = buf.indexOf(0, start2);
    out3.push(new BytesBlob(buf, start2, end < 0 ? buf.length : end));
    if (end < 0 || out3.length > n3) break;
    start2 = end + 1;
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

// src/clock.ts
function nowMs() {
  return Number(process.hrtime.bigint()) / 1e6;
}
var init_clock = __esm({
  "src/clock.ts"() {
    "use strict";
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
var init_options2 = __esm({
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
    init_options2();
    init_options2();
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
        const start2 = c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c >= 128;
        const digit = c >= 48 && c <= 57;
        let k = 0;
        if (start2) k |= CC_PY_START | CC_PY_ID | CC_JS_START | CC_JS_ID;
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
  let level2 = 0;
  while (ch(p) === 46) {
    level2++;
    p++;
    p = skipInline(p);
  }
  let ms = p;
  let me = p;
  if (isIdStart(ch(p))) {
    const e = readIdent(p);
    if (!(level2 > 0 && word(p, e, "import"))) {
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
  emit(PY_FROM, ln, blockFlags(), ms, me, level2);
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
  const start2 = pendingDecoLine > 0 ? pendingDecoLine : kwLine;
  pendingDecoLine = 0;
  let def = -1;
  if (ne > ns && !inFunction()) {
    const parent = enclosingClassDef();
    def = emit(PY_DEF, start2, line, ns, ne, kind | parent + 1 << 4);
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
      const start2 = pos;
      const e = readIdent(pos);
      const q = ch(e);
      if ((q === 39 || q === 34) && isStringPrefix(start2, e)) {
        pos = skipString(e, prefixHasF(start2, e));
        lastTokLine = line;
        stmtStart = false;
        prevDot = false;
        continue;
      }
      pos = e;
      if (stmtStart && depth2 === 0) {
        stmtStart = false;
        if (word(start2, e, "import")) {
          pos = parseImport(e);
          lastTokLine = line;
          continue;
        }
        if (word(start2, e, "from")) {
          pos = parseFrom(e);
          lastTokLine = line;
          continue;
        }
        if (word(start2, e, "def")) {
          pos = defStmt(start2, e, PD_FUNCTION, line);
          lastTokLine = line;
          continue;
        }
        if (word(start2, e, "class")) {
          pos = defStmt(start2, e, PD_CLASS, line);
          lastTokLine = line;
          continue;
        }
        if (word(start2, e, "async")) {
          const p = peekInline(e);
          const e2 = readIdent(p);
          if (word(p, e2, "def")) {
            const asyncLine = line;
            skipInline(e);
            pos = defStmt(start2, e2, PD_FUNCTION, asyncLine);
            lastTokLine = line;
            continue;
          }
        }
        if (word(start2, e, "if")) {
          pushBlock(typeCheckingIf(e) ? B_TC : B_COND, -1);
          compound = true;
        } else if (isCompoundKeyword(start2, e)) {
          pushBlock(B_COND, -1);
          compound = true;
        } else if (bTop === 0 || !inFunctionOrClass()) {
          const p = peekInline(e);
          const d = ch(p);
          if (d === 61 && ch(p + 1) !== 61 || d === 58 && !word(start2, e, "match") && !word(start2, e, "case") && !word(start2, e, "lambda")) {
            const def = emit(PY_DEF, line, line, start2, e, PD_VARIABLE);
            pushBlock(B_VAR, def);
          }
        }
      }
      if (!prevDot && (word(start2, e, "__import__") || word(start2, e, "import_module"))) dynImport(start2, e);
      else if (prevDot && word(start2, e, "import_module")) dynImport(start2, e);
      else if (!prevDot && word(start2, e, "getattr")) getattrCall(start2, e);
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
      const start2 = pos;
      const e = readIdent2(pos + 1);
      pos = e;
      let cls = T_IDENT;
      if (prevDot) {
        if (word2(start2, e, "on") || word2(start2, e, "once") || word2(start2, e, "addEventListener") || word2(start2, e, "addListener") || word2(start2, e, "prependListener")) {
          const paren = peekWs(e);
          if (ch2(paren) === 40) {
            const a = peekWs(paren + 1);
            const le = literalEnd(a);
            if (le >= 0) emit2(JS_EVENT, line2, start2, a + 1, le - 1, lineEnd2(start2));
          }
        }
      } else {
        const stmt = depth === 0 && (last === T_NONE || last === T_SEMI || last === T_RBRACE || nl || mod);
        if (word2(start2, e, "import")) {
          if (stmt && !mod) closePending(lastLine);
          pos = handleImport(start2, e);
          mod = false;
        } else if (word2(start2, e, "require")) {
          const paren = peekWs(e);
          if (ch2(paren) === 40) callArg(start2, paren, JK_REQUIRE, line2);
        } else if (stmt) {
          const wasMod = mod;
          const ln = wasMod ? modLine : line2;
          const operandEnd = last === T_SEMI || last === T_RBRACE || last === T_IDENT || last === T_NUM || last === T_STR || last === T_RPAREN;
          if (!wasMod && pend >= 0 && !(pendBlock && pendBody) && operandEnd) closePending(lastLine);
          if (word2(start2, e, "export")) {
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
          if (word2(start2, e, "declare") || word2(start2, e, "abstract") || wasMod && word2(start2, e, "default")) {
            if (!wasMod) {
              closePending(lastLine);
              modLine = line2;
            }
            mod = true;
            if (word2(start2, e, "default")) {
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
          const kw = declKeyword(start2, e);
          if (kw > 0) {
            if (!wasMod) closePending(lastLine);
            pos = declaration(kw, start2, e, ln, exportDefault);
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
        if (isExprKeyword(start2, e)) cls = T_KWEXPR;
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
  const fd = (0, import_node_fs14.openSync)(abs, "r");
  try {
    const len = into.length;
    if (spare) {
      const n3 = (0, import_node_fs14.readSync)(fd, Buffer.from(into.buffer, into.byteOffset, len + 1), 0, len + 1, 0);
      if (n3 === len) return true;
      if (n3 > len) return false;
      if (n3 === 0 && len > 0) return false;
      return readRest(fd, into, n3);
    }
    return readRest(fd, into, 0);
  } finally {
    (0, import_node_fs14.closeSync)(fd);
  }
}
function readRest(fd, into, got) {
  while (got < into.length) {
    const n3 = (0, import_node_fs14.readSync)(fd, into, got, into.length - got, got);
    if (n3 === 0) return false;
    got += n3;
  }
  return (0, import_node_fs14.readSync)(fd, probe, 0, 1, got) === 0;
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
    buf = (0, import_node_fs14.readFileSync)(abs);
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
var import_node_fs14, NUL_WINDOW, probe;
var init_file = __esm({
  "src/repo/file.ts"() {
    "use strict";
    import_node_fs14 = require("node:fs");
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
    const start2 = Atomics.load(next, 0);
    if (start2 >= n3) return null;
    const size = Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, n3 - start2 >> 4));
    if (Atomics.compareExchange(next, 0, start2, start2 + size) === start2) return [start2, Math.min(n3, start2 + size)];
  }
}
function startLexHelper() {
  if (!lexHelperEnabled() || (0, import_node_os3.availableParallelism)() < 2 || !spareCore() || !(0, import_node_fs15.existsSync)(BUNDLE)) return null;
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
  const finished = new Promise((resolve7) => {
    if (h.exited) {
      resolve7();
      return;
    }
    h.worker.on("message", (m) => {
      if ("done" in m) resolve7();
      else take(m);
    });
    h.worker.once("exit", () => resolve7());
    h.worker.once("error", () => resolve7());
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
var import_node_fs15, import_node_os3, import_node_url5, HELPER_MIN_BYTES, MIN_CHUNK, MAX_CHUNK, BUNDLE;
var init_lex_helper = __esm({
  "src/repo/lex-helper.ts"() {
    "use strict";
    import_node_fs15 = require("node:fs");
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
    init_paths2();
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
        let level2 = 0;
        while (level2 < spec.length && spec.charCodeAt(level2) === 46) level2++;
        if (level2 === 0) {
          const memo2 = this.absMemo.get(spec);
          if (memo2) return memo2;
        }
        const parts = spec.slice(level2).split(".").filter(Boolean);
        if (level2 > 0) {
          let dir = dirOf(importer);
          for (let i = 1; i < level2; i++) {
            if (!dir) return { error: `relative import climbs above the repository root (${level2} dots from ${importer})` };
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
        const relative9 = imp.specifier.charCodeAt(0) === 46;
        const names = imp.names ? `\0${imp.names.join("\0")}` : "";
        const key = relative9 ? `${dirOf(importer)}\0${imp.specifier}${names}` : `\0\0${imp.specifier}${names}`;
        const hit = this.resolutionMemo.get(key);
        if (hit) return hit;
        const r = this.resolveOnce(importer, imp);
        if (!relative9 || r.unresolved === void 0) this.resolutionMemo.set(key, r);
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
    json = parseJsonc((0, import_node_fs16.readFileSync)(file, "utf8"));
  } catch (err) {
    warn(`${file}: cannot read tsconfig (${err.message}); its paths/baseUrl are ignored`);
    return {};
  }
  let merged = {};
  const ext = json?.extends;
  if (ext && depth2 < 16) {
    for (const e of Array.isArray(ext) ? ext : [ext]) {
      const parent = locateExtends(e, (0, import_node_path17.dirname)(file));
      if (parent) merged = { ...merged, ...stripUndefined(readConfig(parent, warn, depth2 + 1)) };
      else warn(`${file}: extends '${e}' not found; ignored`);
    }
  }
  const co = json?.compilerOptions ?? {};
  const dir = (0, import_node_path17.dirname)(file);
  if (typeof co.baseUrl === "string") merged.baseUrl = (0, import_node_path17.resolve)(dir, co.baseUrl);
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
    const p = (0, import_node_path17.resolve)(dir, spec);
    cands.push(p, `${p}.json`, (0, import_node_path17.join)(p, "tsconfig.json"));
  } else {
    let d = dir;
    for (; ; ) {
      const p = (0, import_node_path17.join)(d, "node_modules", spec);
      cands.push(p, `${p}.json`, (0, import_node_path17.join)(p, "tsconfig.json"));
      const up = (0, import_node_path17.dirname)(d);
      if (up === d) break;
      d = up;
    }
  }
  for (const c of cands) if ((0, import_node_fs16.existsSync)(c) && c.endsWith(".json")) return c;
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
var import_node_fs16, import_node_path17, TsConfigs;
var init_tsconfig = __esm({
  "src/repo/tsconfig.ts"() {
    "use strict";
    import_node_fs16 = require("node:fs");
    import_node_path17 = require("node:path");
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
            found = this.load((0, import_node_path17.join)(this.root, rel));
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
          t = { file, baseUrl: c.baseUrl, paths: c.paths, pathsBase: c.baseUrl ?? c.pathsBase ?? (0, import_node_path17.dirname)(file) };
          this.byFile.set(file, t);
        }
        return t;
      }
      /** Returns an absolute path as repo-relative ('/'-separated), or null when outside the root. */
      rel(abs) {
        const r = (0, import_node_path17.relative)(this.root, abs);
        if (r.startsWith("..")) return null;
        return import_node_path17.sep === "/" ? r : r.split(import_node_path17.sep).join("/");
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
      const j = JSON.parse((0, import_node_fs17.readFileSync)((0, import_node_path18.join)(root, f), "utf8"));
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
var import_node_fs17, import_node_path18, CONDITIONS;
var init_package_json = __esm({
  "src/repo/package-json.ts"() {
    "use strict";
    import_node_fs17 = require("node:fs");
    import_node_path18 = require("node:path");
    init_paths2();
    CONDITIONS = ["types", "source", "import", "module", "node", "require", "default", "browser"];
  }
});

// src/repo/resolve-js.ts
var import_node_path19, TS_FIRST, JS_FIRST, JS_TO_TS, JsResolver;
var init_resolve_js = __esm({
  "src/repo/resolve-js.ts"() {
    "use strict";
    init_paths2();
    init_tsconfig();
    init_package_json();
    import_node_path19 = require("node:path");
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
        void import_node_path19.join;
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
            const rel = this.ts.rel((0, import_node_path19.join)(cfg.pathsBase, s3));
            const hit = rel !== null ? this.probe(rel, true) : null;
            if (hit) return { targets: [hit] };
          }
          if (subs.length) return { targets: [], unresolved: `tsconfig paths matched ${spec} but no file exists (${cfg.file})` };
        }
        if (cfg?.baseUrl) {
          const rel = this.ts.rel((0, import_node_path19.join)(cfg.baseUrl, spec));
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
var import_node_path20, KIND_INDEX, EdgeResolver;
var init_edges = __esm({
  "src/repo/edges.ts"() {
    "use strict";
    import_node_path20 = require("node:path");
    init_paths2();
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
          const r = toPosix((0, import_node_path20.relative)(root, d));
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
        this.py ??= new PythonResolver(this.set, (0, import_node_path20.basename)(this.root), this.depPyRoots);
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
  const pool2 = new Piscina({ filename: WORKER, minThreads: threads, maxThreads: threads, idleTimeout: 100, concurrentTasksPerWorker: DEPTH });
  const out3 = new Array(files.length);
  const batches = Math.ceil(files.length / BATCH);
  let next = 0;
  let done = 0;
  const inThread = (b) => {
    const start2 = b * BATCH, end = Math.min(files.length, start2 + BATCH);
    for (let k = start2; k < end; k++) out3[k] = processFile(files[k].abs, files[k].lang, maxBytes, impl, files[k].knownHash, eventDecorators, files[k].size);
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
        const reply = await pool2.run(task);
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
    await pool2.destroy();
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

// src/version.ts
var VERSION;
var init_version = __esm({
  "src/version.ts"() {
    "use strict";
    VERSION = "0.1.0";
  }
});

// src/parse/languages.ts
function grammarLangOf(path) {
  const ext = (0, import_node_path36.extname)(path).toLowerCase();
  return Object.hasOwn(EXTENSIONS, ext) ? EXTENSIONS[ext] : void 0;
}
function grammarPath(lang) {
  const path = (0, import_node_path36.join)(WASM_DIR2, GRAMMARS[lang]);
  if (!(0, import_node_fs36.existsSync)(path)) throw grammarMissing(path);
  return path;
}
var import_node_fs36, import_node_path36, import_node_url10, GRAMMARS, EXTENSIONS, WASM_DIR2;
var init_languages = __esm({
  "src/parse/languages.ts"() {
    "use strict";
    import_node_fs36 = require("node:fs");
    import_node_path36 = require("node:path");
    import_node_url10 = require("node:url");
    init_errors();
    GRAMMARS = {
      python: "tree-sitter-python.wasm",
      javascript: "tree-sitter-javascript.wasm",
      typescript: "tree-sitter-typescript.wasm",
      tsx: "tree-sitter-tsx.wasm",
      go: "tree-sitter-go.wasm",
      rust: "tree-sitter-rust.wasm",
      java: "tree-sitter-java.wasm"
    };
    EXTENSIONS = {
      ".py": "python",
      ".pyi": "python",
      ".js": "javascript",
      ".mjs": "javascript",
      ".cjs": "javascript",
      ".jsx": "javascript",
      ".ts": "typescript",
      ".mts": "typescript",
      ".cts": "typescript",
      ".tsx": "tsx",
      ".go": "go",
      ".rs": "rust",
      ".java": "java"
    };
    WASM_DIR2 = (0, import_node_url10.fileURLToPath)(new URL("../../wasm/", __ckImportMetaUrl));
  }
});

// src/parse/source.ts
function contentHash(data) {
  return (0, import_node_crypto15.createHash)("sha1").update(data).digest("hex");
}
function decodeSource(buf, label) {
  if (buf.length > MAX_PARSE_BYTES) {
    return { error: `${label}: file too large to parse (${(buf.length / 1048576).toFixed(1)} MB > ${MAX_PARSE_BYTES / 1048576} MB)` };
  }
  const head = buf.subarray(0, 8192);
  if (head.includes(0)) return { error: `${label}: binary file (contains NUL bytes); not parsed` };
  let text3;
  let invalidUtf8 = false;
  try {
    text3 = decoder.decode(buf);
  } catch {
    text3 = lenient.decode(buf);
    invalidUtf8 = true;
  }
  if (text3.charCodeAt(0) === 65279) text3 = text3.slice(1);
  return { text: text3, bytes: buf.length, hash: contentHash(buf), invalidUtf8 };
}
function readSource(path, label = path) {
  let st;
  try {
    st = (0, import_node_fs37.statSync)(path);
  } catch (err) {
    const code = err.code;
    return { error: code === "ENOENT" ? `${label}: no such file` : `${label}: cannot read (${code ?? err.message})` };
  }
  if (st.isDirectory()) return { error: `${label}: is a directory, expected a source file` };
  if (st.size > MAX_PARSE_BYTES) {
    return { error: `${label}: file too large to parse (${(st.size / 1048576).toFixed(1)} MB > ${MAX_PARSE_BYTES / 1048576} MB)` };
  }
  let buf;
  try {
    buf = (0, import_node_fs37.readFileSync)(path);
  } catch (err) {
    return { error: `${label}: cannot read (${err.code ?? err.message})` };
  }
  return decodeSource(buf, label);
}
var import_node_fs37, import_node_crypto15, MAX_PARSE_BYTES, decoder, lenient;
var init_source = __esm({
  "src/parse/source.ts"() {
    "use strict";
    import_node_fs37 = require("node:fs");
    import_node_crypto15 = require("node:crypto");
    MAX_PARSE_BYTES = 4 * 1024 * 1024;
    decoder = new TextDecoder("utf-8", { fatal: true });
    lenient = new TextDecoder("utf-8");
  }
});

// src/parse/codehash.ts
function layerCodeHash() {
  if (cached2) return cached2;
  if (true) return cached2 = "db8a1735";
  const h = (0, import_node_crypto16.createHash)("sha1").update(VERSION);
  const base = (0, import_node_path37.dirname)((0, import_node_path37.dirname)((0, import_node_url11.fileURLToPath)(__ckImportMetaUrl)));
  for (const dir of ["compile", "parse", "skeleton", "symbols"]) {
    let names;
    try {
      names = (0, import_node_fs38.readdirSync)((0, import_node_path37.join)(base, dir)).sort();
    } catch {
      continue;
    }
    for (const n3 of names) {
      if (!(n3.endsWith(".js") || n3.endsWith(".ts")) || n3.endsWith(".d.ts")) continue;
      try {
        h.update(`${dir}/${n3}`).update((0, import_node_fs38.readFileSync)((0, import_node_path37.join)(base, dir, n3)));
      } catch {
        h.update(n3);
      }
    }
  }
  try {
    h.update((0, import_node_fs38.readFileSync)((0, import_node_path37.join)((0, import_node_path37.dirname)(base), "wasm", "grammars.json")));
  } catch {
    h.update("no grammars.json");
  }
  cached2 = h.digest("hex").slice(0, 8);
  return cached2;
}
var import_node_crypto16, import_node_fs38, import_node_path37, import_node_url11, cached2;
var init_codehash = __esm({
  "src/parse/codehash.ts"() {
    "use strict";
    import_node_crypto16 = require("node:crypto");
    import_node_fs38 = require("node:fs");
    import_node_path37 = require("node:path");
    import_node_url11 = require("node:url");
    init_version();
  }
});

// src/parse/cache.ts
function isJsonKind(kind) {
  return kind.startsWith("sk-");
}
function packr() {
  if (!packrInstance) {
    const { Packr: PackrClass } = createRequire(__ckImportMetaUrl)("msgpackr");
    packrInstance = new PackrClass({ useRecords: false, moreTypes: true });
  }
  return packrInstance;
}
var import_node_fs39, import_node_path38, PARSE_FORMAT, MAX_ENTRIES3, packrInstance, ParseCache;
var init_cache = __esm({
  "src/parse/cache.ts"() {
    "use strict";
    import_node_fs39 = require("node:fs");
    import_node_path38 = require("node:path");
    init_node_module();
    init_paths();
    init_codehash();
    init_atomic();
    PARSE_FORMAT = 8;
    MAX_ENTRIES3 = 5e4;
    ParseCache = class {
      dir;
      writes = 0;
      constructor(dir = cacheDir("parse")) {
        this.dir = dir;
      }
      file(kind, hash2) {
        return (0, import_node_path38.join)(this.dir, hash2.slice(0, 2), `${hash2.slice(2)}.${kind}${PARSE_FORMAT}.${layerCodeHash()}`);
      }
      /** Returns the cached value for (kind, hash), or undefined on a miss or a corrupt entry. */
      get(kind, hash2) {
        let buf;
        try {
          buf = (0, import_node_fs39.readFileSync)(this.file(kind, hash2));
        } catch {
          return void 0;
        }
        try {
          return isJsonKind(kind) ? JSON.parse(buf.toString("utf8")) : packr().unpack(buf);
        } catch {
          return void 0;
        }
      }
      /** Stores `value` for (kind, hash); returns nothing. Write failures are ignored: the cache is an optimisation. */
      put(kind, hash2, value) {
        try {
          writeFileAtomic(this.file(kind, hash2), isJsonKind(kind) ? JSON.stringify(value) : packr().pack(value));
          if (++this.writes % 1e3 === 0) this.prune();
        } catch {
        }
      }
      /** Removes the oldest entries when there are more than MAX_ENTRIES; returns how many were removed. */
      prune(max = MAX_ENTRIES3) {
        const entries = [];
        let shards;
        try {
          shards = (0, import_node_fs39.readdirSync)(this.dir);
        } catch {
          return 0;
        }
        for (const shard of shards) {
          let names;
          try {
            names = (0, import_node_fs39.readdirSync)((0, import_node_path38.join)(this.dir, shard));
          } catch {
            continue;
          }
          for (const name of names) {
            const path = (0, import_node_path38.join)(this.dir, shard, name);
            try {
              entries.push({ path, mtime: (0, import_node_fs39.statSync)(path).mtimeMs });
            } catch {
            }
          }
        }
        if (entries.length <= max) return 0;
        entries.sort((a, b) => a.mtime - b.mtime);
        const drop = entries.length - Math.floor(max * 0.9);
        for (let i = 0; i < drop; i++) {
          try {
            (0, import_node_fs39.unlinkSync)(entries[i].path);
          } catch {
          }
        }
        return drop;
      }
    };
  }
});

// src/runtime/tiering.ts
function setFlags() {
  if (setFlagsFn === void 0) {
    try {
      setFlagsFn = createRequire(__ckImportMetaUrl)("node:v8").setFlagsFromString;
    } catch {
      setFlagsFn = null;
    }
  }
  return setFlagsFn;
}
function userOwnsTiering() {
  return OWNED.test(`${process.execArgv.join(" ")} ${resolveNodeFlags().nodeOptions}`);
}
function preferBaselineTier() {
  baselineRequested = true;
}
async function baselineOnly(compile) {
  const set = baselineRequested && isMainThread() && !userOwnsTiering() ? setFlags() : null;
  if (!set) return compile();
  if (holders++ === 0) set("--liftoff-only");
  try {
    return await compile();
  } finally {
    if (--holders === 0) set("--no-liftoff-only");
  }
}
function isMainThread() {
  return createRequire(__ckImportMetaUrl)("node:worker_threads").isMainThread;
}
var BASELINE_MIN_CHARS, BASELINE_MAX_CHARS, OWNED, setFlagsFn, baselineRequested, holders;
var init_tiering = __esm({
  "src/runtime/tiering.ts"() {
    "use strict";
    init_node_module();
    init_env();
    BASELINE_MIN_CHARS = 256 << 10;
    BASELINE_MAX_CHARS = 8 << 20;
    OWNED = /--(no-)?(wasm[-_]tier[-_]up|wasm[-_]dynamic[-_]tiering|opt|turbofan|max[-_]opt|liftoff|liftoff[-_]only|jitless|regexp[-_][a-z-]+)\b/;
    baselineRequested = false;
    holders = 0;
  }
});

// src/parse/options.ts
function parseTimeoutMs(chars) {
  return 3e4 + Math.max(0, chars / 1048576 - 1) * 2e4;
}
function resolveTreeOptions(opts, chars) {
  return { timeoutMs: opts.timeoutMs ?? parseTimeoutMs(chars) };
}
function resolveBatchOptions(opts) {
  return { workers: opts.workers ?? "auto" };
}
var init_options3 = __esm({
  "src/parse/options.ts"() {
    "use strict";
  }
});

// src/parse/parser.ts
function init() {
  initialized ??= baselineOnly(() => import_web_tree_sitter.Parser.init());
  return initialized;
}
async function loadLanguage(lang) {
  await init();
  let l = languages.get(lang);
  if (!l) {
    l = baselineOnly(() => import_web_tree_sitter.Language.load((0, import_node_fs40.readFileSync)(grammarPath(lang))));
    languages.set(lang, l);
  }
  return l;
}
async function parserFor(lang) {
  let p = parsers.get(lang);
  if (!p) {
    const language = await loadLanguage(lang);
    p = new import_web_tree_sitter.Parser();
    p.setLanguage(language);
    parsers.set(lang, p);
  }
  return p;
}
function recycle(lang) {
  const p = parsers.get(lang);
  parsers.delete(lang);
  try {
    p?.delete();
  } catch {
  }
}
async function withTree(source, lang, fn, opts = {}) {
  const parser = await parserFor(lang);
  const { timeoutMs } = resolveTreeOptions(opts, source.length);
  const deadline = nowMs() + timeoutMs;
  let timedOut = false;
  let tree = null;
  try {
    tree = parser.parse(source, null, {
      // Returning true cancels the parse (the .d.ts types the callback as void).
      progressCallback: (() => {
        if (nowMs() > deadline) timedOut = true;
        return timedOut;
      })
    });
  } catch (err) {
    recycle(lang);
    return { failed: true, reason: `parser crashed: ${err.message}` };
  }
  if (!tree) {
    recycle(lang);
    return { failed: true, reason: timedOut ? `parser timed out after ${Math.round(timeoutMs)} ms` : "parser returned no tree" };
  }
  try {
    return fn(tree);
  } finally {
    tree.delete();
  }
}
function isFailure(x) {
  return typeof x === "object" && x !== null && x.failed === true;
}
var import_node_fs40, import_web_tree_sitter, initialized, languages, parsers;
var init_parser = __esm({
  "src/parse/parser.ts"() {
    "use strict";
    import_node_fs40 = require("node:fs");
    import_web_tree_sitter = require("web-tree-sitter");
    init_languages();
    init_tiering();
    init_clock();
    init_options3();
    init_options3();
    languages = /* @__PURE__ */ new Map();
    parsers = /* @__PURE__ */ new Map();
  }
});

// src/parse/task.ts
function cacheKind(kind, lang) {
  return `${kind}-${lang}`;
}
function cachedRecords(cache2, kinds, lang, hash2) {
  const out3 = [];
  for (const k of kinds) {
    const r = cache2.get(cacheKind(k, lang), hash2);
    if (r === void 0) return void 0;
    out3.push(r);
  }
  return out3;
}
async function parseTask(task, analyzers) {
  try {
    const run2 = task.kinds.map((k) => {
      const a = analyzers.get(k);
      if (!a) throw new Error(`no analyzer '${k}'`);
      return a;
    });
    const res = await withTree(task.text, task.lang, (tree) => run2.map((a) => a.run(tree, task.text, task.lang)));
    if (isFailure(res)) return { error: res.reason };
    if (task.cacheDir !== void 0) {
      const cache2 = new ParseCache(task.cacheDir);
      task.kinds.forEach((k, i) => cache2.put(cacheKind(k, task.lang), task.hash, res[i]));
    }
    return { records: res };
  } catch (err) {
    return { error: `${task.kinds.join("+")} failed: ${err.message}` };
  }
}
function analyzerTable(...list3) {
  return new Map(list3.map((a) => [a.kind, a]));
}
var init_task = __esm({
  "src/parse/task.ts"() {
    "use strict";
    init_parser();
    init_cache();
  }
});

// src/parse/pynodes.ts
function lastRow(node) {
  let cur = node;
  for (; ; ) {
    let next = null;
    for (let i = cur.childCount - 1; i >= 0; i--) {
      const c = cur.child(i);
      if (c && c.type !== "comment" && c.endIndex > c.startIndex) {
        next = c;
        break;
      }
    }
    if (!next) {
      const end = cur.endPosition;
      return end.column === 0 && end.row > cur.startPosition.row ? end.row - 1 : end.row;
    }
    cur = next;
  }
}
function isDocstring(stmt) {
  if (stmt.type !== "expression_statement" || stmt.namedChildCount !== 1) return false;
  const t = stmt.namedChild(0)?.type;
  return t === "string" || t === "concatenated_string";
}
function lineIndent(line3) {
  const m = /^[ \t\f]*/.exec(line3);
  return m ? m[0] : "";
}
var PY_COMPOUND, PY_CLAUSES;
var init_pynodes = __esm({
  "src/parse/pynodes.ts"() {
    "use strict";
    PY_COMPOUND = /* @__PURE__ */ new Set([
      "if_statement",
      "try_statement",
      "with_statement",
      "for_statement",
      "while_statement",
      "match_statement"
    ]);
    PY_CLAUSES = /* @__PURE__ */ new Set([
      "elif_clause",
      "else_clause",
      "except_clause",
      "except_group_clause",
      "finally_clause",
      "case_clause",
      "block"
    ]);
  }
});

// src/skeleton/python.ts
function pythonElisions(tree, lineAt) {
  const out3 = { bodies: [], summary: [], signatures: [] };
  const root = tree.rootNode;
  docElisions(root, root.startPosition.row - 1, lineAt, out3);
  visitBlock(root, lineAt, out3);
  return out3;
}
function visitBlock(block, lineAt, out3) {
  const stmts = block.namedChildren.filter((s3) => s3 !== null);
  for (let i = 0; i < stmts.length; i++) {
    const skip = overloadRun(stmts, i, lineAt, out3);
    if (skip > 0) {
      i += skip - 1;
      continue;
    }
    visitStatement(stmts[i], lineAt, out3);
  }
}
function overloadName(stmt) {
  if (stmt.type !== "decorated_definition") return "";
  const def = stmt.childForFieldName("definition");
  if (!def || def.type !== "function_definition") return "";
  for (const d of stmt.namedChildren) {
    if (d?.type !== "decorator") continue;
    const e = d.namedChild(0);
    if (e && (e.text === "overload" || /\.overload$/.test(e.text))) return def.childForFieldName("name")?.text ?? "";
  }
  return "";
}
function defName(stmt) {
  const def = stmt.type === "decorated_definition" ? stmt.childForFieldName("definition") : stmt;
  return def?.type === "function_definition" ? def.childForFieldName("name")?.text ?? "" : "";
}
function overloadRun(stmts, i, lineAt, out3) {
  const name = overloadName(stmts[i]);
  if (!name) return 0;
  let j = i;
  while (j < stmts.length && (stmts[j].type === "comment" || overloadName(stmts[j]) === name)) j++;
  while (j > i && stmts[j - 1].type === "comment") j--;
  let impl = j;
  while (impl < stmts.length && stmts[impl].type === "comment") impl++;
  if (impl >= stmts.length || defName(stmts[impl]) !== name || stmts[j].startPosition.row <= lastRow(stmts[j - 1])) return 0;
  const start2 = stmts[i].startPosition.row + 1;
  const end = lastRow(stmts[j - 1]) + 1;
  const n3 = stmts.slice(i, j).filter((s3) => s3.type !== "comment").length;
  const e = { start: start2, end, replacement: `${lineIndent(lineAt(start2 - 1))}# \u2026 ${n3} @overload signature${n3 === 1 ? "" : "s"} of ${name}: lines ${start2}-${end}` };
  out3.summary.push(e);
  out3.signatures.push(e);
  for (let k = i; k < j; k++) visitStatement(stmts[k], lineAt, { bodies: out3.bodies, summary: [], signatures: [] });
  return j - i;
}
function visitStatement(stmt, lineAt, out3) {
  let def = stmt;
  if (stmt.type === "decorated_definition") {
    def = stmt.childForFieldName("definition");
    for (const d of stmt.namedChildren) if (d?.type === "decorator") stringCuts(d, lineAt, out3);
  }
  if (!def) return;
  if (def.type === "function_definition") {
    if (!def.hasError) elideFunction(def, lineAt, out3);
  } else if (def.type === "class_definition") {
    const body = def.childForFieldName("body");
    if (body) {
      if (!def.hasError) docElisions(body, headerRow(def, body), lineAt, out3);
      visitBlock(body, lineAt, out3);
    }
  } else if (def.type === "expression_statement") {
    if (!isDocstring(def)) stringCuts(def, lineAt, out3);
  } else if (PY_COMPOUND.has(def.type)) {
    for (const child of def.namedChildren) {
      if (!child) continue;
      if (child.type === "block") visitBlock(child, lineAt, out3);
      else if (PY_CLAUSES.has(child.type)) {
        for (const c of child.namedChildren) if (c && c.type === "block") visitBlock(c, lineAt, out3);
      }
    }
  }
}
function headerRow(def, body) {
  const colon = body.previousSibling;
  return colon ? colon.endPosition.row : def.startPosition.row;
}
function elideFunction(def, lineAt, out3) {
  const body = def.childForFieldName("body");
  if (!body) return;
  const colonRow = headerRow(def, body);
  const first = nextStatement(body.firstNamedChild);
  if (!first || first.startPosition.row <= colonRow) return;
  let keepUntil = colonRow;
  let rest = first;
  if (isDocstring(first)) {
    keepUntil = lastRow(first);
    rest = nextStatement(first.nextNamedSibling);
    docElisions(body, colonRow, lineAt, out3, first, rest);
  }
  if (!rest || rest.startPosition.row <= keepUntil) return;
  const endRow2 = lastRow(def);
  if (rest.text === "..." && endRow2 === rest.startPosition.row) return;
  if (endRow2 <= keepUntil) return;
  const indent = lineIndent(lineAt(first.startPosition.row));
  out3.bodies.push({
    start: keepUntil + 2,
    end: endRow2 + 1,
    replacement: `${indent}...  # \u2026 lines ${keepUntil + 2}-${endRow2 + 1}`
  });
}
function docElisions(block, headerRow2, lineAt, out3, first = nextStatement(block.firstNamedChild), rest = void 0) {
  if (!first || !isDocstring(first) || first.startPosition.row <= headerRow2) return;
  const str = first.namedChild(0);
  if (!str || str.type !== "string") return;
  const startRow = first.startPosition.row;
  const endRow2 = lastRow(first);
  const next = rest === void 0 ? nextStatement(first.nextNamedSibling) : rest;
  if (next && next.startPosition.row <= endRow2) return;
  const firstLine = lineAt(startRow);
  const indent = lineIndent(firstLine);
  out3.signatures.push({ start: startRow + 1, end: endRow2 + 1, replacement: next ? "" : `${indent}...` });
  if (endRow2 === startRow) return;
  const open = TRIPLE.exec(str.text);
  if (!open) return;
  const para = [];
  let cutRow = endRow2;
  for (let row = startRow; row <= endRow2; row++) {
    let line3 = lineAt(row);
    if (row === startRow) line3 = line3.slice(indent.length + open[0].length);
    if (row === endRow2) {
      const close = line3.lastIndexOf(open[2]);
      line3 = close >= 0 ? line3.slice(0, close) : line3;
    }
    const t = line3.trim();
    if (t === "") {
      if (para.length) {
        cutRow = row;
        break;
      }
      continue;
    }
    para.push(t);
  }
  const joined = para.join(" ");
  const raw2 = /[rR]/.test(open[1]);
  if (joined.length <= MAX_ONE_LINE && !joined.endsWith(open[2][0]) && (raw2 || !joined.includes("\\"))) {
    out3.summary.push({ start: startRow + 1, end: endRow2 + 1, replacement: `${indent}${open[0]}${joined}${open[2]}` });
  } else if (cutRow < endRow2) {
    out3.summary.push({ start: cutRow + 1, end: endRow2 + 1, replacement: `${indent}${open[2]}` });
  }
}
function nextStatement(n3) {
  while (n3 && n3.type === "comment") n3 = n3.nextNamedSibling;
  return n3;
}
function stringCuts(node, lineAt, out3) {
  if (node.endPosition.row === node.startPosition.row) return;
  const stack = [node];
  while (stack.length) {
    const n3 = stack.pop();
    if (n3.endPosition.row === n3.startPosition.row) continue;
    if (n3.type === "lambda" || n3.type === "function_definition" || n3.type === "class_definition") continue;
    if (n3.type === "string") {
      const cut = paragraphCut(n3, lineAt);
      if (cut) {
        out3.summary.push(cut);
        out3.signatures.push(cut);
      }
      continue;
    }
    for (let i = n3.namedChildCount - 1; i >= 0; i--) {
      const c = n3.namedChild(i);
      if (c) stack.push(c);
    }
  }
}
function paragraphCut(str, lineAt) {
  const open = TRIPLE.exec(str.text);
  if (!open) return null;
  const startRow = str.startPosition.row;
  const endRow2 = str.endPosition.row;
  const first = lineAt(startRow).slice(str.startPosition.column + open[0].length);
  let seenText = first.trim() !== "";
  for (let row = startRow + 1; row < endRow2; row++) {
    const blank = lineAt(row).trim() === "";
    if (!blank) {
      seenText = true;
      continue;
    }
    if (!seenText) continue;
    const last = lineAt(endRow2);
    const indent = lineIndent(last);
    return { start: row + 1, end: endRow2 + 1, replacement: `${indent}${open[2]}${last.slice(str.endPosition.column)}` };
  }
  return null;
}
var TRIPLE, MAX_ONE_LINE;
var init_python = __esm({
  "src/skeleton/python.ts"() {
    "use strict";
    init_pynodes();
    TRIPLE = /^([rRuUbB]{0,2})("""|''')/;
    MAX_ONE_LINE = 240;
  }
});

// src/skeleton/curly.ts
function curlyElisions(tree, lang, docs) {
  const shape = SHAPES[lang];
  const out3 = [];
  const stack = [tree.rootNode];
  while (stack.length) {
    const node = stack.pop();
    if (shape.functions.has(node.type)) {
      const body = node.childForFieldName("body");
      if (body && shape.blocks.has(body.type) && !body.hasError && body.endPosition.row > body.startPosition.row) {
        const start2 = body.startPosition.row + 1;
        const end = body.endPosition.row + 1;
        out3.push({ start: start2, end, from: body.startIndex, to: body.endIndex, replacement: `{ /* \u2026 lines ${start2}-${end} */ }` });
        continue;
      }
    }
    if (!shape.containers.has(node.type) && !shape.functions.has(node.type)) continue;
    const kids = node.namedChildren;
    if (docs) commentElisions(kids, docs);
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i];
      if (k) stack.push(k);
    }
  }
  out3.sort((a, b) => a.from - b.from);
  return out3;
}
function endRow(n3) {
  const e = n3.endPosition;
  return e.column === 0 && e.row > n3.startPosition.row ? e.row - 1 : e.row;
}
function wholeLines(n3, sink) {
  const { text: text3, starts } = sink;
  const before = text3.slice(starts[n3.startPosition.row] ?? 0, n3.startIndex);
  if (before.trim() !== "") return false;
  const lineEnd3 = (starts[endRow(n3) + 1] ?? text3.length + 1) - 1;
  return n3.endIndex >= lineEnd3 || text3.slice(n3.endIndex, lineEnd3).trim() === "";
}
function commentElisions(kids, sink) {
  const line3 = (row) => sink.text.slice(sink.starts[row] ?? sink.text.length, (sink.starts[row + 1] ?? sink.text.length + 1) - 1);
  let run2 = [];
  const flush = () => {
    if (!run2.length) return;
    const first = run2[0].startPosition.row;
    const last = endRow(run2[run2.length - 1]);
    sink.signatures.push({ start: first + 1, end: last + 1, replacement: "" });
    summaryCut(run2, line3, sink.summary);
    run2 = [];
  };
  for (const k of kids) {
    if (!k || !COMMENT_TYPES.has(k.type) || !wholeLines(k, sink)) {
      flush();
      continue;
    }
    if (run2.length && k.startPosition.row !== endRow(run2[run2.length - 1]) + 1) flush();
    run2.push(k);
  }
  flush();
}
function summaryCut(run2, line3, out3) {
  let seenText = false;
  for (let i = 0; i < run2.length; i++) {
    const c = run2[i];
    const t = c.text;
    if (t.startsWith("/*")) {
      const s3 = c.startPosition.row;
      const e = endRow(c);
      if (seenText) {
        out3.push({ start: s3 + 1, end: endRow(run2[run2.length - 1]) + 1, replacement: "" });
        return;
      }
      for (let row = s3 + 1; row < e; row++) {
        const body2 = line3(row).trim().replace(/^\*+/, "").trim();
        if (body2 === "" || body2.startsWith("@")) {
          if (!seenText && body2 === "") continue;
          const indent = /^[ \t]*/.exec(line3(s3))[0];
          out3.push({ start: row + 1, end: endRow(run2[run2.length - 1]) + 1, replacement: `${indent} */` });
          return;
        }
        seenText = true;
      }
      seenText = true;
      continue;
    }
    const body = t.replace(/^\/\/[/!]?/, "").trim();
    if (body === "" && seenText) {
      out3.push({ start: c.startPosition.row + 1, end: endRow(run2[run2.length - 1]) + 1, replacement: "" });
      return;
    }
    if (body !== "") seenText = true;
  }
}
var JS_CONTAINERS, JS_FUNCTIONS, SHAPES, COMMENT_TYPES;
var init_curly = __esm({
  "src/skeleton/curly.ts"() {
    "use strict";
    JS_CONTAINERS = [
      "program",
      "export_statement",
      "class_declaration",
      "abstract_class_declaration",
      "class",
      "class_body",
      "lexical_declaration",
      "variable_declaration",
      "variable_declarator",
      "expression_statement",
      "assignment_expression",
      "internal_module",
      "module",
      "ambient_declaration",
      "public_field_definition",
      "field_definition",
      "statement_block",
      "parenthesized_expression"
    ];
    JS_FUNCTIONS = [
      "function_declaration",
      "generator_function_declaration",
      "function_expression",
      "function",
      "generator_function",
      "arrow_function",
      "method_definition"
    ];
    SHAPES = {
      javascript: { containers: new Set(JS_CONTAINERS), functions: new Set(JS_FUNCTIONS), blocks: /* @__PURE__ */ new Set(["statement_block"]) },
      typescript: { containers: new Set(JS_CONTAINERS), functions: new Set(JS_FUNCTIONS), blocks: /* @__PURE__ */ new Set(["statement_block"]) },
      tsx: { containers: new Set(JS_CONTAINERS), functions: new Set(JS_FUNCTIONS), blocks: /* @__PURE__ */ new Set(["statement_block"]) },
      go: { containers: /* @__PURE__ */ new Set(["source_file"]), functions: /* @__PURE__ */ new Set(["function_declaration", "method_declaration"]), blocks: /* @__PURE__ */ new Set(["block"]) },
      rust: {
        containers: /* @__PURE__ */ new Set(["source_file", "impl_item", "trait_item", "mod_item", "declaration_list"]),
        functions: /* @__PURE__ */ new Set(["function_item"]),
        blocks: /* @__PURE__ */ new Set(["block"])
      },
      java: {
        containers: /* @__PURE__ */ new Set([
          "program",
          "class_declaration",
          "class_body",
          "interface_declaration",
          "interface_body",
          "enum_declaration",
          "enum_body",
          "enum_body_declarations",
          "record_declaration"
        ]),
        functions: /* @__PURE__ */ new Set(["method_declaration", "constructor_declaration", "compact_constructor_declaration"]),
        blocks: /* @__PURE__ */ new Set(["block", "constructor_body"])
      }
    };
    COMMENT_TYPES = /* @__PURE__ */ new Set(["comment", "line_comment", "block_comment"]);
  }
});

// src/skeleton/levels.ts
function resolveLevel(level2) {
  return level2 ?? DEFAULT_SKELETON_LEVEL;
}
function parseSkeletonLevel(text3) {
  return SKELETON_LEVELS.includes(text3) ? text3 : void 0;
}
function lineStarts(text3) {
  const starts = [0];
  for (let i = text3.indexOf("\n"); i >= 0; i = text3.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}
function assemble(text3, starts, elisions) {
  const sorted = [...elisions].sort((a, b) => a.start - b.start || (a.from ?? 0) - (b.from ?? 0));
  const parts = [];
  const rows = [1];
  let pos = 0;
  let row = 1;
  const applied = [];
  const copy = (to) => {
    for (let i = text3.indexOf("\n", pos); i >= 0 && i < to; i = text3.indexOf("\n", i + 1)) rows.push(++row);
    parts.push(text3.slice(pos, to));
    pos = to;
  };
  for (const e of sorted) {
    const from = e.from ?? starts[e.start - 1] ?? text3.length;
    if (from < pos) continue;
    applied.push(e);
    copy(from);
    if (e.from !== void 0 && e.to !== void 0) {
      parts.push(e.replacement);
      row += countNewlines(text3, from, e.to);
      pos = e.to;
      continue;
    }
    const after = starts[e.end];
    if (e.replacement) parts.push(e.replacement);
    if (after === void 0) {
      pos = text3.length;
      break;
    }
    if (e.replacement) {
      parts.push("\n");
      rows.push(e.end + 1);
    } else rows[rows.length - 1] = e.end + 1;
    row = e.end + 1;
    pos = after;
  }
  copy(text3.length);
  const out3 = parts.join("");
  if (out3.endsWith("\n") && rows.length > 1) rows.pop();
  return { text: out3, elided: applied.map(({ start: start2, end }) => ({ start: start2, end })), rows };
}
function countNewlines(text3, from, to) {
  let n3 = 0;
  for (let i = text3.indexOf("\n", from); i >= 0 && i < to; i = text3.indexOf("\n", i + 1)) n3++;
  return n3;
}
var SKELETON_LEVELS, DEFAULT_SKELETON_LEVEL;
var init_levels = __esm({
  "src/skeleton/levels.ts"() {
    "use strict";
    SKELETON_LEVELS = ["signatures", "summary", "full"];
    DEFAULT_SKELETON_LEVEL = "summary";
  }
});

// src/skeleton/build.ts
function firstErrorLine(tree) {
  const root = tree.rootNode;
  if (!root.hasError) return 0;
  const stack = [root];
  while (stack.length) {
    const n3 = stack.pop();
    if (n3.isError || n3.isMissing) return n3.startPosition.row + 1;
    for (let i = n3.childCount - 1; i >= 0; i--) {
      const c = n3.child(i);
      if (c && (c.hasError || c.isMissing)) stack.push(c);
    }
  }
  return 1;
}
function level(a) {
  return { text: a.text, elided: a.elided, tokensAfter: estimateTokens(a.text), rows: a.rows };
}
function buildSkeleton(tree, text3, lang) {
  const starts = lineStarts(text3);
  let el;
  if (lang === "python") {
    const lineAt = (row) => text3.slice(starts[row] ?? text3.length, (starts[row + 1] ?? text3.length + 1) - 1);
    el = pythonElisions(tree, lineAt);
  } else {
    const sink = { text: text3, starts, summary: [], signatures: [] };
    const bodies = curlyElisions(tree, lang, sink);
    el = { bodies, summary: sink.summary, signatures: sink.signatures };
  }
  const full = level(assemble(text3, starts, el.bodies));
  return {
    ...full,
    tokensBefore: estimateTokens(text3),
    errorLine: firstErrorLine(tree),
    levels: {
      summary: level(assemble(text3, starts, [...el.bodies, ...el.summary])),
      signatures: level(assemble(text3, starts, [...el.bodies, ...el.signatures]))
    }
  };
}
var init_build = __esm({
  "src/skeleton/build.ts"() {
    "use strict";
    init_python();
    init_curly();
    init_levels();
    init_tokens();
  }
});

// src/skeleton/analyzer.ts
var SKELETON_ANALYZER;
var init_analyzer = __esm({
  "src/skeleton/analyzer.ts"() {
    "use strict";
    init_build();
    SKELETON_ANALYZER = { kind: "sk", run: buildSkeleton };
  }
});

// src/parse/pool.ts
function loadPiscina() {
  return createRequire(__ckImportMetaUrl)("piscina");
}
function poolThreads() {
  return Math.max(1, Math.min(3, (0, import_node_os8.availableParallelism)() - 1));
}
function poolAvailable() {
  return (0, import_node_fs41.existsSync)(WORKER2);
}
async function runBatchOnPool(batch) {
  if (!pool) {
    const { Piscina } = loadPiscina();
    const threads = poolThreads();
    pool = new Piscina({ filename: WORKER2, minThreads: 0, maxThreads: threads, idleTimeout: 100 });
  }
  try {
    return await pool.run({ batch });
  } catch (err) {
    return batch.map(() => ({ error: `parse worker crashed: ${err.message}` }));
  }
}
async function closePool() {
  const p = pool;
  pool = void 0;
  if (p) await p.destroy();
}
var import_node_os8, import_node_url12, import_node_fs41, pool, WORKER2;
var init_pool2 = __esm({
  "src/parse/pool.ts"() {
    "use strict";
    init_node_module();
    import_node_os8 = require("node:os");
    import_node_url12 = require("node:url");
    import_node_fs41 = require("node:fs");
    WORKER2 = (0, import_node_url12.fileURLToPath)(new URL("../../workers/parse.js", __ckImportMetaUrl));
  }
});

// src/parse/batch.ts
async function analyzeMany(analyzer, root, paths, opts = {}) {
  const out3 = /* @__PURE__ */ new Map();
  const kinds = [analyzer.kind];
  const cache2 = opts.cacheDir === false ? void 0 : new ParseCache(opts.cacheDir);
  const misses = [];
  let missBytes = 0;
  const table = opts.alsoRun ? analyzerTable(analyzer, ...opts.alsoRun) : analyzerTable(analyzer);
  const runKinds = [...table.keys()];
  for (const path of paths) {
    if (out3.has(path)) continue;
    const lang = grammarLangOf(path);
    const known = opts.hashes?.get(path);
    if (lang && known && cache2) {
      const hit2 = cachedRecords(cache2, kinds, lang, known);
      if (hit2) {
        out3.set(path, { text: "", record: hit2[0], warnings: [] });
        if (opts.stats) opts.stats.hits++;
        continue;
      }
    }
    let buf;
    try {
      buf = (0, import_node_fs42.readFileSync)((0, import_node_path39.resolve)(root, path));
    } catch (err) {
      out3.set(path, { text: "", warnings: [{ kind: "unreadable", path, line: 0, detail: `cannot read: ${err.code ?? err.message}` }] });
      continue;
    }
    if (!lang) {
      out3.set(path, { text: buf.toString("utf8"), warnings: [{ kind: "parse-error", path, line: 0, detail: "no grammar for this file type; kept verbatim" }] });
      continue;
    }
    const src = decodeSource(buf, path);
    if ("error" in src) {
      out3.set(path, { text: "", warnings: [{ kind: "parse-error", path, line: 0, detail: src.error }] });
      continue;
    }
    const warnings = src.invalidUtf8 ? [{ kind: "invalid-utf8", path, line: 0, detail: "invalid UTF-8 bytes were replaced by U+FFFD" }] : [];
    const hit = cache2 ? cachedRecords(cache2, kinds, lang, src.hash)?.[0] : void 0;
    out3.set(path, { text: src.text, record: hit, warnings });
    if (hit && opts.stats) opts.stats.hits++;
    if (!hit) {
      if (opts.stats) opts.stats.parsed++;
      misses.push({ path, bytes: src.bytes, task: { kinds: runKinds, text: src.text, lang, hash: src.hash, cacheDir: cache2?.dir } });
      missBytes += src.bytes;
    }
  }
  if (misses.length) {
    const mode = resolveBatchOptions(opts).workers;
    const usePool = poolAvailable() && (mode === "always" || mode === "auto" && missBytes >= PARSE_POOL_MIN_BYTES && misses.length >= 4);
    const tasks = misses.map((m) => m.task);
    const answers = usePool ? await shareWithPool(tasks, misses.map((m) => m.bytes), table) : await inProcess(tasks, table);
    misses.forEach((m, i) => {
      const item = out3.get(m.path);
      const ans = answers[i];
      if ("error" in ans) item.warnings.push({ kind: "parse-error", path: m.path, line: 0, detail: ans.error });
      else item.record = ans.records[0];
    });
  }
  return out3;
}
async function inProcess(tasks, analyzers) {
  const out3 = [];
  for (const t of tasks) out3.push(await parseTask(t, analyzers));
  return out3;
}
async function shareWithPool(tasks, bytes2, analyzers) {
  const workers = poolThreads();
  const total = bytes2.reduce((s3, b) => s3 + b, 0);
  const mainShare = Math.min(0.9, (1 + workers * WORKER_START_BYTES / total) / (workers + 1));
  const groups = Array.from({ length: workers + 1 }, () => []);
  const limits = [mainShare * total, ...Array.from({ length: workers }, () => (1 - mainShare) * total / workers)];
  let g = 0;
  let acc = 0;
  tasks.forEach((_, i) => {
    while (g < workers && acc >= limits[g]) {
      g++;
      acc = 0;
    }
    groups[g].push(i);
    acc += bytes2[i];
  });
  const answers = new Array(tasks.length);
  const remote = groups.slice(1).filter((ids) => ids.length).map(async (ids) => {
    const res = await runBatchOnPool(ids.map((i) => tasks[i]));
    ids.forEach((id, k) => answers[id] = res[k]);
  });
  for (const i of groups[0]) {
    answers[i] = await parseTask(tasks[i], analyzers);
    await new Promise((r) => setImmediate(r));
  }
  await Promise.all(remote);
  return answers;
}
var import_node_fs42, import_node_path39, PARSE_POOL_MIN_BYTES, WORKER_START_BYTES;
var init_batch = __esm({
  "src/parse/batch.ts"() {
    "use strict";
    import_node_fs42 = require("node:fs");
    import_node_path39 = require("node:path");
    init_languages();
    init_source();
    init_cache();
    init_task();
    init_pool2();
    init_options3();
    PARSE_POOL_MIN_BYTES = 15e5;
    WORKER_START_BYTES = 14e5;
  }
});

// src/skeleton/index.ts
var skeleton_exports = {};
__export(skeleton_exports, {
  DEFAULT_SKELETON_LEVEL: () => DEFAULT_SKELETON_LEVEL,
  SKELETON_LEVELS: () => SKELETON_LEVELS,
  closePool: () => closePool,
  parseSkeletonLevel: () => parseSkeletonLevel,
  preferBaselineTier: () => preferBaselineTier,
  recordAtLevel: () => recordAtLevel,
  skeletonMany: () => skeletonMany,
  skeletonOf: () => skeletonOf
});
function recordAtLevel(rec, level2) {
  return level2 === "full" ? rec : rec.levels[level2];
}
function fromRecord(path, rec, extra, level2) {
  const warnings = [...extra];
  if (rec.errorLine > 0) {
    warnings.push({ kind: "parse-error", path, line: rec.errorLine, detail: "syntax error: bodies around it were kept verbatim" });
  }
  const l = recordAtLevel(rec, level2);
  return { path, level: level2, text: l.text, elided: l.elided, tokensBefore: rec.tokensBefore, tokensAfter: l.tokensAfter, warnings };
}
function verbatim(path, text3, warning, level2) {
  const t = estimateTokens(text3);
  return { path, level: level2, text: text3, elided: [], tokensBefore: t, tokensAfter: t, warnings: [warning] };
}
async function skeletonOf(file, opts = {}) {
  const level2 = resolveLevel(opts.level);
  if (opts.source === void 0 && isDirectory(file)) throw new UsageError(`${file}: is a directory, expected a source file`);
  const lang = grammarLangOf(file);
  if (!lang) throw new UsageError(`${file}: no grammar for this file type (supported: .py .pyi .js .mjs .cjs .jsx .ts .mts .cts .tsx .go .rs .java)`);
  const src = opts.source !== void 0 ? decodeSource(Buffer.from(opts.source), file) : readSource(file);
  if ("error" in src) throw new UsageError(src.error);
  const extra = src.invalidUtf8 ? [{ kind: "invalid-utf8", path: file, line: 0, detail: "invalid UTF-8 bytes were replaced by U+FFFD" }] : [];
  const cache2 = opts.cacheDir === false ? void 0 : new ParseCache(opts.cacheDir);
  const hit = cache2?.get(cacheKind(SKELETON_ANALYZER.kind, lang), src.hash);
  if (hit) return fromRecord(file, hit, extra, level2);
  const ans = await parseTask({ kinds: [SKELETON_ANALYZER.kind], text: src.text, lang, hash: src.hash, cacheDir: cache2?.dir }, analyzerTable(SKELETON_ANALYZER));
  if ("error" in ans) return verbatim(file, src.text, { kind: "parse-error", path: file, line: 0, detail: ans.error }, level2);
  return fromRecord(file, ans.records[0], extra, level2);
}
function isDirectory(path) {
  try {
    return (0, import_node_fs43.statSync)(path).isDirectory();
  } catch {
    return false;
  }
}
async function skeletonMany(root, paths, opts = {}) {
  const level2 = resolveLevel(opts.level);
  const items = await analyzeMany(SKELETON_ANALYZER, root, paths, opts);
  const out3 = /* @__PURE__ */ new Map();
  for (const [path, item] of items) {
    if (item.record) out3.set(path, fromRecord(path, item.record, item.warnings, level2));
    else {
      const [first, ...rest] = item.warnings;
      const sk = verbatim(path, item.text, first ?? { kind: "parse-error", path, line: 0, detail: "not parsed" }, level2);
      sk.warnings.push(...rest);
      out3.set(path, sk);
    }
  }
  return out3;
}
var import_node_fs43;
var init_skeleton = __esm({
  "src/skeleton/index.ts"() {
    "use strict";
    import_node_fs43 = require("node:fs");
    init_languages();
    init_source();
    init_cache();
    init_task();
    init_analyzer();
    init_batch();
    init_levels();
    init_errors();
    init_tokens();
    init_levels();
    init_pool2();
    init_tiering();
  }
});

// slice-entry.mjs
var slice_entry_exports = {};
__export(slice_entry_exports, {
  run: () => run
});
module.exports = __toCommonJS(slice_entry_exports);

// src/cli/commands/slice.ts
var import_node_fs47 = require("node:fs");

// src/cli/command.ts
var import_node_util = require("node:util");
init_errors();
init_tokens();
function parseFlags(argv, options, command2, expected2 = {}) {
  for (let i = 0; i < argv.length - 1; i++) {
    const a = argv[i];
    if (a === "--") break;
    const want = a.startsWith("--") ? expected2[a.slice(2)] : void 0;
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
function intFlag(flag, value) {
  if (value === void 0) return void 0;
  if (!/^\d+$/.test(value)) throw new UsageError(`invalid value for ${flag}: '${value}' (expected a non-negative integer)`);
  return Number(value);
}
var TOKEN_COUNT = "a number of tokens such as 30000, 30k or 1.5M";
function tokenFlag(flag, value, expected2 = TOKEN_COUNT, min = 0) {
  const n3 = parseTokenCount(value);
  if (n3 === void 0 || n3 < min) throw badFlag(flag, value, expected2);
  return n3;
}

// src/cli/commands/slice.ts
init_errors();

// src/slice/index.ts
var import_node_fs46 = require("node:fs");
var import_node_path44 = require("node:path");

// src/repo/unindexed.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var CAUSES = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ELOOP: "a symbolic link loop",
  EIO: "an input/output error",
  ENAMETOOLONG: "name too long"
};
function describeFsError(err) {
  const e = err;
  const code = e?.code;
  if (code && CAUSES[code]) return `${code}: ${CAUSES[code]}`;
  return code ?? String(e?.message ?? err);
}
function unreadableCause(abs) {
  let fd;
  try {
    if ((0, import_node_fs.statSync)(abs).isDirectory()) return void 0;
    fd = (0, import_node_fs.openSync)(abs, "r");
    (0, import_node_fs.readSync)(fd, Buffer.alloc(1), 0, 1, 0);
    return void 0;
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return void 0;
    return `cannot be read (${describeFsError(err)})`;
  } finally {
    if (fd !== void 0) (0, import_node_fs.closeSync)(fd);
  }
}
function isInside(root, abs) {
  const real = (p) => {
    try {
      return (0, import_node_fs.realpathSync)(p);
    } catch {
      return (0, import_node_path.resolve)(p);
    }
  };
  const rel = (0, import_node_path.relative)(real(root), real(abs));
  return rel !== "" && !rel.startsWith("..") && !(0, import_node_path.isAbsolute)(rel);
}

// src/slice/index.ts
init_errors();

// src/graph/csr-js.ts
init_errors();

// src/graph/kernel.ts
function testPolicyCode(p) {
  return p === "first" ? 1 : p === "last" ? 2 : 0;
}

// src/graph/csr-js.ts
function buildJsKernel(input) {
  return new JsKernel(input);
}
var JsKernel = class {
  impl = "js";
  nodes;
  edgeCount;
  fOff;
  fTgt;
  fBits;
  rOff;
  rTgt;
  rBits;
  flags;
  deleted = false;
  constructor(input) {
    const { nodes: n3, from, to, kind } = input;
    const m = from.length;
    if (to.length !== m || kind.length !== m) throw new Error("import graph: from/to/kind arrays differ in length");
    for (let e = 0; e < m; e++) {
      const a = from[e], b = to[e];
      if (a < 0 || a >= n3 || b < 0 || b >= n3) throw graphBadEdge(e, a, b, n3);
      if (kind[e] >= 32) throw graphBadEdge(e, a, b, n3, `kind id ${kind[e]} is not below 32`);
    }
    this.nodes = n3;
    this.flags = Uint8Array.from(input.flags.subarray(0, n3));
    const perm2 = sortedByFromTo(from, to) ? null : countingSort(from, countingSort(to, null, n3), n3);
    const fOff = new Int32Array(n3 + 1);
    const fTgt = new Int32Array(m);
    const fBits = new Int32Array(m);
    let k = -1, lastA = -1, lastB = -1;
    for (let i = 0; i < m; i++) {
      const e = perm2 ? perm2[i] : i;
      const a = from[e], b = to[e];
      const bit = 1 << kind[e];
      if (a === lastA && b === lastB) {
        fBits[k] |= bit;
        continue;
      }
      k++;
      fTgt[k] = b;
      fBits[k] = bit;
      fOff[a + 1]++;
      lastA = a;
      lastB = b;
    }
    const uniq = k + 1;
    for (let v = 0; v < n3; v++) fOff[v + 1] += fOff[v];
    const rOff = new Int32Array(n3 + 1);
    for (let i = 0; i < uniq; i++) rOff[fTgt[i] + 1]++;
    for (let v = 0; v < n3; v++) rOff[v + 1] += rOff[v];
    const cursor = rOff.slice(0, n3);
    const rTgt = new Int32Array(uniq);
    const rBits = new Int32Array(uniq);
    for (let a = 0; a < n3; a++) {
      for (let i = fOff[a]; i < fOff[a + 1]; i++) {
        const b = fTgt[i];
        const at = cursor[b]++;
        rTgt[at] = a;
        rBits[at] = fBits[i];
      }
    }
    this.edgeCount = uniq;
    this.fOff = fOff;
    this.fTgt = fTgt.slice(0, uniq);
    this.fBits = fBits.slice(0, uniq);
    this.rOff = rOff;
    this.rTgt = rTgt;
    this.rBits = rBits;
  }
  neighbours(node, reverse) {
    this.check();
    const off = reverse ? this.rOff : this.fOff;
    const tgt = reverse ? this.rTgt : this.fTgt;
    return tgt.slice(off[node], off[node + 1]);
  }
  reach(q) {
    this.check();
    const n3 = this.nodes;
    const hop = new Int32Array(n3).fill(-1);
    const via = new Int32Array(n3).fill(-1);
    const dropped = new Int32Array(n3);
    const order = new Int32Array(n3);
    let count = 0;
    for (const s3 of q.sources) {
      if (s3 < 0 || s3 >= n3) throw new RangeError(`import graph: source id ${s3} is outside the graph (${n3} nodes)`);
      if (hop[s3] >= 0) continue;
      hop[s3] = 0;
      order[count++] = s3;
    }
    const off = q.reverse ? this.rOff : this.fOff;
    const tgt = q.reverse ? this.rTgt : this.fTgt;
    const bits = q.reverse ? this.rBits : this.fBits;
    const degOff = q.reverse ? this.fOff : this.rOff;
    const tests = testPolicyCode(q.tests);
    const flags = this.flags;
    const { depth: depth2, mask, fanout } = q;
    const keys = [];
    let droppedTotal = 0;
    let head = 0;
    while (head < count) {
      const u = order[head++];
      const h = hop[u];
      if (depth2 >= 0 && h >= depth2) continue;
      const start2 = off[u], end = off[u + 1];
      if (fanout <= 0) {
        for (let e = start2; e < end; e++) {
          if ((bits[e] & mask) === 0) continue;
          const v = tgt[e];
          if (hop[v] >= 0) continue;
          hop[v] = h + 1;
          via[v] = u;
          order[count++] = v;
        }
        continue;
      }
      keys.length = 0;
      for (let e = start2; e < end; e++) {
        if ((bits[e] & mask) === 0) continue;
        const v = tgt[e];
        if (hop[v] < 0) keys.push(v);
      }
      let take = keys.length;
      if (take > fanout) {
        const rank = (v) => {
          const isTest = (flags[v] & 1) !== 0;
          return tests === 1 ? isTest ? 0 : 1 : tests === 2 ? isTest ? 1 : 0 : 0;
        };
        keys.sort((a, b) => rank(a) - rank(b) || degOff[a + 1] - degOff[a] - (degOff[b + 1] - degOff[b]) || a - b);
        dropped[u] = take - fanout;
        droppedTotal += take - fanout;
        take = fanout;
      }
      for (let i = 0; i < take; i++) {
        const v = keys[i];
        hop[v] = h + 1;
        via[v] = u;
        order[count++] = v;
      }
    }
    return { hop, via, order: order.slice(0, count), dropped, droppedTotal };
  }
  delete() {
    this.deleted = true;
  }
  check() {
    if (this.deleted) throw new Error("import graph: used after delete()");
  }
};
function sortedByFromTo(from, to) {
  for (let e = 1; e < from.length; e++) {
    if (from[e] < from[e - 1] || from[e] === from[e - 1] && to[e] < to[e - 1]) return false;
  }
  return true;
}
function countingSort(key, order, n3) {
  const m = key.length;
  const cnt = new Int32Array(n3 + 1);
  for (let e = 0; e < m; e++) cnt[key[e] + 1]++;
  for (let v = 0; v < n3; v++) cnt[v + 1] += cnt[v];
  const out3 = new Int32Array(m);
  for (let i = 0; i < m; i++) {
    const e = order ? order[i] : i;
    out3[cnt[key[e]]++] = e;
  }
  return out3;
}

// src/graph/csr.ts
init_wasm();
init_errors();
function buildWasmKernel(input) {
  return new WasmKernel(input);
}
var WasmKernel = class {
  impl = "wasm";
  nodes;
  edgeCount;
  k;
  /** This graph's own instance (its memory holds the CSR arrays), kept until delete(). */
  slot = new KernelSlot("graph", Infinity);
  constructor(input) {
    const { nodes: n3, from, to, kind, flags } = input;
    const m = from.length;
    if (to.length !== m || kind.length !== m) throw new Error("import graph: from/to/kind arrays differ in length");
    const k = this.slot.get();
    k.prepare(n3, m);
    const buf = k.memory.buffer;
    new Int32Array(buf, k.edgeFromPtr(), m).set(from);
    new Int32Array(buf, k.edgeToPtr(), m).set(to);
    new Uint8Array(buf, k.edgeKindPtr(), m).set(kind);
    new Uint8Array(buf, k.flagPtr(), n3).set(flags.subarray(0, n3));
    const status = k.build(n3, m);
    if (status < 0) {
      const e = k.badEdge();
      throw graphBadEdge(e, from[e] ?? -1, to[e] ?? -1, n3, status === -2 ? `kind id ${kind[e]} is not below 32` : void 0);
    }
    this.nodes = n3;
    this.edgeCount = status;
    this.k = k;
  }
  neighbours(node, reverse) {
    const k = this.kernel();
    const buf = k.memory.buffer;
    const off = new Int32Array(buf, reverse ? k.reverseOffsetPtr() : k.forwardOffsetPtr(), this.nodes + 1);
    const start2 = off[node], end = off[node + 1];
    return copyOut(buf, (reverse ? k.reverseTargetPtr() : k.forwardTargetPtr()) + start2 * 4, end - start2);
  }
  reach(q) {
    const k = this.kernel();
    const n3 = this.nodes;
    const at = k.query(q.sources.length);
    new Int32Array(k.memory.buffer, at, q.sources.length).set(q.sources);
    const count = k.reach(q.sources.length, q.depth, q.mask | 0, q.reverse ? 1 : 0, q.fanout, testPolicyCode(q.tests));
    if (count < 0) {
      const bad = q.sources.find((s3) => s3 < 0 || s3 >= n3);
      throw new RangeError(`import graph: source id ${bad} is outside the graph (${n3} nodes)`);
    }
    const buf = k.memory.buffer;
    return {
      hop: copyOut(buf, k.hopPtr(), n3),
      via: copyOut(buf, k.viaPtr(), n3),
      order: copyOut(buf, k.orderPtr(), count),
      dropped: copyOut(buf, k.droppedPtr(), n3),
      droppedTotal: k.droppedTotal()
    };
  }
  delete() {
    this.k = null;
    this.slot.drop();
  }
  kernel() {
    if (!this.k) throw new Error("import graph: used after delete()");
    return this.k;
  }
};
function copyOut(buf, ptr, len) {
  const out3 = new Int32Array(len);
  out3.set(new Int32Array(buf, ptr, len));
  return out3;
}

// src/graph/index.ts
init_fallback();

// src/graph/tests.ts
var TEST_DIR = /(?:^|\/)(?:tests?|__tests__|spec)\//;
var TEST_FILE = /(?:^|\/)(?:test_[^/]*\.py|[^/]*_test\.py|conftest\.py|[^/]*\.(?:test|spec)\.[cm]?[jt]sx?)$/;
function isTestPath(path) {
  return TEST_DIR.test(path) || TEST_FILE.test(path);
}

// src/graph/index.ts
init_errors();

// src/graph/options.ts
init_errors();
function resolveReachOptions(opts) {
  const depth2 = opts.depth ?? -1;
  if (!Number.isInteger(depth2) || depth2 < -1) throw badOption("import graph", `depth must be a non-negative integer, got ${depth2}`);
  const fanout = opts.fanout ?? 0;
  if (!Number.isInteger(fanout) || fanout < 0) throw badOption("import graph", `fanout must be a non-negative integer, got ${fanout}`);
  return { depth: depth2, fanout, tests: opts.tests ?? "neutral", kinds: opts.kinds, excludeKinds: opts.excludeKinds ?? [] };
}
function resolveGraphOptions(opts) {
  return { impl: opts.impl ?? "auto", paths: opts.paths ?? [], kindNames: opts.kindNames ?? ["static"] };
}

// src/graph/index.ts
init_types();
var AUTO_JS_MAX_EDGES = 0;
var ImportGraph = class _ImportGraph {
  /** Repo-relative paths by id, when built from an index (empty otherwise). */
  paths;
  kernel;
  // Kept (not copied) so that under impl 'auto' a trapped wasm kernel can be replaced by the twin.
  input;
  fallback;
  kindIds;
  byPath = null;
  constructor(input, impl, paths, kindNames) {
    this.input = input;
    this.fallback = impl === "auto";
    this.kernel = makeKernel(input, impl);
    this.paths = paths;
    this.kindIds = new Map(kindNames.map((k, i) => [k, i]));
  }
  /** Returns the graph of a repository index; files are flagged as tests by `isTestPath`. */
  static fromIndex(index, opts = {}) {
    const paths = index.files.map((f) => f.path);
    const flags = new Uint8Array(paths.length);
    paths.forEach((p, i) => flags[i] = isTestPath(p) ? 1 : 0);
    const input = { nodes: paths.length, from: index.edgeFrom, to: index.edgeTo, kind: index.edgeKind, flags };
    return new _ImportGraph(input, resolveGraphOptions({ impl: opts.impl }).impl, paths, index.edgeKinds);
  }
  /**
   * Returns a graph over ids 0..n-1 from parallel edge arrays. `kinds` are ids into `kindNames` (default: all 0,
   * one kind named 'static'); `tests` flags test files for the ranking.
   */
  static fromEdges(n3, from, to, opts = {}) {
    const f = from instanceof Int32Array ? from : Int32Array.from(from);
    const flags = new Uint8Array(n3);
    opts.tests?.forEach((t, i) => flags[i] = t ? 1 : 0);
    if (!opts.tests && opts.paths) opts.paths.forEach((p, i) => flags[i] = isTestPath(p) ? 1 : 0);
    const input = {
      nodes: n3,
      from: f,
      to: to instanceof Int32Array ? to : Int32Array.from(to),
      kind: opts.kinds instanceof Uint8Array ? opts.kinds : opts.kinds ? Uint8Array.from(opts.kinds) : new Uint8Array(f.length),
      flags
    };
    const { impl, paths, kindNames } = resolveGraphOptions(opts);
    return new _ImportGraph(input, impl, paths, kindNames);
  }
  /** Returns which implementation this graph runs on. */
  get impl() {
    return this.kernel.impl;
  }
  /** Returns the number of files (nodes). */
  get size() {
    return this.kernel.nodes;
  }
  /** Returns the number of distinct (importer, imported) pairs. */
  get edgeCount() {
    return this.kernel.edgeCount;
  }
  /** Returns the id of a repo-relative path, or undefined when the graph has no such file. */
  id(path) {
    if (!this.byPath) this.byPath = new Map(this.paths.map((p, i) => [p, i]));
    return this.byPath.get(path);
  }
  /** Returns what the sources import, directly and transitively (forward search). */
  reach(sources, opts = {}) {
    return this.search(sources, opts, false);
  }
  /** Returns what imports the sources, directly and transitively (reverse search, ranked fan-out cap). */
  importers(sources, opts = {}) {
    return this.search(sources, opts, true);
  }
  /** Returns the direct dependencies (or, with reverse, direct importers) of one id, ascending. */
  neighbours(id, reverse = false) {
    this.checkId(id);
    return toArray(this.kernel.neighbours(id, reverse));
  }
  /** Returns nothing; releases the kernel. Any later call throws. */
  delete() {
    this.kernel.delete();
  }
  search(sources, opts, reverse) {
    for (const s3 of sources) this.checkId(s3);
    const resolved = resolveReachOptions(opts);
    const { depth: depth2, fanout, tests } = resolved;
    const query = { sources: Int32Array.from(sources), depth: depth2, mask: this.mask(resolved), reverse, fanout, tests };
    let r;
    try {
      r = this.kernel.reach(query);
    } catch (err) {
      if (!(this.fallback && this.kernel.impl === "wasm" && err instanceof WebAssembly.RuntimeError)) throw err;
      twinFallback("graph", "trap", err);
      this.kernel.delete();
      this.kernel = buildJsKernel(this.input);
      r = this.kernel.reach(query);
    }
    return { hop: r.hop, via: r.via, order: toArray(r.order), dropped: r.dropped, droppedTotal: r.droppedTotal };
  }
  // Returns the kind bitmask for the options; unknown kind names are an error (a typo would silently follow nothing).
  mask(reach) {
    let mask = reach.kinds ? 0 : -1;
    if (reach.kinds) {
      for (const k of reach.kinds) {
        const id = this.kindId(k);
        if (id >= 0) mask |= 1 << id;
      }
    }
    for (const k of reach.excludeKinds) {
      const id = this.kindId(k);
      if (id >= 0) mask &= ~(1 << id);
    }
    return mask | 0;
  }
  // Returns the kind's id, or -1 for a known kind this graph has no edges of.
  kindId(name) {
    const id = this.kindIds.get(name);
    if (id === void 0 && EDGE_KINDS.includes(name)) return -1;
    if (id === void 0) throw badOption("import graph", `unknown edge kind '${name}' (known: ${[...this.kindIds.keys()].join(", ")})`);
    return id;
  }
  checkId(id) {
    if (!Number.isInteger(id) || id < 0 || id >= this.kernel.nodes) {
      throw new RangeError(`import graph: file id ${id} is outside the graph (${this.kernel.nodes} files)`);
    }
  }
};
function toArray(a) {
  const out3 = new Array(a.length);
  for (let i = 0; i < a.length; i++) out3[i] = a[i];
  return out3;
}
function makeKernel(input, impl) {
  if (impl === "js" || impl === "auto" && input.from.length <= AUTO_JS_MAX_EDGES) return buildJsKernel(input);
  if (impl === "wasm") return buildWasmKernel(input);
  try {
    return buildWasmKernel(input);
  } catch (err) {
    const twin = buildJsKernel(input);
    twinFallback("graph", err instanceof WebAssembly.RuntimeError ? "trap" : "missing", err);
    return twin;
  }
}

// src/slice/budget.ts
init_env();

// src/session/index.ts
var import_node_fs8 = require("node:fs");
var import_node_path9 = require("node:path");
var import_node_crypto3 = require("node:crypto");
init_paths();
init_env();
init_atomic();

// src/session/options.ts
var DEFAULT_TRANSCRIPT_MAX_BYTES = 8 * 1024 * 1024;
function resolveTranscriptWindow(opts) {
  return { from: opts.from ?? 0, maxBytes: opts.maxBytes ?? DEFAULT_TRANSCRIPT_MAX_BYTES, recorded: opts.from !== void 0 };
}
function resolveOccupancyOptions(opts) {
  return { maxTailBytes: opts.maxTailBytes ?? Infinity };
}

// src/session/lock.ts
var SLEEP_CELL = new Int32Array(new SharedArrayBuffer(4));

// src/session/transcript.ts
var import_node_fs7 = require("node:fs");
function readWindow(path, opts) {
  const { from, maxBytes, recorded } = resolveTranscriptWindow(opts);
  let fd;
  try {
    fd = (0, import_node_fs7.openSync)(path, "r");
  } catch {
    return null;
  }
  try {
    const st = (0, import_node_fs7.fstatSync)(fd);
    if (!st.isFile()) return null;
    const size = st.size;
    let start2 = Math.max(0, Math.min(from, size), size - maxBytes);
    const buf = Buffer.allocUnsafe(size - start2);
    let got = 0;
    while (got < buf.length) {
      const n3 = (0, import_node_fs7.readSync)(fd, buf, got, buf.length - got, start2 + got);
      if (n3 <= 0) break;
      got += n3;
    }
    let body = buf.subarray(0, got);
    if (start2 > 0 && !(recorded && from === start2)) {
      const nl = body.indexOf(10);
      body = nl < 0 ? body.subarray(got) : body.subarray(nl + 1);
      start2 += nl < 0 ? got : nl + 1;
    }
    return { body, start: start2, size };
  } catch {
    return null;
  } finally {
    (0, import_node_fs7.closeSync)(fd);
  }
}
function parseLines(lines) {
  const entries = [];
  let badLines = 0;
  for (const line3 of lines) {
    if (!line3.trim()) continue;
    try {
      const v = JSON.parse(line3);
      if (v && typeof v === "object" && !Array.isArray(v)) entries.push(v);
      else badLines++;
    } catch {
      badLines++;
    }
  }
  return { entries, badLines };
}
function readTranscript(path, opts = {}) {
  const w = readWindow(path, opts);
  if (!w) return null;
  const { entries, badLines } = parseLines(w.body.toString("utf8").split("\n"));
  return { entries, start: w.start, size: w.size, badLines };
}

// src/session/index.ts
var SESSION_TTL_MS = 7 * 24 * 3600 * 1e3;
function safeSessionId(id) {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/.test(id) ? id : `h${(0, import_node_crypto3.createHash)("sha1").update(id).digest("hex").slice(0, 20)}`;
}
function sessionDir(sessionId) {
  return stateDir("sessions", safeSessionId(sessionId));
}
function emptySession(sessionId) {
  return {
    version: 1,
    sessionId,
    updatedAt: 0,
    canary: { pending: [], consecutiveFailures: 0, degraded: false, verified: 0, failed: 0, expired: 0, sinceProbe: 0 },
    deltaNamespace: `session-${safeSessionId(sessionId)}`,
    claimsSincePrune: 0
  };
}
function parseState(sessionId, raw2) {
  const v = JSON.parse(raw2);
  const base = emptySession(sessionId);
  if (!v || v.version !== 1) return base;
  return { ...base, ...v, canary: { ...base.canary, ...v.canary ?? {} }, sessionId };
}
function readSession(sessionId) {
  try {
    return parseState(sessionId, (0, import_node_fs8.readFileSync)((0, import_node_path9.join)(sessionDir(sessionId), "state.json"), "utf8"));
  } catch {
    return emptySession(sessionId);
  }
}
function parentPid(pid) {
  try {
    const stat = (0, import_node_fs8.readFileSync)(`/proc/${pid}/stat`, "utf8");
    const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ppid = Number(after[1]);
    return Number.isInteger(ppid) && ppid > 1 ? ppid : void 0;
  } catch {
    return void 0;
  }
}
function ancestorPids(depth2 = 8) {
  const out3 = [];
  let pid = process.ppid;
  while (pid !== void 0 && pid > 1 && out3.length < depth2) {
    out3.push(pid);
    pid = parentPid(pid);
  }
  return out3;
}
function startTime(pid) {
  try {
    const stat = (0, import_node_fs8.readFileSync)(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return void 0;
  }
}
function sessionOfThisProcess() {
  const dir = stateDir("sessions", "by-pid");
  for (const pid of ancestorPids()) {
    try {
      const v = JSON.parse((0, import_node_fs8.readFileSync)((0, import_node_path9.join)(dir, String(pid)), "utf8"));
      if (typeof v.sessionId === "string" && v.started === startTime(pid)) {
        return { sessionId: v.sessionId, transcriptPath: typeof v.transcriptPath === "string" ? v.transcriptPath : void 0 };
      }
    } catch {
    }
  }
  return void 0;
}
function usageTokens(usage) {
  const n3 = (k) => typeof usage[k] === "number" && Number.isFinite(usage[k]) ? usage[k] : 0;
  return n3("input_tokens") + n3("cache_read_input_tokens") + n3("cache_creation_input_tokens") + n3("output_tokens");
}
function lastAssistantUsage(entries) {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    const usage = e.message?.usage;
    if (e.type === "assistant" && usage && typeof usage === "object") {
      return { used: usageTokens(usage), model: typeof e.message?.model === "string" ? e.message.model : void 0 };
    }
  }
  return void 0;
}
function inferWindow(model, used) {
  if (model && /\[1m\]|-1m\b/i.test(model)) return 1e6;
  return used > 2e5 ? 1e6 : 2e5;
}
function sessionOccupancy(sessionId, transcriptPath, opts = {}) {
  const { maxTailBytes } = resolveOccupancyOptions(opts);
  const env = resolveEnvConfig();
  let sid = sessionId ?? env.sessionId;
  let path = transcriptPath;
  if (!sid && !path) {
    const mine = sessionOfThisProcess();
    sid = mine?.sessionId;
    path = mine?.transcriptPath;
  }
  if (!path && sid) path = readSession(sid).transcriptPath;
  if (!path) return null;
  let last;
  for (const maxBytes of [256 * 1024, 4 * 1024 * 1024].filter((b, i) => i === 0 || b <= maxTailBytes)) {
    const window = readTranscript(path, { maxBytes });
    if (!window) return null;
    last = lastAssistantUsage(window.entries);
    if (last || window.start === 0) break;
  }
  if (!last) return null;
  const envWindow = env.contextWindow;
  return {
    window: envWindow ?? inferWindow(last.model, last.used),
    used: last.used,
    source: envWindow ? "env" : "inferred",
    model: last.model,
    sessionId: sid,
    budgetMax: env.budgetCap
  };
}

// src/slice/budget.ts
var RUNGS = ["full-closure", "near-closure", "seeds+deps1", "seeds+skeletons", "symbols+skeletons", "symbols"];
var RESERVE_MIN = 2e4;
function resolveBudget(requested, session = {}) {
  if (requested === "none") return { requested: "none", tokens: Infinity, note: "no budget (--budget none): the full closure" };
  if (typeof requested === "number") return { requested: String(requested), tokens: requested, note: `budget ${requested} tokens (explicit)` };
  const env = resolveEnvConfig();
  const envMax = env.budgetMax;
  const badMax = env.budgetMaxInvalid ? `; CK_BUDGET_MAX '${env.budgetMaxInvalid}' is not a token count (such as 40000 or 40k), ignored` : "";
  let occ = null;
  try {
    occ = sessionOccupancy(session.sessionId, session.transcriptPath);
  } catch {
    occ = null;
  }
  if (!occ) {
    const t2 = env.autoBudget;
    return { requested: "auto", tokens: t2, note: `auto: no session transcript to measure (pass --session or set CK_SESSION_ID); using ${envMax ? "CK_BUDGET_MAX" : "the conservative default"} ${t2}${badMax}` };
  }
  const reserve = Math.max(RESERVE_MIN, Math.round(occ.window * 0.1));
  const free = occ.window - occ.used - reserve;
  const cap = occ.budgetMax;
  const t = Math.max(2e3, Math.min(free, cap));
  return {
    requested: "auto",
    tokens: t,
    note: `auto: window ${occ.window} (${occ.source === "env" ? "CK_CONTEXT_WINDOW" : `inferred${occ.model ? ` from ${occ.model}` : ""}`}) \u2212 used ${occ.used} (last assistant message of ${occ.sessionId ? `session ${occ.sessionId}` : "the given transcript"}) \u2212 reserve ${reserve} = ${free}, capped at ${cap}${envMax ? " (CK_BUDGET_MAX)" : ""}${free < 2e3 ? ", floor 2000 (the window is nearly full)" : ""} \u2192 ${t}${badMax}`
  };
}

// src/slice/cache.ts
var import_node_crypto4 = require("node:crypto");
init_paths();

// src/store/json-cache.ts
var import_node_fs9 = require("node:fs");
var import_node_path10 = require("node:path");
init_atomic();
function readJsonEntry(dir, key, valid) {
  const file = (0, import_node_path10.join)(dir, `${key}.json`);
  try {
    const value = JSON.parse((0, import_node_fs9.readFileSync)(file, "utf8"));
    if (!valid(value)) return void 0;
    const now = /* @__PURE__ */ new Date();
    try {
      (0, import_node_fs9.utimesSync)(file, now, now);
    } catch {
    }
    return value;
  } catch {
    return void 0;
  }
}
function writeJsonEntry(dir, key, value, maxEntries) {
  try {
    writeFileAtomic((0, import_node_path10.join)(dir, `${key}.json`), JSON.stringify(value));
    evict(dir, maxEntries);
  } catch {
  }
}
function evict(dir, maxEntries) {
  const names = (0, import_node_fs9.readdirSync)(dir).filter((n3) => n3.endsWith(".json"));
  if (names.length <= maxEntries) return;
  const aged = names.map((n3) => {
    try {
      return { n: n3, t: (0, import_node_fs9.statSync)((0, import_node_path10.join)(dir, n3)).mtimeMs };
    } catch {
      return { n: n3, t: 0 };
    }
  });
  aged.sort((a, b) => a.t - b.t || (a.n < b.n ? -1 : 1));
  for (const { n: n3 } of aged.slice(0, names.length - maxEntries)) {
    try {
      (0, import_node_fs9.unlinkSync)((0, import_node_path10.join)(dir, n3));
    } catch {
    }
  }
}

// src/slice/cache.ts
var MAX_ENTRIES = 200;
function indexFingerprint(index) {
  const h = (0, import_node_crypto4.createHash)("sha1");
  h.update(index.root);
  for (const f of index.files) h.update(`\0${f.path}\0${f.hash}`);
  return h.digest("hex");
}
function sliceKey(parts) {
  return (0, import_node_crypto4.createHash)("sha1").update(JSON.stringify(parts)).digest("hex");
}
function readSliceCache(key) {
  return readJsonEntry(cacheDir("slices"), key, (m) => m?.version === 1);
}
function writeSliceCache(key, m) {
  writeJsonEntry(cacheDir("slices"), key, m, MAX_ENTRIES);
}

// src/slice/front-cache.ts
init_paths();

// src/repo/tree-state.ts
var import_node_crypto7 = require("node:crypto");
var import_node_path15 = require("node:path");

// src/repo/walk.ts
var import_node_fs12 = require("node:fs");
var import_node_path13 = require("node:path");
init_node_module();

// src/repo/options.ts
var import_node_crypto5 = require("node:crypto");
var import_node_path11 = require("node:path");
var DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;
var DEFAULT_EXCLUDED_DIRS = [
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
function resolveIndexOptions(root, opts) {
  return {
    root,
    noCache: opts.noCache ?? false,
    exclude: [...opts.exclude ?? []],
    include: [...opts.include ?? []],
    wholeTree: opts.wholeTree ?? false,
    maxFileBytes: opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    dependencyRoots: [...opts.dependencyRoots ?? []].map((d) => (0, import_node_path11.resolve)(d)).sort(),
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
  return (0, import_node_crypto5.createHash)("sha1").update(JSON.stringify([o.exclude, o.include, o.wholeTree, o.maxFileBytes, o.dependencyRoots, o.impl, decorators])).digest("hex").slice(0, 12);
}
function resolveExcludedDirs(opts) {
  const include = opts.include ?? [];
  if (opts.whole || include.includes("*")) return /* @__PURE__ */ new Set();
  return new Set(DEFAULT_EXCLUDED_DIRS.filter((d) => !include.includes(d)));
}

// src/runtime/child-process.ts
init_node_module();
var loaded;
function childProcess() {
  return loaded ??= createRequire(__ckImportMetaUrl)("node:child_process");
}

// src/repo/git-listing-cache.ts
var import_node_fs11 = require("node:fs");
var import_node_crypto6 = require("node:crypto");
var import_node_path12 = require("node:path");
init_paths();

// src/runtime/stat-lite.ts
var import_node_fs10 = require("node:fs");
init_env();
var S_IFMT = 61440;
var S_IFREG = 32768;
var S_IFDIR = 16384;
var MODE = 1;
var SIZE = 8;
var MTIME_S = 12;
var MTIME_NS = 13;
var STATSYNC_CALL = /binding\.stat\(\s*pathModule\.toNamespacedPath\(path\),\s*options\.bigint,\s*undefined,\s*options\.throwIfNoEntry,?\s*\)/;
var raw;
var checked = false;
function binding() {
  if (raw !== void 0) return raw;
  raw = null;
  const env = resolveNodeFlags();
  const pending = process.execArgv.some((a) => a.includes("pending-deprecation")) || /pending-deprecation/.test(env.nodeOptions) || env.pendingDeprecation;
  if (!/^20\./.test(process.versions.node) || pending || !STATSYNC_CALL.test(String(import_node_fs10.statSync))) return null;
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
  if (b === null || abs.includes("\0")) return fromStats((0, import_node_fs10.statSync)(abs));
  let a;
  try {
    a = b(abs, false, void 0, true);
  } catch (err) {
    if (typeof err.code === "string" && err.syscall === "stat") throw err;
    raw = null;
    return fromStats((0, import_node_fs10.statSync)(abs));
  }
  if (!(a instanceof Float64Array) || a.length < MTIME_NS + 1) {
    raw = null;
    return fromStats((0, import_node_fs10.statSync)(abs));
  }
  const fmt = a[MODE] & S_IFMT;
  const lite = { isFile: fmt === S_IFREG, isDirectory: fmt === S_IFDIR, size: a[SIZE], mtimeMs: a[MTIME_S] * 1e3 + a[MTIME_NS] / 1e6 };
  if (!checked) {
    checked = true;
    const ref = fromStats((0, import_node_fs10.statSync)(abs));
    if (ref.isFile !== lite.isFile || ref.isDirectory !== lite.isDirectory || ref.size !== lite.size || ref.mtimeMs !== lite.mtimeMs) {
      raw = null;
      return ref;
    }
  }
  return lite;
}

// src/repo/git-listing-cache.ts
init_env();
var FORMAT = 1;
var MAX_ENTRIES2 = 32;
var RACY_MS = 2e3;
var MAX_DIRS = 2e4;
var keyOf = (root) => (0, import_node_crypto6.createHash)("sha1").update(root).digest("hex");
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
      const m = /^gitdir: (.+)$/m.exec((0, import_node_fs11.readFileSync)(dotGit, "utf8"));
      if (!m) return void 0;
      gitDir = (0, import_node_path12.isAbsolute)(m[1].trim()) ? m[1].trim() : (0, import_node_path12.resolve)(root, m[1].trim());
    }
  } catch {
    return void 0;
  }
  let commonDir = gitDir;
  try {
    const c = (0, import_node_fs11.readFileSync)((0, import_node_path12.join)(gitDir, "commondir"), "utf8").trim();
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
      if (/excludesfile/i.test((0, import_node_fs11.readFileSync)(f, "utf8"))) return void 0;
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
      entries = (0, import_node_fs11.readdirSync)(dirs[i], { withFileTypes: true });
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
  writeJsonEntry(cacheDir("git-listing"), keyOf(root), e, MAX_ENTRIES2);
}

// src/repo/walk.ts
var ignoreFactory = null;
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
    if ((0, import_node_fs12.existsSync)((0, import_node_path13.join)(dir, ".git"))) return true;
    const parent = (0, import_node_path13.join)(dir, "..");
    if (parent === dir) return false;
    dir = parent;
  }
}
var GIT_LS_FILES = ["ls-files", "-co", "--exclude-standard", "-z"];
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
  return new Promise((resolve7) => {
    const chunks = [];
    let child;
    try {
      child = childProcess().spawn("git", GIT_LS_FILES, { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      resolve7(null);
      return;
    }
    child.stdout.on("data", (d) => chunks.push(d));
    child.on("error", () => resolve7(null));
    child.on("close", (code) => resolve7(code === 0 ? gitPaths(Buffer.concat(chunks)) : null));
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
      real = (0, import_node_fs12.realpathSync)(root);
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
    entries = (0, import_node_fs12.readdirSync)(abs, { withFileTypes: true });
  } catch {
    out3.unreadable++;
    seen.delete(real);
    return;
  }
  let local = scopes;
  if (!whole && entries.some((e) => e.name === ".gitignore")) {
    try {
      const ig = ignore().add((0, import_node_fs12.readFileSync)((0, import_node_path13.join)(abs, ".gitignore"), "utf8"));
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
        isDir = (0, import_node_fs12.statSync)((0, import_node_path13.join)(abs, name)).isDirectory();
        if (isDir) childReal = (0, import_node_fs12.realpathSync)((0, import_node_path13.join)(abs, name));
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

// src/repo/lang.ts
var BY_EXT = {
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
var BINARY_EXT = /* @__PURE__ */ new Set([
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

// src/repo/tree-state.ts
init_paths2();
function statTree(abs, walk, o, skipped) {
  const under = (dir, p) => dir.endsWith(import_node_path15.sep) ? dir + p : dir + import_node_path15.sep + p;
  const candidates = walk.paths.map((p) => ({ path: p, abs: under(abs, p) }));
  for (const dep of o.dependencyRoots) {
    const w = walkRepo(dep, { whole: true });
    skipped.unreadable += w.unreadable;
    skipped.symlinkLoop += w.symlinkLoop;
    const relRoot = toPosix((0, import_node_path15.relative)(abs, dep));
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
  return (0, import_node_crypto7.createHash)("sha1").update(paths.join("\0")).update(new Uint8Array(stats.buffer)).digest("hex");
}
function walkTree(abs, o) {
  return walkRepoAsync(abs, { exclude: o.exclude, include: o.include, whole: o.wholeTree });
}
async function currentTreeFingerprint(abs, o) {
  const walk = await walkTree(abs, o);
  const skipped = { binary: 0, tooLarge: 0, unreadable: 0, symlinkLoop: 0, ignored: 0 };
  return treeFingerprint(statTree(abs, walk, o, skipped));
}
var states = /* @__PURE__ */ new WeakMap();
function setTreeState(index, state) {
  states.set(index, state);
}
function treeStateOf(index) {
  return states.get(index);
}

// src/repo/build.ts
var import_node_fs18 = require("node:fs");
var import_node_os5 = require("node:os");
var import_node_crypto9 = require("node:crypto");
var import_node_path21 = require("node:path");
init_types();
init_paths2();

// src/repo/cache.ts
var import_node_fs13 = require("node:fs");
var import_node_crypto8 = require("node:crypto");
var import_node_path16 = require("node:path");
init_paths();
init_atomic();
init_columns();
var MAGIC = Buffer.from("CKIDX002", "latin1");
var ZEROS = Buffer.alloc(8);
var CACHE_FORMAT = 7;
var STRING_SECTIONS = ["paths", "hashes", "defs", "dynamic", "external", "imports"];
var BYTE_SECTIONS = ["langs", "sizes", "mtimes", "tokens", "edges"];
function writeAt(fd, bytes2, position) {
  let done = 0;
  while (done < bytes2.byteLength) done += (0, import_node_fs13.writeSync)(fd, bytes2, done, bytes2.byteLength - done, position + done);
}
function cacheFile(root, optionsKey) {
  const rootKey = (0, import_node_crypto8.createHash)("sha1").update(root).digest("hex");
  return (0, import_node_path16.join)(cacheDir("index", rootKey), `index-${optionsKey}.msgpack`);
}
function loadCache(file, opKey, root, warn) {
  if (!(0, import_node_fs13.existsSync)(file)) return null;
  let buf;
  try {
    buf = (0, import_node_fs13.readFileSync)(file);
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
  if (!(0, import_node_crypto8.createHash)("sha1").update(payload).digest().equals(buf.subarray(8, 28))) return corrupt("checksum mismatch");
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
      const sha = (0, import_node_crypto8.createHash)("sha1").update(head.subarray(28));
      writeAt(fd, head, 0);
      for (const x of strings) {
        let at = base + sections[x.name][0];
        const len = sections[x.name][1];
        if (typeof x.text === "string") {
          if (len > 0 && (0, import_node_fs13.writeSync)(fd, x.text, at, x.enc) !== len) throw new Error("short write");
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
      (0, import_node_fs13.ftruncateSync)(fd, base + offset);
      writeAt(fd, sha.digest(), 8);
    });
  } catch (err) {
    warn(`cannot write index cache ${file} (${err.message}); continuing without it`);
  }
}

// src/repo/build.ts
init_columns();
init_record();
init_blob_arena();
init_wasm();

// src/repo/errors.ts
init_errors();
function repoNotFound(root, why) {
  return new UsageError(`repository '${root}': ${why}`);
}

// src/repo/build.ts
init_clock();
var INDEX_ENGINE_VERSION = "repo-index/1";
var LEX_POOL_MIN_BYTES = 64 << 20;
var CONFIG_FILE = /(^|\/)(package\.json|tsconfig[^/]*\.json|jsconfig\.json)$/;
var opKeyMemo = null;
function indexOpKey() {
  if (opKeyMemo) return opKeyMemo;
  const h = (0, import_node_crypto9.createHash)("sha1").update(INDEX_ENGINE_VERSION);
  for (const k of ["pylex", "jslex", "pyresolve", "edges"]) {
    try {
      h.update((0, import_node_fs18.readFileSync)(`${WASM_DIR}${k}.wasm`));
    } catch {
      h.update(`${k}:twin`);
    }
  }
  opKeyMemo = h.digest("hex").slice(0, 16);
  return opKeyMemo;
}
var optionsOf = /* @__PURE__ */ new WeakMap();
var MAX_UNSAVED_TOUCHED = 32;
async function buildIndex(root, opts = {}) {
  const t0 = nowMs();
  const timing = { walk: 0, stat: 0, cacheLoad: 0 };
  let abs = (0, import_node_path21.resolve)(root);
  try {
    if (!(0, import_node_fs18.statSync)(abs).isDirectory()) throw repoNotFound(root, "not a directory");
    abs = (0, import_node_fs18.realpathSync)(abs);
  } catch (err) {
    if (err.name === "UsageError") throw err;
    throw repoNotFound(root, err.code === "ENOENT" ? "no such directory" : err.message);
  }
  const o = resolveIndexOptions(abs, opts);
  const file = cacheFile(abs, indexOptionsKey(o));
  const helper = o.workers === "auto" && o.impl === "wasm" && (o.noCache || !(0, import_node_fs18.existsSync)(file)) ? (await Promise.resolve().then(() => (init_lex_helper(), lex_helper_exports))).startLexHelper() : null;
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
  const cached3 = o.noCache ? null : loadCache(file, opKey, abs, o.warn);
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
  if (cached3) {
    for (let i = 0; i < cached3.files.length; i++) prevByPath.set(cached3.files[i].path, i);
    for (const s3 of cached3.skips) prevSkip.set(s3.path, s3);
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
      const prev = cached3.files[pi];
      if (prev.size === e.size && prev.mtimeMs === e.mtimeMs) {
        files[i] = prev;
        blobs[i] = cached3.importBlobs[pi];
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
    return pi === void 0 ? void 0 : cached3.files[pi].hash;
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
      const prev = cached3.files[pi];
      files[i] = prev instanceof IndexedFile ? prev.withStat(e.size, e.mtimeMs) : { ...prev, size: e.size, mtimeMs: e.mtimeMs };
      blobs[i] = cached3.importBlobs[pi];
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
  const sameSet = cached3 !== null && cached3.files.length === keptFiles.length && keptFiles.every((f, i) => f.path === cached3.files[i].path);
  t = nowMs();
  let edges;
  let unresolved;
  let cacheState;
  if (cached3 && sameSet && !contentChanged) {
    edges = cached3.edges;
    unresolved = cached3.unresolved;
    cacheState = "hit";
  } else if (cached3 && sameSet && !configChanged) {
    const changed = keptLexed;
    const isChanged = new Uint8Array(keptFiles.length);
    for (const id of changed) isChanged[id] = 1;
    const { resolveFiles: resolveFiles2, packEdges: packEdges2 } = await Promise.resolve().then(() => (init_edges(), edges_exports));
    const r = resolveFiles2(abs, keptFiles, changed, importsOf, o.dependencyRoots, o.warn, blobOf);
    const old = new Int32Array(new Uint8Array(cached3.edges).buffer);
    const quads = [];
    for (let k = 0; k < old.length; k += 4) if (!isChanged[old[k]]) quads.push(old[k], old[k + 1], old[k + 2], old[k + 3]);
    for (const x of r.quads) quads.push(x);
    edges = packEdges2(quads);
    unresolved = [...cached3.unresolved.filter((u) => !isChanged[u.from]), ...r.unresolved].sort((a, b) => a.from - b.from || a.line - b.line);
    cacheState = "partial";
  } else {
    const all = keptFiles.map((_, id) => id);
    const { resolveFiles: resolveFiles2, packEdges: packEdges2 } = await Promise.resolve().then(() => (init_edges(), edges_exports));
    const r = resolveFiles2(abs, keptFiles, all, importsOf, o.dependencyRoots, o.warn, blobOf);
    edges = packEdges2(r.quads);
    unresolved = r.unresolved;
    cacheState = cached3 ? "partial" : "miss";
  }
  timing.resolve = nowMs() - t;
  t = nowMs();
  const onlyTouched = todo.length === touchedOnly && touchedOnly <= MAX_UNSAVED_TOUCHED;
  if (cacheState !== "hit" || !onlyTouched || skips.length !== (cached3?.skips.length ?? 0)) {
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
function makeIndex(root, files, packed, unresolved, skipped, timing, cache2, relexed, walk, lexedOn) {
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
      cache: cache2,
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

// src/slice/front-cache.ts
function frontKey(parts) {
  return sliceKey({ front: 1, indexOp: indexOpKey(), ...parts });
}
async function frontSliceKey(abs, front) {
  const e = readJsonEntry(cacheDir("slice-front"), front, (v) => v?.version === 1 && typeof v.tree === "string" && typeof v.slice === "string" && Array.isArray(v.dependencyRoots));
  if (!e) return void 0;
  const now = await currentTreeFingerprint(abs, resolveIndexOptions(abs, { dependencyRoots: e.dependencyRoots }));
  return now === e.tree ? e.slice : void 0;
}
function writeFront(front, state, slice2) {
  const e = { version: 1, tree: state.fingerprint, dependencyRoots: [...state.dependencyRoots], slice: slice2 };
  writeJsonEntry(cacheDir("slice-front"), front, e, MAX_ENTRIES);
}

// src/slice/options.ts
init_errors();

// src/deps/discover.ts
var import_node_fs23 = require("node:fs");
var import_node_path25 = require("node:path");

// src/deps/node.ts
var import_node_fs21 = require("node:fs");
var import_node_path23 = require("node:path");

// src/deps/package.ts
var import_node_fs19 = require("node:fs");
var import_node_path22 = require("node:path");
var JS_SOURCE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/;
var PY_SOURCE = /\.py$/;
var COMPILED = /\.(?:so|pyd|node|dylib|dll)$/;
var DiscoveredPackage = class {
  constructor(ecosystem, name, version, root, modules, where, isDir, warnings) {
    this.ecosystem = ecosystem;
    this.name = name;
    this.version = version;
    this.root = root;
    this.modules = modules;
    this.where = where;
    this.#isDir = isDir;
    this.#warnings = warnings;
  }
  ecosystem;
  name;
  version;
  root;
  modules;
  where;
  #hasSources;
  #warnings;
  /** Whether root is a directory (false for a single-module Python file); known at discovery, saves a stat later. */
  #isDir;
  /** Returns whether the package holds any .py/.js/.ts file (top level and one level down); adds a `no-sources`
   * warning the first time the answer is false. */
  get hasSources() {
    if (this.#hasSources === void 0) {
      this.#hasSources = this.#isDir ? dirHasSources(this.root, this.ecosystem === "python" ? PY_SOURCE : JS_SOURCE) : (this.ecosystem === "python" ? PY_SOURCE : JS_SOURCE).test(this.root);
      if (!this.#hasSources) {
        this.#warnings.push({
          kind: "no-sources",
          path: this.root,
          detail: `${this.name} holds only compiled modules (${this.ecosystem === "python" ? ".so/.pyd" : ".node"}) and no source to read`
        });
      }
    }
    return this.#hasSources;
  }
  set hasSources(value) {
    this.#hasSources = value;
  }
  /** Returns the plain-data form (the getter answered), for JSON. */
  toJSON() {
    const { ecosystem, name, version, root, modules, where, hasSources } = this;
    return { ecosystem, name, version, root, modules, where, hasSources };
  }
};
function dirHasSources(dir, source) {
  const top = listDir(dir);
  if (top === void 0) return true;
  let compiled = false;
  const subdirs = [];
  for (const e of top) {
    if (e.isDirectory()) {
      if (e.name !== "node_modules" && e.name !== "__pycache__" && e.name[0] !== ".") subdirs.push(e.name);
    } else if (source.test(e.name)) return true;
    else if (COMPILED.test(e.name)) compiled = true;
  }
  for (const sub of subdirs) {
    for (const e of listDir((0, import_node_path22.join)(dir, sub)) ?? []) {
      if (e.isDirectory()) continue;
      if (source.test(e.name)) return true;
      if (COMPILED.test(e.name)) compiled = true;
    }
  }
  return !compiled;
}
function listDir(dir) {
  try {
    return (0, import_node_fs19.readdirSync)(dir, { withFileTypes: true });
  } catch {
    return void 0;
  }
}

// src/deps/read-head.ts
var import_node_fs20 = require("node:fs");
function readHead(file, bytes2) {
  let fd;
  try {
    fd = (0, import_node_fs20.openSync)(file, "r");
  } catch (err) {
    return { error: err.code ?? String(err) };
  }
  try {
    const buf = Buffer.allocUnsafe(bytes2);
    const n3 = (0, import_node_fs20.readSync)(fd, buf, 0, bytes2, 0);
    return { text: buf.toString("utf8", 0, n3), whole: n3 < bytes2 };
  } catch (err) {
    return { error: err.code ?? String(err) };
  } finally {
    (0, import_node_fs20.closeSync)(fd);
  }
}

// src/deps/node.ts
var PNPM_SEGMENT = `${import_node_path23.sep}.pnpm${import_node_path23.sep}`;
var NM_SEGMENT = `${import_node_path23.sep}node_modules${import_node_path23.sep}`;
function discoverNode(root, out3) {
  const ctx = { ...out3, byRoot: /* @__PURE__ */ new Map(), queue: [], stores: [], scannedNodeModules: /* @__PURE__ */ new Set() };
  const manifest = readJson((0, import_node_path23.join)(root, "package.json"), ctx.warnings);
  const rootModules = (0, import_node_path23.join)(root, "node_modules");
  const hasRootModules = (0, import_node_fs21.existsSync)(rootModules);
  if (!hasRootModules && ((0, import_node_fs21.existsSync)((0, import_node_path23.join)(root, ".pnp.cjs")) || (0, import_node_fs21.existsSync)((0, import_node_path23.join)(root, ".pnp.js")))) {
    ctx.warnings.push({
      kind: "yarn-pnp",
      path: (0, import_node_fs21.existsSync)((0, import_node_path23.join)(root, ".pnp.cjs")) ? (0, import_node_path23.join)(root, ".pnp.cjs") : (0, import_node_path23.join)(root, ".pnp.js"),
      detail: "Yarn Plug'n'Play keeps packages in zip archives, which are not read; set `nodeLinker: node-modules` in .yarnrc.yml and run `yarn install` to get a node_modules"
    });
  }
  ctx.queue.push({ dir: root, workspace: false });
  for (const ws of workspaceDirs(root, manifest)) if (ws !== root) ctx.queue.push({ dir: ws, workspace: true });
  for (let i = 0; i < ctx.queue.length; i++) {
    const { dir, workspace } = ctx.queue[i];
    if (workspace) addWorkspace(dir, ctx);
    scanNodeModules((0, import_node_path23.join)(dir, "node_modules"), "node_modules", ctx);
  }
  for (const store of ctx.stores) scanPnpmStore(store, ctx);
  if (manifest && hasRootModules) reportNotInstalled(root, manifest, ctx);
}
function addWorkspace(dir, ctx) {
  if (ctx.byRoot.has(dir)) return;
  const pj = readJson((0, import_node_path23.join)(dir, "package.json"), ctx.warnings);
  if (!pj || typeof pj.name !== "string") return;
  add(ctx, pj.name, typeof pj.version === "string" ? pj.version : "", dir, "workspace");
}
function scanNodeModules(nm, where, ctx) {
  if (ctx.scannedNodeModules.has(nm)) return;
  ctx.scannedNodeModules.add(nm);
  const entries = list2(nm, ctx.warnings);
  if (!entries) return;
  ctx.nodeModules.push(nm);
  for (const e of entries) {
    const name = e.name;
    if (name[0] === ".") {
      if (name === ".pnpm" && e.isDirectory()) ctx.stores.push(nm + import_node_path23.sep + name);
      continue;
    }
    if (name[0] === "@") {
      const scopeDir = nm + import_node_path23.sep + name;
      for (const s3 of list2(scopeDir, ctx.warnings) ?? []) {
        if (s3.name[0] !== ".") visit(scopeDir + import_node_path23.sep + s3.name, `${name}/${s3.name}`, s3, where, ctx);
      }
    } else visit(nm + import_node_path23.sep + name, name, e, where, ctx);
  }
}
function visit(path, name, e, where, ctx) {
  let real = path;
  let linked = false;
  if (e.isSymbolicLink()) {
    try {
      real = import_node_fs21.realpathSync.native(path);
    } catch {
      ctx.warnings.push({ kind: "broken-symlink", path, detail: `${name} is a symlink to a missing target; reinstall it` });
      return;
    }
    linked = true;
  } else if (!e.isDirectory()) return;
  if (ctx.byRoot.has(real)) return;
  const version = readVersion(real + import_node_path23.sep + "package.json", ctx.warnings);
  if (version === void 0) return;
  if (linked) {
    if (real.includes(PNPM_SEGMENT)) {
      add(ctx, name, version, real, "pnpm");
      return;
    }
    if (!real.includes(NM_SEGMENT)) {
      add(ctx, name, version, real, "workspace");
      ctx.queue.push({ dir: real, workspace: false });
      return;
    }
  }
  add(ctx, name, version, real, where);
  const nested = real + import_node_path23.sep + "node_modules";
  if ((0, import_node_fs21.existsSync)(nested)) scanNodeModules(nested, `node_modules (nested in ${name})`, ctx);
}
function scanPnpmStore(store, ctx) {
  for (const entry of list2(store, ctx.warnings) ?? []) {
    if (!entry.isDirectory() || entry.name === "node_modules") continue;
    const nm = (0, import_node_path23.join)(store, entry.name, "node_modules");
    for (const e of list2(nm, ctx.warnings) ?? []) {
      if (e.name[0] === "@" && e.isDirectory()) {
        const scopeDir = (0, import_node_path23.join)(nm, e.name);
        for (const s3 of list2(scopeDir, ctx.warnings) ?? []) {
          if (s3.isDirectory()) visit((0, import_node_path23.join)(scopeDir, s3.name), `${e.name}/${s3.name}`, s3, "pnpm", ctx);
        }
      } else if (e.isDirectory()) visit((0, import_node_path23.join)(nm, e.name), e.name, e, "pnpm", ctx);
    }
  }
}
function add(ctx, name, version, root, where) {
  const pkg = new DiscoveredPackage("npm", name, version, root, [name], where, true, ctx.warnings);
  ctx.byRoot.set(root, pkg);
  ctx.packages.push(pkg);
}
function reportNotInstalled(root, manifest, ctx) {
  const missing = [];
  for (const field of ["dependencies", "devDependencies"]) {
    const deps = manifest[field];
    if (!deps || typeof deps !== "object") continue;
    for (const name of Object.keys(deps)) {
      if (!(0, import_node_fs21.existsSync)((0, import_node_path23.join)(root, "node_modules", name))) missing.push(name);
    }
  }
  if (missing.length === 0) return;
  const shown = missing.slice(0, 10).join(", ") + (missing.length > 10 ? `, and ${missing.length - 10} more` : "");
  ctx.warnings.push({
    kind: "not-installed",
    path: (0, import_node_path23.join)(root, "package.json"),
    detail: `declared but not in node_modules: ${shown}; run your package manager's install`
  });
}
function workspaceDirs(root, manifest) {
  const patterns = [];
  const ws = manifest?.workspaces;
  const list3 = Array.isArray(ws) ? ws : ws && typeof ws === "object" ? ws.packages : void 0;
  if (Array.isArray(list3)) {
    for (const p of list3) if (typeof p === "string") patterns.push(p);
  }
  patterns.push(...pnpmWorkspacePatterns(root));
  if (patterns.length === 0) return [];
  const include = patterns.filter((p) => !p.startsWith("!")).map(toSegments);
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => globRegex(p.slice(1)));
  const found = /* @__PURE__ */ new Set();
  for (const segs of include) expand(root, segs, 0, found);
  const out3 = [];
  for (const dir of found) {
    const rel = (0, import_node_path23.relative)(root, dir).split(import_node_path23.sep).join("/");
    if (exclude.some((re) => re.test(rel))) continue;
    if (!(0, import_node_fs21.existsSync)((0, import_node_path23.join)(dir, "package.json"))) continue;
    try {
      out3.push(import_node_fs21.realpathSync.native(dir));
    } catch {
    }
  }
  return out3.sort();
}
function pnpmWorkspacePatterns(root) {
  let text3;
  try {
    text3 = (0, import_node_fs21.readFileSync)((0, import_node_path23.join)(root, "pnpm-workspace.yaml"), "utf8");
  } catch {
    return [];
  }
  const out3 = [];
  let inPackages = false;
  for (const line3 of text3.split(/\r?\n/)) {
    if (/^packages\s*:/.test(line3)) {
      inPackages = true;
      continue;
    }
    if (!inPackages) continue;
    const m = /^\s+-\s*(['"]?)(.+?)\1\s*(?:#.*)?$/.exec(line3);
    if (m) out3.push(m[2]);
    else if (/^\S/.test(line3)) inPackages = false;
  }
  return out3;
}
function toSegments(pattern) {
  return pattern.replace(/^\.\//, "").replace(/\/+$/, "").split("/").filter((s3) => s3 !== "" && s3 !== ".");
}
function expand(dir, segs, i, found, depth2 = 0) {
  if (i === segs.length) {
    found.add(dir);
    return;
  }
  const seg = segs[i];
  if (!seg.includes("*")) {
    expand((0, import_node_path23.join)(dir, seg), segs, i + 1, found, depth2);
    return;
  }
  let entries;
  try {
    entries = (0, import_node_fs21.readdirSync)(dir, { withFileTypes: true });
  } catch {
    return;
  }
  const dirs = entries.filter((e) => (e.isDirectory() || e.isSymbolicLink()) && e.name !== "node_modules" && e.name[0] !== ".");
  if (seg === "**") {
    expand(dir, segs, i + 1, found, depth2);
    if (depth2 < 5) for (const e of dirs) expand((0, import_node_path23.join)(dir, e.name), segs, i, found, depth2 + 1);
    return;
  }
  const re = globRegex(seg);
  for (const e of dirs) if (re.test(e.name)) expand((0, import_node_path23.join)(dir, e.name), segs, i + 1, found, depth2);
}
function globRegex(glob) {
  const body = glob.replace(/^\.\//, "").replace(/\/+$/, "").split("**").map((part) => part.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]")).join(".*");
  return new RegExp(`^${body}$`);
}
function list2(dir, warnings) {
  try {
    return (0, import_node_fs21.readdirSync)(dir, { withFileTypes: true });
  } catch (err) {
    const code = err.code;
    if (code !== "ENOENT" && code !== "ENOTDIR") {
      warnings.push({ kind: "unreadable", path: dir, detail: `cannot list ${dir} (${code ?? String(err)}); its packages are not known` });
    }
    return void 0;
  }
}
function readVersion(file, warnings) {
  const head = readHead(file, 1024);
  if ("error" in head) {
    if (head.error !== "ENOENT" && head.error !== "ENOTDIR") warnings.push({ kind: "unreadable", path: file, detail: `cannot read ${file} (${head.error})` });
    return void 0;
  }
  const v = topLevelString(head.text, "version");
  if (v !== void 0 || head.whole) return v ?? "";
  try {
    return topLevelString((0, import_node_fs21.readFileSync)(file, "utf8"), "version") ?? "";
  } catch {
    return "";
  }
}
function topLevelString(text3, key) {
  let depth2 = 0;
  for (let i = 0; i < text3.length; i++) {
    const c = text3.charCodeAt(i);
    if (c === 123 || c === 91) depth2++;
    else if (c === 125 || c === 93) depth2--;
    else if (c === 34) {
      const end = stringEnd(text3, i);
      if (end < 0) return void 0;
      if (depth2 === 1 && end - i - 1 === key.length && text3.startsWith(key, i + 1)) {
        let j = end + 1;
        while (j < text3.length && text3.charCodeAt(j) <= 32) j++;
        if (text3.charCodeAt(j) === 58) {
          j++;
          while (j < text3.length && text3.charCodeAt(j) <= 32) j++;
          if (text3.charCodeAt(j) !== 34) return void 0;
          const vEnd = stringEnd(text3, j);
          if (vEnd < 0) return void 0;
          const raw2 = text3.slice(j + 1, vEnd);
          if (!raw2.includes("\\")) return raw2;
          try {
            return JSON.parse(text3.slice(j, vEnd + 1));
          } catch {
            return void 0;
          }
        }
      }
      i = end;
    }
  }
  return void 0;
}
function stringEnd(text3, start2) {
  for (let i = start2 + 1; i < text3.length; i++) {
    const c = text3.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) return i;
  }
  return -1;
}
function readJson(file, warnings) {
  let text3;
  try {
    text3 = (0, import_node_fs21.readFileSync)(file, "utf8");
  } catch (err) {
    const code = err.code;
    if (code !== "ENOENT" && code !== "ENOTDIR") {
      warnings.push({ kind: "unreadable", path: file, detail: `cannot read ${file} (${code ?? String(err)})` });
    }
    return void 0;
  }
  try {
    const v = JSON.parse(text3);
    return v && typeof v === "object" && !Array.isArray(v) ? v : void 0;
  } catch (err) {
    warnings.push({ kind: "unreadable", path: file, detail: `${file} is not valid JSON: ${err.message}` });
    return void 0;
  }
}

// src/deps/python.ts
var import_node_crypto10 = require("node:crypto");
var import_node_fs22 = require("node:fs");
var import_node_os6 = require("node:os");
var import_node_path24 = require("node:path");
init_atomic();

// src/deps/options.ts
init_paths();
var DEFAULT_PYTHON_QUERY_TIMEOUT_MS = 5e3;
function resolveDiscoverOptions(opts) {
  return {
    env: opts.env ?? process.env,
    python: opts.python,
    cacheDir: opts.cacheDir ?? cacheDir("python-env"),
    timeoutMs: opts.timeoutMs ?? DEFAULT_PYTHON_QUERY_TIMEOUT_MS
  };
}
function resolvePackageIndexOptions(opts, keyOf2) {
  return { noCache: opts.noCache === true, key: opts.key ?? keyOf2() };
}

// src/deps/python.ts
var SITE_DIR = /^(?:site|dist)-packages$/;
var IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
var COMPILED_MODULE = /^([A-Za-z_][A-Za-z0-9_]*)(?:\.[^.]+)?\.(?:so|pyd)$/;
var QUERY = "import sys, json; print(json.dumps(sys.path))";
var CACHE_VERSION = 1;
function discoverPython(root, out3, options = {}) {
  const opts = resolveDiscoverOptions(options);
  const env = opts.env;
  const sites = [];
  const venvs = findVenvs(root, env, out3.warnings);
  for (const v of venvs) for (const dir of venvSiteDirs(v.dir)) sites.push({ dir, where: v.where });
  const python = chooseInterpreter(venvs, env, opts, out3.warnings);
  if (python) {
    const paths = interpreterSitePaths(python, root, env, opts, out3.warnings);
    for (const dir of paths ?? []) sites.push({ dir, where: `interpreter ${python}` });
  }
  const seen = new Set(out3.pythonPaths);
  for (const s3 of sites) {
    let real;
    try {
      real = import_node_fs22.realpathSync.native(s3.dir);
    } catch {
      continue;
    }
    if (seen.has(real)) continue;
    seen.add(real);
    out3.pythonPaths.push(real);
    scanSiteDir(real, s3.where, out3.packages, out3.warnings, opts.cacheDir);
  }
}
function findVenvs(root, env, warnings) {
  const candidates = [];
  const first = [".venv", "venv", "env"];
  for (const name of first) candidates.push({ dir: (0, import_node_path24.join)(root, name), where: `venv ${name}` });
  let entries = [];
  try {
    entries = (0, import_node_fs22.readdirSync)(root, { withFileTypes: true });
  } catch {
  }
  for (const e of entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) {
    if (first.includes(e.name) || e.name === "node_modules" || e.name === ".git") continue;
    if (e.isDirectory() || e.isSymbolicLink()) candidates.push({ dir: (0, import_node_path24.join)(root, e.name), where: `venv ${e.name}` });
  }
  if (env.UV_PROJECT_ENVIRONMENT) candidates.push({ dir: (0, import_node_path24.resolve)(root, env.UV_PROJECT_ENVIRONMENT), where: "$UV_PROJECT_ENVIRONMENT" });
  for (const dir of poetryVenvs(root, env)) candidates.push({ dir, where: "poetry venv" });
  if (env.VIRTUAL_ENV) candidates.push({ dir: (0, import_node_path24.resolve)(root, env.VIRTUAL_ENV), where: "$VIRTUAL_ENV" });
  const out3 = [];
  const seen = /* @__PURE__ */ new Set();
  for (const c of candidates) {
    const cfg = readText((0, import_node_path24.join)(c.dir, "pyvenv.cfg"));
    if (cfg === void 0) continue;
    let real;
    try {
      real = import_node_fs22.realpathSync.native(c.dir);
    } catch {
      continue;
    }
    if (seen.has(real)) continue;
    seen.add(real);
    const fields = parseCfg(cfg);
    const python = venvPython(real);
    const home = fields.get("home");
    const homeGone = home !== void 0 && home !== "" && !(0, import_node_fs22.existsSync)(home);
    if (!python || homeGone) {
      warnings.push({
        kind: "venv-interpreter-missing",
        path: real,
        detail: `the interpreter of ${c.where} is gone${home ? ` (pyvenv.cfg home = ${home})` : ""}; its site-packages is still read, but recreate the venv to run the project`
      });
    }
    out3.push({
      dir: real,
      where: c.where,
      python: homeGone ? void 0 : python,
      systemSite: /^true$/i.test(fields.get("include-system-site-packages") ?? "")
    });
  }
  return out3;
}
function poetryVenvs(root, env) {
  const pyproject = readText((0, import_node_path24.join)(root, "pyproject.toml"));
  if (pyproject === void 0) return [];
  const name = tomlString(pyproject, "tool.poetry", "name") ?? tomlString(pyproject, "project", "name");
  if (!name) return [];
  const poetryToml = readText((0, import_node_path24.join)(root, "poetry.toml"));
  const home = env.HOME || (0, import_node_os6.homedir)();
  const base = env.POETRY_VIRTUALENVS_PATH || (poetryToml !== void 0 ? tomlString(poetryToml, "virtualenvs", "path") : void 0) || (env.POETRY_CACHE_DIR ? (0, import_node_path24.join)(env.POETRY_CACHE_DIR, "virtualenvs") : void 0) || (process.platform === "darwin" ? (0, import_node_path24.join)(home, "Library", "Caches", "pypoetry", "virtualenvs") : process.platform === "win32" ? (0, import_node_path24.join)(env.LOCALAPPDATA || (0, import_node_path24.join)(home, "AppData", "Local"), "pypoetry", "Cache", "virtualenvs") : (0, import_node_path24.join)(env.XDG_CACHE_HOME || (0, import_node_path24.join)(home, ".cache"), "pypoetry", "virtualenvs"));
  const sanitized = name.toLowerCase().replace(/[ $`!*@"\\\r\n\t]/g, "_").slice(0, 42);
  const hash2 = (0, import_node_crypto10.createHash)("sha256").update(process.platform === "win32" ? root.toLowerCase() : root).digest("base64url").slice(0, 8);
  const prefix = `${sanitized}-${hash2}-py`;
  const dir = (0, import_node_path24.resolve)(root, base.replace(/^~(?=$|[\\/])/, home));
  let entries;
  try {
    entries = (0, import_node_fs22.readdirSync)(dir);
  } catch {
    return [];
  }
  const versionOf = (e) => e.slice(prefix.length).split(".").map(Number);
  return entries.filter((e) => e.startsWith(prefix)).sort((a, b) => {
    const va = versionOf(a), vb = versionOf(b);
    return (vb[0] ?? 0) - (va[0] ?? 0) || (vb[1] ?? 0) - (va[1] ?? 0);
  }).map((e) => (0, import_node_path24.join)(dir, e));
}
function tomlString(text3, table, key) {
  let inTable = false;
  for (const raw2 of text3.split(/\r?\n/)) {
    const line3 = raw2.trim();
    if (line3.startsWith("[")) {
      inTable = line3 === `[${table}]`;
      continue;
    }
    if (!inTable) continue;
    const m = /^([A-Za-z0-9_.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')/.exec(line3);
    if (m && m[1] === key) return m[2] !== void 0 ? m[2].replace(/\\(.)/g, "$1") : m[3];
  }
  return void 0;
}
function chooseInterpreter(venvs, env, opts, warnings) {
  if (opts.python === false) return void 0;
  if (typeof opts.python === "string") return opts.python;
  const live = venvs.find((v) => v.python);
  if (live) return live.python;
  if (venvs.length > 0 && !venvs.some((v) => v.systemSite)) return void 0;
  const onPath = findOnPath("python3", env.PATH ?? "");
  if (!onPath) {
    warnings.push({ kind: "python-query-failed", path: "python3", detail: "python3 is not on $PATH; only site dirs of venvs found on disk are read" });
  }
  return onPath;
}
function interpreterSitePaths(python, root, env, opts, warnings) {
  const key = interpreterKey(python, root, env);
  if (!key) {
    warnings.push({ kind: "python-query-failed", path: python, detail: `${python} does not exist` });
    return void 0;
  }
  const dir = opts.cacheDir;
  const file = (0, import_node_path24.join)(dir, `${(0, import_node_crypto10.createHash)("sha1").update(key).digest("hex").slice(0, 20)}.json`);
  try {
    const cached3 = JSON.parse((0, import_node_fs22.readFileSync)(file, "utf8"));
    if (cached3.key === key && Array.isArray(cached3.sitePaths)) return cached3.sitePaths;
  } catch {
  }
  const res = childProcess().spawnSync(python, ["-c", QUERY], {
    cwd: root,
    env,
    encoding: "utf8",
    timeout: opts.timeoutMs,
    stdio: ["ignore", "pipe", "pipe"],
    windowsHide: true
  });
  let sysPath;
  try {
    if (res.error) throw res.error;
    if (res.status !== 0) throw new Error(`exit ${res.status ?? res.signal}: ${(res.stderr ?? "").trim().split("\n").pop() ?? ""}`);
    sysPath = JSON.parse(res.stdout.trim().split("\n").pop() ?? "");
    if (!Array.isArray(sysPath)) throw new Error(`printed ${res.stdout.slice(0, 80)}`);
  } catch (err) {
    warnings.push({
      kind: "python-query-failed",
      path: python,
      detail: `asking ${python} for sys.path failed (${err.message}); only site dirs of venvs found on disk are read`
    });
    return void 0;
  }
  const sitePaths = sysPath.filter((p) => typeof p === "string" && (0, import_node_path24.isAbsolute)(p) && SITE_DIR.test(p.split(/[\\/]/).pop() ?? ""));
  try {
    writeFileAtomic(file, JSON.stringify({ key, python, sitePaths }));
  } catch {
  }
  return sitePaths;
}
function interpreterKey(python, root, env) {
  const invoked = (0, import_node_path24.isAbsolute)(python) ? python : findOnPath(python, env.PATH ?? "");
  if (!invoked) return void 0;
  let real;
  let st;
  try {
    real = import_node_fs22.realpathSync.native(invoked);
    st = (0, import_node_fs22.statSync)(real);
  } catch {
    return void 0;
  }
  const parts = [CACHE_VERSION, invoked, real, st.size, st.mtimeMs, env.PYTHONPATH ?? ""];
  for (const cfg of [(0, import_node_path24.join)(invoked, "..", "pyvenv.cfg"), (0, import_node_path24.join)(invoked, "..", "..", "pyvenv.cfg")]) {
    try {
      parts.push(cfg, (0, import_node_fs22.statSync)(cfg).mtimeMs);
    } catch {
    }
  }
  if (headText(real, 2) === "#!") parts.push(root);
  return JSON.stringify(parts);
}
function venvSiteDirs(venv) {
  const out3 = [];
  for (const lib of ["lib", "lib64", "Lib"]) {
    let entries;
    try {
      entries = (0, import_node_fs22.readdirSync)((0, import_node_path24.join)(venv, lib));
    } catch {
      continue;
    }
    if (entries.includes("site-packages")) out3.push((0, import_node_path24.join)(venv, lib, "site-packages"));
    for (const e of entries.sort()) {
      if (/^(?:python|pypy)\d/.test(e)) {
        const site = (0, import_node_path24.join)(venv, lib, e, "site-packages");
        if ((0, import_node_fs22.existsSync)(site)) out3.push(site);
      }
    }
  }
  return out3;
}
function venvPython(venv) {
  for (const rel of ["bin/python3", "bin/python", "Scripts/python.exe"]) {
    const p = (0, import_node_path24.join)(venv, rel);
    try {
      if ((0, import_node_fs22.statSync)(p).isFile()) return p;
    } catch {
    }
  }
  return void 0;
}
function findOnPath(name, pathVar) {
  for (const dir of pathVar.split(import_node_path24.delimiter)) {
    if (!dir) continue;
    const p = (0, import_node_path24.join)(dir, name);
    try {
      const st = (0, import_node_fs22.statSync)(p);
      if (st.isFile() && (st.mode & 73) !== 0) return p;
    } catch {
    }
  }
  return void 0;
}
function scanSiteDir(site, where, packages, warnings, cache2) {
  let mtimeMs = 0;
  try {
    mtimeMs = (0, import_node_fs22.statSync)(site).mtimeMs;
  } catch {
  }
  const key = JSON.stringify([CACHE_VERSION, site, mtimeMs]);
  const file = cache2 && (0, import_node_path24.join)(cache2, `site-${(0, import_node_crypto10.createHash)("sha1").update(key).digest("hex").slice(0, 20)}.json`);
  let rows;
  let found = [];
  if (file) {
    try {
      const hit = JSON.parse((0, import_node_fs22.readFileSync)(file, "utf8"));
      if (hit.key === key && Array.isArray(hit.rows)) {
        rows = hit.rows;
        found = hit.warnings ?? [];
      }
    } catch {
    }
  }
  if (!rows) {
    rows = readSiteDir(site, found);
    if (file && mtimeMs > 0 && Date.now() - mtimeMs > 2e3) {
      try {
        writeFileAtomic(file, JSON.stringify({ key, rows, warnings: found }));
      } catch {
      }
    }
  }
  warnings.push(...found);
  for (const [name, version, root, modules, isDir] of rows) {
    packages.push(new DiscoveredPackage("python", name, version, root, modules, where, isDir, warnings));
  }
}
function readSiteDir(site, warnings) {
  const rows = [];
  let entries;
  try {
    entries = (0, import_node_fs22.readdirSync)(site, { withFileTypes: true });
  } catch (err) {
    warnings.push({ kind: "unreadable", path: site, detail: `cannot list ${site} (${err.code ?? String(err)}); its packages are not known` });
    return rows;
  }
  const modules = /* @__PURE__ */ new Map();
  const metas = [];
  for (const e of entries) {
    const name = e.name;
    let isDir = e.isDirectory();
    let path = (0, import_node_path24.join)(site, name);
    if (e.isSymbolicLink()) {
      try {
        path = import_node_fs22.realpathSync.native(path);
        isDir = (0, import_node_fs22.statSync)(path).isDirectory();
      } catch {
        warnings.push({ kind: "broken-symlink", path: (0, import_node_path24.join)(site, name), detail: `${name} in ${site} is a symlink to a missing target` });
        continue;
      }
    }
    if (name.endsWith(".dist-info")) {
      if (isDir) metas.push({ path, isDir, egg: false });
      continue;
    }
    if (name.endsWith(".egg-info")) {
      metas.push({ path, isDir, egg: true });
      continue;
    }
    let m;
    if (isDir) {
      if (IDENT.test(name) && name !== "__pycache__") m = { name, path, isDir, rank: 0 };
    } else if (name.endsWith(".py")) {
      const mod = name.slice(0, -3);
      if (IDENT.test(mod)) m = { name: mod, path, isDir, rank: 1 };
    } else {
      const c = COMPILED_MODULE.exec(name);
      if (c) m = { name: c[1], path, isDir, rank: 2 };
    }
    if (m) {
      const prev = modules.get(m.name);
      if (!prev || m.rank < prev.rank) modules.set(m.name, m);
    }
  }
  const claimed = /* @__PURE__ */ new Set();
  const dists = [];
  for (const meta of metas.sort((a, b) => a.path < b.path ? -1 : 1)) {
    const info = readDistInfo(meta.path, meta.isDir, meta.egg);
    const mods = info.modules?.filter((n3) => modules.has(n3));
    dists.push({ name: info.name, version: info.version, mods });
    for (const n3 of mods ?? []) claimed.add(n3);
  }
  for (const d of dists) {
    if (d.mods !== void 0 && d.mods.length > 0) continue;
    const guess = normalizeName(d.name).replace(/-/g, "_");
    const hit = [...modules.keys()].find((n3) => !claimed.has(n3) && n3.toLowerCase() === guess);
    d.mods = hit ? [hit] : [];
    if (hit) claimed.add(hit);
  }
  for (const d of dists) {
    if (d.mods.length === 0) continue;
    const mods = sortModules(d.mods);
    const main = modules.get(mods[0]);
    rows.push([d.name, d.version, main.path, mods, main.isDir]);
  }
  for (const m of [...modules.values()].sort((a, b) => a.name < b.name ? -1 : 1)) {
    if (claimed.has(m.name)) continue;
    rows.push([m.name, "", m.path, [m.name], m.isDir]);
  }
  return rows;
}
function readDistInfo(path, isDir, egg) {
  const base = path.split(import_node_path24.sep).pop().replace(/\.(?:dist|egg)-info$/, "");
  const fromDirName = /^(.+?)-(\d[^-]*)/.exec(base);
  const head = headText(isDir ? (0, import_node_path24.join)(path, egg ? "PKG-INFO" : "METADATA") : path, 8192) ?? "";
  let name = "";
  let version = "";
  for (const line3 of head.split(/\r?\n/)) {
    if (line3 === "") break;
    if (!name && line3.startsWith("Name:")) name = line3.slice(5).trim();
    else if (!version && line3.startsWith("Version:")) version = line3.slice(8).trim();
  }
  name ||= fromDirName?.[1] ?? base;
  version ||= fromDirName?.[2] ?? "";
  if (!isDir) return { name, version, modules: void 0 };
  const top = readText((0, import_node_path24.join)(path, "top_level.txt"));
  if (top !== void 0) {
    const mods = top.split(/\r?\n/).map((l) => l.trim().split("/")[0]).filter((l) => IDENT.test(l));
    if (mods.length > 0) return { name, version, modules: [...new Set(mods)] };
  }
  const record = readText((0, import_node_path24.join)(path, egg ? "installed-files.txt" : "RECORD"));
  if (record !== void 0) return { name, version, modules: modulesFromRecord(record, egg) };
  return { name, version, modules: void 0 };
}
function modulesFromRecord(text3, egg) {
  const out3 = /* @__PURE__ */ new Set();
  for (let line3 of text3.split(/\r?\n/)) {
    if (line3.startsWith('"')) line3 = line3.slice(1);
    if (egg) {
      if (!line3.startsWith("../")) continue;
      line3 = line3.slice(3);
    }
    const slash = line3.indexOf("/");
    const comma = line3.indexOf(",");
    const end = comma < 0 ? line3.length : comma;
    if (slash >= 0 && slash < end) {
      const top = line3.slice(0, slash);
      if (IDENT.test(top) && top !== "__pycache__") out3.add(top);
    } else {
      const file = line3.slice(0, end);
      if (file.endsWith(".py") && IDENT.test(file.slice(0, -3))) out3.add(file.slice(0, -3));
      else {
        const c = COMPILED_MODULE.exec(file);
        if (c) out3.add(c[1]);
      }
    }
  }
  return [...out3];
}
function sortModules(mods) {
  return [...mods].sort((a, b) => {
    const pa = a.startsWith("_") ? 1 : 0;
    const pb = b.startsWith("_") ? 1 : 0;
    return pa - pb || (a < b ? -1 : a > b ? 1 : 0);
  });
}
function normalizeName(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function parseCfg(text3) {
  const out3 = /* @__PURE__ */ new Map();
  for (const line3 of text3.split(/\r?\n/)) {
    const eq = line3.indexOf("=");
    if (eq > 0) out3.set(line3.slice(0, eq).trim().toLowerCase(), line3.slice(eq + 1).trim());
  }
  return out3;
}
function readText(file) {
  try {
    return (0, import_node_fs22.readFileSync)(file, "utf8");
  } catch {
    return void 0;
  }
}
function headText(file, bytes2) {
  const head = readHead(file, bytes2);
  return "error" in head ? void 0 : head.text;
}

// src/deps/discover.ts
function discoverDependencies(projectRoot, opts = {}) {
  const packages = [];
  const env = { root: (0, import_node_path25.resolve)(projectRoot), packages, warnings: [], pythonPaths: [], nodeModules: [] };
  try {
    env.root = import_node_fs23.realpathSync.native(env.root);
  } catch (err) {
    env.warnings.push({ kind: "unreadable", path: env.root, detail: `project root ${env.root} cannot be resolved (${err.code ?? String(err)})` });
    return env;
  }
  discoverNode(env.root, env);
  discoverPython(env.root, env, opts);
  return env;
}
function packageForModule(env, ecosystem, specifier, fromFile) {
  const ix = indexOf(env);
  if (ecosystem === "python") {
    if (specifier.startsWith(".")) return void 0;
    return ix.pyModule.get(specifier.split(".")[0]);
  }
  const name = npmPackageName(specifier);
  if (!name) return void 0;
  if (fromFile !== void 0) {
    const start2 = realDir(ix, (0, import_node_path25.dirname)((0, import_node_path25.resolve)(env.root, fromFile)));
    const memoKey = `${start2}\0${name}`;
    if (ix.walks.has(memoKey)) return ix.walks.get(memoKey);
    let found;
    for (let dir = start2; ; ) {
      if ((0, import_node_path25.basename)(dir) !== "node_modules") {
        const hit = atLocation(ix, (0, import_node_path25.join)(dir, "node_modules", name));
        if (hit !== void 0) {
          found = hit ?? void 0;
          break;
        }
      }
      const up = (0, import_node_path25.dirname)(dir);
      if (up === dir) break;
      dir = up;
    }
    ix.walks.set(memoKey, found);
    return found;
  }
  return atLocation(ix, (0, import_node_path25.join)(env.root, "node_modules", name)) ?? ix.npmByName.get(name);
}
function packageForPath(env, path) {
  const ix = indexOf(env);
  const p = realOrResolved((0, import_node_path25.resolve)(env.root, path));
  let dir = p;
  for (; ; ) {
    const pkg = ix.byRoot.get(dir);
    if (pkg) return { pkg, rel: (0, import_node_path25.relative)(pkg.root, p) };
    const up = (0, import_node_path25.dirname)(dir);
    if (ix.sites.has(up)) {
      const mod = (0, import_node_path25.basename)(dir).split(".")[0];
      const owner = ix.pySite.get(`${up}\0${mod}`);
      if (owner) return { pkg: owner, rel: (0, import_node_path25.relative)((0, import_node_path25.dirname)(owner.root), p) };
    }
    if (up === dir) return void 0;
    dir = up;
  }
}
function npmPackageName(specifier) {
  if (specifier === "" || specifier.startsWith(".") || specifier.startsWith("/") || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(specifier)) return void 0;
  const parts = specifier.split("/");
  if (specifier.startsWith("@")) return parts.length >= 2 && parts[1] ? `${parts[0]}/${parts[1]}` : void 0;
  return parts[0];
}
var indexes = /* @__PURE__ */ new WeakMap();
function indexOf(env) {
  const have = indexes.get(env);
  if (have && have.packages === env.packages && have.length === env.packages.length) return have;
  const ix = {
    packages: env.packages,
    length: env.packages.length,
    byRoot: /* @__PURE__ */ new Map(),
    npmByName: /* @__PURE__ */ new Map(),
    pyModule: /* @__PURE__ */ new Map(),
    pyByName: /* @__PURE__ */ new Map(),
    pySite: /* @__PURE__ */ new Map(),
    sites: new Set(env.pythonPaths),
    dirs: /* @__PURE__ */ new Map(),
    locations: /* @__PURE__ */ new Map(),
    walks: /* @__PURE__ */ new Map()
  };
  for (const pkg of env.packages) {
    if (!ix.byRoot.has(pkg.root)) ix.byRoot.set(pkg.root, pkg);
    if (pkg.ecosystem === "npm") {
      if (!ix.npmByName.has(pkg.name)) ix.npmByName.set(pkg.name, pkg);
      continue;
    }
    const norm = normalizeName(pkg.name);
    if (!ix.pyByName.has(norm)) ix.pyByName.set(norm, pkg);
    const site = (0, import_node_path25.dirname)(pkg.root);
    for (const m of pkg.modules) {
      if (!ix.pyModule.has(m)) ix.pyModule.set(m, pkg);
      if (!ix.pySite.has(`${site}\0${m}`)) ix.pySite.set(`${site}\0${m}`, pkg);
    }
  }
  indexes.set(env, ix);
  return ix;
}
function atLocation(ix, candidate) {
  const direct = ix.byRoot.get(candidate);
  if (direct) return direct;
  if (ix.locations.has(candidate)) return ix.locations.get(candidate);
  let out3;
  try {
    const real = import_node_fs23.realpathSync.native(candidate);
    out3 = ix.byRoot.get(real) ?? ((0, import_node_fs23.existsSync)((0, import_node_path25.join)(real, "package.json")) ? null : void 0);
  } catch {
    out3 = void 0;
  }
  ix.locations.set(candidate, out3);
  return out3;
}
function realDir(ix, dir) {
  let real = ix.dirs.get(dir);
  if (real === void 0) {
    real = realOrResolved(dir);
    ix.dirs.set(dir, real);
  }
  return real;
}
function realOrResolved(path) {
  const abs = (0, import_node_path25.resolve)(path);
  try {
    return import_node_fs23.realpathSync.native(abs);
  } catch {
    const parts = [];
    let dir = abs;
    for (; ; ) {
      const up = (0, import_node_path25.dirname)(dir);
      if (up === dir) return abs;
      parts.unshift((0, import_node_path25.basename)(dir));
      dir = up;
      try {
        return (0, import_node_path25.join)(import_node_fs23.realpathSync.native(dir), ...parts);
      } catch {
      }
    }
  }
}

// src/slice/options.ts
function resolveSliceOptions(o) {
  const int = (name, v, dflt) => {
    if (v === void 0) return dflt;
    if (!Number.isInteger(v) || v < 0) throw badOption("slice", `${name} must be a non-negative integer, got ${v}`);
    return v;
  };
  if (typeof o.budget === "number" && (!Number.isFinite(o.budget) || o.budget < 0)) throw badOption("slice", `budget must be a non-negative number, 'auto' or 'none', got ${o.budget}`);
  const r = {
    symptom: o.symptom ?? "",
    seeds: o.seeds ?? [],
    fromDiff: o.fromDiff === true ? "HEAD" : o.fromDiff || void 0,
    budget: o.budget ?? "auto",
    depsDepth: int("depsDepth", o.depsDepth, 2),
    importersDepth: int("importersDepth", o.importersDepth, 1),
    importersFanout: int("importersFanout", o.importersFanout, 8),
    noCache: o.noCache ?? false,
    format: o.format,
    sessionId: o.sessionId,
    transcriptPath: o.transcriptPath
  };
  if (!r.symptom.trim() && !r.seeds.length && !r.fromDiff) throw new UsageError("slice: give a symptom (--symptom/--symptom-file), --seed PATH[:LINE] or --from-diff");
  return r;
}
function resolveCallWalk(opts, excType) {
  return {
    maxDepth: opts.maxDepth ?? 4,
    limit: opts.limit ?? 3,
    lines: opts.lines ?? new RegExp(`^\\s*(?:raise|throw\\s+new|throw)\\s+(?:[\\w.]+\\.)?${excType.replace(/[^\w$]/g, "")}\\b`)
  };
}
var MATCH_LIMIT = 5;
function resolveMatchLimit(limit) {
  return limit ?? MATCH_LIMIT;
}
function resolveLexicalWeight(weight) {
  return weight ?? 1;
}
function resolveDependencyEnv(given, root, pythonInPlay) {
  return given ?? discoverDependencies(root, pythonInPlay ? {} : { python: false });
}

// src/slice/literals.ts
var import_node_fs24 = require("node:fs");
var import_node_path26 = require("node:path");
init_atomic();
function flattenTable(entries) {
  let nf = 0;
  let nr = 0;
  for (const [, fl] of entries) {
    nf += fl.frags.length;
    nr += fl.raiseLines.length;
  }
  const t = {
    paths: [],
    hashes: [],
    frags: [],
    fragLine: new Int32Array(nf),
    fragStart: new Int32Array(entries.length + 1),
    raiseLine: new Int32Array(nr),
    raiseSpan: new Int32Array(nr),
    raiseNames: [],
    raiseStart: new Int32Array(entries.length + 1)
  };
  let fi = 0;
  let ri = 0;
  entries.forEach(([path, fl], k) => {
    t.paths.push(path);
    t.hashes.push(fl.hash);
    t.fragStart[k] = fi;
    t.raiseStart[k] = ri;
    for (let i = 0; i < fl.frags.length; i++) {
      t.frags.push(fl.frags[i]);
      t.fragLine[fi++] = fl.fragLine[i];
    }
    for (let i = 0; i < fl.raiseLines.length; i++) {
      t.raiseNames.push(fl.raiseNames[i]);
      t.raiseSpan[ri] = fl.raiseSpans[i] ?? 0;
      t.raiseLine[ri++] = fl.raiseLines[i];
    }
  });
  t.fragStart[entries.length] = fi;
  t.raiseStart[entries.length] = ri;
  return t;
}
function concatTables(parts) {
  if (parts.length === 1 && !parts[0].prefix) return parts[0].table;
  const entries = [];
  for (const { prefix, table } of parts) {
    for (let k = 0; k < table.paths.length; k++) entries.push([prefix ? `${prefix}/${table.paths[k]}` : table.paths[k], fileOf(table, k)]);
  }
  return flattenTable(entries);
}
function fileOf(t, k) {
  const f0 = t.fragStart[k], f1 = t.fragStart[k + 1], r0 = t.raiseStart[k], r1 = t.raiseStart[k + 1];
  return {
    hash: t.hashes[k],
    frags: t.frags.slice(f0, f1),
    fragLine: Array.from(t.fragLine.subarray(f0, f1)),
    fragLit: [],
    raiseLines: Array.from(t.raiseLine.subarray(r0, r1)),
    raiseNames: t.raiseNames.slice(r0, r1),
    raiseSpans: Array.from(t.raiseSpan.subarray(r0, r1))
  };
}
function raiseSitesOf(t, name) {
  const out3 = [];
  for (let k = 0; k < t.paths.length; k++) {
    for (let r = t.raiseStart[k]; r < t.raiseStart[k + 1]; r++) if (t.raiseNames[r] === name) out3.push({ path: t.paths[k], line: t.raiseLine[r] });
  }
  return out3;
}
var PY_TOKENS = /#[^\n]*|(?:"""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g;
var JS_TOKENS = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|`(?:[^`\\]|\\[\s\S])*`|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;
var PLACEHOLDER = /%(?:\([^)]*\))?[#0 +-]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[sdrifgGeExXoc%a]|\{[^{}]*\}|\$\{[^}]*\}/g;
function scannable(path) {
  return /\.(?:py|pyi|pyx|[cm]?js|jsx|[cm]?ts|tsx|go|rs|java|kt|rb|php)$/.test(path) && !/\.d\.[cm]?ts$/.test(path);
}
function fixedFragments(body) {
  if (!/[%{\\]/.test(body)) {
    const t = body.trim();
    return keepFragment(t) ? [t] : [];
  }
  const out3 = [];
  for (const part of body.split(PLACEHOLDER)) {
    const t = part.replace(/\\n|\\t/g, " ").replace(/\\(['"\\`])/g, "$1").trim();
    if (keepFragment(t)) out3.push(t);
  }
  return out3;
}
function keepFragment(t) {
  return t.length >= 4 && (t.length >= 12 || t.includes(" ")) && /[A-Za-z]/.test(t);
}
function scanLiterals(path, text3, hash2) {
  const py = /\.py[ix]?$/.test(path);
  const re = py ? PY_TOKENS : JS_TOKENS;
  const frags = [];
  const fragLine = [];
  const fragLit = [];
  const lineAt = lineCounter(text3);
  re.lastIndex = 0;
  let lit = 0;
  let m;
  while (m = re.exec(text3)) {
    const tok = m[0];
    const c0 = tok.charCodeAt(0);
    if (c0 === 35 || c0 === 47 && !py) continue;
    const triple = tok.length >= 6 && (tok.startsWith('"""') || tok.startsWith("'''"));
    if (!(triple && tok.length > 240)) {
      const body = tok.slice(triple ? 3 : 1, tok.length - (triple ? 3 : 1));
      if (body.length >= 4 && body.length <= 400) {
        const fs = fixedFragments(body);
        if (fs.length) {
          const line3 = lineAt(m.index);
          for (const f of fs) {
            frags.push(f);
            fragLine.push(line3);
            fragLit.push(lit);
          }
        }
      }
    }
    lit++;
  }
  const raiseLines = [];
  const raiseNames = [];
  const raiseSpans = [];
  const raiseAt = lineCounter(text3);
  const words = py ? ["raise"] : ["throw", "panic", "errors.New", "fmt.Errorf"];
  const found = [];
  for (const w of words) {
    for (let i = text3.indexOf(w); i !== -1; i = text3.indexOf(w, i + w.length)) {
      const before = i > 0 ? text3.charCodeAt(i - 1) : 10;
      const after = text3.charCodeAt(i + w.length);
      if (isWordChar(before) || isWordChar(after)) continue;
      const ls = text3.lastIndexOf("\n", i - 1) + 1;
      const prefix = text3.slice(ls, i);
      if (py ? !/^[ \t]*$/.test(prefix) : /^\s*(?:\/\/|\*)/.test(prefix)) continue;
      const nm = /^[ \t]*(?:new[ \t]+)?([\w.$]*)/.exec(text3.slice(i + w.length, i + w.length + 120));
      found.push({ at: i, name: w === "raise" || w === "throw" ? (nm?.[1] ?? "").replace(/^.*\./, "") : "", span: statementSpan(text3, i + w.length) });
    }
  }
  found.sort((a, b) => a.at - b.at);
  for (const f of found) {
    const line3 = raiseAt(f.at);
    if (raiseLines[raiseLines.length - 1] === line3) continue;
    raiseLines.push(line3);
    raiseNames.push(f.name);
    raiseSpans.push(f.span);
  }
  return { hash: hash2, frags, fragLine, fragLit, raiseLines, raiseNames, raiseSpans };
}
function statementSpan(text3, from) {
  let depth2 = 0;
  let lines = 0;
  let quote2 = 0;
  for (let i = from; i < text3.length; i++) {
    const c = text3.charCodeAt(i);
    if (quote2) {
      if (c === 92) i++;
      else if (c === quote2) quote2 = 0;
      else if (c === 10) {
        lines++;
        quote2 = 0;
        if (depth2 <= 0 || lines > 15) return Math.min(lines, 15);
      }
      continue;
    }
    if (c === 34 || c === 39 || c === 96) quote2 = c;
    else if (c === 40 || c === 91 || c === 123) depth2++;
    else if (c === 41 || c === 93 || c === 125) depth2--;
    else if (c === 10) {
      if (depth2 <= 0 || lines >= 15) return lines;
      lines++;
    }
  }
  return lines;
}
function isWordChar(c) {
  return c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95 || c === 36;
}
function lineCounter(text3) {
  let line3 = 1;
  let nextNl = text3.indexOf("\n");
  return (offset) => {
    while (nextNl !== -1 && nextNl < offset) {
      line3++;
      nextNl = text3.indexOf("\n", nextNl + 1);
    }
    return line3;
  };
}
var MAGIC2 = "CKL3";
function unpackTable(buf) {
  if (buf.length < 8 || buf.toString("latin1", 0, 4) !== MAGIC2) return void 0;
  const headLen = buf.readUInt32LE(4);
  if (8 + headLen > buf.length) return void 0;
  const h = JSON.parse(buf.toString("utf8", 8, 8 + headLen));
  if (!Array.isArray(h?.paths) || !Array.isArray(h.hashes) || !Array.isArray(h.lengths) || h.lengths.length !== 5) return void 0;
  let at = 8 + headLen + 3 & ~3;
  const cols = [];
  for (const n4 of h.lengths) {
    if (!Number.isInteger(n4) || n4 < 0 || at + n4 * 4 > buf.length) return void 0;
    cols.push(new Int32Array(buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + at + n4 * 4)));
    at += n4 * 4;
  }
  const [fragLine, fragStart, raiseLine, raiseSpan, raiseStart] = cols;
  const t = {
    paths: h.paths,
    hashes: h.hashes,
    frags: h.frags ? h.frags.split("") : [],
    fragLine,
    fragStart,
    raiseLine,
    raiseSpan,
    raiseNames: h.raiseNames ? h.raiseNames.split("") : [],
    raiseStart
  };
  const n3 = t.paths.length;
  if (t.fragStart.length !== n3 + 1 || t.raiseStart.length !== n3 + 1 || t.fragLine.length !== t.frags.length || t.raiseLine.length !== t.raiseNames.length || t.raiseSpan.length !== t.raiseLine.length || t.hashes.length !== n3) return void 0;
  return t;
}
function packTable(t) {
  const cols = [t.fragLine, t.fragStart, t.raiseLine, t.raiseSpan, t.raiseStart];
  const head = { paths: t.paths, hashes: t.hashes, frags: t.frags.join(""), raiseNames: t.raiseNames.join(""), lengths: cols.map((c) => c.length) };
  const json = Buffer.from(JSON.stringify(head), "utf8");
  const start2 = 8 + json.length + 3 & ~3;
  const out3 = Buffer.alloc(start2 + cols.reduce((n3, c) => n3 + c.length * 4, 0));
  out3.write(MAGIC2, 0, "latin1");
  out3.writeUInt32LE(json.length, 4);
  json.copy(out3, 8);
  let at = start2;
  for (const c of cols) {
    Buffer.from(c.buffer, c.byteOffset, c.byteLength).copy(out3, at);
    at += c.byteLength;
  }
  return out3;
}
function loadLiteralTable(root, files, cacheFile2) {
  const wanted = files.filter((f) => scannable(f.path) && f.size <= 4e6);
  let cached3;
  if (cacheFile2) {
    try {
      cached3 = unpackTable((0, import_node_fs24.readFileSync)(cacheFile2));
    } catch {
    }
  }
  if (cached3 && cached3.paths.length === wanted.length && wanted.every((f, k) => cached3.paths[k] === f.path && cached3.hashes[k] === f.hash)) return cached3;
  const old = /* @__PURE__ */ new Map();
  cached3?.paths.forEach((p, k) => old.set(p, k));
  const entries = [];
  for (const f of wanted) {
    const k = old.get(f.path);
    if (k !== void 0 && cached3.hashes[k] === f.hash) {
      entries.push([f.path, fileOf(cached3, k)]);
      continue;
    }
    let text3;
    try {
      text3 = (0, import_node_fs24.readFileSync)((0, import_node_path26.resolve)(root, f.path), "utf8");
    } catch {
      continue;
    }
    entries.push([f.path, scanLiterals(f.path, text3, f.hash)]);
  }
  const table = flattenTable(entries);
  if (cacheFile2) {
    try {
      writeFileAtomic(cacheFile2, packTable(table));
    } catch {
    }
  }
  return table;
}
function matchMessage(table, message, opts = {}) {
  const msg = normalizeMessage(message);
  if (msg.length < 3) return [];
  const matched = [];
  const df = /* @__PURE__ */ new Map();
  const frags = table.frags;
  const total = frags.length;
  for (let i = 0; i < frags.length; i++) {
    const f = frags[i];
    if (f.length < 4 || f.length > msg.length) continue;
    if (msg.includes(f)) {
      matched.push(i);
      df.set(f, (df.get(f) ?? 0) + 1);
    }
  }
  if (!matched.length) return [];
  const idf = (f) => Math.log(1 + total / (df.get(f) ?? 1));
  const sites = /* @__PURE__ */ new Map();
  for (const i of matched) {
    const k = fileOfFrag(table, i);
    const path = table.paths[k];
    const f = frags[i];
    if ((df.get(f) ?? 0) > Math.max(3, total * 0.05)) continue;
    const litLine = table.fragLine[i];
    const raises = table.raiseLine.subarray(table.raiseStart[k], table.raiseStart[k + 1]);
    const line3 = nearestRaise(raises, litLine, table.raiseSpan.subarray(table.raiseStart[k], table.raiseStart[k + 1]));
    const key = `${path}\0${line3}`;
    let site = sites.get(key);
    if (!site) {
      site = { path, line: line3, literalLine: litLine, score: 0, fragments: [], coverage: 0, seen: /* @__PURE__ */ new Set() };
      sites.set(key, site);
    }
    if (site.seen.has(f)) continue;
    site.seen.add(f);
    site.fragments.push(f);
    let w = f.length * idf(f);
    if (opts.isTest?.(path)) w *= 0.2;
    if (opts.weight) w *= opts.weight(path);
    if (line3 === litLine && !raises.includes(line3)) w *= 0.5;
    site.score += w;
  }
  const hits = [...sites.values()].map(({ seen: _seen, ...h }) => {
    h.fragments.sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
    h.coverage = Math.min(1, h.fragments.reduce((n3, f) => n3 + f.length, 0) / msg.length);
    h.score = Math.round(h.score * 1e3) / 1e3;
    return h;
  });
  hits.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  return hits.slice(0, resolveMatchLimit(opts.limit));
}
function nearestRaise(raiseLines, line3, raiseSpans) {
  let after = -1;
  let before = -1;
  for (let i = 0; i < raiseLines.length; i++) {
    const r = raiseLines[i];
    if (r <= line3 && line3 <= r + (raiseSpans?.[i] ?? 0)) return r;
    if (r > line3 && r - line3 <= 8) {
      after = r;
      break;
    }
    if (r < line3 && line3 - r <= 6) before = r;
  }
  if (after !== -1) return after;
  return before !== -1 && !raiseSpans ? before : line3;
}
function fileOfFrag(t, i) {
  let lo = 0;
  let hi = t.paths.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (t.fragStart[mid] <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
function normalizeMessage(message) {
  let m = message.trim().replace(/\s+/g, " ");
  if (m.length >= 2 && (m[0] === '"' || m[0] === "'") && m[m.length - 1] === m[0]) m = m.slice(1, -1);
  return m;
}

// src/slice/closure.ts
var NON_RUNTIME = ["type-only", "type-checking"];
function closureOf(index, graph, seedIds, p) {
  const paths = index.files;
  const seedSet = new Set(seedIds);
  const seeds = seedIds.map((id) => ({ id, path: paths[id].path, role: "seed", hop: 0, via: paths[id].path }));
  const taken = new Set(seedIds);
  const dependencies = [];
  const importers = [];
  const tests = [];
  let importersDropped = 0;
  if (seedIds.length) {
    const pkg = p.isPackageFile;
    const projectSeeds = pkg ? seedIds.filter((id) => !pkg(id)) : seedIds;
    const packageSeeds = pkg ? seedIds.filter((id) => pkg(id)) : [];
    const reaches = [
      { r: graph.reach(projectSeeds, { depth: p.depsDepth, excludeKinds: NON_RUNTIME }), inPackages: false },
      ...packageSeeds.length ? [{ r: graph.reach(packageSeeds, { depth: Math.min(1, p.depsDepth), excludeKinds: NON_RUNTIME }), inPackages: true }] : []
    ];
    for (const { r: deps, inPackages } of reaches) {
      for (const id of deps.order) {
        if (taken.has(id) || pkg && !inPackages && pkg(id)) continue;
        taken.add(id);
        dependencies.push({ id, path: paths[id].path, role: "dependency", hop: deps.hop[id], via: paths[deps.via[id]]?.path ?? "" });
      }
    }
    if (reaches.length > 1) dependencies.sort((a, b) => a.hop - b.hop);
    const importerSeeds = p.isPackageFile ? seedIds.filter((id) => !p.isPackageFile(id)) : seedIds;
    if (p.importersDepth > 0 && importerSeeds.length) {
      const imp = graph.importers(importerSeeds, { depth: p.importersDepth, fanout: p.importersFanout, tests: "last" });
      importersDropped = imp.droppedTotal;
      for (const id of imp.order) {
        if (seedSet.has(id)) continue;
        const rec = { id, path: paths[id].path, role: isTestPath(paths[id].path) ? "test" : "importer", hop: imp.hop[id], via: paths[imp.via[id]]?.path ?? "" };
        if (taken.has(id)) continue;
        taken.add(id);
        (rec.role === "test" ? tests : importers).push(rec);
      }
    }
    const stems = /* @__PURE__ */ new Map();
    for (const s3 of seeds) {
      if (p.isPackageFile?.(s3.id)) continue;
      const base = s3.path.slice(s3.path.lastIndexOf("/") + 1);
      const stem = base.replace(/\.[^.]+$/, "");
      if (stem && stem !== "__init__" && stem !== "index") stems.set(stem, s3.path);
    }
    if (stems.size) {
      index.files.forEach((f, id) => {
        if (taken.has(id) || !isTestPath(f.path)) return;
        const base = f.path.slice(f.path.lastIndexOf("/") + 1);
        const m = /^test_(.+)\.py$|^(.+)_test\.(?:py|go)$|^(.+)\.(?:test|spec)\.[cm]?[jt]sx?$/.exec(base);
        const stem = m?.[1] ?? m?.[2] ?? m?.[3];
        const seedPath = stem ? stems.get(stem) : void 0;
        if (!seedPath) return;
        taken.add(id);
        tests.push({ id, path: f.path, role: "test", hop: 1, via: seedPath });
      });
    }
  }
  return { seeds, dependencies, importers, tests, importersDropped };
}

// src/slice/diff.ts
init_errors();
function diffSeeds(root, ref, resolver) {
  const args = ["diff", "--no-color", "--no-ext-diff", "-U0", ...ref ? [ref] : ["HEAD"], "--"];
  const res = childProcess().spawnSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (res.error) throw new UsageError(`--from-diff: cannot run git: ${res.error.message}`);
  if (res.status !== 0) throw new UsageError(`--from-diff: git diff ${ref ?? "HEAD"} failed in ${root}: ${(res.stderr || "").trim().split("\n")[0]}`);
  return parseDiffSeeds(res.stdout, resolver, ref ?? "HEAD");
}
function parseDiffSeeds(diff, resolver, ref) {
  const seeds = [];
  const warnings = [];
  let file;
  let skip = false;
  for (const line3 of diff.split("\n")) {
    let m;
    if (m = /^\+\+\+ (?:b\/)?(.+?)\t?$/.exec(line3)) {
      if (m[1] === "/dev/null") {
        skip = true;
        continue;
      }
      const r = resolver.resolve(m[1]);
      skip = r.kind !== "ok";
      file = r.kind === "ok" ? r.path : void 0;
      if (skip) warnings.push({ kind: "unresolved-seed", path: m[1], line: 0, detail: `changed in the diff against ${ref} but not in the index (binary, ignored or too large)` });
      continue;
    }
    if (!skip && file && (m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line3))) {
      const start2 = Number(m[1]);
      const count = m[2] === void 0 ? 1 : Number(m[2]);
      const lineNo = Math.max(1, count === 0 ? start2 : start2);
      seeds.push({ path: file, line: lineNo, why: "diff", detail: count === 0 ? `lines removed after line ${start2} (diff against ${ref})` : `lines ${start2}-${start2 + count - 1} changed (diff against ${ref})`, confidence: 1 });
    }
  }
  return { seeds, warnings };
}

// src/slice/repo.ts
var import_node_fs34 = require("node:fs");
var import_node_path34 = require("node:path");

// src/repo/index.ts
init_types();

// src/repo/lex/python.ts
init_kernel();
init_decode();

// src/repo/lex/js.ts
init_kernel();
init_decode();

// src/repo/index.ts
init_decode();

// src/slice/repo.ts
init_paths();

// src/deps/cache.ts
var import_node_fs26 = require("node:fs");
var import_node_crypto11 = require("node:crypto");
var import_node_path28 = require("node:path");
init_node_module();
init_paths();
init_atomic();

// src/deps/compose.ts
var import_node_fs25 = require("node:fs");
var import_node_path27 = require("node:path");
init_types();
init_paths2();
init_package_json();
function indexFromParts(root, files, quads, unresolved, skipped, cache2) {
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
  const dyn = { "dynamic-import": 0, "dynamic-dispatch": 0, "event-registration": 0 };
  for (const f of files) {
    bytes2 += f.size;
    byLang[f.lang]++;
    for (const d of f.dynamic) dyn[d.kind]++;
  }
  let ids = null;
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
      dynamicSites: dyn["dynamic-import"] + dyn["dynamic-dispatch"] + dyn["event-registration"],
      dynamicByKind: dyn,
      timingMs: {},
      cache: cache2,
      relexed: 0,
      byLang,
      walk: "fs",
      lexedOn: "in-thread"
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
function packagePrefix(projectRoot, pkgRoot) {
  const rel = toPosix((0, import_node_path27.relative)(projectRoot, pkgRoot));
  return rel && !rel.startsWith("..") && !/^[A-Za-z]:/.test(rel) ? rel : toPosix(pkgRoot);
}
function composeIndex(project, parts) {
  const all = project.files.map((rec, old) => ({ rec, part: -1, old }));
  const packages = parts.map(({ pkg, index: index2 }) => ({ pkg, prefix: packagePrefix(project.root, singleModule(pkg, index2) ? (0, import_node_path27.dirname)(pkg.root) : pkg.root), count: index2.files.length }));
  parts.forEach(({ index: index2 }, p) => {
    const prefix = packages[p].prefix;
    index2.files.forEach((rec, old) => all.push({ rec: withPath(rec, `${prefix}/${rec.path}`), part: p, old }));
  });
  all.sort((a, b) => a.rec.path < b.rec.path ? -1 : a.rec.path > b.rec.path ? 1 : 0);
  const files = [];
  const partOf = [];
  const newId = [new Int32Array(project.files.length).fill(-1), ...parts.map(({ index: index2 }) => new Int32Array(index2.files.length).fill(-1))];
  for (const s3 of all) {
    const last = files.length - 1;
    if (last >= 0 && files[last].path === s3.rec.path) {
      newId[s3.part + 1][s3.old] = last;
      continue;
    }
    newId[s3.part + 1][s3.old] = files.length;
    files.push(s3.rec);
    partOf.push(s3.part);
  }
  const quads = [];
  const addEdges = (idx, map) => {
    for (let e = 0; e < idx.edgeFrom.length; e++) quads.push(map[idx.edgeFrom[e]], map[idx.edgeTo[e]], idx.edgeLine[e], idx.edgeKind[e]);
  };
  addEdges(project, newId[0]);
  parts.forEach(({ index: index2 }, p) => addEdges(index2, newId[p + 1]));
  const staticKind = EDGE_KINDS.indexOf("static");
  project.files.forEach((rec, old) => {
    let text3;
    for (const spec of rec.external) {
      for (let p = 0; p < parts.length; p++) {
        let style;
        if (parts[p].pkg.ecosystem === "npm" && rec.lang !== "python") {
          try {
            text3 ??= (0, import_node_fs25.readFileSync)((0, import_node_path27.join)(project.root, rec.path), "utf8");
          } catch {
            text3 = "";
          }
          style = importStyle(text3, spec);
        }
        const targets = entryFiles(parts[p].pkg, parts[p].index, spec, style);
        for (const target of targets) quads.push(newId[0][old], newId[p + 1][target], 0, staticKind);
        if (targets.length) break;
      }
    }
  });
  const order = [];
  for (let i = 0; i < quads.length; i += 4) order.push(i);
  order.sort((a, b) => quads[a] - quads[b] || quads[a + 1] - quads[b + 1] || quads[a + 2] - quads[b + 2] || quads[a + 3] - quads[b + 3]);
  const packed = [];
  let prev = -1;
  for (const i of order) {
    if (prev >= 0 && quads[prev] === quads[i] && quads[prev + 1] === quads[i + 1] && quads[prev + 3] === quads[i + 3]) continue;
    packed.push(quads[i], quads[i + 1], quads[i + 2], quads[i + 3]);
    prev = i;
  }
  const unresolved = project.unresolved.map((u) => ({ ...u, from: newId[0][u.from] }));
  const skipped = { ...project.skipped };
  for (const { index: index2 } of parts) for (const k of Object.keys(skipped)) skipped[k] += index2.skipped[k];
  const index = indexFromParts(project.root, files, Int32Array.from(packed), unresolved, skipped, project.stats.cache);
  index.stats.timingMs = { ...project.stats.timingMs };
  return { index, packages, packageOf: (id) => {
    const p = partOf[id];
    return p === void 0 || p < 0 ? void 0 : packages[p];
  } };
}
function singleModule(pkg, index) {
  return index.files.length === 1 && pkg.root.endsWith(`/${index.files[0].path}`) && /\.py$/.test(pkg.root);
}
function withPath(rec, path) {
  return { path, lang: rec.lang, size: rec.size, mtimeMs: rec.mtimeMs, hash: rec.hash, tokens: rec.tokens, defs: rec.defs, dynamic: rec.dynamic, external: rec.external };
}
function entryFiles(pkg, index, spec, style) {
  const first = entryFileFirst(pkg, index, spec);
  if (pkg.ecosystem !== "npm") return first === void 0 ? [] : [first];
  if (style) {
    const only = styledEntries(pkg, index, spec, style);
    if (only.length) return only;
  }
  const out3 = first === void 0 ? [] : [first];
  let manifest = {};
  try {
    manifest = JSON.parse((0, import_node_fs25.readFileSync)((0, import_node_path27.join)(pkg.root, "package.json"), "utf8"));
  } catch {
    return out3;
  }
  const sub = spec === pkg.name ? "." : `./${spec.slice(pkg.name.length + 1)}`;
  const seen = /* @__PURE__ */ new Set();
  const walk = (v) => {
    if (typeof v === "string") {
      if (!seen.has(v)) {
        seen.add(v);
        const id = index.fileId(v.replace(/^\.\//, ""));
        if (id !== void 0 && !out3.includes(id)) out3.push(id);
      }
      return;
    }
    if (Array.isArray(v)) {
      v.forEach(walk);
      return;
    }
    if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) if (k !== "browser" && k !== "types") walk(x);
    }
  };
  const ex = manifest.exports;
  if (typeof ex === "object" && ex !== null && !Array.isArray(ex)) {
    const keys = Object.keys(ex);
    walk(keys.some((k) => k.startsWith(".")) ? ex[sub] : sub === "." ? ex : void 0);
  }
  return out3;
}
function styledEntries(pkg, index, spec, style) {
  let manifest = {};
  try {
    manifest = JSON.parse((0, import_node_fs25.readFileSync)((0, import_node_path27.join)(pkg.root, "package.json"), "utf8"));
  } catch {
    return [];
  }
  const ex = manifest.exports;
  if (typeof ex !== "object" || ex === null || Array.isArray(ex)) return [];
  const sub = spec === pkg.name ? "." : `./${spec.slice(pkg.name.length + 1)}`;
  const conditions = style === "require" ? ["node", "require", "default"] : ["node", "import", "module", "default"];
  const pick2 = (v) => {
    if (typeof v === "string") return v;
    if (Array.isArray(v)) {
      for (const x of v) {
        const t = pick2(x);
        if (t) return t;
      }
      return void 0;
    }
    if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) if (conditions.includes(k)) {
        const t = pick2(x);
        if (t) return t;
      }
    }
    return void 0;
  };
  const keys = Object.keys(ex);
  const target = pick2(keys.some((k) => k.startsWith(".")) ? ex[sub] : sub === "." ? ex : void 0);
  const id = target ? index.fileId(target.replace(/^\.\//, "")) : void 0;
  return id === void 0 ? [] : [id];
}
function importStyle(text3, spec) {
  const q = spec.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  if (new RegExp(`\\brequire\\s*\\(\\s*['"\`]${q}['"\`]\\s*\\)`).test(text3)) return "require";
  if (new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*)['"\`]${q}['"\`]`).test(text3)) return "import";
  return void 0;
}
function entryFileFirst(pkg, index, spec) {
  if (pkg.ecosystem === "python") {
    const parts = spec.split(".");
    const top = parts[0];
    if (!pkg.modules.includes(top)) return void 0;
    if (index.files.length === 1 && pkg.root.endsWith(`/${top}.py`)) return 0;
    for (let k = parts.length; k >= 1; k--) {
      const sub2 = parts.slice(1, k).join("/");
      for (const cand of sub2 ? [`${sub2}/__init__.py`, `${sub2}.py`, `${sub2}/__init__.pyi`, `${sub2}.pyi`] : ["__init__.py", "__init__.pyi"]) {
        const id = index.fileId(cand);
        if (id !== void 0) return id;
      }
    }
    return void 0;
  }
  const name = pkg.name;
  if (spec !== name && !spec.startsWith(`${name}/`)) return void 0;
  const sub = spec.slice(name.length + 1);
  const probe2 = (base) => {
    const b = base.replace(/^\.\//, "").replace(/\/$/, "");
    for (const cand of [b, `${b}.js`, `${b}.cjs`, `${b}.mjs`, `${b}.ts`, `${b}/index.js`, `${b}/index.cjs`, `${b}/index.mjs`, `${b}/index.ts`]) {
      const id = cand ? index.fileId(cand) : void 0;
      if (id !== void 0) return id;
    }
    return void 0;
  };
  let manifest = {};
  try {
    const f = (0, import_node_path27.join)(pkg.root, "package.json");
    if ((0, import_node_fs25.existsSync)(f)) manifest = JSON.parse((0, import_node_fs25.readFileSync)(f, "utf8"));
  } catch {
  }
  if (manifest.exports !== void 0) {
    for (const target of mapEntries(manifest.exports, sub ? `./${sub}` : ".")) {
      const id = probe2(target);
      if (id !== void 0) return id;
    }
  }
  if (sub) return probe2(sub);
  for (const entry of [manifest.main, manifest.module, "index"]) {
    if (typeof entry !== "string") continue;
    const id = probe2(entry);
    if (id !== void 0) return id;
  }
  return void 0;
}

// src/deps/cache.ts
var msgpack;
var codec = () => msgpack ??= createRequire(__ckImportMetaUrl)("msgpackr");
var FORMAT2 = 1;
var MAX_PACKAGE_ENTRIES = 64;
function packageCacheDir() {
  return cacheDir("deps");
}
async function loadPackageIndex(pkg, options = {}) {
  const { noCache, key } = resolvePackageIndexOptions(options, () => packageKey(pkg));
  const file = (0, import_node_path28.join)(packageCacheDir(), `${key}.idx`);
  if (!noCache) {
    const hit = readEntry(file, pkg.root);
    if (hit) return { pkg, index: hit, key, cache: "hit" };
  }
  const index = isFile(pkg.root) ? await singleModuleIndex(pkg.root) : await buildIndex(pkg.root, { wholeTree: true, noCache });
  writeEntry(file, index);
  return { pkg, index, key, cache: "miss" };
}
function packageKey(pkg) {
  const memoFile = (0, import_node_path28.join)(packageCacheDir(), "roots", `${(0, import_node_crypto11.createHash)("sha1").update(pkg.root).digest("hex").slice(0, 20)}.json`);
  const now = Date.now();
  try {
    const memo2 = JSON.parse((0, import_node_fs26.readFileSync)(memoFile, "utf8"));
    if (memo2.format === FORMAT2 && memo2.root === pkg.root && memo2.version === pkg.version && memo2.dirSig === statSignature(pkg.root, [], memo2.dirs)) {
      if (now - memo2.checkedAt < FILE_CHECK_MS) return memo2.key;
      if (memo2.fileSig === statSignature(pkg.root, memo2.files, [])) {
        try {
          writeFileAtomic(memoFile, JSON.stringify({ ...memo2, checkedAt: now }));
        } catch {
        }
        return memo2.key;
      }
    }
  } catch {
  }
  const single = isFile(pkg.root);
  const files = single ? [""] : walkRepo(pkg.root, { whole: true }).paths;
  const dirs = single ? [] : [.../* @__PURE__ */ new Set(["", ...files.map((f) => f.slice(0, Math.max(0, f.lastIndexOf("/"))))])].sort();
  const key = fingerprintKey(pkg, files);
  const memo = { format: FORMAT2, root: pkg.root, version: pkg.version, files, dirs, dirSig: statSignature(pkg.root, [], dirs), fileSig: statSignature(pkg.root, files, []), checkedAt: now, key };
  try {
    writeFileAtomic(memoFile, JSON.stringify(memo));
    evict2((0, import_node_path28.dirname)(memoFile), MAX_ROOT_MEMOS, ".json");
  } catch {
  }
  return key;
}
var MAX_ROOT_MEMOS = 256;
var FILE_CHECK_MS = 10 * 6e4;
function statSignature(root, files, dirs) {
  const h = (0, import_node_crypto11.createHash)("sha1");
  const at = (p) => p ? (0, import_node_path28.join)(root, p) : root;
  for (const d of dirs) {
    try {
      h.update(`${d}\0${statLite(at(d)).mtimeMs}\0`);
    } catch {
      h.update(`${d}\0gone\0`);
    }
  }
  for (const f of files) {
    try {
      const st = statLite(at(f));
      h.update(`${f}\0${st.size}\0${st.mtimeMs}\0`);
    } catch {
      h.update(`${f}\0gone\0`);
    }
  }
  return h.digest("hex");
}
function fingerprintKey(pkg, paths) {
  const h = (0, import_node_crypto11.createHash)("sha1").update(`${FORMAT2}\0${indexOpKey()}\0${pkg.ecosystem}\0${pkg.name}\0${pkg.version}\0${(0, import_node_path28.basename)(pkg.root)}`);
  for (const p of paths) {
    let size = -1;
    try {
      size = (0, import_node_fs26.statSync)(p ? (0, import_node_path28.join)(pkg.root, p) : pkg.root).size;
    } catch {
    }
    h.update(`\0${p}\0${size}`);
  }
  const slug = `${pkg.name}@${pkg.version || "unknown"}`.replace(/[^\w.@-]+/g, "_");
  return `${slug}-${h.digest("hex").slice(0, 16)}`;
}
function isFile(p) {
  try {
    return (0, import_node_fs26.statSync)(p).isFile();
  } catch {
    return false;
  }
}
async function singleModuleIndex(abs) {
  const { processFile: processFile2 } = await Promise.resolve().then(() => (init_file(), file_exports));
  const { recordFromBlobs: recordFromBlobs2 } = await Promise.resolve().then(() => (init_columns(), columns_exports));
  const st = (0, import_node_fs26.statSync)(abs);
  const lang = langOf(abs);
  const out3 = processFile2(abs, lang, DEFAULT_MAX_FILE_BYTES, "wasm", void 0, void 0, st.size);
  const skipped = { binary: 0, tooLarge: 0, unreadable: 0, symlinkLoop: 0, ignored: 0 };
  if (out3.status !== "ok") {
    skipped[out3.status === "unchanged" ? "unreadable" : out3.status]++;
    return indexFromParts(abs, [], new Int32Array(0), [], skipped, "miss");
  }
  const b = out3.blobs;
  const rec = recordFromBlobs2((0, import_node_path28.basename)(abs), lang, st.size, st.mtimeMs, out3.hash, out3.tokens, { defs: b?.defs ?? "[]", dynamic: b?.dynamic ?? "[]", external: "[]" });
  return indexFromParts(abs, [rec], new Int32Array(0), [], skipped, "miss");
}
function readEntry(file, root) {
  let e;
  try {
    e = codec().unpack((0, import_node_fs26.readFileSync)(file));
    if (e.format !== FORMAT2) return void 0;
  } catch {
    return void 0;
  }
  try {
    const now = /* @__PURE__ */ new Date();
    (0, import_node_fs26.utimesSync)(file, now, now);
  } catch {
  }
  const quads = new Int32Array(new Uint8Array(e.edges).buffer);
  return indexFromParts(root, e.files, quads, e.unresolved, e.skipped, "hit");
}
function writeEntry(file, index) {
  const n3 = index.edgeFrom.length;
  const quads = new Int32Array(n3 * 4);
  for (let i = 0; i < n3; i++) {
    quads[i * 4] = index.edgeFrom[i];
    quads[i * 4 + 1] = index.edgeTo[i];
    quads[i * 4 + 2] = index.edgeLine[i];
    quads[i * 4 + 3] = index.edgeKind[i];
  }
  const files = index.files.map((f) => ({ path: f.path, lang: f.lang, size: f.size, mtimeMs: f.mtimeMs, hash: f.hash, tokens: f.tokens, defs: f.defs, dynamic: f.dynamic, external: f.external }));
  const entry = { format: FORMAT2, files, edges: new Uint8Array(quads.buffer), unresolved: index.unresolved, skipped: index.skipped };
  try {
    writeFileAtomic(file, codec().pack(entry));
    evict2(packageCacheDir(), MAX_PACKAGE_ENTRIES);
  } catch {
  }
}
function evict2(dir, keep, ext = ".idx") {
  let names;
  try {
    names = (0, import_node_fs26.readdirSync)(dir).filter((n3) => n3.endsWith(ext));
  } catch {
    return;
  }
  if (names.length <= keep) return;
  const aged = names.map((n3) => {
    try {
      return { n: n3, t: (0, import_node_fs26.statSync)((0, import_node_path28.join)(dir, n3)).mtimeMs };
    } catch {
      return { n: n3, t: 0 };
    }
  });
  aged.sort((a, b) => a.t - b.t);
  for (const { n: n3 } of aged.slice(0, aged.length - keep)) {
    for (const f of ext === ".idx" ? [n3, n3.replace(/\.idx$/, ".lit")] : [n3]) {
      try {
        (0, import_node_fs26.unlinkSync)((0, import_node_path28.join)(dir, f));
      } catch {
      }
    }
  }
}

// src/deps/participants.ts
var import_node_fs27 = require("node:fs");
var import_node_path29 = require("node:path");
var MAX_PARTICIPANTS = 12;
function topModule(spec, ecosystem) {
  if (ecosystem === "python") return spec.replace(/^\.+/, "").split(".")[0];
  const parts = spec.split("/");
  return spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}
function rootedAt(pkg, module2) {
  if (pkg.ecosystem !== "python" || (0, import_node_path29.basename)(pkg.root).replace(/\.py$/, "") === module2) return pkg;
  for (const cand of [(0, import_node_path29.join)((0, import_node_path29.dirname)(pkg.root), module2), (0, import_node_path29.join)((0, import_node_path29.dirname)(pkg.root), `${module2}.py`)]) {
    try {
      (0, import_node_fs27.statSync)(cand);
      return { ...pkg, root: cand, modules: [module2, ...pkg.modules.filter((m) => m !== module2)] };
    } catch {
    }
  }
  return pkg;
}
function packageOfFramePath(env, path) {
  const here = packageForPath(env, path);
  if (here) {
    const inSite = /\/(?:site|dist)-packages\/([A-Za-z_]\w*)/.exec(path.replace(/\\/g, "/"));
    return inSite ? rootedAt(here.pkg, inSite[1]) : here.pkg;
  }
  const p = path.replace(/\\/g, "/");
  const nm = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(p.slice(p.lastIndexOf("/node_modules/")));
  if (nm) return packageForModule(env, "npm", nm[1]);
  const site = /\/(?:site|dist)-packages\/([A-Za-z_][\w]*)(?:\/|\.py$)/.exec(p);
  if (site) {
    const pkg = packageForModule(env, "python", site[1]);
    return pkg && rootedAt(pkg, site[1]);
  }
  return void 0;
}
function participants(env, project, opts) {
  const out3 = [];
  const has = (pkg) => out3.some((p) => p.pkg.root === pkg.root);
  for (const fp of opts.framePaths) {
    const pkg = packageOfFramePath(env, fp);
    if (pkg && !has(pkg) && out3.length < MAX_PARTICIPANTS) out3.push({ pkg, why: "frame", importers: 0 });
  }
  if (!opts.imports) return out3;
  const count = /* @__PURE__ */ new Map();
  const rootedMemo = /* @__PURE__ */ new Map();
  const rooted = (pkg, module2) => {
    const k = `${pkg.root}\0${module2}`;
    let r = rootedMemo.get(k);
    if (!r) {
      r = rootedAt(pkg, module2);
      rootedMemo.set(k, r);
    }
    return r;
  };
  const focus = new Set(opts.focus);
  project.files.forEach((f, id) => {
    if (f.lang === "other") return;
    const eco = f.lang === "python" ? "python" : "npm";
    const seen = /* @__PURE__ */ new Set();
    for (const spec of f.external) {
      if (spec.startsWith("node:")) continue;
      const top = topModule(spec, eco);
      const found = packageForModule(env, eco, top, f.path);
      const pkg = found && (eco === "python" ? rooted(found, top) : found);
      if (!pkg || seen.has(pkg)) continue;
      seen.add(pkg);
      const c = count.get(pkg) ?? { n: 0, focus: false };
      c.n++;
      if (focus.has(id)) c.focus = true;
      count.set(pkg, c);
    }
  });
  const ranked = [...count].sort((a, b) => Number(b[1].focus) - Number(a[1].focus) || b[1].n - a[1].n || (a[0].name < b[0].name ? -1 : 1));
  for (const [pkg, c] of ranked) {
    if (out3.length >= MAX_PARTICIPANTS) break;
    if (!has(pkg)) out3.push({ pkg, why: "import", importers: c.n });
  }
  return out3;
}

// src/slice/repo.ts
var import_node_crypto13 = require("node:crypto");

// src/slice/resolve.ts
var import_node_path30 = require("node:path");
var PathResolver = class {
  /** Returns a resolver over repo-relative `paths` (`/`-separated) of the repository at absolute `root`. */
  constructor(root, paths) {
    this.root = root;
    this.paths = paths;
    this.known = new Set(paths);
    paths.forEach((p, i) => {
      const b = p.slice(p.lastIndexOf("/") + 1);
      const list3 = this.byBase.get(b);
      if (list3) list3.push(i);
      else this.byBase.set(b, [i]);
    });
    this.rootSegs = [(0, import_node_path30.basename)(root.replace(/[\\/]+$/, ""))].filter(Boolean);
  }
  root;
  paths;
  byBase = /* @__PURE__ */ new Map();
  known;
  rootSegs;
  /**
   * Returns the repository file `raw` names. `qualifiedClass` (Java-like frames) resolves by package path first.
   * Relative paths must match exactly or by a suffix of ≥ 2 segments (1 when the path is a bare file name);
   * absolute paths need ≥ 2 matching trailing segments, so a user's `/home/u/script.py` never lands on some
   * unrelated `script.py` of the repository.
   */
  resolve(raw2, qualifiedClass) {
    let p = raw2.replace(/\\/g, "/");
    if (qualifiedClass) {
      const pkg = qualifiedClass.split(".").slice(0, -1).join("/");
      const byPkg = this.resolve(pkg ? `${pkg}/${p}` : p);
      if (byPkg.kind !== "none") return byPkg;
    }
    const rootFwd = this.root.replace(/\\/g, "/").replace(/\/+$/, "");
    if (p.startsWith(rootFwd + "/")) {
      const rel = p.slice(rootFwd.length + 1);
      if (this.known.has(rel)) return { kind: "ok", path: rel, matched: rel.split("/").length };
    }
    if (this.known.has(p)) return { kind: "ok", path: p, matched: p.split("/").length };
    const absolute = /^(?:\/|[A-Za-z]:\/)/.test(p);
    p = p.replace(/^[A-Za-z]:\//, "/").replace(/^\.\//, "");
    if (!absolute && this.known.has(p)) return { kind: "ok", path: p, matched: p.split("/").length };
    const segs = p.split("/").filter((s3) => s3 && s3 !== ".");
    if (!segs.length) return { kind: "none" };
    const cands = this.byBase.get(segs[segs.length - 1]);
    if (!cands) return { kind: "none" };
    let best = 0;
    let winners = [];
    for (const id of cands) {
      const fileSegs = [...this.rootSegs, ...this.paths[id].split("/")];
      let k = 0;
      while (k < segs.length && k < fileSegs.length && segs[segs.length - 1 - k] === fileSegs[fileSegs.length - 1 - k]) k++;
      if (k > best) {
        best = k;
        winners = [id];
      } else if (k === best) winners.push(id);
    }
    let need = absolute || segs.length >= 2 ? Math.min(2, segs.length) : 1;
    const site = segs.findLastIndex((x) => x === "site-packages" || x === "dist-packages");
    if (best < need && site >= 0 && best === segs.length - site - 1) {
      const tail = segs.slice(site + 1).join("/");
      const top = winners.filter((id) => {
        const f = this.paths[id];
        return f === tail || f === `src/${tail}` || f === `lib/${tail}`;
      });
      if (top.length === 1) return { kind: "ok", path: this.paths[top[0]], matched: best };
      need = best + 1;
    }
    if (best < need) return { kind: "none" };
    if (winners.length === 1) return { kind: "ok", path: this.paths[winners[0]], matched: best };
    return { kind: "ambiguous", candidates: winners.map((i) => this.paths[i]).sort(), matched: best };
  }
};
function dependencyRoot(path) {
  const p = path.replace(/\\/g, "/");
  const m = /^(.*\/(?:node_modules|site-packages|dist-packages))\/((?:@[^/]+\/)?[^/]+)/.exec(p);
  if (!m) return void 0;
  const pkg = m[2].replace(/\.py$/, "");
  return `${m[1]}/${pkg}`;
}

// src/slice/ranges.ts
var MAX_RANGE = 300;
var CONTEXT = 12;
function fileText(text3) {
  const starts = [0];
  for (let i = text3.indexOf("\n"); i !== -1; i = text3.indexOf("\n", i + 1)) starts.push(i + 1);
  if (starts[starts.length - 1] !== text3.length) starts.push(text3.length);
  return { text: text3, starts };
}
function lineCount(f) {
  return f.starts.length - 1;
}
function linesOf(f, a, b) {
  const s3 = f.starts[a - 1] ?? f.text.length;
  const e = f.starts[b] ?? f.text.length;
  return f.text.slice(s3, e).replace(/\n$/, "");
}
function rangeTokens(f, ranges) {
  let chars = 0;
  for (const [a, b] of ranges) chars += (f.starts[b] ?? f.text.length) - (f.starts[a - 1] ?? 0);
  return Math.ceil(chars / 4);
}
function innermostDef(defs, line3) {
  let best;
  for (const d of defs) if (d.start <= line3 && line3 <= d.end && (!best || d.start >= best.start)) best = d;
  return best;
}
function clampTo(totalLines) {
  return (a, b) => [Math.max(1, Math.min(a, totalLines)), Math.max(1, Math.min(b, totalLines))];
}
function classOf(defs, d) {
  const dot = d.name.lastIndexOf(".");
  if (dot <= 0) return void 0;
  const name = d.name.slice(0, dot);
  return defs.find((c) => c.kind === "class" && c.name === name && c.start <= d.start && d.end <= c.end);
}
function symbolRanges(defs, lines, totalLines) {
  const out3 = [];
  const clamp = clampTo(totalLines);
  for (const line3 of lines) {
    let inner;
    for (const d of defs) {
      if (d.start <= line3 && line3 <= d.end && (!inner || d.end - d.start < inner.end - inner.start)) inner = d;
    }
    if (!inner) {
      out3.push(clamp(line3 - CONTEXT, line3 + CONTEXT));
      continue;
    }
    if (inner.end - inner.start + 1 <= MAX_RANGE) out3.push(clamp(inner.start, inner.end));
    else {
      out3.push(clamp(inner.start, inner.start + 2));
      out3.push(clamp(Math.max(inner.start, line3 - MAX_RANGE + 60), Math.min(inner.end, line3 + 60)));
    }
    const cls = classOf(defs, inner);
    if (cls) out3.push(clamp(cls.start, cls.start));
  }
  return mergeRanges(out3);
}
function passageRanges(defs, [a, b], totalLines) {
  const clamp = clampTo(totalLines);
  const out3 = [clamp(a, b)];
  const d = innermostDef(defs, a + b >> 1);
  if (d && d.start < a) {
    out3.push(clamp(d.start, d.start));
    const cls = classOf(defs, d);
    if (cls && cls.start < d.start) out3.push(clamp(cls.start, cls.start));
  }
  return mergeRanges(out3);
}
function mergeRanges(ranges) {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out3 = [];
  for (const [a, b] of sorted) {
    const last = out3[out3.length - 1];
    if (last && a <= last[1] + 2) last[1] = Math.max(last[1], b);
    else out3.push([a, b]);
  }
  return out3;
}
function inRanges(ranges, l) {
  return ranges.some(([a, b]) => a <= l && l <= b);
}

// src/repo/lex/builtin-names.ts
var PYTHON_BUILTINS = Object.freeze([
  "abs",
  "all",
  "any",
  "ascii",
  "bin",
  "bool",
  "breakpoint",
  "bytearray",
  "bytes",
  "callable",
  "chr",
  "classmethod",
  "compile",
  "complex",
  "delattr",
  "dict",
  "dir",
  "divmod",
  "enumerate",
  "eval",
  "exec",
  "filter",
  "float",
  "format",
  "frozenset",
  "getattr",
  "globals",
  "hasattr",
  "hash",
  "help",
  "hex",
  "id",
  "input",
  "int",
  "isinstance",
  "issubclass",
  "iter",
  "len",
  "list",
  "locals",
  "map",
  "max",
  "memoryview",
  "min",
  "next",
  "object",
  "oct",
  "open",
  "ord",
  "pow",
  "print",
  "property",
  "range",
  "repr",
  "reversed",
  "round",
  "set",
  "setattr",
  "slice",
  "sorted",
  "staticmethod",
  "str",
  "sum",
  "super",
  "tuple",
  "type",
  "vars",
  "zip",
  "__import__"
]);
var MENTION_ADDED = Object.freeze([
  "console",
  "require",
  "module",
  "exports",
  "window",
  "document",
  "JSON",
  "Math",
  "parseInt",
  "parseFloat",
  "setTimeout",
  "setInterval"
]);
var MENTION_EXCEPT = Object.freeze(["super"]);
var CALL_WALK_ADDED = Object.freeze([
  "append",
  "extend",
  "get",
  "items",
  "keys",
  "values",
  "copy",
  "join",
  "split",
  "strip",
  "startswith",
  "endswith",
  "lower",
  "upper",
  "replace",
  "pop",
  "update",
  "add",
  "warn",
  "cast"
]);
var CALL_WALK_EXCEPT = Object.freeze([
  "__import__",
  "ascii",
  "bin",
  "breakpoint",
  "bytearray",
  "bytes",
  "chr",
  "compile",
  "complex",
  "delattr",
  "dir",
  "divmod",
  "eval",
  "exec",
  "frozenset",
  "globals",
  "help",
  "hex",
  "input",
  "locals",
  "memoryview",
  "oct",
  "open",
  "ord",
  "pow",
  "reversed",
  "round",
  "slice",
  "vars"
]);
function builtinStoplist(added, except) {
  const out3 = new Set(PYTHON_BUILTINS.filter((n3) => !except.includes(n3)));
  for (const n3 of added) out3.add(n3);
  return out3;
}
var MENTION_BUILTINS = builtinStoplist(MENTION_ADDED, MENTION_EXCEPT);
var CALL_WALK_SKIP = builtinStoplist(CALL_WALK_ADDED, CALL_WALK_EXCEPT);

// src/slice/calls.ts
var MAX_CANDIDATES = 4;
var MAX_VISITS = 400;
var SKIP = CALL_WALK_SKIP;
var RUNTIME_RAISERS = /(?<![\w.])(?:io\.)?open\s*\(|\bos\.(?:open|stat|listdir|scandir|remove|unlink|rename|mkdir|makedirs|rmdir)\s*\(|(?<![\w.])(?:eval|exec|compile)\s*\(/;
function raisesReachable(ctx, entries, excType, opts = {}) {
  const { maxDepth, limit, lines: raiseRe } = resolveCallWalk(opts, excType);
  const deps = /* @__PURE__ */ new Map();
  const depsOf = (id) => {
    let s3 = deps.get(id);
    if (!s3) {
      s3 = /* @__PURE__ */ new Set();
      const { edgeFrom, edgeTo } = ctx.index;
      for (let e = 0; e < edgeFrom.length; e++) if (edgeFrom[e] === id) s3.add(edgeTo[e]);
      deps.set(id, s3);
    }
    return s3;
  };
  const seen = /* @__PURE__ */ new Set();
  const queue = [];
  for (const e of entries) {
    const id = ctx.index.fileId(e.file.path);
    if (id === void 0) continue;
    queue.push({ file: e.file, id, def: e.def, depth: 0 });
    seen.add(`${id}:${e.def.start}`);
  }
  const out3 = [];
  for (let qi = 0; qi < queue.length && qi < MAX_VISITS && out3.length < limit; qi++) {
    const n3 = queue[qi];
    const ft = ctx.text(n3.file.path);
    if (!ft) continue;
    const body = linesOf(ft, n3.def.start, n3.def.end);
    const lines = body.split("\n");
    const prose2 = proseLines(lines);
    for (let i = 0; i < lines.length && out3.length < limit; i++) {
      if (!prose2[i] && raiseRe.test(lines[i])) {
        const chain = [];
        for (let p = n3; p; p = p.parent) chain.unshift(p.def.name);
        out3.push({ path: n3.file.path, line: n3.def.start + i, depth: n3.depth, path_: chain });
      }
    }
    if (n3.depth >= maxDepth) continue;
    const called = /* @__PURE__ */ new Set();
    const code = body.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');
    const callRe = /([A-Za-z_$][\w$]*)\s*\(/g;
    let m;
    while (m = callRe.exec(code)) {
      const name = m[1];
      if (!SKIP.has(name)) called.add(name);
    }
    for (const name of called) {
      let cands = ctx.defsNamed(name).filter((c) => c.def.kind === "function" || c.def.kind === "method" || c.def.kind === "class");
      cands = cands.filter((c) => !isTestPath(c.file.path));
      if (!cands.length) continue;
      if (cands.length > MAX_CANDIDATES) {
        const mine = depsOf(n3.id);
        cands = cands.filter((c) => c.file === n3.file || mine.has(ctx.index.fileId(c.file.path)));
        if (!cands.length || cands.length > MAX_CANDIDATES) continue;
      }
      for (const c of cands) {
        const id = ctx.index.fileId(c.file.path);
        let targets = [c.def];
        if (c.def.kind === "class") {
          const ctor = c.file.defs.filter((d) => d.name === `${c.def.name}.__init__` || d.name === `${c.def.name}.__new__` || d.name === `${c.def.name}.constructor`);
          if (!ctor.length) continue;
          targets = ctor;
        }
        for (const def of targets) {
          const key = `${id}:${def.start}`;
          if (seen.has(key)) continue;
          seen.add(key);
          queue.push({ file: c.file, id, def, depth: n3.depth + 1, parent: n3 });
        }
      }
    }
  }
  return out3;
}
function proseLines(lines) {
  const out3 = [];
  let open;
  for (const line3 of lines) {
    const t = line3.trim();
    const inside = open !== void 0;
    const re = /"""|'''/g;
    let m;
    while (m = re.exec(line3)) {
      if (open === void 0) open = m[0];
      else if (m[0] === open) open = void 0;
    }
    out3.push(inside || /^(?:#|\/\/|\*|\/\*|>>>|\.\.\.\s|[rbuRBU]?(?:"""|'''))/.test(t));
  }
  return out3;
}

// src/slice/test-content.ts
var TEST_NAME = /^test(?:_|[A-Z0-9]|$)/;
var MIN_FUNCTIONS = 3;
var TEST_SHARE = 0.5;
function isTestFile(rec) {
  if (isTestPath(rec.path)) return true;
  let fns = 0;
  let tests = 0;
  for (const d of rec.defs) {
    if (d.kind !== "function" && d.kind !== "method") continue;
    fns++;
    if (TEST_NAME.test(d.name.slice(d.name.lastIndexOf(".") + 1))) tests++;
  }
  return fns >= MIN_FUNCTIONS && tests >= TEST_SHARE * fns;
}

// src/slice/vendored.ts
var VENDOR_NAME = /^(?:_?vendor(?:ed)?|_?externs?|_?externals|third[_-]?party|packages)$/;
var VENDOR_HINT = /vendor|extern|third|packages/;
var cache = /* @__PURE__ */ new WeakMap();
function vendoredDirs(index) {
  let copies = cache.get(index);
  if (copies) return copies;
  const unitsOf = /* @__PURE__ */ new Map();
  const under = new Uint8Array(index.files.length);
  index.files.forEach((f, id) => {
    if (!VENDOR_HINT.test(f.path) || f.path.startsWith("/")) return;
    const parts = f.path.split("/");
    for (let k = 1; k < parts.length - 1; k++) {
      if (!VENDOR_NAME.test(parts[k])) continue;
      const l = unitsOf.get(id) ?? [];
      l.push([parts.slice(0, k + 1).join("/"), parts.slice(0, k + 2).join("/")]);
      unitsOf.set(id, l);
      under[id] = 1;
    }
  });
  const found = /* @__PURE__ */ new Set();
  if (unitsOf.size) {
    const open = /* @__PURE__ */ new Set();
    const from = index.edgeFrom;
    for (let e = 0; e < from.length; e++) {
      if (!under[from[e]]) continue;
      const units = unitsOf.get(from[e]);
      const to = index.files[index.edgeTo[e]].path;
      if (to.startsWith("/")) continue;
      for (const [dir, unit] of units) if (!to.startsWith(`${dir}/`)) open.add(unit);
    }
    for (const units of unitsOf.values()) for (const [, unit] of units) if (!open.has(unit)) found.add(unit);
  }
  copies = found;
  cache.set(index, copies);
  return copies;
}
function isVendored(index, path) {
  const copies = vendoredDirs(index);
  if (!copies.size) return false;
  for (const c of copies) if (path === c || path.startsWith(`${c}/`)) return true;
  return false;
}

// src/rank/options.ts
var import_node_fs29 = require("node:fs");

// src/rank/cache.ts
var import_node_crypto12 = require("node:crypto");
var import_node_fs28 = require("node:fs");
var import_node_path31 = require("node:path");
init_paths();
init_atomic();

// src/rank/tokenize.ts
var TOKENIZER_VERSION = 1;
var STOPWORDS = /* @__PURE__ */ new Set([
  // English
  "the",
  "an",
  "and",
  "or",
  "of",
  "to",
  "in",
  "on",
  "at",
  "by",
  "for",
  "with",
  "from",
  "as",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "it",
  "its",
  "this",
  "that",
  "these",
  "those",
  "there",
  "here",
  "then",
  "than",
  "but",
  "not",
  "no",
  "so",
  "if",
  "we",
  "you",
  "he",
  "she",
  "they",
  "them",
  "our",
  "your",
  "my",
  "me",
  "us",
  "do",
  "does",
  "did",
  "has",
  "have",
  "had",
  "can",
  "could",
  "would",
  "should",
  "will",
  "shall",
  "may",
  "might",
  "must",
  "which",
  "who",
  "what",
  "when",
  "where",
  "how",
  "why",
  "all",
  "any",
  "some",
  "such",
  "also",
  "only",
  "just",
  "very",
  "into",
  "out",
  "up",
  "about",
  "over",
  "after",
  "before",
  "again",
  "more",
  "most",
  "other",
  "same",
  "each",
  "both",
  // Python / JS / TS keywords and ubiquitous names
  "def",
  "class",
  "self",
  "cls",
  "return",
  "import",
  "elif",
  "else",
  "while",
  "try",
  "except",
  "finally",
  "pass",
  "lambda",
  "yield",
  "raise",
  "assert",
  "global",
  "nonlocal",
  "del",
  "none",
  "true",
  "false",
  "null",
  "undefined",
  "const",
  "let",
  "var",
  "new",
  "typeof",
  "instanceof",
  "export",
  "async",
  "await",
  "void",
  "case",
  "break",
  "continue",
  "switch",
  "throw",
  "catch"
]);
function stemS(w) {
  const n3 = w.length;
  if (n3 <= 3 || w.charCodeAt(n3 - 1) !== 115) return w;
  if (w.endsWith("ies") && !w.endsWith("eies") && !w.endsWith("aies")) return w.slice(0, -3) + "y";
  if (w.endsWith("es") && !w.endsWith("aes") && !w.endsWith("ees") && !w.endsWith("oes")) return w.slice(0, -1);
  if (w.endsWith("us") || w.endsWith("ss") || w.endsWith("is")) return w;
  return w.slice(0, -1);
}
var TEST_BODIES = false;
var STEM_PARTS = true;
var isUpper = (c) => c >= 65 && c <= 90;
var isLower = (c) => c >= 97 && c <= 122;
var isDigit = (c) => c >= 48 && c <= 57;
function isIdentChar(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57 || c === 95;
}
function pushWord(w, out3, stem) {
  if (w.length < 2 || STOPWORDS.has(w)) return;
  out3.push(stem && STEM_PARTS ? stemS(w) : w);
}
function identTokens(raw2, out3) {
  let a = 0;
  let z = raw2.length;
  while (a < z && raw2.charCodeAt(a) === 95) a++;
  while (z > a && raw2.charCodeAt(z - 1) === 95) z--;
  if (a === z) return;
  let parts = 0;
  let s3 = -1;
  for (let i = a; i < z; i++) {
    const c = raw2.charCodeAt(i);
    if (c === 95) {
      if (s3 >= 0) {
        pushWord(raw2.slice(s3, i).toLowerCase(), out3, true);
        parts++;
        s3 = -1;
      }
      continue;
    }
    if (s3 < 0) {
      s3 = i;
      continue;
    }
    const p = raw2.charCodeAt(i - 1);
    if (isLower(c) && isUpper(p) && i - 1 > s3 && isUpper(raw2.charCodeAt(i - 2))) {
      pushWord(raw2.slice(s3, i - 1).toLowerCase(), out3, true);
      parts++;
      s3 = i - 1;
    } else if (isUpper(c) && !isUpper(p) || isDigit(c) !== isDigit(p)) {
      pushWord(raw2.slice(s3, i).toLowerCase(), out3, true);
      parts++;
      s3 = i;
    }
  }
  if (s3 >= 0) {
    pushWord(raw2.slice(s3, z).toLowerCase(), out3, true);
    parts++;
  }
  if (parts > 1) {
    const whole = raw2.slice(a, z).toLowerCase();
    if (!STOPWORDS.has(whole)) out3.push(whole);
  }
}
function tokenizeCode(text3) {
  const out3 = [];
  const n3 = text3.length;
  let i = 0;
  while (i < n3) {
    if (!isIdentChar(text3.charCodeAt(i))) {
      i++;
      continue;
    }
    const s3 = i;
    while (i < n3 && isIdentChar(text3.charCodeAt(i))) i++;
    identTokens(text3.slice(s3, i), out3);
  }
  return out3;
}
function tokenizeQuery(text3) {
  const out3 = [];
  const buf = [];
  const n3 = text3.length;
  let i = 0;
  while (i < n3) {
    if (!isIdentChar(text3.charCodeAt(i))) {
      i++;
      continue;
    }
    const s3 = i;
    let code = false;
    while (i < n3 && isIdentChar(text3.charCodeAt(i))) {
      const c = text3.charCodeAt(i);
      if (i > s3 && (isUpper(c) || c === 95 && i + 1 < n3 && isIdentChar(text3.charCodeAt(i + 1)) && text3.charCodeAt(i + 1) !== 95)) code = true;
      i++;
    }
    if (!code && (s3 > 1 && text3.charCodeAt(s3 - 1) === 46 && isIdentChar(text3.charCodeAt(s3 - 2)) || i + 1 < n3 && text3.charCodeAt(i) === 46 && isIdentChar(text3.charCodeAt(i + 1)))) code = true;
    buf.length = 0;
    identTokens(text3.slice(s3, i), buf);
    for (const term of buf) out3.push({ term, code });
  }
  return out3;
}
function compoundTerms(text3) {
  const out3 = [];
  const re = /(?<!\w|\w\.)([A-Za-z]{2,})[ -](?=([A-Za-z]{2,})(?!\w|\.\w))/g;
  for (let m = re.exec(text3); m; m = re.exec(text3)) {
    const a = m[1].toLowerCase();
    const b = m[2].toLowerCase();
    if (STOPWORDS.has(a) || STOPWORDS.has(b)) continue;
    out3.push(stemS(a + b));
  }
  return out3;
}
function queryTermCounts(text3) {
  const agg = /* @__PURE__ */ new Map();
  for (const { term, code } of tokenizeQuery(text3)) {
    const a = agg.get(term);
    if (a) {
      a.qtf++;
      a.code ||= code;
    } else agg.set(term, { qtf: 1, code });
  }
  for (const term of compoundTerms(text3)) {
    const a = agg.get(term);
    if (a) a.qtf++;
    else agg.set(term, { qtf: 1, code: false });
  }
  return agg;
}

// src/rank/fields.ts
var F_PATH = 0;
var F_DEFS = 1;
var F_DOC = 2;
var F_BODY = 3;
var NF = 4;
var FIELD_NAMES = ["path", "defs", "doc", "body"];
var IDENT2 = new Uint8Array(256);
for (let c = 0; c < 256; c++) IDENT2[c] = isIdentChar(c) ? 1 : 0;
function scanRange(text3, s3, e, field, sink) {
  let i = s3;
  while (i < e) {
    if (!IDENT2[text3[i]]) {
      i++;
      continue;
    }
    const a = i;
    while (i < e && IDENT2[text3[i]]) i++;
    sink.run(field, a, i);
  }
}
function isPyPrefix(text3, s3, e) {
  if (e - s3 > 2) return false;
  for (let i = s3; i < e; i++) {
    const c = text3[i] | 32;
    if (c !== 114 && c !== 98 && c !== 117 && c !== 102) return false;
  }
  return true;
}
function scanPython(text3, sink) {
  const n3 = text3.length;
  let i = 0;
  while (i < n3) {
    const c = text3[i];
    if (IDENT2[c]) {
      const s3 = i;
      while (i < n3 && IDENT2[text3[i]]) i++;
      const q = i < n3 ? text3[i] : 0;
      if ((q === 34 || q === 39) && isPyPrefix(text3, s3, i)) continue;
      sink.run(F_BODY, s3, i);
      continue;
    }
    if (c === 35) {
      i++;
      while (i < n3) {
        const d = text3[i];
        if (IDENT2[d]) {
          const s3 = i;
          while (i < n3 && IDENT2[text3[i]]) i++;
          sink.run(F_DOC, s3, i);
          continue;
        }
        if (d === 10) break;
        i++;
      }
      continue;
    }
    if (c === 34 || c === 39) {
      const triple = i + 2 < n3 && text3[i + 1] === c && text3[i + 2] === c;
      const field = triple ? F_DOC : F_BODY;
      i += triple ? 3 : 1;
      while (i < n3) {
        const d = text3[i];
        if (IDENT2[d]) {
          const s3 = i;
          while (i < n3 && IDENT2[text3[i]]) i++;
          sink.run(field, s3, i);
          continue;
        }
        if (d === 92) {
          i += 2;
          continue;
        }
        if (d === c) {
          if (!triple) {
            i++;
            break;
          }
          if (i + 2 < n3 && text3[i + 1] === c && text3[i + 2] === c) {
            i += 3;
            break;
          }
        } else if (d === 10 && !triple) break;
        i++;
      }
      continue;
    }
    i++;
  }
}
function indexOf2(text3, a, b, from) {
  for (let i = text3.indexOf(a, from); i >= 0; i = text3.indexOf(a, i + 1)) if (text3[i + 1] === b) return i;
  return -1;
}
function scanJs(text3, sink) {
  const n3 = text3.length;
  let i = 0;
  while (i < n3) {
    const c = text3[i];
    if (IDENT2[c]) {
      const s3 = i;
      while (i < n3 && IDENT2[text3[i]]) i++;
      sink.run(F_BODY, s3, i);
      continue;
    }
    if (c === 47) {
      const d = text3[i + 1];
      if (d === 47) {
        let e = text3.indexOf(10, i);
        if (e < 0) e = n3;
        scanRange(text3, i + 2, e, F_DOC, sink);
        i = e;
        continue;
      }
      if (d === 42) {
        let e = indexOf2(text3, 42, 47, i + 2);
        if (e < 0) e = n3;
        scanRange(text3, i + 2, e, F_DOC, sink);
        i = e + 2;
        continue;
      }
    }
    if (c === 34 || c === 39 || c === 96) {
      let j = i + 1;
      while (j < n3) {
        const d = text3[j];
        if (d === 92) {
          j += 2;
          continue;
        }
        if (d === c || d === 10 && c !== 96) break;
        j++;
      }
      scanRange(text3, i + 1, Math.min(j, n3), F_BODY, sink);
      i = j + 1;
      continue;
    }
    i++;
  }
}
function scannerFor(lang) {
  return lang === "python" ? scanPython : lang === "js" || lang === "ts" ? scanJs : void 0;
}

// src/rank/postings.ts
init_sha2();
init_record();
var EMPTY = Buffer.alloc(0);
var UNMATCHED_HASH = "unmatched";
var UNMAPPED = 4294967295;
var BYTES_PER_DISTINCT_RUN = 200;
var MAX_PRESIZED_RUNS = 1 << 19;
var FNV_OFFSET = 2166136261 | 0;
var FNV_PRIME = 16777619;
var ForwardBuilder = class {
  terms;
  ttable;
  tmask;
  // Run table, 4 ints per slot: FNV-1a hash, a second (polynomial) hash, length, run index + 1 (0 = empty). One
  // cache line per probe and no key bytes: two independent 32-bit hashes plus the length stand for the run (a
  // collision among sympy's 100k distinct runs has odds of about 1 in 10^9, and would only mix two words' counts).
  table;
  mask;
  nRuns = 0;
  // Per run: start of its term ids in idPool, and their count.
  runIds;
  // Per run and field, its occurrences in the current file, and the runs this file touched: a file's occurrences of
  // one run (an identifier used 40 times) are expanded into term counts once, at the end of the file, instead of
  // once per occurrence.
  runCnt;
  runMark;
  touchedRuns;
  nTouchedRuns = 0;
  idPool;
  idLen = 0;
  // Per-file counts, indexed by termId * NF + field, and the terms this file touched.
  counts;
  mark;
  touched;
  nTouched = 0;
  fileSeq = 0;
  curLens = new Uint32Array(NF);
  tmp = [];
  buf = EMPTY;
  // recordFirstUse(): per file, its term ids in the order of first use (endFile sorts `touched`, so kept before).
  firstUse;
  firstUseStarts = [0];
  paths = [];
  hashes = [];
  starts = [0];
  lensOut = [];
  entKey;
  entTf;
  nEnt = 0;
  /**
   * `expectedEntries` sizes the entry arrays; `expectedBytes`, the source bytes about to be tokenized, sizes the run
   * and term tables, which otherwise grow by doubling (rehashing every slot each time: ~40 ms of a cold sympy build).
   * Both are hints: the tables still grow past them, and sizes never change what the builder produces.
   */
  constructor(terms = [], expectedEntries = 1 << 16, expectedBytes = 0) {
    this.terms = terms;
    const runsHint = Math.min(expectedBytes / BYTES_PER_DISTINCT_RUN, MAX_PRESIZED_RUNS) | 0;
    this.ttable = new Int32Array(tableSize(Math.max(terms.length, runsHint)) * 2);
    this.tmask = this.ttable.length - 1;
    for (let id = 0; id < terms.length; id++) {
      let slot5 = fnvStr(terms[id]) & this.tmask;
      while (this.ttable[slot5] !== 0) slot5 = slot5 + 1 & this.tmask;
      this.ttable[slot5] = id + 1;
    }
    const cap = Math.max(1024, terms.length * 2, runsHint);
    this.counts = new Uint32Array(cap * NF);
    this.mark = new Int32Array(cap).fill(-1);
    this.touched = new Uint32Array(cap);
    this.entKey = new Uint32Array(expectedEntries);
    this.entTf = new Uint16Array(expectedEntries);
    const slots2 = Math.max(1 << 16, tableSize(runsHint));
    this.table = new Int32Array(4 * slots2);
    this.mask = slots2 - 1;
    const runCap = Math.max(1 << 14, runsHint);
    this.runIds = new Int32Array(2 * runCap);
    this.idPool = new Uint32Array(Math.max(1 << 16, 2 * runCap));
    this.runCnt = new Int32Array(runCap * NF);
    this.runMark = new Int32Array(runCap).fill(-1);
    this.touchedRuns = new Int32Array(runCap);
  }
  /**
   * Returns nothing; from now on, keeps per file the order in which it first used its terms, for part() (a helper
   * thread's builder: the receiving builder then numbers new terms exactly as it would have tokenizing the file).
   */
  recordFirstUse() {
    this.firstUse = [];
  }
  /** Returns the id of term `t`, adding it to the dictionary when new. */
  internTerm(t) {
    return this.termId(t);
  }
  /**
   * Appends file `i` of `part`, a Forward built by another builder (another thread's), whose term ids map to this
   * builder's through `remap` (from internTerm). Entries are re-sorted by key: ids in another order than the part's.
   * When the part holds its files' first-use orders, `remap` may start all UNMAPPED: this file's terms not mapped yet
   * are interned here in the order the file first used them, which is the order, and so are the ids, that tokenizing
   * the file here would have given them (files appended in order; the index is then byte-identical to one thread's).
   */
  appendRemapped(part, i, remap) {
    const { order, orderStart } = part;
    if (order && orderStart) {
      for (let j = orderStart[i]; j < orderStart[i + 1]; j++) {
        const t = order[j];
        if (remap[t] === UNMAPPED) remap[t] = this.termId(part.terms[t]);
      }
    }
    const a = part.fileStart[i];
    const b = part.fileStart[i + 1];
    const n3 = b - a;
    this.reserve(n3);
    const tmp = new Float64Array(n3);
    for (let e = 0; e < n3; e++) {
      const key = part.entKey[a + e];
      const t = key / NF | 0;
      tmp[e] = (remap[t] * NF + (key - t * NF)) * 65536 + part.entTf[a + e];
    }
    tmp.sort();
    for (let e = 0; e < n3; e++) {
      const v = tmp[e];
      const key = Math.floor(v / 65536);
      this.entKey[this.nEnt] = key;
      this.entTf[this.nEnt++] = v - key * 65536;
    }
    this.endCopied(part, i);
  }
  /** Returns what this builder holds so far, without the lookup tables of finish() (to send to another thread). */
  part() {
    return {
      terms: this.terms,
      paths: this.paths,
      hashes: this.hashes,
      fileStart: Uint32Array.from(this.starts),
      lens: Uint32Array.from(this.lensOut),
      entKey: this.entKey.slice(0, this.nEnt),
      entTf: this.entTf.slice(0, this.nEnt),
      ...this.firstUse ? { order: Uint32Array.from(this.firstUse), orderStart: Uint32Array.from(this.firstUseStarts) } : {}
    };
  }
  // The term dictionary is an open-addressing table of ids keyed by fnvStr, compared with `===`: a Map lookup of the
  // freshly built token strings cost ~10% of a cold build (sympy), this ~3%.
  termId(t) {
    const terms = this.terms;
    let slot5 = fnvStr(t) & this.tmask;
    for (; ; ) {
      const r = this.ttable[slot5] - 1;
      if (r < 0) break;
      if (terms[r] === t) return r;
      slot5 = slot5 + 1 & this.tmask;
    }
    const id = terms.length;
    terms.push(t);
    this.ttable[slot5] = id + 1;
    if (terms.length * 2 > this.ttable.length) this.growTermTable();
    if (id >= this.mark.length) this.growTerms();
    return id;
  }
  growTermTable() {
    const t = new Int32Array(this.ttable.length * 2);
    const mask = t.length - 1;
    const terms = this.terms;
    for (let id = 0; id < terms.length; id++) {
      let slot5 = fnvStr(terms[id]) & mask;
      while (t[slot5] !== 0) slot5 = slot5 + 1 & mask;
      t[slot5] = id + 1;
    }
    this.ttable = t;
    this.tmask = mask;
  }
  growTerms() {
    const cap = this.mark.length * 2;
    const counts2 = new Uint32Array(cap * NF);
    counts2.set(this.counts);
    this.counts = counts2;
    const mark = new Int32Array(cap).fill(-1);
    mark.set(this.mark);
    this.mark = mark;
    const touched = new Uint32Array(cap);
    touched.set(this.touched);
    this.touched = touched;
  }
  /** Counts the tokens of the identifier run `buf[s, e)` of the current file in `field`. */
  run(field, s3, e) {
    const buf = this.buf;
    let h = FNV_OFFSET;
    let g = e - s3;
    for (let i = s3; i < e; i++) {
      const c = buf[i];
      h = Math.imul(h ^ c, FNV_PRIME);
      g = Math.imul(g, 31) + c | 0;
    }
    const table = this.table;
    let slot5 = h & this.mask;
    let r;
    for (; ; ) {
      const at = slot5 << 2;
      r = table[at + 3] - 1;
      if (r < 0) {
        r = this.addRun(at, h, g, s3, e);
        break;
      }
      if (table[at] === h && table[at + 1] === g && table[at + 2] === e - s3) break;
      slot5 = slot5 + 1 & this.mask;
    }
    if (this.runIds[2 * r + 1] === 0) return;
    this.runCnt[r * NF + field]++;
    if (this.runMark[r] !== this.fileSeq) {
      this.runMark[r] = this.fileSeq;
      this.touchedRuns[this.nTouchedRuns++] = r;
    }
  }
  // Expands the current file's run counts into term counts and field lengths (order does not matter: endFile sorts).
  flushRuns() {
    const pool2 = this.idPool;
    const runIds = this.runIds;
    const runCnt = this.runCnt;
    const counts2 = this.counts;
    const mark = this.mark;
    const seq = this.fileSeq;
    for (let j = 0; j < this.nTouchedRuns; j++) {
      const r = this.touchedRuns[j];
      const a = runIds[2 * r];
      const end = a + runIds[2 * r + 1];
      for (let fld = 0; fld < NF; fld++) {
        const c = runCnt[r * NF + fld];
        if (c === 0) continue;
        runCnt[r * NF + fld] = 0;
        this.curLens[fld] += (end - a) * c;
        for (let k = a; k < end; k++) {
          const id = pool2[k];
          counts2[id * NF + fld] += c;
          if (mark[id] !== seq) {
            mark[id] = seq;
            this.touched[this.nTouched++] = id;
          }
        }
      }
    }
    this.nTouchedRuns = 0;
  }
  // First sight of a run: split it once and keep its term ids (runs are ASCII, so latin1 decoding is exact).
  addRun(at, h, g, s3, e) {
    const r = this.nRuns++;
    if (2 * r + 1 >= this.runIds.length) {
      const a = new Int32Array(this.runIds.length * 2);
      a.set(this.runIds);
      this.runIds = a;
    }
    if (r >= this.runMark.length) {
      const cap = this.runMark.length * 2;
      const c = new Int32Array(cap * NF);
      c.set(this.runCnt);
      this.runCnt = c;
      const m = new Int32Array(cap).fill(-1);
      m.set(this.runMark);
      this.runMark = m;
      const t = new Int32Array(cap);
      t.set(this.touchedRuns);
      this.touchedRuns = t;
    }
    const tmp = this.tmp;
    tmp.length = 0;
    identTokens(this.buf.toString("latin1", s3, e), tmp);
    if (this.idLen + tmp.length > this.idPool.length) {
      const p = new Uint32Array(this.idPool.length * 2 + tmp.length);
      p.set(this.idPool);
      this.idPool = p;
    }
    this.runIds[2 * r] = this.idLen;
    this.runIds[2 * r + 1] = tmp.length;
    for (let k = 0; k < tmp.length; k++) this.idPool[this.idLen++] = this.termId(tmp[k]);
    const table = this.table;
    table[at] = h;
    table[at + 1] = g;
    table[at + 2] = e - s3;
    table[at + 3] = r + 1;
    if (this.nRuns * 2 > this.mask) this.growTable();
    return r;
  }
  growTable() {
    const old = this.table;
    const size = (this.mask + 1) * 2;
    const t = new Int32Array(size * 4);
    const mask = size - 1;
    for (let at = 0; at < old.length; at += 4) {
      if (old[at + 3] === 0) continue;
      let slot5 = old[at] & mask;
      while (t[(slot5 << 2) + 3] !== 0) slot5 = slot5 + 1 & mask;
      t.set(old.subarray(at, at + 4), slot5 << 2);
    }
    this.table = t;
    this.mask = mask;
  }
  addWords(field, text3) {
    const b = Buffer.from(text3, "latin1");
    this.buf = b;
    scanRange(b, 0, b.length, field, this);
  }
  // The names of a record's undecoded defs blob (JSON whose only strings are the names), scanned in place: the same
  // runs, in the same order, as scanning each decoded name, without a Def object and a Buffer per definition. Names
  // with an escape or a non-ASCII byte (a name's latin1 bytes are then not its UTF-8 bytes) go the decoded way.
  addDefsJson(f) {
    const blob = undecodedDefsBytes(f);
    if (!blob) return false;
    const { chunk, start: start2, end } = blob;
    for (let i = start2; i < end; i++) {
      const c = chunk[i];
      if (c === 92 || c >= 128) return false;
    }
    this.buf = chunk;
    for (let i = start2; i < end; i++) {
      if (chunk[i] !== 34) continue;
      let j = i + 1;
      while (j < end && chunk[j] !== 34) j++;
      scanRange(chunk, i + 1, j, F_DEFS, this);
      i = j;
    }
    return true;
  }
  /**
   * Tokenizes one file: its path (without extension), its definitions' names, and its bytes if it is source. With
   * `checked` (bytes read from disk for a file whose body is indexed), the file is recorded with its hash only when
   * `bytes` are the content that hash names, else with UNMATCHED_HASH: a cache must never pair a hash with the words
   * of other content (a build that read the tree after it changed, e.g. the background build of background.ts).
   */
  addFile(f, bytes2, checked2 = false) {
    const dot = f.path.lastIndexOf(".");
    const slash = f.path.lastIndexOf("/");
    this.addWords(F_PATH, dot > slash ? f.path.slice(0, dot) : f.path);
    const scan = scannerFor(f.lang);
    if (scan) {
      if ("defNames" in f) this.addWords(F_DEFS, f.defNames);
      else if (!this.addDefsJson(f)) for (const d of f.defs) this.addWords(F_DEFS, d.name);
    }
    if (scan && bytes2 !== void 0) {
      this.buf = bytes2;
      scan(bytes2, this);
    }
    this.buf = EMPTY;
    this.endFile(f, checked2 && (bytes2 === void 0 || sha1Hex(bytes2) !== f.hash) ? UNMATCHED_HASH : f.hash);
  }
  endFile(f, hash2) {
    this.flushRuns();
    if (this.firstUse) {
      for (let k = 0; k < this.nTouched; k++) this.firstUse.push(this.touched[k]);
      this.firstUseStarts.push(this.firstUse.length);
    }
    const ids = this.touched.subarray(0, this.nTouched).sort();
    this.reserve(ids.length * NF);
    const counts2 = this.counts;
    for (let k = 0; k < ids.length; k++) {
      const base = ids[k] * NF;
      for (let fld = 0; fld < NF; fld++) {
        const c = counts2[base + fld];
        if (c === 0) continue;
        counts2[base + fld] = 0;
        this.entKey[this.nEnt] = base + fld;
        this.entTf[this.nEnt++] = c > 65535 ? 65535 : c;
      }
    }
    this.nTouched = 0;
    this.fileSeq++;
    for (let fld = 0; fld < NF; fld++) {
      this.lensOut.push(this.curLens[fld]);
      this.curLens[fld] = 0;
    }
    this.starts.push(this.nEnt);
    this.paths.push(f.path);
    this.hashes.push(hash2);
  }
  /** Copies file `i` of `old` (built over the same term ids) unchanged. */
  copyFile(old, i) {
    const a = old.fileStart[i];
    const b = old.fileStart[i + 1];
    this.reserve(b - a);
    this.entKey.set(old.entKey.subarray(a, b), this.nEnt);
    this.entTf.set(old.entTf.subarray(a, b), this.nEnt);
    this.nEnt += b - a;
    this.endCopied(old, i);
  }
  /** Closes a file whose entries were copied from file `i` of `src`: its field lengths, path and hash. */
  endCopied(src, i) {
    for (let fld = 0; fld < NF; fld++) this.lensOut.push(src.lens[i * NF + fld]);
    this.starts.push(this.nEnt);
    this.paths.push(src.paths[i]);
    this.hashes.push(src.hashes[i]);
  }
  reserve(extra) {
    if (this.nEnt + extra <= this.entKey.length) return;
    const cap = Math.max(this.entKey.length * 2, this.nEnt + extra);
    const k = new Uint32Array(cap);
    k.set(this.entKey.subarray(0, this.nEnt));
    this.entKey = k;
    const t = new Uint16Array(cap);
    t.set(this.entTf.subarray(0, this.nEnt));
    this.entTf = t;
  }
  /** Returns the finished Forward (the builder must not be used afterwards). */
  finish() {
    const entKey = this.entKey.subarray(0, this.nEnt);
    const fileStart = Uint32Array.from(this.starts);
    const terms = this.terms;
    const nTerms = terms.length;
    const { termBlob, termOff, termTable } = termDictionary(terms);
    const df = new Uint32Array(nTerms);
    for (let f = 0; f + 1 < fileStart.length; f++) {
      let prev = -1;
      for (let e = fileStart[f], end = fileStart[f + 1]; e < end; e++) {
        const t = entKey[e] / NF | 0;
        if (t !== prev) {
          df[t]++;
          prev = t;
        }
      }
    }
    return {
      terms,
      nTerms,
      termBlob,
      termOff,
      termTable,
      df,
      paths: this.paths,
      hashes: this.hashes,
      fileStart,
      lens: Uint32Array.from(this.lensOut),
      entKey,
      entTf: this.entTf.subarray(0, this.nEnt)
    };
  }
};
function termDictionary(terms) {
  const nTerms = terms.length;
  const termBlob = Buffer.from(terms.join(""), "latin1");
  const termOff = new Uint32Array(nTerms + 1);
  for (let t = 0; t < nTerms; t++) termOff[t + 1] = termOff[t] + terms[t].length;
  const termTable = new Int32Array(tableSize(nTerms));
  const mask = termTable.length - 1;
  for (let t = 0; t < nTerms; t++) {
    let slot5 = fnvStr(terms[t]) & mask;
    while (termTable[slot5] !== 0) slot5 = slot5 + 1 & mask;
    termTable[slot5] = t + 1;
  }
  return { termBlob, termOff, termTable };
}
function tableSize(n3) {
  let size = 1024;
  while (size < n3 * 2) size *= 2;
  return size;
}
function fnvStr(t) {
  let h = FNV_OFFSET;
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
  return h;
}
function findEntry(fw, file, key) {
  const { fileStart, entKey } = fw;
  let lo = fileStart[file];
  const end = fileStart[file + 1];
  let hi = end;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (entKey[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < end && entKey[lo] === key ? lo : -1;
}
function lookupTerm(fw, term) {
  const { termTable, termBlob, termOff } = fw;
  const mask = termTable.length - 1;
  for (let slot5 = fnvStr(term) & mask; ; slot5 = slot5 + 1 & mask) {
    const r = termTable[slot5] - 1;
    if (r < 0) return void 0;
    const a = termOff[r];
    if (termOff[r + 1] - a !== term.length) continue;
    let i = 0;
    while (i < term.length && termBlob[a + i] === term.charCodeAt(i)) i++;
    if (i === term.length) return r;
  }
}
function termsOf(fw) {
  if (!fw.terms) {
    const all = Buffer.from(fw.termBlob.buffer, fw.termBlob.byteOffset, fw.termBlob.byteLength).toString("latin1");
    const out3 = new Array(fw.nTerms);
    for (let t = 0; t < fw.nTerms; t++) out3[t] = all.slice(fw.termOff[t], fw.termOff[t + 1]);
    fw.terms = out3;
  }
  return fw.terms;
}

// src/rank/cache.ts
var LEXICAL_FORMAT = 3;
var MAGIC3 = 1481395011;
function operatorHash() {
  return (0, import_node_crypto12.createHash)("sha1").update(JSON.stringify({ TOKENIZER_VERSION, LEXICAL_FORMAT, STEM_PARTS, TEST_BODIES, NF, stop: [...STOPWORDS] })).digest("hex").slice(0, 12);
}
function lexicalCachePath(root, op = operatorHash()) {
  return (0, import_node_path31.join)(cacheDir("lexical"), `${(0, import_node_crypto12.createHash)("sha1").update(root).digest("hex").slice(0, 16)}.${op}.bin`);
}
var pad4 = (n3) => n3 + 3 & ~3;
function writeLexicalCache(file, root, op, fw) {
  const header = { root, op, nTerms: fw.nTerms, nEnt: fw.entKey.length, termsBytes: fw.termBlob.length, paths: fw.paths, hashes: fw.hashes };
  const hb = Buffer.from(JSON.stringify(header), "utf8");
  const pre = Buffer.alloc(12);
  pre.writeUInt32LE(MAGIC3, 0);
  pre.writeUInt32LE(LEXICAL_FORMAT, 4);
  pre.writeUInt32LE(hb.length, 8);
  const zeros = Buffer.alloc(4);
  writeFileAtomicWith(file, (fd) => {
    let pos = 0;
    const put = (b) => {
      (0, import_node_fs28.writeSync)(fd, b, 0, b.length, pos);
      pos += b.length;
    };
    const align = () => {
      const p = pad4(pos) - pos;
      if (p) put(zeros.subarray(0, p));
    };
    const arr = (a) => put(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
    put(pre);
    put(hb);
    align();
    put(fw.termBlob);
    align();
    arr(fw.termOff);
    arr(fw.termTable);
    arr(fw.df);
    arr(fw.fileStart);
    arr(fw.lens);
    arr(fw.entKey);
    arr(fw.entTf);
  });
}
function readLexicalCache(file, root, op) {
  let buf;
  try {
    buf = (0, import_node_fs28.readFileSync)(file);
  } catch {
    return void 0;
  }
  try {
    if (buf.length < 12 || buf.readUInt32LE(0) !== MAGIC3 || buf.readUInt32LE(4) !== LEXICAL_FORMAT) return void 0;
    if (buf.byteOffset % 4) buf = Buffer.from(buf);
    const hLen = buf.readUInt32LE(8);
    const h = JSON.parse(buf.toString("utf8", 12, 12 + hLen));
    if (h.root !== root || h.op !== op) return void 0;
    let pos = pad4(12 + hLen);
    const nFiles = h.paths.length;
    const tSize = tableSize(h.nTerms);
    const need = pad4(pos + h.termsBytes) + 4 * (h.nTerms + 1 + tSize + h.nTerms) + 4 * (nFiles + 1) + 4 * nFiles * NF + 6 * h.nEnt;
    if (buf.length < need) return void 0;
    const ab = buf.buffer;
    const termBlob = new Uint8Array(ab, buf.byteOffset + pos, h.termsBytes);
    pos = buf.byteOffset + pad4(pos + h.termsBytes);
    const u32 = (n3) => {
      const a = new Uint32Array(ab, pos, n3);
      pos += 4 * n3;
      return a;
    };
    const termOff = u32(h.nTerms + 1);
    const termTable = new Int32Array(ab, pos, tSize);
    pos += 4 * tSize;
    const df = u32(h.nTerms);
    const fileStart = u32(nFiles + 1);
    const lens = u32(nFiles * NF);
    const entKey = u32(h.nEnt);
    const entTf = new Uint16Array(ab, pos, h.nEnt);
    if (fileStart[nFiles] !== h.nEnt || termOff[h.nTerms] !== h.termsBytes) return void 0;
    return { terms: void 0, nTerms: h.nTerms, termBlob, termOff, termTable, df, paths: h.paths, hashes: h.hashes, fileStart, lens, entKey, entTf };
  } catch {
    return void 0;
  }
}

// src/rank/options.ts
var RANK_LIMIT = 20;
var DOC_WEIGHT = 1;
var DEF_IDF = 0;
var PASSAGES_PER_FILE = 3;
var PASSAGE_HALF = 4;
var HELPER_MIN_BYTES2 = 6 << 20;
function resolveRankLimit(limit) {
  return limit ?? RANK_LIMIT;
}
function resolveDocWeight(given) {
  return given ?? DOC_WEIGHT;
}
function resolveDefIdf(given) {
  return given ?? DEF_IDF;
}
function resolvePassageShape(perFile, half) {
  return { perFile: perFile ?? PASSAGES_PER_FILE, half: half ?? PASSAGE_HALF };
}
function resolveHelperMinBytes(given) {
  return given ?? HELPER_MIN_BYTES2;
}
function resolveReader(given, abs) {
  return given ?? ((p) => {
    try {
      return (0, import_node_fs29.readFileSync)(abs(p), "utf8");
    } catch {
      return void 0;
    }
  });
}
function resolveCacheFile(given, root, op) {
  return given ?? lexicalCachePath(root, op);
}
function givenOrMade(given, make) {
  return given ?? make();
}

// src/rank/load.ts
var import_node_fs33 = require("node:fs");
var import_node_path33 = require("node:path");

// src/rank/fieldnorm.ts
var NUM_FREE_VALUES = 24;
function int4ToLong(i) {
  const bits = i & 7;
  const shift = (i >>> 3) - 1;
  return shift === -1 ? bits : (bits | 8) * 2 ** shift;
}
var FIELDNORM_TO_LEN = (() => {
  const t = new Float64Array(256);
  for (let b = 0; b < 256; b++) t[b] = b < NUM_FREE_VALUES ? b : NUM_FREE_VALUES + int4ToLong(b - NUM_FREE_VALUES);
  return t;
})();
function lenToFieldnorm(len) {
  if (len < NUM_FREE_VALUES) return len;
  let lo = NUM_FREE_VALUES;
  let hi = 255;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (FIELDNORM_TO_LEN[mid] <= len) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// src/rank/lexical.ts
function makeLexical(root, fw, read, stats) {
  const nFiles = fw.paths.length;
  const fieldnorm = new Uint8Array(nFiles * NF);
  const sum = new Float64Array(NF);
  const nonEmpty = new Float64Array(NF);
  for (let i = 0; i < nFiles * NF; i++) {
    const len = fw.lens[i];
    fieldnorm[i] = lenToFieldnorm(len);
    sum[i % NF] += FIELDNORM_TO_LEN[fieldnorm[i]];
    if (len > 0) nonEmpty[i % NF]++;
  }
  const avgLen = new Float64Array(NF);
  for (let f = 0; f < NF; f++) avgLen[f] = nonEmpty[f] ? Math.max(1, sum[f] / nonEmpty[f]) : 1;
  return {
    stats,
    root,
    fw,
    fieldnorm,
    avgLen,
    read,
    termId: (term) => lookupTerm(fw, term)
  };
}
function filesDefining(lx, name) {
  const toks = [];
  identTokens(name, toks);
  if (!toks.length) return void 0;
  const keys = [];
  lx.prepare?.([...new Set(toks)], "defs");
  for (const t of new Set(toks)) {
    const id = lx.termId(t);
    if (id === void 0) return [];
    keys.push(id * NF + F_DEFS);
  }
  const { fileStart } = lx.fw;
  const out3 = [];
  for (let file = 0; file + 1 < fileStart.length; file++) {
    if (fileStart[file] !== fileStart[file + 1] && keys.every((key) => findEntry(lx.fw, file, key) >= 0)) out3.push(file);
  }
  return out3;
}

// src/rank/helper.ts
var import_node_fs30 = require("node:fs");
var import_node_os7 = require("node:os");
init_node_module();
var import_node_url7 = require("node:url");

// src/rank/helper-protocol.ts
var CHUNK2 = 16;
function makeCounters(n3) {
  const c = new BigInt64Array(new SharedArrayBuffer(8));
  c[0] = BigInt(n3) << 32n;
  return c;
}
function takeChunk(c, fromBack) {
  for (; ; ) {
    const v = Atomics.load(c, 0);
    const front = Number(v & 0xffffffffn);
    const back = Number(v >> 32n);
    if (front >= back) return null;
    const next = fromBack ? Math.max(front, back - CHUNK2) : Math.min(back, front + CHUNK2);
    const nv = fromBack ? BigInt(next) << 32n | BigInt(front) : BigInt(back) << 32n | BigInt(next);
    if (Atomics.compareExchange(c, 0, v, nv) === v) return fromBack ? [next, back] : [front, next];
  }
}

// src/rank/helper.ts
init_spare_core();
init_env();
var BUNDLE2 = (0, import_node_url7.fileURLToPath)(new URL("../workers/lexical-helper.bundle.cjs", __ckImportMetaUrl));
var HELPER_MIN_CORES = 3;
function helperAvailable(minCores = HELPER_MIN_CORES) {
  const mode = resolveLexicalHelperMode();
  if (mode === "off" || !(0, import_node_fs30.existsSync)(BUNDLE2)) return false;
  return mode === "on" ? (0, import_node_os7.availableParallelism)() > 1 : (0, import_node_os7.availableParallelism)() >= minCores && spareCore();
}
function startLexicalHelper(bundle = BUNDLE2) {
  try {
    const wt = createRequire(__ckImportMetaUrl)("node:worker_threads");
    const worker = new wt.Worker(bundle, { stdout: true, stderr: true, env: wt.SHARE_ENV, trackUnmanagedFds: false });
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
async function buildWithHelper(b, files, read, opts = {}) {
  const checked2 = (f) => opts.checked === true && f.abs !== void 0;
  const n3 = files.length;
  const counters = makeCounters(n3);
  const h = givenOrMade(opts.helper, () => startLexicalHelper(opts.bundle));
  const worker = h && !h.exited ? h.worker : void 0;
  let reply;
  let done = Promise.resolve();
  if (worker) {
    done = new Promise((resolve7) => {
      worker.once("message", (m) => {
        reply = m;
        resolve7();
      });
      worker.once("exit", () => resolve7());
      worker.once("error", () => resolve7());
    });
    worker.ref();
    try {
      worker.postMessage({ files, counters: counters.buffer });
    } catch {
      done = Promise.resolve();
    }
  }
  const helperFirst = opts.helperFirst;
  if (helperFirst && worker) {
    for (let waited = 0; waited < 5e3 && Atomics.load(counters, 0) >> 32n === BigInt(n3); waited += 5) await new Promise((r2) => setTimeout(r2, 5));
  }
  let mine = 0;
  for (let c = takeChunk(counters, false); c !== null; c = takeChunk(counters, false)) {
    for (let k = c[0]; k < c[1]; k++) b.addFile(files[k], read(files[k]), checked2(files[k]));
    mine = c[1];
  }
  await done;
  h?.stop();
  const got = /* @__PURE__ */ new Map();
  const r = reply;
  let remap;
  if (r) {
    r.files.forEach((k, i) => got.set(k, i));
    remap = new Uint32Array(r.part.terms.length);
    if (r.part.order) remap.fill(UNMAPPED);
    else for (let t = 0; t < remap.length; t++) remap[t] = b.internTerm(r.part.terms[t]);
  }
  for (let k = mine; k < n3; k++) {
    const i = got.get(k);
    if (r && remap && i !== void 0) b.appendRemapped(r.part, i, remap);
    else b.addFile(files[k], read(files[k]), checked2(files[k]));
  }
  return { helped: got.size };
}

// src/rank/expected.ts
var expected = /* @__PURE__ */ new WeakMap();
function expectLexicalQuery(index, text3) {
  const l = expected.get(index);
  if (l) l.push(text3);
  else expected.set(index, [text3]);
}
function expectedTerms(index) {
  const l = expected.get(index);
  return l ? [...new Set(l.flatMap(queryTermStrings))] : void 0;
}
function queryTermStrings(text3) {
  return [...queryTermCounts(text3).keys()];
}

// src/rank/background.ts
var import_node_fs31 = require("node:fs");
var import_node_path32 = require("node:path");
init_node_module();
var import_node_url8 = require("node:url");
init_record();
init_env();
var BUILDING_MS = 12e4;
var MAIN = (0, import_node_url8.fileURLToPath)(new URL("../rank/full-build-main.js", __ckImportMetaUrl));
var buildingMarker = (cacheFile2) => `${cacheFile2}.building`;
var BACKGROUND_DELAY_MS = 1e4;
var scheduled = /* @__PURE__ */ new Set();
function scheduleFullBuild(cacheFile2, root, op, index, abs) {
  if (scheduled.has(cacheFile2) || !resolveEnvConfig().lexicalBackground) return;
  scheduled.add(cacheFile2);
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    process.removeListener("exit", go);
    try {
      startBuild(cacheFile2, root, op, index, abs);
    } catch {
    }
  };
  process.once("exit", go);
  setTimeout(go, BACKGROUND_DELAY_MS).unref();
}
function startBuild(cacheFile2, root, op, index, abs) {
  if (!(0, import_node_fs31.existsSync)(MAIN)) return;
  const marker = buildingMarker(cacheFile2);
  try {
    if (Date.now() - (0, import_node_fs31.statSync)(marker).mtimeMs < BUILDING_MS) return;
    (0, import_node_fs31.rmSync)(marker, { force: true });
  } catch {
  }
  try {
    (0, import_node_fs31.mkdirSync)((0, import_node_path32.dirname)(cacheFile2), { recursive: true });
    (0, import_node_fs31.closeSync)((0, import_node_fs31.openSync)(marker, "wx"));
  } catch {
    return;
  }
  const job = `${cacheFile2}.job`;
  const files = [];
  const blobs = [];
  index.files.forEach((f, i) => {
    const b = undecodedDefsBytes(f);
    const bytes2 = b ? b.chunk.subarray(b.start, b.end) : Buffer.from(f.defs.map((d) => d.name).join("\n"), "utf8");
    files.push({ path: f.path, lang: f.lang, hash: f.hash, abs: abs(i), size: f.size, defs: b ? "json" : "names", len: bytes2.length });
    blobs.push(bytes2);
  });
  const header = Buffer.from(JSON.stringify({ root, op, file: cacheFile2, marker, files }), "utf8");
  const pre = Buffer.alloc(4);
  pre.writeUInt32LE(header.length, 0);
  const fd = (0, import_node_fs31.openSync)(job, "w");
  try {
    (0, import_node_fs31.writeSync)(fd, pre);
    (0, import_node_fs31.writeSync)(fd, header);
    for (const b of blobs) if (b.length) (0, import_node_fs31.writeSync)(fd, b);
  } finally {
    (0, import_node_fs31.closeSync)(fd);
  }
  const require2 = createRequire(__ckImportMetaUrl);
  const { spawn } = require2("node:child_process");
  const { setPriority } = require2("node:os");
  const child = spawn(process.execPath, [MAIN, job], { detached: true, stdio: "ignore" });
  child.on("error", () => {
    (0, import_node_fs31.rmSync)(marker, { force: true });
    (0, import_node_fs31.rmSync)(job, { force: true });
  });
  if (child.pid !== void 0) {
    try {
      setPriority(child.pid, 19);
    } catch {
    }
  }
  child.unref();
}

// src/rank/query-index.ts
init_record();

// src/kernels/termscan.ts
var import_node_fs32 = require("node:fs");
init_wasm();
init_wasm_cache();
var SCAN_WORDS = 0;
var SCAN_PYTHON = 1;
var SCAN_JS = 2;
var SCAN_JSON_STRINGS = 3;
var SCAN_LINES = 4;
var NF2 = 4;
var FNV_OFFSET2 = 2166136261 | 0;
var FNV_PRIME2 = 16777619;
var slot4 = new KernelSlot("termscan");
var TermScan = class {
  /**
   * Starts a pass that counts the terms `asked` (tokens as tokenize.ts makes them) and drops `stopwords`; with
   * `record`, it also keeps the hashes of the path and defs tokens (`hashes`).
   */
  constructor(asked, stopwords, record = false, k = slot4.get()) {
    this.record = record;
    this.k = k;
    this.nAsked = asked.length;
    const words = /* @__PURE__ */ new Map();
    for (const w of stopwords) words.set(w, { stop: 1, asked: -1 });
    asked.forEach((w, i) => {
      const e = words.get(w);
      if (e) e.asked = i;
      else words.set(w, { stop: 0, asked: i });
    });
    const list3 = [...words];
    let slots2 = 64;
    while (slots2 < list3.length * 4) slots2 *= 2;
    const blob = Buffer.from(list3.map(([w]) => w).join(""), "latin1");
    const base = this.k.setup(list3.length, slots2, blob.length, asked.length, record ? 1 : 0);
    const buf = this.k.memory.buffer;
    const table = new Int32Array(buf, base, slots2);
    const off = new Int32Array(buf, base + 4 * slots2, list3.length + 1);
    const stop = new Int32Array(buf, off.byteOffset + 4 * (list3.length + 1), list3.length);
    const ask = new Int32Array(buf, stop.byteOffset + 4 * list3.length, list3.length);
    new Uint8Array(buf, ask.byteOffset + 4 * list3.length, blob.length).set(blob);
    table.fill(0);
    off[0] = 0;
    list3.forEach(([w, e], i) => {
      off[i + 1] = off[i] + w.length;
      stop[i] = e.stop;
      ask[i] = e.asked;
      let h = FNV_OFFSET2;
      for (let j = 0; j < w.length; j++) h = Math.imul(h ^ w.charCodeAt(j), FNV_PRIME2);
      let s3 = h >>> 0 & slots2 - 1;
      while (table[s3] !== 0) s3 = s3 + 1 & slots2 - 1;
      table[s3] = i + 1;
    });
  }
  record;
  k;
  nAsked;
  /** Field lengths of every file ended so far, 4 per file. */
  lens = [];
  /** Entries of every file ended so far: file index, asked * 4 + field, tf. */
  entFile = [];
  entKey = [];
  entTf = [];
  /** With `record`: the FNV-1a hashes of every path and defs token, file after file (`hashStart[i]` where file i's start). */
  hashes = [];
  hashStart = [0];
  /**
   * Returns false when SCAN_JSON_STRINGS refused the text (an escape or a non-ASCII byte: nothing was counted), else
   * true after scanning `bytes[start, end)` of the current file as `mode` (SCAN_*), its words in `field` where the
   * mode has no fields of its own.
   */
  segment(mode, field, bytes2, start2 = 0, end = bytes2.length) {
    const n3 = end - start2;
    if (n3 <= 0) return true;
    const at = this.k.input(n3);
    new Uint8Array(this.k.memory.buffer, at, n3).set(bytes2.subarray(start2, end));
    const r = this.k.scan(mode, field, n3);
    if (r > 0) {
      const h = new Uint32Array(this.k.memory.buffer, this.k.recordPtr(), r);
      for (let i = 0; i < r; i++) this.hashes.push(h[i]);
    }
    return r >= 0;
  }
  /**
   * Returns false when `abs` cannot be read (nothing scanned), else true after scanning its bytes as `mode`, read
   * straight into the kernel's memory (no Buffer per file). `size` is the expected size; a file that grew since is
   * read again, whole.
   */
  segmentFile(mode, field, abs, size) {
    let fd;
    try {
      fd = (0, import_node_fs32.openSync)(abs, "r");
    } catch {
      return false;
    }
    try {
      for (let cap = size + 1; ; cap *= 2) {
        const at = this.k.input(cap);
        const view = new Uint8Array(this.k.memory.buffer, at, cap);
        let n3 = 0;
        for (let r = 1; n3 < cap && r > 0; n3 += r) r = (0, import_node_fs32.readSync)(fd, view, n3, cap - n3, n3);
        if (n3 < cap) {
          if (n3 > 0) this.k.scan(mode, field, n3);
          return true;
        }
      }
    } catch {
      return false;
    } finally {
      (0, import_node_fs32.closeSync)(fd);
    }
  }
  /** Closes the current file, file `file` of the pass's list: reads its entries and field lengths. */
  endFile(file) {
    const n3 = this.k.endFile();
    const buf = this.k.memory.buffer;
    const out3 = new Int32Array(buf, this.k.outPtr(), 2 * n3);
    for (let e = 0; e < n3; e++) {
      this.entFile.push(file);
      this.entKey.push(out3[2 * e]);
      this.entTf.push(out3[2 * e + 1]);
    }
    const lens = new Uint32Array(buf, this.k.lensPtr(), NF2);
    for (let f = 0; f < NF2; f++) this.lens.push(lens[f]);
    this.k.clearLens();
    if (this.record) this.hashStart.push(this.hashes.length);
  }
  /**
   * Returns, for the text `bytes` (UTF-8: identifiers are ASCII, so its lines and runs are those of the string), each
   * line's token count (newlines + 1 lines) and the asked terms' occurrences as (line, asked index) pairs in text order.
   */
  lines(bytes2) {
    const n3 = bytes2.length;
    let nLines = 1;
    for (let i = bytes2.indexOf(10); i >= 0; i = bytes2.indexOf(10, i + 1)) nLines++;
    const at = this.k.input(n3);
    new Uint8Array(this.k.memory.buffer, at, n3).set(bytes2);
    const h = this.k.scan(SCAN_LINES, nLines, n3);
    noteWasmInput(n3);
    const buf = this.k.memory.buffer;
    const out3 = { count: new Uint32Array(buf, this.k.linesPtr(), nLines).slice(), hits: new Int32Array(buf, this.k.hitsPtr(), 2 * h).slice() };
    this.k.endFile();
    this.k.clearLens();
    return out3;
  }
  /** Returns each asked term's first position (-1: never seen), and lets the kernel go. */
  finish() {
    const first = new Float64Array(this.k.memory.buffer, this.k.firstPtr(), this.nAsked).slice();
    slot4.doneWith(this.k);
    return first;
  }
};
function lineScans(asked, stopwords, texts) {
  return slot4.run((k) => {
    const ts = new TermScan(asked, stopwords, false, k);
    const out3 = texts.map((t) => ts.lines(t));
    ts.finish();
    return out3;
  }, () => null);
}

// src/rank/query-index.ts
var QueryForward = class {
  /**
   * Runs the first (whole) pass for `terms`. `body(i)` returns file `i`'s bytes, or the absolute path to read them
   * from, or undefined when only its path and definition names are indexed (a test, an unreadable file). Throws when
   * the kernel is missing or traps.
   */
  constructor(files, body, terms) {
    this.files = files;
    this.body = body;
    this.paths = files.map((f) => f.path);
    this.hashes = files.map((f) => f.hash);
    this.fw = this.build();
    this.pass([...new Set(terms)], "all");
  }
  files;
  body;
  /** The current Forward: every file, the asked terms only. */
  fw;
  full = /* @__PURE__ */ new Map();
  defsOnly = /* @__PURE__ */ new Map();
  asked = /* @__PURE__ */ new Map();
  lens = new Uint32Array(0);
  // From the first pass: the hashes of every path and defs token, per file; a `defs` pass scans only the files
  // that hold an asked term's hash (the others cannot have it in those fields).
  defsHashes = new Uint32Array(0);
  defsStart = new Uint32Array(1);
  paths;
  hashes;
  /** Passes run and their milliseconds (for stats). */
  passes = 0;
  passMs = 0;
  /** Returns true when a pass ran: counts `terms` not yet counted in `scope` (throws as the constructor). */
  ensure(terms, scope) {
    const todo = [];
    for (const t of terms) {
      const s3 = this.asked.get(t);
      if (s3 === "all" || s3 === "defs" && scope === "defs" || todo.includes(t)) continue;
      todo.push(t);
    }
    if (!todo.length) return false;
    this.pass(todo, scope);
    return true;
  }
  // Returns the files whose path or definition names may hold one of `terms` (by the first pass's token hashes).
  candidates(terms) {
    const want = Uint32Array.from(new Set(terms.map((t) => fnvStr(t) >>> 0)));
    const out3 = [];
    const { defsHashes: h, defsStart: st } = this;
    const nw = want.length;
    for (let i = 0; i + 1 < st.length; i++) {
      scan: for (let k = st[i]; k < st[i + 1]; k++) {
        const x = h[k];
        for (let j = 0; j < nw; j++) if (want[j] === x) {
          out3.push(i);
          break scan;
        }
      }
    }
    return out3;
  }
  pass(terms, scope) {
    const t0 = performance.now();
    const whole = scope === "all";
    const first = this.lens.length === 0;
    const ts = new TermScan(terms, STOPWORDS, first);
    const files = this.files;
    const ids = whole ? void 0 : this.candidates(terms);
    for (let k = 0, n3 = ids ? ids.length : files.length; k < n3; k++) {
      const i = ids ? ids[k] : k;
      const f = files[i];
      const dot = f.path.lastIndexOf(".");
      const slash = f.path.lastIndexOf("/");
      ts.segment(SCAN_WORDS, F_PATH, Buffer.from(dot > slash ? f.path.slice(0, dot) : f.path, "latin1"));
      const mode = f.lang === "python" ? SCAN_PYTHON : f.lang === "js" || f.lang === "ts" ? SCAN_JS : -1;
      if (mode >= 0) {
        const blob = undecodedDefsBytes(f);
        if (!(blob && ts.segment(SCAN_JSON_STRINGS, F_DEFS, blob.chunk, blob.start, blob.end)) && f.defs.length) {
          ts.segment(SCAN_WORDS, F_DEFS, Buffer.from(f.defs.map((d) => d.name).join("\n"), "latin1"));
        }
        if (whole) {
          const bytes2 = this.body(i);
          if (typeof bytes2 === "string") ts.segmentFile(mode, 0, bytes2, f.size);
          else if (bytes2 !== void 0) ts.segment(mode, 0, bytes2);
        }
      }
      ts.endFile(i);
    }
    const at = ts.finish();
    if (first) {
      this.lens = Uint32Array.from(ts.lens);
      this.defsHashes = Uint32Array.from(ts.hashes);
      this.defsStart = Uint32Array.from(ts.hashStart);
    }
    const made = terms.map((_, q) => ({ first: at[q], file: [], field: [], tf: [] }));
    for (let e = 0; e < ts.entKey.length; e++) {
      const key = ts.entKey[e];
      const p = made[key / NF | 0];
      p.file.push(ts.entFile[e]);
      p.field.push(key % NF);
      p.tf.push(ts.entTf[e]);
    }
    terms.forEach((t, q) => {
      this.asked.set(t, scope);
      if (whole) {
        this.defsOnly.delete(t);
        this.full.set(t, made[q]);
      } else this.defsOnly.set(t, made[q]);
    });
    this.fw = this.build();
    this.passes++;
    this.passMs += performance.now() - t0;
  }
  // Returns the Forward of the terms counted so far: whole terms by first position (a full build's id order), then
  // path-and-defs-only ones (never scored: a query counts its terms whole first).
  build() {
    const byFirst = (m) => [...m].filter(([, p]) => p.first >= 0).sort((a, b) => a[1].first - b[1].first);
    const list3 = [...byFirst(this.full), ...byFirst(this.defsOnly)];
    const nFiles = this.files.length;
    const terms = list3.map(([t]) => t);
    const nTerms = terms.length;
    const df = new Uint32Array(nTerms);
    const perFile = new Uint32Array(nFiles + 1);
    list3.forEach(([, p], id) => {
      let prev = -1;
      for (let k = 0; k < p.file.length; k++) {
        const f = p.file[k];
        perFile[f + 1]++;
        if (f !== prev) {
          df[id]++;
          prev = f;
        }
      }
    });
    const fileStart = new Uint32Array(nFiles + 1);
    for (let f = 0; f < nFiles; f++) fileStart[f + 1] = fileStart[f] + perFile[f + 1];
    const nEnt = fileStart[nFiles];
    const vals = new Float64Array(nEnt);
    const fill = fileStart.slice(0, nFiles);
    list3.forEach(([, p], id) => {
      for (let k = 0; k < p.file.length; k++) vals[fill[p.file[k]]++] = (id * NF + p.field[k]) * 65536 + p.tf[k];
    });
    const entKey = new Uint32Array(nEnt);
    const entTf = new Uint16Array(nEnt);
    for (let f = 0; f < nFiles; f++) {
      const seg = vals.subarray(fileStart[f], fileStart[f + 1]);
      if (seg.length > 1) seg.sort();
      for (let e = fileStart[f]; e < fileStart[f + 1]; e++) {
        const v = vals[e];
        const key = Math.floor(v / 65536);
        entKey[e] = key;
        entTf[e] = v - key * 65536;
      }
    }
    return {
      terms,
      nTerms,
      ...termDictionary(terms),
      df,
      paths: this.paths,
      hashes: this.hashes,
      fileStart,
      lens: this.lens.length ? this.lens : new Uint32Array(nFiles * NF),
      entKey,
      entTf
    };
  }
};

// src/rank/query-lexical.ts
init_env();
function queryLexical(index, terms, st, fullBuild, bodyless2) {
  const files = index.files;
  let q;
  try {
    q = new QueryForward(files, (i) => bodyless2(files[i]) ? void 0 : st.fromDisk ? st.abs(files[i].path) : st.readBytes(files[i].path), terms);
  } catch {
    return void 0;
  }
  const { stats } = st;
  let full;
  const fw = () => full ?? q.fw;
  const note = () => {
    stats.timingMs.tokenize = q.passMs;
    stats.timingMs.passes = q.passes;
    stats.terms = fw().nTerms;
    stats.entries = fw().entKey.length;
  };
  if (resolveEnvConfig().debug) process.once("exit", () => process.stderr.write(`ck: lexical index of ${st.root}: query-driven, ${q.passes} pass(es), ${q.passMs.toFixed(1)} ms, ${fw().nTerms} terms${full ? " (then full: kernel trap)" : ""}
`));
  const base = makeLexical(st.root, q.fw, st.read, stats);
  note();
  stats.timingMs.total = performance.now() - st.t0;
  scheduleFullBuild(st.file, st.root, st.op, index, (i) => bodyless2(files[i]) ? null : st.abs(files[i].path));
  return {
    stats,
    root: st.root,
    fieldnorm: base.fieldnorm,
    avgLen: base.avgLen,
    read: st.read,
    get fw() {
      return fw();
    },
    termId: (term) => lookupTerm(fw(), term),
    prepare(asked, scope) {
      if (full) return;
      try {
        if (q.ensure(asked, scope)) note();
      } catch {
        full = fullBuild();
        note();
      }
    }
  };
}

// src/rank/load.ts
init_env();
function loadLexicalIndex(index, opts = {}) {
  const st = start(index, opts);
  if ("lx" in st) return st.lx;
  return queryDriven(index, st) ?? finish(st, build2(index, st.old, st.readBytes, st.stats, st.fromDisk));
}
function queryDriven(index, st) {
  const terms = st.old ? void 0 : expectedTerms(index);
  if (!terms || !resolveEnvConfig().lexicalQuery) return void 0;
  return queryLexical(index, terms, st, () => build2(index, void 0, st.readBytes, { ...st.stats, timingMs: {} }, st.fromDisk), bodyless);
}
async function loadLexicalIndexAsync(index, opts = {}) {
  const st = start(index, opts);
  if ("lx" in st) {
    opts.helper?.stop();
    return st.lx;
  }
  const q = queryDriven(index, st);
  if (q) {
    opts.helper?.stop();
    return q;
  }
  let bytes2 = 0;
  for (const f of index.files) if (!bodyless(f)) bytes2 += f.size;
  if (st.old || bytes2 < resolveHelperMinBytes(opts.helperMinBytes) || !helperAvailable(opts.helperMinBytes === 0 ? 2 : void 0)) {
    opts.helper?.stop();
    return finish(st, build2(index, st.old, st.readBytes, st.stats, st.fromDisk));
  }
  const b = new ForwardBuilder([], 1 << 20, bytes2);
  const files = index.files.map((f) => ({ path: f.path, lang: f.lang, hash: f.hash, defNames: f.defs.map((d) => d.name).join("\n"), abs: bodyless(f) ? void 0 : st.abs(f.path) }));
  const { helped } = await buildWithHelper(b, files, (f) => f.abs === void 0 ? void 0 : st.readBytes(f.path), { helper: opts.helper, bundle: opts.helperBundle, helperFirst: opts.helperFirst, checked: st.fromDisk });
  st.stats.tokenized = files.length;
  st.stats.timingMs.helped = helped;
  return finish(st, b.finish());
}
function start(index, opts) {
  const t0 = performance.now();
  const root = index.root;
  const abs = (p) => (0, import_node_path33.isAbsolute)(p) ? p : (0, import_node_path33.join)(root, p);
  const read = resolveReader(opts.read, abs);
  const readBytes = opts.read && !opts.bytesFromDisk ? (p) => {
    const t = opts.read(p);
    return t === void 0 ? void 0 : Buffer.from(t, "utf8");
  } : (p) => {
    try {
      return (0, import_node_fs33.readFileSync)(abs(p));
    } catch {
      return void 0;
    }
  };
  const op = operatorHash();
  const file = resolveCacheFile(opts.cacheFile, root, op);
  const old = opts.noCache ? void 0 : readLexicalCache(file, root, op);
  const tRead = performance.now();
  const files = index.files;
  const timingMs = { cacheRead: tRead - t0 };
  const stats = { cache: "miss", files: files.length, tokenized: 0, terms: 0, entries: 0, timingMs };
  if (old && old.paths.length === files.length && files.every((f, i) => old.paths[i] === f.path && old.hashes[i] === f.hash)) {
    stats.cache = "hit";
    stats.terms = old.nTerms;
    stats.entries = old.entKey.length;
    const lx = makeLexical(root, old, read, stats);
    timingMs.total = performance.now() - t0;
    return { lx };
  }
  return { t0, tRead, root, abs, read, readBytes, fromDisk: !(opts.read && !opts.bytesFromDisk), op, file, old, stats, onWarning: opts.onWarning };
}
function finish(st, fw) {
  const { stats } = st;
  const timingMs = stats.timingMs;
  const tBuild = performance.now();
  timingMs.tokenize = tBuild - st.tRead;
  try {
    writeLexicalCache(st.file, st.root, st.op, fw);
  } catch (err) {
    st.onWarning?.(`lexical cache ${st.file} not written: ${err.message}`);
  }
  timingMs.cacheWrite = performance.now() - tBuild;
  stats.terms = fw.nTerms;
  stats.entries = fw.entKey.length;
  const lx = makeLexical(st.root, fw, st.read, stats);
  timingMs.total = performance.now() - st.t0;
  return lx;
}
function bodyless(f) {
  return f.lang === "other" || !TEST_BODIES && isTestPath(f.path);
}
function build2(index, old, read, stats, fromDisk) {
  const oldAt = /* @__PURE__ */ new Map();
  if (old) old.paths.forEach((p, i) => oldAt.set(p, i));
  let bytes2 = 0;
  if (!old) {
    for (const f of index.files) if (!bodyless(f)) bytes2 += f.size;
  }
  const b = new ForwardBuilder(old ? termsOf(old) : [], old ? old.entKey.length + 1024 : 1 << 20, bytes2);
  for (const f of index.files) {
    const j = oldAt.get(f.path);
    if (old && j !== void 0 && old.hashes[j] === f.hash) {
      b.copyFile(old, j);
      continue;
    }
    const body = !bodyless(f);
    b.addFile(f, body ? read(f.path) : void 0, body && fromDisk);
    stats.tokenized++;
  }
  stats.cache = old && stats.tokenized < index.files.length ? "partial" : "miss";
  return b.finish();
}

// src/rank/bm25f.ts
var K1 = 1.2;
var FIELD_WEIGHTS = [2, 2, 1, 1];
var FIELD_B = [0.3, 0.5, 0.75, 0.75];
var QUERY_K3 = 4;
var CODE_TOKEN_BOOST = 1.5;
var DEFAULT_PARAMS = { k1: K1, weights: FIELD_WEIGHTS, b: FIELD_B, k3: QUERY_K3, codeBoost: CODE_TOKEN_BOOST };
function queryWeight(qtf, code, p) {
  return qtf * (p.k3 + 1) / (p.k3 + qtf) * (code ? p.codeBoost : 1);
}
function queryTerms(lx, query, p) {
  const agg = queryTermCounts(query);
  lx.prepare?.([...agg.keys()], "all");
  const { df } = lx.fw;
  const n3 = lx.fw.paths.length;
  const out3 = [];
  for (const [term, { qtf, code }] of agg) {
    const id = lx.termId(term);
    if (id === void 0 || df[id] === 0) continue;
    const idf = Math.log(1 + (n3 - df[id] + 0.5) / (df[id] + 0.5));
    out3.push({ term, id, qtf, code, idf, qw: queryWeight(qtf, code, p) });
  }
  return out3;
}
function normTable(lx, p) {
  const t = new Float64Array(NF * 256);
  for (let f = 0; f < NF; f++) {
    for (let b = 0; b < 256; b++) t[f * 256 + b] = p.weights[f] / (1 - p.b[f] + p.b[f] * FIELDNORM_TO_LEN[b] / lx.avgLen[f]);
  }
  return t;
}
function resolveParams(over) {
  return over ? { ...DEFAULT_PARAMS, ...over } : DEFAULT_PARAMS;
}
function rankFiles(lx, query, opts = {}) {
  const p = resolveParams(opts.params);
  const limit = resolveRankLimit(opts.limit);
  const qts = queryTerms(lx, query, p);
  const { fileStart, entKey, entTf, nTerms } = lx.fw;
  const nFiles = fileStart.length - 1;
  const slot5 = new Int32Array(nTerms).fill(-1);
  const w = new Float64Array(qts.length);
  qts.forEach((qt, i) => {
    slot5[qt.id] = i;
    w[i] = qt.qw * qt.idf * (p.k1 + 1);
  });
  const norm = normTable(lx, p);
  const fnorm = lx.fieldnorm;
  const k1 = p.k1;
  const score = new Float64Array(nFiles);
  for (let file = 0; file < nFiles; file++) {
    let s3 = 0;
    let cur = -1;
    let a = 0;
    const fb = file * NF;
    for (let e = fileStart[file], end = fileStart[file + 1]; e < end; e++) {
      const key = entKey[e];
      const t = key / NF | 0;
      const q = slot5[t];
      if (q < 0) continue;
      if (q !== cur) {
        if (cur >= 0) s3 += w[cur] * a / (k1 + a);
        cur = q;
        a = 0;
      }
      const f = key - t * NF;
      a += entTf[e] * norm[f * 256 + fnorm[fb + f]];
    }
    if (cur >= 0) s3 += w[cur] * a / (k1 + a);
    score[file] = s3;
  }
  const hits = [];
  for (let i = 0; i < nFiles; i++) if (score[i] > 0) hits.push(i);
  hits.sort((a, b) => score[b] - score[a] || a - b);
  const kept = [];
  for (let i = 0; i < hits.length && kept.length < limit; i++) if (!opts.filter || opts.filter(hits[i])) kept.push(hits[i]);
  return kept.map((fileId) => ({ fileId, score: score[fileId], explain: explainFile(lx, qts, fileId, p, norm) }));
}
function tfIn(lx, key, file) {
  const e = findEntry(lx.fw, file, key);
  return e < 0 ? 0 : lx.fw.entTf[e];
}
function explainFile(lx, qts, file, p, norm) {
  const terms = [];
  for (const qt of qts) {
    const fields = [];
    let a = 0;
    for (let f = 0; f < NF; f++) {
      const tf = tfIn(lx, qt.id * NF + f, file);
      if (!tf) continue;
      const fn = lx.fieldnorm[file * NF + f];
      const v2 = tf * norm[f * 256 + fn];
      a += v2;
      fields.push({
        value: v2,
        description: `${FIELD_NAMES[f]}: tf=${tf} \xD7 weight ${p.weights[f]} / (1 - b + b\xB7dl/avgdl), b=${p.b[f]}, dl=${FIELDNORM_TO_LEN[fn]}, avgdl=${lx.avgLen[f].toFixed(1)}`
      });
    }
    if (!a) continue;
    const v = qt.qw * qt.idf * (p.k1 + 1) * a / (p.k1 + a);
    terms.push({
      value: v,
      description: `weight(${qt.term}): query weight ${qt.qw.toFixed(2)} (qtf=${qt.qtf}${qt.code ? ", code-shaped" : ""}) \xD7 idf ${qt.idf.toFixed(3)} \xD7 tf\xB7(k1+1)/(tf+k1), tf=${a.toFixed(3)}, k1=${p.k1}`,
      details: fields
    });
  }
  terms.sort((x, y) => y.value - x.value);
  return { value: terms.reduce((s3, t) => s3 + t.value, 0), description: `sum of ${terms.length} matching terms in ${lx.fw.paths[file]}`, details: terms };
}

// src/rank/line-terms.ts
function lineTermsOf(texts, terms, qIndex, memo) {
  if (!texts.length) return [];
  const scans2 = lineScans(terms, STOPWORDS, texts.map((t) => Buffer.from(t, "utf8")));
  if (!scans2) return texts.map((t) => lineTerms(t, qIndex, memo));
  return scans2.map(({ count, hits }) => {
    const byLine = new Array(count.length);
    for (let k = 0; k < hits.length; k += 2) (byLine[hits[k]] ??= []).push(hits[k + 1]);
    return { count, hits: byLine };
  });
}
function lineTerms(text3, qIndex, memo) {
  let nLines = 1;
  for (let i2 = text3.indexOf("\n"); i2 >= 0; i2 = text3.indexOf("\n", i2 + 1)) nLines++;
  const count = new Uint32Array(nLines);
  const hits = new Array(nLines);
  let line3 = 0;
  let i = 0;
  const n3 = text3.length;
  const buf = [];
  while (i < n3) {
    const c = text3.charCodeAt(i);
    if (c === 10) {
      line3++;
      i++;
      continue;
    }
    if (!isIdentChar(c)) {
      i++;
      continue;
    }
    const s3 = i;
    while (i < n3 && isIdentChar(text3.charCodeAt(i))) i++;
    const run2 = text3.slice(s3, i);
    let rt = memo.get(run2);
    if (!rt) {
      buf.length = 0;
      identTokens(run2, buf);
      rt = { n: buf.length, q: [] };
      for (const t of buf) {
        const q = qIndex.get(t);
        if (q !== void 0) rt.q.push(q);
      }
      memo.set(run2, rt);
    }
    count[line3] += rt.n;
    if (rt.q.length) (hits[line3] ??= []).push(...rt.q);
  }
  return { count, hits };
}

// src/rank/prose-lines.ts
function proseLines2(text3, lang) {
  if (lang !== "python" && lang !== "js" && lang !== "ts") return void 0;
  const starts = [0];
  for (let i = text3.indexOf("\n"); i >= 0; i = text3.indexOf("\n", i + 1)) starts.push(i + 1);
  const out3 = new Uint8Array(starts.length);
  const lineOf = (at) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const python = lang === "python";
  for (const m of text3.matchAll(python ? /^[ \t]*#/gm : /^[ \t]*\/\//gm)) out3[lineOf(m.index)] = 1;
  const open = python ? /"""|\'\'\'/g : /\/\*/g;
  for (let m = open.exec(text3); m; m = open.exec(text3)) {
    const close = python ? m[0] : "*/";
    let end = text3.indexOf(close, m.index + m[0].length);
    if (end < 0) end = text3.length;
    const first = lineOf(m.index);
    const last = lineOf(end);
    if (/^[ \t]*[rRbBuUfF]{0,2}$/.test(text3.slice(starts[first], m.index))) out3[first] = 1;
    for (let l = first + 1; l <= last; l++) out3[l] = 1;
    open.lastIndex = end + close.length;
  }
  return out3;
}

// src/rank/symbols.ts
var SYMBOL_NAME_WEIGHT = 3;
var SYMBOL_BODY_B = 0.75;
function rankSymbols(lx, index, query, fileIds, opts = {}) {
  const p = resolveParams(opts.params);
  const qs0 = queryScan(lx, query, p);
  const { qts, qIndex } = qs0;
  if (!qts.length) return [];
  const sName = new Float64Array(qts.length);
  const sBody = new Float64Array(qts.length);
  const sPlain = new Float64Array(qts.length);
  const touched = [];
  const touch = (q) => {
    if (sName[q] === 0 && sBody[q] === 0 && sPlain[q] === 0) touched.push(q);
  };
  const texts = scanFiles(lx, index, qs0, fileIds);
  const docWeight = resolveDocWeight(opts.docWeight);
  const docs = [];
  let sumLen = 0;
  for (const fileId of fileIds) {
    const f = index.files[fileId];
    const text3 = texts.get(fileId);
    if (!f || text3 === void 0) continue;
    const lines = qs0.files.get(fileId);
    let prose2;
    if (docWeight !== 1) prose2 = proseOf(qs0, fileId, f.lang, () => text3);
    const own = opts.ownBody ? ownLinesOf(f.defs) : void 0;
    for (const def of f.defs) {
      touched.length = 0;
      for (const t of tokenizeCode(def.name)) {
        const q = qIndex.get(t);
        if (q !== void 0) {
          touch(q);
          sName[q]++;
        }
      }
      let bodyLen = 0;
      for (const [from, to] of opts.ownBody ? own.get(def) : [[def.start, def.end]]) {
        for (let l = Math.max(1, from); l <= Math.min(to, lines.count.length); l++) {
          bodyLen += lines.count[l - 1];
          const hits = lines.hits[l - 1];
          if (!hits) continue;
          const w = prose2 && prose2[l - 1] ? docWeight : 1;
          for (const q of hits) {
            touch(q);
            sBody[q] += w;
            if (prose2) sPlain[q]++;
          }
        }
      }
      touched.sort((a, b) => a - b);
      const qs = touched.slice();
      docs.push({ fileId, def, qs, name: qs.map((q) => sName[q]), body: qs.map((q) => sBody[q]), plain: prose2 ? qs.map((q) => sPlain[q]) : void 0, bodyLen });
      for (const q of qs) {
        sName[q] = 0;
        sBody[q] = 0;
        sPlain[q] = 0;
      }
      sumLen += bodyLen;
    }
  }
  const avgOf = lengthAverages(docs, sumLen, opts.perFileLength);
  const x = resolveDefIdf(opts.defIdf);
  const idf = x > 0 ? defIdfs(docs, qts, x) : void 0;
  const out3 = [];
  for (const d of docs) {
    const bnorm = 1 / (1 - SYMBOL_BODY_B + SYMBOL_BODY_B * d.bodyLen / avgOf(d.fileId));
    const plain = d.plain ?? (idf ? d.body : void 0);
    let s3 = 0;
    let sp = 0;
    for (let k = 0; k < d.qs.length; k++) {
      const qt = qts[d.qs[k]];
      const a = SYMBOL_NAME_WEIGHT * d.name[k] + d.body[k] * bnorm;
      if (a) s3 += qt.qw * (idf ? idf[d.qs[k]] : qt.idf) * (p.k1 + 1) * a / (p.k1 + a);
      if (!plain) continue;
      const ap = SYMBOL_NAME_WEIGHT * d.name[k] + plain[k] * bnorm;
      if (ap) sp += qt.qw * qt.idf * (p.k1 + 1) * ap / (p.k1 + ap);
    }
    if (plain) {
      if (s3 > 0 || sp > 0) out3.push({ fileId: d.fileId, def: d.def, score: s3, plainScore: sp });
    } else if (s3 > 0) out3.push({ fileId: d.fileId, def: d.def, score: s3 });
  }
  out3.sort((x2, y) => y.score - x2.score || x2.fileId - y.fileId || x2.def.start - y.def.start);
  return out3.slice(0, resolveRankLimit(opts.limit));
}
function lengthAverages(docs, sumLen, perFile) {
  const all = Math.max(1, sumLen / Math.max(1, docs.length));
  if (!perFile) return () => all;
  const sum = /* @__PURE__ */ new Map();
  for (const d of docs) {
    const e = sum.get(d.fileId) ?? [0, 0];
    e[0] += d.bodyLen;
    e[1]++;
    sum.set(d.fileId, e);
  }
  return (fileId) => {
    const e = sum.get(fileId);
    return e ? Math.max(1, e[0] / e[1]) : all;
  };
}
function defIdfs(docs, qts, x) {
  const df = new Float64Array(qts.length);
  for (const d of docs) for (const q of d.qs) df[q]++;
  const n3 = docs.length;
  return Float64Array.from(qts, (qt, q) => qt.idf ** (1 - x) * Math.log(1 + (n3 - df[q] + 0.5) / (df[q] + 0.5)) ** x);
}
var scans = /* @__PURE__ */ new WeakMap();
function queryScan(lx, query, p) {
  const last = scans.get(lx);
  if (last && last.query === query && last.p === p) return last;
  const qts = queryTerms(lx, query, p);
  const qIndex = /* @__PURE__ */ new Map();
  qts.forEach((q, i) => qIndex.set(q.term, i));
  const key = qts.map((q) => q.term).join("\0");
  const kept = last && last.key === key ? last : void 0;
  const qs = { query, p, qts, qIndex, key, memo: kept?.memo ?? /* @__PURE__ */ new Map(), files: kept?.files ?? /* @__PURE__ */ new Map(), prose: kept?.prose ?? /* @__PURE__ */ new Map() };
  scans.set(lx, qs);
  return qs;
}
function scanFiles(lx, index, qs, fileIds) {
  const texts = /* @__PURE__ */ new Map();
  for (const fileId of fileIds) {
    const f = index.files[fileId];
    if (!f || !f.defs.length || texts.has(fileId)) continue;
    const text3 = lx.read(f.path);
    if (text3 !== void 0) texts.set(fileId, text3);
  }
  const fresh = [...texts.keys()].filter((id) => !qs.files.has(id));
  const scanned = lineTermsOf(fresh.map((id) => texts.get(id)), qs.qts.map((q) => q.term), qs.qIndex, qs.memo);
  scanned.forEach((lt, k) => qs.files.set(fresh[k], lt));
  return texts;
}
function queryLines(lx, index, query, fileIds, params) {
  const qs = queryScan(lx, query, resolveParams(params));
  const fresh = fileIds.filter((id) => !qs.files.has(id));
  if (qs.qts.length && fresh.length) scanFiles(lx, index, qs, fresh);
  const lines = /* @__PURE__ */ new Map();
  for (const id of fileIds) {
    const lt = qs.files.get(id);
    if (lt && index.files[id]?.defs.length) lines.set(id, lt);
  }
  const prose2 = (fileId) => {
    const f = index.files[fileId];
    return (f && proseOf(qs, fileId, f.lang, () => lx.read(f.path))) ?? void 0;
  };
  return { qts: qs.qts, lines, prose: prose2 };
}
function proseOf(qs, fileId, lang, text3) {
  let p = qs.prose.get(fileId);
  if (p !== void 0) return p;
  const t = text3();
  if (t === void 0) return void 0;
  p = proseLines2(t, lang) ?? null;
  qs.prose.set(fileId, p);
  return p;
}
var ownCache = /* @__PURE__ */ new WeakMap();
function ownLinesOf(defs) {
  let m = ownCache.get(defs);
  if (m) return m;
  m = /* @__PURE__ */ new Map();
  const byStart = [...defs].sort((a, b) => a.start - b.start);
  for (let i = 0; i < byStart.length; i++) {
    const def = byStart[i];
    const out3 = [];
    let at = def.start;
    for (let j = i + 1; j < byStart.length && byStart[j].start <= def.end; j++) {
      const d = byStart[j];
      if (d.start <= def.start || d.end > def.end) continue;
      if (d.start > at) out3.push([at, d.start - 1]);
      at = Math.max(at, d.end + 1);
    }
    if (at <= def.end) out3.push([at, def.end]);
    m.set(def, out3);
  }
  ownCache.set(defs, m);
  return m;
}

// src/rank/passages.ts
function rankPassages(lx, index, query, fileIds, opts = {}) {
  const { perFile, half } = resolvePassageShape(opts.perFile, opts.half);
  const out3 = /* @__PURE__ */ new Map();
  for (const [fileId, { n: n3, centers, scores }] of windowScores(lx, index, query, fileIds, opts)) {
    const picked = [];
    while (picked.length < perFile) {
      let best = -1;
      for (let k = 0; k < centers.length; k++) {
        const sc = scores[k];
        if (!(sc > 0) || best >= 0 && sc <= scores[best]) continue;
        const a = Math.max(0, centers[k] - half) + 1;
        const b = Math.min(n3 - 1, centers[k] + half) + 1;
        let free = true;
        for (const q of picked) if (a <= q.end && q.start <= b) {
          free = false;
          break;
        }
        if (free) best = k;
      }
      if (best < 0) break;
      const c = centers[best];
      picked.push({ start: Math.max(0, c - half) + 1, end: Math.min(n3 - 1, c + half) + 1, score: scores[best] });
    }
    if (picked.length) out3.set(fileId, picked);
  }
  return out3;
}
function windowScores(lx, index, query, fileIds, opts) {
  const p = resolveParams(opts.params);
  const { half } = resolvePassageShape(opts.perFile, opts.half);
  const docWeight = resolveDocWeight(opts.docWeight);
  const out3 = /* @__PURE__ */ new Map();
  const { qts, lines, prose: prose2 } = queryLines(lx, index, query, fileIds, opts.params);
  if (!qts.length) return out3;
  const w = qts.map((q) => q.qw * q.idf);
  const inCode = new Int32Array(qts.length);
  const inDoc = new Int32Array(qts.length);
  const present = [];
  for (const [fileId, lt] of lines) {
    const doc = docWeight !== 1 ? prose2(fileId) : void 0;
    const n3 = lt.count.length;
    let m = 0;
    for (let l = 0; l < n3; l++) if (lt.hits[l]) m++;
    const centers = new Int32Array(m);
    for (let l = 0, k = 0; l < n3; l++) if (lt.hits[l]) centers[k++] = l;
    const scores = new Float64Array(m);
    let lo = 0;
    let hi = 0;
    for (let k = 0; k < m; k++) {
      const c = centers[k];
      for (; hi < m && centers[hi] <= c + half; hi++) {
        const l = centers[hi];
        const counts2 = doc && doc[l] ? inDoc : inCode;
        for (const q of lt.hits[l]) {
          if (inCode[q] + inDoc[q] === 0) {
            let j = present.length;
            while (j > 0 && present[j - 1] > q) j--;
            present.splice(j, 0, q);
          }
          counts2[q]++;
        }
      }
      for (; centers[lo] < c - half; lo++) {
        const l = centers[lo];
        const counts2 = doc && doc[l] ? inDoc : inCode;
        for (const q of lt.hits[l]) {
          counts2[q]--;
          if (inCode[q] + inDoc[q] === 0) present.splice(present.indexOf(q), 1);
        }
      }
      let sc = 0;
      for (const q of present) {
        const tf = inCode[q] + docWeight * inDoc[q];
        if (tf > 0) sc += w[q] * (p.k1 + 1) * tf / (p.k1 + tf);
      }
      scores[k] = sc;
    }
    inCode.fill(0);
    inDoc.fill(0);
    present.length = 0;
    out3.set(fileId, { n: n3, centers, scores });
  }
  return out3;
}

// src/slice/symptom/lines.ts
function stripAnsi(text3) {
  return text3.replace(/\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g, "");
}
function normalizeFramePath(raw2) {
  let p = raw2.trim();
  if (p.startsWith("file://")) {
    p = p.slice("file://".length);
    try {
      p = decodeURIComponent(p);
    } catch {
    }
    if (/^\/[A-Za-z]:\//.test(p)) p = p.slice(1);
  } else {
    const url = URL_PREFIX.exec(p);
    if (url) {
      p = p.slice(url[0].length).replace(/[?#].*$/, "");
      try {
        p = decodeURIComponent(p);
      } catch {
      }
      if (!p.startsWith("/")) p = `/${p}`;
      if (/^\/\.\.?\//.test(p)) p = p.slice(1);
    }
  }
  return p.replace(/\\/g, "/");
}
var URL_PREFIX = /^[A-Za-z][\w+.-]*:\/\/[^/?#]*/;
var EXC_SUFFIX = /(?:Error|Exception|Warning|Exit|Interrupt|Iteration|Fault|Failure|Panic|(?:Error|Exception)Group)$/;
var BUILTIN_EXC = /* @__PURE__ */ new Set(["StopIteration", "KeyboardInterrupt", "SystemExit", "GeneratorExit", "AssertionError"]);
function looksLikeExceptionName(name) {
  const last = name.slice(name.lastIndexOf(".") + 1);
  return /^[A-Z_][\w$]*$/.test(last) && (EXC_SUFFIX.test(last) || BUILTIN_EXC.has(last));
}
var ERROR_LINE = /^(?:error: )?(?:Uncaught (?:\(in promise\) )?|Caused by: |Exception in thread "[^"]*" |\[cause\]: |E\s+|panic: )?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?: \[[\w-]+\])?(?::\s?(.*))?$/;
function matchErrorLine(line3, opts = {}) {
  const m = ERROR_LINE.exec(line3.trimEnd());
  if (!m) return null;
  const type = m[1];
  if (opts.anyName ? !/^[A-Z_][\w$]*$/.test(type.slice(type.lastIndexOf(".") + 1)) || m[2] === void 0 && !type.includes(".") : !looksLikeExceptionName(type)) return null;
  const message = (m[2] ?? "").trim();
  return { type: type.slice(type.lastIndexOf(".") + 1), message };
}
function isCaretLine(line3) {
  return /^\s*[\^~]+[\^~\s]*$/.test(line3) && /[\^~]/.test(line3);
}
var FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)/;
function fenceAt(lines, i) {
  const line3 = lines[i];
  const f = FENCE.exec(line3);
  if (!f || line3.trim().endsWith(f[1]) && line3.trim().length > 2 * f[1].length) return void 0;
  const three = f[1][0].repeat(3);
  for (let end = i + 1; end < lines.length; end++) {
    const t = lines[end].trim();
    if (t.startsWith(three) && /^[`~]+$/.test(t)) return { info: f[2], close: end, inline: false };
    if (t.endsWith(three) && t.length > 3) return { info: f[2], close: end, inline: true };
  }
  return { info: f[2], close: lines.length, inline: false };
}

// src/slice/symptom/mentions-lexicon.ts
var SOURCE_EXT = [
  "py",
  "pyi",
  "pyx",
  "pxd",
  "pxi",
  "js",
  "mjs",
  "cjs",
  "ts",
  "mts",
  "cts",
  "tsx",
  "jsx",
  "go",
  "rs",
  "java",
  "kt",
  "rb",
  "c",
  "h",
  "cc",
  "cpp",
  "hpp",
  "cs",
  "php",
  "swift",
  "scala",
  "cfg",
  "toml",
  "ini",
  "yaml",
  "yml",
  "json"
];
var NON_CODE_LAST = /* @__PURE__ */ new Set([
  // documents, images and outputs
  "md",
  "rst",
  "txt",
  "html",
  "htm",
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "svg",
  "eps",
  "ps",
  "csv",
  "tsv",
  "log",
  "xml",
  "zip",
  "gz",
  "tgz",
  "bz2",
  "xz",
  "tar",
  "whl",
  "egg",
  "pkl",
  "pickle",
  "npy",
  "npz",
  "h5",
  "hdf5",
  "mp4",
  "avi",
  "gif",
  "ico",
  "bmp",
  "tif",
  "tiff",
  "webp",
  "dat",
  "out",
  "lock",
  "exe",
  "dll",
  "so",
  "dylib",
  "ipynb",
  // top-level domains of hosts written without a scheme
  "com",
  "org",
  "net",
  "io",
  "edu",
  "gov",
  "dev",
  "info",
  "uk",
  "de",
  "fr",
  "jp",
  "cn"
]);
var KEYWORDS = /* @__PURE__ */ new Set([
  // Python
  "False",
  "None",
  "True",
  "and",
  "as",
  "assert",
  "async",
  "await",
  "break",
  "class",
  "continue",
  "def",
  "del",
  "elif",
  "else",
  "except",
  "finally",
  "for",
  "from",
  "global",
  "if",
  "import",
  "in",
  "is",
  "lambda",
  "nonlocal",
  "not",
  "or",
  "pass",
  "raise",
  "return",
  "try",
  "while",
  "with",
  "yield",
  // JavaScript / TypeScript / C-family / Go / Rust / Java
  "const",
  "let",
  "var",
  "function",
  "new",
  "typeof",
  "instanceof",
  "void",
  "delete",
  "this",
  "null",
  "undefined",
  "true",
  "false",
  "do",
  "switch",
  "catch",
  "throw",
  "throws",
  "extends",
  "implements",
  "export",
  "public",
  "private",
  "protected",
  "func",
  "fn",
  "mut",
  "impl",
  "pub",
  "defer",
  "sizeof",
  "nil"
]);
var BUILTINS = MENTION_BUILTINS;
var RECEIVERS = /* @__PURE__ */ new Set(["self", "cls", "this", "super"]);

// src/slice/symptom/mentions-code.ts
function newCodeFacts() {
  return { chains: [], modules: [], names: [], locals: /* @__PURE__ */ new Set(), imported: /* @__PURE__ */ new Set(), defined: /* @__PURE__ */ new Set(), instances: /* @__PURE__ */ new Map(), declarations: /* @__PURE__ */ new Set() };
}
var MAX_DEPTH = 24;
var MAX_TEXT = 120;
var isIdStart3 = (c) => c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c === 36;
var isId3 = (c) => isIdStart3(c) || c >= 48 && c <= 57;
var isSpace = (c) => c === 32 || c === 9;
var DEF_WORDS = /* @__PURE__ */ new Set(["def", "class", "function", "fn", "func"]);
var STRING_PREFIX = /^(?:[rbfuRBFU]|[rR][bBfF]|[bBfF][rR])$/;
var ASSIGN = /^\s*(?:(?:const|let|var|auto)\s+)?([A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)*)\s*(?:[-+*/%&|^@]|\/\/|\*\*|<<|>>)?=(?!=)/;
var FOR_TARGET = /\bfor\s+\(?\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)*)\s+(?:in|of)\b/g;
var AS_TARGET = /\bas\s+([A-Za-z_]\w*)/g;
function scanCode(src, base, where, facts) {
  collectBindings(src, facts);
  new Scanner(src, base, where, facts).run();
}
function collectBindings(src, facts) {
  for (const line3 of src.split("\n")) {
    const hasEq = line3.includes("=");
    const hasFor = line3.includes("for ");
    const hasAs = line3.includes("as ");
    if (!hasEq && !hasFor && !hasAs) continue;
    const isImport = /^\s*(?:from|import)\s/.test(line3);
    const a = hasEq && !isImport ? ASSIGN.exec(line3) : null;
    if (a) {
      for (const n3 of a[1].split(",")) facts.locals.add(n3.trim());
      const plain = !/[-+*/%&|^@<>]=/.test(a[0]);
      const rhs = line3.slice(a[0].length).trim().replace(/;$/, "");
      const cls = plain && !a[1].includes(",") ? constructed(rhs) : void 0;
      if (cls) facts.instances.set(a[1].trim(), cls);
      else facts.instances.delete(a[1].trim());
      if (plain && declaration2(rhs)) facts.declarations.add(rhs.replace(/\s+/g, " "));
    }
    if (hasFor) {
      FOR_TARGET.lastIndex = 0;
      let m;
      while (m = FOR_TARGET.exec(line3)) for (const n3 of m[1].split(",")) facts.locals.add(n3.trim());
    }
    if (hasAs && !isImport) {
      AS_TARGET.lastIndex = 0;
      let m;
      while (m = AS_TARGET.exec(line3)) facts.locals.add(m[1]);
    }
  }
}
function declaration2(rhs) {
  const m = /^(?:new\s+)?[A-Za-z_$][\w$.]*\(/.exec(rhs);
  if (!m || !rhs.endsWith(")")) return false;
  const args = rhs.slice(m[0].length, -1).replace(/'[^'\\\n]*'|"[^"\\\n]*"/g, '""');
  if (!/^\s*(?:$|["\d[{]|-\s*\d|[A-Za-z_$][\w$]*\s*=)/.test(args)) return false;
  return !/[()+*/%@&|^<>~.]|[^\s,=:[({]\s*-|-\s*[^\d\s]/.test(args.replace(/\d+\.\d*|\.\d+/g, "0"));
}
function constructed(rhs) {
  const m = /^\s*(?:new\s+)?(?:[A-Za-z_$][\w$]*\.)*([A-Z][\w$]*)\s*\(/.exec(rhs);
  if (!m) return void 0;
  let nest = 0;
  for (let k = m[0].length - 1; k < rhs.length; k++) {
    const c = rhs[k];
    if (c === "(" || c === "[" || c === "{") nest++;
    else if ((c === ")" || c === "]" || c === "}") && --nest === 0) return /^\s*;?\s*(?:#.*)?$/.test(rhs.slice(k + 1)) ? m[1] : void 0;
    else if (c === '"' || c === "'") {
      const end = rhs.indexOf(c, k + 1);
      if (end === -1) return void 0;
      k = end;
    }
  }
  return void 0;
}
var Scanner = class {
  constructor(s3, base, where, facts) {
    this.s = s3;
    this.base = base;
    this.where = where;
    this.facts = facts;
    for (let i = s3.indexOf("\n"); i !== -1; i = s3.indexOf("\n", i + 1)) this.lineStarts.push(i + 1);
  }
  s;
  base;
  where;
  facts;
  chainId = 0;
  lineStarts = [0];
  run() {
    const s3 = this.s;
    let i = 0;
    while (i < s3.length) {
      const c = s3.charCodeAt(i);
      if (c === 39 || c === 34 || c === 96) {
        i = this.skipString(i);
        continue;
      }
      if (this.isComment(i)) {
        i = this.eol(i);
        continue;
      }
      if (isIdStart3(c) && !this.afterName(i)) {
        i = this.statement(i);
        continue;
      }
      if (c === 46 && this.detachedAt(i)) {
        const segs = [];
        const end = this.chain(i + 1, segs, 0, false);
        this.emit(i + 1, end, segs);
        i = end;
        continue;
      }
      i++;
    }
  }
  /** A statement-level name: an import, a definition, a keyword, or the start of a chain. */
  statement(i) {
    const j = this.identEnd(i);
    const name = this.s.slice(i, j);
    if (this.isStringPrefix(name, j)) return this.skipString(j);
    if (name === "from" || name === "import") return this.importStatement(i, name, j);
    if (DEF_WORDS.has(name)) return this.definition(name, j);
    if (KEYWORDS.has(name)) return j;
    const segs = [];
    const end = this.chain(i, segs, 0, true);
    this.emit(i, end, segs);
    return end;
  }
  emit(start2, end, segs) {
    let text3 = this.s.slice(start2, Math.min(end, start2 + 4 * MAX_TEXT));
    if (/\s\s|[\t\n]/.test(text3)) text3 = text3.replace(/\s+/g, " ").trim();
    if (text3.length > MAX_TEXT) text3 = `${text3.slice(0, MAX_TEXT - 1)}\u2026`;
    this.facts.chains.push({ pos: this.base + start2, text: text3, segs, where: this.where });
  }
  /** Reads `name(.name | (args) | [index])*` into `segs`; returns the index after it. */
  chain(i, segs, depth2, head) {
    const s3 = this.s;
    const id = this.chainId++;
    let j = this.identEnd(i);
    segs.push({ name: s3.slice(i, j), called: false, chain: id, head });
    const indent = this.indentAt(i);
    let last = segs[segs.length - 1];
    for (; ; ) {
      const c = s3.charCodeAt(j);
      if (c === 46 && isIdStart3(s3.charCodeAt(j + 1))) {
        const k = this.identEnd(j + 1);
        last = { name: s3.slice(j + 1, k), called: false, chain: id, head: false };
        segs.push(last);
        j = k;
      } else if (c === 40 || c === 91) {
        if (c === 40) last.called = true;
        j = this.args(j + 1, segs, depth2 + 1, indent);
      } else {
        return j;
      }
    }
  }
  /**
   * Scans call arguments or an index up to the matching bracket, adding nested chains to `segs`; returns the index
   * after the bracket. An unclosed bracket ends at a blank line or at a line that starts a new statement (no deeper
   * than the call's own line), which is where a paste that lost its closing bracket goes back to code.
   */
  args(i, segs, depth2, indent) {
    const s3 = this.s;
    let nest = 0;
    let j = i;
    while (j < s3.length) {
      const c = s3.charCodeAt(j);
      if (c === 39 || c === 34 || c === 96) {
        j = this.skipString(j);
        continue;
      }
      if (c === 10) {
        if (this.endsStatement(j + 1, indent)) return j;
        j++;
        continue;
      }
      if (this.isComment(j)) {
        j = this.eol(j);
        continue;
      }
      if (isIdStart3(c) && !this.afterName(j)) {
        const k = this.identEnd(j);
        const name = s3.slice(j, k);
        if (this.isStringPrefix(name, k)) j = this.skipString(k);
        else if (KEYWORDS.has(name) || depth2 >= MAX_DEPTH) j = k;
        else j = this.chain(j, segs, depth2, true);
        continue;
      }
      if (c === 46 && depth2 < MAX_DEPTH && this.detachedAt(j)) {
        j = this.chain(j + 1, segs, depth2, false);
        continue;
      }
      if (c === 40 || c === 91 || c === 123) nest++;
      else if (c === 41 || c === 93 || c === 125) {
        if (nest === 0) return j + 1;
        nest--;
      }
      j++;
    }
    return j;
  }
  /** `from a.b import c, d as e` and `import a.b as c, d`: records modules and names; returns the statement's end. */
  importStatement(i, kw, j) {
    const s3 = this.s;
    const re = kw === "from" ? /from[ \t]+(\.*[A-Za-z_][\w.]*|\.+)[ \t]+import[ \t]+(\([^)]*\)?|[^\n;#]*)/y : /import[ \t]+([A-Za-z_][\w.]*(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[A-Za-z_][\w.]*(?:[ \t]+as[ \t]+\w+)?)*)/y;
    re.lastIndex = i;
    const m = re.exec(s3);
    if (!m) return j;
    const pos = this.base + i;
    const add2 = (name, alias, isModule) => {
      if (isModule) this.facts.modules.push({ name, pos, where: this.where });
      else this.facts.names.push({ name, pos, where: this.where, imported: true });
      this.facts.imported.add(alias ?? name.split(".")[0]);
    };
    const items = (list3) => list3.replace(/[()]/g, " ").split(",").map((x) => x.trim().split(/\s+as\s+/)).filter(([n3]) => /^[A-Za-z_][\w.]*$/.test(n3 ?? ""));
    if (kw === "from") {
      const mod = m[1];
      if (/^[A-Za-z_]/.test(mod)) this.facts.modules.push({ name: mod, pos, where: this.where });
      for (const [n3, alias] of items(m[2])) add2(n3, alias, false);
    } else {
      for (const [n3, alias] of items(m[1])) add2(n3, alias, true);
    }
    return re.lastIndex;
  }
  /** `def f(a, *b)` / `function f(a)` / `class C(B)`: records the name, binds parameters; returns the index after. */
  definition(kw, j) {
    const s3 = this.s;
    while (isSpace(s3.charCodeAt(j))) j++;
    if (isIdStart3(s3.charCodeAt(j))) {
      const k = this.identEnd(j);
      this.facts.names.push({ name: s3.slice(j, k), pos: this.base + j, where: this.where });
      this.facts.defined.add(s3.slice(j, k));
      j = k;
    }
    if (s3.charCodeAt(j) !== 40) return j;
    const bind = kw !== "class";
    let nest = 0;
    let atItem = true;
    for (j++; j < s3.length; j++) {
      const c = s3.charCodeAt(j);
      if (c === 40 || c === 91 || c === 123) nest++;
      else if (c === 41 || c === 93 || c === 125) {
        if (nest === 0) return j + 1;
        nest--;
      } else if (c === 44 && nest === 0) atItem = true;
      else if (c === 10 && this.endsStatement(j + 1, -1)) return j;
      else if (isIdStart3(c) && atItem) {
        const k = this.identEnd(j);
        if (bind) this.facts.locals.add(s3.slice(j, k));
        atItem = false;
        j = k - 1;
      } else if (!isSpace(c) && c !== 42 && c !== 38) atItem = false;
    }
    return j;
  }
  identEnd(i) {
    const s3 = this.s;
    let j = i + 1;
    while (j < s3.length && isId3(s3.charCodeAt(j))) j++;
    return j;
  }
  /** True when the name at `i` continues a name or an attribute (`a.b`: `b` is not a chain start). */
  afterName(i) {
    if (i === 0) return false;
    const p = this.s.charCodeAt(i - 1);
    return isId3(p) || p === 46;
  }
  /** True for `.name` right after a closing bracket: a method called on a parenthesized expression. */
  detachedAt(i) {
    const p = this.s.charCodeAt(i - 1);
    return (p === 41 || p === 93) && isIdStart3(this.s.charCodeAt(i + 1));
  }
  isStringPrefix(name, j) {
    const c = this.s.charCodeAt(j);
    return (c === 39 || c === 34) && STRING_PREFIX.test(name);
  }
  /** `#` comments (Python, shell) and `// ` comments set off by spaces (not Python's floor division `a//b`). */
  isComment(i) {
    const s3 = this.s;
    const c = s3.charCodeAt(i);
    if (c === 35) return i === 0 || !isId3(s3.charCodeAt(i - 1));
    return c === 47 && s3.charCodeAt(i + 1) === 47 && (i === 0 || /\s/.test(s3[i - 1])) && /[\s]|$/.test(s3[i + 2] ?? "");
  }
  eol(i) {
    const k = this.s.indexOf("\n", i);
    return k === -1 ? this.s.length : k;
  }
  /** Returns the index after the string literal starting at `i` (triple quotes may span lines; others end at EOL). */
  skipString(i) {
    const s3 = this.s;
    const q = s3[i];
    if (s3.startsWith(q + q + q, i)) {
      const k = s3.indexOf(q + q + q, i + 3);
      return k === -1 ? s3.length : k + 3;
    }
    for (let j = i + 1; j < s3.length; j++) {
      const c = s3[j];
      if (c === "\\") j++;
      else if (c === q) return j + 1;
      else if (c === "\n" && q !== "`") return j;
    }
    return s3.length;
  }
  indentAt(i) {
    const ls = this.lineStarts;
    let lo = 0;
    let hi = ls.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (ls[mid] <= i) lo = mid;
      else hi = mid - 1;
    }
    let k = ls[lo];
    while (k < i && isSpace(this.s.charCodeAt(k))) k++;
    return k - ls[lo];
  }
  /** True when the line at `i` is blank, or starts a name at an indent no deeper than `indent`. */
  endsStatement(i, indent) {
    const s3 = this.s;
    let k = i;
    while (k < s3.length && isSpace(s3.charCodeAt(k))) k++;
    if (k >= s3.length || s3.charCodeAt(k) === 10) return true;
    return indent >= 0 && k - i <= indent && isIdStart3(s3.charCodeAt(k));
  }
};

// src/slice/symptom/mentions.ts
var KIND_ORDER = ["path", "module", "qualified", "call", "identifier"];
var PY_FRAME = /^\s*File "[^"]+", line \d+/;
var NODE_FRAME = /^\s+at .*:\d+:\d+\)?\s*$/;
var PROMPT = /^(\s*)(>>>(?: |$)|In \[\d*\]:(?: |$))/;
var CONTINUATION = /^(\s*)(\.\.\.(?: |$)|\.\.\.+:(?: |$))/;
var OUT_PROMPT = /^\s*Out\[\d*\]:/;
var TRACEBACK_HEAD = /^\s*(?:Traceback \(most recent call last\)|During handling of the above exception|The above exception was the direct cause)/;
var DIFF_HEAD = /^(?:diff --git |--- |\+\+\+ |index [0-9a-f]+\.\.)/;
var HUNK = /^@@ [^@]*@@ ?/;
var IPY_FRAME = new RegExp(`^\\s*(?:File\\s+)?\\S+?\\.(?:${SOURCE_EXT.join("|")})(?::\\d+)?,?\\s+in\\s+([\\w.<>]+)\\s*\\(`);
var IPY_CELL = /^\s*(?:<ipython-input-[^>]*>|Cell In ?\[\d*\], line \d+|Input In ?\[\d*\])/;
var IPY_NUMBERED = /^\s*(?:-*>\s*)?\d+(?= |$)/;
var STATEMENT = /^(?:(?:async\s+)?def\s+\w+\s*\(|class\s+\w+\s*[(:]|from\s+\.*[\w.]+\s+import\s|import\s+[\w.]+\s*(?:$|,|as\s)|@[\w.]+(?:\(|$)|[A-Za-z_][\w.]*(?:\[[^\]]*\])?(?:\s*,\s*[A-Za-z_]\w*)*\s*[-+*/]?=(?!=)\s*\S)/;
function classify(lines) {
  const kinds = new Array(lines.length).fill("prose");
  const strip = new Array(lines.length).fill(0);
  const arrow = new Array(lines.length).fill(void 0);
  const out3 = { kinds, strip, arrow };
  let i = 0;
  let inDoctest = false;
  let ipython = false;
  while (i < lines.length) {
    const line3 = lines[i];
    const block = fenceAt(lines, i);
    if (block) {
      kinds[i] = "fence";
      const end = block.close;
      const closedInline = block.inline;
      const last = closedInline ? end + 1 : end;
      classifyBlock(lines, i + 1, last, /^(?:diff|patch)$/i.test(block.info), out3);
      if (closedInline) lines[end] = lines[end].replace(/[`~]{3,}\s*$/, "");
      if (end < lines.length && !closedInline) kinds[end] = "fence";
      i = last + (closedInline ? 0 : 1);
      inDoctest = false;
      continue;
    }
    const prev = i > 0 ? kinds[i - 1] : "fence";
    const prevBlank = i === 0 || lines[i - 1].trim() === "";
    let m;
    if (!line3.trim()) {
      kinds[i] = "prose";
      inDoctest = false;
      ipython = false;
    } else if ((inDoctest || ipython || IPY_CELL.test(line3)) && (ipython || IPY_FRAME.test(line3) || IPY_CELL.test(line3)) && ipythonLine(lines, i, lines.length, out3)) ipython = true;
    else if (PY_FRAME.test(line3)) {
      kinds[i] = "skip";
      if (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1]) && !PY_FRAME.test(lines[i + 1])) kinds[++i] = "skip";
    } else if (m = PROMPT.exec(line3)) {
      kinds[i] = "src";
      strip[i] = m[0].length;
      inDoctest = true;
    } else if (inDoctest && (m = CONTINUATION.exec(line3)) && prev === "src") {
      kinds[i] = "src";
      strip[i] = m[0].length;
    } else if (inDoctest || OUT_PROMPT.test(line3)) kinds[i] = "out";
    else if (DIFF_HEAD.test(line3)) kinds[i] = "diffhead";
    else if (/^(?: {4}|\t)/.test(line3) && (prevBlank || prev === "src")) kinds[i] = "src";
    else if (STATEMENT.test(line3)) kinds[i] = "src";
    else if (isCallLine(line3)) kinds[i] = "src";
    i++;
  }
  return out3;
}
function classifyBlock(lines, from, to, diff, out3) {
  const { kinds, strip } = out3;
  let prompts = false;
  let ipython = false;
  for (let k = from; k < to && !prompts; k++) prompts = PROMPT.test(lines[k]);
  for (let k = from; k < to && !diff; k++) diff = HUNK.test(lines[k]) || /^diff --git /.test(lines[k]);
  let prevSrc = false;
  for (let k = from; k < to; k++) {
    const line3 = lines[k];
    let m;
    kinds[k] = "src";
    if (!diff && (ipython || IPY_FRAME.test(line3) || IPY_CELL.test(line3)) && ipythonLine(lines, k, to, out3)) {
      ipython = true;
      prevSrc = false;
      continue;
    }
    if (diff) {
      if (DIFF_HEAD.test(line3)) kinds[k] = "diffhead";
      else if (m = HUNK.exec(line3)) strip[k] = m[0].length;
      else if (/^[-+ ]/.test(line3)) strip[k] = 1;
    } else if (PY_FRAME.test(line3) || NODE_FRAME.test(line3) || TRACEBACK_HEAD.test(line3)) {
      kinds[k] = "skip";
      if (PY_FRAME.test(line3) && k + 1 < to && /^\s{2,}\S/.test(lines[k + 1]) && !PY_FRAME.test(lines[k + 1])) kinds[++k] = "skip";
    } else if (prompts) {
      if ((m = PROMPT.exec(line3)) || prevSrc && (m = CONTINUATION.exec(line3))) strip[k] = m[0].length;
      else kinds[k] = "out";
    } else if (!/^\s/.test(line3) && matchErrorLine(line3)) kinds[k] = "skip";
    prevSrc = kinds[k] === "src";
  }
}
function ipythonLine(lines, k, to, out3) {
  const line3 = lines[k];
  let m;
  if (IPY_FRAME.test(line3)) {
    out3.kinds[k] = "ipyframe";
    for (let n3 = k + 1; n3 < to && n3 < k + 40 && lines[n3].trim() && !IPY_FRAME.test(lines[n3]); n3++) {
      const a = /^\s*-+>\s*(\d+)/.exec(lines[n3]);
      if (a) {
        out3.arrow[k] = Number(a[1]);
        break;
      }
    }
    return true;
  }
  if (IPY_CELL.test(line3)) {
    out3.kinds[k] = "skip";
    return true;
  }
  if (m = IPY_NUMBERED.exec(line3)) {
    out3.kinds[k] = "src";
    out3.strip[k] = m[0].length;
    return true;
  }
  return false;
}
function isCallLine(line3) {
  const t = line3.trim();
  if (!/^[A-Za-z_][\w.]*\(/.test(t) || !/[)\]]\s*;?$/.test(t)) return false;
  let rest = t;
  for (let k = 0; k < 6 && /\([^()]*\)/.test(rest); k++) rest = rest.replace(/\([^()]*\)/g, "");
  return /^[\w.[\]'"]+;?$/.test(rest);
}
var EXT_RE = new RegExp(`\\.(?:${SOURCE_EXT.join("|")})(?![\\w-]|\\.\\w)`, "g");
var PATH_CHAR = /[\w.\/\\@+~-]/;
var LINE_AFTER = /^(?::(\d+)(?::\d+)?|#L(\d+)(?:-L?\d+)?|,?\s+(?:at\s+|on\s+)?line\s+(\d+)|\s+\(line\s+(\d+)\))/i;
function findPaths(line3, code) {
  const hits = [];
  if (!line3.includes(".")) return hits;
  EXT_RE.lastIndex = 0;
  let m;
  while (m = EXT_RE.exec(line3)) {
    const extEnd = m.index + m[0].length;
    let start2 = m.index;
    while (start2 > 0 && PATH_CHAR.test(line3[start2 - 1])) start2--;
    if (start2 >= 2 && line3[start2 - 1] === ":" && /[A-Za-z]/.test(line3[start2 - 2]) && (start2 === 2 || !/\w/.test(line3[start2 - 3]))) start2 -= 2;
    let raw2 = line3.slice(start2, extEnd);
    const lead = /^[.\-~@+]*(?=[\w])/.exec(raw2);
    if (lead && lead[0] && !/^\.{1,2}[\\/]|^~[\\/]/.test(raw2)) {
      start2 += lead[0].length;
      raw2 = raw2.slice(lead[0].length);
    }
    const path = raw2.replace(/\\/g, "/");
    const slash = path.includes("/");
    const file = path.slice(path.lastIndexOf("/") + 1);
    const stem = file.replace(/^\.+/, "");
    if (!/\w\.\w/.test(stem)) continue;
    if (!slash && stem.split(".").length !== 2) continue;
    const before = line3[start2 - 1];
    if (code && !slash && before !== void 0 && !/["'\s=(\[,]/.test(before)) continue;
    const tail = line3.slice(extEnd, extEnd + 40);
    if (code && !slash && /^\s*[(.=]/.test(tail)) continue;
    const after = LINE_AFTER.exec(tail);
    const lineNo = after ? Number(after[1] ?? after[2] ?? after[3] ?? after[4]) : void 0;
    const end = extEnd + (after && (after[1] || after[2]) ? after[0].length : 0);
    hits.push({ start: start2, end, path, text: line3.slice(start2, end).trim(), line: lineNo, bare: !slash && code });
  }
  return hits;
}
var URL_RE = /\b[a-zA-Z][\w+.-]*:\/\/[^\s<>"'`\])]+/g;
var BLOB = /\/(?:-\/)?(?:blob|tree|blame|raw|edit)\/[^/\s]+\/([^?#\s]+)(#L\d+(?:-L?\d+)?)?/;
var BACKTICK_SPAN = /(`+)([^`]+?)\1(?!`)/g;
var EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
var EMPHASIS = /(?<![\w`])(__?)(?=[^\s_])([^_`\n]*\s[^_`\n]*?)(?<=[^\s_])\1(?![\w`])/g;
var SIMPLE = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(([^()]*)\))?$/;
function codeShaped(name) {
  if (/^_[A-Za-z]+_$/.test(name)) return false;
  return /_/.test(name) && /[A-Za-z]/.test(name) && name.length > 1 || /[a-z0-9][A-Z]/.test(name);
}
function noiseName(name) {
  return name.length < 2 || KEYWORDS.has(name) || BUILTINS.has(name) || RECEIVERS.has(name);
}
var Mentions = class {
  entries = /* @__PURE__ */ new Map();
  dotted = /* @__PURE__ */ new Map();
  facts = newCodeFacts();
  /** Bare file names seen in code (`python x.py`), kept only if the stem is not a variable of the snippet. */
  bare = /* @__PURE__ */ new Map();
  /** Records one occurrence; `more` holds the optional facts of a `Mention` (`line`, `bare`, `members`, `declares`, `imported`). */
  add(kind, key, text3, parts, where, pos, more = {}) {
    const { line: line3, bare, members, declares, imported } = more;
    const k = `${kind}\0${key}`;
    const e = this.entries.get(k);
    if (e) {
      e.count++;
      if (!declares) delete e.declares;
      if (!imported) delete e.imported;
      for (const p of members ?? []) if (!e.members?.some(([c, n3]) => c === p[0] && n3 === p[1])) (e.members ??= []).push(p);
      if (pos < e.pos) {
        e.pos = pos;
        e.where = where;
        e.text = text3;
      }
      if (e.bare) e.bare = e.bare.filter((n3) => bare?.includes(n3));
      if (e.bare && !e.bare.length) delete e.bare;
      return;
    }
    const m = { kind, text: text3, parts, where, count: 1, pos };
    if (line3 !== void 0) m.line = line3;
    if (bare?.length) m.bare = bare;
    if (members?.length) m.members = members;
    if (declares) m.declares = true;
    if (imported) m.imported = true;
    this.entries.set(k, m);
  }
  path(hit, where, pos) {
    const key = `${hit.path}:${hit.line ?? ""}`;
    this.add("path", key, hit.text, hit.path.split("/").filter(Boolean), where, pos, { line: hit.line });
    if (hit.bare) this.bare.set(`path\0${key}`, hit.path.slice(0, hit.path.indexOf(".")));
  }
  identifier(name, where, pos, imported) {
    if (noiseName(name)) return;
    this.add("identifier", name, name, [name], where, pos, { imported });
  }
  dottedName(text3, where, pos, called, imported = false) {
    const parts = text3.split(".");
    if (parts.every((p) => p.length === 1)) return;
    if (NON_CODE_LAST.has(parts[parts.length - 1].toLowerCase())) return;
    if (KEYWORDS.has(parts[0]) && !RECEIVERS.has(parts[0])) return;
    const d = this.dotted.get(text3);
    if (d) {
      d.count++;
      d.called ||= called;
      d.imported ||= imported;
      if (pos < d.pos) {
        d.pos = pos;
        d.where = where;
      }
      return;
    }
    this.dotted.set(text3, { text: text3, pos, where, count: 1, called, imported });
  }
  /** Returns every mention, most specific kind first, then by count and first position. */
  finish() {
    const f = this.facts;
    for (const m of f.modules) this.dottedName(m.name, m.where, m.pos, false, true);
    for (const n3 of f.names) this.identifier(n3.name, n3.where, n3.pos, n3.imported);
    for (const c of f.chains) this.chain(c.segs, c.text, c.where, c.pos);
    for (const [key, stem] of this.bare) if (f.locals.has(stem) || f.imported.has(stem) || RECEIVERS.has(stem)) this.entries.delete(key);
    for (const d of this.dotted.values()) {
      const parts = d.text.split(".");
      const head = parts[0].replace(/^\$/, "");
      const member = !d.imported && (d.called || /[A-Z]/.test(d.text) || /^__\w+__$/.test(parts[parts.length - 1]) || f.locals.has(head) || RECEIVERS.has(head) || f.imported.has(head) && !f.modules.some((m) => m.name === d.text));
      if (!member && parts.length < 2) continue;
      const kind = member ? "qualified" : "module";
      const key = `${kind}\0${d.text}`;
      const e = this.entries.get(key);
      if (e) {
        e.count += d.count;
        continue;
      }
      this.entries.set(key, { kind, text: d.text, parts, where: d.where, count: d.count, pos: d.pos });
    }
    const rank = (k) => KIND_ORDER.indexOf(k);
    const out3 = [...this.entries.values()].sort((a, b) => rank(a.kind) - rank(b.kind) || b.count - a.count || a.pos - b.pos);
    return out3.map(({ pos: _pos, ...m }) => m);
  }
  /** Turns one scanned expression into a `call` mention (or nothing), dropping local variables and builtins. */
  chain(segs, text3, where, pos) {
    const f = this.facts;
    const first = segs[0].chain;
    let span = 0;
    for (const s3 of segs) span = Math.max(span, s3.chain - first + 1);
    const size = new Array(span).fill(0);
    const heads = new Array(span);
    const calls = new Uint8Array(span);
    for (const s3 of segs) {
      const k = s3.chain - first;
      size[k]++;
      heads[k] ??= s3;
      if (s3.called) calls[k] = 1;
    }
    const DROP = 1;
    const DROP_HEAD = 2;
    const fate = new Uint8Array(span);
    for (let k = 0; k < span; k++) {
      const head = heads[k];
      if (!head) continue;
      const n3 = size[k];
      if (n3 === 1 && !head.called) {
        if (where === "backtick" && codeShaped(head.name)) this.identifier(head.name, where, pos);
        fate[k] = DROP;
      } else if (head.head && (BUILTINS.has(head.name) || KEYWORDS.has(head.name) && !RECEIVERS.has(head.name))) {
        fate[k] = DROP;
      } else if (head.head && n3 === 1 && f.defined.has(head.name)) {
        fate[k] = DROP;
      } else if (head.head && (RECEIVERS.has(head.name) || f.locals.has(head.name) && !f.imported.has(head.name))) {
        fate[k] = n3 === 2 && !calls[k] ? DROP : DROP_HEAD;
      }
    }
    const parts = [];
    const bare = [];
    const members = [];
    const holds = new Array(span);
    let called = false;
    for (const s3 of segs) {
      const k = s3.chain - first;
      const cls = holds[k];
      holds[k] = void 0;
      if (fate[k] === DROP) continue;
      if (fate[k] === DROP_HEAD && heads[k] === s3) {
        if (!s3.called) holds[k] = f.instances.get(s3.name);
        continue;
      }
      parts.push(s3.name);
      called ||= s3.called;
      if (s3.called && s3.head && heads[k] === s3) bare.push(s3.name);
      if (cls) members.push([cls, s3.name]);
      if (s3.called && /^[A-Z]/.test(s3.name)) holds[k] = s3.name;
    }
    if (!parts.length || !called && parts.length < 2) return;
    if (!called && NON_CODE_LAST.has(parts[parts.length - 1].toLowerCase())) return;
    this.add("call", parts.join("."), text3, parts, where, pos, { bare, members, declares: f.declarations.has(text3) });
  }
};
var spaces = (n3) => " ".repeat(n3);
function blankHits(s3, hits) {
  if (!hits.length) return s3;
  let out3 = "";
  let at = 0;
  for (const h of hits) {
    if (h.start < at) continue;
    out3 += s3.slice(at, h.start) + spaces(h.end - h.start);
    at = h.end;
  }
  return out3 + s3.slice(at);
}
function prose(acc, raw2, off) {
  let line3 = raw2;
  if (line3.includes("://")) {
    line3 = line3.replace(URL_RE, (u, at) => {
      const b = BLOB.exec(u.replace(/[.,;:!?]+$/, ""));
      if (b) {
        const file = b[1];
        const hit = findPaths(file, false).find((h) => h.start === 0 && h.end === file.length);
        const lineNo = b[2] ? Number(/\d+/.exec(b[2])[0]) : void 0;
        if (hit) acc.path({ ...hit, text: file + (b[2] ?? ""), line: lineNo }, "prose", off + at);
      }
      return spaces(u.length);
    });
  }
  if (line3.includes("@")) line3 = line3.replace(EMAIL, (e) => spaces(e.length));
  if (line3.includes("_")) line3 = line3.replace(EMPHASIS, (_m, u, inner) => spaces(u.length) + inner + spaces(u.length));
  if (line3.includes("`")) {
    const src = line3;
    line3 = line3.replace(BACKTICK_SPAN, (span, ticks, content, at) => {
      backtick(acc, content, off + at + ticks.length, src.slice(at + span.length, at + span.length + 40));
      return spaces(span.length);
    });
  }
  const paths = findPaths(line3, false);
  for (const h of paths) acc.path(h, "prose", off + h.start);
  proseNames(acc, blankHits(line3, paths), off);
}
function proseNames(acc, line3, off) {
  const n3 = line3.length;
  let i = 0;
  while (i < n3) {
    const c = line3.charCodeAt(i);
    if (!isNameStart(c)) {
      i++;
      continue;
    }
    const p = i > 0 ? line3.charCodeAt(i - 1) : 32;
    if (isNameChar(p) || p === 46 || p === 47 || p === 92 || p === 64 || p === 45) {
      while (i < n3 && isNameChar(line3.charCodeAt(i))) i++;
      continue;
    }
    const start2 = i;
    let shaped = false;
    let dotted = false;
    for (; ; ) {
      let prev = 0;
      while (i < n3) {
        const d = line3.charCodeAt(i);
        if (!isNameChar(d)) break;
        if (d === 95 || d >= 65 && d <= 90 && (prev >= 97 && prev <= 122 || prev >= 48 && prev <= 57)) shaped = true;
        prev = d;
        i++;
      }
      if (line3.charCodeAt(i) === 46 && isNameStart(line3.charCodeAt(i + 1))) {
        dotted = true;
        i++;
        continue;
      }
      break;
    }
    const next = line3.charCodeAt(i);
    if (next === 46 && line3.charCodeAt(i + 1) >= 48 && line3.charCodeAt(i + 1) <= 57) continue;
    const call = next === 40 && !/^\((?:e?s)\)/.test(line3.slice(i, i + 4));
    if (!dotted && !call && !shaped) continue;
    const name = line3.slice(start2, i);
    if (dotted) acc.dottedName(name, "prose", off + start2, call);
    else if (call || codeShaped(name)) acc.identifier(name, "prose", off + start2);
  }
}
var isNameStart = (c) => c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c === 36;
var isNameChar = (c) => isNameStart(c) || c >= 48 && c <= 57;
function backtick(acc, content, pos, after) {
  const c = content.trim();
  if (!c) return;
  const paths = findPaths(c, false);
  if (paths.length) {
    let rest = c;
    for (const h of paths) {
      const tail = h.line === void 0 && h.end === c.length ? LINE_AFTER.exec(after) : null;
      const line3 = tail ? Number(tail[1] ?? tail[2] ?? tail[3] ?? tail[4]) : h.line;
      acc.path({ ...h, line: line3 }, "backtick", pos + h.start);
    }
    rest = blankHits(rest, paths);
    if (!rest.trim()) return;
    scanCode(rest, pos, "backtick", acc.facts);
    return;
  }
  const m = SIMPLE.exec(c);
  if (m) {
    const name = m[1];
    if (name.includes(".")) acc.dottedName(name, "backtick", pos, m[2] !== void 0);
    else acc.identifier(name, "backtick", pos);
    return;
  }
  scanCode(c, pos, "backtick", acc.facts);
}
function extractMentions(text3) {
  const acc = new Mentions();
  const lines = text3.replace(/\r\n?/g, "\n").split("\n");
  const { kinds, strip, arrow } = classify(lines);
  const starts = [];
  let off = 0;
  for (const l of lines) {
    starts.push(off);
    off += l.length + 1;
  }
  for (let i = 0; i < lines.length; ) {
    const kind = kinds[i];
    if (kind === "prose") {
      if (lines[i].trim()) prose(acc, lines[i], starts[i]);
      i++;
      continue;
    }
    if (kind === "fence") {
      i++;
      continue;
    }
    let j = i;
    const buf = [];
    while (j < lines.length && kinds[j] !== "prose" && kinds[j] !== "fence") {
      buf.push(codeLine(acc, lines[j], kinds[j], strip[j], starts[j], arrow[j]));
      j++;
    }
    scanCode(buf.join("\n"), starts[i], "code", acc.facts);
    i = j;
  }
  return acc.finish();
}
function snippetCode(text3) {
  const lines = text3.replace(/\r\n?/g, "\n").split("\n");
  const { kinds, strip } = classify(lines);
  return lines.map((l, i) => kinds[i] === "src" ? spaces(strip[i]) + l.slice(strip[i]) : "").join("\n");
}
function codeLine(acc, line3, kind, strip, pos, arrow) {
  if (kind === "skip") return spaces(line3.length);
  if (kind === "ipyframe") {
    const h = findPaths(line3, false)[0];
    if (h) acc.path({ ...h, line: h.line ?? arrow }, "code", pos + h.start);
    const fn = IPY_FRAME.exec(line3)[1];
    const name = fn.slice(fn.lastIndexOf(".") + 1);
    if (/^\w+$/.test(name)) acc.identifier(name, "code", pos + line3.indexOf(fn));
    return spaces(line3.length);
  }
  if (kind === "diffhead") {
    const seen = /* @__PURE__ */ new Set();
    for (const h of findPaths(line3, false)) {
      const path = h.path.replace(/^[ab]\//, "");
      if (seen.has(path)) continue;
      seen.add(path);
      acc.path({ ...h, path, text: h.text.replace(/^[ab][\\/]/, "") }, "code", pos + h.start);
    }
    return spaces(line3.length);
  }
  let src = strip ? spaces(strip) + line3.slice(strip) : line3;
  const paths = findPaths(src, true);
  for (const h of paths) acc.path(h, "code", pos + h.start);
  src = blankHits(src, paths);
  return kind === "out" ? spaces(line3.length) : src;
}

// src/slice/def-mentions.ts
function mentionedNames(text3) {
  const names = /* @__PURE__ */ new Set();
  const pairs = /* @__PURE__ */ new Set();
  for (const m of extractMentions(text3)) {
    if (m.kind === "call") for (const p of m.parts) names.add(p);
    else if (m.kind === "qualified") {
      names.add(m.parts[m.parts.length - 1]);
      if (m.parts.length >= 2) pairs.add(m.parts.slice(-2).join("."));
    } else if (m.kind === "identifier") names.add(m.text);
  }
  return { names, pairs };
}
var END_MIN = 3;
function namesDef(m, d) {
  const parts = d.name.split(".");
  return m.names.has(parts[parts.length - 1]) || parts.length >= 2 && m.pairs.has(parts.slice(-2).join("."));
}
function namesDefByEnd(m, d) {
  const last = d.name.slice(d.name.lastIndexOf(".") + 1);
  for (let i = last.indexOf("_"); i >= 0 && i < last.length - 1; i = last.indexOf("_", i + 1)) {
    const end = last.slice(i + 1);
    if (end.length >= END_MIN && m.names.has(end)) return true;
  }
  return false;
}

// src/slice/calibration.ts
var LEXICAL_CALIBRATION = [[0.25, 0.08], [0.49, 0.133], [0.5, 0.347]];
function calibrate(map, raw2) {
  if (!map.length) return raw2;
  if (raw2 <= map[0][0]) return map[0][1];
  for (let i = 1; i < map.length; i++) {
    const [x1, y1] = map[i];
    if (raw2 <= x1) {
      const [x0, y0] = map[i - 1];
      return x1 === x0 ? y1 : y0 + (y1 - y0) * (raw2 - x0) / (x1 - x0);
    }
  }
  return map[map.length - 1][1];
}
var PROSE_CALIBRATION = {
  literal: [[0.23, 0], [0.355, 0.051], [0.63, 0.074], [0.9, 0.294]],
  symbol: [[0.29, 0], [0.4, 0.256], [0.635, 0.267], [0.775, 0.333]]
};
function calibrateProseSeed(seed) {
  const map = PROSE_CALIBRATION[seed.source ?? seed.why];
  if (!map) return seed;
  return { ...seed, confidence: Math.round(calibrate(map, seed.confidence) * 100) / 100, raw_confidence: Math.max(seed.raw_confidence ?? 0, seed.confidence) };
}

// src/slice/def-syntax.ts
var OPERATOR_SYNTAX = [
  [/[\w)\]]\s*==\s*[\w(\[]/, ["__eq__"]],
  [/[\w)\]]\s*!=\s*[\w(\[]/, ["__ne__", "__eq__"]],
  [/[\w)\]]\s*<=?\s*[\w(\[]/, ["__lt__", "__le__"]],
  [/[\w)\]]\s*>=?\s*[\w(\[]/, ["__gt__", "__ge__"]],
  [/[\w)\]]\s*\*(?!\*)\s*[\w(\[]/, ["__mul__", "__rmul__"]],
  [/[\w)\]]\s*\*\*\s*[\w(\[-]/, ["__pow__", "__rpow__"]],
  [/[\w)\]]\s*\+\s*[\w(\[]/, ["__add__", "__radd__"]],
  [/[\w)\]]\s+-\s+[\w(\[]|[\w)\]]-[\w(\[]/, ["__sub__", "__rsub__"]],
  [/(?:^|[\s(=,])-[A-Za-z_(]/m, ["__neg__"]],
  [/[\w)\]]\s*\/(?!\/)\s*[\w(\[]/, ["__truediv__", "__rtruediv__", "__div__"]],
  [/[\w)\]]\s*\/\/\s*[\w(\[]/, ["__floordiv__"]],
  [/[\w)\]]\s*%\s*[\w(\[]/, ["__mod__"]],
  [/[\w)\]]\s*@\s*[\w(\[]/, ["__matmul__"]],
  [/[\w)\]]\s*&\s*[\w(\[]/, ["__and__"]],
  [/[\w)\]]\s*\|\s*[\w(\[]/, ["__or__"]],
  [/[\w)]\[[^\]\n]*\]\s*=(?!=)/, ["__setitem__"]],
  [/[\w)]\[[^\]\n]*\]/, ["__getitem__"]]
];
var MAX_SNIPPET_LINE = 2e3;
function syntaxMethods(text3) {
  const code = snippetCode(text3).split("\n").filter((l) => l.length <= MAX_SNIPPET_LINE).join("\n");
  const out3 = /* @__PURE__ */ new Set();
  for (const [re, names] of OPERATOR_SYNTAX) if (re.test(code)) for (const n3 of names) out3.add(n3);
  return out3;
}
function runBySyntax(methods, d) {
  const dot = d.name.lastIndexOf(".");
  return dot > 0 && methods.has(d.name.slice(dot + 1));
}

// src/slice/fuse.ts
var LEXICAL_WEIGHT = 0.5;
var NOT_LIBRARY = /(?:^|\/)(?:docs?|examples?|galleries|gallery|tutorials?|benchmarks?|asv_bench|demos?)\//;
var NOT_LIBRARY_FACTOR = 0.5;
function libraryWeight(index, path) {
  return NOT_LIBRARY.test(path) || isVendored(index, path) ? NOT_LIBRARY_FACTOR : 1;
}
var LEXICAL_FILES = 12;
var LEXICAL_SYMBOL_FILES = 6;
var PER_FILE = 3;
function lexicalSeeds(index, query, opts = {}) {
  const w = LEXICAL_WEIGHT * resolveLexicalWeight(opts.weight);
  const conf = (raw2) => opts.calibrated ? { confidence: round2(calibrate(LEXICAL_CALIBRATION, round2(raw2))), raw_confidence: round2(raw2) } : { confidence: round2(raw2) };
  const lx = lexicalOf(index, opts);
  const source = (id) => index.files[id].lang !== "other" && !isTestFile(index.files[id]);
  const ranked = (limit, filter) => {
    const files2 = rankFiles(lx, query, { limit, filter });
    for (const f of files2) f.score *= libraryWeight(index, index.files[f.fileId].path);
    return files2.sort((a, b) => b.score - a.score);
  };
  const skip = opts.isPackageFile;
  const all = ranked(skip ? LEXICAL_SYMBOL_FILES : 2 * LEXICAL_FILES, source);
  const files = skip ? ranked(2 * LEXICAL_FILES, (id) => source(id) && !skip(index.files[id].path)) : all;
  if (!files.length) return [];
  const top = Math.max(files[0].score, all[0]?.score ?? 0);
  const defs = /* @__PURE__ */ new Map();
  if (opts.read) {
    for (const s3 of rankSymbols(lx, index, query, all.slice(0, LEXICAL_SYMBOL_FILES).map((f) => f.fileId), { limit: 4 * LEXICAL_SYMBOL_FILES })) {
      const l = defs.get(s3.fileId) ?? [];
      if (l.length < SYMBOLS_PER_FILE) l.push({ line: s3.def.start, name: s3.def.name, score: s3.score });
      defs.set(s3.fileId, l);
    }
  }
  const terms = (f) => f.explain.details?.slice(0, 4).map((x) => /weight\(([^)]+)\)/.exec(x.description)?.[1] ?? "").filter(Boolean).join(", ") ?? "";
  const out3 = [];
  files.slice(0, LEXICAL_FILES).forEach((f, rank) => {
    const path = index.files[f.fileId].path;
    const share = f.score / top;
    const ds = defs.get(f.fileId) ?? [];
    const head = `lexical rank ${rank + 1} (BM25F ${f.score.toFixed(2)}${terms(f) ? `: ${terms(f)}` : ""})`;
    out3.push({ path, line: ds[0]?.line ?? 1, why: "symbol", source: "lexical", detail: `${head}${ds[0] ? ` \u2192 ${ds[0].name}` : ""}`, ...conf(w * share) });
    for (const d of ds.slice(1)) {
      out3.push({ path, line: d.line, why: "symbol", source: "lexical", detail: `${head} \u2192 ${d.name} (next best definition)`, ...conf(w * share * 0.5 * (d.score / ds[0].score)) });
    }
  });
  return out3;
}
function seedFileEvidence(seeds) {
  const conf = /* @__PURE__ */ new Map();
  for (const s3 of seeds) {
    const c = Math.min(1, s3.raw_confidence ?? s3.confidence);
    const l = conf.get(s3.path);
    if (l) l.push(c);
    else conf.set(s3.path, [c]);
  }
  return [...conf].map(([path, l], i) => ({
    path,
    rank: i + 1,
    evidence: 1 - l.sort((a, b) => b - a).slice(0, PER_FILE).reduce((m, c) => m * (1 - c), 1)
  }));
}
var lexicals = /* @__PURE__ */ new WeakMap();
function lexicalOf(index, opts = {}) {
  let lx = lexicals.get(index);
  if (!lx) {
    lx = loadLexicalIndex(index, { read: opts.read, noCache: opts.noCache, bytesFromDisk: true });
    lexicals.set(index, lx);
  }
  return lx;
}
function preloadedLexical(index) {
  return lexicals.get(index);
}
async function preloadLexical(index, opts = {}) {
  if (lexicals.has(index)) {
    opts.helper?.stop();
    return;
  }
  const lx = await loadLexicalIndexAsync(index, { read: opts.read, noCache: opts.noCache, bytesFromDisk: true, helper: opts.helper });
  lexicals.set(index, lx);
}
var TASK_SYMBOL_FILES = 6;
var TASK_SYMBOLS_PER_FILE = 5;
var TASK_RANKED_FILES = 10;
var TASK_SEED_SHARE = 0.5;
var TASK_RANK_DECAY = 0.5;
var TASK_FILE_RANK_EXP = 0.5;
var TASK_MENTION_SHARE = 0.2;
var TASK_END_MENTION_SHARE = 0.4;
var TASK_SYNTAX_SHARE = 0.3;
var TASK_VARIABLE_FACTOR = 0.37;
var TASK_DOC_WEIGHT = 0.2;
var TASK_DEF_IDF = 0.5;
var TASK_PASSAGES = 5;
var TASK_PASSAGE_HALF = 4;
function rankTaskSymbols(index, query, seeds, opts = {}) {
  const lx = lexicalOf(index, opts);
  const scored = [];
  const seedFiles = seedFileEvidence(seeds).slice(0, opts.weights ? void 0 : TASK_RANKED_FILES);
  const files = seedFiles.slice(0, TASK_RANKED_FILES);
  const recs = files.map((f) => {
    const id = index.fileId(f.path);
    return id === void 0 ? void 0 : index.files[id];
  });
  const ids = files.flatMap((f, k) => recs[k]?.defs.length ? [index.fileId(f.path)] : []);
  const lexicalOfDef = /* @__PURE__ */ new Map();
  const rankingOfDef = /* @__PURE__ */ new Map();
  const total = ids.reduce((n3, id) => n3 + index.files[id].defs.length, 0);
  for (const r of rankSymbols(lx, index, query, ids, { limit: total, ownBody: true, docWeight: TASK_DOC_WEIGHT, defIdf: TASK_DEF_IDF, perFileLength: true })) {
    rankingOfDef.set(r.def, r.score);
    lexicalOfDef.set(r.def, r.plainScore ?? r.score);
  }
  const further = seedFiles.slice(TASK_RANKED_FILES).flatMap((f) => {
    const id = index.fileId(f.path);
    return id !== void 0 && index.files[id].defs.length ? [{ path: f.path, id }] : [];
  });
  const plainOf = new Map(further.map((f) => [f.id, /* @__PURE__ */ new Map()]));
  const furtherDefs = further.reduce((n3, f) => n3 + index.files[f.id].defs.length, 0);
  if (further.length) {
    for (const r of rankSymbols(lx, index, query, further.map((f) => f.id), { limit: furtherDefs, ownBody: true, perFileLength: true })) plainOf.get(r.fileId).set(r.def, r.score);
  }
  for (const f of further) {
    const plain = plainOf.get(f.id);
    const tail = tailWeights(plain, Math.max(0, ...plain.values()));
    if (tail) {
      opts.weights.set(f.path, tail);
      opts.tailFiles?.add(f.path);
    }
  }
  files.forEach((f, k) => {
    const rec = recs[k];
    if (!rec || !rec.defs.length) return;
    const seedIn = /* @__PURE__ */ new Map();
    const rankSeedIn = /* @__PURE__ */ new Map();
    for (const s3 of seeds) {
      if (s3.path !== f.path) continue;
      const d = innermostDef(rec.defs, s3.line);
      if (!d) continue;
      const c = Math.min(1, s3.raw_confidence ?? s3.confidence);
      seedIn.set(d, Math.max(seedIn.get(d) ?? 0, c));
      if (!(s3.source === "lexical" && d.kind === "class")) rankSeedIn.set(d, Math.max(rankSeedIn.get(d) ?? 0, c));
    }
    const lexical = /* @__PURE__ */ new Map();
    const ranking = /* @__PURE__ */ new Map();
    for (const d of rec.defs) {
      const v = lexicalOfDef.get(d);
      if (v === void 0) continue;
      lexical.set(d, v);
      ranking.set(d, rankingOfDef.get(d));
    }
    scored.push({ file: f, rec, seedIn, rankSeedIn, lexical, best: Math.max(0, ...lexical.values()), ranking });
  });
  const named = { ...mentionedNames(query), syntax: syntaxMethods(query) };
  for (const { file: f, rec, seedIn, lexical, best } of scored) {
    if (!opts.weights) break;
    if (f.rank > TASK_SYMBOL_FILES) {
      const tail = tailWeights(lexical, best);
      if (tail) {
        opts.weights.set(f.path, tail);
        opts.tailFiles?.add(f.path);
      }
      continue;
    }
    const weights = /* @__PURE__ */ new Map();
    opts.weights.set(f.path, weights);
    for (const d of rec.defs) {
      const own = best > 0 ? (lexical.get(d) ?? 0) / best : 0;
      weights.set(d.start, 1 - (1 - own * own) * (1 - TASK_SEED_SHARE * (seedIn.get(d) ?? 0)));
    }
  }
  if (opts.passages) {
    const idsOf = (fs) => fs.flatMap((f) => {
      const id = index.fileId(f.path);
      return id === void 0 ? [] : [id];
    });
    const put = (ids2, docWeight) => {
      for (const [id, ps] of rankPassages(lx, index, query, ids2, { docWeight, perFile: TASK_PASSAGES, half: TASK_PASSAGE_HALF })) opts.passages.set(index.files[id].path, ps);
    };
    put(ids, TASK_DOC_WEIGHT);
    put(idsOf(seedFiles.slice(TASK_RANKED_FILES)), 1);
  }
  if (opts.planList) opts.planList.push(...rankedList(scored, (x) => x.lexical, named, opts.limit, false));
  return rankedList(scored, (x) => x.ranking, named, opts.limit, true);
}
function rankedList(scored, scoresOf, named, limit, byEnd) {
  let globalBest = 0;
  for (const x of scored) for (const v of scoresOf(x).values()) if (v > globalBest) globalBest = v;
  const out3 = [];
  for (const x of scored) {
    const { file: f, rec } = x;
    const seedIn = byEnd ? x.rankSeedIn : x.seedIn;
    const scores = scoresOf(x);
    const prior = f.evidence / f.rank ** TASK_FILE_RANK_EXP;
    const local = [];
    for (const d of rec.defs) {
      const seedMiss = 1 - TASK_SEED_SHARE * (seedIn.get(d) ?? 0);
      const share = globalBest > 0 ? (scores.get(d) ?? 0) / globalBest : 0;
      const v = 1 - (1 - share * share) * seedMiss * mentionMiss(named, d, byEnd);
      if (v > 0) local.push({ path: f.path, name: d.name, kind: d.kind, start: d.start, end: d.end, score: prior * v * (d.kind === "variable" ? TASK_VARIABLE_FACTOR : 1), order: out3.length + local.length });
    }
    local.sort((a, b) => b.score - a.score || a.start - b.start);
    out3.push(...local.slice(0, TASK_SYMBOLS_PER_FILE).map((r, k) => ({ ...r, score: r.score / (k + 1) ** TASK_RANK_DECAY })));
  }
  return out3.sort((a, b) => b.score - a.score || a.order - b.order).slice(0, resolveRankLimit(limit)).map(({ order: _order, score, ...r }) => ({ ...r, score: Math.round(score * 1e3) / 1e3 }));
}
function mentionMiss(named, d, byEnd) {
  const syntax = byEnd && runBySyntax(named.syntax, d) ? 1 - TASK_SYNTAX_SHARE : 1;
  if (namesDef(named, d)) return (1 - TASK_MENTION_SHARE) * syntax;
  return (byEnd && namesDefByEnd(named, d) ? 1 - TASK_END_MENTION_SHARE : 1) * syntax;
}
function tailWeights(lexical, best) {
  if (best <= 0) return void 0;
  const w = /* @__PURE__ */ new Map();
  for (const [d, score] of lexical) {
    const share = score / best;
    w.set(d.start, Math.max(w.get(d.start) ?? 0, share * share * (d.kind === "variable" ? TASK_VARIABLE_FACTOR : 1)));
  }
  return w;
}
var SYMBOLS_PER_FILE = 3;
var FILE_SHARE = 0.4;
function rankSeedSymbols(index, seeds, limit = RANK_LIMIT) {
  const acc = /* @__PURE__ */ new Map();
  seeds.forEach((s3, k) => {
    const rec = index.files[index.fileId(s3.path) ?? -1];
    if (!rec) return;
    const best = innermostDef(rec.defs, s3.line);
    const key = `${s3.path}\0${best?.start ?? 0}`;
    const cur = acc.get(key) ?? { path: s3.path, name: best?.name ?? "<module>", kind: best?.kind ?? "module", start: best?.start ?? 1, end: best?.end ?? s3.line, score: 0, miss: 1, first: k };
    cur.miss *= 1 - Math.min(1, s3.raw_confidence ?? s3.confidence);
    acc.set(key, cur);
  });
  const fileMiss = /* @__PURE__ */ new Map();
  const perFile = /* @__PURE__ */ new Map();
  for (const s3 of seeds) {
    const k = perFile.get(s3.path) ?? 0;
    if (k >= PER_FILE) continue;
    perFile.set(s3.path, k + 1);
    fileMiss.set(s3.path, (fileMiss.get(s3.path) ?? 1) * (1 - Math.min(1, s3.raw_confidence ?? s3.confidence)));
  }
  return [...acc.values()].map(({ miss, first, ...r }) => ({ ...r, score: round2((1 - FILE_SHARE) * (1 - miss) + FILE_SHARE * (1 - (fileMiss.get(r.path) ?? 1))), first })).sort((a, b) => b.score - a.score || a.first - b.first).slice(0, limit).map(({ first: _first, ...r }) => r);
}
function mergedRaw(one, other) {
  if (one.raw_confidence === void 0 && other.raw_confidence === void 0) return {};
  return { raw_confidence: Math.max(one.raw_confidence ?? one.confidence, other.raw_confidence ?? other.confidence) };
}
function fuseSeeds(seeds) {
  const byKey = /* @__PURE__ */ new Map();
  for (const s3 of seeds) {
    const key = `${s3.path}\0${s3.line}`;
    const same = byKey.get(key);
    if (!same) {
      byKey.set(key, { ...s3 });
      continue;
    }
    const raw2 = mergedRaw(same, s3);
    if (s3.confidence > same.confidence) byKey.set(key, { ...s3, ...raw2, detail: `${s3.detail}; also ${same.detail}` });
    else {
      Object.assign(same, raw2);
      if (!same.detail.includes(s3.detail)) same.detail += `; also ${s3.detail}`;
    }
  }
  const byFile = /* @__PURE__ */ new Map();
  for (const s3 of byKey.values()) {
    const l = byFile.get(s3.path);
    if (l) l.push(s3);
    else byFile.set(s3.path, [s3]);
  }
  const files = [...byFile].map(([path, list3]) => {
    list3.sort((a, b) => b.confidence - a.confidence || a.line - b.line);
    let miss = 1;
    for (const s3 of list3.slice(0, PER_FILE)) miss *= 1 - Math.min(1, s3.confidence);
    return { path, list: list3, score: 1 - miss };
  });
  files.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const head = [];
  const tail = [];
  for (const f of files) {
    head.push(...f.list.slice(0, PER_FILE));
    tail.push(...f.list.slice(PER_FILE));
  }
  return [...head, ...tail];
}
function round2(x) {
  return Math.round(x * 100) / 100;
}

// src/slice/mentions.ts
var MENTION_WEIGHT = { path: 0.8, module: 0.7, qualified: 0.7, call: 0.45, identifier: 0.4 };
var IMPORTED_MODULE_FACTOR = 0.45;
var DECLARATION_FACTOR = 0.5;
var MAX_DEFS_PER_NAME = 6;
var MAX_MENTIONS = 40;
function seedsFromMentions(mentions, ctx, declarationFactor = DECLARATION_FACTOR) {
  const out3 = [];
  const calledBare = new Set(mentions.flatMap((m) => m.bare ?? []));
  const push = (defs, name, kind, c, note) => {
    for (const d of defs) {
      const vendored = isVendored(ctx.index, d.file.path);
      out3.push({ path: d.file.path, line: d.def.start, why: "symbol", source: "mention", detail: `the text names \`${name}\` (${kind}${note}) \u2192 ${d.def.name}${vendored ? " (in a vendored copy)" : ""}`, confidence: round22(c * (vendored ? NOT_LIBRARY_FACTOR : 1)) });
    }
  };
  const repeat = (m) => Math.min(1, 0.75 + 0.125 * (m.count - 1)) * (m.where === "prose" ? 0.85 : 1);
  for (const m of mentions.slice(0, MAX_MENTIONS)) {
    const imported = m.kind === "module" && m.where === "code" || m.kind === "identifier" && m.imported;
    const base = MENTION_WEIGHT[m.kind] * repeat(m) * (imported ? IMPORTED_MODULE_FACTOR : 1) * (m.declares ? declarationFactor : 1);
    if (m.kind === "path") {
      const r = ctx.resolver.resolve(m.text.replace(/[:#].*$/, ""));
      if (r.kind === "ok") out3.push({ path: r.path, line: m.line ?? 1, why: "path", source: "mention", detail: `the text names ${m.text}`, confidence: round22(base) });
      continue;
    }
    if (m.kind === "module") {
      const file = moduleFile(ctx, m.parts);
      if (file) {
        out3.push({ path: file, line: 1, why: "path", source: "mention", detail: `the text names module ${m.text}`, confidence: round22(base) });
        continue;
      }
    }
    const parts = m.kind === "call" ? m.parts : m.parts.length ? m.parts : [m.text];
    const names = m.kind === "call" ? parts : [parts[parts.length - 1]];
    for (const name of names) {
      if (name.length < 3) continue;
      let defs = ctx.defsNamed(name).filter((d) => !isTestFile(d.file) && d.file.lang !== "other");
      if (m.kind === "qualified" || m.kind === "module") {
        const qual = parts.slice(0, -1).map((q) => q.toLowerCase());
        const fit = defs.filter((d) => qual.some((q) => d.def.name.toLowerCase().split(".").includes(q) || d.file.path.toLowerCase().split(/[/.]/).includes(q)));
        if (fit.length) defs = fit;
      }
      const share = m.kind === "call" ? 1 / Math.sqrt(names.length) : 1;
      const owners = m.kind === "call" ? m.members?.filter(([, n3]) => n3 === name).map(([c]) => c) : void 0;
      const own = owners?.length ? defs.filter((d) => owners.some((c) => d.def.name.split(".").slice(0, -1).includes(c))) : [];
      if (own.length) push(own, name, m.kind, base / Math.sqrt(own.length) * share, `, a member of ${owners.join(" or ")}`);
      const bare = m.kind === "call" ? m.bare?.includes(name) : m.kind === "identifier" && calledBare.has(name);
      if (bare || m.kind !== "qualified" && m.kind !== "module" && /^[A-Z]/.test(name)) {
        const free = defs.filter((d) => d.def.kind !== "method");
        if (free.length) defs = free;
      }
      if (!defs.length || defs.length > MAX_DEFS_PER_NAME) continue;
      push(defs, name, m.kind, base / Math.sqrt(defs.length) * share, defs.length > 1 ? `, 1 of ${defs.length} definitions` : "");
    }
  }
  return out3;
}
function moduleFile(ctx, parts) {
  if (parts.length < 2) return void 0;
  const rel = parts.join("/");
  for (const cand of [`${rel}.py`, `${rel}/__init__.py`, `${rel}.ts`, `${rel}.js`, `${rel}/index.ts`, `${rel}/index.js`]) {
    const r = ctx.resolver.resolve(cand);
    if (r.kind === "ok" && r.matched >= Math.min(2, parts.length)) return r.path;
  }
  return void 0;
}
function round22(x) {
  return Math.round(x * 100) / 100;
}

// src/slice/stubs.ts
var STUB_SUFFIXES = [[".pyi", ".py"], [".d.ts", ".js"], [".d.mts", ".mjs"], [".d.cts", ".cjs"]];
var implementations = /* @__PURE__ */ new WeakMap();
function implementationOf(index, path) {
  let map = implementations.get(index);
  if (!map) {
    map = /* @__PURE__ */ new Map();
    for (const f of index.files) {
      for (const [stub, impl] of STUB_SUFFIXES) {
        if (!f.path.endsWith(stub)) continue;
        const twin = f.path.slice(0, -stub.length) + impl;
        if (index.fileId(twin) !== void 0) map.set(f.path, twin);
        break;
      }
    }
    implementations.set(index, map);
  }
  return map.get(path);
}
function foldStubSeeds(seeds, index) {
  return seeds.map((s3) => {
    const impl = implementationOf(index, s3.path);
    if (!impl) return s3;
    const def = innermostDef(index.files[index.fileId(s3.path)].defs, s3.line);
    const twin = def ? index.files[index.fileId(impl)].defs.find((d) => d.name === def.name) : void 0;
    return { ...s3, path: impl, line: twin?.start ?? 1, detail: `${s3.detail} (in the stub ${s3.path.slice(s3.path.lastIndexOf("/") + 1)})` };
  });
}

// src/slice/seeds.ts
var NOT_API = /* @__PURE__ */ new Set([
  "print",
  "len",
  "int",
  "str",
  "float",
  "list",
  "dict",
  "set",
  "tuple",
  "range",
  "type",
  "isinstance",
  "super",
  "self",
  "cls",
  "return",
  "if",
  "for",
  "while",
  "not",
  "and",
  "or",
  "in",
  "is",
  "lambda",
  "assert",
  "raise",
  "await",
  "async",
  "new",
  "console",
  "log",
  "require",
  "import",
  "from",
  "const",
  "let",
  "var",
  "function",
  "this",
  "then",
  "catch",
  "main",
  "open",
  "repr",
  "format",
  "get",
  "append",
  "push",
  "map",
  "filter",
  "keys",
  "values",
  "items",
  "Object",
  "anonymous",
  "module",
  "exports",
  "JSON",
  "parse",
  "stringify",
  "String",
  "Number",
  "Array",
  "Promise"
]);
var TRACE_LEXICAL_FACTOR = 0.6;
var REMARK_LEXICAL_FACTOR = 0.4;
function seedsFromSymptom(symptom, ctx) {
  const out3 = { seeds: [], warnings: [], dependencyRoots: [] };
  const add2 = (s3) => {
    const same = out3.seeds.find((x) => x.path === s3.path && x.line === s3.line);
    if (!same) {
      out3.seeds.push(s3);
      return;
    }
    const raw2 = mergedRaw(same, s3);
    if (s3.confidence > same.confidence) out3.seeds[out3.seeds.indexOf(same)] = { ...s3, ...raw2, detail: `${s3.detail}; also ${same.detail}` };
    else {
      Object.assign(same, raw2);
      if (!same.detail.includes(s3.detail)) same.detail += `; also ${s3.detail}`;
    }
  };
  const inRepo = /* @__PURE__ */ new Map();
  const reported = /* @__PURE__ */ new Set();
  for (const f of symptom.frames) {
    if (f.internal || f.path.startsWith("<")) continue;
    const r = ctx.resolver.resolve(f.path, f.qualifiedClass);
    if (r.kind === "ok") {
      inRepo.set(f, r.path);
      continue;
    }
    if (r.kind === "ambiguous" && !reported.has(f.path)) {
      reported.add(f.path);
      out3.warnings.push({ kind: "ambiguous-seed", path: f.path, line: f.line ?? 0, detail: `matches ${r.candidates.length} files by its last ${r.matched} path segments: ${r.candidates.slice(0, 8).join(", ")}${r.candidates.length > 8 ? ", \u2026" : ""}; pass --seed to choose` });
      continue;
    }
    const dep = dependencyRoot(f.path);
    if (dep && !out3.dependencyRoots.includes(dep)) out3.dependencyRoots.push(dep);
  }
  const framesInRepo = [...inRepo.keys()];
  const lastChain = Math.max(-1, ...framesInRepo.map((f) => f.chain));
  const vendored = new Set(framesInRepo.filter((f) => isVendored(ctx.index, inRepo.get(f))));
  const counts2 = (f, g) => !vendored.has(g) || !framesInRepo.some((h) => h.chain === f.chain && !vendored.has(h));
  for (const f of framesInRepo) {
    const innermost = counts2(f, f) && !framesInRepo.some((g) => g.chain === f.chain && g.order > f.order && counts2(f, g));
    const confidence = innermost ? f.chain === lastChain ? 1 : 0.95 : f.format === "path" ? 0.6 : 0.85;
    const where = f.format === "path" ? "mentioned as path:line" : `${f.format} frame${f.func ? ` in ${f.func}` : ""}${innermost ? " (innermost)" : ""}`;
    add2({ path: inRepo.get(f), line: f.line ?? 1, why: f.format === "path" ? "path" : "frame", detail: where, confidence });
  }
  for (const d of symptom.diagnostics) {
    const r = ctx.resolver.resolve(d.path);
    if (r.kind === "ok") {
      add2({ path: r.path, line: d.line, why: "path", detail: `${d.tool} ${d.severity}${d.code ? ` ${d.code}` : ""}: ${clip(d.message, 80)}`, confidence: d.severity === "error" ? 0.95 : d.severity === "warning" ? 0.7 : 0.4 });
    } else if (r.kind === "ambiguous") {
      out3.warnings.push({ kind: "ambiguous-seed", path: d.path, line: d.line, detail: `matches ${r.candidates.length} files: ${r.candidates.slice(0, 8).join(", ")}; pass --seed to choose` });
    }
  }
  for (const t of symptom.tests) {
    const [file, ...names] = t.split("::");
    const r = ctx.resolver.resolve(file);
    if (r.kind !== "ok") continue;
    const rec = ctx.index.files[ctx.index.fileId(r.path)];
    const fn = names[names.length - 1]?.replace(/\[.*$/, "");
    const def = fn ? rec?.defs.find((d) => d.name === fn || d.name.endsWith(`.${fn}`)) : void 0;
    add2({ path: r.path, line: def?.start ?? 1, why: "test", detail: `failing test ${t}`, confidence: 0.9 });
  }
  const lastBlock = framesInRepo.filter((f) => f.chain === lastChain).sort((a, b) => b.order - a.order);
  const raiseShown = lastBlock.length > 0 && /^(?:raise|throw)\b/.test(lastBlock[0].source ?? "");
  const needLiterals = !raiseShown && (symptom.messages.length > 0 || symptom.exceptionTypes.length > 0);
  const table = needLiterals ? ctx.literals() : void 0;
  const lowConfidence = ctx.lowConfidence = [];
  if (table) {
    for (const msg of symptom.messages) seedFromMessage(msg, table, add2, ctx);
    symptom.exceptionTypes.forEach((type, i) => seedFromExceptionType(type, symptom.exceptionTypes.length === symptom.messages.length ? symptom.messages[i] : i === symptom.exceptionTypes.length - 1 ? symptom.messages[symptom.messages.length - 1] : void 0, ctx, table, out3.seeds, add2));
  }
  const isLibrary = (g) => !ctx.isPackageFile || ctx.isPackageFile(inRepo.get(g));
  for (const f of raiseShown ? [] : userFrames(symptom.frames, inRepo, ctx.isPackageFile)) {
    const blockHasLibrary = framesInRepo.some((g) => g.chain === f.chain && g.order > f.order && isLibrary(g));
    const lastType = symptom.exceptionTypes[symptom.exceptionTypes.length - 1];
    const modules = moduleBindings(ctx, inRepo.get(f));
    seedFromUserLine(f, ctx, add2, blockHasLibrary ? 0.4 : 1, modules, blockHasLibrary ? void 0 : lastType, symptom.messages[symptom.messages.length - 1]);
  }
  if (table && !framesInRepo.length && !out3.seeds.some((x) => x.why === "literal" && x.confidence >= 0.7)) {
    if (!symptom.exceptionTypes.length && symptom.messages.length) lowConfidence.push("the message matches no distinctive literal of the repository and names no exception class: paste the traceback or the line that called the library");
  }
  const sure = out3.seeds.some((s3) => s3.confidence >= 0.95 && (s3.why === "frame" || s3.why === "explicit"));
  const prose2 = ctx.lexical ? isProse(ctx.lexical.text) : false;
  if (symptom.mentions.length && (prose2 || !sure)) {
    for (const s3 of seedsFromMentions(symptom.mentions, { index: ctx.index, resolver: ctx.resolver, defsNamed: (n3) => defsNamed(ctx, n3) })) add2(s3);
  }
  const message = symptom.messages.length > 0 && framesInRepo.length === 0 && !out3.seeds.some((s3) => s3.why === "literal" && s3.confidence >= 0.9);
  const remark = !prose2 && !message && framesInRepo.length === 0 && ctx.lexical !== void 0 && sentenceLines(ctx.lexical.text, 1) >= 1;
  if (ctx.lexical && !sure && (prose2 || message || remark)) {
    try {
      const lexical = lexicalSeeds(ctx.index, ctx.lexical.text, { read: ctx.lexical.read, noCache: ctx.lexical.noCache, weight: prose2 ? 1 : message ? TRACE_LEXICAL_FACTOR : REMARK_LEXICAL_FACTOR, isPackageFile: message ? void 0 : ctx.isPackageFile, calibrated: prose2 || remark });
      const firstOfFile = /* @__PURE__ */ new Set();
      for (const s3 of lexical) {
        if (remark && firstOfFile.has(s3.path)) continue;
        firstOfFile.add(s3.path);
        add2(s3);
      }
    } catch (err) {
      out3.warnings.push({ kind: "lexical-unavailable", path: "", line: 0, detail: `the lexical ranking failed: ${err.message}` });
    }
    if ((prose2 || remark) && !out3.seeds.some((s3) => s3.confidence >= 0.5 && s3.source !== "lexical")) lowConfidence.push("no frame, path, literal or distinctive name of the text points at a file: the seeds are the best lexical matches of the whole text");
  }
  for (const detail2 of lowConfidence) out3.warnings.push({ kind: "low-confidence", path: "", line: 0, detail: detail2 });
  if (prose2) out3.seeds = out3.seeds.map(calibrateProseSeed);
  out3.seeds = fuseSeeds(foldStubSeeds(out3.seeds, ctx.index));
  if (prose2 && !sure && ctx.isPackageFile) {
    const pkg = ctx.isPackageFile;
    out3.seeds = [...out3.seeds.filter((s3) => !pkg(s3.path)), ...out3.seeds.filter((s3) => pkg(s3.path))];
  }
  return out3;
}
function isProse(text3) {
  return sentenceLines(text3, 2) >= 2;
}
function sentenceLines(text3, stop) {
  let lines = 0;
  for (const line3 of text3.split("\n")) {
    if (/^\s{4,}\S|^\s*(?:File "|at\s|Traceback\b|[\^~\s]+$)|^[\w.]*(?:Error|Exception|Warning)\b/.test(line3)) continue;
    if ((line3.match(/\b[A-Za-z]{2,}\b/g)?.length ?? 0) < 5) continue;
    if (++lines >= stop || sentencesOf(line3) >= PARAGRAPH_SENTENCES) return stop;
  }
  return lines;
}
var PARAGRAPH_SENTENCES = 3;
function sentencesOf(line3) {
  let n3 = 0;
  for (const sentence of line3.split(/(?<=[.!?])\s+/)) if ((sentence.match(/\b[A-Za-z]{2,}\b/g)?.length ?? 0) >= 5) n3++;
  return n3;
}
function seedFromMessage(msg, table, add2, ctx) {
  const norm = normalizeMessage(msg);
  const generic = norm.length < 16 || !/\s/.test(norm);
  const hits = matchMessage(table, msg, { limit: 16, isTest: isTestPath, weight: ctx.literalWeight });
  if (!hits.length) return;
  const top = hits[0].score;
  let kept = 0;
  for (const h of hits) {
    if (h.score < top * 0.5) break;
    if (generic && kept >= 2) break;
    if (kept >= 4 && !(h.score >= top * 0.85 && kept < 12)) break;
    const strong = h.coverage >= 0.5 ? 0.9 : h.coverage >= 0.25 ? 0.7 : 0.45;
    const confidence = round23((generic ? 0.3 : strong) * (isTestPath(h.path) ? 0.5 : 1) * (kept === 0 ? 1 : 0.9));
    add2({ path: h.path, line: h.line, why: "literal", detail: `message matches literal "${clip(h.fragments[0], 60)}" (line ${h.literalLine}, coverage ${Math.round(h.coverage * 100)}%)`, confidence });
    if (!isTestPath(h.path)) seedFactoryRaises(h.path, h.literalLine, h.line, confidence, table, add2, ctx);
    kept++;
  }
}
var MAX_FACTORY_SITES = 12;
function seedFactoryRaises(path, literalLine, raiseLine, confidence, table, add2, ctx) {
  const names = /* @__PURE__ */ new Set();
  const rec = ctx.index.files[ctx.index.fileId(path) ?? -1];
  const cls = rec?.defs.filter((d) => d.kind === "class" && d.start <= literalLine && literalLine <= d.end).sort((a, b) => b.start - a.start)[0];
  if (cls) names.add(cls.name.slice(cls.name.lastIndexOf(".") + 1));
  const ft = ctx.text?.(path);
  if (ft) {
    for (let l = literalLine; l >= Math.max(1, literalLine - 2); l--) {
      const m = /^\s*(?:(?:export\s+)?(?:const|let|var)\s+|exports\.|module\.exports\.)?([A-Za-z_$][\w$]*)\s*[:=]\s*(?:new\s+)?[\w$.]*\(?/.exec(linesOf(ft, l, l));
      if (m && m[1].length >= 3) {
        names.add(m[1]);
        break;
      }
    }
  }
  if (ft && rec) {
    const calls = (text3) => [...new Set([...text3.matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)].map((m) => m[1]).filter((n3) => n3.length >= 3 && !NOT_API.has(n3)))];
    const seen = /* @__PURE__ */ new Set();
    const defsOf = (name) => {
      const found = rec.defs.filter((d) => d.kind !== "class" && d.kind !== "interface" && d.kind !== "type" && d.name.slice(d.name.lastIndexOf(".") + 1) === name && d.end - d.start <= 40);
      if (found.length || !/^[A-Za-z_$][\w$]*$/.test(name)) return found;
      const re = new RegExp(`^\\s*(?:static\\s+|async\\s+)*${name.replace(/\$/g, "\\$")}\\s*\\([^)]*\\)\\s*\\{\\s*$`);
      const total = lineCount(ft);
      for (let l = 1; l <= total; l++) if (re.test(linesOf(ft, l, l))) found.push({ name, start: l, end: Math.min(total, l + 40) });
      return found.slice(0, 3);
    };
    const follow = (names2, depth2, via) => {
      for (const name of names2) {
        for (const d of defsOf(name)) {
          if (seen.has(d.start)) continue;
          seen.add(d.start);
          const text3 = linesOf(ft, d.start, d.end);
          const at = text3.split("\n").findIndex((b) => /^\s*(?:raise|throw)\b/.test(b));
          if (at >= 0) add2({ path, line: d.start + at, why: "symbol", detail: `raises in ${d.name}, reached from the helper the message's literal is passed to (${via}${d.name}, literal on line ${literalLine})`, confidence: round23(confidence * 0.85) });
          else if (depth2 < 2) follow(calls(text3), depth2 + 1, `${via}${d.name} \u2192 `);
        }
      }
    };
    follow(calls(linesOf(ft, literalLine, literalLine)), 1, "");
  }
  for (const name of names) {
    let sites = raiseSitesOf(table, name).filter((x) => !isTestPath(x.path) && !(x.path === path && x.line === raiseLine));
    if (!sites.length && ft) sites = raisesNaming(ctx, path, name).filter((x) => !(x.path === path && x.line === raiseLine));
    if (!sites.length || sites.length > MAX_FACTORY_SITES) continue;
    for (const x of sites) add2({ path: x.path, line: x.line, why: "symbol", detail: `raises ${name}, whose definition holds the message's literal (${path}:${literalLine})`, confidence: round23(confidence * 0.85 / Math.sqrt(sites.length)) });
  }
}
function raisesNaming(ctx, path, name) {
  const id = ctx.index.fileId(path);
  if (id === void 0 || !ctx.text) return [];
  const files = /* @__PURE__ */ new Set([id]);
  const { edgeFrom, edgeTo } = ctx.index;
  for (let e = 0; e < edgeTo.length && files.size < 40; e++) if (edgeTo[e] === id) files.add(edgeFrom[e]);
  const re = new RegExp(`^\\s*(?:raise|throw)\\b.*\\b${name.replace(/[^\w$]/g, "")}\\b`);
  const out3 = [];
  for (const f of files) {
    const p = ctx.index.files[f].path;
    if (isTestPath(p)) continue;
    const ft = ctx.text(p);
    if (!ft) continue;
    const lines = ft.text.split("\n");
    for (let i = 0; i < lines.length && out3.length <= MAX_FACTORY_SITES; i++) if (re.test(lines[i])) out3.push({ path: p, line: i + 1 });
  }
  return out3;
}
function defsNamed(ctx, name) {
  const lx = ctx.defsByName ? void 0 : preloadedLexical(ctx.index);
  if (lx) {
    const memo = ctx.defsNamedMemo ??= /* @__PURE__ */ new Map();
    const known = memo.get(name);
    if (known) return known;
    const files = filesDefining(lx, name);
    if (files) {
      const out3 = [];
      for (const id of files) {
        const file = ctx.index.files[id];
        if (implementationOf(ctx.index, file.path)) continue;
        for (const def of file.defs) if (def.name.slice(def.name.lastIndexOf(".") + 1) === name) out3.push({ file, def });
      }
      memo.set(name, out3);
      return out3;
    }
  }
  if (!ctx.defsByName) {
    const m = /* @__PURE__ */ new Map();
    for (const file of ctx.index.files) {
      if (implementationOf(ctx.index, file.path)) continue;
      for (const def of file.defs) {
        const short = def.name.slice(def.name.lastIndexOf(".") + 1);
        const l = m.get(short);
        if (l) l.push({ file, def });
        else m.set(short, [{ file, def }]);
      }
    }
    ctx.defsByName = m;
  }
  return ctx.defsByName.get(name) ?? [];
}
function seedFromExceptionType(type, message, ctx, table, seeds, add2) {
  if (type === "panic") return;
  const defs = defsNamed(ctx, type).filter((d) => d.def.kind === "class").map((d) => ({ path: d.file.path, line: d.def.start }));
  const realDefs = defs.filter((d) => !isTestPath(d.path));
  if (realDefs.length && realDefs.length <= 3) {
    for (const d of realDefs) add2({ path: d.path, line: d.line, why: "symbol", detail: `definition of ${type}`, confidence: round23(0.6 / realDefs.length) });
  }
  const sites = raiseSitesOf(table, type).filter((s3) => !isTestPath(s3.path));
  if (!sites.length) return;
  if (sites.length <= 4) {
    for (const s3 of sites) add2({ ...s3, why: "symbol", detail: `raises ${type} (1 of ${sites.length} raise sites)`, confidence: round23(0.75 / sites.length) });
    return;
  }
  const seededFiles = new Set(seeds.filter((s3) => s3.why === "frame" || s3.why === "symbol" || s3.why === "literal").map((s3) => s3.path));
  const near = sites.filter((s3) => seededFiles.has(s3.path));
  if (near.length && near.length <= 6) {
    for (const s3 of near) add2({ ...s3, why: "symbol", detail: `raises ${type} in a seeded file (${sites.length} raise sites in the repo)`, confidence: 0.3 });
    return;
  }
  const libraryFrame = (x) => x.why === "frame" && (!ctx.isPackageFile || ctx.isPackageFile(x.path));
  if (!ctx.text || seeds.some((x) => libraryFrame(x) || x.why === "literal" && x.confidence >= 0.7)) return;
  const central = centralSites(ctx.index, sites, (s3) => raiseHasShape(ctx.text(s3.path), s3.line, type, message), 3, 10);
  central.forEach((s3, rank) => add2({ ...s3, why: "symbol", detail: `raises ${type}${message === void 0 ? " without a message" : " with a computed value"}, one of ${sites.length} raise sites of ${type}, in a file imported by ${s3.fanIn} others`, confidence: round23(0.25 / (1 + rank / 4)) }));
  if (central.length) ctx.lowConfidence?.push(`${type}: ${central.length} of its ${sites.length} raise sites, of the message's shape, were seeded by how widely their files are imported; the symptom does not tell them apart`);
}
function raiseHasShape(ft, line3, type, message) {
  if (!ft) return false;
  const stmt = linesOf(ft, line3, line3).trim();
  const name = type.replace(/[^\w$]/g, "");
  if (message === void 0) return new RegExp(`^(?:raise|throw(?:\\s+new)?)\\s+(?:[\\w.]+\\.)?${name}\\s*(?:\\(\\s*\\))?\\s*(?:from\\b.*)?;?$`).test(stmt);
  if (!/^(["'])[^]*\1$/.test(message.trim()) && !/^\S{1,80}$/.test(message.trim())) return false;
  return new RegExp(`^(?:raise|throw(?:\\s+new)?)\\s+(?:[\\w.]+\\.)?${name}\\(\\s*[A-Za-z_$][\\w$.]*\\s*\\)`).test(stmt);
}
function centralSites(index, sites, keep, maxFiles, maxSites) {
  if (!sites.length) return [];
  const fanIn = new Int32Array(index.files.length);
  for (let e = 0; e < index.edgeTo.length; e++) if (index.edgeFrom[e] !== index.edgeTo[e]) fanIn[index.edgeTo[e]]++;
  const byFile = /* @__PURE__ */ new Map();
  for (const s3 of sites) {
    const fi = fanIn[index.fileId(s3.path) ?? -1] ?? 0;
    const l = byFile.get(s3.path);
    if (l) l.push({ ...s3, fanIn: fi });
    else byFile.set(s3.path, [{ ...s3, fanIn: fi }]);
  }
  const files = [...byFile.values()].sort((a, b) => b[0].fanIn - a[0].fanIn || cmp(a[0].path, b[0].path));
  const out3 = [];
  let used = 0;
  for (const f of files) {
    if (used >= maxFiles || out3.length >= maxSites) break;
    const kept = f.filter(keep);
    if (kept.length) used++;
    for (const s3 of kept) if (out3.length < maxSites) out3.push(s3);
  }
  return out3;
}
function userFrames(frames, inRepo, isPackageFile) {
  const out3 = [];
  const chains = [...new Set(frames.map((f) => f.chain))];
  const library = (f) => inRepo.has(f) && (!isPackageFile || isPackageFile(inRepo.get(f)));
  const user = (f) => !f.internal && !!f.source && (inRepo.has(f) ? !!isPackageFile && !isPackageFile(inRepo.get(f)) : !/\/(?:site|dist)-packages\/|\/node_modules\/|\/lib\/python3\.\d+\//.test(f.path));
  for (const c of chains) {
    const block = frames.filter((f2) => f2.chain === c && f2.format !== "path").sort((a, b) => a.order - b.order);
    const firstLib = block.findIndex(library);
    const outside = (firstLib === -1 ? block : block.slice(0, firstLib)).filter(user);
    const f = outside[outside.length - 1];
    if (f) out3.push(f);
  }
  return out3;
}
function moduleBindings(ctx, userPath) {
  const out3 = /* @__PURE__ */ new Set();
  const paths = new Set(ctx.index.files.map((f) => f.path));
  for (const p of paths) {
    const py = /^(?:(.*)\/)?([A-Za-z_]\w*)\/__init__\.py$/.exec(p);
    if (py && !paths.has(py[1] ? `${py[1]}/__init__.py` : "__init__.py")) out3.add(py[2]);
    const js = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/package\.json$/.exec(p);
    if (js) out3.add(js[1]);
  }
  const text3 = userPath ? ctx.text?.(userPath)?.text : void 0;
  if (!text3) return out3;
  const re = /^\s*import\s+([\w.]+)(?:\s+as\s+(\w+))?|^\s*from\s+[\w.]+\s+import\s+\(?([\w\s,]+?)\)?\s*$|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\(|import\s+(?:\*\s+as\s+)?([A-Za-z_$][\w$]*)\s+from\s+['"]/gm;
  let m;
  while (m = re.exec(text3)) {
    if (m[1]) out3.add(m[2] ?? m[1].split(".")[0]);
    if (m[3]) for (const part of m[3].split(",")) {
      const n3 = part.trim().split(/\s+as\s+/).pop();
      if (n3) out3.add(n3);
    }
    if (m[4]) out3.add(m[4]);
    if (m[5]) out3.add(m[5]);
  }
  return out3;
}
function callIdentifiers(source) {
  const out3 = [];
  const code = source.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');
  const re = /[A-Za-z_$][\w$]*/g;
  let m;
  while (m = re.exec(code)) {
    const name = m[0];
    let i = m.index - 1;
    while (i >= 0 && code[i] === " ") i--;
    const member = code[i] === ".";
    let receiver;
    if (member) {
      let j = i - 1;
      while (j >= 0 && code[j] === " ") j--;
      const rm = /[A-Za-z_$][\w$]*$/.exec(code.slice(0, j + 1));
      receiver = rm?.[0];
    }
    let k = m.index + name.length;
    while (k < code.length && code[k] === " ") k++;
    const open = code[k] === "(" || code[k] === "[" ? code[k] : void 0;
    if (!member && !open) continue;
    if (!member && open === "[" && !/^[A-Z]/.test(name)) continue;
    if (NOT_API.has(name) || name.length < 2) continue;
    if (!out3.some((o) => o.name === name)) out3.push({ name, member, receiver });
  }
  return out3;
}
function keywordsWithValue(source, value) {
  const v = value.replace(/^(["'])(.*)\1$/, "$2");
  const out3 = [];
  const re = /\b([A-Za-z_]\w*)\s*=\s*(["'])((?:\\.|(?!\2).)*)\2/g;
  let m;
  while (m = re.exec(source)) if (m[3] === v && !out3.includes(m[1])) out3.push(m[1]);
  return out3;
}
function seedFromUserLine(f, ctx, add2, weight, modules, excType, keyMessage) {
  const ids = callIdentifiers(f.source);
  for (const id of ids.slice(0, 6)) {
    const found = [];
    for (const { file, def: d } of defsNamed(ctx, id.name)) {
      if (file.lang === "other") continue;
      {
        const isMethod = d.name.includes(".");
        if (isMethod && d.name.split(".").some((part) => part.startsWith("_"))) continue;
        if (d.kind !== "function" && d.kind !== "method" && d.kind !== "class") continue;
        let score = d.kind === "class" ? 0.8 : isMethod ? 0.9 : 1;
        const moduleReceiver = id.receiver !== void 0 && modules.has(id.receiver);
        if (moduleReceiver) score += isMethod ? -0.3 : 0.3;
        else if (id.member && isMethod) score += 0.15;
        if (isTestPath(file.path)) score *= 0.1;
        if (/(?:^|\/)_[^/]*\//.test(file.path) || /\/_[^/]*\.\w+$/.test(file.path)) score *= 0.7;
        if (/(?:^|\/)(?:vendor|vendored|compat|_vendor|benchmarks?|asv_bench|doc|docs|examples?)\//.test(file.path)) score *= 0.3;
        found.push({ file, start: d.start, name: d.name, score });
      }
    }
    if (!found.length) continue;
    for (let i = found.length - 1; i >= 0; i--) {
      if (found.some((o, j) => j !== i && o.file === found[i].file && o.name === found[i].name && o.start > found[i].start)) found.splice(i, 1);
    }
    for (const d of found) if (exportedByInit(ctx, d.file, d.name)) d.score += 0.2;
    found.sort((a, b) => b.score - a.score || a.file.path.length - b.file.path.length || cmp(a.file.path, b.file.path) || a.start - b.start);
    const keep = found.slice(0, weight < 1 ? 1 : found.length > 12 ? 2 : 3);
    keep.forEach((d, rank) => {
      add2({ path: d.file.path, line: d.start, why: "symbol", detail: `\`${id.name}\` on the user's line "${clip(f.source, 60)}" \u2192 ${d.name}${found.length > keep.length ? ` (best of ${found.length} definitions)` : ""}`, confidence: round23(weight * Math.min(0.8, 0.6 * d.score) / (rank + 1)) });
    });
    if (excType && ctx.text && excType !== "panic") {
      const entries = keep.slice(0, 2).map((d) => ({ file: d.file, def: d.file.defs.find((x) => x.start === d.start && x.name === d.name) })).filter((e) => e.def);
      const reached = raisesReachable({ index: ctx.index, defsNamed: (n3) => defsNamed(ctx, n3), text: ctx.text }, entries, excType, { maxDepth: 4, limit: 3 });
      reached.forEach((r, rank) => {
        add2({ path: r.path, line: r.line, why: "symbol", detail: `raises ${excType}, reached by following calls from \`${id.name}\`: ${r.path_.join(" \u2192 ")}`, confidence: round23(0.55 / (rank + 1)) });
      });
      if (!reached.length) {
        const called = raisesReachable({ index: ctx.index, defsNamed: (n3) => defsNamed(ctx, n3), text: ctx.text }, entries, excType, { maxDepth: 5, limit: 3, lines: RUNTIME_RAISERS });
        called.forEach((r, rank) => {
          add2({ path: r.path, line: r.line, why: "symbol", detail: `calls a runtime builtin that raises by itself (no raise of ${excType} is reachable), reached by following calls from \`${id.name}\`: ${r.path_.join(" \u2192 ")}`, confidence: round23(0.5 / (rank + 1)) });
        });
      }
      if (keyMessage && /^(["']).*\1$/.test(keyMessage.trim())) {
        for (const kw of keywordsWithValue(f.source, keyMessage)) {
          const looked = raisesReachable({ index: ctx.index, defsNamed: (n3) => defsNamed(ctx, n3), text: ctx.text }, entries, excType, { maxDepth: 6, limit: 2, lines: new RegExp(`\\[\\s*(?:self\\.)?${kw}\\s*\\]`) });
          looked.forEach((r, rank) => {
            add2({ path: r.path, line: r.line, why: "symbol", detail: `looks up \`${kw}\` (the user passed ${kw}=${keyMessage}, the missing key), reached by following calls from \`${id.name}\`: ${r.path_.join(" \u2192 ")}`, confidence: round23(0.5 / (rank + 1)) });
          });
        }
      }
    }
  }
}
function exportedByInit(ctx, file, name) {
  if (!ctx.text) return false;
  const id = ctx.index.fileId(file.path);
  const top = name.split(".")[0];
  const { edgeFrom, edgeTo } = ctx.index;
  const word3 = new RegExp(`\\b${top.replace(/[^\w$]/g, "")}\\b`);
  for (let e = 0; e < edgeTo.length; e++) {
    if (edgeTo[e] !== id) continue;
    const init2 = ctx.index.files[edgeFrom[e]];
    if (!/(?:^|\/)__init__\.py$/.test(init2.path)) continue;
    const ft = ctx.text(init2.path);
    if (ft && word3.test(ft.text)) return true;
  }
  return false;
}
function explicitSeeds(specs, resolver) {
  const seeds = [];
  const warnings = [];
  for (const spec of specs) {
    const m = /^(.*?)(?::(\d+))?$/.exec(spec);
    const r = resolver.resolve(m[1]);
    const line3 = m[2] ? Number(m[2]) : 1;
    if (r.kind === "ok") seeds.push({ path: r.path, line: line3, why: "explicit", detail: `--seed ${spec}`, confidence: 1 });
    else if (r.kind === "ambiguous") warnings.push({ kind: "ambiguous-seed", path: m[1], line: line3, detail: `--seed ${spec} matches ${r.candidates.join(", ")}` });
    else warnings.push({ kind: "unresolved-seed", path: m[1], line: line3, detail: `--seed ${spec}: no such file in the repository index` });
  }
  return { seeds, warnings };
}
function clip(s3, n3) {
  return s3.length > n3 ? `${s3.slice(0, n3 - 1)}\u2026` : s3;
}
function round23(x) {
  return Math.round(x * 100) / 100;
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/slice/repo.ts
async function loadIndex(root, opts = {}) {
  const index = await buildIndex(root, { noCache: opts.noCache });
  const sy = opts.symptom;
  const extra = sy ? [.../* @__PURE__ */ new Set([...sy.messages.length || sy.exceptionTypes.length ? [...excludedEntryDirs(index), ...excludedImportDirs(index)] : [], ...excludedFrameDirs(index, sy)])].sort() : [];
  return extra.length ? buildIndex(root, { noCache: opts.noCache, dependencyRoots: extra }) : index;
}
function excludedEntryDirs(index) {
  let manifest;
  try {
    manifest = JSON.parse((0, import_node_fs34.readFileSync)((0, import_node_path34.join)(index.root, "package.json"), "utf8"));
  } catch {
    return [];
  }
  const targets = [];
  const collect = (v) => {
    if (typeof v === "string") targets.push(v);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) if (k !== "browser" && k !== "types") collect(x);
    }
  };
  for (const k of ["main", "module", "exports", "bin"]) collect(manifest[k]);
  const out3 = [];
  for (const t of targets) {
    const top = t.replace(/^\.\//, "").split("/")[0];
    if (!top || INSTALL_DIRS.has(top) || !DEFAULT_EXCLUDED_DIRS.includes(top)) continue;
    const dir = (0, import_node_path34.join)(index.root, top);
    if (!out3.includes(dir) && (0, import_node_fs34.existsSync)(dir)) out3.push(dir);
  }
  return out3;
}
function excludedImportDirs(index) {
  const out3 = [];
  for (const u of index.unresolved) {
    if (!u.specifier.startsWith(".")) continue;
    const from = index.files[u.from]?.path ?? "";
    const target = import_node_path34.posix.normalize(import_node_path34.posix.join(import_node_path34.posix.dirname(from), u.specifier));
    const top = target.split("/")[0];
    if (!top || top === ".." || INSTALL_DIRS.has(top) || !DEFAULT_EXCLUDED_DIRS.includes(top)) continue;
    const dir = (0, import_node_path34.join)(index.root, top);
    if (!out3.includes(dir) && (0, import_node_fs34.existsSync)(dir)) out3.push(dir);
  }
  return out3;
}
var INSTALL_DIRS = /* @__PURE__ */ new Set(["node_modules", ".venv", "venv", "env", "__pycache__", ".git"]);
function excludedFrameDirs(index, symptom) {
  const out3 = [];
  const rootName = (0, import_node_path34.basename)(index.root);
  for (const f of symptom.frames) {
    if (out3.length >= 3 || f.internal || f.path.startsWith("<")) continue;
    const segs = f.path.split("/").filter(Boolean);
    const at = segs.lastIndexOf(rootName);
    const tails = at >= 0 ? [segs.slice(at + 1)] : [];
    for (let k = Math.min(segs.length - 1, 8); k >= 2; k--) tails.push(segs.slice(-k));
    for (const tail of tails) {
      const top = tail[0];
      if (!top || INSTALL_DIRS.has(top) || !DEFAULT_EXCLUDED_DIRS.includes(top)) continue;
      if (!(0, import_node_fs34.existsSync)((0, import_node_path34.join)(index.root, ...tail))) continue;
      const dir = (0, import_node_path34.join)(index.root, top);
      if (!out3.includes(dir)) out3.push(dir);
      break;
    }
  }
  return out3;
}
function literalCacheFile(abs) {
  return (0, import_node_path34.join)(cacheDir("literals"), `${sliceKey({ root: abs })}.lit`);
}
async function planSliceIndex(project, symptom, opts = {}) {
  const abs = project.root;
  let projectTable;
  const projectLiterals = () => projectTable ??= loadLiteralTable(abs, project.files, literalCacheFile(abs));
  const plainIndex = (warnings2 = [], envFree = false) => ({ key: "", envFree, join: async () => ({ index: project, literals: projectLiterals, warnings: warnings2 }) });
  const plain = plainIndex([], true);
  const hasFrames = symptom.frames.some((f) => !f.internal && !f.path.startsWith("<"));
  if (!hasFrames && !symptom.messages.length && !symptom.exceptionTypes.length) return plain;
  const resolver = new PathResolver(abs, project.files.map((f) => f.path));
  const framePaths = [];
  const focus = [];
  let raiseShown = false;
  const lastChain = Math.max(-1, ...symptom.frames.map((f) => f.chain));
  for (const f of symptom.frames) {
    if (f.internal || f.path.startsWith("<")) continue;
    const r = resolver.resolve(f.path, f.qualifiedClass);
    if (r.kind === "ok") {
      const id = project.fileId(r.path);
      if (id !== void 0 && !focus.includes(id)) focus.push(id);
      const innermost = !symptom.frames.some((g) => g.chain === f.chain && g.order > f.order);
      if (innermost && f.chain === lastChain && /^(?:raise|throw)\b/.test(f.source ?? "")) raiseShown = true;
    } else if (r.kind === "none") framePaths.push(f.path);
  }
  if (raiseShown) return plain;
  const prose2 = symptom.frames.length === 0 && opts.text !== void 0 && isProse(opts.text);
  const imports = !prose2 && !framePaths.length && (symptom.messages.length > 0 || symptom.exceptionTypes.length > 0) && !projectExplains(symptom, project, projectLiterals());
  let env;
  try {
    const pythonInPlay = project.stats.byLang.python > 0 || symptom.frames.some((f) => /\.pyx?$/.test(f.path)) || symptom.frames.some((f) => f.format === "python" || f.format === "pytest" || f.format === "ipython" || f.format === "doctest");
    env = resolveDependencyEnv(opts.env, abs, pythonInPlay);
  } catch (err) {
    return plainIndex([{ kind: "dependency-discovery", path: abs, line: 0, detail: `installed packages could not be listed: ${err.message}` }]);
  }
  const warnings = env.warnings.map((w) => ({ kind: w.kind, path: w.path, line: 0, detail: w.detail }));
  const chosen = participants(env, project, { framePaths, focus, imports });
  if (!chosen.length) return plainIndex(warnings, !framePaths.length && !imports);
  const keys = /* @__PURE__ */ new Map();
  const keyOf2 = (pkg) => {
    let k = keys.get(pkg.root);
    if (k === void 0) {
      try {
        k = packageKey(pkg);
      } catch {
        k = `${pkg.name}@${pkg.version}:unreadable`;
      }
      keys.set(pkg.root, k);
    }
    return k;
  };
  const envSig = (0, import_node_crypto13.createHash)("sha1");
  for (const p of env.packages) envSig.update(`${p.ecosystem}\0${p.name}\0${p.version}\0${p.root}\0`);
  const key = (0, import_node_crypto13.createHash)("sha1").update(JSON.stringify([chosen.map((c) => keyOf2(c.pkg)), imports, envSig.digest("hex")])).digest("hex");
  return { key, envFree: false, join: () => joinPackages(project, env, chosen, imports, warnings, projectLiterals, keyOf2, opts.noCache) };
}
async function joinPackages(project, env, chosen, imports, warnings, projectLiterals, keyOf2, noCache) {
  const plain = { index: project, literals: projectLiterals, warnings };
  const loaded2 = [];
  const tryLoad = async (part) => {
    const { pkg } = part;
    try {
      const pi = await loadPackageIndex(pkg, { noCache, key: keyOf2(pkg) });
      if (!pi.index.files.some((f) => f.lang !== "other")) {
        warnings.push({ kind: "no-sources", path: pkg.root, line: 0, detail: `${pkg.name} ${pkg.version}: no Python/JS/TS sources (compiled modules only): its raise sites cannot be seen` });
        return;
      }
      loaded2.push({ part, pi });
    } catch (err) {
      warnings.push({ kind: "dependency-unreadable", path: pkg.root, line: 0, detail: `${pkg.name}: ${err.message}` });
    }
  };
  for (const part of chosen) await tryLoad(part);
  if (imports) {
    const more = /* @__PURE__ */ new Set();
    for (const { pi } of loaded2) {
      if (loaded2.length + more.size >= MAX_PARTICIPANTS) break;
      const eco = pi.pkg.ecosystem;
      for (const f of pi.index.files) for (const spec of f.external) if (!spec.startsWith("node:") && !spec.startsWith(".")) more.add(topModule(spec, eco));
    }
    const transitive = participants(env, { ...project, files: [{ path: "", lang: loaded2[0]?.pi.pkg.ecosystem === "npm" ? "js" : "python", size: 0, mtimeMs: 0, hash: "", tokens: 0, defs: [], dynamic: [], external: [...more].sort() }] }, { framePaths: [], focus: [], imports: true });
    for (const t of transitive) {
      if (loaded2.length >= MAX_PARTICIPANTS) break;
      if (loaded2.some((l) => l.pi.pkg.root === t.pkg.root)) continue;
      await tryLoad({ ...t, why: "transitive" });
    }
  }
  if (!loaded2.length) return plain;
  const composed = composeIndex(project, loaded2.map((l) => ({ pkg: l.pi.pkg, index: l.pi.index })));
  for (const { part, pi } of loaded2) {
    const cp = composed.packages.find((p) => p.pkg.root === pi.pkg.root);
    const why = part.why === "frame" ? "frames of the symptom point into it" : part.why === "import" ? `the project imports it (${part.importers} file(s)) and its own code does not explain the error` : "a package the project's imports import";
    warnings.push({ kind: "dependency-indexed", path: cp.prefix, line: 0, detail: `${pi.pkg.name} ${pi.pkg.version || "(version unknown)"} takes part: ${why}; ${pi.index.files.length} files, index cache ${pi.cache}` });
  }
  let table;
  const literals = () => table ??= concatTables([
    { prefix: "", table: projectLiterals() },
    ...loaded2.map(({ pi }) => ({ prefix: composed.packages.find((p) => p.pkg.root === pi.pkg.root).prefix, table: loadLiteralTable(pi.pkg.root, pi.index.files, (0, import_node_path34.join)(cacheDir("deps"), `${pi.key}.lit`)) }))
  ]);
  return { index: composed.index, composed, literals, warnings };
}
function projectExplains(symptom, project, table) {
  for (const msg2 of symptom.messages) {
    const hits = matchMessage(table, msg2, { limit: 3, isTest: isTestPath });
    if (hits.some((h) => !isTestPath(h.path) && h.coverage >= 0.5)) return true;
  }
  const type = symptom.exceptionTypes[symptom.exceptionTypes.length - 1];
  if (!type) return false;
  const msg = symptom.messages[symptom.messages.length - 1]?.trim() ?? "";
  const valueOnly = !msg || /^(["'`]).*\1$|^-?\d+(?:\.\d+)?$/.test(msg);
  const defined = project.files.some((f) => !isTestPath(f.path) && f.defs.some((d) => d.kind === "class" && (d.name === type || d.name.endsWith(`.${type}`))));
  return (defined || valueOnly) && raiseSitesOf(table, type).some((s3) => !isTestPath(s3.path));
}

// src/slice/operator.ts
var import_node_crypto14 = require("node:crypto");
var import_node_fs35 = require("node:fs");
var import_node_path35 = require("node:path");
var import_node_url9 = require("node:url");
init_version();
var cached;
function operatorId() {
  if (cached) return cached;
  if (true) return cached = "T2@5f41e38a";
  const h = (0, import_node_crypto14.createHash)("sha1").update(VERSION);
  const here = (0, import_node_path35.join)((0, import_node_path35.dirname)((0, import_node_path35.dirname)((0, import_node_url9.fileURLToPath)(__ckImportMetaUrl))), "slice");
  const walk = (dir) => {
    let names;
    try {
      names = (0, import_node_fs35.readdirSync)(dir).sort();
    } catch {
      return;
    }
    for (const n3 of names) {
      const p = (0, import_node_path35.join)(dir, n3);
      if (n3.endsWith(".js") || n3.endsWith(".ts")) {
        if (n3.endsWith(".d.ts")) continue;
        try {
          h.update(n3).update((0, import_node_fs35.readFileSync)(p));
        } catch {
        }
      } else if (!n3.includes(".")) walk(p);
    }
  };
  walk(here);
  cached = `T2@${h.digest("hex").slice(0, 8)}`;
  return cached;
}

// src/slice/plan.ts
init_tokens();

// src/slice/tail-defs.ts
function bestTailLines(w, lean = false) {
  const sorted = [...w].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  if (!sorted.length) return [];
  const top = sorted[0][1];
  const [n3, near] = lean ? [LEAN_DEFS, LEAN_NEAR] : [TAIL_DEFS, TAIL_NEAR];
  return sorted.filter(([, v], k) => k < n3 && v >= near * top).map(([l]) => l);
}
var LEAN_DEFS = 2;
var LEAN_NEAR = 0.8;
var TAIL_DEFS = 5;
var TAIL_NEAR = 0.3;

// src/slice/plan.ts
var MAX_SKELETONS = 8;
var MAX_SKELETON_BYTES = 12e4;
var RANKED_SHARE = 0.9;
var TEXTUAL_WHOLE_SHARE = 0.9;
async function choosePlan(inp) {
  const { closure: c, index, budget } = inp;
  if (!c.seeds.length) return { rung: "none", fits: true, files: [], note: "no seeds: nothing in the symptom resolved to a repository file" };
  const full = (cf) => ({ cf, tier: "full", ranges: [], tokens: index.files[cf.id].tokens });
  const sum = (fs) => fs.reduce((n3, f) => n3 + f.tokens, 0);
  const near = (cf) => cf.hop <= 1;
  const sizes = [];
  const fullRungs = [
    ["full-closure", [...c.seeds, ...c.dependencies, ...c.importers, ...c.tests]],
    ["near-closure", [...c.seeds, ...c.dependencies.filter(near), ...c.importers.filter(near), ...c.tests.filter(near)]],
    ["seeds+deps1", [...c.seeds, ...c.dependencies.filter(near)]]
  ];
  for (const [rung, files] of fullRungs) {
    const planned = files.map(full);
    const t = sum(planned);
    if (t <= budget) return { rung, fits: true, files: planned, note: `${describe(rung)} fits (${formatTokens(t)} \u2264 ${formatTokens(budget)})${sizes.length ? `; richer rungs: ${sizes.join(", ")}` : ""}` };
    sizes.push(`${rung} ${formatTokens(t)}`);
  }
  const neighbours = [...c.dependencies.filter(near), ...c.importers.filter(near), ...c.tests.filter(near)];
  const seedFull = c.seeds.map(full);
  const seedFullTokens = sum(seedFull);
  if (seedFullTokens <= budget / 2) {
    const files = [...seedFull, ...await fillSkeletons(inp, neighbours, seedFullTokens)];
    return { rung: "seeds+skeletons", fits: true, files, note: `${describe("seeds+skeletons")} (${formatTokens(sum(files))}); richer rungs: ${sizes.join(", ")}` };
  }
  sizes.push(`seed files ${formatTokens(seedFullTokens)}`);
  const seedSym = c.seeds.map((cf) => symbolsOf(inp, cf));
  const symTokens = sum(seedSym);
  if (inp.ranked) {
    const files = knapsackRanked(inp, seedSym, budget * RANKED_SHARE);
    const left = seedSym.length - files.length;
    return { rung: "symbols", fits: sum(files) <= budget, files, note: `${describe("symbols")}: seed files whole or as ranges by evidence per token within ${Math.round(RANKED_SHARE * 100)}% of the budget (${formatTokens(sum(files))})${left ? `, ${left} weaker seed file(s) left out as page faults` : ""}; richer rungs: ${sizes.join(", ")}` };
  }
  const withFirst = Boolean(inp.firstSymbols?.length);
  const firstSym = withFirst ? c.seeds.map((cf) => symbolsOf(inp, cf, false, false, true)) : seedSym;
  if (symTokens <= budget) {
    const shownSym = sum(firstSym) <= budget ? firstSym : seedSym;
    const seedShown = wholeWhileFit(inp, shownSym, Math.max(sum(shownSym), budget * (inp.textual ? TEXTUAL_WHOLE_SHARE : 0.5)));
    const files = [...seedShown, ...await fillSkeletons(inp, neighbours, sum(seedShown))];
    const rung = files.length > seedSym.length ? "symbols+skeletons" : "symbols";
    return { rung, fits: true, files, note: `${describe(rung)} (${formatTokens(sum(files))} \u2264 ${formatTokens(budget)}); richer rungs: ${sizes.join(", ")}` };
  }
  const strength = /* @__PURE__ */ new Map();
  for (const s3 of inp.seeds) strength.set(s3.path, Math.max(strength.get(s3.path) ?? 0, s3.raw_confidence ?? s3.confidence));
  const order = c.seeds.map((cf) => symbolsOf(inp, cf, true, false, withFirst)).sort((a, b) => (strength.get(b.cf.path) ?? 0) - (strength.get(a.cf.path) ?? 0));
  const kept = [];
  let used = 0;
  for (const f of order) {
    if (used + f.tokens > budget) continue;
    kept.push(f);
    used += f.tokens;
  }
  if (!kept.length) {
    const top = order[0];
    return { rung: "symbols", fits: false, files: [top], note: `does not fit: even the strongest seed's symbol ranges (${top.cf.path}, ${formatTokens(top.tokens)}) exceed the budget ${formatTokens(budget)}; kept them anyway \u2014 raise --budget or pass a narrower --seed` };
  }
  const dropped = order.length - kept.length;
  return { rung: "symbols", fits: true, files: kept, note: `${describe("symbols")}: ${kept.length} of ${order.length} seed files (${formatTokens(used)})${dropped ? `, ${dropped} weaker seed file(s) left out as page faults` : ""}; richer rungs: ${sizes.join(", ")}, all seed symbols ${formatTokens(symTokens)}` };
}
function describe(r) {
  const i = RUNGS.indexOf(r) + 1;
  const what = {
    "full-closure": "full closure (seeds, dependencies, importers, tests as full files)",
    "near-closure": "seeds + 1-hop dependencies, importers and tests as full files",
    "seeds+deps1": "seeds + 1-hop dependencies as full files",
    "seeds+skeletons": "seed files in full, neighbours as skeletons",
    "symbols+skeletons": "seed symbol ranges, neighbours as skeletons",
    symbols: "seed symbol ranges only"
  };
  return `rung ${i}/${RUNGS.length} '${r}': ${what[r]}`;
}
function symbolsOf(inp, cf, strict = false, lean = false, first = false) {
  const rec = inp.index.files[cf.id];
  const ft = inp.text(cf.path);
  if (!ft) return { cf, tier: "full", ranges: [], tokens: rec.tokens };
  const lines = inp.seeds.filter((s3) => s3.path === cf.path).map((s3) => s3.line);
  let ranked = false;
  for (const d of inp.symbols ?? []) if (d.path === cf.path) {
    lines.push(d.start);
    ranked = true;
  }
  if (first) {
    for (const d of (inp.firstSymbols ?? []).slice(0, FIRST_SHOWN)) if (d.path === cf.path) lines.push(d.start);
  }
  const w = ranked && !inp.tailFiles?.has(cf.path) ? void 0 : inp.defWeights?.get(cf.path);
  if (w) lines.push(...bestTailLines(w, lean));
  const ranges = symbolRanges(rec.defs, lines.length ? lines : [1], lineCount(ft));
  const tokens = rangeTokens(ft, ranges);
  const wholeFile = ranges.length === 1 && ranges[0][0] === 1 && ranges[0][1] >= lineCount(ft);
  if (wholeFile || !strict && (tokens >= rec.tokens * 0.8 || rec.tokens - tokens < 150)) return { cf, tier: "full", ranges: [], tokens: rec.tokens };
  return { cf, tier: "symbols", ranges, tokens };
}
function wholeWhileFit(inp, seedSym, cap) {
  let total = seedSym.reduce((n3, f) => n3 + f.tokens, 0);
  return seedSym.map((f) => {
    if (f.tier === "full") return f;
    const whole = inp.index.files[f.cf.id].tokens;
    if (total - f.tokens + whole > cap) return f;
    total += whole - f.tokens;
    return { cf: f.cf, tier: "full", ranges: [], tokens: whole };
  });
}
function knapsackRanked(inp, seedSym, cap) {
  const byPath = new Map(seedFileEvidence(inp.seeds).map((f) => [f.path, f]));
  const evidence = (path) => {
    const f = byPath.get(path);
    return f ? f.evidence * Math.max(1 / (f.rank * f.rank), RANK_PRIOR_FLOOR) : 0;
  };
  const units = [];
  const leanOf = /* @__PURE__ */ new Map();
  const withDefs = /* @__PURE__ */ new Set();
  const leafRanges = /* @__PURE__ */ new Map();
  seedSym.forEach((f, i) => {
    const p = evidence(f.cf.path);
    const whole = inp.index.files[f.cf.id].tokens;
    if (f.tier === "full") {
      units.push({ i, kind: "whole", line: 0, cost: whole, value: p });
      return;
    }
    const lean = inp.defWeights?.has(f.cf.path) ? symbolsOf(inp, f.cf, false, true) : f;
    if (lean.tier === "symbols" && lean.tokens < f.tokens) {
      leanOf.set(i, lean);
      units.push({ i, kind: "ranges", line: 0, cost: lean.tokens, value: p * RANGES_HOLD });
      units.push({ i, kind: "more", line: 0, cost: f.tokens - lean.tokens, value: p * RANGES_HOLD * TAIL_MORE_SHARE });
    } else units.push({ i, kind: "ranges", line: 0, cost: f.tokens, value: p * RANGES_HOLD });
    units.push({ i, kind: "whole", line: 0, cost: Math.max(1, whole - f.tokens), value: p * (1 - RANGES_HOLD) });
    const weights = inp.defWeights?.get(f.cf.path);
    const ft = weights ? inp.text(f.cf.path) : void 0;
    if (!weights || !ft) return;
    const defs = inp.index.files[f.cf.id].defs;
    const byStart = [...defs].sort((a, b) => a.start - b.start || b.end - a.end);
    const leaves = byStart.filter((d, k) => !(k + 1 < byStart.length && byStart[k + 1].start <= d.end) && !inRanges(f.ranges, d.start));
    const cost = leaves.map((d) => Math.max(1, rangeTokens(ft, [[d.start, d.end]])));
    const relSum = leaves.reduce((n3, d) => n3 + (weights.get(d.start) ?? 0), 0);
    const tokSum = cost.reduce((n3, c) => n3 + c, 0);
    const classAt = /* @__PURE__ */ new Map();
    for (const d of defs) if (d.kind === "class") classAt.set(d.name, d.start);
    const own = /* @__PURE__ */ new Map();
    for (const d of leaves) {
      const r = d.end - d.start + 1 <= MAX_RANGE ? [[d.start, d.end]] : [[d.start, d.start + 2], [d.start, Math.min(d.end, d.start + 60)]];
      const dot = d.name.lastIndexOf(".");
      const cls = dot > 0 ? classAt.get(d.name.slice(0, dot)) : void 0;
      if (cls !== void 0 && cls < d.start) r.push([cls, cls]);
      own.set(d.start, r);
    }
    leafRanges.set(i, own);
    leaves.forEach((d, k) => {
      const w = 0.5 * (relSum > 0 ? (weights.get(d.start) ?? 0) / relSum : 0) + 0.5 * (tokSum > 0 ? cost[k] / tokSum : 0);
      if (w > 0) units.push({ i, kind: "def", line: d.start, cost: cost[k], value: p * (1 - RANGES_HOLD) * w });
    });
    withDefs.add(i);
  });
  const firstRanges = /* @__PURE__ */ new Map();
  (inp.firstSymbols ?? []).slice(0, FIRST_SHOWN).forEach((d, j) => {
    const i = seedSym.findIndex((f) => f.cf.path === d.path);
    const ft = i < 0 ? void 0 : inp.text(d.path);
    if (!ft) return;
    const own = symbolRanges(inp.index.files[seedSym[i].cf.id].defs, [d.start], lineCount(ft));
    firstRanges.set(`${i}:${d.start}`, own);
    units.push({ i, kind: "first", line: d.start, cost: Math.max(1, rangeTokens(ft, own)), value: FIRST_VALUE / (j + 1) });
  });
  const passageOf = /* @__PURE__ */ new Map();
  seedSym.forEach((f, i) => {
    const ps = inp.passages?.get(f.cf.path);
    const ft = ps && f.tier !== "full" ? inp.text(f.cf.path) : void 0;
    if (!ps || !ft) return;
    const p = evidence(f.cf.path);
    ps.slice(0, PASSAGES_SHOWN).forEach((x, j) => {
      const own = passageRanges(inp.index.files[f.cf.id].defs, [x.start, x.end], lineCount(ft));
      passageOf.set(`${i}:${x.start}`, own);
      units.push({ i, kind: "passage", line: x.start, cost: Math.max(1, rangeTokens(ft, own)), value: p * PASSAGE_VALUE / (j + 1) });
    });
  });
  units.sort((a, b) => b.value / b.cost - a.value / a.cost || a.i - b.i || a.line - b.line);
  const shown = /* @__PURE__ */ new Map();
  let total = 0;
  const wholeOf = (i) => {
    const f = seedSym[i];
    return { cf: f.cf, tier: "full", ranges: [], tokens: inp.index.files[f.cf.id].tokens };
  };
  const put = (i, next) => {
    const before = shown.get(i)?.tokens ?? 0;
    if (total - before + next.tokens > cap) return false;
    shown.set(i, next);
    total += next.tokens - before;
    return true;
  };
  const putMerged = (i, extra) => {
    const cf = seedSym[i].cf;
    const ft = inp.text(cf.path);
    if (!ft) return false;
    const ranges = mergeRanges([...shown.get(i)?.ranges ?? [], ...extra]);
    return put(i, { cf, tier: "symbols", ranges, tokens: rangeTokens(ft, ranges) });
  };
  if (seedSym.length && !put(0, seedSym[0].tier === "full" ? wholeOf(0) : seedSym[0])) {
    shown.set(0, seedSym[0]);
    total += seedSym[0].tokens;
  }
  for (const u of units) {
    if (cap - total < 30) break;
    const cur = shown.get(u.i);
    if (cur?.tier === "full" || u.kind === "def" && u.cost > cap - total) continue;
    if (u.kind === "first") {
      putMerged(u.i, firstRanges.get(`${u.i}:${u.line}`) ?? []);
      continue;
    }
    if (u.kind === "passage") {
      putMerged(u.i, passageOf.get(`${u.i}:${u.line}`) ?? []);
      continue;
    }
    if (u.kind === "ranges") {
      const own = leanOf.get(u.i) ?? seedSym[u.i];
      if (!cur) put(u.i, own);
      else if (own.tier === "symbols") putMerged(u.i, own.ranges);
      continue;
    }
    if (u.kind === "more") {
      if (!cur) put(u.i, seedSym[u.i]);
      else putMerged(u.i, seedSym[u.i].ranges);
      continue;
    }
    if (u.kind === "whole") {
      put(u.i, wholeOf(u.i));
      continue;
    }
    const f = seedSym[u.i];
    const ft = inp.text(f.cf.path);
    if (!ft || !withDefs.has(u.i)) continue;
    if (!cur && !put(u.i, f)) continue;
    const rec = inp.index.files[f.cf.id];
    const have = shown.get(u.i);
    const ranges = mergeRanges([...have.ranges, ...leafRanges.get(u.i)?.get(u.line) ?? symbolRanges(rec.defs, [u.line], lineCount(ft))]);
    const tokens = rangeTokens(ft, ranges);
    const asRanges = { cf: f.cf, tier: "symbols", ranges, tokens };
    if (!(tokens >= rec.tokens * 0.8 && put(u.i, wholeOf(u.i)))) put(u.i, asRanges);
  }
  return seedSym.map((_, i) => shown.get(i)).filter((f) => f !== void 0);
}
var RANK_PRIOR_FLOOR = 0.03;
var FIRST_SHOWN = 5;
var FIRST_VALUE = 0.3;
var PASSAGES_SHOWN = 5;
var PASSAGE_VALUE = 0.3;
var TAIL_MORE_SHARE = 1;
var RANGES_HOLD = 0.8;
async function fillSkeletons(inp, neighbours, used) {
  const cap = inp.budget === Infinity ? Infinity : inp.budget / 2;
  if (used >= cap) return [];
  const cands = [];
  let est = used;
  let bytes2 = 0;
  for (const cf of neighbours) {
    if (cands.length >= MAX_SKELETONS) break;
    const rec = inp.index.files[cf.id];
    const guess = Math.ceil(rec.tokens * 0.15);
    if (est + guess > cap || bytes2 + rec.size > MAX_SKELETON_BYTES) continue;
    cands.push(cf);
    est += guess;
    bytes2 += rec.size;
  }
  if (!cands.length) return [];
  const sk = await inp.skeletons(cands.map((c) => c.path));
  const out3 = [];
  let total = used;
  for (const cf of cands) {
    const s3 = sk.get(cf.path);
    if (!s3) continue;
    const full = inp.index.files[cf.id].tokens;
    const asFull = s3.tokens >= full * 0.9;
    const tokens = asFull ? full : s3.tokens;
    if (total + tokens > cap) continue;
    out3.push(asFull ? { cf, tier: "full", ranges: [], tokens } : { cf, tier: "skeleton", ranges: [], tokens, skeleton: s3.text });
    total += tokens;
  }
  return out3;
}

// src/slice/render.ts
var import_node_fs44 = require("node:fs");
var import_node_path41 = require("node:path");
init_tokens();

// src/slice/skeletons.ts
init_tokens();
async function skeletonsFor(root, paths, warnings) {
  const out3 = /* @__PURE__ */ new Map();
  if (!paths.length) return out3;
  let sk;
  try {
    const { preferBaselineTier: preferBaselineTier2, skeletonMany: skeletonMany2 } = await Promise.resolve().then(() => (init_skeleton(), skeleton_exports));
    preferBaselineTier2();
    sk = await skeletonMany2(root, paths, { workers: "never" });
  } catch (err) {
    warnings.push({ kind: "parse-error", path: "", line: 0, detail: `skeletons unavailable: ${err.message}` });
    return out3;
  }
  for (const [p, s3] of sk) {
    const bad = s3.warnings.filter((w) => w.kind !== "pending");
    for (const w of bad) warnings.push({ kind: w.kind, path: w.path, line: w.line, detail: w.detail });
    if (bad.some((w) => w.kind === "unreadable") || !s3.text) continue;
    out3.set(p, { text: s3.text, tokens: estimateTokens(s3.text) });
  }
  return out3;
}

// src/manifest/commands.ts
var import_node_path40 = require("node:path");
function shellQuote(p) {
  return `'${p.replace(/'/g, `'\\''`)}'`;
}
function commandPath(path, root) {
  return root === void 0 || (0, import_node_path40.isAbsolute)(path) ? path : (0, import_node_path40.join)(root, path);
}
function sedCommand(path, a, b, root) {
  return `sed -n '${a},${b}p' ${shellQuote(commandPath(path, root))}`;
}
function catCommand(path, root) {
  return `cat ${shellQuote(commandPath(path, root))}`;
}

// src/slice/render.ts
function renderSlice(m, format) {
  switch (format) {
    case "json":
      return `${JSON.stringify(m, null, 2)}
`;
    case "paths":
      return m.files.map((f) => `${f.path}
`).join("");
    case "text":
      return renderText(m);
    case "context":
      return renderContext(m);
  }
}
function renderText(m) {
  const out3 = [];
  out3.push(`task state of ${m.repo} (${m.operator}, cache ${m.cache}, ${m.timing_ms.total} ms)`);
  out3.push(`  ${formatTokens(m.tokens.task_state)} tokens of ${formatTokens(m.tokens.repo)} (${m.files.length} of ${m.scanned.files} files; rate ${(m.tokens.rate * 100).toFixed(1)}%)`);
  out3.push(`  budget ${m.budget.requested} \u2192 ${m.budget.resolved}${m.budget.fits ? "" : " (DOES NOT FIT)"}: ${m.budget.note}`);
  out3.push("", `seeds (${m.seeds.length}):`);
  for (const s3 of m.seeds) out3.push(`  ${s3.path}:${s3.line}  [${s3.why} ${s3.confidence.toFixed(2)}] ${s3.detail}`);
  out3.push("", `files (${m.files.length}):`);
  for (const f of m.files) {
    const r = f.tier === "symbols" ? ` lines ${f.ranges.map(([a, b]) => `${a}-${b}`).join(",")}` : "";
    out3.push(`  ${f.tier.padEnd(8)} ${String(f.tokens).padStart(7)}  ${f.path}  (${f.role}, hop ${f.hop}${f.hop ? ` via ${f.via}` : ""})${r}`);
  }
  if (m.warnings.length) {
    out3.push("", `warnings (${m.warnings.length}):`);
    for (const w of m.warnings) out3.push(`  ${w.kind}: ${w.path}${w.line ? `:${w.line}` : ""} ${w.detail}`);
  }
  if (m.sufficiency.expected_page_faults.length) {
    out3.push("", `expected page faults (${m.sufficiency.expected_page_faults.length}): ${m.sufficiency.expected_page_faults.slice(0, 12).join(", ")}${m.sufficiency.expected_page_faults.length > 12 ? ", \u2026" : ""}`);
  }
  out3.push("", `page faults: ${m.page_faults.length} command(s) (see --format json); e.g. ${m.page_faults[0]?.command ?? "\u2014"}`);
  return `${out3.join("\n")}
`;
}
async function renderContext(m) {
  const warnings = [];
  const skPaths = m.files.filter((f) => f.tier === "skeleton").map((f) => f.path);
  const skeletons = skPaths.length ? await skeletonsFor(m.repo, skPaths, warnings) : /* @__PURE__ */ new Map();
  const read = (path) => (0, import_node_fs44.readFileSync)((0, import_node_path41.resolve)(m.repo, path), "utf8");
  return contextText(m, read, skeletons, warnings);
}
function contextText(m, read, skeletons, warnings = []) {
  const out3 = [];
  out3.push(`[ck: task state of ${m.repo} for this symptom \u2014 ${formatTokens(m.tokens.task_state)} of ${formatTokens(m.tokens.repo)} tokens; ${m.budget.note}]`);
  for (const s3 of m.seeds.slice(0, 12)) out3.push(`[ck: seed ${s3.path}:${s3.line} (${s3.why}, confidence ${s3.confidence.toFixed(2)}): ${s3.detail}]`);
  for (const f of m.files) {
    let text3;
    try {
      text3 = read(f.path);
    } catch (err) {
      out3.push(`[ck: ${f.path} could not be read (${err.code ?? "error"}); recover: ${catCommand(f.path, m.repo)}]`);
      continue;
    }
    const ft = fileText(text3);
    const n3 = lineCount(ft);
    const who = `${f.role}${f.hop ? `, hop ${f.hop} via ${f.via}` : ""}`;
    if (f.tier === "full") {
      out3.push(`==> ${f.path} (${who}, full, lines 1-${n3}) <==`, linesOf(ft, 1, n3));
    } else if (f.tier === "symbols") {
      let prev = 0;
      for (const [a, b] of f.ranges) {
        if (a > prev + 1) out3.push(`[ck: elided lines ${prev + 1}-${a - 1} of ${f.path}; recover: ${sedCommand(f.path, prev + 1, a - 1, m.repo)}]`);
        out3.push(`==> ${f.path} (${who}, symbols, lines ${a}-${b}) <==`, linesOf(ft, a, b));
        prev = b;
      }
      if (prev < n3) out3.push(`[ck: elided lines ${prev + 1}-${n3} of ${f.path}; recover: ${sedCommand(f.path, prev + 1, n3, m.repo)}]`);
    } else {
      const sk = skeletons.get(f.path);
      out3.push(`==> ${f.path} (${who}, skeleton of lines 1-${n3}; bodies elided; recover: ${catCommand(f.path, m.repo)}) <==`, sk ? sk.text.replace(/\n$/, "") : linesOf(ft, 1, n3));
    }
  }
  const excluded = m.page_faults.filter((p) => !m.files.some((f) => f.path === p.path));
  if (excluded.length) {
    out3.push(`[ck: ${excluded.length} closure file(s) left out by the budget; recover any with: ${excluded.slice(0, 8).map((p) => p.command).join(" ; ")}${excluded.length > 8 ? " ; \u2026 (full list: ck slice --format json)" : ""}]`);
  }
  const known = new Set(m.warnings.map(warningLine));
  const further = warnings.filter((w) => !known.has(warningLine(w)));
  for (const w of [...m.warnings, ...further].slice(0, 20)) out3.push(warningLine(w));
  return `${out3.join("\n")}
`;
}
function warningLine(w) {
  return `[ck: warning ${w.kind} ${w.path}${w.line ? `:${w.line}` : ""}: ${w.detail}]`;
}

// src/slice/index.ts
init_tokens();

// src/slice/runtime.ts
var import_node_fs45 = require("node:fs");
var import_node_path42 = require("node:path");
var OFF_RUNTIME_WEIGHT = 0.3;
function runtimeWeight(index, graph, packageOf) {
  const sources = [];
  if (packageOf) index.files.forEach((f, id) => {
    if (f.lang !== "other" && !packageOf(id)) sources.push(id);
  });
  const own = ownEntries(index);
  sources.push(...own);
  if (!sources.length) return void 0;
  const reach = graph.reach(sources, { excludeKinds: ["type-only", "type-checking"] });
  const runtime = new Uint8Array(index.files.length);
  for (const id of reach.order) runtime[id] = 1;
  for (const id of sources) runtime[id] = 1;
  const known = /* @__PURE__ */ new Set();
  index.files.forEach((_, id) => {
    if (!runtime[id]) return;
    const p = packageOf?.(id);
    if (p) known.add(p.prefix);
  });
  const rootKnown = own.length > 0;
  return (path) => {
    if (!/\.[cm]?[jt]sx?$/.test(path)) return 1;
    const id = index.fileId(path);
    if (id === void 0 || runtime[id]) return 1;
    const p = packageOf?.(id);
    return (p ? known.has(p.prefix) : rootKnown) ? OFF_RUNTIME_WEIGHT : 1;
  };
}
function ownEntries(index) {
  let manifest;
  try {
    manifest = JSON.parse((0, import_node_fs45.readFileSync)((0, import_node_path42.join)(index.root, "package.json"), "utf8"));
  } catch {
    return [];
  }
  const name = typeof manifest.name === "string" ? manifest.name : "";
  if (!name) return [];
  return entryFiles({ ecosystem: "npm", name, version: "", root: index.root, modules: [name], where: "checkout", hasSources: true }, index, name);
}

// src/slice/list-head.ts
var LIST_HEAD = 5;
function orderHead(list3, isPackage = () => false, head = LIST_HEAD) {
  const out3 = [];
  const deferred = [];
  for (const e of list3) {
    if (out3.length < head && (isPackage(e.path) || out3.some((o) => encloses(e, o)))) deferred.push(e);
    else out3.push(e);
    if (out3.length === head && deferred.length) out3.push(...deferred.splice(0));
  }
  return [...out3, ...deferred];
}
function encloses(outer, inner) {
  return outer.path === inner.path && outer.start <= inner.start && inner.end <= outer.end && !(outer.start === inner.start && outer.end === inner.end);
}

// src/slice/symptom/dialects.ts
var TB_START = /^(.*?)(?:Exception Group )?Traceback \(most recent call last\):\s*$/;
var IPY_HEADER_INDENT = /^(\s*)[A-Za-z_][\w.]*?\s*Traceback \(most recent call last\)\s*$/;
var DOCTEST_OUTPUT = /^(?:Expected|Got):\s*$/;
function prefixShape(s3) {
  let out3 = "";
  for (let k = 0; k < s3.length; k++) {
    const c = s3.charCodeAt(k);
    out3 += c >= 48 && c <= 57 ? "0" : c === 43 ? "|" : s3[k];
  }
  return out3;
}
function stripLinePrefixes(lines) {
  const out3 = lines.slice();
  let prefixLen = 0;
  let shape = "";
  let inDoctestOutput = false;
  for (let i = 0; i < out3.length; i++) {
    const line3 = out3[i];
    if (inDoctestOutput) {
      if (/^\s+\S/.test(line3) || !line3.trim()) continue;
      inDoctestOutput = false;
    }
    if ((line3.startsWith("Expected") || line3.startsWith("Got")) && DOCTEST_OUTPUT.test(line3)) {
      inDoctestOutput = true;
      prefixLen = 0;
      continue;
    }
    if (line3.includes("Traceback (most recent call last)")) {
      const m = TB_START.exec(line3) ?? IPY_HEADER_INDENT.exec(line3);
      if (m) {
        prefixLen = m[1].length;
        shape = prefixShape(m[1]);
        if (prefixLen) out3[i] = line3.slice(prefixLen);
        continue;
      }
    }
    if (!prefixLen || !line3.trim()) continue;
    if (line3.length >= prefixLen && prefixShape(line3.slice(0, prefixLen)) === shape) out3[i] = line3.slice(prefixLen);
    else if (shape.trim() && line3.length < prefixLen && prefixShape(line3) === shape.trimEnd()) out3[i] = "";
    else prefixLen = 0;
  }
  return out3;
}
var IPY_HEADER = /^\s*([A-Za-z_][\w.]*?)\s*Traceback \(most recent call last\)\s*$/;
var IPY8_FILE = /^\s*File (.+?):(\d+)(?:, in (.+?))?\s*$/;
var IPY8_CELL = /^\s*Cell (In ?\[\d+\]), line (\d+)(?:, in (.+?))?\s*$/;
var IPY8_INPUT = /^\s*(Input In ?\[\d+\])(?:, in (.+?))?\s*$/;
var IPY_CLASSIC = /^(\S.*?\.(?:py[cdiwx]?|pxi|pxd|so)|\S*<[^>]+>) in ((?:<[^>]+>|[\w.$-])+)(?:\(.*\))?\s*$/;
var IPY_MARKER = /^\s*-+> ?\s*(\d+)(?: (.*))?$/;
var IPY_CONTEXT = /^\s*(?:\d+(?: .*)?|\(\.\.\.\)(?:\s+\d+)?(?: .*)?)$/;
function matchIpythonHeader(line3) {
  if (!line3.includes("Traceback (most recent call last)") || line3.trimEnd().endsWith(":")) return null;
  const m = IPY_HEADER.exec(line3);
  return m ? m[1] : null;
}
function funcName(raw2) {
  if (!raw2) return void 0;
  const t = raw2.trim();
  const open = t.startsWith("<") ? t.indexOf("(", t.indexOf(">")) : t.indexOf("(");
  return (open > 0 ? t.slice(0, open) : t) || void 0;
}
function matchIpythonFrame(lines, i, inTraceback) {
  const line3 = lines[i];
  let m;
  if (line3.includes("Cell In") && (m = IPY8_CELL.exec(line3))) return { path: `Cell ${m[1]}`, line: Number(m[2]), func: funcName(m[3]) };
  if (line3.includes("Input In") && (m = IPY8_INPUT.exec(line3))) return { path: m[1], func: funcName(m[2]) };
  if (line3.includes("File ") && !line3.includes('File "') && (m = IPY8_FILE.exec(line3))) return { path: m[1], line: Number(m[2]), func: funcName(m[3]) };
  if (!line3.includes(" in ") || /^\s/.test(line3)) return null;
  if (m = IPY_CLASSIC.exec(line3)) {
    const next = lines[i + 1] ?? "";
    if (!inTraceback && !IPY_MARKER.test(next) && !/^\s+\d+ /.test(next)) return null;
    return { path: m[1], func: funcName(m[2]) };
  }
  return null;
}
function readIpythonBody(lines, i) {
  const body = { end: i };
  let k = i + 1;
  for (; k < lines.length; k++) {
    const l = lines[k];
    const mk = IPY_MARKER.exec(l);
    if (mk) {
      body.line = Number(mk[1]);
      const src = (mk[2] ?? "").trim();
      if (src) body.source = src;
      continue;
    }
    if (!IPY_CONTEXT.test(l)) break;
  }
  body.end = k - 1;
  if (body.end === i && /^\s{2,}\S/.test(lines[i + 1] ?? "") && isCaretLine(lines[i + 2] ?? "")) {
    body.source = lines[i + 1].trim();
    body.end = i + 2;
  }
  return body;
}
function isDoctestFailedExample(line3) {
  return line3 !== void 0 && /^Failed example:\s*$/.test(line3);
}
function readDoctestReport(lines, i) {
  let k = i + 1;
  let source;
  while (k < lines.length && /^\s+\S/.test(lines[k])) {
    source ??= lines[k].trim();
    k++;
  }
  for (; ; ) {
    const l = lines[k];
    if (l === void 0) break;
    if (DOCTEST_OUTPUT.test(l)) {
      k++;
      while (k < lines.length && /^\s+\S/.test(lines[k])) k++;
      continue;
    }
    if (/^(?:Expected|Got) nothing\s*$/.test(l)) {
      k++;
      continue;
    }
    if (/^Exception raised:\s*$/.test(l)) return { source, end: k, raised: true };
    break;
  }
  return { source, end: k - 1, raised: false };
}
function matchPytestDoctestExample(line3) {
  const m = /^\d{3,} \s*>>> (.*)$/.exec(line3);
  return m ? m[1].trim() : null;
}
var LOCATED_ERROR = /^\s*((?:[A-Za-z]:)?[^\s:][^:]*?):(\d+): ([A-Za-z_][\w.]*): (.*)$/;
function matchLocatedError(line3) {
  if (!line3.includes(": ")) return null;
  const m = LOCATED_ERROR.exec(line3);
  if (!m) return null;
  const path = m[1];
  const type = m[3];
  if (!looksLikeExceptionName(type) || !/[./\\>]/.test(path)) return null;
  const last = type.slice(type.lastIndexOf(".") + 1);
  return { path, line: Number(m[2]), type: last, message: m[4].trim(), warning: last.endsWith("Warning") };
}
var GECKO_AT = /^\s*([^@\s][^@]*)?@((?:[A-Za-z][\w+.-]*:\/\/|\/)\S*?):(\d+):(\d+)\s*$/;
function matchGeckoFrame(line3) {
  if (!line3.includes("@")) return null;
  const m = GECKO_AT.exec(line3);
  if (!m) return null;
  const func = m[1]?.replace(/^.*\*/, "").replace(/\/<$/, "").trim() || void 0;
  return { func, url: m[2], line: Number(m[3]), col: Number(m[4]) };
}
function isNativeCodeFrame(line3) {
  return line3.includes("@[native code]") && /^\s*[^@\s]*@\[native code\]\s*$/.test(line3);
}
function matchCodeFrameLine(line3) {
  const m = line3.includes(" | ") ? /^\s*(\d+) \| (.*)$/.exec(line3) : null;
  return m ? { line: Number(m[1]), source: m[2].trim() } : null;
}
var PYRIGHT = /^\s*(?:((?:[A-Za-z]:)?[^\s:][^:]*?):)?(\d+):(\d+) - (error|warning|information): (.*)$/;
var PYRIGHT_RULE = /\s*\((report[A-Z]\w*)\)\s*$/;
function readPyrightDiagnostic(lines, i, file) {
  const line3 = lines[i];
  if (!line3.includes(" - ")) return null;
  const m = PYRIGHT.exec(line3);
  if (!m || !m[1] && !file) return null;
  const indent = /^\s*/.exec(line3)[0].length;
  let message = m[5].trim();
  let k = i + 1;
  for (; k < lines.length; k++) {
    const l = lines[k];
    const ind = /^\s*/.exec(l)[0].length;
    if (ind <= indent || !l.trim() || PYRIGHT.test(l)) break;
    message += `
${l.trim()}`;
  }
  const rule = PYRIGHT_RULE.exec(message);
  if (rule) message = message.slice(0, rule.index);
  const severity = m[4] === "information" ? "note" : m[4];
  return {
    diagnostic: { path: m[1] ?? file, line: Number(m[2]), col: Number(m[3]), severity, code: rule?.[1], message, tool: "pyright" },
    end: k - 1
  };
}
function isPyrightFileLine(line3, next) {
  return /^(?:[A-Za-z]:)?[^\s:][^:]*\.pyi?\s*$/.test(line3) && next !== void 0 && PYRIGHT.test(next);
}
function mypyContinuation(next) {
  if (next === void 0 || !next.trim() || /^\s/.test(next)) return null;
  if (/^(?:[A-Za-z]:)?[^\s:][^:]*?:\d+:/.test(next) || /^(?:Found \d+ errors?|Success:)/.test(next)) return null;
  return next.trim();
}

// src/slice/symptom/index.ts
var INNERMOST_FIRST = /* @__PURE__ */ new Set(["node", "go", "rust", "java", "browser"]);
var PY_FRAME2 = /^\s*File "(.+?)", line (\d+)(?:, in (.+?))?\s*$/;
var PYTEST_LOC = /^((?:[A-Za-z]:)?[^\s:][^:]*?\.py):(\d+):(?: in (\S+)| (\w[\w.]*))?\s*$/;
var PYTEST_FAILED = /^(?:FAILED|ERROR) (\S+?\.py(?:::\S+)?)(?: - (.*))?$/;
var PYTEST_SECTION = /^_{3,} (.+) _{3,}$/;
var CHAINED = /^(?:During handling of the above exception, another exception occurred|The above exception was the direct cause of the following exception):?\s*$/;
var NODE_AT_PAREN = /^\s*at (?:async )?(?:new )?(.*?) \((.+?):(\d+):(\d+)\)\s*\{?\s*$/;
var NODE_AT_BARE = /^\s*at (?:async )?((?:[A-Za-z][\w+.-]*:\/\/|\/|[A-Za-z]:[\\/]|\.{0,2}[\w@.-]+[\\/]|(?:node|deno|ext|bun):)[^()\s]*?):(\d+):(\d+)\s*$/;
var JS_INTERNAL = /^(?:node|deno|ext|bun):|^internal\//;
var NODE_HEADER = /^((?:file:\/\/|\/|[A-Za-z]:[\\/])[^:*?"<>|]*?|[^\s:]+\.(?:[cm]?js|[cm]?ts|jsx|tsx)):(\d+)\s*$/;
var GO_LOC = /^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?\s*$/;
var GO_FUNC = /^([\w./-]+(?:\.[\w(*)$]+)+)\(.*\)\s*$/;
var RUST_AT = /^\s+at (.+?\.rs):(\d+):(\d+)\s*$/;
var RUST_FN = /^\s*\d+: (.+?)\s*$/;
var RUST_PANIC = /^thread '[^']*'(?: \(\d+\))? panicked at (?:'(.*)', )?(.+?\.rs):(\d+):(\d+):?\s*$/;
var JAVA_AT = /^\s*at (?:[\w.$-]+\/)?([\w$.]+)\.([\w$<>]+)\(([\w$]+\.(?:java|kt|scala|groovy)):(\d+)\)\s*$/;
var GCC_LIKE = /^((?:[A-Za-z]:)?[^\s:][^:]*?):(\d+):(?:(\d+):)?\s*(error|warning|note|fatal error)(?:\[([^\]]*)\])?:\s*(.*?)(?:\s+\[([\w-]+)\])?\s*$/;
var TSC = /^(.+?)\((\d+),(\d+)\): (error|warning) (TS\d+): (.*)$/;
var TSC_PRETTY = /^(.+?):(\d+):(\d+) - (error|warning) (TS\d+): (.*)$/;
var RUSTC_ARROW = /^\s*--> (.+?\.rs):(\d+):(\d+)\s*$/;
var ESLINT_ROW = /^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)\s{2,}([\w@/-]+)\s*$/;
var ESLINT_FILE = /^((?:[A-Za-z]:)?[\\/][^:]*|[\w.-]+(?:[\\/][\w.-]+)+)\s*$/;
var PATH_MENTION = /(?:^|[\s"'(\[])((?:[A-Za-z]:)?[\w./\\@-]*[\w-]\.(?:py|pyi|[cm]?[jt]sx?|go|rs|java|kt|rb|c|cc|cpp|h|hpp|cs|php|swift|scala)):(\d+)(?::\d+)?/g;
function parseSymptom(rawText) {
  const text3 = stripAnsi(rawText).replace(/\r\n?/g, "\n");
  const lines = stripLinePrefixes(text3.split("\n"));
  const frames = [];
  const messages = [];
  const types = [];
  const tests = [];
  const diagnostics = [];
  const warnings = [];
  let chain = 0;
  let blockHasFrames = false;
  let lastFormat;
  let eslintFile;
  let pyrightFile;
  let pendingFunc;
  let pytestSource;
  let pytestDef;
  let inIpython = false;
  let inDoctestSection = false;
  let jsSource;
  const newBlock = () => {
    if (blockHasFrames) chain++;
    blockHasFrames = false;
  };
  const continues = (prev, next) => prev === next || prev === "node-header" || next === "node-header" || prev === "doctest" && next === "python";
  const pushFrame = (f) => {
    if (lastFormat !== void 0 && !continues(lastFormat, f.format)) newBlock();
    const frame = f;
    frame.chain = chain;
    frame.order = 0;
    frames.push(frame);
    blockHasFrames = true;
    lastFormat = f.format;
    return frame;
  };
  const addError = (type, message) => {
    if (!types.includes(type)) types.push(type);
    if (message && !messages.includes(message)) messages.push(message);
  };
  for (let i = 0; i < lines.length; i++) {
    const line3 = lines[i];
    let m;
    if (/^(?:Exception Group )?Traceback \(most recent call last\):/.test(line3)) {
      if (lastFormat !== "doctest") newBlock();
      inIpython = false;
      continue;
    }
    if (line3.startsWith("___") && (m = PYTEST_SECTION.exec(line3))) {
      newBlock();
      inIpython = false;
      inDoctestSection = m[1].startsWith("[doctest] ");
      continue;
    }
    if ((line3.startsWith("During ") || line3.startsWith("The above ")) && CHAINED.test(line3)) {
      newBlock();
      continue;
    }
    if (line3.startsWith("*****") && /^\*{20,}\s*$/.test(line3)) {
      newBlock();
      continue;
    }
    const ipyType = matchIpythonHeader(line3);
    if (ipyType) {
      newBlock();
      inIpython = true;
      addError(ipyType.slice(ipyType.lastIndexOf(".") + 1), "");
      continue;
    }
    if (line3.includes("-----") && /^\s*-{20,}\s*$/.test(line3)) continue;
    const ipy = matchIpythonFrame(lines, i, inIpython);
    if (ipy) {
      const body = readIpythonBody(lines, i);
      pushFrame({
        path: normalizeFramePath(ipy.path),
        line: ipy.line ?? body.line,
        func: ipy.func,
        source: body.source,
        format: "ipython",
        internal: ipy.path.startsWith("<frozen ")
      });
      i = body.end;
      continue;
    }
    if (m = PY_FRAME2.exec(line3)) {
      if (isDoctestFailedExample(lines[i + 1])) {
        const report = readDoctestReport(lines, i + 1);
        pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), func: m[3], source: report.source, format: "doctest" });
        i = report.end;
        continue;
      }
      const f = pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), func: m[3], format: "python", internal: m[1].startsWith("<") });
      const next = lines[i + 1];
      if (next !== void 0 && /^\s{2,}\S/.test(next) && !PY_FRAME2.test(next) && !isCaretLine(next)) {
        f.source = next.trim();
        i++;
        while (i + 1 < lines.length && isCaretLine(lines[i + 1])) i++;
      }
      continue;
    }
    if (m = PYTEST_FAILED.exec(line3)) {
      if (!tests.includes(m[1])) tests.push(m[1]);
      const err2 = m[2] ? matchErrorLine(m[2]) : null;
      if (err2) addError(err2.type, err2.message);
      continue;
    }
    if (/^>\s{3,}\S/.test(line3)) {
      pytestSource = line3.slice(1).trim();
      continue;
    }
    if (line3.startsWith("    ") && (m = /^ {4}(?:async )?def ([A-Za-z_]\w*)\s*\(/.exec(line3))) {
      pytestDef = m[1];
      continue;
    }
    if (inDoctestSection) {
      const example = matchPytestDoctestExample(line3);
      if (example !== null) {
        pytestSource = example;
        continue;
      }
    }
    if (m = PYTEST_LOC.exec(line3)) {
      if (inDoctestSection) {
        const f2 = { path: normalizeFramePath(m[1]), line: Number(m[2]), source: pytestSource, format: "doctest", chain, order: 0 };
        const prev = frames[frames.length - 1];
        if (prev && prev.format === "python") {
          f2.chain = prev.chain;
          frames.splice(frames.findIndex((g) => g.chain === prev.chain), 0, f2);
        } else {
          newBlock();
          frames.push(f2);
          blockHasFrames = true;
          lastFormat = "doctest";
        }
        pytestSource = void 0;
        continue;
      }
      const f = pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), func: m[3] ?? (pytestSource ? pytestDef : void 0), format: "pytest" });
      if (pytestSource) f.source = pytestSource;
      else if (lines[i + 1] !== void 0 && /^\s{4}\S/.test(lines[i + 1])) f.source = lines[i + 1].trim();
      pytestSource = void 0;
      pytestDef = void 0;
      if (m[4]) addError(m[4], "");
      continue;
    }
    const located = matchLocatedError(line3);
    if (located) {
      if (located.warning) {
        diagnostics.push({ path: normalizeFramePath(located.path), line: located.line, severity: "warning", code: located.type, message: located.message, tool: "python" });
        warnings.push({ type: located.type, message: located.message });
        if (/^\s+\S/.test(lines[i + 1] ?? "")) i++;
      } else {
        newBlock();
        pushFrame({ path: normalizeFramePath(located.path), line: located.line, format: "pytest" });
        addError(located.type, located.message);
        newBlock();
      }
      continue;
    }
    if (m = RUST_PANIC.exec(line3)) {
      newBlock();
      if (m[1]) addError("panic", m[1]);
      else if (lines[i + 1]?.trim()) addError("panic", lines[i + 1].trim());
      pushFrame({ path: normalizeFramePath(m[2]), line: Number(m[3]), col: Number(m[4]), format: "rust" });
      newBlock();
      continue;
    }
    if ((m = RUST_FN.exec(line3)) && RUST_AT.test(lines[i + 1] ?? "")) {
      pendingFunc = m[1];
      continue;
    }
    if (m = RUST_AT.exec(line3)) {
      const p = m[1];
      pushFrame({ path: normalizeFramePath(p), line: Number(m[2]), col: Number(m[3]), func: pendingFunc, format: "rust", internal: p.startsWith("/rustc/") });
      pendingFunc = void 0;
      continue;
    }
    if ((m = NODE_AT_PAREN.exec(line3)) || (m = NODE_AT_BARE.exec(line3))) {
      const paren = m.length === 5;
      const rawPath = paren ? m[2] : m[1];
      if (rawPath === "<anonymous>" || rawPath === "native") continue;
      const func = paren ? m[1].replace(/ \[as [^\]]+\]$/, "") : void 0;
      const lineNo = Number(paren ? m[3] : m[2]);
      const f = pushFrame({
        path: normalizeFramePath(rawPath),
        line: lineNo,
        col: Number(paren ? m[4] : m[3]),
        func,
        format: "node",
        internal: JS_INTERNAL.test(rawPath)
      });
      if (jsSource && (jsSource.line === void 0 || jsSource.line === lineNo)) f.source = jsSource.source;
      jsSource = void 0;
      continue;
    }
    const gecko = matchGeckoFrame(line3);
    if (gecko) {
      pushFrame({ path: normalizeFramePath(gecko.url), line: gecko.line, col: gecko.col, func: gecko.func, format: "browser" });
      continue;
    }
    if (isNativeCodeFrame(line3)) continue;
    const code = matchCodeFrameLine(line3);
    if (code) {
      if (isCaretLine(lines[i + 1] ?? "")) {
        jsSource = code;
        i++;
      }
      continue;
    }
    if (m = JAVA_AT.exec(line3)) {
      pushFrame({
        path: m[3],
        line: Number(m[4]),
        func: `${m[1].slice(m[1].lastIndexOf(".") + 1)}.${m[2]}`,
        format: "java",
        qualifiedClass: m[1].replace(/\$.*$/, ""),
        internal: /^(?:java|javax|jdk|sun|kotlin)\./.test(m[1])
      });
      continue;
    }
    if (m = GO_LOC.exec(line3)) {
      pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), func: pendingFunc, format: "go", internal: /\/go\/src\/runtime\//.test(m[1]) });
      pendingFunc = void 0;
      continue;
    }
    if (/^goroutine \d+ \[/.test(line3)) {
      newBlock();
      continue;
    }
    if ((m = GO_FUNC.exec(line3)) && GO_LOC.test(lines[i + 1] ?? "")) {
      pendingFunc = m[1];
      continue;
    }
    if ((m = TSC.exec(line3)) || (m = TSC_PRETTY.exec(line3))) {
      diagnostics.push({ path: normalizeFramePath(m[1]), line: Number(m[2]), col: Number(m[3]), severity: m[4], code: m[5], message: m[6].trim(), tool: "tsc" });
      continue;
    }
    const pyright = readPyrightDiagnostic(lines, i, pyrightFile);
    if (pyright) {
      diagnostics.push({ ...pyright.diagnostic, path: normalizeFramePath(pyright.diagnostic.path) });
      i = pyright.end;
      continue;
    }
    if (line3.includes(".py") && isPyrightFileLine(line3, lines[i + 1])) {
      pyrightFile = line3.trim();
      continue;
    }
    if (m = GCC_LIKE.exec(line3)) {
      const sev = m[4] === "fatal error" ? "error" : m[4];
      const py = /\.pyi?$/.test(m[1]);
      const tool = py ? "mypy" : /\.(?:c|cc|cpp|cxx|h|hpp|m)$/.test(m[1]) ? "gcc" : "generic";
      const d = { path: normalizeFramePath(m[1]), line: Number(m[2]), col: m[3] ? Number(m[3]) : void 0, severity: sev, code: m[5] || m[7], message: m[6].trim(), tool };
      const more = py && !d.code ? mypyContinuation(lines[i + 1]) : null;
      if (more !== null) {
        const code2 = /(?:^|\s+)\[([\w-]+)\]$/.exec(more);
        d.message = `${d.message} ${code2 ? more.slice(0, code2.index) : more}`.trim();
        if (code2) d.code = code2[1];
        i++;
      }
      diagnostics.push(d);
      continue;
    }
    if (m = RUSTC_ARROW.exec(line3)) {
      const head = lines[i - 1] ?? "";
      const hm = /^(error|warning)(?:\[(\w+)\])?: (.*)$/.exec(head.trim());
      diagnostics.push({ path: normalizeFramePath(m[1]), line: Number(m[2]), col: Number(m[3]), severity: hm?.[1] === "warning" ? "warning" : "error", code: hm?.[2], message: hm?.[3] ?? "", tool: "rustc" });
      continue;
    }
    if (eslintFile && (m = ESLINT_ROW.exec(line3))) {
      diagnostics.push({ path: eslintFile, line: Number(m[1]), col: Number(m[2]), severity: m[3], code: m[5], message: m[4].trim(), tool: "eslint" });
      continue;
    }
    if ((m = ESLINT_FILE.exec(line3)) && ESLINT_ROW.test(lines[i + 1] ?? "")) {
      eslintFile = normalizeFramePath(m[1]);
      continue;
    }
    if ((m = NODE_HEADER.exec(line3)) && lines[i + 1] !== void 0 && isCaretLine(lines[i + 2] ?? "")) {
      newBlock();
      pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), source: lines[i + 1].trim(), format: "node-header" });
      i += 2;
      continue;
    }
    const afterPyFrames = blockHasFrames && (lastFormat === "python" || lastFormat === "ipython" || lastFormat === "doctest");
    const qualified = /^[a-z_]\w*(?:\.\w+)*\.[A-Z]\w*: /.test(line3);
    const err = matchErrorLine(line3, { anyName: (afterPyFrames || qualified) && !/^\s/.test(line3) });
    if (err && (!/^\s/.test(line3) || /^E\s/.test(line3))) {
      let message = err.message;
      if (line3.startsWith("E ")) {
        const col = /^E\s+/.exec(line3)[0].length;
        while (i + 1 < lines.length && /^E\s/.test(lines[i + 1])) {
          const next = lines[i + 1];
          const ncol = /^E\s+/.exec(next)?.[0].length ?? 1;
          if (ncol !== col || matchErrorLine(next)) break;
          message += `
${next.slice(col).trimEnd()}`;
          i++;
        }
      }
      addError(err.type, message.trim());
      if (blockHasFrames && lastFormat !== "node-header" && lastFormat !== "pytest") newBlock();
      inIpython = false;
      const src = lines[i + 1];
      if (src !== void 0 && src.trim() && !/^\s*at /.test(src) && isCaretLine(lines[i + 2] ?? "") && /^\s*at /.test(lines[i + 3] ?? "")) {
        jsSource = { source: src.trim() };
        i += 2;
      }
      continue;
    }
    PATH_MENTION.lastIndex = 0;
    while (m = PATH_MENTION.exec(line3)) {
      const p = normalizeFramePath(m[1]);
      if (p.includes("://")) continue;
      pushFrame({ path: p, line: Number(m[2]), format: "path" });
    }
  }
  assignOrder(frames);
  if (frames.length && !messages.length && !types.length) {
    const first = lines.findIndex((l) => /^\s+at\s|^\s*File "/.test(l));
    const above = first > 0 ? lines[first - 1].trim() : "";
    if (above.length >= 8 && /[A-Za-z]{3}/.test(above) && !/^Traceback\b/.test(above)) messages.push(above);
  }
  if (!types.length) for (const w of warnings) addError(w.type, w.message);
  dropPartialMessages(messages);
  const nonEmpty = lines.filter((l) => l.trim()).length;
  if (!frames.length && !messages.length && !types.length && !tests.length && !diagnostics.length && nonEmpty <= 3) {
    for (const l of lines) {
      const t = l.trim();
      if (t.length >= 8 && /[A-Za-z]{3}/.test(t) && messages.length < 5 && !messages.includes(t)) messages.push(t);
    }
  }
  return { frames, messages, exceptionTypes: types, tests, diagnostics, mentions: extractMentions(text3) };
}
function dropPartialMessages(messages) {
  for (let k = messages.length - 1; k >= 0; k--) {
    const m = messages[k];
    const stem = m.endsWith("...") ? m.slice(0, -3) : m;
    if (messages.some((o, j) => j !== k && o.length > stem.length && o.startsWith(stem) && (m.endsWith("...") || o[stem.length] === "\n"))) messages.splice(k, 1);
  }
}
function assignOrder(frames) {
  const byChain = /* @__PURE__ */ new Map();
  for (const f of frames) {
    const list3 = byChain.get(f.chain) ?? [];
    list3.push(f);
    byChain.set(f.chain, list3);
  }
  for (const list3 of byChain.values()) {
    const reversed = list3.some((f) => INNERMOST_FIRST.has(f.format));
    list3.forEach((f, k) => {
      if (f.format === "node-header") f.order = list3.length;
      else f.order = reversed ? list3.length - 1 - k : k;
    });
  }
}

// src/slice/symptom/issue-form.ts
var KEY_VALUE = /^\s*(?:[-*+]\s+)?([A-Za-z_][\w .()/+-]{0,40}?)\s*:\s+(\S.{0,120})$/;
var PACKAGE_ROW = /^\s*[A-Za-z][\w.-]*(?:\s+|==)v?\d+(?:\.\d+)+\S*(?:\s+\S+){0,3}\s*$/;
var STRONG_VALUE = /^(?:v?\d+\.\d+\.\d+|None)\b/;
var WEAK_VALUE = /^v?\d+\.\d+\b/;
var FILLER = /^\s*(?:|[-=_*]{3,}(?:\s+[-=_*]{3,})*|[A-Z][A-Z ]{3,}|<\/?details>|```\w*|~~~\w*)\s*$/;
var CONTINUATION2 = /^\s*[[(].*[\])]\s*$/;
var HEADING = /^\s*(?:#{1,6}\s+\S.*|(?:<details>\s*)?<summary>.*|\*\*[^*]+\*\*:?|(?:\S+\s+){0,11}\S+:)\s*$/;
var LABEL = /^\s*(?:#{1,6}\s+(.+?)|\*\*([^*]+?)\*\*)\s*:?\s*$/;
var FORM_WORDS = new Set(`a additional alternatives an and anything actual backend behavior behaviour bug bugs code command
  comments complete concise confirmation considered context current dependencies describe description details did else
  enable environment error errors example expect expected extensions extra feature for happen happened how i if
  information info installation is it know log logs mcve minimal motivation mvce need notes of on operating or os other
  outcome output platform please possible problem project proposed python related relevant report reproduce reproducible
  reproduction request result results sample screenshots solution steps summary system the to tools traceback used
  verifiable version versions we what when workflow you you'd you've your`.split(/\s+/));
var MAX_LINE = 200;
var MIN_STRONG = 3;
var MIN_VERSIONS = 4;
function withoutIssueBoilerplate(text3) {
  const hasComment = text3.includes("<!--");
  if (!hasComment && !/\d\.\d/.test(text3) && !/^\s*(?:#|\*\*)/m.test(text3)) return text3;
  if (/^\s*(?:diff --git |--- \S|Index: \S|@@ -\d)/.test(text3)) return text3;
  const plain = text3.replace(/\r\n?/g, "\n");
  const commentless = hasComment ? blankComments(plain) : plain;
  const lines = commentless.split("\n");
  let changed = commentless !== plain;
  const fenced = fencedAfter(lines);
  for (let k = 0; k < lines.length; k++) {
    if (!fenced[k] && isFormLabel(lines[k])) {
      lines[k] = "";
      changed = true;
    }
  }
  let i = 0;
  while (i < lines.length) {
    const run2 = listingAt(lines, i);
    if (!run2) {
      i++;
      continue;
    }
    if (run2.report) {
      let start2 = i;
      while (start2 > 0 && inListing(lines[start2 - 1])) start2--;
      for (let k = start2; k < run2.end; k++) lines[k] = "";
      let h = start2 - 1;
      for (let n3 = 0; n3 < 2; n3++) {
        while (h >= 0 && lines[h].length <= MAX_LINE && (FILLER.test(lines[h]) || /^\s*<summary>\s*$/.test(lines[h]))) h--;
        if (h < 0 || lines[h].length > MAX_LINE || !HEADING.test(lines[h])) break;
        lines[h--] = "";
      }
      changed = true;
    }
    i = run2.end;
  }
  return changed ? lines.join("\n") : text3;
}
function isFormLabel(line3) {
  if (line3.length > MAX_LINE) return false;
  const m = LABEL.exec(line3);
  if (!m) return false;
  const words = (m[1] ?? m[2]).toLowerCase().split(/[\s/,?.!()-]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => FORM_WORDS.has(w));
}
function blankComments(text3) {
  const fenced = fencedAfter(text3.split("\n"));
  let line3 = 0;
  let pos = 0;
  const lineOf = (at) => {
    for (; pos < at; pos++) if (text3.charCodeAt(pos) === 10) line3++;
    return line3;
  };
  return text3.replace(/<!--[\s\S]*?-->/g, (c, at) => fenced[lineOf(at)] ? c : "\n".repeat(c.split("\n").length - 1));
}
function fencedAfter(lines) {
  const inside = new Array(lines.length).fill(false);
  for (let i = 0; i < lines.length; i++) {
    const block = fenceAt(lines, i);
    if (!block) continue;
    const end = block.inline ? block.close + 1 : block.close;
    for (let k = i; k < end && k < lines.length; k++) inside[k] = true;
    i = block.inline ? block.close : end;
  }
  return inside;
}
function listingAt(lines, from) {
  if (!isRow(lines[from])) return void 0;
  let strong = 0;
  let versions = 0;
  let last = from;
  for (let k = from; k < lines.length; k++) {
    const line3 = lines[k];
    if (isRow(line3)) {
      const value = PACKAGE_ROW.test(line3) ? "1.0.0" : KEY_VALUE.exec(line3)[2].trim();
      if (STRONG_VALUE.test(value)) strong++;
      if (STRONG_VALUE.test(value) || WEAK_VALUE.test(value)) versions++;
      last = k;
    } else if (!inListing(line3)) break;
  }
  return { end: last + 1, report: strong >= MIN_STRONG && versions >= MIN_VERSIONS };
}
function inListing(line3) {
  return isRow(line3) || line3.length <= MAX_LINE && (FILLER.test(line3) || CONTINUATION2.test(line3));
}
function isRow(line3) {
  return line3.length <= MAX_LINE && (PACKAGE_ROW.test(line3) || KEY_VALUE.test(line3));
}

// src/manifest/warnings.ts
var import_node_path43 = require("node:path");
function addUnreadableWarnings(root, named, isIndexed, warnings) {
  const seen = /* @__PURE__ */ new Set();
  for (const p of named) {
    if (!p || seen.has(p) || isIndexed(p)) continue;
    seen.add(p);
    const abs = (0, import_node_path43.isAbsolute)(p) ? p : (0, import_node_path43.resolve)(root, p);
    if (!isInside(root, abs)) continue;
    const cause = unreadableCause(abs);
    if (!cause) continue;
    const rel = (0, import_node_path43.relative)(root, abs).split("\\").join("/");
    const detail2 = `${cause}: the index could not read it, so the slice cannot show it (fix its permissions, then slice again)`;
    const seed = warnings.find((w) => w.kind === "unresolved-seed" && (w.path === p || w.path === rel));
    if (seed) seed.detail = `${seed.detail.replace(/: no such file in the repository index$/, "")}: ${detail2}`;
    else warnings.push({ kind: "unreadable", path: rel, line: 0, detail: detail2 });
  }
}

// src/slice/index.ts
init_clock();
var MAX_SEEDS = 40;
var CONTEXT_REPLANS = 5;
var CONTEXT_MARGIN = 16;
async function sliceRepo(root, opts) {
  const t0 = nowMs();
  const o = resolveSliceOptions(opts);
  let abs;
  try {
    abs = (0, import_node_fs46.realpathSync)((0, import_node_path44.resolve)(root));
    if (!(0, import_node_fs46.statSync)(abs).isDirectory()) throw new Error("not a directory");
  } catch (err) {
    throw new UsageError(`slice: repository '${root}' is not a readable directory (${err.code ?? err.message})`);
  }
  const budget = resolveBudget(o.budget, { sessionId: o.sessionId, transcriptPath: o.transcriptPath });
  const request = {
    symptom: o.symptom,
    seeds: o.seeds,
    budget: budget.tokens === Infinity ? "none" : budget.tokens,
    depsDepth: o.depsDepth,
    importersDepth: o.importersDepth,
    fanout: o.importersFanout,
    operator: operatorId(),
    // Only a `context` request plans differently (an undefined key leaves the other requests' keys as they were).
    format: o.format === "context" ? "context" : void 0
  };
  const front = o.noCache || o.fromDiff ? void 0 : frontKey({ root: abs, ...request });
  if (front) {
    const key = await frontSliceKey(abs, front);
    const hit = key === void 0 ? void 0 : readSliceCache(key);
    if (hit) return servedFromCache(hit, budget, t0, nowMs() - t0);
  }
  const so = { ...o, symptom: withoutIssueBoilerplate(o.symptom) };
  const symptom = parseSymptom(so.symptom);
  const lexicalHelper = so.symptom.trim() && isProse(so.symptom) ? earlyLexicalHelper(abs, so.noCache) : null;
  try {
    return await sliceFrom(abs, so, symptom, t0, lexicalHelper, budget, request, front);
  } finally {
    lexicalHelper?.stop();
  }
}
function servedFromCache(hit, budget, t0, indexMs) {
  hit.cache = "hit";
  hit.budget.note = budget.note + hit.budget.note.slice(hit.budget.note.indexOf(" | "));
  hit.timing_ms = { total: Math.round(nowMs() - t0), index: Math.round(indexMs) };
  return hit;
}
async function sliceFrom(abs, o, symptom, t0, lexicalHelper, budget, request, front) {
  const timing = {};
  const lap = (name, since) => {
    const now = nowMs();
    timing[name] = Math.round(now - since);
    return now;
  };
  const project = await loadIndex(abs, { noCache: o.noCache, symptom });
  const plan = o.symptom.trim() ? await planSliceIndex(project, symptom, { noCache: o.noCache, text: o.symptom }) : void 0;
  lap("index", t0);
  let diffSeedsFound;
  if (o.fromDiff) diffSeedsFound = diffSeeds(abs, o.fromDiff === "HEAD" ? void 0 : o.fromDiff, new PathResolver(abs, project.files.map((f) => f.path)));
  const key = sliceKey({ fp: indexFingerprint(project), packages: plan?.key ?? "", diff: diffSeedsFound?.seeds, ...request });
  const tree = front && (!plan || plan.envFree) ? treeStateOf(project) : void 0;
  if (!o.noCache) {
    const hit = readSliceCache(key);
    if (hit) {
      if (front && tree) writeFront(front, tree, key);
      return servedFromCache(hit, budget, t0, timing.index ?? 0);
    }
  }
  const tj = nowMs();
  const si = plan ? await plan.join() : void 0;
  const index = si?.index ?? project;
  lap("packages", tj);
  const literals = si?.literals ?? (() => loadLiteralTable(abs, index.files, literalCacheFile(abs)));
  const m = await computeSlice({ root: abs, index, symptom, literals, packageOf: si?.composed?.packageOf, lexicalHelper }, o, budget, diffSeedsFound, timing);
  m.timing_ms = { ...m.timing_ms, total: Math.round(nowMs() - t0) };
  m.warnings.unshift(...si?.warnings ?? []);
  if (!o.noCache) {
    writeSliceCache(key, m);
    if (front && tree) writeFront(front, tree, key);
  }
  return m;
}
function unreadableImport(root, from, reason) {
  const py = /\((\S+) not found\)$/.exec(reason);
  const js = /^relative module not found: (.+)$/.exec(reason);
  const base = py ? py[1] : js ? import_node_path44.posix.join(import_node_path44.posix.dirname(from), js[1]) : void 0;
  if (base === void 0) return void 0;
  const candidates = py ? [`${base}.py`, `${base}/__init__.py`] : [base, ...[".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"].flatMap((e) => [`${base}${e}`, `${base}/index${e}`])];
  for (const c of candidates) {
    const cause = unreadableCause((0, import_node_path44.resolve)(root, c));
    if (cause) return `${c} ${cause}`;
  }
  return void 0;
}
function earlyLexicalHelper(abs, noCache) {
  if (!helperAvailable()) return null;
  if (!noCache && (0, import_node_fs46.existsSync)(lexicalCachePath(abs))) return null;
  return startLexicalHelper();
}
async function computeSlice(ctx, o, budget, diffSeeds2, timing) {
  const graph = ImportGraph.fromIndex(ctx.index);
  try {
    return await sliceWith(ctx, o, budget, diffSeeds2, timing, graph);
  } finally {
    graph.delete();
  }
}
async function sliceWith(ctx, o, budget, diffSeeds2, timing, graph) {
  const t0 = nowMs();
  const lap = (name, since) => {
    const now = nowMs();
    timing[name] = Math.round(now - since);
    return now;
  };
  let t = t0;
  const { index, root: abs } = ctx;
  const resolver = new PathResolver(abs, index.files.map((f) => f.path));
  const warnings = [];
  let literalTable;
  const literals = () => literalTable ??= ctx.literals();
  const texts = /* @__PURE__ */ new Map();
  const text3 = (p) => {
    if (!texts.has(p)) {
      try {
        texts.set(p, fileText((0, import_node_fs46.readFileSync)((0, import_node_path44.resolve)(abs, p), "utf8")));
      } catch {
        texts.set(p, void 0);
      }
    }
    return texts.get(p);
  };
  const symptom = ctx.symptom ?? parseSymptom(o.symptom);
  if (o.symptom.trim()) expectLexicalQuery(index, o.symptom);
  const prose2 = o.symptom.trim() !== "" && isProse(o.symptom);
  if (prose2) {
    try {
      await preloadLexical(index, { read: (p) => text3(p)?.text, noCache: o.noCache, helper: ctx.lexicalHelper });
    } catch {
    }
  }
  const fromSymptom = o.symptom.trim() ? seedsFromSymptom(symptom, { index, resolver, literals, text: text3, literalWeight: lazyWeight(() => runtimeWeight(index, graph, ctx.packageOf)), lexical: { text: o.symptom, read: (p) => text3(p)?.text, noCache: o.noCache }, isPackageFile: ctx.packageOf ? (p) => {
    const id = index.fileId(p);
    return id !== void 0 && ctx.packageOf(id) !== void 0;
  } : void 0 }) : { seeds: [], warnings: [], dependencyRoots: [] };
  const explicit = explicitSeeds(o.seeds, resolver);
  const seeds = dedupeSeeds([...explicit.seeds, ...diffSeeds2?.seeds ?? [], ...fromSymptom.seeds]).slice(0, MAX_SEEDS);
  warnings.push(...explicit.warnings, ...diffSeeds2?.warnings ?? [], ...fromSymptom.warnings);
  addUnreadableWarnings(abs, [...symptom.frames.map((f) => f.path), ...o.seeds.map((s3) => s3.replace(/:\d+$/, ""))], (p) => resolver.resolve(p).kind !== "none", warnings);
  for (const dep of fromSymptom.dependencyRoots) {
    warnings.push({ kind: "dependency-frame", path: dep, line: 0, detail: `frames point into the dependency package ${dep}, which is not part of this repository: slice it with \`ck slice ${shellQuote(dep)} --symptom-file \u2026\` to follow them` });
  }
  const foreign = foreignSymptom(symptom, resolver, seeds);
  if (foreign) warnings.push(foreign);
  if (o.symptom.trim() && !seeds.length) {
    warnings.push({ kind: "unresolved-seed", path: "", line: 0, detail: `nothing in the symptom resolved to a file of this repository (${symptom.frames.length} frames, ${symptom.messages.length} messages, ${symptom.exceptionTypes.length} exception types parsed)` });
  }
  t = lap("seeds", t);
  const seedFiles = [];
  for (const s3 of seeds) {
    const id = index.fileId(s3.path);
    if (id !== void 0 && !seedFiles.includes(id)) seedFiles.push(id);
  }
  const closure = closureOf(index, graph, seedFiles, { ...o, isPackageFile: ctx.packageOf ? (id) => ctx.packageOf(id) !== void 0 : void 0 });
  t = lap("closure", t);
  const ranked = prose2 && !seeds.some((s3) => (s3.raw_confidence ?? s3.confidence) >= 0.95 && (s3.why === "frame" || s3.why === "explicit" || s3.why === "diff"));
  let symbols;
  let planSymbols;
  const defWeights = /* @__PURE__ */ new Map();
  let tailFiles;
  const passages = /* @__PURE__ */ new Map();
  if (ranked) {
    try {
      const further = /* @__PURE__ */ new Set();
      const planList = [];
      symbols = rankTaskSymbols(index, o.symptom, seeds, { read: (p) => text3(p)?.text, noCache: o.noCache, weights: defWeights, tailFiles: further, planList, passages });
      planSymbols = planList;
      tailFiles = further;
    } catch (err) {
      warnings.push({ kind: "lexical-unavailable", path: "", line: 0, detail: `the definitions could not be ranked lexically: ${err.message}` });
    }
  }
  let fromTextRanked = false;
  if (!symbols && (prose2 || seeds.some((s3) => s3.source === "lexical"))) {
    try {
      const fromText = rankTaskSymbols(index, o.symptom, seeds, { read: (p) => text3(p)?.text, noCache: o.noCache });
      if (fromText.length) {
        symbols = fromText;
        fromTextRanked = true;
      }
    } catch (err) {
      warnings.push({ kind: "lexical-unavailable", path: "", line: 0, detail: `the definitions could not be ranked from the text: ${err.message}` });
    }
  }
  const isPackagePath = (path) => {
    const id = index.fileId(path);
    return id !== void 0 && ctx.packageOf?.(id) !== void 0;
  };
  symbols = orderHead(symbols ?? rankSeedSymbols(index, seeds), isPackagePath);
  const textual = prose2 || seeds.length > 0 && seeds.every((s3) => s3.source === "mention" || s3.source === "lexical");
  const before = warnings.slice();
  const planned = async (planBudget) => {
    const warnings2 = before.slice();
    const plan = await choosePlan({ index, closure, seeds, budget: planBudget, text: text3, skeletons: (paths) => skeletonsFor(abs, paths, warnings2), ranked, textual, symbols: ranked ? planSymbols ?? symbols : void 0, firstSymbols: ranked || fromTextRanked ? symbols : void 0, defWeights: ranked ? defWeights : void 0, tailFiles: ranked ? tailFiles : void 0, passages: ranked ? passages : void 0 });
    const pkgOf = (path) => {
      const id = index.fileId(path);
      return id === void 0 ? void 0 : ctx.packageOf?.(id);
    };
    const files = plan.files.map((f) => {
      const p = pkgOf(f.cf.path);
      const mf = { path: f.cf.path, role: p ? "dependency" : f.cf.role, hop: f.cf.hop, via: f.cf.via, tier: f.tier, ranges: f.tier === "symbols" ? f.ranges : [], tokens: f.tokens };
      if (p) mf.package = { name: p.pkg.name, version: p.pkg.version };
      return mf;
    });
    const shown = new Set(files.map((f) => f.path));
    const pageFaults = [];
    const fault = (path) => ({ path, command: catCommand((0, import_node_path44.resolve)(abs, path)) });
    for (const f of files) {
      if (f.tier !== "full") pageFaults.push(fault(f.path));
    }
    const all = [...closure.seeds, ...closure.dependencies, ...closure.importers, ...closure.tests];
    const expected2 = [];
    for (const cf of all) {
      if (shown.has(cf.path)) continue;
      pageFaults.push(fault(cf.path));
      if (cf.role === "seed" || cf.role === "dependency" && cf.hop <= 1) expected2.push(cf.path);
    }
    for (const f of files) {
      const rec = index.files[index.fileId(f.path)];
      for (const d of rec.dynamic) warnings2.push({ kind: d.kind, path: f.path, line: d.line, detail: d.detail });
    }
    const keptIds = new Set(files.map((f) => index.fileId(f.path)));
    for (const u of index.unresolved) {
      if (keptIds.has(u.from)) {
        const from = index.files[u.from].path;
        warnings2.push({ kind: "unresolved-import", path: from, line: u.line, detail: `${u.specifier}: ${unreadableImport(abs, from, u.reason) ?? u.reason}` });
      }
    }
    if (closure.importersDropped) {
      warnings2.push({ kind: "importers-capped", path: "", line: 0, detail: `${closure.importersDropped} importer(s) beyond the fan-out cap of ${o.importersFanout} per file were not considered (raise --importers-fanout)` });
    }
    const repoTokens = index.files.reduce((n3, f) => n3 + f.tokens, 0);
    const taskTokens = files.reduce((n3, f) => n3 + f.tokens, 0);
    const resolved = budget.tokens === Infinity ? taskTokens : budget.tokens;
    const m2 = {
      version: 1,
      operator: operatorId(),
      repo: abs,
      scanned: { files: index.files.length, tokens: repoTokens },
      cache: "miss",
      budget: { requested: budget.requested, resolved, fits: plan.fits, note: `${budget.note} | ${plan.note}`, rung: plan.rung },
      seeds,
      files,
      excluded: { files: index.files.length - files.length, tokens: Math.max(0, repoTokens - taskTokens) },
      warnings: warnings2,
      page_faults: pageFaults,
      tokens: { repo: repoTokens, task_state: taskTokens, rate: repoTokens ? Math.round((1 - taskTokens / repoTokens) * 1e4) / 1e4 : 0 },
      timing_ms: { total: 0 },
      sufficiency: { expected_page_faults: expected2 },
      symbols
    };
    const skeletons2 = /* @__PURE__ */ new Map();
    for (const f of plan.files) if (f.tier === "skeleton" && f.skeleton !== void 0) skeletons2.set(f.cf.path, { text: f.skeleton });
    return { m: m2, skeletons: skeletons2 };
  };
  let { m, skeletons } = await planned(budget.tokens);
  if (o.format === "context" && budget.tokens !== Infinity) {
    const read = (p) => {
      const ft = text3(p);
      if (!ft) throw Object.assign(new Error("unreadable"), { code: "EACCES" });
      return ft.text;
    };
    const rendered = () => estimateTokens(contextText(m, read, skeletons));
    const target = budget.tokens - CONTEXT_MARGIN;
    let planBudget = budget.tokens;
    let out3 = rendered();
    let last;
    for (let tries = 0; out3 > budget.tokens && planBudget > 0 && tries < CONTEXT_REPLANS; tries++) {
      const slope = last && last[0] !== planBudget ? (last[1] - out3) / (last[0] - planBudget) : 0;
      const next = !last ? planBudget * target / out3 : slope > 0 ? planBudget - (out3 - target) / slope : planBudget - (out3 - target);
      last = [planBudget, out3];
      planBudget = Math.max(0, Math.min(planBudget - 1, Math.floor(next)));
      ({ m, skeletons } = await planned(planBudget));
      m.budget.note += ` | context: files within ${planBudget} tokens, the rest for the headers and recovery markers`;
      out3 = rendered();
    }
    m.budget.fits = out3 <= budget.tokens;
    if (!m.budget.fits) {
      m.budget.note += ` | does not fit: the context rendering exceeds the budget even so (${out3}+ tokens)`;
    }
  }
  t = lap("plan", t);
  m.timing_ms = { total: Math.round(nowMs() - t0), ...timing };
  return m;
}
function lazyWeight(make) {
  let w;
  let made = false;
  return (path) => {
    if (!made) {
      w = make();
      made = true;
    }
    return w ? w(path) : 1;
  };
}
var SURE = 0.7;
function foreignSymptom(symptom, resolver, seeds) {
  const frames = symptom.frames.filter((f) => !f.internal && f.format !== "path" && !f.path.startsWith("<"));
  if (!frames.length || seeds.some((s3) => (s3.raw_confidence ?? s3.confidence) >= SURE)) return void 0;
  if (frames.some((f) => resolver.resolve(f.path, f.qualifiedClass).kind !== "none")) return void 0;
  const paths = [...new Set(frames.map((f) => f.path))];
  return { kind: "foreign-symptom", path: paths[0], line: 0, detail: `none of the symptom's ${frames.length} frame(s) lies in this repository or its installed packages (${paths.slice(0, 3).join(", ")}${paths.length > 3 ? ", \u2026" : ""}), and nothing else points here with confidence: the symptom seems to come from another project; ${seeds.length ? `the ${seeds.length} seed(s) are weak guesses` : "no seed"}` };
}
function dedupeSeeds(seeds) {
  const out3 = [];
  for (const s3 of seeds) {
    const same = out3.find((x) => x.path === s3.path && x.line === s3.line);
    if (same) {
      if (!same.detail.includes(s3.detail)) same.detail += `; also ${s3.detail}`;
      continue;
    }
    out3.push({ ...s3 });
  }
  return out3;
}

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

// src/cli/commands/slice.ts
var HELP = `usage: ck slice REPO (--symptom TEXT | --symptom-file F | --seed PATH[:LINE]\u2026 | --from-diff [REF])
                [--budget N|auto|none] [--deps-depth N] [--importers-depth N] [--importers-fanout N]
                [--format text|json|paths|context] [--no-cache] [--session ID] [--transcript FILE]

T2: the task state for a symptom \u2014 seed files, their import closure, bounded importers and related tests,
chosen under a token budget; everything left out or trimmed is one command away (page faults).

  --symptom TEXT        a traceback, error message, failing-test line or compiler/linter output
  --symptom-file F      read the symptom from F ('-' reads standard input)
  --seed PATH[:LINE]    an explicit seed (repeatable)
  --from-diff [REF]     seed from 'git diff REF' (default HEAD: the working tree's changes)
  --budget B            tokens (30000, 30k, 1.5M), 'auto' (default: from the calling session's live context
                        occupancy, or CK_BUDGET_MAX, or 30000) or 'none'
  --deps-depth N        dependency hops from the seeds (default 2)
  --importers-depth N   importer hops from the seeds (default 1)
  --importers-fanout N  most importers added per expanded file, best ranked first (default 8)
  --format F            text (default), json (the manifest), paths (one per line), context (the task state)
  --no-cache            recompute the index and the slice
  --session ID          session whose transcript measures the context for --budget auto
  --transcript FILE     that session's transcript file

Exit status:
  0  the slice fits the budget
  1  it does not fit (the manifest says why; the slice is still printed), or an error such as an unreadable REPO
  2  bad usage: an unknown flag, a bad value (--budget -5), a missing or unreadable --symptom-file
  3  the symptom seems to come from another project (a 'foreign-symptom' warning: none of its frames lies in
     the repository or its installed packages and no seed is sure; the slice is still printed)
  4  --from-diff found no changes (an empty 'git diff REF') and nothing else seeds the slice: 'no changes' on
     stderr; the empty slice is still printed
`;
var BUDGET_EXPECTED = `${TOKEN_COUNT}, 'auto' or 'none'`;
var INT = "a non-negative integer";
var FORMATS = ["text", "json", "paths", "context"];
var command = {
  name: "slice",
  summary: operator("slice").summary,
  help: HELP,
  async run(argv, io) {
    const args = argv.flatMap((a, i) => a === "--from-diff" && (argv[i + 1] === void 0 || argv[i + 1].startsWith("-")) ? ["--from-diff=HEAD"] : [a]);
    const { values, positionals } = parseFlags(args, {
      symptom: { type: "string" },
      "symptom-file": { type: "string" },
      seed: { type: "string", multiple: true },
      "from-diff": { type: "string" },
      budget: { type: "string" },
      "deps-depth": { type: "string" },
      "importers-depth": { type: "string" },
      "importers-fanout": { type: "string" },
      format: { type: "string", default: "text" },
      "no-cache": { type: "boolean" },
      session: { type: "string" },
      transcript: { type: "string" }
    }, "slice", { budget: BUDGET_EXPECTED, "deps-depth": INT, "importers-depth": INT, "importers-fanout": INT });
    if (values.help) {
      io.stdout.write(HELP);
      return 0;
    }
    if (positionals.length !== 1) throw new UsageError("slice: expected exactly one REPO (ck slice REPO --symptom TEXT \u2026)");
    const format = String(values.format);
    if (!FORMATS.includes(format)) throw badFlag("--format", format, "text, json, paths or context");
    const b = values.budget === void 0 ? void 0 : String(values.budget);
    const budget = b === void 0 || b === "auto" || b === "none" ? b : tokenFlag("--budget", b, BUDGET_EXPECTED);
    if (values.symptom !== void 0 && values["symptom-file"] !== void 0) throw new UsageError("slice: give --symptom or --symptom-file, not both");
    let symptom = values.symptom !== void 0 ? String(values.symptom) : void 0;
    const file = values["symptom-file"];
    if (file !== void 0) {
      try {
        const buf = file === "-" ? await io.readStdin("slice") : (0, import_node_fs47.readFileSync)(String(file));
        if (buf.includes(0)) throw new UsageError(`slice: --symptom-file ${file} is binary, not a text symptom`);
        symptom = buf.toString("utf8");
      } catch (err) {
        if (err instanceof UsageError) throw err;
        throw new UsageError(`slice: cannot read --symptom-file ${file}: ${err.code ?? err.message}`);
      }
    }
    const seeds = values.seed?.map(String);
    const m = await sliceRepo(positionals[0], {
      symptom,
      seeds,
      fromDiff: values["from-diff"] !== void 0 ? String(values["from-diff"]) : void 0,
      budget,
      depsDepth: intFlag("--deps-depth", values["deps-depth"]),
      importersDepth: intFlag("--importers-depth", values["importers-depth"]),
      importersFanout: intFlag("--importers-fanout", values["importers-fanout"]),
      noCache: Boolean(values["no-cache"]),
      format,
      sessionId: values.session !== void 0 ? String(values.session) : void 0,
      transcriptPath: values.transcript !== void 0 ? String(values.transcript) : void 0
    });
    io.stdout.write(await renderSlice(m, format));
    const ref = values["from-diff"] !== void 0 ? String(values["from-diff"]) : void 0;
    const noChanges = ref !== void 0 && !m.seeds.some((x) => x.why === "diff") && !m.warnings.some((w) => w.kind === "unresolved-seed" && w.detail.startsWith("changed in the diff"));
    if (noChanges) {
      io.stderr.write(`ck slice: no changes: 'git diff ${ref}' is empty in ${m.repo}${symptom?.trim() || seeds?.length ? "" : "; nothing to slice"}
`);
      if (!symptom?.trim() && !seeds?.length) return 4;
    }
    if (format !== "text") {
      for (const w of m.warnings.filter((x) => x.kind === "ambiguous-seed" || x.kind === "unresolved-seed" || x.kind === "unreadable" || x.kind === "foreign-symptom")) io.stderr.write(`ck slice: ${w.kind}: ${w.path}${w.line ? `:${w.line}` : ""} ${w.detail}
`);
      if (!m.budget.fits) io.stderr.write(`ck slice: does not fit: ${m.budget.note}
`);
    }
    if (!m.budget.fits) return 1;
    return m.warnings.some((w) => w.kind === "foreign-symptom") ? 3 : 0;
  }
};

// src/cli/run.ts
var import_node_fs49 = require("node:fs");
init_node_module();
init_errors();
init_env();

// src/runtime/sync-stream.ts
var import_node_fs48 = require("node:fs");
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
        while (off < bytes2.length) off += (0, import_node_fs48.writeSync)(fd, bytes2, off, bytes2.length - off);
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
    if (!(0, import_node_fs49.fstatSync)(2).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  return createRequire(__ckImportMetaUrl)("node:tty").isatty(2);
}

// slice-entry.mjs
async function run(argv) {
  exitWhenDone(await runCommand(command, argv, processIO()));
}
if (require.main === module) run(process.argv.slice(2));
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
