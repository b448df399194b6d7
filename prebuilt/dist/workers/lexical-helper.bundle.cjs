const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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

// src/rank/helper-worker.ts
var import_node_fs5 = require("node:fs");
var import_node_worker_threads = require("node:worker_threads");

// src/kernels/sha.ts
var crypto = __toESM(require("node:crypto"), 1);

// src/kernels/wasm.ts
var import_node_fs4 = require("node:fs");
var import_node_url3 = require("node:url");

// src/errors.ts
function kernelMissing(name, file) {
  return new Error(`kernel '${name}' is not built (${file} missing): run \`npm run build\``);
}
function kernelTrap(name, detail) {
  return new Error(`kernel '${name}' trapped: ${detail}`);
}

// src/runtime/wasm-cache.ts
var import_node_fs2 = require("node:fs");

// ck-module-shim:node:module
var import_node_path = require("node:path");
var import_node_url = require("node:url");
function createRequire(from) {
  const file = String(from).startsWith("file:") ? (0, import_node_url.fileURLToPath)(from) : String(from);
  if ((0, import_node_path.dirname)(file) === __dirname) return require;
  return require("node:module").createRequire(from);
}

// src/runtime/wasm-cache.ts
var import_node_path5 = require("node:path");
var import_node_url2 = require("node:url");

// src/runtime/code-cache.ts
var import_node_crypto = require("node:crypto");
var import_node_fs = require("node:fs");
var import_node_path4 = require("node:path");

// src/store/paths.ts
var import_node_path3 = require("node:path");

// src/config/env.ts
var import_node_os = require("node:os");
var import_node_path2 = require("node:path");

// src/tokens.ts
function parseTokenCount(text2) {
  const m = /^(\d+(?:\.\d+)?|\.\d+)([kKmM]?)$/.exec(text2.trim().replace(/_/g, ""));
  if (!m || !m[2] && m[1].includes(".")) return void 0;
  const scale = m[2] === "" ? 1 : m[2] === "k" || m[2] === "K" ? 1e3 : 1e6;
  const n = Math.round(Number(m[1]) * scale);
  return Number.isSafeInteger(n) ? n : void 0;
}

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
  return { cacheHome: env.XDG_CACHE_HOME || (0, import_node_path2.join)((0, import_node_os.homedir)(), ".cache"), stateHome: env.XDG_STATE_HOME || (0, import_node_path2.join)((0, import_node_os.homedir)(), ".local", "state") };
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
    claudeConfigDir: env.CLAUDE_CONFIG_DIR || (0, import_node_path2.join)((0, import_node_os.homedir)(), ".claude"),
    ...resolveStoreDirs(env),
    ...resolveNodeFlags(env),
    lexicalQuery: env.CK_LEXICAL_QUERY !== "0",
    lexicalBackground: env.CK_LEXICAL_BACKGROUND !== "0"
  });
}

// src/store/paths.ts
function stateDir(...sub) {
  return (0, import_node_path3.join)(resolveStoreDirs().stateHome, "context-kernel", ...sub);
}

