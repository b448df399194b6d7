const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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

// normalize-entry.mjs
var normalize_entry_exports = {};
__export(normalize_entry_exports, {
  run: () => run2
});
module.exports = __toCommonJS(normalize_entry_exports);

// src/cli/command.ts
var import_node_util = require("node:util");

// src/errors.ts
var UsageError = class extends Error {
  name = "UsageError";
};
function badOption(operator2, detail) {
  return new UsageError(`${operator2}: ${detail}`);
}
function kernelMissing(name, file) {
  return new Error(`kernel '${name}' is not built (${file} missing): run \`npm run build\``);
}
function kernelTrap(name, detail) {
  return new Error(`kernel '${name}' trapped: ${detail}`);
}
function badFlag(flag, value, expected) {
  return new UsageError(`invalid value for ${flag}: '${value}' (expected ${expected})`);
}

// src/tokens.ts
function estimateTokens(text) {
  const chars = typeof text === "number" ? text : text.length;
  return Math.ceil(chars / 4);
}
function formatTokens(n) {
  if (n === Infinity) return "\u221E";
  if (n < 1e3) return String(n);
  if (n < 1e6) return `${(n / 1e3).toFixed(n < 1e4 ? 1 : 0)}k`;
  return `${(n / 1e6).toFixed(1)}M`;
}
function parseTokenCount(text) {
  const m = /^(\d+(?:\.\d+)?|\.\d+)([kKmM]?)$/.exec(text.trim().replace(/_/g, ""));
  if (!m || !m[2] && m[1].includes(".")) return void 0;
  const scale = m[2] === "" ? 1 : m[2] === "k" || m[2] === "K" ? 1e3 : 1e6;
  const n = Math.round(Number(m[1]) * scale);
  return Number.isSafeInteger(n) ? n : void 0;
}

// src/cli/command.ts
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

// src/kernels/wasm.ts
var import_node_fs5 = require("node:fs");
var import_node_url3 = require("node:url");

// src/runtime/wasm-cache.ts
var import_node_fs3 = require("node:fs");

// ck-module-shim:node:module
var import_node_path = require("node:path");
var import_node_url = require("node:url");
function createRequire(from) {
  const file = String(from).startsWith("file:") ? (0, import_node_url.fileURLToPath)(from) : String(from);
  if ((0, import_node_path.dirname)(file) === __dirname) return require;
  return require("node:module").createRequire(from);
}

// src/runtime/wasm-cache.ts
var import_node_path6 = require("node:path");
var import_node_url2 = require("node:url");

// src/runtime/code-cache.ts
var import_node_crypto2 = require("node:crypto");
var import_node_fs2 = require("node:fs");
var import_node_path5 = require("node:path");

// src/store/atomic.ts
var import_node_fs = require("node:fs");
var import_node_path2 = require("node:path");
var import_node_crypto = require("node:crypto");
var tmpTag;
var tmpSeq = 0;
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

// src/store/paths.ts
var import_node_path4 = require("node:path");

// src/config/env.ts
var import_node_os = require("node:os");
var import_node_path3 = require("node:path");

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

