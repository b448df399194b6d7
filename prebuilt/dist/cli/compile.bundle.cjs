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
function badFlag(flag, value, expected) {
  return new UsageError(`invalid value for ${flag}: '${value}' (expected ${expected})`);
}
function graphBadEdge(edge, from, to, nodes, detail2 = "endpoint outside the graph") {
  return new Error(`import graph: edge #${edge} (${from} -> ${to}) is invalid: ${detail2} (graph has ${nodes} nodes)`);
}
var UsageError, CompileInputError;
var init_errors = __esm({
  "src/errors.ts"() {
    "use strict";
    UsageError = class extends Error {
      name = "UsageError";
    };
    CompileInputError = class extends UsageError {
      name = "CompileInputError";
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
  if ((0, import_node_path.dirname)(file) === __dirname) return require;
  return require("node:module").createRequire(from);
}
var import_node_path, import_node_url;
var init_node_module = __esm({
  "ck-module-shim:node:module"() {
    import_node_path = require("node:path");
    import_node_url = require("node:url");
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
    fd = (0, import_node_fs.openSync)(tmp, "w");
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    (0, import_node_fs.mkdirSync)((0, import_node_path2.dirname)(file), { recursive: true });
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
var import_node_fs, import_node_path2, import_node_crypto, tmpTag, tmpSeq;
var init_atomic = __esm({
  "src/store/atomic.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path2 = require("node:path");
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
  return { cacheHome: env.XDG_CACHE_HOME || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".cache"), stateHome: env.XDG_STATE_HOME || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".local", "state") };
}
function resolveNodeFlags(env = process.env) {
  return { nodeOptions: env.NODE_OPTIONS ?? "", pendingDeprecation: env.NODE_PENDING_DEPRECATION === "1" };
}
function resolveGitEnv(env = process.env) {
  const home = env.HOME || (0, import_node_os.homedir)();
  return { steered: Object.keys(env).some((k) => GIT_STEERING.test(k)), home, xdgConfigHome: env.XDG_CONFIG_HOME || (0, import_node_path3.join)(home, ".config") };
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
    claudeConfigDir: env.CLAUDE_CONFIG_DIR || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".claude"),
    ...resolveStoreDirs(env),
    ...resolveNodeFlags(env),
    lexicalQuery: env.CK_LEXICAL_QUERY !== "0",
    lexicalBackground: env.CK_LEXICAL_BACKGROUND !== "0"
  });
}
var import_node_os, import_node_path3, DEFAULT_BUDGET_CAP, DEFAULT_AUTO_BUDGET, GIT_STEERING;
var init_env = __esm({
  "src/config/env.ts"() {
    "use strict";
    import_node_os = require("node:os");
    import_node_path3 = require("node:path");
    init_parse();
    DEFAULT_BUDGET_CAP = 8e4;
    DEFAULT_AUTO_BUDGET = 3e4;
    GIT_STEERING = /^GIT_(DIR|WORK_TREE|INDEX_FILE|COMMON_DIR|OBJECT_DIRECTORY|CONFIG|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|NAMESPACE)/;
  }
});

// src/store/paths.ts
function cacheDir(...sub) {
  return (0, import_node_path4.join)(resolveStoreDirs().cacheHome, "context-kernel", ...sub);
}
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
  return `${(0, import_node_path5.basename)(file)}-${tag.replace(/[^A-Za-z0-9_-]/g, "_")}-${runtimeKey}-`;
}
function readCacheFile(path) {
  let body;
  try {
    body = (0, import_node_fs2.readFileSync)(path);
  } catch {
    return void 0;
  }
  if (body.length <= DIGEST_BYTES) return void 0;
  const payload = body.subarray(DIGEST_BYTES);
  const digest2 = (0, import_node_crypto2.createHash)("sha1").update(payload).digest();
  return digest2.equals(body.subarray(0, DIGEST_BYTES)) ? payload : void 0;
}
var import_node_crypto2, import_node_fs2, import_node_path5, DIGEST_BYTES;
var init_code_cache = __esm({
  "src/runtime/code-cache.ts"() {
    "use strict";
    import_node_crypto2 = require("node:crypto");
    import_node_fs2 = require("node:fs");
    import_node_path5 = require("node:path");
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
  return (0, import_node_path6.join)(dir, cacheFileName(`${name}.wasm`, WASM_CACHE_TAG, Buffer.from(wire.buffer, wire.byteOffset, wire.byteLength)));
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
    if (!(0, import_node_fs3.existsSync)(writer)) return;
    const jobs = [];
    (0, import_node_fs3.mkdirSync)(dir, { recursive: true });
    for (const [name, { file, path }] of toWrite) {
      const marker = pendingMarker(path);
      if ((0, import_node_fs3.existsSync)(marker)) continue;
      (0, import_node_fs3.writeFileSync)(marker, `${process.pid}
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
var import_node_fs3, import_node_path6, import_node_url2, WASM_CACHE_MIN_INPUT, WASM_CACHE_TAG, ENABLED, inputBytes, toWrite, exitHooked;
var init_wasm_cache = __esm({
  "src/runtime/wasm-cache.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs");
    init_node_module();
    import_node_path6 = require("node:path");
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
    (0, import_node_fs4.mkdirSync)(dir, { recursive: true });
    const file = (0, import_node_path7.join)(dir, "hook.log");
    try {
      if ((0, import_node_fs4.statSync)(file).size > ROTATE_BYTES) (0, import_node_fs4.renameSync)(file, (0, import_node_path7.join)(dir, "hook.1.log"));
    } catch {
    }
    (0, import_node_fs4.appendFileSync)(file, `${(/* @__PURE__ */ new Date()).toISOString()} ${event} ${oneLine(message)}
`);
  } catch (err) {
    try {
      process.stderr.write(`context-kernel hook ${event}: ${oneLine(message)} (hook log unwritable: ${oneLine(err.message ?? String(err))})
`);
    } catch {
    }
  }
}
var import_node_fs4, import_node_path7, ROTATE_BYTES;
var init_log = __esm({
  "src/hooks/log.ts"() {
    "use strict";
    import_node_fs4 = require("node:fs");
    import_node_path7 = require("node:path");
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
    bytes2 = (0, import_node_fs5.readFileSync)(file);
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
var import_node_fs5, import_node_url3, WASM_DIR, moduleCache, injected, KernelSlot;
var init_wasm = __esm({
  "src/kernels/wasm.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs");
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

// src/repo/paths.ts
function toPosix(p) {
  return import_node_path10.sep === "/" ? p : p.split(import_node_path10.sep).join("/");
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
var import_node_path10;
var init_paths2 = __esm({
  "src/repo/paths.ts"() {
    "use strict";
    import_node_path10 = require("node:path");
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
function join9(list2) {
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
    paths: join9(paths),
    langs,
    sizes: bytes(sizes),
    mtimes: bytes(mtimes),
    hashes: hashes.join(""),
    tokens: bytes(tokens),
    defs: bytesBlobs ? joinedPieces(defs) : join9(defs),
    dynamic: join9(dynamic),
    external: join9(external),
    imports: join9(importBlobs)
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
var import_node_url5, DEFAULT_SHA_IMPL, KERNEL_WORKER, STRIP_POOL_MIN_BYTES, POOL_CHUNK_BYTES;
var init_options2 = __esm({
  "src/kernels/options.ts"() {
    "use strict";
    import_node_url5 = require("node:url");
    DEFAULT_SHA_IMPL = "node";
    KERNEL_WORKER = (0, import_node_url5.fileURLToPath)(new URL("../../workers/kernels.js", __ckImportMetaUrl));
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
    const start = Atomics.load(next, 0);
    if (start >= n3) return null;
    const size = Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, n3 - start >> 4));
    if (Atomics.compareExchange(next, 0, start, start + size) === start) return [start, Math.min(n3, start + size)];
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
  const finished = new Promise((resolve6) => {
    if (h.exited) {
      resolve6();
      return;
    }
    h.worker.on("message", (m) => {
      if ("done" in m) resolve6();
      else take(m);
    });
    h.worker.once("exit", () => resolve6());
    h.worker.once("error", () => resolve6());
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
var import_node_fs15, import_node_os3, import_node_url6, HELPER_MIN_BYTES, MIN_CHUNK, MAX_CHUNK, BUNDLE;
var init_lex_helper = __esm({
  "src/repo/lex-helper.ts"() {
    "use strict";
    import_node_fs15 = require("node:fs");
    import_node_os3 = require("node:os");
    import_node_url6 = require("node:url");
    init_node_module();
    init_file();
    init_wasm();
    init_lex_helper_enable();
    init_env();
    init_spare_core();
    HELPER_MIN_BYTES = 4 << 20;
    MIN_CHUNK = 4;
    MAX_CHUNK = 32;
    BUNDLE = (0, import_node_url6.fileURLToPath)(new URL("../workers/lex-helper.bundle.cjs", __ckImportMetaUrl));
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
        const relative6 = imp.specifier.charCodeAt(0) === 46;
        const names = imp.names ? `\0${imp.names.join("\0")}` : "";
        const key = relative6 ? `${dirOf(importer)}\0${imp.specifier}${names}` : `\0\0${imp.specifier}${names}`;
        const hit = this.resolutionMemo.get(key);
        if (hit) return hit;
        const r = this.resolveOnce(importer, imp);
        if (!relative6 || r.unresolved === void 0) this.resolutionMemo.set(key, r);
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
var import_node_os4, import_node_url7, WORKER, BATCH, DEPTH;
var init_pool = __esm({
  "src/repo/pool.ts"() {
    "use strict";
    import_node_os4 = require("node:os");
    init_node_module();
    import_node_url7 = require("node:url");
    init_file();
    WORKER = (0, import_node_url7.fileURLToPath)(new URL("../../workers/lex.js", __ckImportMetaUrl));
    BATCH = 64;
    DEPTH = 4;
  }
});

// compile-entry.mjs
var compile_entry_exports = {};
__export(compile_entry_exports, {
  run: () => run
});
module.exports = __toCommonJS(compile_entry_exports);

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
function intFlag(flag, value) {
  if (value === void 0) return void 0;
  if (!/^\d+$/.test(value)) throw new UsageError(`invalid value for ${flag}: '${value}' (expected a non-negative integer)`);
  return Number(value);
}
var TOKEN_COUNT = "a number of tokens such as 30000, 30k or 1.5M";
function tokenFlag(flag, value, expected = TOKEN_COUNT, min = 0) {
  const n3 = parseTokenCount(value);
  if (n3 === void 0 || n3 < min) throw badFlag(flag, value, expected);
  return n3;
}

// src/cli/commands/compile.ts
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
      const start = off[u], end = off[u + 1];
      if (fanout <= 0) {
        for (let e = start; e < end; e++) {
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
      for (let e = start; e < end; e++) {
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
    const start = off[node], end = off[node + 1];
    return copyOut(buf, (reverse ? k.reverseTargetPtr() : k.forwardTargetPtr()) + start * 4, end - start);
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

// src/clock.ts
function nowMs() {
  return Number(process.hrtime.bigint()) / 1e6;
}

// src/slice/budget.ts
init_env();

// src/session/index.ts
var import_node_fs7 = require("node:fs");
var import_node_path8 = require("node:path");
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
var import_node_fs6 = require("node:fs");
function readWindow(path, opts) {
  const { from, maxBytes, recorded } = resolveTranscriptWindow(opts);
  let fd;
  try {
    fd = (0, import_node_fs6.openSync)(path, "r");
  } catch {
    return null;
  }
  try {
    const st = (0, import_node_fs6.fstatSync)(fd);
    if (!st.isFile()) return null;
    const size = st.size;
    let start = Math.max(0, Math.min(from, size), size - maxBytes);
    const buf = Buffer.allocUnsafe(size - start);
    let got = 0;
    while (got < buf.length) {
      const n3 = (0, import_node_fs6.readSync)(fd, buf, got, buf.length - got, start + got);
      if (n3 <= 0) break;
      got += n3;
    }
    let body = buf.subarray(0, got);
    if (start > 0 && !(recorded && from === start)) {
      const nl = body.indexOf(10);
      body = nl < 0 ? body.subarray(got) : body.subarray(nl + 1);
      start += nl < 0 ? got : nl + 1;
    }
    return { body, start, size };
  } catch {
    return null;
  } finally {
    (0, import_node_fs6.closeSync)(fd);
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
    return parseState(sessionId, (0, import_node_fs7.readFileSync)((0, import_node_path8.join)(sessionDir(sessionId), "state.json"), "utf8"));
  } catch {
    return emptySession(sessionId);
  }
}
function parentPid(pid) {
  try {
    const stat = (0, import_node_fs7.readFileSync)(`/proc/${pid}/stat`, "utf8");
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
    const stat = (0, import_node_fs7.readFileSync)(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return void 0;
  }
}
function sessionOfThisProcess() {
  const dir = stateDir("sessions", "by-pid");
  for (const pid of ancestorPids()) {
    try {
      const v = JSON.parse((0, import_node_fs7.readFileSync)((0, import_node_path8.join)(dir, String(pid)), "utf8"));
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

// src/compile/options.ts
init_errors();

// src/skeleton/levels.ts
var SKELETON_LEVELS = ["signatures", "summary", "full"];
var DEFAULT_SKELETON_LEVEL = "summary";
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
  return { text: out3, elided: applied.map(({ start, end }) => ({ start, end })), rows };
}
function countNewlines(text3, from, to) {
  let n3 = 0;
  for (let i = text3.indexOf("\n", from); i >= 0 && i < to; i = text3.indexOf("\n", i + 1)) n3++;
  return n3;
}

// src/compile/options.ts
init_event_names();
function resolveCompileOptions(o = {}) {
  const maxHops = o.maxHops ?? 2;
  if (!Number.isInteger(maxHops) || maxHops < 0) throw badOption("compile", `maxHops must be a non-negative integer, got ${maxHops}`);
  const budget = o.budget ?? "auto";
  if (budget !== "auto" && budget !== "none" && (!Number.isInteger(budget) || budget < 0)) throw badOption("compile", `budget must be a non-negative integer, 'auto' or 'none', got ${String(budget)}`);
  const level2 = o.level ?? DEFAULT_SKELETON_LEVEL;
  if (!SKELETON_LEVELS.includes(level2)) throw badOption("compile", `level must be one of ${SKELETON_LEVELS.join(", ")}, got ${String(level2)}`);
  const maxWarnings = o.maxWarnings ?? 10;
  if (!Number.isInteger(maxWarnings) || maxWarnings < 0) throw badOption("compile", `maxWarnings must be a non-negative integer, got ${maxWarnings}`);
  const fan = o.maxNameFanout ?? 4;
  if (!Number.isInteger(fan) || fan < 1) throw badOption("compile", `maxNameFanout must be a positive integer, got ${fan}`);
  const events = (o.eventDecorators ?? COMPILE_EVENT_NAMES).map((s3) => s3.trim().replace(/^@/, "")).filter(Boolean);
  return Object.freeze({
    maxHops,
    budget,
    sessionId: o.sessionId,
    transcriptPath: o.transcriptPath,
    level: level2,
    maxWarnings,
    noCache: o.noCache === true,
    eventDecorators: Object.freeze(events),
    maxNameFanout: fan,
    cacheDir: o.cacheDir
  });
}

// src/parse/codehash.ts
var import_node_crypto4 = require("node:crypto");
var import_node_fs8 = require("node:fs");
var import_node_path9 = require("node:path");
var import_node_url4 = require("node:url");

// src/version.ts
var VERSION = "0.1.0";

// src/parse/codehash.ts
var cached;
function layerCodeHash() {
  if (cached) return cached;
  if (true) return cached = "db8a1735";
  const h = (0, import_node_crypto4.createHash)("sha1").update(VERSION);
  const base = (0, import_node_path9.dirname)((0, import_node_path9.dirname)((0, import_node_url4.fileURLToPath)(__ckImportMetaUrl)));
  for (const dir of ["compile", "parse", "skeleton", "symbols"]) {
    let names;
    try {
      names = (0, import_node_fs8.readdirSync)((0, import_node_path9.join)(base, dir)).sort();
    } catch {
      continue;
    }
    for (const n3 of names) {
      if (!(n3.endsWith(".js") || n3.endsWith(".ts")) || n3.endsWith(".d.ts")) continue;
      try {
        h.update(`${dir}/${n3}`).update((0, import_node_fs8.readFileSync)((0, import_node_path9.join)(base, dir, n3)));
      } catch {
        h.update(n3);
      }
    }
  }
  try {
    h.update((0, import_node_fs8.readFileSync)((0, import_node_path9.join)((0, import_node_path9.dirname)(base), "wasm", "grammars.json")));
  } catch {
    h.update("no grammars.json");
  }
  cached = h.digest("hex").slice(0, 8);
  return cached;
}

// src/compile/operator.ts
function operatorId() {
  return `compile@${layerCodeHash()}`;
}

// src/compile/target.ts
var import_node_fs20 = require("node:fs");
var import_node_path23 = require("node:path");

// src/repo/index.ts
init_types();

// src/repo/build.ts
var import_node_fs18 = require("node:fs");
var import_node_os5 = require("node:os");
var import_node_crypto9 = require("node:crypto");
var import_node_path21 = require("node:path");
init_types();
init_paths2();

// src/repo/cache.ts
var import_node_fs9 = require("node:fs");
var import_node_crypto5 = require("node:crypto");
var import_node_path11 = require("node:path");
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
  while (done < bytes2.byteLength) done += (0, import_node_fs9.writeSync)(fd, bytes2, done, bytes2.byteLength - done, position + done);
}
function cacheFile(root, optionsKey) {
  const rootKey = (0, import_node_crypto5.createHash)("sha1").update(root).digest("hex");
  return (0, import_node_path11.join)(cacheDir("index", rootKey), `index-${optionsKey}.msgpack`);
}
function loadCache(file, opKey, root, warn) {
  if (!(0, import_node_fs9.existsSync)(file)) return null;
  let buf;
  try {
    buf = (0, import_node_fs9.readFileSync)(file);
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
  if (!(0, import_node_crypto5.createHash)("sha1").update(payload).digest().equals(buf.subarray(8, 28))) return corrupt("checksum mismatch");
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
      const sha = (0, import_node_crypto5.createHash)("sha1").update(head.subarray(28));
      writeAt(fd, head, 0);
      for (const x of strings) {
        let at = base + sections[x.name][0];
        const len = sections[x.name][1];
        if (typeof x.text === "string") {
          if (len > 0 && (0, import_node_fs9.writeSync)(fd, x.text, at, x.enc) !== len) throw new Error("short write");
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
      (0, import_node_fs9.ftruncateSync)(fd, base + offset);
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

// src/repo/tree-state.ts
var import_node_crypto8 = require("node:crypto");
var import_node_path16 = require("node:path");

// src/repo/walk.ts
var import_node_fs13 = require("node:fs");
var import_node_path15 = require("node:path");
init_node_module();

// src/repo/options.ts
var import_node_crypto6 = require("node:crypto");
var import_node_path12 = require("node:path");
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
    dependencyRoots: [...opts.dependencyRoots ?? []].map((d) => (0, import_node_path12.resolve)(d)).sort(),
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
  return (0, import_node_crypto6.createHash)("sha1").update(JSON.stringify([o.exclude, o.include, o.wholeTree, o.maxFileBytes, o.dependencyRoots, o.impl, decorators])).digest("hex").slice(0, 12);
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
var import_node_fs12 = require("node:fs");
var import_node_crypto7 = require("node:crypto");
var import_node_path14 = require("node:path");
init_paths();

// src/store/json-cache.ts
var import_node_fs10 = require("node:fs");
var import_node_path13 = require("node:path");
init_atomic();
function readJsonEntry(dir, key, valid) {
  const file = (0, import_node_path13.join)(dir, `${key}.json`);
  try {
    const value = JSON.parse((0, import_node_fs10.readFileSync)(file, "utf8"));
    if (!valid(value)) return void 0;
    const now = /* @__PURE__ */ new Date();
    try {
      (0, import_node_fs10.utimesSync)(file, now, now);
    } catch {
    }
    return value;
  } catch {
    return void 0;
  }
}
function writeJsonEntry(dir, key, value, maxEntries) {
  try {
    writeFileAtomic((0, import_node_path13.join)(dir, `${key}.json`), JSON.stringify(value));
    evict(dir, maxEntries);
  } catch {
  }
}
function evict(dir, maxEntries) {
  const names = (0, import_node_fs10.readdirSync)(dir).filter((n3) => n3.endsWith(".json"));
  if (names.length <= maxEntries) return;
  const aged = names.map((n3) => {
    try {
      return { n: n3, t: (0, import_node_fs10.statSync)((0, import_node_path13.join)(dir, n3)).mtimeMs };
    } catch {
      return { n: n3, t: 0 };
    }
  });
  aged.sort((a, b) => a.t - b.t || (a.n < b.n ? -1 : 1));
  for (const { n: n3 } of aged.slice(0, names.length - maxEntries)) {
    try {
      (0, import_node_fs10.unlinkSync)((0, import_node_path13.join)(dir, n3));
    } catch {
    }
  }
}

// src/runtime/stat-lite.ts
var import_node_fs11 = require("node:fs");
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
  if (!/^20\./.test(process.versions.node) || pending || !STATSYNC_CALL.test(String(import_node_fs11.statSync))) return null;
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
  if (b === null || abs.includes("\0")) return fromStats((0, import_node_fs11.statSync)(abs));
  let a;
  try {
    a = b(abs, false, void 0, true);
  } catch (err) {
    if (typeof err.code === "string" && err.syscall === "stat") throw err;
    raw = null;
    return fromStats((0, import_node_fs11.statSync)(abs));
  }
  if (!(a instanceof Float64Array) || a.length < MTIME_NS + 1) {
    raw = null;
    return fromStats((0, import_node_fs11.statSync)(abs));
  }
  const fmt = a[MODE] & S_IFMT;
  const lite = { isFile: fmt === S_IFREG, isDirectory: fmt === S_IFDIR, size: a[SIZE], mtimeMs: a[MTIME_S] * 1e3 + a[MTIME_NS] / 1e6 };
  if (!checked) {
    checked = true;
    const ref = fromStats((0, import_node_fs11.statSync)(abs));
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
var MAX_ENTRIES = 32;
var RACY_MS = 2e3;
var MAX_DIRS = 2e4;
var keyOf = (root) => (0, import_node_crypto7.createHash)("sha1").update(root).digest("hex");
function fileStat(path) {
  try {
    const st = statLite(path);
    return [st.size, st.mtimeMs];
  } catch {
    return [-1, 0];
  }
}
function gitDirs(root) {
  const dotGit = (0, import_node_path14.join)(root, ".git");
  let gitDir;
  try {
    const st = statLite(dotGit);
    if (st.isDirectory) gitDir = dotGit;
    else {
      const m = /^gitdir: (.+)$/m.exec((0, import_node_fs12.readFileSync)(dotGit, "utf8"));
      if (!m) return void 0;
      gitDir = (0, import_node_path14.isAbsolute)(m[1].trim()) ? m[1].trim() : (0, import_node_path14.resolve)(root, m[1].trim());
    }
  } catch {
    return void 0;
  }
  let commonDir = gitDir;
  try {
    const c = (0, import_node_fs12.readFileSync)((0, import_node_path14.join)(gitDir, "commondir"), "utf8").trim();
    if (c) commonDir = (0, import_node_path14.isAbsolute)(c) ? c : (0, import_node_path14.resolve)(gitDir, c);
  } catch {
  }
  return { gitDir, commonDir };
}
function configFiles(g, env) {
  return [(0, import_node_path14.join)(g.commonDir, "config"), (0, import_node_path14.join)(g.gitDir, "config.worktree"), (0, import_node_path14.join)(env.home, ".gitconfig"), (0, import_node_path14.join)(env.xdgConfigHome, "git", "config"), "/etc/gitconfig"];
}
function watchListing(root, skipDir, env = resolveGitEnv()) {
  if (env.steered) return void 0;
  const g = gitDirs(root);
  if (!g) return void 0;
  const configs = configFiles(g, env);
  for (const f of configs) {
    try {
      if (/excludesfile/i.test((0, import_node_fs12.readFileSync)(f, "utf8"))) return void 0;
    } catch {
    }
  }
  const files = [(0, import_node_path14.join)(g.gitDir, "index"), (0, import_node_path14.join)(g.commonDir, "info", "exclude"), (0, import_node_path14.join)(env.xdgConfigHome, "git", "ignore"), ...configs];
  const dirs = [root];
  const dirMtimes = [];
  for (let i = 0; i < dirs.length; i++) {
    if (dirs.length > MAX_DIRS) return void 0;
    let entries;
    try {
      dirMtimes.push(statLite(dirs[i]).mtimeMs);
      entries = (0, import_node_fs12.readdirSync)(dirs[i], { withFileTypes: true });
    } catch {
      return void 0;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (e.name !== ".git" && !skipDir(e.name)) dirs.push((0, import_node_path14.join)(dirs[i], e.name));
      } else if (e.name === ".gitignore") files.push((0, import_node_path14.join)(dirs[i], e.name));
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
    if ((0, import_node_fs13.existsSync)((0, import_node_path15.join)(dir, ".git"))) return true;
    const parent = (0, import_node_path15.join)(dir, "..");
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
  return new Promise((resolve6) => {
    const chunks = [];
    let child;
    try {
      child = childProcess().spawn("git", GIT_LS_FILES, { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      resolve6(null);
      return;
    }
    child.stdout.on("data", (d) => chunks.push(d));
    child.on("error", () => resolve6(null));
    child.on("close", (code) => resolve6(code === 0 ? gitPaths(Buffer.concat(chunks)) : null));
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
      real = (0, import_node_fs13.realpathSync)(root);
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
    entries = (0, import_node_fs13.readdirSync)(abs, { withFileTypes: true });
  } catch {
    out3.unreadable++;
    seen.delete(real);
    return;
  }
  let local = scopes;
  if (!whole && entries.some((e) => e.name === ".gitignore")) {
    try {
      const ig = ignore().add((0, import_node_fs13.readFileSync)((0, import_node_path15.join)(abs, ".gitignore"), "utf8"));
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
        isDir = (0, import_node_fs13.statSync)((0, import_node_path15.join)(abs, name)).isDirectory();
        if (isDir) childReal = (0, import_node_fs13.realpathSync)((0, import_node_path15.join)(abs, name));
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
    if (isDir) walkFs(root, path, local, dirs, extra, out3, seen, childReal || (real.endsWith(import_node_path15.sep) ? real : real + import_node_path15.sep) + name, whole);
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
  const under = (dir, p) => dir.endsWith(import_node_path16.sep) ? dir + p : dir + import_node_path16.sep + p;
  const candidates = walk.paths.map((p) => ({ path: p, abs: under(abs, p) }));
  for (const dep of o.dependencyRoots) {
    const w = walkRepo(dep, { whole: true });
    skipped.unreadable += w.unreadable;
    skipped.symlinkLoop += w.symlinkLoop;
    const relRoot = toPosix((0, import_node_path16.relative)(abs, dep));
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
  return (0, import_node_crypto8.createHash)("sha1").update(paths.join("\0")).update(new Uint8Array(stats.buffer)).digest("hex");
}
function walkTree(abs, o) {
  return walkRepoAsync(abs, { exclude: o.exclude, include: o.include, whole: o.wholeTree });
}
var states = /* @__PURE__ */ new WeakMap();
function setTreeState(index, state) {
  states.set(index, state);
}

// src/repo/build.ts
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
  const cached2 = o.noCache ? null : loadCache(file, opKey, abs, o.warn);
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
  if (cached2) {
    for (let i = 0; i < cached2.files.length; i++) prevByPath.set(cached2.files[i].path, i);
    for (const s3 of cached2.skips) prevSkip.set(s3.path, s3);
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
      const prev = cached2.files[pi];
      if (prev.size === e.size && prev.mtimeMs === e.mtimeMs) {
        files[i] = prev;
        blobs[i] = cached2.importBlobs[pi];
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
    return pi === void 0 ? void 0 : cached2.files[pi].hash;
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
      const prev = cached2.files[pi];
      files[i] = prev instanceof IndexedFile ? prev.withStat(e.size, e.mtimeMs) : { ...prev, size: e.size, mtimeMs: e.mtimeMs };
      blobs[i] = cached2.importBlobs[pi];
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
  const sameSet = cached2 !== null && cached2.files.length === keptFiles.length && keptFiles.every((f, i) => f.path === cached2.files[i].path);
  t = nowMs();
  let edges;
  let unresolved;
  let cacheState;
  if (cached2 && sameSet && !contentChanged) {
    edges = cached2.edges;
    unresolved = cached2.unresolved;
    cacheState = "hit";
  } else if (cached2 && sameSet && !configChanged) {
    const changed = keptLexed;
    const isChanged = new Uint8Array(keptFiles.length);
    for (const id of changed) isChanged[id] = 1;
    const { resolveFiles: resolveFiles2, packEdges: packEdges2 } = await Promise.resolve().then(() => (init_edges(), edges_exports));
    const r = resolveFiles2(abs, keptFiles, changed, importsOf, o.dependencyRoots, o.warn, blobOf);
    const old = new Int32Array(new Uint8Array(cached2.edges).buffer);
    const quads = [];
    for (let k = 0; k < old.length; k += 4) if (!isChanged[old[k]]) quads.push(old[k], old[k + 1], old[k + 2], old[k + 3]);
    for (const x of r.quads) quads.push(x);
    edges = packEdges2(quads);
    unresolved = [...cached2.unresolved.filter((u) => !isChanged[u.from]), ...r.unresolved].sort((a, b) => a.from - b.from || a.line - b.line);
    cacheState = "partial";
  } else {
    const all = keptFiles.map((_, id) => id);
    const { resolveFiles: resolveFiles2, packEdges: packEdges2 } = await Promise.resolve().then(() => (init_edges(), edges_exports));
    const r = resolveFiles2(abs, keptFiles, all, importsOf, o.dependencyRoots, o.warn, blobOf);
    edges = packEdges2(r.quads);
    unresolved = r.unresolved;
    cacheState = cached2 ? "partial" : "miss";
  }
  timing.resolve = nowMs() - t;
  t = nowMs();
  const onlyTouched = todo.length === touchedOnly && touchedOnly <= MAX_UNSAVED_TOUCHED;
  if (cacheState !== "hit" || !onlyTouched || skips.length !== (cached2?.skips.length ?? 0)) {
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

// src/repo/lex/python.ts
init_kernel();
init_decode();

// src/repo/lex/js.ts
init_kernel();
init_decode();

// src/repo/index.ts
init_decode();

// src/repo/unindexed.ts
var import_node_fs19 = require("node:fs");
var import_node_path22 = require("node:path");
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
    if ((0, import_node_fs19.statSync)(abs).isDirectory()) return void 0;
    fd = (0, import_node_fs19.openSync)(abs, "r");
    (0, import_node_fs19.readSync)(fd, Buffer.alloc(1), 0, 1, 0);
    return void 0;
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return void 0;
    return `cannot be read (${describeFsError(err)})`;
  } finally {
    if (fd !== void 0) (0, import_node_fs19.closeSync)(fd);
  }
}
function isInside(root, abs) {
  const real = (p) => {
    try {
      return (0, import_node_fs19.realpathSync)(p);
    } catch {
      return (0, import_node_path22.resolve)(p);
    }
  };
  const rel = (0, import_node_path22.relative)(real(root), real(abs));
  return rel !== "" && !rel.startsWith("..") && !(0, import_node_path22.isAbsolute)(rel);
}
function whyNotIndexed(root, file, cwd = process.cwd()) {
  const cands = (0, import_node_path22.isAbsolute)(file) ? [file] : [(0, import_node_path22.resolve)(root, file), (0, import_node_path22.resolve)(cwd, file)];
  const exists = (p) => {
    try {
      (0, import_node_fs19.statSync)(p);
      return true;
    } catch (err) {
      return err.code !== "ENOENT" && err.code !== "ENOTDIR";
    }
  };
  const found = cands.filter(exists);
  if (!found.length) return "does not exist";
  const abs = found.find((p) => isInside(root, p));
  if (abs === void 0) return `is outside the repository ${root}`;
  let isDir = false;
  try {
    isDir = (0, import_node_fs19.statSync)(abs).isDirectory();
  } catch (err) {
    return `cannot be read (${describeFsError(err)})`;
  }
  if (isDir) return "is a directory; give a source file";
  return unreadableCause(abs) ?? "is not indexed (binary, too large, excluded or not a source file)";
}

// src/compile/target.ts
init_errors();
async function loadIndex(root, noCache) {
  try {
    return await buildIndex(root, { noCache });
  } catch (err) {
    throw new CompileInputError(`compile: ${err.message}`);
  }
}
function resolveTarget(index, target) {
  const root = (0, import_node_fs20.realpathSync)(index.root);
  const tries = [];
  const rel = (abs) => {
    let real = abs;
    try {
      real = (0, import_node_fs20.realpathSync)(abs);
    } catch {
    }
    return (0, import_node_path23.relative)(root, real).split(import_node_path23.sep).join("/");
  };
  if ((0, import_node_path23.isAbsolute)(target)) tries.push(rel(target));
  else {
    tries.push(target.replace(/\\/g, "/").replace(/^(\.\/)+/, ""));
    tries.push(rel((0, import_node_path23.resolve)(target)));
  }
  for (const t of tries) if (t && !t.startsWith("..") && index.fileId(t) !== void 0) return t;
  const why = whyNotIndexed(index.root, target);
  throw new CompileInputError(`compile: target '${target}' ${why}${/^(does not exist|is not indexed|cannot be read)/.test(why) ? ` in ${index.root}` : ""}`);
}

// src/compile/names.ts
function lastPart(name) {
  const i = name.lastIndexOf(".");
  return i < 0 ? name : name.slice(i + 1);
}
function isEventName(name, events) {
  return events.has(name) || events.has(lastPart(name));
}

// src/compile/symbol-map.ts
function buildSymbolMap(index, only) {
  const functions = /* @__PURE__ */ new Map();
  const methods = /* @__PURE__ */ new Map();
  index.files.forEach((f, id) => {
    for (const d of f.defs) {
      const map = d.kind === "method" ? methods : d.kind === "function" || d.kind === "class" ? functions : void 0;
      if (!map) continue;
      const n3 = lastPart(d.name);
      if (only && !only.has(n3)) continue;
      const list2 = map.get(n3);
      if (!list2) map.set(n3, [id]);
      else if (list2[list2.length - 1] !== id) list2.push(id);
    }
  });
  return { functions, methods };
}

// src/parse/batch.ts
var import_node_fs25 = require("node:fs");
var import_node_path26 = require("node:path");

// src/parse/languages.ts
var import_node_fs21 = require("node:fs");
var import_node_path24 = require("node:path");
var import_node_url8 = require("node:url");
init_errors();
var GRAMMARS = {
  python: "tree-sitter-python.wasm",
  javascript: "tree-sitter-javascript.wasm",
  typescript: "tree-sitter-typescript.wasm",
  tsx: "tree-sitter-tsx.wasm",
  go: "tree-sitter-go.wasm",
  rust: "tree-sitter-rust.wasm",
  java: "tree-sitter-java.wasm"
};
var EXTENSIONS = {
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
function grammarLangOf(path) {
  const ext = (0, import_node_path24.extname)(path).toLowerCase();
  return Object.hasOwn(EXTENSIONS, ext) ? EXTENSIONS[ext] : void 0;
}
var WASM_DIR2 = (0, import_node_url8.fileURLToPath)(new URL("../../wasm/", __ckImportMetaUrl));
function grammarPath(lang) {
  const path = (0, import_node_path24.join)(WASM_DIR2, GRAMMARS[lang]);
  if (!(0, import_node_fs21.existsSync)(path)) throw grammarMissing(path);
  return path;
}

// src/parse/source.ts
var import_node_crypto10 = require("node:crypto");
var MAX_PARSE_BYTES = 4 * 1024 * 1024;
var decoder = new TextDecoder("utf-8", { fatal: true });
var lenient = new TextDecoder("utf-8");
function contentHash(data) {
  return (0, import_node_crypto10.createHash)("sha1").update(data).digest("hex");
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

// src/parse/cache.ts
var import_node_fs22 = require("node:fs");
var import_node_path25 = require("node:path");
init_node_module();
init_paths();
init_atomic();
var PARSE_FORMAT = 8;
var MAX_ENTRIES2 = 5e4;
function isJsonKind(kind) {
  return kind.startsWith("sk-");
}
var packrInstance;
function packr() {
  if (!packrInstance) {
    const { Packr: PackrClass } = createRequire(__ckImportMetaUrl)("msgpackr");
    packrInstance = new PackrClass({ useRecords: false, moreTypes: true });
  }
  return packrInstance;
}
var ParseCache = class {
  dir;
  writes = 0;
  constructor(dir = cacheDir("parse")) {
    this.dir = dir;
  }
  file(kind, hash2) {
    return (0, import_node_path25.join)(this.dir, hash2.slice(0, 2), `${hash2.slice(2)}.${kind}${PARSE_FORMAT}.${layerCodeHash()}`);
  }
  /** Returns the cached value for (kind, hash), or undefined on a miss or a corrupt entry. */
  get(kind, hash2) {
    let buf;
    try {
      buf = (0, import_node_fs22.readFileSync)(this.file(kind, hash2));
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
  prune(max = MAX_ENTRIES2) {
    const entries = [];
    let shards;
    try {
      shards = (0, import_node_fs22.readdirSync)(this.dir);
    } catch {
      return 0;
    }
    for (const shard of shards) {
      let names;
      try {
        names = (0, import_node_fs22.readdirSync)((0, import_node_path25.join)(this.dir, shard));
      } catch {
        continue;
      }
      for (const name of names) {
        const path = (0, import_node_path25.join)(this.dir, shard, name);
        try {
          entries.push({ path, mtime: (0, import_node_fs22.statSync)(path).mtimeMs });
        } catch {
        }
      }
    }
    if (entries.length <= max) return 0;
    entries.sort((a, b) => a.mtime - b.mtime);
    const drop = entries.length - Math.floor(max * 0.9);
    for (let i = 0; i < drop; i++) {
      try {
        (0, import_node_fs22.unlinkSync)(entries[i].path);
      } catch {
      }
    }
    return drop;
  }
};

// src/parse/parser.ts
var import_node_fs23 = require("node:fs");
var import_web_tree_sitter = require("web-tree-sitter");

// src/runtime/tiering.ts
init_node_module();
init_env();
var BASELINE_MIN_CHARS = 256 << 10;
var BASELINE_MAX_CHARS = 8 << 20;
var OWNED = /--(no-)?(wasm[-_]tier[-_]up|wasm[-_]dynamic[-_]tiering|opt|turbofan|max[-_]opt|liftoff|liftoff[-_]only|jitless|regexp[-_][a-z-]+)\b/;
var setFlagsFn;
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
var baselineRequested = false;
var holders = 0;
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

// src/parse/parser.ts
var initialized;
var languages = /* @__PURE__ */ new Map();
var parsers = /* @__PURE__ */ new Map();
function init() {
  initialized ??= baselineOnly(() => import_web_tree_sitter.Parser.init());
  return initialized;
}
async function loadLanguage(lang) {
  await init();
  let l = languages.get(lang);
  if (!l) {
    l = baselineOnly(() => import_web_tree_sitter.Language.load((0, import_node_fs23.readFileSync)(grammarPath(lang))));
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

// src/parse/task.ts
function cacheKind(kind, lang) {
  return `${kind}-${lang}`;
}
function cachedRecords(cache, kinds, lang, hash2) {
  const out3 = [];
  for (const k of kinds) {
    const r = cache.get(cacheKind(k, lang), hash2);
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
      const cache = new ParseCache(task.cacheDir);
      task.kinds.forEach((k, i) => cache.put(cacheKind(k, task.lang), task.hash, res[i]));
    }
    return { records: res };
  } catch (err) {
    return { error: `${task.kinds.join("+")} failed: ${err.message}` };
  }
}
function analyzerTable(...list2) {
  return new Map(list2.map((a) => [a.kind, a]));
}

// src/parse/pool.ts
init_node_module();
var import_node_os6 = require("node:os");
var import_node_url9 = require("node:url");
var import_node_fs24 = require("node:fs");
function loadPiscina() {
  return createRequire(__ckImportMetaUrl)("piscina");
}
var pool;
var WORKER2 = (0, import_node_url9.fileURLToPath)(new URL("../../workers/parse.js", __ckImportMetaUrl));
function poolThreads() {
  return Math.max(1, Math.min(3, (0, import_node_os6.availableParallelism)() - 1));
}
function poolAvailable() {
  return (0, import_node_fs24.existsSync)(WORKER2);
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

// src/parse/batch.ts
var PARSE_POOL_MIN_BYTES = 15e5;
async function analyzeMany(analyzer, root, paths, opts = {}) {
  const out3 = /* @__PURE__ */ new Map();
  const kinds = [analyzer.kind];
  const cache = opts.cacheDir === false ? void 0 : new ParseCache(opts.cacheDir);
  const misses = [];
  let missBytes = 0;
  const table = opts.alsoRun ? analyzerTable(analyzer, ...opts.alsoRun) : analyzerTable(analyzer);
  const runKinds = [...table.keys()];
  for (const path of paths) {
    if (out3.has(path)) continue;
    const lang = grammarLangOf(path);
    const known = opts.hashes?.get(path);
    if (lang && known && cache) {
      const hit2 = cachedRecords(cache, kinds, lang, known);
      if (hit2) {
        out3.set(path, { text: "", record: hit2[0], warnings: [] });
        if (opts.stats) opts.stats.hits++;
        continue;
      }
    }
    let buf;
    try {
      buf = (0, import_node_fs25.readFileSync)((0, import_node_path26.resolve)(root, path));
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
    const hit = cache ? cachedRecords(cache, kinds, lang, src.hash)?.[0] : void 0;
    out3.set(path, { text: src.text, record: hit, warnings });
    if (hit && opts.stats) opts.stats.hits++;
    if (!hit) {
      if (opts.stats) opts.stats.parsed++;
      misses.push({ path, bytes: src.bytes, task: { kinds: runKinds, text: src.text, lang, hash: src.hash, cacheDir: cache?.dir } });
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
var WORKER_START_BYTES = 14e5;
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

// src/parse/pynodes.ts
var PY_COMPOUND = /* @__PURE__ */ new Set([
  "if_statement",
  "try_statement",
  "with_statement",
  "for_statement",
  "while_statement",
  "match_statement"
]);
var PY_CLAUSES = /* @__PURE__ */ new Set([
  "elif_clause",
  "else_clause",
  "except_clause",
  "except_group_clause",
  "finally_clause",
  "case_clause",
  "block"
]);
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
  const start = stmts[i].startPosition.row + 1;
  const end = lastRow(stmts[j - 1]) + 1;
  const n3 = stmts.slice(i, j).filter((s3) => s3.type !== "comment").length;
  const e = { start, end, replacement: `${lineIndent(lineAt(start - 1))}# \u2026 ${n3} @overload signature${n3 === 1 ? "" : "s"} of ${name}: lines ${start}-${end}` };
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
var TRIPLE = /^([rRuUbB]{0,2})("""|''')/;
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
var MAX_ONE_LINE = 240;
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

// src/skeleton/curly.ts
var JS_CONTAINERS = [
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
var JS_FUNCTIONS = [
  "function_declaration",
  "generator_function_declaration",
  "function_expression",
  "function",
  "generator_function",
  "arrow_function",
  "method_definition"
];
var SHAPES = {
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
function curlyElisions(tree, lang, docs) {
  const shape = SHAPES[lang];
  const out3 = [];
  const stack = [tree.rootNode];
  while (stack.length) {
    const node = stack.pop();
    if (shape.functions.has(node.type)) {
      const body = node.childForFieldName("body");
      if (body && shape.blocks.has(body.type) && !body.hasError && body.endPosition.row > body.startPosition.row) {
        const start = body.startPosition.row + 1;
        const end = body.endPosition.row + 1;
        out3.push({ start, end, from: body.startIndex, to: body.endIndex, replacement: `{ /* \u2026 lines ${start}-${end} */ }` });
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
var COMMENT_TYPES = /* @__PURE__ */ new Set(["comment", "line_comment", "block_comment"]);
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

// src/skeleton/build.ts
init_tokens();
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

// src/skeleton/analyzer.ts
var SKELETON_ANALYZER = { kind: "sk", run: buildSkeleton };

// src/compile/facts.ts
var import_web_tree_sitter2 = require("web-tree-sitter");
function isConstString(n3, lang) {
  if (!n3) return false;
  if (lang === "python") {
    if (n3.type === "string") return !n3.namedChildren.some((c) => c?.type === "interpolation");
    if (n3.type === "concatenated_string") return n3.namedChildren.every((c) => isConstString(c, lang));
    return false;
  }
  if (n3.type === "string") return true;
  if (n3.type === "template_string") return !n3.namedChildren.some((c) => c?.type === "template_substitution");
  return false;
}
function args(call) {
  const a = call.childForFieldName("arguments");
  return a ? a.namedChildren.filter((c) => c !== null && c.type !== "comment") : [];
}
var siteQueries = /* @__PURE__ */ new Map();
function siteQuery(language, callType) {
  let q = siteQueries.get(language);
  if (q === void 0) {
    q = null;
    for (const src of [`(${callType}) @site (decorator) @site`, `(${callType}) @site`, "(decorator) @site"]) {
      try {
        q = new import_web_tree_sitter2.Query(language, src);
        break;
      } catch {
      }
    }
    siteQueries.set(language, q);
  }
  return q;
}
function clip(s3) {
  const one = s3.replace(/\s+/g, " ");
  return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}
function fileFacts(tree, lang, errorLine) {
  const py = lang === "python";
  const calls = /* @__PURE__ */ new Map();
  const dynamic = [];
  const decorators = [];
  const sites = [];
  const callType = py ? "call" : "call_expression";
  const memberType = py ? "attribute" : "member_expression";
  const propField = py ? "attribute" : "property";
  const visit = (node) => {
    const line3 = node.startPosition.row + 1;
    if (node.type === "decorator") {
      let e = node.namedChild(0);
      if (e?.type === "call" || e?.type === "call_expression") e = e.childForFieldName("function");
      if (e) decorators.push({ name: e.text.replace(/\s+/g, ""), line: line3 });
      return;
    }
    const fn = node.childForFieldName("function");
    if (!fn) return;
    const a = args(node);
    let name = "";
    let recv = "";
    if (fn.type === "identifier") name = fn.text;
    else if (fn.type === memberType) {
      name = fn.childForFieldName(propField)?.text ?? "";
      const obj = fn.childForFieldName("object");
      recv = obj && (obj.type === "identifier" || obj.type === "this" || obj.type === "self") ? obj.text : "?";
    } else if (fn.type === "import") {
      if (!isConstString(a[0], lang)) dynamic.push({ line: line3, kind: "dynamic-import", detail: `import(${clip(a[0]?.text ?? "")}) with a non-constant specifier` });
      return;
    } else if (!py && fn.type === "subscript_expression") {
      const idx = fn.childForFieldName("index");
      if (!isConstString(idx, lang) && idx?.type !== "number") dynamic.push({ line: line3, kind: "dynamic-dispatch", detail: `${clip(fn.text)}(\u2026) calls a computed member` });
      return;
    }
    if (!name) return;
    if (py && name === "getattr" && recv === "" && a.length >= 2 && !isConstString(a[1], lang)) {
      dynamic.push({ line: line3, kind: "dynamic-dispatch", detail: `getattr(${clip(a.map((x) => x.text).join(", "))}) with a non-constant name` });
    }
    if ((name === "import_module" || name === "__import__" || !py && name === "require" && recv === "") && a.length >= 1 && !isConstString(a[0], lang)) {
      dynamic.push({ line: line3, kind: "dynamic-import", detail: `${recv && recv !== "?" ? `${recv}.` : ""}${name}(${clip(a[0].text)}) with a non-constant module` });
    }
    const key = `${recv}\0${name}`;
    let site = calls.get(key);
    if (!site) calls.set(key, site = { name, recv, line: line3 });
    if (recv) sites.push(site, line3, a.length);
  };
  const found = siteQuery(tree.language, callType)?.captures(tree.rootNode).map((c) => c.node) ?? [];
  found.sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
  for (const n3 of found) visit(n3);
  const bound = /* @__PURE__ */ new Set();
  const imported = /* @__PURE__ */ new Set();
  const modules = /* @__PURE__ */ new Set();
  if (py) pyBindings(tree.rootNode, bound, imported, modules);
  else curlyBindings(tree.rootNode, bound, imported);
  const sorted = [...calls.values()].sort((x, y) => x.line - y.line || (x.name < y.name ? -1 : x.name > y.name ? 1 : x.recv < y.recv ? -1 : 1));
  const indexOf = new Map(sorted.map((c, i) => [c, i]));
  const siteArr = new Int32Array(sites.length);
  for (let i = 0; i < sites.length; i += 3) {
    siteArr[i] = indexOf.get(sites[i]);
    siteArr[i + 1] = sites[i + 1];
    siteArr[i + 2] = sites[i + 2];
  }
  return {
    callNames: sorted.flatMap((c) => [c.recv, c.name]),
    callLines: Int32Array.from(sorted, (c) => c.line),
    sites: siteArr,
    bound: [...bound].sort(),
    imported: [...imported].sort(),
    modules: [...modules].sort(),
    dynamic,
    decorators,
    errorLine
  };
}
function bindNames(n3, out3) {
  if (n3.type === "identifier" || n3.type === "shorthand_property_identifier_pattern") {
    out3.add(n3.text);
    return;
  }
  if (n3.type === "attribute" || n3.type === "subscript" || n3.type === "member_expression") return;
  for (const c of n3.namedChildren) {
    if (!c) continue;
    if (c.type === "pair_pattern") {
      const v = c.childForFieldName("value");
      if (v) bindNames(v, out3);
    } else bindNames(c, out3);
  }
}
function pyBindings(block, bound, imported, modules) {
  for (const stmt of block.namedChildren) {
    if (!stmt) continue;
    let n3 = stmt;
    if (n3.type === "decorated_definition") n3 = n3.childForFieldName("definition");
    if (!n3) continue;
    switch (n3.type) {
      case "function_definition":
      case "class_definition": {
        const name = n3.childForFieldName("name");
        if (name) bound.add(name.text);
        break;
      }
      case "import_statement":
      case "import_from_statement":
      case "future_import_statement": {
        const moduleName = n3.childForFieldName("module_name");
        for (const c of n3.namedChildren) {
          if (!c || c.id === moduleName?.id) continue;
          let name;
          if (c.type === "aliased_import") name = c.childForFieldName("alias")?.text;
          else if (c.type === "dotted_name") name = (n3.type === "import_statement" ? c.namedChild(0) : c.namedChild(c.namedChildCount - 1))?.text;
          if (name) {
            bound.add(name);
            imported.add(name);
            if (n3.type === "import_statement") modules.add(name);
          }
        }
        break;
      }
      case "expression_statement":
        for (const e of n3.namedChildren) {
          let a = e;
          while (a && (a.type === "assignment" || a.type === "augmented_assignment")) {
            const left = a.childForFieldName("left");
            if (left) bindNames(left, bound);
            a = a.childForFieldName("right");
          }
        }
        break;
      default:
        if (PY_COMPOUND.has(n3.type)) {
          if (n3.type === "for_statement") {
            const l = n3.childForFieldName("left");
            if (l) bindNames(l, bound);
          }
          for (const c of n3.namedChildren) {
            if (!c) continue;
            if (c.type === "block") pyBindings(c, bound, imported, modules);
            else if (PY_CLAUSES.has(c.type)) {
              for (const b of c.namedChildren) if (b?.type === "block") pyBindings(b, bound, imported, modules);
              else if (c.type === "with_clause") {
                for (const w of c.namedChildren) {
                  const alias = w?.namedChild(0)?.childForFieldName("alias");
                  if (alias) bindNames(alias, bound);
                }
              }
            }
          }
        }
    }
  }
}
function curlyBindings(root, bound, imported) {
  for (const stmt of root.namedChildren) {
    if (!stmt) continue;
    if (stmt.type === "import_statement") {
      const stack = [stmt];
      while (stack.length) {
        const n3 = stack.pop();
        if (n3.type === "import_specifier") {
          const a = n3.childForFieldName("alias") ?? n3.childForFieldName("name");
          if (a) {
            bound.add(a.text);
            imported.add(a.text);
          }
          continue;
        }
        if (n3.type === "identifier") {
          bound.add(n3.text);
          imported.add(n3.text);
        }
        for (const c of n3.namedChildren) if (c && c.type !== "string") stack.push(c);
      }
      continue;
    }
    const decl = stmt.type === "export_statement" ? stmt.childForFieldName("declaration") ?? stmt : stmt;
    const name = decl.childForFieldName("name");
    if (name && decl.type !== "expression_statement") bound.add(name.text);
    if (decl.type === "lexical_declaration" || decl.type === "variable_declaration") {
      for (const d of decl.namedChildren) {
        if (d?.type !== "variable_declarator") continue;
        const n3 = d.childForFieldName("name");
        if (n3) bindNames(n3, bound);
        const v = d.childForFieldName("value");
        if (n3 && v?.type === "call_expression" && v.childForFieldName("function")?.text === "require") bindNames(n3, imported);
      }
    }
  }
}

// src/compile/analyzers.ts
var FACTS_ANALYZER = { kind: "facts", run: (tree, _text, lang) => fileFacts(tree, lang, firstErrorLine(tree)) };
var ALL_ANALYZERS = analyzerTable(SKELETON_ANALYZER, FACTS_ANALYZER);

// src/skeleton/index.ts
init_errors();
init_tokens();
function recordAtLevel(rec, level2) {
  return level2 === "full" ? rec : rec.levels[level2];
}

// src/compile/analyses.ts
init_tokens();
var FileAnalyses = class {
  /**
   * @param warnings where parse problems are pushed, in load order
   * @param cacheDir the parse cache directory (undefined: the default one; false: none)
   */
  constructor(index, warnings, cacheDir2) {
    this.index = index;
    this.warnings = warnings;
    const hashes = /* @__PURE__ */ new Map();
    for (const f of index.files) if (f.lang !== "other") hashes.set(f.path, f.hash);
    this.batch = { cacheDir: cacheDir2, stats: this.stats, hashes };
  }
  index;
  warnings;
  /** Facts per file id; undefined when the file could not be parsed. */
  facts = /* @__PURE__ */ new Map();
  /** Skeleton batch items per path. */
  skeletons = /* @__PURE__ */ new Map();
  /** Parse-cache hits and files parsed so far. */
  stats = { hits: 0, parsed: 0 };
  batch;
  /** Loads the facts of `ids` not loaded yet; a parse also puts the file's skeleton in the parse cache. */
  async loadFacts(ids) {
    const need = ids.filter((id) => !this.facts.has(id));
    if (!need.length) return;
    const items = await analyzeMany(FACTS_ANALYZER, this.index.root, need.map((id) => this.index.files[id].path), { ...this.batch, alsoRun: [SKELETON_ANALYZER] });
    for (const id of need) {
      const path = this.index.files[id].path;
      const item = items.get(path);
      this.facts.set(id, item.record);
      for (const w of item.warnings) this.warnings.push(w);
      if (item.record?.errorLine) this.warnings.push({ kind: "parse-error", path, line: item.record.errorLine, detail: "syntax error: calls, names and bodies near it may be missed or kept verbatim" });
    }
  }
  /** Loads the skeletons of `ids` not loaded yet. */
  async loadSkeletons(ids) {
    const paths = ids.map((id) => this.index.files[id].path).filter((p) => !this.skeletons.has(p));
    if (paths.length) for (const [p, item] of await analyzeMany(SKELETON_ANALYZER, this.index.root, paths, this.batch)) this.skeletons.set(p, item);
  }
  /** Returns the skeleton of loaded `path` at `level` and its tokens (the file's own text's when it has no skeleton). */
  levelOf(path, level2) {
    const item = this.skeletons.get(path);
    const rec = item.record ? recordAtLevel(item.record, level2) : void 0;
    return { rec, tokens: rec ? rec.tokensAfter : estimateTokens(item.text) };
  }
};

// src/compile/resolve.ts
async function resolveReach(index, graph, symbols, analyses, targetId, opts, warnings) {
  const { nameHops } = opts;
  const reached = /* @__PURE__ */ new Map([[targetId, { hop: 0, via: targetId, by: "target" }]]);
  const collisions = /* @__PURE__ */ new Map();
  const skipped = /* @__PURE__ */ new Map();
  let frontier = [targetId];
  for (let hop = 1; hop <= opts.maxHops && frontier.length; hop++) {
    const names = hop <= nameHops;
    if (names) await analyses.loadFacts(frontier);
    const next = [];
    const add = (id, via, by) => {
      if (reached.has(id)) return;
      reached.set(id, { hop, via, by });
      next.push(id);
    };
    for (const f of [...frontier].sort((a, b) => a - b)) {
      for (const d of graph.neighbours(f)) add(d, f, "import");
      const facts = names ? analyses.facts.get(f) : void 0;
      if (!facts) continue;
      const bound = new Set(facts.bound);
      const imported = new Set(facts.imported);
      for (let ci = 0; ci < facts.callLines.length; ci++) {
        const call = { recv: facts.callNames[2 * ci], name: facts.callNames[2 * ci + 1], line: facts.callLines[ci] };
        let cands;
        if (call.recv === "") {
          if (bound.has(call.name)) continue;
          cands = symbols.functions.get(call.name);
        } else {
          if (imported.has(call.recv)) continue;
          cands = symbols.methods.get(call.name);
        }
        if (!cands) continue;
        const count = cands.length - (cands.includes(f) ? 1 : 0);
        if (count === 0) continue;
        if (count > opts.maxNameFanout) {
          const k = skipped.get(call.name);
          if (k) k.callers.add(f);
          else skipped.set(call.name, { files: count, path: index.files[f].path, line: call.line, callers: /* @__PURE__ */ new Set([f]) });
          continue;
        }
        const others = cands.filter((c) => c !== f);
        for (const c of others) add(c, f, `name:${call.name}`);
        if (others.length > 1) {
          const k = collisions.get(call.name);
          if (k) {
            k.callers.add(f);
            for (const c of others) k.files.add(c);
          } else collisions.set(call.name, { path: index.files[f].path, line: call.line, shown: `${call.recv ? `${call.recv}.` : ""}${call.name}()`, files: new Set(others), callers: /* @__PURE__ */ new Set([f]) });
        }
      }
    }
    frontier = next;
  }
  for (const [name, k] of collisions) {
    const files = [...k.files].sort((a, b) => a - b).map((c) => index.files[c].path);
    const more = k.callers.size > 1 ? ` (called in ${k.callers.size} files)` : "";
    warnings.push({ kind: "name-collision", path: k.path, line: k.line, detail: `'${name}' (called as ${k.shown})${more} is defined in ${files.length} files: ${files.join(", ")} \u2014 all included; a type-aware resolver could drop some` });
  }
  if (skipped.size) {
    const list2 = [...skipped].sort((a, b) => b[1].files - a[1].files || (a[0] < b[0] ? -1 : 1));
    const first = [...skipped.values()].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line)[0];
    warnings.push({ kind: "name-collision", path: first.path, line: first.line, detail: `${list2.length} called name(s) are defined in more than ${opts.maxNameFanout} files and were not followed (raise maxNameFanout to follow them): ${list2.slice(0, 12).map(([n3, k]) => `${n3} (${k.files} files)`).join(", ")}${list2.length > 12 ? ", \u2026" : ""}` });
  }
  return reached;
}

// src/skeleton/excerpt.ts
function symbolExcerpt(level2, defs, members, python) {
  const lines = level2.text.split("\n");
  const rows = level2.rows;
  const n3 = Math.min(lines.length, rows.length);
  const keep = new Uint8Array(n3);
  const firstAt = (line3) => {
    let lo = 0, hi = n3;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (rows[mid] < line3) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const markHeader = (d) => {
    let i = firstAt(d.start);
    for (; i < n3 && rows[i] <= d.end; i++) {
      keep[i] = 1;
      const t = lines[i].replace(/\s+#.*$/, "").trimEnd();
      if (!t.trimStart().startsWith("@") && (python ? t.endsWith(":") : t.includes("{"))) return i + 1;
    }
    return i;
  };
  for (const d of defs) {
    if (d.kind === "class") {
      let i = markHeader(d);
      const firstMember = members.filter((m) => m.start > d.start && m.start <= d.end).reduce((a, m) => Math.min(a, m.start), d.end + 1);
      for (; i < n3 && rows[i] < firstMember && rows[i] <= d.end; i++) keep[i] = 1;
      continue;
    }
    const owner = members.find((m) => m.kind === "class" && m.start < d.start && m.end >= d.end);
    if (owner) markHeader(owner);
    for (let i = firstAt(d.start); i < n3 && rows[i] <= d.end; i++) keep[i] = 1;
  }
  const out3 = [];
  for (let i = 0; i < n3; i++) {
    if (keep[i]) {
      out3.push(lines[i]);
      continue;
    }
    let j = i;
    while (j + 1 < n3 && !keep[j + 1]) j++;
    const next = j + 1 < n3 ? lines[j + 1] : "";
    const indent = /^[ \t]*/.exec(next)[0];
    const to = j + 1 < n3 ? rows[j + 1] - 1 : Math.max(rows[n3 - 1] ?? 1, rows[j] ?? 1);
    out3.push(`${indent}${python ? "#" : "//"} \u2026 lines ${rows[i]}-${Math.max(rows[i], to)}`);
    i = j;
  }
  return `${out3.join("\n")}
`;
}

// src/compile/fit.ts
init_tokens();

// src/compile/references.ts
var CALLABLE = /* @__PURE__ */ new Set(["function", "class", "interface", "type", "enum", "const", "variable"]);
function targetReferences(index, targetId, facts, imports, fanout) {
  if (!facts) return [];
  const own = new Set(index.files[targetId].defs.map((d) => lastPart(d.name)));
  const wanted = new Set(facts.imported);
  for (let i = 1; i < facts.callNames.length; i += 2) wanted.add(facts.callNames[i]);
  const topDefs = /* @__PURE__ */ new Map();
  const methodDefs = /* @__PURE__ */ new Map();
  index.files.forEach((f, id) => {
    if (id === targetId || f.lang === "other") return;
    for (const d of f.defs) {
      const method = d.kind === "method";
      if (!method && !CALLABLE.has(d.kind)) continue;
      if (!method && d.name.includes(".")) continue;
      const map = method ? methodDefs : topDefs;
      const n3 = lastPart(d.name);
      if (!wanted.has(n3)) continue;
      const list2 = map.get(n3);
      if (list2) list2.push({ id, def: d });
      else map.set(n3, [{ id, def: d }]);
    }
  });
  const direct = new Set(imports);
  const files = (list2) => new Set(list2.map((x) => x.id)).size;
  const out3 = /* @__PURE__ */ new Map();
  for (const name of facts.imported) {
    const all = topDefs.get(name);
    if (!all) continue;
    const near = all.filter((x) => direct.has(x.id));
    const defs = near.length ? near : files(all) <= fanout ? all : [];
    if (defs.length) out3.set(name, { name, how: "import", defs });
  }
  const bound = new Set(facts.bound);
  const imported = new Set(facts.imported);
  for (let i = 0; i < facts.callLines.length; i++) {
    const recv = facts.callNames[2 * i];
    const name = facts.callNames[2 * i + 1];
    if (recv === "") {
      if (bound.has(name) || out3.has(name)) continue;
      const all = topDefs.get(name);
      if (all && files(all) <= fanout) out3.set(name, { name, how: "call", defs: all });
    } else {
      if (imported.has(recv) || own.has(name)) continue;
      const key = `.${name}`;
      if (out3.has(key)) continue;
      const all = methodDefs.get(name);
      if (all && files(all) <= fanout) out3.set(key, { name: key, how: "method", defs: all });
    }
  }
  return [...out3.values()].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
function referenceCoverage(refs, shown) {
  let covered = 0;
  const uncovered = [];
  for (const r of refs) {
    if (r.defs.every((d) => shown.whole.has(d.id) || shown.defs.get(d.id)?.has(d.def))) covered++;
    else uncovered.push(r.name);
  }
  const n3 = refs.length;
  return { references: n3, covered, rate: n3 ? Math.round(covered / n3 * 1e4) / 1e4 : 1, uncovered: uncovered.slice(0, 30) };
}

// src/compile/assemble.ts
function referenceWeights(refs) {
  const out3 = /* @__PURE__ */ new Map();
  for (const r of refs) {
    const ids = new Set(r.defs.map((d) => d.id));
    for (const d of r.defs) {
      let e = out3.get(d.id);
      if (!e) out3.set(d.id, e = { weight: 0, defs: [] });
      if (!e.defs.includes(d.def)) e.defs.push(d.def);
    }
    for (const id of ids) out3.get(id).weight += 1 / ids.size;
  }
  for (const e of out3.values()) e.defs.sort((a, b) => a.start - b.start);
  return out3;
}
function assemble2(targetCosts, level2, candidates, refs, budget, settle = 0) {
  const weights = referenceWeights(refs);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const rank = (a, b) => {
    const wa = weights.get(a.id)?.weight ?? 0;
    const wb = weights.get(b.id)?.weight ?? 0;
    return wb - wa || a.hop - b.hop || b.fanIn - a.fanIn || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  };
  const order = [...candidates].sort(rank).map((c) => c.id);
  const referenced = order.filter((id) => weights.has(id));
  const symbolCost = /* @__PURE__ */ new Map();
  for (const id of referenced) symbolCost.set(id, byId.get(id).symbolTokens(weights.get(id).defs));
  const refCost = [...symbolCost.values()].reduce((s3, t) => s3 + t, 0);
  const forms = [["full", targetCosts.full]];
  if (level2 !== "signatures") forms.push([level2 === "full" ? "full" : "summary", level2 === "full" ? targetCosts.full : targetCosts.summary]);
  forms.push(["signatures", targetCosts.signatures]);
  const target = forms.find(([, t]) => t + refCost <= budget) ?? forms.find(([, t]) => t <= budget) ?? forms[forms.length - 1];
  let used = target[1];
  const fits = target[1] <= budget;
  const chosen = /* @__PURE__ */ new Map();
  if (fits) {
    for (const id of referenced) {
      const c = symbolCost.get(id);
      if (used + c > budget) continue;
      chosen.set(id, weights.get(id).defs);
      used += c;
    }
    for (let i = 0; i < order.length; i++) {
      const id = order[i];
      const c = byId.get(id);
      const have = chosen.has(id) ? symbolCost.get(id) : 0;
      if (c.skeletonTokens === void 0 && budget - used < settle) continue;
      if (used - have + c.minSkeletonTokens > budget) continue;
      if (c.skeletonTokens === void 0) {
        const slack = budget - used;
        const need = order.slice(i).filter((j) => byId.get(j).skeletonTokens === void 0 && byId.get(j).minSkeletonTokens - (chosen.has(j) ? symbolCost.get(j) : 0) <= slack);
        return { targetTier: target[0], targetTokens: target[1], chosen, tokens: used, fits, dropped: [], order, need };
      }
      if (used - have + c.skeletonTokens > budget) continue;
      chosen.set(id, "whole");
      used += c.skeletonTokens - have;
    }
  }
  return { targetTier: target[0], targetTokens: target[1], chosen, tokens: used, fits, dropped: order.filter((id) => !chosen.has(id)), order };
}

// src/compile/bound.ts
init_tokens();
var SIGNED = /* @__PURE__ */ new Set(["function", "class", "method"]);
function skeletonTokensAtLeast(defs) {
  const bodies = defs.filter((d) => d.kind === "function" || d.kind === "method");
  let chars = 0;
  for (const d of defs) {
    if (!SIGNED.has(d.kind)) continue;
    if (bodies.some((b) => b !== d && b.start <= d.start && d.end <= b.end)) continue;
    const dot = d.name.lastIndexOf(".");
    chars += d.name.length - dot - 1;
  }
  return estimateTokens(chars);
}
function skeletonTokensAtLeastInText(defs, text3, python, kept = keptLines(defs, text3, python)) {
  let chars = 0;
  for (const c of kept.values()) chars += c + 1;
  return Math.max(skeletonTokensAtLeast(defs), Math.floor((chars - 1) / 4));
}
var GAP = /^[ \t]*(?:#|\/\/) … lines \d+-\d+$/;
function skeletonTokensAtLeastBeside(defs, text3, python, excerpt, ranges, kept = keptLines(defs, text3, python)) {
  let chars = 0;
  for (const line3 of excerpt.split("\n")) if (line3 && !GAP.test(line3)) chars += line3.length + 1;
  for (const [n3, c] of kept) if (!ranges.some(([a, b]) => a <= n3 && n3 <= b)) chars += c + 1;
  return Math.max(skeletonTokensAtLeastInText(defs, text3, python, kept), Math.floor((chars - 1) / 4));
}
function keptLines(defs, text3, python) {
  const starts = [0];
  for (let i = text3.indexOf("\n"); i >= 0; i = text3.indexOf("\n", i + 1)) starts.push(i + 1);
  const lineAt = (n3) => n3 >= 1 && n3 <= starts.length ? text3.slice(starts[n3 - 1], n3 < starts.length ? starts[n3] - 1 : text3.length) : "";
  const counted = /* @__PURE__ */ new Map();
  for (const d of outsideBodies(defs)) {
    const name = d.name.slice(d.name.lastIndexOf(".") + 1);
    if (!name) continue;
    for (let n3 = d.start; n3 <= Math.min(d.end, d.start + 40); n3++) {
      const line3 = lineAt(n3);
      const t = line3.trimStart();
      if (python && /^@(?:\w+\.)*overload\b/.test(t)) break;
      if (t.startsWith("#") || t.startsWith("//") || t.startsWith("/*") || t.startsWith("*") || t.startsWith("@")) continue;
      const end = nameEnd(line3, line3.length - t.length, name, python, SIGNED.has(d.kind));
      if (end < 0) continue;
      counted.set(n3, Math.max(counted.get(n3) ?? 0, end));
      break;
    }
  }
  if (python) pythonStatementLines(starts.length, lineAt, counted);
  return counted;
}
function outsideBodies(defs) {
  const bodies = defs.filter((d) => d.kind === "function" || d.kind === "method").sort((a, b) => a.start - b.start || b.end - a.end);
  const sorted = [...defs].sort((a, b) => a.start - b.start || b.end - a.end);
  const out3 = [];
  let bi = 0;
  let reach = 0;
  let reachBy;
  for (const d of sorted) {
    while (bi < bodies.length && (bodies[bi].start < d.start || bodies[bi].start === d.start && bodies[bi] !== d && bodies[bi].end >= d.end)) {
      if (bodies[bi].end > reach) {
        reach = bodies[bi].end;
        reachBy = bodies[bi];
      }
      bi++;
    }
    if (reachBy && reachBy !== d && d.end <= reach) continue;
    out3.push(d);
  }
  return out3;
}
function nameEnd(line3, indent, name, python, signed) {
  if (python) {
    let i = indent;
    if (signed) {
      const m = /^(?:async\s+)?(?:def|class)\s+/.exec(line3.slice(i));
      if (!m) return -1;
      i += m[0].length;
      return line3.startsWith(name, i) && !/\w/.test(line3[i + name.length] ?? "") ? i + name.length : -1;
    }
    if (!line3.startsWith(name, i)) return -1;
    const rest = /^\s*[:=]/.exec(line3.slice(i + name.length));
    return rest ? i + name.length + rest[0].length : -1;
  }
  const word3 = /[\w$]/;
  for (let i = line3.indexOf(name); i >= 0; i = line3.indexOf(name, i + 1)) {
    const before = line3[i - 1];
    if ((before === void 0 || !word3.test(before) && before !== ".") && !word3.test(line3[i + name.length] ?? "")) return i + name.length;
  }
  return -1;
}
function pythonStatementLines(lines, lineAt, counted) {
  let body = -1;
  let triple;
  let header = false;
  for (let n3 = 1; n3 <= lines; n3++) {
    const line3 = lineAt(n3);
    const t = line3.trimStart();
    const indent = line3.length - t.length;
    const inString = triple !== void 0;
    for (const m of line3.matchAll(/"""|'''/g)) {
      if (triple === void 0) triple = m[0];
      else if (triple === m[0]) triple = void 0;
    }
    if (inString || !t) continue;
    if (header) {
      header = !/:\s*(?:#.*)?$/.test(line3);
      continue;
    }
    if (body >= 0 && indent > body) continue;
    body = -1;
    if (/^(?:async\s+)?def\s/.test(t)) {
      body = indent;
      header = !/:\s*(?:#.*)?$/.test(line3);
      continue;
    }
    if (t.startsWith("#") || t.startsWith("@") || /["']/.test(line3)) continue;
    counted.set(n3, Math.max(counted.get(n3) ?? 0, line3.replace(/\s+$/, "").length));
  }
}

// src/skeleton/excerpt-source.ts
function excerptRanges(defs, members, python) {
  const out3 = [];
  const classHead = (c) => {
    const first = members.filter((m) => m.start > c.start && m.start <= c.end).reduce((a, m) => !a || m.start < a.start ? m : a, void 0);
    out3.push([c.start, first ? Math.min(first.end, c.end) : c.end]);
    if (!python) out3.push([c.end, c.end]);
  };
  for (const d of defs) {
    if (d.kind === "class") {
      classHead(d);
      continue;
    }
    out3.push([d.start, d.end]);
    const owner = members.find((m) => m.kind === "class" && m.start < d.start && m.end >= d.end);
    if (owner) classHead(owner);
  }
  out3.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged = [];
  for (const r of out3) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}
function sparseSource(text3, ranges) {
  const lines = text3.split("\n");
  let r = 0;
  for (let i = 0; i < lines.length; i++) {
    const line3 = i + 1;
    while (r < ranges.length && ranges[r][1] < line3) r++;
    if (r >= ranges.length || ranges[r][0] > line3) lines[i] = "";
  }
  return lines.join("\n");
}

// src/compile/excerpts.ts
var import_node_fs26 = require("node:fs");
var import_node_path27 = require("node:path");
var SKELETON_ONLY = analyzerTable(SKELETON_ANALYZER);
var ExcerptSources = class {
  /** @param cacheDir the parse cache directory (undefined: the default one; false: none) */
  constructor(index, analyses, level2, cacheDir2) {
    this.index = index;
    this.analyses = analyses;
    this.level = level2;
    this.cache = cacheDir2 === false ? void 0 : new ParseCache(cacheDir2);
  }
  index;
  analyses;
  level;
  texts = /* @__PURE__ */ new Map();
  sparse = /* @__PURE__ */ new Map();
  cache;
  /** Returns the decoded source of file `id`, or undefined when it cannot be read or parsed (binary, too large). */
  text(id) {
    if (this.texts.has(id)) return this.texts.get(id);
    let text3;
    try {
      const src = decodeSource((0, import_node_fs26.readFileSync)((0, import_node_path27.resolve)(this.index.root, this.index.files[id].path)), this.index.files[id].path);
      text3 = "error" in src ? void 0 : src.text;
    } catch {
      text3 = void 0;
    }
    this.texts.set(id, text3);
    return text3;
  }
  /**
   * Prepares the excerpts of `wanted` (file id → the definitions to show): a sparse skeleton for each file whose
   * whole skeleton is not loaded; a file whose sparse parse fails gets its whole skeleton loaded instead.
   */
  async prepare(wanted) {
    const whole = [];
    for (const [id, defs] of wanted) {
      const f = this.index.files[id];
      if (this.analyses.skeletons.has(f.path) || this.sparse.get(id)?.key === keyOf2(defs)) continue;
      const lang = grammarLangOf(f.path);
      const text3 = this.text(id);
      if (!lang || text3 === void 0) {
        whole.push(id);
        continue;
      }
      const ranges = excerptRanges(defs, f.defs, lang === "python");
      if (lang === "python" && defs.some((d) => /^[ \t]/.test(lineOf(text3, (ownerClass(d, f.defs) ?? d).start)))) {
        whole.push(id);
        continue;
      }
      const sparse = sparseSource(text3, ranges);
      const hash2 = contentHash(sparse);
      let rec = this.cache ? cachedRecords(this.cache, [SKELETON_ANALYZER.kind], lang, hash2)?.[0] : void 0;
      if (!rec) {
        const ans = await parseTask({ kinds: [SKELETON_ANALYZER.kind], text: sparse, lang, hash: hash2, cacheDir: this.cache?.dir }, SKELETON_ONLY);
        rec = "error" in ans ? void 0 : ans.records[0];
      }
      if (!rec || rec.errorLine > 0) {
        whole.push(id);
        continue;
      }
      this.sparse.set(id, { key: keyOf2(defs), rec: recordAtLevel(rec, this.level) });
    }
    if (whole.length) await this.analyses.loadSkeletons(whole);
  }
  /** Returns the skeleton to cut the excerpt of `defs` of file `id` from: the whole file's when loaded, else the
   * sparse one prepared for these definitions; undefined when neither exists. */
  levelFor(id, defs) {
    const path = this.index.files[id].path;
    if (this.analyses.skeletons.has(path)) return this.analyses.levelOf(path, this.level).rec;
    const s3 = this.sparse.get(id);
    return s3 && s3.key === keyOf2(defs) ? s3.rec : void 0;
  }
};
function ownerClass(d, members) {
  return members.find((m) => m.kind === "class" && m !== d && m.start < d.start && m.end >= d.end);
}
function lineOf(text3, n3) {
  let at = 0;
  for (let i = 1; i < n3 && at >= 0; i++) at = text3.indexOf("\n", at) + 1 || -1;
  if (at < 0) return "";
  const end = text3.indexOf("\n", at);
  return text3.slice(at, end < 0 ? text3.length : end);
}
function keyOf2(defs) {
  return defs.map((d) => `${d.start}-${d.end}`).join(",");
}

// src/compile/deepen.ts
var SETTLE_SHARE = 0.02;
function surelyDeeper(index, reached, budget) {
  let tokens = 0;
  for (const id of reached.keys()) tokens += index.files[id].tokens;
  return budget - tokens >= budget * SETTLE_SHARE;
}
function needsDeeperResolution(fit, budget) {
  if (!fit.asm.fits) return false;
  return budget - fit.asm.tokens >= budget * SETTLE_SHARE;
}

// src/compile/fit.ts
async function fitToBudget(index, graph, analyses, targetId, reached, opts, budget, mark = () => {
}, lazy = false) {
  const reachedIds = [...reached.keys()].sort((a, b) => a - b);
  await analyses.loadFacts([targetId]);
  const refs = targetReferences(index, targetId, analyses.facts.get(targetId), graph.neighbours(targetId), opts.maxNameFanout);
  const referencedIds = new Set(refs.flatMap((r) => r.defs.map((d) => d.id)));
  const eager = lazy ? [targetId] : reachedIds.filter((id) => id === targetId || reached.get(id).hop < opts.maxHops || referencedIds.has(id));
  await analyses.loadFacts(eager);
  await analyses.loadSkeletons(eager);
  const sources = new ExcerptSources(index, analyses, opts.level, opts.cacheDir);
  if (lazy) {
    const wanted = /* @__PURE__ */ new Map();
    for (const [id, w] of referenceWeights(refs)) if (id !== targetId && reached.has(id)) wanted.set(id, w.defs);
    await sources.prepare(wanted);
  }
  mark("skeletons");
  return { refs, eager, ...await assembleLazily(index, graph, analyses, sources, targetId, reached, reachedIds, refs, opts.level, budget, lazy) };
}
async function assembleLazily(index, graph, analyses, sources, targetId, reached, reachedIds, refs, level2, budget, lazy) {
  const excerpts = /* @__PURE__ */ new Map();
  const excerptOf = (id, defs) => {
    const hit = excerpts.get(id);
    if (hit && hit.defs === defs) return hit.text;
    const rec = sources.levelFor(id, defs);
    const text3 = rec ? symbolExcerpt(rec, defs, index.files[id].defs, index.files[id].lang === "python") : "";
    excerpts.set(id, { defs, text: text3 });
    return text3;
  };
  const weights = referenceWeights(refs);
  const boundOf = (id) => {
    const f = index.files[id];
    const text3 = sources.text(id) ?? "";
    const python = f.lang === "python";
    const defs = weights.get(id)?.defs;
    if (!defs) return skeletonTokensAtLeastInText(f.defs, text3, python);
    return skeletonTokensAtLeastBeside(f.defs, text3, python, excerptOf(id, defs), excerptRanges(defs, f.defs, python));
  };
  const candidates = reachedIds.filter((id) => id !== targetId).map((id) => {
    let bound;
    return {
      id,
      path: index.files[id].path,
      hop: reached.get(id).hop,
      fanIn: graph.neighbours(id, true).length,
      skeletonTokens: analyses.skeletons.has(index.files[id].path) ? analyses.levelOf(index.files[id].path, level2).tokens : void 0,
      get minSkeletonTokens() {
        return bound ??= boundOf(id);
      },
      symbolTokens: (defs) => estimateTokens(excerptOf(id, defs))
    };
  });
  const targetTokens = index.files[targetId].tokens;
  const targetRec = analyses.skeletons.get(index.files[targetId].path)?.record;
  const targetCosts = {
    full: targetTokens,
    summary: targetRec ? targetRec.levels.summary.tokensAfter : targetTokens,
    signatures: targetRec ? targetRec.levels.signatures.tokensAfter : targetTokens
  };
  const settle = lazy ? budget * SETTLE_SHARE : 0;
  let asm = assemble2(targetCosts, level2, candidates, refs, budget, settle);
  while (asm.need) {
    await analyses.loadFacts(asm.need);
    await analyses.loadSkeletons(asm.need);
    for (const c of candidates) if (c.skeletonTokens === void 0 && analyses.skeletons.has(c.path)) c.skeletonTokens = analyses.levelOf(c.path, level2).tokens;
    asm = assemble2(targetCosts, level2, candidates, refs, budget, settle);
  }
  return { asm, targetRec, excerptOf, levelFor: (id, defs) => sources.levelFor(id, defs) };
}

// src/compile/site-warnings.ts
function siteWarnings(index, ids, factsOf, events, out3) {
  for (const id of ids) {
    const facts = factsOf.get(id);
    if (!facts) continue;
    const path = index.files[id].path;
    const py = index.files[id].lang === "python";
    for (const d of facts.dynamic) out3.push({ kind: d.kind, path, line: d.line, detail: `${d.detail}: its targets are invisible to static analysis and may be missing from tier 2` });
    const decorated = /* @__PURE__ */ new Set();
    for (const d of facts.decorators) {
      if (!isEventName(d.name, events)) continue;
      decorated.add(`${d.line}:${lastPart(d.name)}`);
      out3.push({ kind: "event-registration", path, line: d.line, detail: `@${d.name}: registered handler runs at run time without a static call; its callers are not in the context` });
    }
    const modules = new Set(facts.modules ?? []);
    const sites = facts.sites;
    for (let i = 0; i < sites.length; i += 3) {
      const c = { recv: facts.callNames[2 * sites[i]], name: facts.callNames[2 * sites[i] + 1] };
      const line3 = sites[i + 1];
      const nargs = sites[i + 2];
      if (!isEventName(c.name, events) || modules.has(c.recv) || decorated.has(`${line3}:${c.name}`)) continue;
      if (py ? nargs >= 1 : nargs >= 2) {
        out3.push({ kind: "event-registration", path, line: line3, detail: `${c.recv}.${c.name}(\u2026) registers a handler: the event's other handlers and emitters are not followed` });
      }
    }
  }
}
function indexSiteWarnings(index, ids, events, out3) {
  for (const id of ids) {
    const path = index.files[id].path;
    for (const d of index.files[id].dynamic) {
      if (d.kind === "event-registration") {
        const name = /^@?([\w.]+)/.exec(d.detail)?.[1] ?? "";
        if (!isEventName(name, events)) continue;
        out3.push({ kind: d.kind, path, line: d.line, detail: `${d.detail}: registered handler runs at run time without a static call; its callers are not in the context` });
      } else {
        out3.push({ kind: d.kind, path, line: d.line, detail: `${d.detail}: its targets are invisible to static analysis and may be missing from tier 2` });
      }
    }
  }
}

// src/manifest/commands.ts
var import_node_path28 = require("node:path");
function shellQuote(p) {
  return `'${p.replace(/'/g, `'\\''`)}'`;
}
function commandPath(path, root) {
  return root === void 0 || (0, import_node_path28.isAbsolute)(path) ? path : (0, import_node_path28.join)(root, path);
}
function catCommand(path, root) {
  return `cat ${shellQuote(commandPath(path, root))}`;
}

// src/compile/manifest.ts
init_tokens();

// src/compile/warnings.ts
var KIND_ORDER = ["dynamic-dispatch", "dynamic-import", "event-registration", "name-collision", "parse-error"];
function rankWarnings(warnings, centrality, perKind) {
  const seen = /* @__PURE__ */ new Set();
  const byKind = /* @__PURE__ */ new Map();
  for (const w of warnings) {
    const key = JSON.stringify(w);
    if (seen.has(key)) continue;
    seen.add(key);
    const list2 = byKind.get(w.kind);
    if (list2) list2.push(w);
    else byKind.set(w.kind, [w]);
  }
  const kinds = [...byKind.keys()].sort((a, b) => {
    const ia = KIND_ORDER.indexOf(a), ib = KIND_ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : a > b ? 1 : 0);
  });
  const shown = [];
  const counts2 = {};
  const hidden = [];
  let more = 0;
  for (const k of kinds) {
    const list2 = byKind.get(k);
    counts2[k] = list2.length;
    list2.sort((a, b) => centrality(a.path) - centrality(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line) || (a.detail < b.detail ? -1 : 1));
    shown.push(...list2.slice(0, perKind));
    if (list2.length > perKind) {
      more += list2.length - perKind;
      hidden.push(`${list2.length - perKind} ${k}`);
    }
  }
  if (more) {
    shown.push({ kind: "more-warnings", path: "", line: 0, detail: `${more} more warning(s) not listed (${hidden.join(", ")}), in files farther from the target; --max-warnings N lists more per kind` });
  }
  return { shown, counts: counts2 };
}

// src/compile/manifest.ts
function buildManifest(m) {
  const { index, targetId, reached, analyses, fit, budget, opts } = m;
  const { asm, targetRec } = fit;
  const targetPath = index.files[targetId].path;
  const targetTokens = index.files[targetId].tokens;
  const sources = index.files.filter((f) => f.lang !== "other");
  const repoTokens = sources.reduce((s3, f) => s3 + f.tokens, 0);
  const targetEntry = {
    path: targetPath,
    role: "seed",
    hop: 0,
    via: targetPath,
    tier: asm.targetTier === "full" ? "full" : "skeleton",
    ranges: [],
    tokens: asm.targetTokens,
    reached_by: "target",
    level: asm.targetTier === "full" ? void 0 : asm.targetTier,
    elided: asm.targetTier === "full" || !targetRec ? [] : recordAtLevel(targetRec, asm.targetTier).elided.map((e) => [e.start, e.end])
  };
  const kept = [];
  for (const id of asm.order) {
    const how = asm.chosen.get(id);
    if (!how) continue;
    const f = index.files[id];
    const r = reached.get(id);
    const { rec, tokens } = how === "whole" ? analyses.levelOf(f.path, opts.level) : { rec: fit.levelFor(id, how), tokens: 0 };
    const entry = {
      path: f.path,
      role: "dependency",
      hop: r.hop,
      via: index.files[r.via].path,
      tier: "skeleton",
      ranges: [],
      tokens,
      reached_by: r.by,
      level: opts.level,
      elided: (rec?.elided ?? []).map((e) => [e.start, e.end])
    };
    if (how !== "whole") {
      entry.ranges = how.map((d) => [d.start, d.end]);
      entry.symbols = how.map((d) => d.name);
      entry.tokens = estimateTokens(fit.excerptOf(id, how));
      entry.elided = entry.elided.filter(([a, b]) => how.some((d) => a >= d.start && b <= d.end));
    }
    kept.push(entry);
  }
  kept.sort((a, b) => a.hop - b.hop || (a.path < b.path ? -1 : 1));
  const files = [targetEntry, ...kept];
  const dropped = asm.dropped.map((id) => index.files[id].path);
  const shownPaths = new Set(files.map((f) => f.path));
  const pageFaults = [];
  for (const f of files) if (f.tier === "skeleton") pageFaults.push({ path: f.path, command: catCommand(f.path, index.root) });
  let excludedTokens = 0;
  let excludedFiles = 0;
  for (const f of sources) {
    if (shownPaths.has(f.path)) continue;
    excludedFiles++;
    excludedTokens += f.tokens;
    pageFaults.push({ path: f.path, command: catCommand(f.path, index.root) });
  }
  const compiled = files.reduce((s3, f) => s3 + f.tokens, 0);
  const whole = /* @__PURE__ */ new Set([targetId]);
  const someDefs = /* @__PURE__ */ new Map();
  for (const [id, how] of asm.chosen) if (how === "whole") whole.add(id);
  else someDefs.set(id, new Set(how));
  const coverage = referenceCoverage(fit.refs, { whole, defs: someDefs });
  const rankOf = /* @__PURE__ */ new Map([[targetPath, -1]]);
  asm.order.forEach((id, i) => rankOf.set(index.files[id].path, i));
  const ranked = rankWarnings(m.warnings, (p) => rankOf.get(p) ?? asm.order.length, opts.maxWarnings);
  const fits = asm.fits && compiled <= budget.tokens;
  const over = dropped.length ? `; ${dropped.length} reached file(s) excluded, least used first (${dropped.slice(-3).join(", ")}${dropped.length > 3 ? ", \u2026" : ""})` : "";
  const partial = kept.filter((f) => f.symbols).length;
  const note = !fits ? `does not fit: even the target's ${asm.targetTier === "full" ? "full text" : `${asm.targetTier} skeleton`} (${asm.targetTokens} tokens) exceeds the budget of ${budget.tokens}` : `fits: target ${asm.targetTier === "full" ? "in full" : `as its ${asm.targetTier} skeleton (too large in full: ${targetTokens} tokens)`}, ${kept.length - partial} whole skeleton(s), ${partial} per-symbol skeleton(s)${over}; reference coverage ${(coverage.rate * 100).toFixed(1)}% (${coverage.covered}/${coverage.references}) \u2014 ${budget.note}`;
  return {
    version: 1,
    operator: operatorId(),
    repo: index.root,
    scanned: { files: sources.length, tokens: repoTokens },
    cache: analyses.stats.parsed === 0 ? "hit" : "miss",
    budget: {
      requested: budget.requested,
      resolved: budget.tokens === Infinity ? 0 : budget.tokens,
      fits,
      note
    },
    seeds: [{ path: targetPath, line: 0, why: "explicit", detail: "compile target" }],
    files,
    excluded: { files: excludedFiles, tokens: excludedTokens },
    warnings: ranked.shown,
    page_faults: pageFaults,
    tokens: { repo: repoTokens, task_state: compiled, rate: repoTokens ? Math.round(compiled / repoTokens * 1e4) / 1e4 : 0 },
    timing_ms: m.timing,
    compile: {
      target: targetPath,
      max_hops: opts.maxHops,
      level: opts.level,
      target_tier: asm.targetTier,
      tiers: { full: asm.targetTier === "full" ? 1 : 0, skeleton: kept.length - partial + (asm.targetTier === "full" ? 0 : 1), symbols: partial, excluded: excludedFiles },
      report: { naive_tokens: repoTokens, compiled_tokens: compiled, reduction: repoTokens ? Math.round((1 - compiled / repoTokens) * 1e4) / 1e4 : 0 },
      coverage,
      warning_counts: ranked.counts,
      dropped_for_budget: dropped
    }
  };
}

// src/compile/cache.ts
init_paths();

// src/slice/cache.ts
var import_node_crypto11 = require("node:crypto");
init_paths();
function indexFingerprint(index) {
  const h = (0, import_node_crypto11.createHash)("sha1");
  h.update(index.root);
  for (const f of index.files) h.update(`\0${f.path}\0${f.hash}`);
  return h.digest("hex");
}
function sliceKey(parts) {
  return (0, import_node_crypto11.createHash)("sha1").update(JSON.stringify(parts)).digest("hex");
}

// src/compile/cache.ts
var MAX_ENTRIES3 = 100;
function readCompileCache(key) {
  return readJsonEntry(cacheDir("compile"), key, (m) => m?.version === 1 && !!m.compile);
}
function writeCompileCache(key, m) {
  if (m.compile.warning_counts?.unreadable) return;
  writeJsonEntry(cacheDir("compile"), key, m, MAX_ENTRIES3);
}

// src/compile/render.ts
var import_node_fs27 = require("node:fs");
var import_node_path29 = require("node:path");
init_tokens();
function lineCount(text3) {
  if (!text3) return 0;
  const n3 = text3.split("\n").length;
  return text3.endsWith("\n") ? n3 - 1 : n3;
}
function renderCompileText(m) {
  const c = m.compile;
  const out3 = [];
  out3.push(`Target: ${c.target}`);
  out3.push(`Repo files scanned: ${m.scanned.files} (${formatTokens(m.scanned.tokens)} tokens)`);
  out3.push(c.target_tier === "full" ? `Tier 1 (full source): 1 file` : `Tier 1: the target as its ${c.target_tier} skeleton (too large in full for the budget)`);
  out3.push(`Tier 2 (skeletonized, level ${c.level}): ${c.tiers.skeleton - (c.target_tier === "full" ? 0 : 1)} whole file(s), ${c.tiers.symbols} per-symbol (max hops ${c.max_hops})`);
  const list2 = m.files.filter((f) => f.tier === "skeleton" && f.role !== "seed");
  for (const f of list2.slice(0, 40)) {
    const how = f.reached_by === "import" ? `import from ${f.via}` : f.reached_by.startsWith("name:") ? `name '${f.reached_by.slice(5)}' called in ${f.via}` : f.reached_by;
    const syms = f.symbols ? `; only ${f.symbols.length} definition(s): ${f.symbols.slice(0, 4).join(", ")}${f.symbols.length > 4 ? ", \u2026" : ""}` : "";
    out3.push(`  hop ${f.hop}: ${f.path}  (${how}; ${formatTokens(f.tokens)} tokens${syms})`);
  }
  if (list2.length > 40) out3.push(`  \u2026 ${list2.length - 40} more (see --format json)`);
  out3.push(`Tier 3 (excluded): ${c.tiers.excluded} file${c.tiers.excluded === 1 ? "" : "s"} (${formatTokens(m.excluded.tokens)} tokens)`);
  out3.push(`Naive full-dump estimate: ${c.report.naive_tokens} tokens`);
  out3.push(`Compiled context: ${c.report.compiled_tokens} tokens`);
  out3.push(`Reduction: ${(c.report.reduction * 100).toFixed(1)}%`);
  out3.push(`Reference coverage: ${(c.coverage.rate * 100).toFixed(1)}% (${c.coverage.covered} of ${c.coverage.references} names the target references that resolve into the repository have their definition signature in the context)`);
  out3.push(`Budget: ${m.budget.requested}${m.budget.resolved ? ` (${m.budget.resolved} tokens)` : ""} \u2014 ${m.budget.note}`);
  out3.push(`Build time: ${m.timing_ms.total.toFixed(2)} ms (parse cache ${m.cache})`);
  const counts2 = Object.entries(c.warning_counts);
  if (counts2.length) {
    out3.push("", `Warnings (${counts2.reduce((s3, [, n3]) => s3 + n3, 0)}): ${counts2.map(([k, n3]) => `${n3} ${k}`).join(", ")} \u2014 most central first`);
    for (const w of m.warnings) out3.push(w.kind === "more-warnings" ? `  \u2026 ${w.detail}` : `  ${w.kind}: ${w.path}${w.line ? `:${w.line}` : ""}: ${w.detail}`);
  }
  out3.push("", `Page faults: ${m.page_faults.length} command(s) fetch any skeletonized or excluded file (e.g. ${m.page_faults[0]?.command ?? "\u2014"})`);
  return `${out3.join("\n")}
`;
}
async function renderCompileContext(m, opts = {}) {
  const parts = [];
  const skPaths = m.files.filter((f) => f.tier === "skeleton").map((f) => f.path);
  const sks = await analyzeMany(SKELETON_ANALYZER, m.repo, skPaths, { cacheDir: opts.cacheDir });
  const needDefs = m.files.some((f) => f.symbols);
  const index = needDefs ? await buildIndex(m.repo) : void 0;
  for (const f of m.files) {
    let text3;
    let header;
    if (f.tier === "full") {
      try {
        text3 = (0, import_node_fs27.readFileSync)((0, import_node_path29.join)(m.repo, f.path), "utf8");
      } catch (err) {
        text3 = `[ck: cannot read ${f.path}: ${err.message}]
`;
      }
      header = `==> ${f.path} (full, lines 1-${lineCount(text3)}) <==`;
    } else {
      const item = sks.get(f.path);
      const level2 = f.level ?? DEFAULT_SKELETON_LEVEL;
      const rec = item?.record ? recordAtLevel(item.record, level2) : void 0;
      text3 = rec?.text ?? item?.text ?? "";
      const orig = (() => {
        try {
          return lineCount((0, import_node_fs27.readFileSync)((0, import_node_path29.join)(m.repo, f.path), "utf8"));
        } catch {
          return 0;
        }
      })();
      const full = catCommand(f.path, m.repo);
      if (f.symbols && rec && index) {
        const id = index.fileId(f.path);
        const all = id === void 0 ? [] : index.files[id].defs;
        const defs = all.filter((d) => f.symbols.includes(d.name));
        text3 = symbolExcerpt(rec, defs, all, f.path.endsWith(".py") || f.path.endsWith(".pyi"));
        header = `==> ${f.path} (${level2} skeleton of ${f.symbols.length} definition(s) the target references, of lines 1-${orig}, hop ${f.hop}; full: ${full}) <==`;
      } else {
        header = `==> ${f.path} (${level2} skeleton of lines 1-${orig}, ${f.role === "seed" ? "the target" : `hop ${f.hop}`}, ${f.elided.length} range${f.elided.length === 1 ? "" : "s"} elided; full: ${full}) <==`;
      }
    }
    parts.push(header, text3.endsWith("\n") ? text3 : `${text3}
`);
  }
  return parts.join("\n");
}

// src/compile/index.ts
async function compileContext(root, target, options = {}) {
  const opts = resolveCompileOptions(options);
  const t0 = nowMs();
  const timing = {};
  let lap = t0;
  const mark = (phase) => {
    const now = nowMs();
    timing[phase] = Math.round((now - lap) * 100) / 100;
    lap = now;
  };
  const index = await loadIndex(root, opts.noCache);
  mark("index");
  const targetPath = resolveTarget(index, target);
  const targetId = index.fileId(targetPath);
  const budget = resolveBudget(opts.budget, { sessionId: opts.sessionId, transcriptPath: opts.transcriptPath });
  const useCache = opts.cacheDir === void 0;
  const key = useCache ? sliceKey({
    op: operatorId(),
    fp: indexFingerprint(index),
    target: targetPath,
    hops: opts.maxHops,
    level: opts.level,
    budget: [budget.requested, budget.tokens, budget.note],
    warn: opts.maxWarnings,
    events: opts.eventDecorators,
    fan: opts.maxNameFanout
  }) : "";
  if (useCache && !opts.noCache) {
    const hit = readCompileCache(key);
    if (hit) {
      hit.cache = "hit";
      hit.timing_ms = { ...timing, total: Math.round((nowMs() - t0) * 100) / 100 };
      return hit;
    }
  }
  const graph = ImportGraph.fromIndex(index);
  try {
    mark("graph");
    let allSymbols;
    const cacheDir2 = opts.noCache ? false : opts.cacheDir;
    const passes = async (lazy) => {
      const warnings2 = [];
      const analyses2 = new FileAnalyses(index, warnings2, cacheDir2);
      let symbols;
      if (lazy) {
        await analyses2.loadFacts([targetId]);
        const called = /* @__PURE__ */ new Set();
        const facts = analyses2.facts.get(targetId);
        if (facts) for (let i = 1; i < facts.callNames.length; i += 2) called.add(facts.callNames[i]);
        symbols = buildSymbolMap(index, called);
      } else symbols = allSymbols ??= buildSymbolMap(index);
      const reached2 = await resolveReach(index, graph, symbols, analyses2, targetId, { ...opts, nameHops: lazy ? 1 : opts.maxHops }, warnings2);
      if (lazy && surelyDeeper(index, reached2, budget.tokens)) {
        const full = await passes(false);
        full.analyses.stats.parsed += analyses2.stats.parsed;
        return full;
      }
      mark("resolve");
      const fit2 = await fitToBudget(index, graph, analyses2, targetId, reached2, { ...opts, cacheDir: cacheDir2 }, budget.tokens, mark, lazy);
      mark("assemble");
      return { lazy, warnings: warnings2, analyses: analyses2, reached: reached2, fit: fit2 };
    };
    let run2 = await passes(budget.tokens !== Infinity && opts.maxHops >= 2);
    if (run2.lazy && needsDeeperResolution(run2.fit, budget.tokens)) {
      const parsed = run2.analyses.stats.parsed;
      run2 = await passes(false);
      run2.analyses.stats.parsed += parsed;
    }
    const { warnings, analyses, reached, fit } = run2;
    const eagerSet = new Set(fit.eager);
    const events = new Set(opts.eventDecorators);
    const reachedIds = [...reached.keys()].sort((a, b) => a - b);
    const warnIds = reachedIds.filter((id) => eagerSet.has(id) || fit.asm.chosen.has(id));
    siteWarnings(index, warnIds, analyses.facts, events, warnings);
    if (run2.lazy) indexSiteWarnings(index, reachedIds.filter((id) => !analyses.facts.get(id) && (reached.get(id).hop < opts.maxHops || fit.asm.chosen.has(id))), events, warnings);
    mark("warnings");
    timing.total = Math.round((nowMs() - t0) * 100) / 100;
    const manifest = buildManifest({ index, targetId, reached, analyses, fit, warnings, budget, opts, timing });
    if (useCache) writeCompileCache(key, manifest);
    return manifest;
  } finally {
    graph.delete();
  }
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

// src/cli/commands/compile.ts
var BUDGET_EXPECTED = `${TOKEN_COUNT}, 'auto' or 'none'`;
var HELP = `usage: ck compile REPO TARGET [--max-hops N] [--budget N|auto|none] [--level signatures|summary|full]
                  [--max-warnings N] [--event-decorators a,b,\u2026] [--format text|json|context] [--no-cache]
                  [--session ID] [--transcript FILE]

Context-compiler mode: TARGET (a file of REPO, the one being edited) in full (tier 1); the files it reaches through
imports, plus the files defining names it calls that its imports do not explain (resolved through a repo-wide
symbol map), breadth-first up to --max-hops, as interface skeletons (tier 2); everything else excluded (tier 3).
Warnings, each with file and line, mark where static analysis stops: getattr/importlib dispatch with non-constant
arguments (dynamic-dispatch, dynamic-import), event-style registration (event-registration), and a called name
defined in several files (name-collision).

  --max-hops N           breadth-first hops from TARGET (default 2)
  --budget B             tokens (30000, 30k, 1.5M), 'auto' (default: the calling session's remaining window, as
                         for ck slice; without a session CK_BUDGET_MAX or 30000) or 'none'. Under the budget: the
                         target in full when it leaves room for the signatures it references, else its own
                         skeleton; then per-symbol skeletons of the definitions the target references (best-used
                         file first); then whole skeletons, ranked by how much the target uses them (references
                         resolving there), hop distance and fan-in. The rest is excluded, with page faults.
  --level L              skeleton level: signatures, summary (default: + each docstring's first paragraph) or full
  --max-warnings N       warnings listed per kind, most central to the target first (default 10); one
                         'more-warnings' entry counts the rest
  --no-cache             rebuild the index and re-parse instead of reading the caches
  --session ID           session whose transcript measures the window for --budget auto
  --transcript FILE      that session's transcript file
  --event-decorators L   comma-separated decorator / registration-call names that mark event registration,
                         replacing the default list (${COMPILE_EVENT_NAMES.join(",")})
  --format F             text (default: summary and token report), json (the slice manifest schema with a
                         'compile' section), or context (the compiled text, each file under a
                         '==> path (tier, lines a-b) <==' header)

Every skeletonized or excluded file has a page fault (a command that prints it, by absolute path) in the JSON
manifest. The manifest's compile.coverage is the reference coverage: of the names the target references that
resolve statically into the repository, the share whose definition signature is in the compiled context.

Exit status: 0 compiled within the budget, 1 even the target's leanest skeleton exceeds the budget (the
manifest is still printed, budget.fits is false), a reached file could not be read (an 'unreadable' warning in
the manifest, said on stderr; the rest is still compiled and printed) or an unexpected error,
2 bad usage, a REPO that is not a directory, or a TARGET that does not exist, lies outside REPO, is a directory,
cannot be read or is not indexed.
`;
var command = {
  name: "compile",
  summary: operator("compile").summary,
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, {
      "max-hops": { type: "string" },
      budget: { type: "string" },
      level: { type: "string" },
      "max-warnings": { type: "string" },
      "no-cache": { type: "boolean" },
      session: { type: "string" },
      transcript: { type: "string" },
      "event-decorators": { type: "string" },
      format: { type: "string", default: "text" }
    }, "compile", { budget: BUDGET_EXPECTED, "max-hops": "a non-negative integer", "max-warnings": "a non-negative integer" });
    if (positionals.length !== 2) throw new UsageError(`compile: expected REPO and TARGET, got ${positionals.length} argument(s) (ck compile REPO TARGET)`);
    const format = String(values.format);
    if (!["text", "json", "context"].includes(format)) throw new UsageError(`invalid value for --format: '${format}' (expected text, json or context)`);
    const maxHops = intFlag("--max-hops", values["max-hops"]);
    const b = values.budget === void 0 ? void 0 : String(values.budget);
    const budget = b === void 0 || b === "auto" || b === "none" ? b : tokenFlag("--budget", b, BUDGET_EXPECTED);
    const level2 = values.level === void 0 ? void 0 : parseSkeletonLevel(String(values.level));
    if (values.level !== void 0 && !level2) throw new UsageError(`invalid value for --level: '${String(values.level)}' (expected ${SKELETON_LEVELS.join(", ")})`);
    const maxWarnings = intFlag("--max-warnings", values["max-warnings"]);
    const events = values["event-decorators"] === void 0 ? void 0 : String(values["event-decorators"]).split(",").map((s3) => s3.trim()).filter(Boolean);
    if (events && events.length === 0) throw new UsageError(`invalid value for --event-decorators: '${String(values["event-decorators"])}' (expected comma-separated names)`);
    let m;
    try {
      m = await compileContext(positionals[0], positionals[1], {
        maxHops,
        budget,
        level: level2,
        maxWarnings,
        eventDecorators: events,
        noCache: Boolean(values["no-cache"]),
        sessionId: values.session !== void 0 ? String(values.session) : void 0,
        transcriptPath: values.transcript !== void 0 ? String(values.transcript) : void 0
      });
      if (format === "json") io.stdout.write(`${JSON.stringify(m, null, 2)}
`);
      else if (format === "context") io.stdout.write(await renderCompileContext(m));
      else io.stdout.write(renderCompileText(m));
    } finally {
      await closePool();
    }
    if (format !== "text" && m.warnings.length) io.stderr.write(`ck compile: ${Object.values(m.compile.warning_counts).reduce((s3, n3) => s3 + n3, 0)} warning(s) (see the manifest)
`);
    const unreadable = m.compile.warning_counts.unreadable || 0;
    if (unreadable) io.stderr.write(`ck compile: ${unreadable} reached file(s) could not be read (see the 'unreadable' warnings)
`);
    if (!m.budget.fits) {
      io.stderr.write(`ck compile: ${m.budget.note}
`);
      return 1;
    }
    return unreadable ? 1 : 0;
  }
};

// src/cli/run.ts
var import_node_fs29 = require("node:fs");
init_node_module();
init_errors();
init_env();

// src/runtime/sync-stream.ts
var import_node_fs28 = require("node:fs");
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
        while (off < bytes2.length) off += (0, import_node_fs28.writeSync)(fd, bytes2, off, bytes2.length - off);
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
    if (!(0, import_node_fs29.fstatSync)(2).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  return createRequire(__ckImportMetaUrl)("node:tty").isatty(2);
}

// compile-entry.mjs
async function run(argv) {
  exitWhenDone(await runCommand(command, argv, processIO()));
}
if (require.main === module) run(process.argv.slice(2));
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