// src/runtime/code-cache.ts
var DIGEST_BYTES = 20;
function cacheFileName(file, tag, source) {
  const sourceKey = (0, import_node_crypto.createHash)("sha1").update(source).digest("hex").slice(0, 16);
  return `${cachePrefix(file, tag)}${sourceKey}.v8`;
}
function cachePrefix(file, tag) {
  const runtime = [process.version, process.arch, process.execArgv.join(" "), resolveNodeFlags().nodeOptions].join("\0");
  const runtimeKey = (0, import_node_crypto.createHash)("sha1").update(runtime).digest("hex").slice(0, 8);
  return `${(0, import_node_path4.basename)(file)}-${tag.replace(/[^A-Za-z0-9_-]/g, "_")}-${runtimeKey}-`;
}
function readCacheFile(path) {
  let body;
  try {
    body = (0, import_node_fs.readFileSync)(path);
  } catch {
    return void 0;
  }
  if (body.length <= DIGEST_BYTES) return void 0;
  const payload = body.subarray(DIGEST_BYTES);
  const digest2 = (0, import_node_crypto.createHash)("sha1").update(payload).digest();
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
  return (0, import_node_path5.join)(dir, cacheFileName(`${name}.wasm`, WASM_CACHE_TAG, Buffer.from(wire.buffer, wire.byteOffset, wire.byteLength)));
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
    if (!(0, import_node_fs2.existsSync)(writer)) return;
    const jobs = [];
    (0, import_node_fs2.mkdirSync)(dir, { recursive: true });
    for (const [name, { file, path }] of toWrite) {
      const marker = pendingMarker(path);
      if ((0, import_node_fs2.existsSync)(marker)) continue;
      (0, import_node_fs2.writeFileSync)(marker, `${process.pid}
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
var import_node_fs3 = require("node:fs");
var import_node_path6 = require("node:path");
var ROTATE_BYTES = 5 * 1024 * 1024;
function oneLine(message) {
  return message.replace(/[\r\n]+/g, " ").slice(0, 2e3);
}
function hookLog(event, message) {
  if (resolveEnvConfig().logOff) return;
  try {
    const dir = stateDir("logs");
    (0, import_node_fs3.mkdirSync)(dir, { recursive: true });
    const file = (0, import_node_path6.join)(dir, "hook.log");
    try {
      if ((0, import_node_fs3.statSync)(file).size > ROTATE_BYTES) (0, import_node_fs3.renameSync)(file, (0, import_node_path6.join)(dir, "hook.1.log"));
    } catch {
    }
    (0, import_node_fs3.appendFileSync)(file, `${(/* @__PURE__ */ new Date()).toISOString()} ${event} ${oneLine(message)}
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
    bytes = (0, import_node_fs4.readFileSync)(file);
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
var slot = new KernelSlot("sha", 64 << 20, 0);
var utf8 = new TextEncoder();
function toBytes(data) {
  return typeof data === "string" ? utf8.encode(data) : data;
}
function wasmHex(bytes, algo) {
  return slot.run((k) => {
    const ptr = k.alloc(bytes.length);
    new Uint8Array(k.memory.buffer, ptr, bytes.length).set(bytes);
    const at = algo === "sha1" ? k.sha1(bytes.length) : k.sha256(bytes.length);
    const hex2 = Buffer.from(k.memory.buffer, at, algo === "sha1" ? 20 : 32).toString("hex");
    slot.doneWith(k);
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

// src/rank/tokenize.ts
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
  const n = w.length;
  if (n <= 3 || w.charCodeAt(n - 1) !== 115) return w;
  if (w.endsWith("ies") && !w.endsWith("eies") && !w.endsWith("aies")) return w.slice(0, -3) + "y";
  if (w.endsWith("es") && !w.endsWith("aes") && !w.endsWith("ees") && !w.endsWith("oes")) return w.slice(0, -1);
  if (w.endsWith("us") || w.endsWith("ss") || w.endsWith("is")) return w;
  return w.slice(0, -1);
}
var STEM_PARTS = true;
var isUpper = (c) => c >= 65 && c <= 90;
var isLower = (c) => c >= 97 && c <= 122;
var isDigit = (c) => c >= 48 && c <= 57;
function isIdentChar(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57 || c === 95;
}
function pushWord(w, out, stem) {
  if (w.length < 2 || STOPWORDS.has(w)) return;
  out.push(stem && STEM_PARTS ? stemS(w) : w);
}
function identTokens(raw, out) {
  let a = 0;
  let z = raw.length;
  while (a < z && raw.charCodeAt(a) === 95) a++;
  while (z > a && raw.charCodeAt(z - 1) === 95) z--;
  if (a === z) return;
  let parts = 0;
  let s = -1;
  for (let i = a; i < z; i++) {
    const c = raw.charCodeAt(i);
    if (c === 95) {
      if (s >= 0) {
        pushWord(raw.slice(s, i).toLowerCase(), out, true);
        parts++;
        s = -1;
      }
      continue;
    }
    if (s < 0) {
      s = i;
      continue;
    }
    const p = raw.charCodeAt(i - 1);
    if (isLower(c) && isUpper(p) && i - 1 > s && isUpper(raw.charCodeAt(i - 2))) {
      pushWord(raw.slice(s, i - 1).toLowerCase(), out, true);
      parts++;
      s = i - 1;
    } else if (isUpper(c) && !isUpper(p) || isDigit(c) !== isDigit(p)) {
      pushWord(raw.slice(s, i).toLowerCase(), out, true);
      parts++;
      s = i;
    }
  }
  if (s >= 0) {
    pushWord(raw.slice(s, z).toLowerCase(), out, true);
    parts++;
  }
  if (parts > 1) {
    const whole = raw.slice(a, z).toLowerCase();
    if (!STOPWORDS.has(whole)) out.push(whole);
  }
}

// src/rank/fields.ts
var F_PATH = 0;
var F_DEFS = 1;
var F_DOC = 2;
var F_BODY = 3;
var NF = 4;
var IDENT = new Uint8Array(256);
for (let c = 0; c < 256; c++) IDENT[c] = isIdentChar(c) ? 1 : 0;
function scanRange(text2, s, e, field, sink) {
  let i = s;
  while (i < e) {
    if (!IDENT[text2[i]]) {
      i++;
      continue;
    }
    const a = i;
    while (i < e && IDENT[text2[i]]) i++;
    sink.run(field, a, i);
  }
}
function isPyPrefix(text2, s, e) {
  if (e - s > 2) return false;
  for (let i = s; i < e; i++) {
    const c = text2[i] | 32;
    if (c !== 114 && c !== 98 && c !== 117 && c !== 102) return false;
  }
  return true;
}
function scanPython(text2, sink) {
  const n = text2.length;
  let i = 0;
  while (i < n) {
    const c = text2[i];
    if (IDENT[c]) {
      const s = i;
      while (i < n && IDENT[text2[i]]) i++;
      const q = i < n ? text2[i] : 0;
      if ((q === 34 || q === 39) && isPyPrefix(text2, s, i)) continue;
      sink.run(F_BODY, s, i);
      continue;
    }
    if (c === 35) {
      i++;
      while (i < n) {
        const d = text2[i];
        if (IDENT[d]) {
          const s = i;
          while (i < n && IDENT[text2[i]]) i++;
          sink.run(F_DOC, s, i);
          continue;
        }
        if (d === 10) break;
        i++;
      }
      continue;
    }
    if (c === 34 || c === 39) {
      const triple = i + 2 < n && text2[i + 1] === c && text2[i + 2] === c;
      const field = triple ? F_DOC : F_BODY;
      i += triple ? 3 : 1;
      while (i < n) {
        const d = text2[i];
        if (IDENT[d]) {
          const s = i;
          while (i < n && IDENT[text2[i]]) i++;
          sink.run(field, s, i);
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
          if (i + 2 < n && text2[i + 1] === c && text2[i + 2] === c) {
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
function indexOf2(text2, a, b, from) {
  for (let i = text2.indexOf(a, from); i >= 0; i = text2.indexOf(a, i + 1)) if (text2[i + 1] === b) return i;
  return -1;
}
function scanJs(text2, sink) {
  const n = text2.length;
  let i = 0;
  while (i < n) {
    const c = text2[i];
    if (IDENT[c]) {
      const s = i;
      while (i < n && IDENT[text2[i]]) i++;
      sink.run(F_BODY, s, i);
      continue;
    }
    if (c === 47) {
      const d = text2[i + 1];
      if (d === 47) {
        let e = text2.indexOf(10, i);
        if (e < 0) e = n;
        scanRange(text2, i + 2, e, F_DOC, sink);
        i = e;
        continue;
      }
      if (d === 42) {
        let e = indexOf2(text2, 42, 47, i + 2);
        if (e < 0) e = n;
        scanRange(text2, i + 2, e, F_DOC, sink);
        i = e + 2;
        continue;
      }
    }
    if (c === 34 || c === 39 || c === 96) {
      let j = i + 1;
      while (j < n) {
        const d = text2[j];
        if (d === 92) {
          j += 2;
          continue;
        }
        if (d === c || d === 10 && c !== 96) break;
        j++;
      }
      scanRange(text2, i + 1, Math.min(j, n), F_BODY, sink);
      i = j + 1;
      continue;
    }
    i++;
  }
}
function scannerFor(lang) {
  return lang === "python" ? scanPython : lang === "js" || lang === "ts" ? scanJs : void 0;
}

// src/repo/record.ts
var text = (b) => typeof b === "string" ? b : b.text();
var IndexedFile = class _IndexedFile {
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
function undecodedDefsBytes(f) {
  if (!(f instanceof IndexedFile)) return void 0;
  const b = f.storedBlobOrBytes("defs");
  return typeof b === "object" ? b : void 0;
}

// src/rank/postings.ts
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
      let slot2 = fnvStr(terms[id]) & this.tmask;
      while (this.ttable[slot2] !== 0) slot2 = slot2 + 1 & this.tmask;
      this.ttable[slot2] = id + 1;
    }
    const cap = Math.max(1024, terms.length * 2, runsHint);
    this.counts = new Uint32Array(cap * NF);
    this.mark = new Int32Array(cap).fill(-1);
    this.touched = new Uint32Array(cap);
    this.entKey = new Uint32Array(expectedEntries);
    this.entTf = new Uint16Array(expectedEntries);
    const slots = Math.max(1 << 16, tableSize(runsHint));
    this.table = new Int32Array(4 * slots);
    this.mask = slots - 1;
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
    const n = b - a;
    this.reserve(n);
    const tmp = new Float64Array(n);
    for (let e = 0; e < n; e++) {
      const key = part.entKey[a + e];
      const t = key / NF | 0;
      tmp[e] = (remap[t] * NF + (key - t * NF)) * 65536 + part.entTf[a + e];
    }
    tmp.sort();
    for (let e = 0; e < n; e++) {
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
    let slot2 = fnvStr(t) & this.tmask;
    for (; ; ) {
      const r = this.ttable[slot2] - 1;
      if (r < 0) break;
      if (terms[r] === t) return r;
      slot2 = slot2 + 1 & this.tmask;
    }
    const id = terms.length;
    terms.push(t);
    this.ttable[slot2] = id + 1;
    if (terms.length * 2 > this.ttable.length) this.growTermTable();
    if (id >= this.mark.length) this.growTerms();
    return id;
  }
  growTermTable() {
    const t = new Int32Array(this.ttable.length * 2);
    const mask = t.length - 1;
    const terms = this.terms;
    for (let id = 0; id < terms.length; id++) {
      let slot2 = fnvStr(terms[id]) & mask;
      while (t[slot2] !== 0) slot2 = slot2 + 1 & mask;
      t[slot2] = id + 1;
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
  run(field, s, e) {
    const buf = this.buf;
    let h = FNV_OFFSET;
    let g = e - s;
    for (let i = s; i < e; i++) {
      const c = buf[i];
      h = Math.imul(h ^ c, FNV_PRIME);
      g = Math.imul(g, 31) + c | 0;
    }
    const table = this.table;
    let slot2 = h & this.mask;
    let r;
    for (; ; ) {
      const at = slot2 << 2;
      r = table[at + 3] - 1;
      if (r < 0) {
        r = this.addRun(at, h, g, s, e);
        break;
      }
      if (table[at] === h && table[at + 1] === g && table[at + 2] === e - s) break;
      slot2 = slot2 + 1 & this.mask;
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
    const pool = this.idPool;
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
          const id = pool[k];
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
  addRun(at, h, g, s, e) {
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
    identTokens(this.buf.toString("latin1", s, e), tmp);
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
    table[at + 2] = e - s;
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
      let slot2 = old[at] & mask;
      while (t[(slot2 << 2) + 3] !== 0) slot2 = slot2 + 1 & mask;
      t.set(old.subarray(at, at + 4), slot2 << 2);
    }
    this.table = t;
    this.mask = mask;
  }
  addWords(field, text2) {
    const b = Buffer.from(text2, "latin1");
    this.buf = b;
    scanRange(b, 0, b.length, field, this);
  }
  // The names of a record's undecoded defs blob (JSON whose only strings are the names), scanned in place: the same
  // runs, in the same order, as scanning each decoded name, without a Def object and a Buffer per definition. Names
  // with an escape or a non-ASCII byte (a name's latin1 bytes are then not its UTF-8 bytes) go the decoded way.
  addDefsJson(f) {
    const blob = undecodedDefsBytes(f);
    if (!blob) return false;
    const { chunk, start, end } = blob;
    for (let i = start; i < end; i++) {
      const c = chunk[i];
      if (c === 92 || c >= 128) return false;
    }
    this.buf = chunk;
    for (let i = start; i < end; i++) {
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
  addFile(f, bytes, checked = false) {
    const dot = f.path.lastIndexOf(".");
    const slash = f.path.lastIndexOf("/");
    this.addWords(F_PATH, dot > slash ? f.path.slice(0, dot) : f.path);
    const scan = scannerFor(f.lang);
    if (scan) {
      if ("defNames" in f) this.addWords(F_DEFS, f.defNames);
      else if (!this.addDefsJson(f)) for (const d of f.defs) this.addWords(F_DEFS, d.name);
    }
    if (scan && bytes !== void 0) {
      this.buf = bytes;
      scan(bytes, this);
    }
    this.buf = EMPTY;
    this.endFile(f, checked && (bytes === void 0 || sha1Hex(bytes) !== f.hash) ? UNMATCHED_HASH : f.hash);
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
    let slot2 = fnvStr(terms[t]) & mask;
    while (termTable[slot2] !== 0) slot2 = slot2 + 1 & mask;
    termTable[slot2] = t + 1;
  }
  return { termBlob, termOff, termTable };
}
function tableSize(n) {
  let size = 1024;
  while (size < n * 2) size *= 2;
  return size;
}
function fnvStr(t) {
  let h = FNV_OFFSET;
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
  return h;
}

// src/rank/helper-protocol.ts
var CHUNK = 16;
function takeChunk(c, fromBack) {
  for (; ; ) {
    const v = Atomics.load(c, 0);
    const front = Number(v & 0xffffffffn);
    const back = Number(v >> 32n);
    if (front >= back) return null;
    const next = fromBack ? Math.max(front, back - CHUNK) : Math.min(back, front + CHUNK);
    const nv = fromBack ? BigInt(next) << 32n | BigInt(front) : BigInt(back) << 32n | BigInt(next);
    if (Atomics.compareExchange(c, 0, v, nv) === v) return fromBack ? [next, back] : [front, next];
  }
}

// src/rank/helper-worker.ts
var port = import_node_worker_threads.parentPort;
port.once("message", (job) => {
  const c = new BigInt64Array(job.counters);
  const b = new ForwardBuilder([], 1 << 18);
  b.recordFirstUse();
  const files = [];
  for (let ch = takeChunk(c, true); ch !== null; ch = takeChunk(c, true)) {
    for (let k = ch[0]; k < ch[1]; k++) {
      const f = job.files[k];
      let bytes;
      if (f.abs !== void 0) {
        try {
          bytes = (0, import_node_fs5.readFileSync)(f.abs);
        } catch {
          bytes = void 0;
        }
      }
      b.addFile(f, bytes, f.abs !== void 0);
      files.push(k);
    }
  }
  const part = b.part();
  const transfer = [part.fileStart.buffer, part.lens.buffer, part.entKey.buffer, part.entTf.buffer];
  if (part.order && part.orderStart) transfer.push(part.order.buffer, part.orderStart.buffer);
  port.postMessage({ files, part }, transfer);
});
