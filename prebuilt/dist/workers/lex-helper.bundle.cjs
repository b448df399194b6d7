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

// src/repo/lex-helper-worker.ts
var import_node_worker_threads = require("node:worker_threads");

// src/kernels/wasm.ts
var import_node_fs4 = require("node:fs");
var import_node_url3 = require("node:url");

// src/errors.ts
function kernelMissing(name, file) {
  return new Error(`kernel '${name}' is not built (${file} missing): run \`npm run build\``);
}
function kernelTrap(name, detail2) {
  return new Error(`kernel '${name}' trapped: ${detail2}`);
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
  const n3 = Math.round(Number(m[1]) * scale);
  return Number.isSafeInteger(n3) ? n3 : void 0;
}

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
function noteWasmInput(bytes) {
  inputBytes += bytes;
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
function twinFallback(kernel2, reason, cause) {
  counts.set(kernel2, (counts.get(kernel2) ?? 0) + 1);
  const detail2 = cause === void 0 ? "" : `: ${cause instanceof Error ? cause.message : String(cause)}`;
  hookLog("kernel-fallback", `${kernel2} kernel ${reason}${detail2}; the TypeScript twin answers`);
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
function adoptKernelModule(name, mod) {
  if (!moduleCache.has(name)) moduleCache.set(name, mod);
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

// src/repo/file.ts
var import_node_fs5 = require("node:fs");

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
  let s3 = "";
  for (const w of words) s3 += w.toString(16).padStart(8, "0");
  return s3;
}
var rotl = (x, n3) => x << n3 | x >>> 32 - n3;
var rotr = (x, n3) => x >>> n3 | x << 32 - n3;
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

// src/repo/lex/kernel.ts
var import_node_buffer3 = require("node:buffer");

// src/kernels/layouts.ts
var LEX_DEFS_PTR = 0;
var LEX_DEFS_LEN = 1;
var LEX_IMPORTS_PTR = 2;
var LEX_DECORATORS_PTR = 4;
var LEX_DECORATORS_LEN = 5;
var LEX_DYNAMIC_PTR = 6;
var LEX_DYNAMIC_COUNT = 7;
var LEX_RECORD_COUNT = 8;
var LEX_RECORDS_PTR = 9;
var STRIP_HEADER_SLOTS = 5;
var HEADER_BYTES = STRIP_HEADER_SLOTS * 4;

// src/repo/lex/records.ts
var REC = 6;
var PY_IMPORT = 1;
var PY_FROM = 2;
var PY_NAME = 3;
var PY_DYNCONST = 4;
var PY_DYNIMPORT = 5;
var PY_GETATTR = 6;
var PY_DECORATOR = 7;
var PY_DEF = 8;
var F_COND = 1;
var F_LAZY = 2;
var F_TC = 4;
var PD_FUNCTION = 1;
var PD_CLASS = 2;
var PD_VARIABLE = 3;
var JS_IMPORT = 1;
var JS_DYNAMIC = 2;
var JS_EVENT = 3;
var JS_DEF = 4;
var JK_STATIC = 1;
var JK_TYPE = 2;
var JK_REEXPORT = 3;
var JK_SIDE_EFFECT = 4;
var JK_DYNAMIC_CONST = 5;
var JK_REQUIRE = 6;
var JD_FUNCTION = 1;
var JD_CLASS = 2;
var JD_VARIABLE = 3;
var JD_CONST = 4;
var JD_INTERFACE = 5;
var JD_TYPE = 6;
var JD_ENUM = 7;

// src/repo/lex/utf8.ts
var utf8Slice = typeof Buffer.prototype.utf8Slice === "function" ? (buf, start, end) => buf.utf8Slice(start, end) : (buf, start, end) => buf.toString("utf8", start, end);

// src/repo/lex/py-twin.ts
var import_node_buffer = require("node:buffer");

// src/repo/lex/charclass.ts
var CC_PY_START = 1;
var CC_PY_ID = 2;
var CC_JS_START = 4;
var CC_JS_ID = 8;
var CHAR_CLASS = (() => {
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
var K_NEWLINE = 1;
var K_SPACE = 2;
var K_HASH = 3;
var K_BACKSLASH = 4;
var K_QUOTE = 5;
var K_DIGIT = 6;
var K_OPEN = 7;
var K_CLOSE = 8;
var K_SEMICOLON = 9;
var K_COLON = 10;
var K_DOT = 11;
var K_AT = 12;
var PY_BYTE_KIND = (() => {
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
var J_NEWLINE = 1;
var J_SPACE = 2;
var J_SLASH = 3;
var J_QUOTE = 4;
var J_BACKTICK = 5;
var J_DIGIT = 6;
var J_OPEN = 7;
var J_RBRACE = 8;
var J_CLOSE = 9;
var J_SEMICOLON = 10;
var J_DOT = 11;
var J_PLUSMINUS = 12;
var JS_BYTE_KIND = (() => {
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

// src/repo/lex/py-twin.ts
var B_FUNC = 1;
var B_CLASS = 2;
var B_COND = 3;
var B_TC = 4;
var B_VAR = 5;
var MAX_BLOCKS = 512;
var s = new Uint8Array(0);
var n = 0;
var line = 1;
var lastTokLine = 1;
var out = new Int32Array(600);
var outLen = 0;
var bIndent = new Int32Array(MAX_BLOCKS);
var bKind = new Int32Array(MAX_BLOCKS);
var bDef = new Int32Array(MAX_BLOCKS);
var bTop = 0;
var curIndent = 0;
var pendingDecoLine = 0;
var lastStmtWasDeco = false;
var thisStmtIsDeco = false;
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
var scanLines = 0;
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

// src/repo/lex/js-twin.ts
var import_node_buffer2 = require("node:buffer");
var T_NONE = 0;
var T_IDENT = 1;
var T_NUM = 2;
var T_STR = 3;
var T_RPAREN = 4;
var T_RBRACE = 5;
var T_PUNCT = 6;
var T_KWEXPR = 7;
var T_SEMI = 8;
var MAX_TMPL = 256;
var s2 = new Uint8Array(0);
var n2 = 0;
var line2 = 1;
var out2 = new Int32Array(600);
var outLen2 = 0;
var tmpl = new Int32Array(MAX_TMPL);
var tmplTop = 0;
var depth = 0;
var pend = -1;
var pendBlock = false;
var pendBody = false;
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
var scanLines2 = 0;
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
var braceEntries = 0;
var braceTypes = 0;
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

// src/repo/lex/kernel.ts
var slots = {
  pylex: new KernelSlot("pylex", Infinity),
  jslex: new KernelSlot("jslex", Infinity)
};
var views = /* @__PURE__ */ new WeakMap();
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
      const { u8: mem, i32 } = memoryViews(k);
      const text2 = (at) => utf8Slice(mem, i32[head + at], i32[head + at] + i32[head + at + 1]);
      const src2 = input.length === len && len > 0 ? input : mem.subarray(ptr, ptr + len);
      const defsStart = i32[head + LEX_DEFS_PTR];
      return {
        records: new Int32Array(mem.buffer, i32[head + LEX_RECORDS_PTR], i32[head + LEX_RECORD_COUNT] * REC),
        chars: (0, import_node_buffer3.isAscii)(src2) ? len : k.c(),
        src: src2,
        blobs: {
          mem,
          defsStart,
          defsEnd: defsStart + i32[head + LEX_DEFS_LEN],
          imports: text2(LEX_IMPORTS_PTR),
          decoratorNames: i32[head + LEX_DECORATORS_LEN] > 0 ? text2(LEX_DECORATORS_PTR) : "",
          dynamicRecords: new Int32Array(mem.buffer, i32[head + LEX_DYNAMIC_PTR], i32[head + LEX_DYNAMIC_COUNT])
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

// src/repo/types.ts
var EDGE_KINDS = [
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

// src/repo/blob-arena.ts
var CHUNK = 256 << 10;
var BytesBlob = class {
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
var BlobArena = class {
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
var SEPARATOR = Buffer.from([0]);

// src/repo/columns.ts
var DEF_KINDS = ["function", "class", "method", "variable", "const", "interface", "type", "enum"];
var DYN_KINDS = ["dynamic-import", "dynamic-dispatch", "event-registration"];
function defsBlob(defs) {
  return defs.length ? JSON.stringify(defs.map((d) => [d.name, DEF_KINDS.indexOf(d.kind), d.start, d.end])) : "[]";
}
function dynamicBlob(dynamic) {
  return dynamic.length ? JSON.stringify(dynamic.map((d) => [d.line, DYN_KINDS.indexOf(d.kind), d.detail])) : "[]";
}
function importBlob(imps) {
  const blob = imps.map((m) => m.names ? [m.line, EDGE_KINDS.indexOf(m.kind), m.specifier, m.names] : [m.line, EDGE_KINDS.indexOf(m.kind), m.specifier]);
  return JSON.stringify(blob);
}
function parseImportBlob(blob) {
  const list2 = JSON.parse(blob);
  return list2.map(([line3, kind, specifier, names]) => names ? { line: line3, kind: EDGE_KINDS[kind], specifier, names } : { line: line3, kind: EDGE_KINDS[kind], specifier });
}

// src/repo/lex/event-names.ts
var EVENT_NAMES = [
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
var COMPILE_EVENT_NAMES = Object.freeze(EVENT_NAMES.filter((e) => e.use !== "decorator").map((e) => e.name));
var DECORATOR_EVENT_ALTERNATION = EVENT_NAMES.filter((e) => e.use !== "call").map((e) => e.name).join("|");
var DEFAULT_EVENT_DECORATORS = [new RegExp(`^(${DECORATOR_EVENT_ALTERNATION})$`)];

// src/repo/lex/decode.ts
var DEFAULT_EVENT_PREFILTER = new RegExp(`(?:^|\\.)(?:${DECORATOR_EVENT_ALTERNATION})$`, "m");
function mayHaveEventDecorator(names, patterns) {
  if (names === "") return false;
  return patterns !== DEFAULT_EVENT_DECORATORS || DEFAULT_EVENT_PREFILTER.test(names);
}
var decoratorMemo = /* @__PURE__ */ new WeakMap();
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
var SourceText = class {
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
function text(src, a, b) {
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
        imports.push({ line: line3, kind: pyKind(a), specifier: text(src, b, c) });
        break;
      case PY_FROM: {
        const mod = text(src, b, c);
        if (d === 0 && mod === "__future__") break;
        from = { line: line3, kind: pyKind(a), specifier: ".".repeat(d) + mod, names: [] };
        imports.push(from);
        break;
      }
      case PY_NAME:
        if (from) from.names.push(text(src, b, c));
        break;
      case PY_DYNCONST:
        imports.push({ line: line3, kind: "dynamic-const", specifier: text(src, b, c) });
        break;
      case PY_DYNIMPORT:
        dynamic.push({ line: line3, kind: "dynamic-import", detail: detail(src, b, c) });
        break;
      case PY_GETATTR:
        dynamic.push({ line: line3, kind: "dynamic-dispatch", detail: detail(src, b, c) });
        break;
      case PY_DECORATOR: {
        const name = text(src, b, c);
        if (isEventDecorator(name, eventDecorators)) {
          dynamic.push({ line: line3, kind: "event-registration", detail: detail(src, b - 1 >= 0 ? Math.max(0, b - 1) : b, d) });
        }
        break;
      }
      case PY_DEF: {
        const kindCode = d & 15;
        const parent = (d >> 4) - 1;
        const own = text(src, b, c);
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
var JS_IMPORT_KINDS = ["static", "static", "type-only", "reexport", "side-effect", "dynamic-const", "require"];
var JS_DEF_KINDS = ["variable", "function", "class", "variable", "const", "interface", "type", "enum"];
function decodeJs(buf, rec, chars) {
  const src = new SourceText(buf);
  const imports = [];
  const defs = [];
  const dynamic = [];
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line3 = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    switch (type) {
      case JS_IMPORT:
        imports.push({ line: line3, kind: JS_IMPORT_KINDS[a] ?? "static", specifier: text(src, b, c) });
        break;
      case JS_DYNAMIC:
        dynamic.push({ line: line3, kind: "dynamic-import", detail: detail(src, b, c) });
        break;
      case JS_EVENT:
        dynamic.push({ line: line3, kind: "event-registration", detail: detail(src, a, d) });
        break;
      case JS_DEF:
        defs.push({ name: c > b ? text(src, b, c) : "default", kind: JS_DEF_KINDS[d] ?? "variable", start: line3, end: Math.max(line3, a) });
        break;
    }
  }
  return { imports, defs, dynamic, chars };
}

// src/repo/lex/blobs.ts
var DYN_IMPORT = DYN_KINDS.indexOf("dynamic-import");
var DYN_DISPATCH = DYN_KINDS.indexOf("dynamic-dispatch");
var DYN_EVENT = DYN_KINDS.indexOf("event-registration");
var NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
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
  let raw;
  return { defs, dynamic, imports: blobs.imports, rawImports: () => raw ??= parseImportBlob(blobs.imports), chars };
}
function fileBlobsInPlace(name, input, eventDecorators, arena) {
  return fromLexed(name, lexBlobsInPlace(name, input), eventDecorators, arena);
}
function fileBlobs(name, src, impl = "wasm", eventDecorators) {
  return fromLexed(name, lexBlobs(name, src, impl), eventDecorators);
}

// src/repo/file.ts
var NUL_WINDOW = 8192;
function looksBinary(buf) {
  const end = Math.min(buf.length, NUL_WINDOW);
  return buf.subarray(0, end).indexOf(0) >= 0;
}
var probe = Buffer.alloc(1);
function readExactly(abs, into, spare = false) {
  const fd = (0, import_node_fs5.openSync)(abs, "r");
  try {
    const len = into.length;
    if (spare) {
      const n3 = (0, import_node_fs5.readSync)(fd, Buffer.from(into.buffer, into.byteOffset, len + 1), 0, len + 1, 0);
      if (n3 === len) return true;
      if (n3 > len) return false;
      if (n3 === 0 && len > 0) return false;
      return readRest(fd, into, n3);
    }
    return readRest(fd, into, 0);
  } finally {
    (0, import_node_fs5.closeSync)(fd);
  }
}
function readRest(fd, into, got) {
  while (got < into.length) {
    const n3 = (0, import_node_fs5.readSync)(fd, into, got, into.length - got, got);
    if (n3 === 0) return false;
    got += n3;
  }
  return (0, import_node_fs5.readSync)(fd, probe, 0, 1, got) === 0;
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
    buf = (0, import_node_fs5.readFileSync)(abs);
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

// src/repo/lex-helper.ts
var import_node_url5 = require("node:url");
var HELPER_MIN_BYTES = 4 << 20;
var MIN_CHUNK = 4;
var MAX_CHUNK = 32;
var BUNDLE = (0, import_node_url5.fileURLToPath)(new URL("../workers/lex-helper.bundle.cjs", __ckImportMetaUrl));
function nextChunk(next, n3) {
  for (; ; ) {
    const start = Atomics.load(next, 0);
    if (start >= n3) return null;
    const size = Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, n3 - start >> 4));
    if (Atomics.compareExchange(next, 0, start, start + size) === start) return [start, Math.min(n3, start + size)];
  }
}

// src/repo/lex-helper-worker.ts
var port = import_node_worker_threads.parentPort;
port.once("message", (job) => {
  for (const [name, mod] of Object.entries(job.modules)) adoptKernelModule(name, mod);
  const next = new Int32Array(job.counter);
  const n3 = job.files.length;
  const arena = new BlobArena();
  for (let c = nextChunk(next, n3); c !== null; c = nextChunk(next, n3)) {
    const [start, end] = c;
    const outcomes = [];
    const defs = [];
    const defsOf = [];
    for (let k = start; k < end; k++) {
      const f = job.files[k];
      const out3 = processFile(f.abs, f.lang, job.maxBytes, "wasm", void 0, job.eventDecorators, f.size, arena);
      if (out3.status === "ok" && out3.blobs?.defs instanceof BytesBlob) {
        defs.push(out3.blobs.defs);
        defsOf.push(k - start);
        out3.blobs = { ...out3.blobs, defs: "" };
      }
      outcomes.push(out3);
    }
    const size = defs.reduce((s3, d) => s3 + d.end - d.start, 0);
    const packed = new Uint8Array(size);
    const ends = [];
    let at = 0;
    for (const d of defs) {
      packed.set(d.chunk.subarray(d.start, d.end), at);
      at += d.end - d.start;
      ends.push(at);
    }
    port.postMessage({ start, outcomes, defs: packed, defsOf, defsEnds: ends }, [packed.buffer]);
  }
  port.postMessage({ done: true });
});