// src/config/env.ts
var DEFAULT_BUDGET_CAP = 8e4;
var DEFAULT_AUTO_BUDGET = 3e4;
function resolveStoreDirs(env = process.env) {
  return { cacheHome: env.XDG_CACHE_HOME || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".cache"), stateHome: env.XDG_STATE_HOME || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".local", "state") };
}
function resolveNodeFlags(env = process.env) {
  return { nodeOptions: env.NODE_OPTIONS ?? "", pendingDeprecation: env.NODE_PENDING_DEPRECATION === "1" };
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

// src/store/paths.ts
function stateDir(...sub) {
  return (0, import_node_path4.join)(resolveStoreDirs().stateHome, "context-kernel", ...sub);
}

// src/runtime/code-cache.ts
var DIGEST_BYTES = 20;
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

// src/runtime/v8-natives.ts
var NATIVES_V8 = /^11\.3\./;
var natives;
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

// src/runtime/wasm-cache.ts
var WASM_CACHE_MIN_INPUT = 1 << 20;
var WASM_CACHE_TAG = "native";
var ENABLED = /* @__PURE__ */ Symbol.for("context-kernel.wasm-code-cache");
function wasmCachePath(dir, name, wire) {
  return (0, import_node_path6.join)(dir, cacheFileName(`${name}.wasm`, WASM_CACHE_TAG, Buffer.from(wire.buffer, wire.byteOffset, wire.byteLength)));
}
function pendingMarker(cachePath) {
  return cachePath.replace(/\.v8$/, ".pending");
}
function runtimeAllows() {
  return process.execArgv.length === 0 && wasmNativesSupported();
}
var inputBytes = 0;
var toWrite = /* @__PURE__ */ new Map();
var exitHooked = false;
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

// src/hooks/log.ts
var import_node_fs4 = require("node:fs");
var import_node_path7 = require("node:path");
var ROTATE_BYTES = 5 * 1024 * 1024;
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

// src/kernels/fallback.ts
var counts = /* @__PURE__ */ new Map();
function twinFallback(kernel, reason, cause) {
  counts.set(kernel, (counts.get(kernel) ?? 0) + 1);
  const detail = cause === void 0 ? "" : `: ${cause instanceof Error ? cause.message : String(cause)}`;
  hookLog("kernel-fallback", `${kernel} kernel ${reason}${detail}; the TypeScript twin answers`);
}

// src/kernels/wasm.ts
var WASM_DIR = (0, import_node_url3.fileURLToPath)(new URL("../../wasm/", __ckImportMetaUrl));
var moduleCache = /* @__PURE__ */ new Map();
function kernelModule(name) {
  let mod = moduleCache.get(name);
  if (mod) return mod;
  const file = `${WASM_DIR}${name}.wasm`;
  let bytes;
  try {
    bytes = (0, import_node_fs5.readFileSync)(file);
  } catch {
    throw kernelMissing(name, file);
  }
  mod = compileWasm(name, file, bytes);
  moduleCache.set(name, mod);
  return mod;
}
function instantiateKernel(name) {
  const instance = new WebAssembly.Instance(kernelModule(name), {
    env: {
      abort(_msg, _file, line, col) {
        throw kernelTrap(name, `abort at ${line}:${col}`);
      },
      seed() {
        return 0;
      }
    }
  });
  return instance.exports;
}
var injected = /* @__PURE__ */ new Map();
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
var KernelSlot = class {
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

// src/kernels/js/terminal.ts
var WINDOW = 256;
var MASK = WINDOW - 1;
var MAX_PARAM = 65535;
var COL_LIMIT = 1073741823;
function padBudget(len) {
  return 65536 + (len >>> 2);
}
function outputCapacity(len) {
  return len + padBudget(len) + 16;
}
function stripTerminalJs(input) {
  const t = new Terminal(input.length);
  t.run(input);
  return {
    bytes: t.out.slice(0, t.outLen),
    stats: { escapes: t.escapes, redraws: t.redraws, overstrikes: t.overstrikes, controls: t.controls },
    upMoves: t.upMoves
  };
}
var Terminal = class {
  out;
  outLen = 0;
  starts = new Int32Array(WINDOW);
  top = 0;
  bottom = 0;
  row = 0;
  col = 0;
  off = 0;
  pad = 0;
  savedRow = -1;
  savedCol = 0;
  budget;
  escapes = 0;
  redraws = 0;
  overstrikes = 0;
  controls = 0;
  upMoves = 0;
  constructor(len) {
    this.out = new Uint8Array(outputCapacity(len));
    this.budget = padBudget(len);
  }
  run(src) {
    const n = src.length;
    let i = 0;
    while (i < n) {
      const b = src[i];
      if (b >= 32 && b !== 127 || b === 9) {
        if (this.pad === 0 && this.off === this.outLen) {
          i = this.appendRun(src, i, n);
          continue;
        }
        let j = i + 1;
        while (j < n) {
          const c = src[j];
          if (c < 32 && c !== 9 || c === 127) break;
          j++;
        }
        this.write(src, i, j);
        i = j;
      } else if (b === 10) {
        this.lineFeed();
        i++;
      } else if (b === 13) {
        this.off = this.lineStart(this.row);
        this.col = 0;
        this.pad = 0;
        if (i + 1 >= n || src[i + 1] !== 10) this.redraws++;
        i++;
      } else if (b === 8) {
        this.overstrikes++;
        this.moveLeft(1);
        i++;
      } else if (b === 27) {
        this.escapes++;
        i = this.escape(src, i + 1, n);
      } else {
        this.controls++;
        i++;
      }
    }
  }
  // ---- escape parsing -------------------------------------------------------------------------
  /** Returns the index after the escape sequence whose ESC preceded `p`. */
  escape(src, p, n) {
    if (p >= n) return n;
    const c = src[p];
    if (c === 91) return this.csi(src, p + 1, n);
    if (c === 93 || c === 80 || c === 88 || c === 94 || c === 95) return stringEnd(src, p + 1, n);
    if (c >= 32 && c <= 47) {
      let q = p + 1;
      while (q < n && src[q] >= 32 && src[q] <= 47) q++;
      if (q < n && src[q] >= 48 && src[q] <= 126) return q + 1;
      return q;
    }
    if (c >= 48 && c <= 126) {
      if (c === 55) this.save();
      else if (c === 56) this.restore();
      else if (c === 77) {
        this.redraws++;
        this.up(1, true);
      } else if (c === 68) this.down(1, true);
      else if (c === 69) this.down(1, false);
      return p + 1;
    }
    return p;
  }
  /** Returns the index after a CSI sequence starting at `p` (just after `ESC [`), applying its effect. */
  csi(src, p, n) {
    let q = p;
    let priv = false;
    let inter = false;
    let first = true;
    let param = 0;
    if (q < n && src[q] >= 60 && src[q] <= 63) {
      priv = true;
      q++;
    }
    while (q < n) {
      const c = src[q];
      if (c >= 48 && c <= 63) {
        if (c <= 57) {
          if (first) {
            param = param * 10 + (c - 48);
            if (param > MAX_PARAM) param = MAX_PARAM;
          }
        } else if (c === 59 || c === 58) first = false;
        else priv = true;
        q++;
      } else if (c >= 32 && c <= 47) {
        inter = true;
        q++;
      } else if (c >= 64 && c <= 126) {
        if (!priv && !inter) this.apply(c, param);
        return q + 1;
      } else {
        return q;
      }
    }
    return n;
  }
  apply(final, param) {
    const count = param === 0 ? 1 : param;
    switch (final) {
      case 65:
        this.redraws++;
        this.up(count, true);
        break;
      case 66:
        this.down(count, true);
        break;
      case 67:
        this.moveRight(count);
        break;
      case 68:
        this.moveLeft(count);
        break;
      case 69:
        this.down(count, false);
        break;
      case 70:
        this.redraws++;
        this.up(count, false);
        break;
      case 71:
      // G column absolute
      case 96:
        this.setCol(count - 1);
        break;
      case 75:
        if (param === 0) this.eraseRight();
        else if (param === 1) this.eraseLeft();
        else if (param === 2) this.eraseLine();
        break;
      case 74:
        if (param === 0) {
          this.eraseRight();
          this.dropBelow();
        }
        break;
      case 88:
        this.eraseChars(count);
        break;
      case 80:
        this.deleteChars(count);
        break;
      case 64:
        this.insertChars(count);
        break;
      case 115:
        this.save();
        break;
      case 117:
        this.restore();
        break;
      default:
        break;
    }
  }
  // ---- cursor ---------------------------------------------------------------------------------
  lineStart(r) {
    return this.starts[r & MASK];
  }
  lineEnd(r) {
    return r === this.bottom ? this.outLen : this.starts[r + 1 & MASK] - 1;
  }
  /** Cells a walk could not take because it reached the end of the line (set by `walk`). */
  rest = 0;
  /** Returns the offset `n` cells after `p`, stopping at `end`; leaves the cells not walked in `this.rest`. */
  walk(p, n, end) {
    const out = this.out;
    while (n > 0 && p < end) {
      p++;
      while (p < end && (out[p] & 192) === 128) p++;
      n--;
    }
    this.rest = n;
    return p;
  }
  setCol(c) {
    const start = this.lineStart(this.row);
    this.off = this.walk(start, c, this.lineEnd(this.row));
    this.pad = this.rest;
    this.col = c;
  }
  moveRight(n) {
    if (this.col >= COL_LIMIT) return;
    if (n > COL_LIMIT - this.col) n = COL_LIMIT - this.col;
    if (this.pad > 0) this.pad += n;
    else {
      this.off = this.walk(this.off, n, this.lineEnd(this.row));
      this.pad = this.rest;
    }
    this.col += n;
  }
  moveLeft(n) {
    if (n > this.col) n = this.col;
    this.col -= n;
    if (this.pad >= n) {
      this.pad -= n;
      return;
    }
    n -= this.pad;
    this.pad = 0;
    const start = this.lineStart(this.row);
    const out = this.out;
    let p = this.off;
    while (n > 0 && p > start) {
      p--;
      while (p > start && (out[p] & 192) === 128) p--;
      n--;
    }
    this.off = p;
  }
  up(n, keepCol) {
    this.upMoves++;
    let r = this.row - n;
    if (r < this.top) r = this.top;
    this.row = r;
    this.setCol(keepCol ? this.col : 0);
  }
  down(n, keepCol) {
    const target = this.row + n;
    if (target > this.bottom) {
      let make = target - this.bottom;
      if (make > this.budget) make = this.budget;
      this.budget -= make;
      while (make > 0) {
        this.newLine();
        make--;
      }
    }
    this.row = target < this.bottom ? target : this.bottom;
    this.setCol(keepCol ? this.col : 0);
  }
  lineFeed() {
    if (this.row < this.bottom) {
      this.row++;
      this.off = this.lineStart(this.row);
    } else {
      this.newLine();
      this.row = this.bottom;
      this.off = this.outLen;
    }
    this.col = 0;
    this.pad = 0;
  }
  /** Appends an empty line below the bottom one. */
  newLine() {
    this.out[this.outLen++] = 10;
    this.bottom++;
    this.starts[this.bottom & MASK] = this.outLen;
    if (this.bottom - this.top >= WINDOW) this.top = this.bottom - WINDOW + 1;
  }
  save() {
    this.savedRow = this.row;
    this.savedCol = this.col;
  }
  restore() {
    if (this.savedRow < 0) return;
    this.upMoves++;
    let r = this.savedRow;
    if (r < this.top) r = this.top;
    if (r > this.bottom) r = this.bottom;
    this.row = r;
    this.setCol(this.savedCol);
  }
  // ---- editing --------------------------------------------------------------------------------
  /** Replaces out[a, b) of the cursor row by `len` bytes (content written by the caller) and shifts what follows. */
  splice(a, b, len) {
    const delta = len - (b - a);
    if (delta === 0) return;
    this.out.copyWithin(a + len, b, this.outLen);
    this.outLen += delta;
    for (let r = this.row + 1; r <= this.bottom; r++) this.starts[r & MASK] += delta;
  }
  write(src, s, e) {
    let k = 1;
    for (let j = s + 1; j < e; j++) if ((src[j] & 192) !== 128) k++;
    const len = e - s;
    if (this.pad > 0) {
      let use = this.pad;
      if (use > this.budget) use = this.budget;
      this.budget -= use;
      this.splice(this.off, this.off, use);
      this.out.fill(32, this.off, this.off + use);
      this.off += use;
      this.pad = 0;
    }
    const b = this.off === this.outLen ? this.off : this.walk(this.off, k, this.lineEnd(this.row));
    this.splice(this.off, b, len);
    this.out.set(src.subarray(s, e), this.off);
    this.off += len;
    this.col += k;
  }
  /** Appends the text run at `i` at the end of the bottom line (the common case); returns where it ended. */
  appendRun(src, i, n) {
    const out = this.out;
    let o = this.outLen;
    let k = (src[i] & 192) === 128 ? 1 : 0;
    let p = i;
    for (; p < n; p++) {
      const c = src[p];
      if (c < 32 && c !== 9 || c === 127) break;
      out[o++] = c;
      if ((c & 192) !== 128) k++;
    }
    this.outLen = o;
    this.off = o;
    this.col += k;
    return p;
  }
  eraseRight() {
    if (this.pad > 0) return;
    this.splice(this.off, this.lineEnd(this.row), 0);
  }
  eraseLeft() {
    const start = this.lineStart(this.row);
    const end = this.lineEnd(this.row);
    const b = this.pad > 0 ? end : this.walk(this.off, 1, end);
    if (b >= end) {
      this.splice(start, end, 0);
      this.off = start;
      this.pad = this.col;
      return;
    }
    let cells = 0;
    for (let p = start; p < b; p++) if (p === start || (this.out[p] & 192) !== 128) cells++;
    this.splice(start, b, cells);
    this.out.fill(32, start, start + cells);
    this.off = start + cells - 1;
  }
  eraseLine() {
    const start = this.lineStart(this.row);
    this.splice(start, this.lineEnd(this.row), 0);
    this.off = start;
    this.pad = this.col;
  }
  eraseChars(n) {
    if (this.pad > 0) return;
    const end = this.lineEnd(this.row);
    const b = this.walk(this.off, n, end);
    if (b >= end) {
      this.splice(this.off, end, 0);
      return;
    }
    this.splice(this.off, b, n);
    this.out.fill(32, this.off, this.off + n);
  }
  insertChars(n) {
    if (this.pad > 0) return;
    let use = n;
    if (use > this.budget) use = this.budget;
    this.budget -= use;
    this.splice(this.off, this.off, use);
    this.out.fill(32, this.off, this.off + use);
  }
  deleteChars(n) {
    if (this.pad > 0) return;
    this.splice(this.off, this.walk(this.off, n, this.lineEnd(this.row)), 0);
  }
  /** Deletes every line below the cursor row (erase-below); the cursor row becomes the bottom one. */
  dropBelow() {
    if (this.row >= this.bottom) return;
    this.outLen = this.lineEnd(this.row);
    this.bottom = this.row;
  }
};
function stringEnd(src, p, n) {
  let q = p;
  while (q < n) {
    const c = src[q];
    if (c === 7 || c === 24 || c === 26) return q + 1;
    if (c === 27) return q + 1 < n && src[q + 1] === 92 ? q + 2 : q;
    if (c === 10) return q;
    q++;
  }
  return n;
}

// src/kernels/terminal.ts
var slot = new KernelSlot("terminal");
function stripTerminalDetailed(input, opts = {}) {
  if (opts.impl === "js") return stripTerminalJs(input);
  return slot.run((k) => stripIn(k, input), () => stripTerminalJs(input), opts.impl === "wasm");
}
var PLAIN_CHUNK = 64 * 1024;
function plainUnits(input) {
  return slot.run((k) => {
    const len = input.length;
    const chunk = Math.min(len, PLAIN_CHUNK);
    const ptr = k.alloc(chunk);
    let units = 0;
    for (let at = 0; at < len; at += chunk) {
      const piece = input.subarray(at, Math.min(len, at + chunk));
      new Uint8Array(k.memory.buffer, ptr, piece.length).set(piece);
      if (k.plain(piece.length) !== 1) {
        units = -1;
        break;
      }
      units += k.units();
    }
    slot.doneWith(k);
    return units;
  }, () => -1);
}
function stripIn(k, input) {
  const len = input.length;
  const ptr = k.alloc(len);
  new Uint8Array(k.memory.buffer, ptr, len).set(input);
  if (k.plain(len) === 1) {
    const units = k.units();
    slot.doneWith(k);
    return { bytes: input.slice(), stats: { escapes: 0, redraws: 0, overstrikes: 0, controls: 0 }, upMoves: 0, units };
  }
  const outLen = k.run(len);
  const outPtr = k.outPtr();
  const bytes = new Uint8Array(k.memory.buffer, outPtr, outLen).slice();
  const stats = { escapes: k.escapes(), redraws: k.redraws(), overstrikes: k.overstrikes(), controls: k.controls() };
  const upMoves = k.upMoves();
  slot.doneWith(k);
  return { bytes, stats, upMoves };
}

// src/kernels/lines-abi.ts
var FLAG_KEYWORD = 1;
var FLAG_LOCATION = 2;
var FLAG_BLANK = 4;
var FLAG_MARKER = 8;
var FLAG_NON_ASCII = 16;
var FLAG_PREFIX = 32;
var FLAG_INDENT = 64;
var FLAGGED = FLAG_KEYWORD | FLAG_LOCATION | FLAG_PREFIX | FLAG_MARKER;
var RUN_REPEAT = 1;
var RUN_ALTERNATE = 2;
var RUN_BLANK = 3;
var KEYWORDS = [
  "error",
  "warn",
  "fail",
  "fatal",
  "exception",
  "traceback",
  "panic",
  "assert",
  "abort",
  "denied",
  "refused",
  "cannot",
  "could not",
  "couldn't",
  "unable",
  "not found",
  "no such",
  "undefined",
  "segmentation",
  "core dumped",
  "killed",
  "timed",
  "timeout",
  "vulnerab",
  "err!",
  "passed in",
  "passed,",
  "passed (",
  "tests:",
  "caused by",
  "expected",
  "received",
  "invalid",
  "deprecat",
  "mismatch",
  "missing",
  "conflict",
  "critical",
  "severe",
  "exit",
  "unmet",
  "extraneous",
  "forbidden",
  "unauthorized",
  "crash",
  "stack trace",
  "enoent",
  "eacces",
  "eperm",
  "econnre",
  "eaddrinuse",
  "packages in",
  "tests in",
  "successfully installed",
  "build successful",
  "out of memory",
  "overflow",
  "\u2716",
  "\u2717",
  "\u2718",
  "\u2715",
  "\xD7",
  "\u274C",
  "\u25CF"
];
var KEYWORD_PHRASES = {
  exit: ["exit code", "exit status", "exited with"],
  timed: ["timed out", "timedout"]
};

// src/kernels/js/lines.ts
var FNV_OFFSET = 2166136261 | 0;
var FNV_PRIME = 16777619;
var keywordBytes = null;
var byPair = null;
var slotKeywords = [];
function tables() {
  if (keywordBytes) return;
  const enc = new TextEncoder();
  keywordBytes = KEYWORDS.map((k) => enc.encode(k));
  byPair = new Int32Array(65536);
  const lists = [[]];
  keywordBytes.forEach((k, i) => {
    const pair = k[0] << 8 | k[1];
    if (byPair[pair] === 0) {
      byPair[pair] = lists.length;
      lists.push([]);
    }
    lists[byPair[pair]].push(i);
  });
  slotKeywords = lists.map((l) => Int32Array.from(l));
}
function lower(c) {
  return c >= 65 && c <= 90 ? c | 32 : c;
}
function isDigit(c) {
  return c >= 48 && c <= 57;
}
function isAlpha(c) {
  const l = c | 32;
  return l >= 97 && l <= 122;
}
function keywordAt(buf, p, end, k) {
  if (p + k.length > end) return false;
  for (let j = 0; j < k.length; j++) if (lower(buf[p + j]) !== k[j]) return false;
  return true;
}
var lineHash = 0;
function lineHashOf(buf, s, e) {
  let h = FNV_OFFSET;
  for (let c = s; c < e; c += 8) {
    let lo = 0;
    let hi = 0;
    for (let j = 3; j >= 0; j--) {
      lo = lo << 8 | (c + j < e ? buf[c + j] : 0);
      hi = hi << 8 | (c + 4 + j < e ? buf[c + 4 + j] : 0);
    }
    h = Math.imul(h ^ lo, FNV_PRIME);
    h = Math.imul(h ^ hi, FNV_PRIME);
    h ^= h >>> 15;
  }
  return h | 0;
}
function lineScan(buf, s, e) {
  let flags = 0;
  let nonBlank = false;
  let high = 0;
  let prev = 0;
  let prev2 = 0;
  const kws = keywordBytes;
  const pairs = byPair;
  for (let p = s; p < e; p++) {
    const c = buf[p];
    high |= c;
    if (!nonBlank && c !== 32 && c !== 9 && c !== 13 && c !== 11 && c !== 12) nonBlank = true;
    const l = lower(c);
    if (isDigit(c)) {
      if ((prev === 58 || prev === 40) && isAlpha(prev2)) flags |= FLAG_LOCATION;
      else if (prev === 32 && p >= s + 5 && buf[p - 5] === 108 && buf[p - 4] === 105 && buf[p - 3] === 110 && buf[p - 2] === 101) {
        flags |= FLAG_LOCATION;
      }
    }
    if ((flags & FLAG_KEYWORD) === 0 && p > s) {
      const slot4 = pairs[prev << 8 | l];
      const b2 = p >= s + 2 ? buf[p - 2] : 0;
      const b1 = buf[p - 1];
      if (slot4 !== 0 && (!(b2 >= 97 && b2 <= 122) || b1 >= 65 && b1 <= 90 || b1 >= 128)) {
        const cand = slotKeywords[slot4];
        for (let j = 0; j < cand.length; j++) {
          if (keywordAt(buf, p - 1, e, kws[cand[j]])) {
            flags |= FLAG_KEYWORD;
            break;
          }
        }
      }
    }
    prev2 = prev;
    prev = l;
  }
  lineHash = lineHashOf(buf, s, e);
  if (high >= 128) flags |= FLAG_NON_ASCII;
  if (!nonBlank) flags |= FLAG_BLANK;
  let q = s;
  while (q < e && (buf[q] === 32 || buf[q] === 9)) q++;
  if (q > s) flags |= FLAG_INDENT;
  if (prefixAt(buf, s, q, e)) flags |= FLAG_PREFIX;
  if (q < e && buf[q] === 34) q++;
  if (q + 5 <= e && buf[q] === 91 && buf[q + 1] === 99 && buf[q + 2] === 107 && buf[q + 3] === 58 && buf[q + 4] === 32) {
    flags |= FLAG_MARKER;
  }
  return flags;
}
function sameLine(buf, starts, hashes, a, b) {
  if (hashes[a] !== hashes[b]) return false;
  const sa = starts[a];
  const sb = starts[b];
  const la = starts[a + 1] - 1 - sa;
  if (starts[b + 1] - 1 - sb !== la) return false;
  for (let j = 0; j < la; j++) if (buf[sa + j] !== buf[sb + j]) return false;
  return true;
}
function lineOpsJs(buf, opts) {
  tables();
  const len = buf.length;
  let n = 0;
  for (let p = 0; p < len; p++) if (buf[p] === 10) n++;
  if (len > 0 && buf[len - 1] !== 10) n++;
  const starts = new Int32Array(n + 1);
  const flags = new Uint8Array(n);
  const hashes = new Int32Array(n);
  let line = 0;
  let s = 0;
  const record = (e) => {
    starts[line] = s;
    flags[line] = lineScan(buf, s, e);
    hashes[line] = lineHash;
    line++;
    s = e + 1;
  };
  for (let p = 0; p < len; p++) if (buf[p] === 10) record(p);
  if (s < len) record(len);
  starts[n] = n === 0 ? 0 : buf[len - 1] === 10 ? len : len + 1;
  const runs = [];
  const collapsible = (i2) => (flags[i2] & FLAG_MARKER) === 0;
  let i = 0;
  while (i < n) {
    if (!collapsible(i)) {
      i++;
      continue;
    }
    if (flags[i] & FLAG_BLANK) {
      let j2 = i + 1;
      while (j2 < n && (flags[j2] & FLAG_BLANK) !== 0 && collapsible(j2)) j2++;
      if (j2 - i >= opts.minBlank) {
        runs.push(RUN_BLANK, i, j2);
        i = j2;
        continue;
      }
    }
    let j = i + 1;
    while (j < n && collapsible(j) && sameLine(buf, starts, hashes, i, j)) j++;
    if (j - i >= opts.minRepeat) {
      runs.push(RUN_REPEAT, i, j);
      i = j;
      continue;
    }
    if (i + 1 < n && collapsible(i + 1) && !sameLine(buf, starts, hashes, i, i + 1)) {
      j = i + 2;
      while (j < n && collapsible(j) && sameLine(buf, starts, hashes, j - 2, j)) j++;
      if (j - i >= opts.minAlternate) {
        runs.push(RUN_ALTERNATE, i, j);
        i = j;
        continue;
      }
    }
    i++;
  }
  const flagged = [];
  let maxLineBytes2 = 0;
  for (let k = 0; k < n; k++) {
    if (flags[k] & FLAGGED) flagged.push(k);
    maxLineBytes2 = Math.max(maxLineBytes2, starts[k + 1] - 1 - starts[k]);
  }
  return { count: n, starts, flags, hashes, runs: Int32Array.from(runs), flagged: Int32Array.from(flagged), maxLineBytes: maxLineBytes2, impl: "js" };
}
function utf16UnitsJs(bytes) {
  let n = bytes.length;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if ((c & 192) === 128) n--;
    else if (c >= 240) n++;
  }
  return n;
}
function endsWithDigit(buf, s, e) {
  while (e > s && (buf[e - 1] === 32 || buf[e - 1] === 9 || buf[e - 1] === 13)) e--;
  return e > s && buf[e - 1] >= 48 && buf[e - 1] <= 57;
}
function asciiAt(buf, p, e, text) {
  if (p + text.length > e) return false;
  for (let j = 0; j < text.length; j++) if (buf[p + j] !== text.charCodeAt(j)) return false;
  return true;
}
function hasHash(buf, q, e) {
  for (let p = q; p < e; p++) if (buf[p] === 35) return true;
  return false;
}
function prefixAt(buf, s, q, e) {
  if (q >= e) return false;
  const c = buf[q];
  if (c === 110 && asciiAt(buf, q, e, "not ok")) return true;
  if (c === 111 && asciiAt(buf, q, e, "ok ")) return hasHash(buf, q, e);
  if (c >= 128) return hasHash(buf, q, e) || endsWithDigit(buf, q, e);
  if (q > s) return asciiAt(buf, q, e, "at ") || asciiAt(buf, q, e, "... ") && q + 4 < e && buf[q + 4] >= 48 && buf[q + 4] <= 57;
  const b1 = e - s > 1 ? buf[s + 1] : -1;
  if (c === 69) return b1 === 32 || b1 === 58;
  if (c === 87) return b1 === 58;
  if (c === 95) return b1 === 95 || b1 === 32;
  if (c === 62) return e - s > 2 && (b1 === 32 || b1 === 9) && (buf[s + 2] === 32 || buf[s + 2] === 9);
  if (c === 35) return endsWithDigit(buf, q, e);
  if (c === 100) return asciiAt(buf, s, e, "diff --git ");
  if (c === 43) return asciiAt(buf, s, e, "+++ ");
  if (c === 45) return asciiAt(buf, s, e, "--- a/");
  if (c === 64) return asciiAt(buf, s, e, "@@ -");
  return false;
}

// src/kernels/lines.ts
var DEFAULT_LINE_OPS = { minRepeat: 3, minAlternate: 6, minBlank: 3 };
var slot2 = new KernelSlot("lines");
function lineOps(input, opts = DEFAULT_LINE_OPS, impl) {
  if (impl === "js") return lineOpsJs(input, opts);
  const own = inPlace.get(input);
  if (own && sameOptions(own.opts, opts)) return own.ops;
  return slot2.run((k) => lineOpsIn(k, input, opts), () => lineOpsJs(input, opts), impl === "wasm");
}
var sameOptions = (a, b) => a.minRepeat === b.minRepeat && a.minAlternate === b.minAlternate && a.minBlank === b.minBlank;
function lineOpsIn(k, input, opts) {
  const len = input.length;
  const ptr = k.alloc(len);
  new Uint8Array(k.memory.buffer, ptr, len).set(input);
  const n = k.run(len, opts.minRepeat, opts.minAlternate, opts.minBlank);
  const buf = k.memory.buffer;
  const starts = new Int32Array(buf, k.startsPtr(), n + 1).slice();
  const hashes = new Int32Array(buf, k.hashesPtr(), n).slice();
  const flags = new Uint8Array(buf, k.flagsPtr(), n).slice();
  const runs = new Int32Array(buf, k.runsPtr(), 3 * k.runCount()).slice();
  const flagged = new Int32Array(buf, k.flaggedPtr(), k.flaggedCount()).slice();
  const maxLineBytes2 = k.maxLine();
  slot2.doneWith(k);
  return { count: n, starts, flags, hashes, runs, flagged, maxLineBytes: maxLineBytes2, impl: "wasm" };
}
function utf16Units(bytes, impl) {
  if (impl === "js") return utf16UnitsJs(bytes);
  return slot2.run((k) => {
    const ptr = k.alloc(bytes.length);
    new Uint8Array(k.memory.buffer, ptr, bytes.length).set(bytes);
    const n = k.utf16Units(bytes.length);
    slot2.doneWith(k);
    return n;
  }, () => utf16UnitsJs(bytes), impl === "wasm");
}
var inPlace = /* @__PURE__ */ new WeakMap();

// src/store/spill.ts
var import_node_fs6 = require("node:fs");
var import_node_path8 = require("node:path");
var SPILL_MAX_BYTES = 256 << 20;
function spillDir() {
  return stateDir("spill");
}
function spillPut(key, text, raw, maxBytes = SPILL_MAX_BYTES) {
  const dir = spillDir();
  const txt = (0, import_node_path8.join)(dir, `${key}.txt`);
  if ((0, import_node_fs6.existsSync)(txt)) {
    touch(txt);
    if (raw) touch((0, import_node_path8.join)(dir, `${key}.raw`));
    return;
  }
  if (raw) writeFileAtomic((0, import_node_path8.join)(dir, `${key}.raw`), raw);
  writeFileAtomic(txt, text);
  maybeEvict(dir, maxBytes, key, (raw?.length ?? 0) + (typeof text === "string" ? text.length : text.length));
}
function spillPutRaw(key, raw, maxBytes = SPILL_MAX_BYTES) {
  const dir = spillDir();
  const file = (0, import_node_path8.join)(dir, `${key}.raw`);
  if ((0, import_node_fs6.existsSync)(file)) return touch(file);
  writeFileAtomic(file, raw);
  maybeEvict(dir, maxBytes, key, raw.length);
}
var SCAN_ALWAYS_BYTES = 1 << 20;
function maybeEvict(dir, maxBytes, key, written) {
  if (written >= SCAN_ALWAYS_BYTES || maxBytes < SPILL_MAX_BYTES || (parseInt(key[0], 16) & 7) === 0) evict(dir, maxBytes, key);
}
function touch(file) {
  const now = /* @__PURE__ */ new Date();
  try {
    (0, import_node_fs6.utimesSync)(file, now, now);
  } catch {
  }
}
function evict(dir, maxBytes, keep) {
  let names;
  try {
    names = (0, import_node_fs6.readdirSync)(dir);
  } catch {
    return;
  }
  const entries = [];
  let total = 0;
  for (const name of names) {
    if (name.startsWith(".")) continue;
    try {
      const st = (0, import_node_fs6.statSync)((0, import_node_path8.join)(dir, name));
      entries.push({ file: (0, import_node_path8.join)(dir, name), size: st.size, mtime: st.mtimeMs, key: name.replace(/\.(txt|raw)$/, "") });
      total += st.size;
    } catch {
    }
  }
  if (total <= maxBytes) return;
  entries.sort((a, b) => a.mtime - b.mtime || (a.file < b.file ? -1 : 1));
  for (const e of entries) {
    if (total <= maxBytes) break;
    if (e.key === keep) continue;
    try {
      (0, import_node_fs6.unlinkSync)(e.file);
      total -= e.size;
    } catch {
    }
  }
}

// src/normalize/bytes.ts
var import_node_buffer = require("node:buffer");
var buffer = __toESM(require("node:buffer"), 1);
function binaryReason(raw, utf82 = (0, import_node_buffer.isUtf8)(raw)) {
  const head = raw.subarray(0, 8e3);
  if (head.indexOf(0) >= 0) return "contains NUL bytes";
  let nul = 0;
  for (let p = raw.indexOf(0); p >= 0; p = raw.indexOf(0, p + 1)) if (++nul * 1e3 > raw.length) return "contains NUL bytes";
  if (utf82) return null;
  const sample = raw.subarray(0, 65536);
  const decoded = new TextDecoder().decode(sample);
  let bad = 0;
  for (let i = decoded.indexOf("\uFFFD"); i >= 0; i = decoded.indexOf("\uFFFD", i + 1)) bad++;
  const ratio = bad / Math.max(1, decoded.length);
  return ratio > 0.1 ? `${Math.round(ratio * 100)}% of it is not valid UTF-8` : null;
}
var isAsciiFn = buffer.isAscii;
function charCount(bytes, impl, utf82 = (0, import_node_buffer.isUtf8)(bytes)) {
  if (!utf82) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8").length;
  if (isAsciiFn ? isAsciiFn(bytes) : false) return bytes.length;
  return utf16Units(bytes, impl);
}
function asBuffer(bytes) {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// src/kernels/sha.ts
var crypto = __toESM(require("node:crypto"), 1);

// src/kernels/js/sha.ts
var K256 = new Uint32Array([
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
  let s = "";
  for (const w of words) s += w.toString(16).padStart(8, "0");
  return s;
}
var rotl = (x, n) => x << n | x >>> 32 - n;
var rotr = (x, n) => x >>> n | x << 32 - n;
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
      const ch = e & f ^ ~e & g;
      const t1 = hh + S1 + ch + K256[t] + w[t] | 0;
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

// src/kernels/options.ts
var import_node_url4 = require("node:url");
var DEFAULT_SHA_IMPL = "node";
function resolveShaOptions(opts) {
  return { impl: opts.impl ?? DEFAULT_SHA_IMPL };
}
var KERNEL_WORKER = (0, import_node_url4.fileURLToPath)(new URL("../../workers/kernels.js", __ckImportMetaUrl));
var STRIP_POOL_MIN_BYTES = 256 << 20;
var POOL_CHUNK_BYTES = 8 << 20;

// src/kernels/sha.ts
var slot3 = new KernelSlot("sha", 64 << 20, 0);
var utf8 = new TextEncoder();
function toBytes(data) {
  return typeof data === "string" ? utf8.encode(data) : data;
}
function wasmHex(bytes, algo) {
  return slot3.run((k) => {
    const ptr = k.alloc(bytes.length);
    new Uint8Array(k.memory.buffer, ptr, bytes.length).set(bytes);
    const at = algo === "sha1" ? k.sha1(bytes.length) : k.sha256(bytes.length);
    const hex2 = Buffer.from(k.memory.buffer, at, algo === "sha1" ? 20 : 32).toString("hex");
    slot3.doneWith(k);
    return hex2;
  }, () => "", true);
}
var oneShot = typeof crypto.hash === "function" ? crypto.hash : void 0;
function digest(data, algo, impl) {
  if (impl === "node") return oneShot ? oneShot(algo, data, "hex") : crypto.createHash(algo).update(data).digest("hex");
  const bytes = toBytes(data);
  if (impl === "js") return algo === "sha1" ? sha1HexJs(bytes) : sha256HexJs(bytes);
  return wasmHex(bytes, algo);
}
function sha1Hex(data, opts = {}) {
  return digest(data, "sha1", resolveShaOptions(opts).impl);
}

// src/normalize/hash.ts
var KEY_HEX = 12;
function sha1(data) {
  return sha1Hex(data);
}
function spillKeyOf(raw) {
  return sha1(raw).slice(0, KEY_HEX);
}

// src/normalize/markers.ts
var recover = (key, a, b) => `; recover: ck recall ${key} --lines ${a}-${b}]`;
function elidedMarker(key, a, b, tokens) {
  return `[ck: elided lines ${a}-${b} (${b - a + 1} lines, ~${formatTokens(tokens)} tokens)${recover(key, a, b)}`;
}
function repeatedMarker(key, line, a, b) {
  return `[ck: line ${line} repeated ${b - a + 1} more times (lines ${a}-${b})${recover(key, a, b)}`;
}
function alternatingMarker(key, line, a, b) {
  return `[ck: lines ${line}-${line + 1} alternate for ${b - a + 1} more lines (lines ${a}-${b})${recover(key, a, b)}`;
}
function blankMarker(key, a, b) {
  return `[ck: ${b - a + 1} more blank lines (lines ${a}-${b})${recover(key, a, b)}`;
}
function grepCapMarker(key, file, a, b) {
  return `[ck: ${b - a + 1} more matches in ${file.replace(/[\]\n]/g, "?")} (lines ${a}-${b})${recover(key, a, b)}`;
}
function jsonItemsMarker(key, path, first, last, total, keys) {
  const schema = keys.length ? `, item keys: ${keys.join(", ")}` : "";
  return `[ck: ${last - first + 1} more items of ${path} elided (indices ${first}-${last} of ${total}${schema}); recover: ck recall ${key}]`;
}
function binaryMarker(key, bytes, why, sha12) {
  return `[ck: binary output not shown (${bytes} bytes, ${why}, sha1 ${sha12}); recover: ck recall ${key} --raw]`;
}
function longLineMarker(key, line, bytes, head, tail) {
  return `[ck: cut ${bytes - head - tail} of ${bytes} bytes of this line, kept the first ${head} and the last ${tail}${recover(key, line, line)}`;
}
var MAX_MARKER_TOKENS = [
  elidedMarker("0".repeat(12), 9999998, 9999999, 999999),
  repeatedMarker("0".repeat(12), 9999997, 9999998, 9999999),
  alternatingMarker("0".repeat(12), 9999996, 9999998, 9999999),
  blankMarker("0".repeat(12), 9999998, 9999999)
].reduce((a, m) => Math.max(a, estimateTokens(m.length + 1)), 0);

// src/normalize/path-words.ts
var PATH_RE = /[^\s'"`()[\]<>,=]*[/\\][^\s'"`()[\]<>,=]*\.[A-Za-z][\w-]{0,6}(?![\w/\\])/g;
var PATH_AT_RE = new RegExp(PATH_RE.source, "y");
function matchEnd(text, from) {
  PATH_AT_RE.lastIndex = from;
  return PATH_AT_RE.test(text) ? PATH_AT_RE.lastIndex : -1;
}
var RUN_AT_SLASH_RE = /(?<=(?:^|[\s'"`()[\]<>,=])([^\s'"`()[\]<>,=]*))[^\s'"`()[\]<>,=]*/y;
function withoutPaths(text) {
  let out = "";
  let copied = 0;
  let from = 0;
  for (; ; ) {
    const a = text.indexOf("/", from);
    const b = text.indexOf("\\", from);
    const slash = a < 0 ? b : b < 0 ? a : Math.min(a, b);
    if (slash < 0) break;
    RUN_AT_SLASH_RE.lastIndex = slash;
    const run3 = RUN_AT_SLASH_RE.exec(text);
    const end = slash + run3[0].length;
    let pos = slash - run3[1].length;
    for (let e = matchEnd(text, pos); e >= 0; e = matchEnd(text, pos)) {
      out += text.slice(copied, pos) + " ";
      copied = pos = e;
    }
    from = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

// src/normalize/signal.ts
var escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var WORDS = [
  ...KEYWORDS.filter((k) => !k.startsWith("passed") && /^[a-z]/.test(k) && !(k in KEYWORD_PHRASES)),
  ...Object.values(KEYWORD_PHRASES).flat()
];
var SYMBOLS = KEYWORDS.filter((k) => !/^[a-z]/.test(k));
var WORD_START_RE = new RegExp(`(?<![A-Za-z])(?:${WORDS.map(escapeRe).join("|")})|\\d+ passed|passed:?\\s*\\d|${SYMBOLS.map(escapeRe).join("|")}`, "i");
var CAMEL_RE = /[a-z0-9](?:Error|Exception|Warning|Fail|Failed|Failure|Fault|Denied|Refused|Timeout|Abort|Panic|Fatal|Invalid|Missing|Mismatch|Crash|Conflict)/;
var CAPS_RE = /[A-Z](?:ERROR|ERR|FAIL|FATAL|REFUSED|DENIED|TIMEOUT|TIMEDOUT|ABORT|PANIC|WARN|EXCEPTION|INVALID|MISSING|CRASH|CONFLICT)/;
var URL_RE = /\S*:\/\/\S*/g;
function hasSignalWord(line) {
  let text = line.includes("://") ? line.replace(URL_RE, " ") : line;
  if (text.includes("/") || text.includes("\\")) text = withoutPaths(text);
  return WORD_START_RE.test(text) || CAMEL_RE.test(text) || CAPS_RE.test(text);
}
var LOCATION_RE = /(?:^|[\s"'`(\[<=,;:@|>])(?:[A-Za-z]:)?[\w.~\-/\\+@$]*[\w\-]\.[A-Za-z][\w\-]{0,11}(?::\d+|\(\d+(?:,\d+)?\))|(?:^|[\s"'`(\[<=,;:])(?:Makefile|Dockerfile|makefile|GNUmakefile):\d+|\bline \d+/;
var TEST_HEADER_RE = /^_{3,} .+ _{3,}\s*$/;
var FRAME_SEPARATOR_RE = /^(?:_ ){3,}_?\s*$/;
var FRAME_FOOTER_RE = /^[^\s:]+:\d+:(?:\s|$)/;
var COUNTER_RE = /^\s*(?:#|[^\x00-\x7f])\s*[a-z_]+\s+\d+(?:\.\d+)?\s*$/;
var DIRECTIVE_RE = /\s#\s*\S/;
var DIAGNOSTIC_BLOCK_LINES = 40;
var TRACEBACK_BLOCK_LINES = 4e3;
var MESSAGE_BLOCK_LINES = 40;
var REPORT_BLOCK_LINES = 80;
var YAML_BLOCK_LINES = 200;
function startsWithAscii(buf, s, e, text) {
  if (e - s < text.length) return false;
  for (let j = 0; j < text.length; j++) if (buf[s + j] !== text.charCodeAt(j)) return false;
  return true;
}
function firstNonSpace(buf, s, e) {
  while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
  return s;
}
function classifySignal(buf, ops, hidden, stats) {
  const n = ops.count;
  const { starts, flags } = ops;
  const signal = new Uint8Array(n);
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  const text = (s, e, nonAscii) => b.toString(nonAscii ? "utf8" : "latin1", s, e);
  const hashes = new ByteFinder(b, 35);
  let traceback = 0;
  let message = 0;
  let messageBlank = false;
  let diagnostic = 0;
  let diagIndent = 0;
  let framesOnly = false;
  let report = 0;
  let yaml = 0;
  let yamlNext = false;
  let hunk = false;
  let candidates = 0;
  let count = 0;
  const nextVisible = (i) => {
    for (let j = i + 1; j < n; j++) if (!hidden[j] && !(flags[j] & FLAG_MARKER)) return j;
    return -1;
  };
  const flagged = ops.flagged;
  let next = 0;
  for (let i = 0; i < n; i++) {
    if (flagged && traceback === 0 && diagnostic === 0 && !hunk && message === 0 && report === 0 && yaml === 0 && !yamlNext) {
      while (next < flagged.length && flagged[next] < i) next++;
      if (next === flagged.length) break;
      i = flagged[next];
    }
    if (hidden[i]) continue;
    const f = flags[i];
    if (f & FLAG_MARKER) continue;
    if ((f & (FLAG_KEYWORD | FLAG_LOCATION | FLAG_PREFIX)) === 0 && traceback === 0 && diagnostic === 0 && !hunk && message === 0 && report === 0 && yaml === 0 && !yamlNext) continue;
    const s = starts[i];
    const e = starts[i + 1] - 1;
    const b0 = e > s ? buf[s] : -1;
    const indented = b0 === 32 || b0 === 9;
    const blank = (f & FLAG_BLANK) !== 0;
    const q = firstNonSpace(buf, s, e);
    let sig = false;
    if (yamlNext) {
      yamlNext = false;
      if (trimmedIs(buf, q, e, "---")) yaml = YAML_BLOCK_LINES;
    }
    if (yaml > 0) {
      yaml--;
      if (!blank) sig = true;
      if (trimmedIs(buf, q, e, "...")) yaml = 0;
    }
    if (report > 0) {
      report--;
      if (isRule(buf, q, e)) report = 0;
      else if (!blank) {
        sig = true;
        if (!indented && f & FLAG_LOCATION && FRAME_FOOTER_RE.test(text(s, e, (f & FLAG_NON_ASCII) !== 0))) report = 0;
      }
    }
    if (message > 0) {
      message--;
      if (blank) {
        if (messageBlank) message = 0;
        messageBlank = true;
      } else if (isRule(buf, q, e) || startsWithAscii(buf, s, e, "Traceback ")) message = 0;
      else {
        sig = true;
        messageBlank = false;
      }
    }
    if (traceback > 0) {
      traceback--;
      if (blank) traceback = 0;
      else {
        sig = true;
        if (!indented) {
          traceback = 0;
          message = MESSAGE_BLOCK_LINES;
          messageBlank = false;
        }
      }
    }
    if (hunk) {
      if (b0 === 43 || b0 === 45 || b0 === 92) sig = true;
      else if (b0 !== 32 && !startsWithAscii(buf, s, e, "@@ ")) hunk = false;
    }
    if (!sig && diagnostic > 0) {
      diagnostic--;
      if (blank) {
        const j = framesOnly ? -1 : nextVisible(i);
        if (j < 0 || !continuesDiagnostic(buf, starts[j], starts[j + 1] - 1, flags[j], diagIndent, false)) diagnostic = 0;
      } else if (continuesDiagnostic(buf, s, e, f, diagIndent, framesOnly)) sig = true;
      else diagnostic = 0;
    }
    if (f & FLAG_KEYWORD) {
      candidates++;
      const line = text(s, e, (f & FLAG_NON_ASCII) !== 0);
      if (hasSignalWord(line)) {
        sig = true;
        diagnostic = DIAGNOSTIC_BLOCK_LINES;
        diagIndent = q - s;
        framesOnly = false;
        if (line.includes("Traceback (most recent call last)")) {
          traceback = TRACEBACK_BLOCK_LINES;
          message = 0;
        }
      }
    }
    if (!sig && f & FLAG_LOCATION) {
      candidates++;
      if (LOCATION_RE.test(text(s, e, (f & FLAG_NON_ASCII) !== 0))) {
        sig = true;
        if (diagnostic === 0) {
          diagnostic = DIAGNOSTIC_BLOCK_LINES;
          diagIndent = q - s;
          framesOnly = true;
        }
      }
    }
    if (f & FLAG_PREFIX && b0 >= 0) {
      if (b0 === 95 && isReportOpener(text(s, e, false))) {
        sig = true;
        report = REPORT_BLOCK_LINES;
      } else if (!sig) sig = prefixSignal(b, s, e, q, b0, indented, hashes);
      if (startsWithAscii(buf, q, e, "not ok")) yamlNext = true;
    }
    if (startsWithAscii(buf, s, e, "@@ -")) {
      hunk = true;
      sig = true;
    }
    if (sig) {
      signal[i] = 1;
      count++;
    }
  }
  if (stats) {
    stats.candidates += candidates;
    stats.signal += count;
  }
  return signal;
}
function continuesDiagnostic(buf, s, e, f, indent, framesOnly) {
  if (f & FLAG_BLANK) return false;
  const q = firstNonSpace(buf, s, e);
  if (buf[q] === 124 || buf[q] === 94 || isNumberedFrame(buf, s, e)) return true;
  if (framesOnly) return false;
  return q - s >= Math.max(indent, 1) || q - s >= indent && isDiffLine(buf, q, e);
}
function isReportOpener(line) {
  return TEST_HEADER_RE.test(line) || FRAME_SEPARATOR_RE.test(line);
}
function isRule(buf, q, e) {
  if (e - q < 8) return false;
  const c = buf[q];
  if (c !== 61 && c !== 45 && c !== 95 && c !== 42 && c !== 126) return false;
  for (let j = 1; j < 8; j++) if (buf[q + j] !== c) return false;
  return true;
}
function isDiffLine(buf, q, e) {
  const c = buf[q];
  return (c === 43 || c === 45 || c === 63) && (q + 1 >= e || buf[q + 1] === 32 || buf[q + 1] === 9);
}
var ByteFinder = class {
  // …and found `c` here (Infinity: nowhere after `from`)
  constructor(buf, c) {
    this.buf = buf;
    this.c = c;
  }
  buf;
  c;
  from = -1;
  // the last search started here…
  at = -1;
  /** Returns true when the byte occurs in q..e. */
  within(q, e) {
    if (this.from < 0 || q < this.from || this.at < q && this.at !== Infinity) {
      const k = this.buf.indexOf(this.c, q);
      this.from = q;
      this.at = k < 0 ? Infinity : k;
    }
    return this.at < e;
  }
};
function endsWithDigit2(buf, q, e) {
  while (e > q && (buf[e - 1] === 32 || buf[e - 1] === 9 || buf[e - 1] === 13)) e--;
  return e > q && buf[e - 1] >= 48 && buf[e - 1] <= 57;
}
function trimmedIs(buf, q, e, text) {
  while (e > q && (buf[e - 1] === 32 || buf[e - 1] === 9 || buf[e - 1] === 13)) e--;
  return e - q === text.length && startsWithAscii(buf, q, e, text);
}
function isNumberedFrame(buf, s, e) {
  let q = firstNonSpace(buf, s, e);
  const d0 = q;
  while (q < e && buf[q] >= 48 && buf[q] <= 57) q++;
  if (q === d0 || q >= e) return false;
  while (q < e && buf[q] === 32) q++;
  return q < e && (buf[q] === 124 || q > d0 + 1);
}
function prefixSignal(buf, s, e, q, b0, indented, hashes) {
  const c = q < e ? buf[q] : -1;
  if (c === 110 && startsWithAscii(buf, q, e, "not ok") && (q + 6 === e || buf[q + 6] === 32)) return true;
  if (c === 111 && startsWithAscii(buf, q, e, "ok ")) return hashes.within(q, e) && DIRECTIVE_RE.test(buf.toString("utf8", q, e));
  if (c >= 128) {
    const counter = endsWithDigit2(buf, q, e);
    if (!counter && !hashes.within(q, e)) return false;
    const line = buf.toString("utf8", s, e);
    return counter && COUNTER_RE.test(line) || DIRECTIVE_RE.test(line);
  }
  if (indented) {
    if (startsWithAscii(buf, q, e, "at ")) return true;
    if (startsWithAscii(buf, q, e, "... ") && q + 4 < e && buf[q + 4] >= 48 && buf[q + 4] <= 57) return true;
    return false;
  }
  const b1 = e - s > 1 ? buf[s + 1] : -1;
  if (b0 === 69 && (b1 === 32 || b1 === 58)) return true;
  if (b0 === 87 && b1 === 58) return true;
  if (b0 === 62 && e - s > 2 && (b1 === 32 || b1 === 9) && (buf[s + 2] === 32 || buf[s + 2] === 9)) return true;
  if (b0 === 35) return endsWithDigit2(buf, q, e) && COUNTER_RE.test(buf.toString("latin1", s, e));
  if (startsWithAscii(buf, s, e, "diff --git ") || startsWithAscii(buf, s, e, "+++ ") || startsWithAscii(buf, s, e, "--- a/")) return true;
  return false;
}

// src/normalize/lines-plan.ts
var GREP_LINE_RE = /^([^\s:][^:\n]*?)(?::(\d+)[:-]|-(\d+)-|:)/;
function planAndRender(buf, ops, o, key) {
  const n = ops.count;
  const { starts, flags, runs } = ops;
  const hidden = new Uint8Array(n);
  const collapse = /* @__PURE__ */ new Map();
  if (o.tool !== "read") {
    for (let r = 0; r < runs.length; r += 3) {
      const kind = runs[r];
      const first = runs[r + 1];
      const end = runs[r + 2];
      const kept = kind === RUN_ALTERNATE ? 2 : 1;
      if (!savesMoreThanMarker(starts, first + kept, end - 1)) continue;
      for (let i = first + kept; i < end; i++) hidden[i] = 1;
      collapse.set(first + kept - 1, { kind, first, end });
    }
  }
  const removals = [];
  let signalLines = 0;
  let candidates = 0;
  let signalMask;
  const byteLen = starts[n] - starts[0];
  const long = n >= o.minLines && estimateTokens(byteLen) >= o.minTokens;
  if (o.tool === "grep" && grepLike(buf, ops, hidden)) {
    capGrep(buf, ops, hidden, o.grepPerFile, removals);
  } else if (long) {
    const stats = { candidates: 0, signal: 0 };
    const signal = classifySignal(buf, ops, hidden, stats);
    signalMask = signal;
    signalLines = stats.signal;
    candidates = stats.candidates;
    const keep = new Uint8Array(n);
    let left = o.headLines;
    for (let i2 = 0; i2 < n && left > 0; i2++) {
      if (hidden[i2] || flags[i2] & FLAG_MARKER) continue;
      keep[i2] = 1;
      left--;
    }
    left = o.tailLines;
    for (let i2 = n - 1; i2 >= 0 && left > 0; i2--) {
      if (hidden[i2] || flags[i2] & FLAG_MARKER) continue;
      keep[i2] = 1;
      left--;
    }
    keepSignalAndMarkers(ops, hidden, collapse, signal, keep);
    let i = 0;
    while (i < n) {
      if (hidden[i] || keep[i]) {
        i++;
        continue;
      }
      let j = keep.indexOf(1, i);
      if (j < 0) j = n;
      const visible = j - i - (collapse.size > 0 ? hiddenWithin(hidden, i, j) : 0);
      if (visible >= o.minGap && savesMoreThanMarker(starts, i, j - 1)) removals.push({ first: i, last: j - 1, kind: "elided" });
      i = j;
    }
  }
  const rendered = render(buf, ops, hidden, collapse, removals, key, signalLines, candidates);
  if (signalMask) rendered.signal = signalMask;
  return rendered;
}
function keepSignalAndMarkers(ops, hidden, collapse, signal, keep) {
  const n = ops.count;
  const { flags, flagged } = ops;
  const plain = (i) => !hidden[i] && !(flags[i] & FLAG_MARKER);
  const keepSignal = (i) => {
    keep[i] = 1;
    if (i > 0 && plain(i - 1)) keep[i - 1] = 1;
    if (i + 1 < n && !collapse.has(i) && plain(i + 1)) keep[i + 1] = 1;
  };
  if (!flagged) {
    for (let i = 0; i < n; i++) {
      if (flags[i] & FLAG_MARKER) keep[i] = 1;
      if (signal[i]) keepSignal(i);
    }
    return;
  }
  for (let i = signal.indexOf(1); i >= 0; i = signal.indexOf(1, i + 1)) keepSignal(i);
  for (let k = 0; k < flagged.length; k++) if (flags[flagged[k]] & FLAG_MARKER) keep[flagged[k]] = 1;
}
function hiddenWithin(hidden, first, end) {
  let h = 0;
  for (let k = first; k < end; k++) h += hidden[k];
  return h;
}
function savesMoreThanMarker(starts, first, last) {
  return estimateTokens(starts[last + 1] - starts[first]) > MAX_MARKER_TOKENS;
}
function grepLike(buf, ops, hidden) {
  const b = asBuffer(buf);
  let lines = 0;
  let matches = 0;
  for (let i = 0; i < ops.count; i++) {
    if (hidden[i] || ops.flags[i] & FLAG_MARKER) continue;
    lines++;
    const s = ops.starts[i];
    if (GREP_LINE_RE.test(b.toString("utf8", s, Math.min(ops.starts[i + 1] - 1, s + 4096)))) matches++;
  }
  return lines > 0 && matches * 2 >= lines;
}
function capGrep(buf, ops, hidden, perFile, removals) {
  const b = asBuffer(buf);
  const n = ops.count;
  let file = null;
  let groupStart = -1;
  let seen = 0;
  const close = (end) => {
    if (file === null || seen < perFile + 2) return;
    let k = groupStart;
    let visible = 0;
    while (k < end) {
      if (!hidden[k]) visible++;
      if (visible > perFile) break;
      k++;
    }
    if (estimateTokens(ops.starts[end] - ops.starts[k]) <= MAX_MARKER_TOKENS + estimateTokens(file.length)) return;
    removals.push({ first: k, last: end - 1, kind: "grep-cap", file });
  };
  for (let i = 0; i <= n; i++) {
    if (i < n && hidden[i]) continue;
    let path = null;
    if (i < n && !(ops.flags[i] & FLAG_MARKER)) {
      const s = ops.starts[i];
      const m = GREP_LINE_RE.exec(b.toString("utf8", s, Math.min(ops.starts[i + 1] - 1, s + 4096)));
      if (m) path = m[1];
    }
    if (path !== null && path === file) {
      seen++;
      continue;
    }
    close(i);
    file = path;
    groupStart = i;
    seen = path === null ? 0 : 1;
  }
}
function render(buf, ops, hidden, collapse, removals, key, signalLines, candidates) {
  const n = ops.count;
  const { starts } = ops;
  const b = asBuffer(buf);
  const parts = [];
  const elisions = [];
  let segStart = -1;
  let segEnd = -1;
  let kept = 0;
  const flush = () => {
    if (segStart >= 0) parts.push(b.toString("utf8", segStart, segEnd));
    segStart = -1;
  };
  let r = 0;
  for (let i = 0; i < n; i++) {
    const rem = r < removals.length && removals[r].first === i ? removals[r++] : null;
    if (rem) {
      flush();
      const a = rem.first + 1;
      const z = rem.last + 1;
      const tokens = estimateTokens(starts[rem.last + 1] - starts[rem.first]);
      parts.push(rem.kind === "grep-cap" ? grepCapMarker(key(), rem.file, a, z) : elidedMarker(key(), a, z, tokens));
      elisions.push({ start: a, end: z, lines: z - a + 1, tokens, kind: rem.kind });
      i = rem.last;
      continue;
    }
    if (hidden[i]) continue;
    if (segStart < 0) segStart = starts[i];
    segEnd = starts[i + 1] - 1;
    kept++;
    const c = collapse.get(i);
    if (c) {
      flush();
      const a = i + 2;
      const z = c.end;
      const tokens = estimateTokens(starts[c.end] - starts[i + 1]);
      if (c.kind === RUN_ALTERNATE) {
        parts.push(alternatingMarker(key(), i, a, z));
        elisions.push({ start: a, end: z, lines: z - a + 1, tokens, kind: "alternating" });
      } else if (c.kind === RUN_BLANK) {
        parts.push(blankMarker(key(), a, z));
        elisions.push({ start: a, end: z, lines: z - a + 1, tokens, kind: "blank" });
      } else {
        parts.push(repeatedMarker(key(), i + 1, a, z));
        elisions.push({ start: a, end: z, lines: z - a + 1, tokens, kind: "repeated" });
      }
    }
  }
  flush();
  const trailingNewline = n > 0 && starts[n] === buf.length;
  const text = parts.join("\n") + (trailingNewline && parts.length > 0 ? "\n" : "");
  return { text, elisions, signalLines, keptLines: kept, candidates };
}

// src/normalize/long-lines.ts
var MAX_LINE_BYTES = 4096;
var LONG_LINE_HEAD = 1536;
var LONG_LINE_TAIL = 512;
function cutLongLines(buf, ops, limit, key) {
  if (limit <= 0) return null;
  if (ops.maxLineBytes !== void 0 && ops.maxLineBytes <= limit) return null;
  const { starts, count } = ops;
  let any = false;
  for (let i = 0; i < count; i++) {
    if (starts[i + 1] - 1 - starts[i] > limit) {
      any = true;
      break;
    }
  }
  if (!any) return null;
  const b = asBuffer(buf);
  const parts = [];
  const elisions = [];
  let from = 0;
  for (let i = 0; i < count; i++) {
    const s = starts[i];
    const e = starts[i + 1] - 1;
    const len = e - s;
    if (len <= limit) continue;
    const headEnd = charBoundary(b, s + LONG_LINE_HEAD, s);
    const tailStart = charBoundary(b, e - LONG_LINE_TAIL, s);
    const head = headEnd - s;
    const tail = e - tailStart;
    parts.push(b.subarray(from, headEnd));
    parts.push(Buffer.from(` ${longLineMarker(key(), i + 1, len, head, tail)} `, "utf8"));
    from = tailStart;
    elisions.push({ start: i + 1, end: i + 1, lines: 1, tokens: estimateTokens(len - head - tail), kind: "long-line" });
  }
  parts.push(b.subarray(from));
  return { bytes: Buffer.concat(parts), elisions };
}
function charBoundary(b, p, min) {
  while (p > min && (b[p] & 192) === 128) p--;
  return p;
}

// src/normalize/json.ts
var MAX_JSON_BYTES = 64 << 20;
var MAX_SCHEMA_KEYS = 12;
function looksLikeJson(buf) {
  let s = 0;
  let e = buf.length - 1;
  while (s <= e && (buf[s] === 32 || buf[s] === 9 || buf[s] === 10 || buf[s] === 13)) s++;
  while (e >= s && (buf[e] === 32 || buf[e] === 9 || buf[e] === 10 || buf[e] === 13)) e--;
  if (e <= s) return false;
  return buf[s] === 123 && buf[e] === 125 || buf[s] === 91 && buf[e] === 93;
}
var RISKY_NUMBER_RE = /[0-9]\.[0-9]*0(?![0-9])|[0-9]{16,}|[0-9][eE]|-0(?![.0-9])|\.[0-9]{17,}/;
function projectJson(buf, o, key) {
  if (buf.length > MAX_JSON_BYTES || !looksLikeJson(buf)) return null;
  const src = asBuffer(buf).toString("utf8");
  let value;
  try {
    value = JSON.parse(src);
  } catch {
    return null;
  }
  if (!hasLongArray(value, o.jsonMaxItems)) return "keep";
  if (RISKY_NUMBER_RE.test(src.replace(/"(?:[^"\\]|\\.)*"/g, '""'))) return null;
  const elisions = [];
  const reduce = (v, path) => {
    if (Array.isArray(v)) {
      const items = v.length > o.jsonMaxItems ? v.slice(0, o.jsonKeepItems) : v;
      const out = items.map((x, i) => reduce(x, `${path}[${i}]`));
      if (items !== v) {
        const first = o.jsonKeepItems;
        const last = v.length - 1;
        out.push(jsonItemsMarker(key(), path, first, last, v.length, schemaOf(v)));
        const removedChars = JSON.stringify(v.slice(first)).length;
        elisions.push({ start: first, end: last, lines: last - first + 1, tokens: Math.ceil(removedChars / 4), kind: "json-items" });
      }
      return out;
    }
    if (v !== null && typeof v === "object") {
      const out = {};
      for (const [k, x] of Object.entries(v)) out[k] = reduce(x, `${path}${/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`}`);
      return out;
    }
    return v;
  };
  const reduced = reduce(value, "$");
  const text = JSON.stringify(reduced, null, indentOf(src)) + (/\n\s*$/.test(src) ? "\n" : "");
  return { text, elisions };
}
function hasLongArray(v, max) {
  if (Array.isArray(v)) return v.length > max || v.some((x) => hasLongArray(x, max));
  if (v !== null && typeof v === "object") return Object.values(v).some((x) => hasLongArray(x, max));
  return false;
}
function schemaOf(items) {
  const keys = /* @__PURE__ */ new Set();
  for (const x of items) {
    if (x === null || typeof x !== "object" || Array.isArray(x)) continue;
    for (const k of Object.keys(x)) {
      keys.add(k);
      if (keys.size > MAX_SCHEMA_KEYS) break;
    }
    if (keys.size > MAX_SCHEMA_KEYS) break;
  }
  const list = [...keys].slice(0, MAX_SCHEMA_KEYS).map((k) => k.replace(/[\]\n;]/g, "?"));
  if (keys.size > MAX_SCHEMA_KEYS) list.push("\u2026");
  return list;
}
function indentOf(src) {
  const m = /\n([ \t]+)\S/.exec(src);
  return m ? m[1] : "";
}

// src/normalize/options.ts
var TOOL_KINDS = ["bash", "read", "grep", "json", "web", "auto"];
function resolveRequest(opts) {
  const tool = opts.tool ?? "auto";
  if (!TOOL_KINDS.includes(tool)) throw badOption("normalize", `unknown tool '${String(tool)}' (expected one of ${TOOL_KINDS.join(", ")})`);
  return { tool, spill: opts.spill ?? true };
}
function resolveOptions(opts, tool) {
  const read = tool === "read";
  const pos = (v, name, fallback) => {
    if (v === void 0) return fallback;
    if (!Number.isInteger(v) || v < 0) throw badOption("normalize", `option ${name} must be a non-negative integer, got ${v}`);
    return v;
  };
  return {
    tool,
    spill: opts.spill ?? true,
    headLines: pos(opts.headLines, "headLines", read ? 200 : 15),
    tailLines: pos(opts.tailLines, "tailLines", read ? 50 : 25),
    minLines: pos(opts.minLines, "minLines", read ? 3e3 : 40),
    minTokens: pos(opts.minTokens, "minTokens", 800),
    minGap: Math.max(1, pos(opts.minGap, "minGap", 3)),
    grepPerFile: Math.max(1, pos(opts.grepPerFile, "grepPerFile", 5)),
    maxLineBytes: maxLineBytes(pos(opts.maxLineBytes, "maxLineBytes", MAX_LINE_BYTES)),
    jsonMaxItems: pos(opts.jsonMaxItems, "jsonMaxItems", 10),
    jsonKeepItems: Math.max(1, pos(opts.jsonKeepItems, "jsonKeepItems", 3)),
    impl: opts.impl
  };
}
function maxLineBytes(v) {
  return v === 0 ? 0 : Math.max(v, 2 * (LONG_LINE_HEAD + LONG_LINE_TAIL));
}

// src/normalize/normalize.ts
function normalize(input, opts = {}) {
  if (typeof input === "string") return run(Buffer.from(input, "utf8"), true, input.length, input, opts);
  const raw = asBuffer(input);
  const rawIsUtf8 = (0, import_node_buffer.isUtf8)(raw);
  return run(raw, rawIsUtf8, void 0, void 0, opts);
}
function run(raw, rawIsUtf8, charsIn, input, opts) {
  const { tool: requested, spill } = resolveRequest(opts);
  const emptyStats = (tool2) => ({
    tool: tool2,
    bytesIn: raw.length,
    lines: 0,
    keptLines: 0,
    escapes: 0,
    redraws: 0,
    overstrikes: 0,
    controls: 0,
    candidates: 0,
    impl: "none"
  });
  if (raw.length === 0) {
    return { text: "", key: null, tokensBefore: 0, tokensAfter: 0, elisions: [], signalLines: 0, binary: false, changed: false, stats: emptyStats("bash") };
  }
  const why = binaryReason(raw, rawIsUtf8);
  if (why) {
    charsIn ??= charCount(raw, void 0, rawIsUtf8);
    const digest2 = sha1(raw);
    const key2 = digest2.slice(0, KEY_HEX);
    if (spill) spillPutRaw(key2, raw);
    const text2 = binaryMarker(key2, raw.length, why, digest2.slice(0, KEY_HEX));
    return {
      text: text2,
      key: key2,
      tokensBefore: estimateTokens(charsIn),
      tokensAfter: estimateTokens(text2),
      elisions: [{ start: 1, end: 1, lines: 1, tokens: estimateTokens(charsIn), kind: "binary" }],
      signalLines: 0,
      binary: true,
      changed: true,
      stats: emptyStats(requested === "auto" ? "bash" : requested)
    };
  }
  const plain = plainUnits(raw);
  const term = plain >= 0 ? plainTerminal(raw, plain) : stripTerminalDetailed(raw);
  const inChars = charsIn ?? (rawIsUtf8 && term.units !== void 0 && term.units >= 0 ? term.units : charCount(raw, void 0, rawIsUtf8));
  const cleaned = asBuffer(term.bytes);
  const cleanedIsRaw = cleaned === raw || cleaned.length === raw.length && cleaned.equals(raw);
  const tool = requested === "auto" ? looksLikeJson(cleaned) ? "json" : "bash" : requested;
  const o = resolveOptions(opts, tool);
  let key = null;
  const keyOf = () => key ??= spillKeyOf(raw);
  let text = null;
  let elisions = [];
  let signalLines = 0;
  let lines = 0;
  let keptLines = 0;
  let candidates = 0;
  let signalMask;
  let impl = "none";
  let lineMode = true;
  let usedTool = tool;
  if (tool === "json") {
    const projected = projectJson(cleaned, o, keyOf);
    if (projected === "keep") lineMode = false;
    else if (projected) {
      lineMode = false;
      text = projected.text;
      elisions = projected.elisions;
    } else usedTool = "bash";
  }
  if (lineMode) {
    const lineOpts = tool === "web" ? { ...DEFAULT_LINE_OPS, minBlank: 2 } : DEFAULT_LINE_OPS;
    let ops = lineOps(cleaned, lineOpts, o.impl);
    impl = ops.impl;
    lines = ops.count;
    const cut = cutLongLines(cleaned, ops, o.maxLineBytes, keyOf);
    if (cut) ops = lineOps(cut.bytes, lineOpts, o.impl);
    const plan = planAndRender(cut ? cut.bytes : cleaned, ops, usedTool === tool ? o : resolveOptions(opts, usedTool), keyOf);
    signalLines = plan.signalLines;
    keptLines = plan.keptLines;
    candidates = plan.candidates;
    signalMask = plan.signal;
    if (plan.elisions.length > 0 || cut) {
      text = plan.text;
      elisions = cut ? [...plan.elisions, ...cut.elisions].sort((x, y) => x.start - y.start) : plan.elisions;
    }
  }
  const validUtf8 = cleanedIsRaw ? rawIsUtf8 : (0, import_node_buffer.isUtf8)(cleaned);
  const changed = text !== null || !cleanedIsRaw || !validUtf8;
  if (text === null) {
    text = cleanedIsRaw && input !== void 0 ? input : cleaned.toString("utf8");
  }
  let spillNow;
  if (changed && spill) {
    spillNow = () => {
      const textBytes = validUtf8 ? cleaned : Buffer.from(cleaned.toString("utf8"), "utf8");
      spillPut(keyOf(), textBytes, textBytes.equals(raw) ? null : raw);
    };
    if (!opts.deferSpill) {
      spillNow();
      spillNow = void 0;
    }
  }
  const stats = {
    tool: usedTool,
    bytesIn: raw.length,
    lines,
    keptLines,
    escapes: term.stats.escapes,
    redraws: term.stats.redraws,
    overstrikes: term.stats.overstrikes,
    controls: term.stats.controls,
    candidates,
    impl
  };
  const result = {
    text,
    key: changed ? keyOf() : null,
    tokensBefore: estimateTokens(inChars),
    tokensAfter: estimateTokens(text),
    elisions,
    signalLines,
    binary: false,
    changed,
    stats
  };
  if (signalMask) Object.defineProperty(result, "signalMask", { value: signalMask, enumerable: false });
  if (spillNow) Object.defineProperty(result, "spillNow", { value: spillNow, enumerable: false });
  if (spillNow && cleanedIsRaw && validUtf8) Object.defineProperty(result, "spillIsInput", { value: true, enumerable: false });
  return result;
}
function plainTerminal(raw, units) {
  return { bytes: raw, stats: { escapes: 0, redraws: 0, overstrikes: 0, controls: 0 }, upMoves: 0, units };
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

// src/cli/commands/normalize.ts
var help = `usage: ck normalize [--json] [--tool bash|read|grep|json|web|auto] [--no-spill]

T1: reads a tool output on stdin and writes it normalized to stdout: escape sequences and progress redraws
resolved, repeated lines collapsed, and for long outputs everything but the head, the signal lines (errors,
warnings, failures, tracebacks, file:line locations, summaries, diff hunks) with a line of context, and the tail
replaced by one-line [ck: \u2026] markers. Each marker names the exact line range and the command that gives it back
(ck recall KEY --lines A-B); the original is kept in the spill store ($XDG_STATE_HOME/context-kernel/spill).

options:
  --json        print {text, key, tokensBefore, tokensAfter, elisions, signalLines, binary, changed, stats}
  --tool NAME   projection for the producing tool (default auto: JSON if it parses, else bash):
                  grep  cap matches per file;  json  shorten long arrays (output stays valid JSON);
                  read  only escapes unless the file is huge;  web  collapse blank runs too
  --no-spill    do not keep the original (markers then cannot be recalled)

On a terminal, standard input is read until end of file (Ctrl-D), with a one-line hint on stderr.

Exit status: 0 the normalized output was printed (also when nothing changed), 1 an unexpected error,
2 bad usage (an unknown flag or --tool, a positional argument).
`;
var command = {
  name: "normalize",
  summary: operator("normalize").summary,
  help,
  async run(argv, io) {
    const { values, positionals } = parseFlags(
      argv,
      { json: { type: "boolean" }, tool: { type: "string" }, "no-spill": { type: "boolean" } },
      "normalize"
    );
    if (values.help) {
      io.stdout.write(help);
      return 0;
    }
    if (positionals.length) throw badFlag("normalize", positionals[0], "no positional arguments; pipe the output on stdin");
    const tool = values.tool;
    if (tool !== void 0 && !TOOL_KINDS.includes(tool)) throw badFlag("--tool", tool, TOOL_KINDS.join("|"));
    const input = await io.readStdin("normalize");
    const result = normalize(input, { tool, spill: !values["no-spill"] });
    if (values.json) io.stdout.write(`${JSON.stringify(result)}
`);
    else io.stdout.write(result.text);
    if (io.interactive) {
      const saved = result.tokensBefore ? Math.round((1 - result.tokensAfter / result.tokensBefore) * 100) : 0;
      const recover2 = result.key ? `; recover: ck recall ${result.key}` : "";
      io.stderr.write(
        `ck normalize: ~${formatTokens(result.tokensBefore)} -> ~${formatTokens(result.tokensAfter)} tokens (-${saved}%), ${result.elisions.length} marker(s), ${result.signalLines} signal line(s)${recover2}
`
      );
    }
    return 0;
  }
};

// src/cli/run.ts
var import_node_fs8 = require("node:fs");

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

// normalize-entry.mjs
async function run2(argv) {
  exitWhenDone(await runCommand(command, argv, processIO()));
}
if (require.main === module) run2(process.argv.slice(2));
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
