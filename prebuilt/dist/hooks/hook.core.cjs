const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
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
var init_tokens = __esm({
  "src/tokens.ts"() {
    "use strict";
  }
});

// src/config/parse.ts
function envInt(v, fallback) {
  return v !== void 0 && /^\d+$/.test(v.trim()) ? Number(v.trim()) : fallback;
}
function positiveInt(v) {
  if (!v || !/^\d+$/.test(v.trim())) return void 0;
  const n = Number(v.trim());
  return n > 0 ? n : void 0;
}
function positiveTokens(v) {
  const n = v ? parseTokenCount(v) : void 0;
  return n !== void 0 && n > 0 ? n : void 0;
}
function envFlag(v, fallback) {
  if (v === void 0 || v === "") return fallback;
  return !/^(0|false|no|off)$/i.test(v.trim());
}
function envList(v, fallback) {
  if (v === void 0) return fallback;
  return v.split(",").map((s) => s.trim()).filter(Boolean);
}
var init_parse = __esm({
  "src/config/parse.ts"() {
    "use strict";
    init_tokens();
  }
});

// src/hooks/config.ts
function resolveHookConfig(env = process.env) {
  const decision = (env.CK_PRETOOL_DECISION ?? "").trim();
  return Object.freeze({
    minTokens: envInt(env.CK_MIN_TOKENS, 800),
    tools: envList(env.CK_TOOLS, ["Bash", "Grep", "Read", "Glob", "WebFetch", "mcp__*"]),
    agentSkip: envList(env.CK_AGENT_SKIP, ["kernel-verifier", "kernel-scout"]),
    delta: envFlag(env.CK_DELTA, true),
    readNormalize: env.CK_READ_NORMALIZE === "all" || env.CK_READ_NORMALIZE === "off" ? env.CK_READ_NORMALIZE : "nonsource",
    deltaMin: envInt(env.CK_DELTA_MIN, 200),
    largeOutput: envFlag(env.CK_LARGE_OUTPUT, true),
    canary: envFlag(env.CK_CANARY, true),
    canaryMaxFailures: Math.max(1, envInt(env.CK_CANARY_MAX_FAILURES, 3)),
    probeEvery: 10,
    deadlineMs: Math.max(100, envInt(env.CK_HOOK_DEADLINE_MS, 2e3)),
    maxInputBytes: envInt(env.CK_HOOK_MAX_BYTES, 16 * 1024 * 1024),
    pretool: envFlag(env.CK_PRETOOL, true),
    quietRules: envList(env.CK_QUIET, QUIET_RULES),
    pretoolDecision: decision === "allow" || decision === "ask" ? decision : "",
    promptSliceMinFiles: envInt(env.CK_PROMPT_SLICE_MIN_FILES, 200),
    promptSliceMs: envInt(env.CK_PROMPT_SLICE_MS, 1500),
    promptSlice: envFlag(env.CK_PROMPT_SLICE, true),
    ambientSlice: envFlag(env.CK_AMBIENT_SLICE, true),
    ambientSliceMinFiles: envInt(env.CK_AMBIENT_SLICE_MIN_FILES, 200),
    ambientSliceMs: envInt(env.CK_AMBIENT_SLICE_MS, 1200),
    ambientDedupeMs: envInt(env.CK_AMBIENT_DEDUPE_S, 600) * 1e3,
    compactAdvisor: envFlag(env.CK_COMPACT_ADVISOR, true),
    compactAdviseAt: Math.min(99, Math.max(1, envInt(env.CK_COMPACT_ADVISE_AT, 75))),
    server: env.CK_HOOK_SERVER !== "0",
    serverSpawn: env.CK_HOOK_SERVER_SPAWN === "1" || env.CK_HOOK_SERVER_SPAWN === "launcher",
    serverSpawnByLauncher: env.CK_HOOK_SERVER_SPAWN === "launcher",
    serverRespawn: env.CK_HOOK_SERVER_RESPAWN === "1",
    serverIdleMs: Math.max(1e3, Number(env.CK_HOOK_SERVER_IDLE_MS) || 6e5),
    serverPython: env.CK_HOOK_SERVER_PYTHON
  });
}
function toolEnabled(config, tool) {
  return config.tools.some((t) => t.endsWith("*") ? tool.startsWith(t.slice(0, -1)) : t === tool);
}
var QUIET_RULES;
var init_config = __esm({
  "src/hooks/config.ts"() {
    "use strict";
    init_parse();
    QUIET_RULES = ["npm", "pip", "apt", "cargo"];
  }
});

// src/config/env.ts
function resolveStoreDirs(env = process.env) {
  return { cacheHome: env.XDG_CACHE_HOME || (0, import_node_path.join)((0, import_node_os.homedir)(), ".cache"), stateHome: env.XDG_STATE_HOME || (0, import_node_path.join)((0, import_node_os.homedir)(), ".local", "state") };
}
function resolveNodeFlags(env = process.env) {
  return { nodeOptions: env.NODE_OPTIONS ?? "", pendingDeprecation: env.NODE_PENDING_DEPRECATION === "1" };
}
function debugEnabled(env = process.env) {
  return Boolean(env.CK_DEBUG);
}
function exportSessionId(id, env = process.env) {
  env.CK_SESSION_ID = id;
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
    claudeConfigDir: env.CLAUDE_CONFIG_DIR || (0, import_node_path.join)((0, import_node_os.homedir)(), ".claude"),
    ...resolveStoreDirs(env),
    ...resolveNodeFlags(env),
    lexicalQuery: env.CK_LEXICAL_QUERY !== "0",
    lexicalBackground: env.CK_LEXICAL_BACKGROUND !== "0"
  });
}
var import_node_os, import_node_path, DEFAULT_BUDGET_CAP, DEFAULT_AUTO_BUDGET;
var init_env = __esm({
  "src/config/env.ts"() {
    "use strict";
    import_node_os = require("node:os");
    import_node_path = require("node:path");
    init_parse();
    DEFAULT_BUDGET_CAP = 8e4;
    DEFAULT_AUTO_BUDGET = 3e4;
  }
});

// src/store/paths.ts
function cacheDir(...sub) {
  return (0, import_node_path2.join)(resolveStoreDirs().cacheHome, "context-kernel", ...sub);
}
function stateDir(...sub) {
  return (0, import_node_path2.join)(resolveStoreDirs().stateHome, "context-kernel", ...sub);
}
var import_node_path2;
var init_paths = __esm({
  "src/store/paths.ts"() {
    "use strict";
    import_node_path2 = require("node:path");
    init_env();
  }
});

// src/hooks/log.ts
function oneLine(message) {
  return message.replace(/[\r\n]+/g, " ").slice(0, 2e3);
}
function hookLog(event2, message) {
  if (resolveEnvConfig().logOff) return;
  try {
    const dir = stateDir("logs");
    (0, import_node_fs.mkdirSync)(dir, { recursive: true });
    const file2 = (0, import_node_path3.join)(dir, "hook.log");
    try {
      if ((0, import_node_fs.statSync)(file2).size > ROTATE_BYTES) (0, import_node_fs.renameSync)(file2, (0, import_node_path3.join)(dir, "hook.1.log"));
    } catch {
    }
    (0, import_node_fs.appendFileSync)(file2, `${(/* @__PURE__ */ new Date()).toISOString()} ${event2} ${oneLine(message)}
`);
  } catch (err) {
    try {
      process.stderr.write(`context-kernel hook ${event2}: ${oneLine(message)} (hook log unwritable: ${oneLine(err.message ?? String(err))})
`);
    } catch {
    }
  }
}
var import_node_fs, import_node_path3, ROTATE_BYTES;
var init_log = __esm({
  "src/hooks/log.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path3 = require("node:path");
    init_env();
    init_paths();
    ROTATE_BYTES = 5 * 1024 * 1024;
  }
});

// src/hooks/json-bytes.ts
function utf8Of(text) {
  if (text.length < KEEP_CHARS) return void 0;
  return kept.find((k) => k.text === text)?.bytes;
}
function parseJsonBytes(bytes) {
  kept = [];
  if (bytes.length < FAST_MIN_BYTES || !(0, import_node_buffer.isUtf8)(bytes)) return void 0;
  const latin1 = bytes.toString("latin1");
  if (HIGH_ESCAPE.test(latin1)) return void 0;
  try {
    return { value: decodeStrings(JSON.parse(latin1)) };
  } catch {
    kept = [];
    return void 0;
  }
}
function decode(s) {
  if (!NON_ASCII.test(s)) return s;
  const bytes = Buffer.from(s, "latin1");
  const text = bytes.toString("utf8");
  if (text.length >= KEEP_CHARS) kept.push({ text, bytes });
  return text;
}
function decodeStrings(v) {
  if (typeof v === "string") return decode(v);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = decodeStrings(v[i]);
    return v;
  }
  if (v === null || typeof v !== "object") return v;
  const o = v;
  let renamed = false;
  for (const k of Object.keys(o)) {
    const before = o[k];
    const after = decodeStrings(before);
    if (after !== before) Object.defineProperty(o, k, { value: after, writable: true, enumerable: true, configurable: true });
    if (NON_ASCII.test(k)) renamed = true;
  }
  if (!renamed) return o;
  const out = {};
  for (const k of Object.keys(o)) Object.defineProperty(out, decode(k), { value: o[k], writable: true, enumerable: true, configurable: true });
  return out;
}
var import_node_buffer, HIGH_ESCAPE, NON_ASCII, FAST_MIN_BYTES, KEEP_CHARS, kept;
var init_json_bytes = __esm({
  "src/hooks/json-bytes.ts"() {
    "use strict";
    import_node_buffer = require("node:buffer");
    HIGH_ESCAPE = /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/;
    NON_ASCII = /[\x80-\xff]/;
    FAST_MIN_BYTES = 64 * 1024;
    KEEP_CHARS = 64 * 1024;
    kept = [];
  }
});

// ck-module-shim:node:module
function createRequire(from) {
  const file2 = String(from).startsWith("file:") ? (0, import_node_url.fileURLToPath)(from) : String(from);
  if ((0, import_node_path4.dirname)(file2) === __dirname) return require;
  return require("node:module").createRequire(from);
}
var import_node_path4, import_node_url;
var init_node_module = __esm({
  "ck-module-shim:node:module"() {
    import_node_path4 = require("node:path");
    import_node_url = require("node:url");
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
function enableBaselineTiers() {
  hookTiers = !userOwnsTiering();
}
function withBaselineTiers(inputLength, fn) {
  if (!hookTiers || inputLength < BASELINE_MIN_CHARS || inputLength > BASELINE_MAX_CHARS || depth > 0) return fn();
  const set = setFlags();
  if (!set) return fn();
  for (const f of OFF) set(f);
  depth++;
  try {
    return fn();
  } finally {
    depth--;
    for (const f of ON) set(f);
  }
}
var BASELINE_MIN_CHARS, BASELINE_MAX_CHARS, OFF, ON, OWNED, setFlagsFn, hookTiers, depth;
var init_tiering = __esm({
  "src/runtime/tiering.ts"() {
    "use strict";
    init_node_module();
    init_env();
    BASELINE_MIN_CHARS = 256 << 10;
    BASELINE_MAX_CHARS = 8 << 20;
    OFF = ["--no-wasm-tier-up", "--no-wasm-dynamic-tiering", "--no-opt"];
    ON = ["--wasm-tier-up", "--wasm-dynamic-tiering", "--opt"];
    OWNED = /--(no-)?(wasm[-_]tier[-_]up|wasm[-_]dynamic[-_]tiering|opt|turbofan|max[-_]opt|liftoff|liftoff[-_]only|jitless|regexp[-_][a-z-]+)\b/;
    hookTiers = false;
    depth = 0;
  }
});

// src/hooks/payload.ts
function asRecord(v) {
  return v && typeof v === "object" && !Array.isArray(v) ? v : void 0;
}
function parsePayload(bytes) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fast = withBaselineTiers(buf.length, () => parseJsonBytes(buf));
  const v = fast ? fast.value : parseText(buf.toString("utf8"));
  const rec = asRecord(v);
  if (!rec) throw new Error(`hook payload is ${Array.isArray(v) ? "an array" : typeof v}, expected an object`);
  const str = (k) => typeof rec[k] === "string" ? rec[k] : void 0;
  return {
    hook_event_name: str("hook_event_name"),
    session_id: str("session_id"),
    transcript_path: str("transcript_path"),
    cwd: str("cwd"),
    tool_name: str("tool_name"),
    tool_input: rec.tool_input,
    tool_response: rec.tool_response,
    tool_use_id: str("tool_use_id"),
    agent_type: str("agent_type"),
    agent_id: str("agent_id"),
    prompt: str("prompt"),
    source: str("source"),
    trigger: str("trigger"),
    reason: str("reason"),
    error: str("error")
  };
}
function parseText(text) {
  if (!text.trim()) throw new Error("empty stdin (expected the hook payload JSON)");
  return JSON.parse(text);
}
var init_payload = __esm({
  "src/hooks/payload.ts"() {
    "use strict";
    init_json_bytes();
    init_tiering();
  }
});

// src/hooks/server-identity.ts
function identityEnv(env) {
  const keys = Object.keys(env).filter((k) => k.startsWith("CK_") && !k.startsWith("CK_HOOK_SERVER") || k === "XDG_STATE_HOME" || k === "XDG_CACHE_HOME" || k === "HOME").sort();
  return keys.map((k) => `${k}=${env[k] ?? ""}
`).join("");
}
function fnv1a(text) {
  let h = 2166136261;
  for (const b of Buffer.from(text, "utf8")) h = Math.imul(h ^ b, 16777619) >>> 0;
  return h.toString(16).padStart(8, "0");
}
function serverIdentity(root, env = process.env) {
  const real = (0, import_node_fs2.realpathSync)(root);
  const st = (0, import_node_fs2.statSync)((0, import_node_path5.join)(real, "dist", "hooks", "hook.core.cjs"), { bigint: true });
  const identity = `${real}\0${st.size}:${st.mtimeNs}\0${identityEnv(env)}`;
  const dir = stateDir("hook-server");
  return { identity, socket: (0, import_node_path5.join)(dir, `${fnv1a(identity)}.sock`), pythonMarker: (0, import_node_path5.join)(dir, "python") };
}
var import_node_fs2, import_node_path5, PYTHON_RETRY_MS, MAX_SOCKET_PATH;
var init_server_identity = __esm({
  "src/hooks/server-identity.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    import_node_path5 = require("node:path");
    init_paths();
    PYTHON_RETRY_MS = 24 * 3600 * 1e3;
    MAX_SOCKET_PATH = 100;
  }
});

// src/hooks/server-spawn.ts
function spawnTarget(env) {
  const config = resolveHookConfig(env);
  if (!config.serverSpawn || !config.server) return void 0;
  const here = (0, import_node_path6.dirname)((0, import_node_url2.fileURLToPath)(__ckImportMetaUrl));
  const entry = (0, import_node_path6.join)(here, "server.cjs");
  if (!(0, import_node_fs3.existsSync)(entry)) return void 0;
  const root = (0, import_node_path6.join)(here, "..", "..");
  const id = serverIdentity(root, env);
  if (id.socket.length > MAX_SOCKET_PATH) return void 0;
  try {
    if ((0, import_node_fs3.readFileSync)(id.pythonMarker, "utf8").trim() === "none" && Date.now() - (0, import_node_fs3.statSync)(id.pythonMarker).mtimeMs < PYTHON_RETRY_MS) return void 0;
  } catch {
  }
  return { entry, root, id };
}
function hookServerComing(env = process.env) {
  try {
    return spawnTarget(env) !== void 0;
  } catch {
    return false;
  }
}
function spawnHookServerIfAbsent(env = process.env) {
  try {
    const target = spawnTarget(env);
    if (!target) return void 0;
    const { entry, root, id } = target;
    const config = resolveHookConfig(env);
    if ((0, import_node_fs3.existsSync)(id.socket) && !config.serverRespawn) return void 0;
    if (config.serverSpawnByLauncher) return "launcher";
    const childEnv = { ...env };
    delete childEnv.CK_HOOK_SERVER_SPAWN;
    delete childEnv.CK_HOOK_SERVER_RESPAWN;
    const { spawn } = createRequire(__ckImportMetaUrl)("node:child_process");
    spawn(process.execPath, [entry], { detached: true, stdio: "ignore", env: childEnv, cwd: root }).unref();
  } catch (err) {
    hookLog("server", `could not start a hook server: ${err?.message ?? String(err)}`);
  }
  return void 0;
}
var import_node_fs3, import_node_path6, import_node_url2, SERVER_LAUNCH_EXIT;
var init_server_spawn = __esm({
  "src/hooks/server-spawn.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs");
    init_node_module();
    import_node_path6 = require("node:path");
    import_node_url2 = require("node:url");
    init_config();
    init_log();
    init_server_identity();
    SERVER_LAUNCH_EXIT = 75;
  }
});

// src/hooks/after-reply.ts
function afterReply(task) {
  tasks.push(task);
}
function runAfterReply() {
  let n = 0;
  while (tasks.length > 0) {
    const task = tasks.shift();
    n++;
    try {
      task();
    } catch (err) {
      hookLog("after-reply", `failed: ${err?.message ?? String(err)}`);
    }
  }
  return n;
}
var tasks;
var init_after_reply = __esm({
  "src/hooks/after-reply.ts"() {
    "use strict";
    init_log();
    tasks = [];
  }
});

// src/hooks/process-kind.ts
function markOneShotProcess() {
  oneShot = true;
}
function oneShotProcess() {
  return oneShot;
}
var oneShot;
var init_process_kind = __esm({
  "src/hooks/process-kind.ts"() {
    "use strict";
    oneShot = false;
  }
});

// src/store/atomic.ts
function tempPath(file2) {
  tmpTag ??= `${process.pid}.${(0, import_node_crypto.randomBytes)(4).toString("hex")}`;
  return (0, import_node_path7.join)((0, import_node_path7.dirname)(file2), `.${(0, import_node_path7.basename)(file2)}.${tmpTag}.${tmpSeq++}.tmp`);
}
function writeFileAtomicWith(file2, fill) {
  const tmp = tempPath(file2);
  let fd;
  try {
    fd = (0, import_node_fs4.openSync)(tmp, "w");
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    (0, import_node_fs4.mkdirSync)((0, import_node_path7.dirname)(file2), { recursive: true });
    fd = (0, import_node_fs4.openSync)(tmp, "w");
  }
  try {
    try {
      fill(fd);
    } finally {
      (0, import_node_fs4.closeSync)(fd);
    }
    (0, import_node_fs4.renameSync)(tmp, file2);
  } catch (err) {
    try {
      (0, import_node_fs4.unlinkSync)(tmp);
    } catch {
    }
    throw err;
  }
}
function writeFileAtomic(file2, data, opts = {}) {
  writeFileAtomicWith(file2, (fd) => {
    (0, import_node_fs4.writeFileSync)(fd, data);
    if (opts.fsync) (0, import_node_fs4.fsyncSync)(fd);
  });
}
var import_node_fs4, import_node_path7, import_node_crypto, tmpTag, tmpSeq;
var init_atomic = __esm({
  "src/store/atomic.ts"() {
    "use strict";
    import_node_fs4 = require("node:fs");
    import_node_path7 = require("node:path");
    import_node_crypto = require("node:crypto");
    tmpSeq = 0;
  }
});

// src/session/options.ts
function resolveLockOptions(opts) {
  return { waitMs: opts.waitMs ?? DEFAULT_LOCK_WAIT_MS, staleMs: opts.staleMs ?? DEFAULT_LOCK_STALE_MS };
}
function resolveTranscriptWindow(opts) {
  return { from: opts.from ?? 0, maxBytes: opts.maxBytes ?? DEFAULT_TRANSCRIPT_MAX_BYTES, recorded: opts.from !== void 0 };
}
function resolveClaimOptions(opts) {
  return { now: opts.now ?? Date.now(), waitMs: opts.waitMs ?? DEFAULT_CLAIM_WAIT_MS };
}
function resolveOccupancyOptions(opts) {
  return { maxTailBytes: opts.maxTailBytes ?? Infinity };
}
var DEFAULT_LOCK_WAIT_MS, DEFAULT_LOCK_STALE_MS, DEFAULT_TRANSCRIPT_MAX_BYTES, DEFAULT_CLAIM_WAIT_MS;
var init_options = __esm({
  "src/session/options.ts"() {
    "use strict";
    DEFAULT_LOCK_WAIT_MS = 1500;
    DEFAULT_LOCK_STALE_MS = 3e3;
    DEFAULT_TRANSCRIPT_MAX_BYTES = 8 * 1024 * 1024;
    DEFAULT_CLAIM_WAIT_MS = 500;
  }
});

// src/session/lock.ts
function sleepSync(ms) {
  Atomics.wait(SLEEP_CELL, 0, 0, ms);
}
function holderDead(lockFile) {
  let pid;
  try {
    pid = Number((0, import_node_fs5.readFileSync)(lockFile, "utf8").split(" ")[0]);
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
  (0, import_node_fs5.mkdirSync)((0, import_node_path8.dirname)(lockFile), { recursive: true });
  const start = Date.now();
  let delay = 1;
  for (; ; ) {
    let fd;
    try {
      fd = (0, import_node_fs5.openSync)(lockFile, "wx");
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    }
    if (fd !== void 0) {
      try {
        (0, import_node_fs5.writeSync)(fd, `${process.pid} ${Date.now()}
`);
      } finally {
        (0, import_node_fs5.closeSync)(fd);
      }
      try {
        return fn();
      } finally {
        try {
          (0, import_node_fs5.unlinkSync)(lockFile);
        } catch {
        }
      }
    }
    try {
      if (Date.now() - (0, import_node_fs5.statSync)(lockFile).mtimeMs > staleMs || holderDead(lockFile)) {
        try {
          (0, import_node_fs5.unlinkSync)(lockFile);
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
var import_node_fs5, import_node_path8, SLEEP_CELL;
var init_lock = __esm({
  "src/session/lock.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    import_node_path8 = require("node:path");
    init_options();
    SLEEP_CELL = new Int32Array(new SharedArrayBuffer(4));
  }
});

// src/session/transcript.ts
function readWindow(path2, opts) {
  const { from, maxBytes, recorded } = resolveTranscriptWindow(opts);
  let fd;
  try {
    fd = (0, import_node_fs6.openSync)(path2, "r");
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
      const n = (0, import_node_fs6.readSync)(fd, buf, got, buf.length - got, start + got);
      if (n <= 0) break;
      got += n;
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
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      const v = JSON.parse(line);
      if (v && typeof v === "object" && !Array.isArray(v)) entries.push(v);
      else badLines++;
    } catch {
      badLines++;
    }
  }
  return { entries, badLines };
}
function readTranscript(path2, opts = {}) {
  const w = readWindow(path2, opts);
  if (!w) return null;
  const { entries, badLines } = parseLines(w.body.toString("utf8").split("\n"));
  return { entries, start: w.start, size: w.size, badLines };
}
function readTranscriptFor(path2, toolUseIds, opts = {}) {
  const w = readWindow(path2, opts);
  if (!w) return null;
  if (!toolUseIds.every((id) => PLAIN_ID.test(id))) {
    const all = parseLines(w.body.toString("utf8").split("\n"));
    return { ...all, start: w.start, size: w.size };
  }
  const ranges = /* @__PURE__ */ new Map();
  for (const id of toolUseIds) {
    const needle = Buffer.from(JSON.stringify(id));
    for (let at = w.body.indexOf(needle); at >= 0; at = w.body.indexOf(needle, at + needle.length)) {
      const lineStart = w.body.lastIndexOf(10, at) + 1;
      if (ranges.has(lineStart)) continue;
      const nl = w.body.indexOf(10, at);
      ranges.set(lineStart, nl < 0 ? w.body.length : nl);
    }
  }
  const lines = [...ranges].sort((a, b) => a[0] - b[0]).map(([a, b]) => w.body.toString("utf8", a, b));
  return { ...parseLines(lines), start: w.start, size: w.size };
}
function toolResultText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((b) => b && typeof b === "object" && b.type === "text" && typeof b.text === "string" ? b.text : "").join("\n");
  }
  return "";
}
function toolResults(entries) {
  const out = [];
  for (const e of entries) {
    const content = e.message?.content;
    if (!Array.isArray(content)) continue;
    for (const block of content) {
      if (!block || typeof block !== "object") continue;
      const b = block;
      if (b.type !== "tool_result" || typeof b.tool_use_id !== "string") continue;
      out.push({ toolUseId: b.tool_use_id, text: toolResultText(b.content) });
    }
  }
  return out;
}
var import_node_fs6, PLAIN_ID;
var init_transcript = __esm({
  "src/session/transcript.ts"() {
    "use strict";
    import_node_fs6 = require("node:fs");
    init_options();
    PLAIN_ID = /^[A-Za-z0-9_.:-]{1,200}$/;
  }
});

// src/session/index.ts
function safeSessionId(id) {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/.test(id) ? id : `h${(0, import_node_crypto2.createHash)("sha1").update(id).digest("hex").slice(0, 20)}`;
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
function parseState(sessionId, raw) {
  const v = JSON.parse(raw);
  const base = emptySession(sessionId);
  if (!v || v.version !== 1) return base;
  return { ...base, ...v, canary: { ...base.canary, ...v.canary ?? {} }, sessionId };
}
function readSession(sessionId) {
  try {
    return parseState(sessionId, (0, import_node_fs7.readFileSync)((0, import_node_path9.join)(sessionDir(sessionId), "state.json"), "utf8"));
  } catch {
    return emptySession(sessionId);
  }
}
function updateSession(sessionId, mutate, opts = {}) {
  const dir = sessionDir(sessionId);
  const fresh = !existsDir(dir);
  (0, import_node_fs7.mkdirSync)(dir, { recursive: true });
  if (fresh) pruneSessions(safeSessionId(sessionId));
  return withLock((0, import_node_path9.join)(dir, "state.lock"), () => {
    const s = readSession(sessionId);
    mutate(s);
    if (s.canary.pending.length > MAX_PENDING) {
      s.canary.expired += s.canary.pending.length - MAX_PENDING;
      s.canary.pending = s.canary.pending.slice(-MAX_PENDING);
    }
    s.updatedAt = Date.now();
    writeFileAtomic((0, import_node_path9.join)(dir, "state.json"), `${JSON.stringify(s)}
`);
    return s;
  }, { waitMs: opts.waitMs });
}
function existsDir(dir) {
  try {
    return (0, import_node_fs7.statSync)(dir).isDirectory();
  } catch {
    return false;
  }
}
function pruneSessions(keep) {
  const root = stateDir("sessions");
  let removed = 0;
  try {
    const dirs = (0, import_node_fs7.readdirSync)(root).filter((d) => d !== keep && d !== "by-pid").map((d) => {
      try {
        return { d, m: (0, import_node_fs7.statSync)((0, import_node_path9.join)(root, d)).mtimeMs };
      } catch {
        return { d, m: 0 };
      }
    }).sort((a, b) => b.m - a.m);
    const now = Date.now();
    dirs.forEach((x, i) => {
      if (now - x.m > SESSION_TTL_MS || i >= MAX_SESSIONS) {
        (0, import_node_fs7.rmSync)((0, import_node_path9.join)(root, x.d), { recursive: true, force: true });
        removed++;
      }
    });
  } catch {
  }
  return removed;
}
function claimToolUse(sessionId, toolUseId) {
  const dir = (0, import_node_path9.join)(sessionDir(sessionId), "claims");
  (0, import_node_fs7.mkdirSync)(dir, { recursive: true });
  const name = (0, import_node_crypto2.createHash)("sha1").update(toolUseId).digest("hex").slice(0, 24);
  try {
    (0, import_node_fs7.closeSync)((0, import_node_fs7.openSync)((0, import_node_path9.join)(dir, name), "wx"));
    return true;
  } catch (err) {
    if (err.code === "EEXIST") return false;
    throw err;
  }
}
function pruneClaims(sessionId) {
  const dir = (0, import_node_path9.join)(sessionDir(sessionId), "claims");
  let n = 0;
  try {
    const now = Date.now();
    for (const f of (0, import_node_fs7.readdirSync)(dir)) {
      try {
        if (now - (0, import_node_fs7.statSync)((0, import_node_path9.join)(dir, f)).mtimeMs > 36e5) {
          (0, import_node_fs7.rmSync)((0, import_node_path9.join)(dir, f), { force: true });
          n++;
        }
      } catch {
      }
    }
  } catch {
  }
  return n;
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
  const out = [];
  let pid = process.ppid;
  while (pid !== void 0 && pid > 1 && out.length < depth2) {
    out.push(pid);
    pid = parentPid(pid);
  }
  return out;
}
function isClaudeProcess(pid) {
  try {
    const args = (0, import_node_fs7.readFileSync)(`/proc/${pid}/cmdline`, "utf8").split("\0").slice(0, 3);
    return args.some((a) => /(^|\/)claude(\.exe)?$/.test(a) || a.includes("@anthropic-ai/claude-code") || a.includes("/claude-code/"));
  } catch {
    return false;
  }
}
function startTime(pid) {
  try {
    const stat = (0, import_node_fs7.readFileSync)(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return void 0;
  }
}
function claudeAncestor() {
  return ancestorPids().find(isClaudeProcess);
}
function recordProcessSession(sessionId, transcriptPath) {
  try {
    const pid = claudeAncestor();
    if (pid === void 0) return;
    const file2 = (0, import_node_path9.join)(stateDir("sessions", "by-pid"), String(pid));
    const body = `${JSON.stringify({ sessionId, transcriptPath, started: startTime(pid) })}
`;
    let current = "";
    try {
      current = (0, import_node_fs7.readFileSync)(file2, "utf8");
    } catch {
    }
    if (current !== body) writeFileAtomic(file2, body);
  } catch {
  }
}
function sessionOfThisProcess() {
  const dir = stateDir("sessions", "by-pid");
  for (const pid of ancestorPids()) {
    try {
      const v = JSON.parse((0, import_node_fs7.readFileSync)((0, import_node_path9.join)(dir, String(pid)), "utf8"));
      if (typeof v.sessionId === "string" && v.started === startTime(pid)) {
        return { sessionId: v.sessionId, transcriptPath: typeof v.transcriptPath === "string" ? v.transcriptPath : void 0 };
      }
    } catch {
    }
  }
  return void 0;
}
function usageTokens(usage) {
  const n = (k) => typeof usage[k] === "number" && Number.isFinite(usage[k]) ? usage[k] : 0;
  return n("input_tokens") + n("cache_read_input_tokens") + n("cache_creation_input_tokens") + n("output_tokens");
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
  let path2 = transcriptPath;
  if (!sid && !path2) {
    const mine = sessionOfThisProcess();
    sid = mine?.sessionId;
    path2 = mine?.transcriptPath;
  }
  if (!path2 && sid) path2 = readSession(sid).transcriptPath;
  if (!path2) return null;
  let last;
  for (const maxBytes of [256 * 1024, 4 * 1024 * 1024].filter((b, i) => i === 0 || b <= maxTailBytes)) {
    const window = readTranscript(path2, { maxBytes });
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
var import_node_fs7, import_node_path9, import_node_crypto2, MAX_PENDING, SESSION_TTL_MS, MAX_SESSIONS;
var init_session = __esm({
  "src/session/index.ts"() {
    "use strict";
    import_node_fs7 = require("node:fs");
    import_node_path9 = require("node:path");
    import_node_crypto2 = require("node:crypto");
    init_paths();
    init_env();
    init_atomic();
    init_lock();
    init_transcript();
    init_options();
    init_transcript();
    init_lock();
    MAX_PENDING = 64;
    SESSION_TTL_MS = 7 * 24 * 3600 * 1e3;
    MAX_SESSIONS = 300;
  }
});

// src/savings/log.ts
function savingsPath() {
  return stateDir("savings.jsonl");
}
function appendSavings(entries, file2 = savingsPath()) {
  if (entries.length === 0 || resolveEnvConfig().logOff) return;
  (0, import_node_fs8.mkdirSync)((0, import_node_path10.dirname)(file2), { recursive: true });
  try {
    if ((0, import_node_fs8.statSync)(file2).size > SAVINGS_ROTATE_BYTES) (0, import_node_fs8.renameSync)(file2, file2.replace(/\.jsonl$/, ".1.jsonl"));
  } catch {
  }
  const body = entries.map((e) => JSON.stringify(e)).join("\n") + "\n";
  (0, import_node_fs8.appendFileSync)(file2, body, { flag: "a" });
}
var import_node_fs8, import_node_path10, SAVINGS_ROTATE_BYTES;
var init_log2 = __esm({
  "src/savings/log.ts"() {
    "use strict";
    import_node_fs8 = require("node:fs");
    import_node_path10 = require("node:path");
    init_env();
    init_paths();
    SAVINGS_ROTATE_BYTES = 20 * 1024 * 1024;
  }
});

// src/hooks/footer.ts
function formatFooter(what, before, after, id) {
  const pct = before > 0 ? Math.floor((before - after) / before * 100) : 0;
  return `[ck: ${what}: ${formatTokens(before)} \u2192 ${formatTokens(after)} tokens (-${pct}%); id ${id}]`;
}
function isFooterLine(line) {
  return FOOTER_RE.test(line.trim());
}
function hasFooter(text) {
  const tail = text.slice(-600).split("\n");
  return tail.some(isFooterLine);
}
function replacementId(toolUseId, originalLength, replacement) {
  return (0, import_node_crypto3.createHash)("sha1").update(`${toolUseId}\0${originalLength}\0`).update(replacement).digest("hex").slice(0, 8);
}
function footerIn(text, footer) {
  let i = text.indexOf(footer);
  while (i >= 0) {
    const lineStart = text.lastIndexOf("\n", i - 1) + 1;
    const prefix = text.slice(lineStart, i);
    const end = i + footer.length;
    const after = end === text.length || text[end] === "\n" || text[end] === "\r";
    if (after && (prefix === "" || LINE_NUMBER_PREFIX.test(prefix))) return true;
    i = text.indexOf(footer, i + 1);
  }
  return false;
}
var import_node_crypto3, FOOTER_RE, LINE_NUMBER_PREFIX;
var init_footer = __esm({
  "src/hooks/footer.ts"() {
    "use strict";
    import_node_crypto3 = require("node:crypto");
    init_tokens();
    FOOTER_RE = /^\[ck: [^\]\n]*\u2192 [^\]\n]* tokens \(-?\d+%\); id [0-9a-f]{8}\]$/;
    LINE_NUMBER_PREFIX = /^\s*\d+(?:\u2192|\t)$/;
  }
});

// src/hooks/client-results.ts
function clientRewrite(text) {
  const t = text.trimStart();
  if (t.startsWith(PREVIEW_OPEN) && PREVIEW_SAVED.test(t.slice(PREVIEW_OPEN.length, PREVIEW_HEAD_CHARS))) return "preview";
  if (t.startsWith(UNSAVED_OPEN) && UNSAVED_NOTE.test(t)) return "truncated";
  if (UNCHANGED.some((u) => t.startsWith(u))) return "file-unchanged";
  if (t.startsWith(CLEARED)) return "cleared";
  if (t.includes(TRUNCATED)) return "truncated";
  return void 0;
}
var PREVIEW_OPEN, PREVIEW_SAVED, PREVIEW_HEAD_CHARS, UNSAVED_OPEN, UNSAVED_NOTE, UNCHANGED, CLEARED, TRUNCATED;
var init_client_results = __esm({
  "src/hooks/client-results.ts"() {
    "use strict";
    PREVIEW_OPEN = "<persisted-output>\n";
    PREVIEW_SAVED = /^(?:Output too large \([^)\n]*\)\. Full output saved to: |Output exceeded the [^\n]* persist limit; only the first [^\n]* were saved to: )/m;
    PREVIEW_HEAD_CHARS = 4096;
    UNSAVED_OPEN = "<truncated-output>\n";
    UNSAVED_NOTE = /^Output too large \([^)\n]*\)\. It could not be saved, so only the first /m;
    UNCHANGED = ["File unchanged since last read.", "Wasted call \u2014 file unchanged since your last Read.", "<system-reminder>This file is already in your context"];
    CLEARED = "[Old tool result content cleared]";
    TRUNCATED = "[Truncated: PARTIAL view \u2014 ";
  }
});

// src/hooks/canary.ts
function checkCanary(transcriptPath, pending, now = Date.now()) {
  const out = { verified: [], failed: [], expired: [], stillPending: [] };
  if (pending.length === 0) return out;
  const from = Math.min(...pending.map((p) => p.offset));
  const ids = [...new Set(pending.map((p) => p.toolUseId))];
  const window = readTranscriptFor(transcriptPath, ids, { from, maxBytes: CANARY_WINDOW_BYTES + 1024 * 1024 });
  const byId = /* @__PURE__ */ new Map();
  for (const r of window ? toolResults(window.entries) : []) {
    const list = byId.get(r.toolUseId);
    if (list) list.push(r.text);
    else byId.set(r.toolUseId, [r.text]);
  }
  for (const p of pending) {
    const texts = byId.get(p.toolUseId);
    if (texts) {
      if (texts.some((t) => footerIn(t, p.footer))) out.verified.push(p);
      else {
        const rewrite = texts.map(clientRewrite).find((x) => x !== void 0);
        if (rewrite) {
          hookLog("canary", `replacement ${p.id} (${p.toolUseId}): the client showed a ${rewrite} instead; no verdict`);
          out.expired.push(p);
        } else out.failed.push(p);
      }
    } else if (now - p.ts > CANARY_TTL_MS || window && window.size - p.offset > CANARY_WINDOW_BYTES) out.expired.push(p);
    else out.stillPending.push(p);
  }
  return out;
}
function applyCanary(state, outcome, maxFailures) {
  const c = state.canary;
  c.pending = outcome.stillPending;
  c.verified += outcome.verified.length;
  c.failed += outcome.failed.length;
  c.expired += outcome.expired.length;
  const wasDegraded = c.degraded;
  if (outcome.verified.length > 0) {
    c.consecutiveFailures = 0;
    c.degraded = false;
    c.sinceProbe = 0;
  }
  if (outcome.failed.length > 0 && outcome.verified.length === 0) {
    c.consecutiveFailures += outcome.failed.length;
    if (c.consecutiveFailures >= maxFailures) c.degraded = true;
  }
  if (outcome.failed.length === 0) return wasDegraded && !c.degraded ? "[ck: canary: replacements are reaching the context again; normalization resumed]" : void 0;
  const ids = outcome.failed.map((p) => p.id).join(", ");
  const head = `[ck: canary: ${outcome.failed.length} normalized output(s) (id ${ids}) did not reach your context \u2014 the harness ignored the replacement, so you saw the original output and the savings log overstates savings.`;
  return c.degraded ? `${head} After ${c.consecutiveFailures} consecutive failures this session is now pass-through (outputs are no longer altered).]` : `${head}]`;
}
function canaryRecords(session, outcome, now = Date.now()) {
  const rec = (p, status) => ({ event: "canary", ts: now, session, toolUseId: p.toolUseId, id: p.id, status });
  return [
    ...outcome.verified.map((p) => rec(p, "verified")),
    ...outcome.failed.map((p) => rec(p, "failed")),
    ...outcome.expired.map((p) => rec(p, "expired"))
  ];
}
var CANARY_TTL_MS, CANARY_WINDOW_BYTES;
var init_canary = __esm({
  "src/hooks/canary.ts"() {
    "use strict";
    init_transcript();
    init_footer();
    init_client_results();
    init_log();
    CANARY_TTL_MS = 30 * 60 * 1e3;
    CANARY_WINDOW_BYTES = 4 * 1024 * 1024;
  }
});

// src/store/read-fully.ts
function readFully(fd, n) {
  const buf = Buffer.allocUnsafe(n);
  return buf.subarray(0, readDirect(fd, buf));
}
function readDirect(fd, dst) {
  let off = 0;
  while (off < dst.length) {
    const got = (0, import_node_fs9.readSync)(fd, dst, off, dst.length - off, off);
    if (got === 0) break;
    off += got;
  }
  return off;
}
function readInto(fd, dst) {
  if (dst.length <= READ_CHUNK) return readDirect(fd, dst);
  const scratch = Buffer.allocUnsafe(READ_CHUNK);
  let off = 0;
  while (off < dst.length) {
    const got = (0, import_node_fs9.readSync)(fd, scratch, 0, Math.min(READ_CHUNK, dst.length - off), off);
    if (got === 0) break;
    dst.set(got === READ_CHUNK ? scratch : scratch.subarray(0, got), off);
    off += got;
  }
  return off;
}
var import_node_fs9, READ_CHUNK;
var init_read_fully = __esm({
  "src/store/read-fully.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs");
    READ_CHUNK = 256 * 1024;
  }
});

// src/errors.ts
function badOption(operator2, detail) {
  return new UsageError(`${operator2}: ${detail}`);
}
function kernelMissing(name, file2) {
  return new Error(`kernel '${name}' is not built (${file2} missing): run \`npm run build\``);
}
function charterStateInvalid(file2, root) {
  return new Error(`charter state ${file2} is not a version-1 charter of ${root}`);
}
function kernelTrap(name, detail) {
  return new Error(`kernel '${name}' trapped: ${detail}`);
}
function spillKeyMissing(key, dir) {
  return new Error(`no spilled output '${key}' in ${dir} (never stored here, or evicted: the store keeps the most recently used 256 MB)`);
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

// src/runtime/options.ts
function resolveCodeCacheOptions(opts) {
  return { ...opts, dir: opts.dir ?? stateDir("code-cache") };
}
var init_options2 = __esm({
  "src/runtime/options.ts"() {
    "use strict";
    init_paths();
  }
});

// src/runtime/code-cache.ts
function cacheFileName(file2, tag, source) {
  const sourceKey = (0, import_node_crypto4.createHash)("sha1").update(source).digest("hex").slice(0, 16);
  return `${cachePrefix(file2, tag)}${sourceKey}.v8`;
}
function cachePrefix(file2, tag) {
  const runtime = [process.version, process.arch, process.execArgv.join(" "), resolveNodeFlags().nodeOptions].join("\0");
  const runtimeKey = (0, import_node_crypto4.createHash)("sha1").update(runtime).digest("hex").slice(0, 8);
  return `${(0, import_node_path11.basename)(file2)}-${tag.replace(/[^A-Za-z0-9_-]/g, "_")}-${runtimeKey}-`;
}
function readCacheFile(path2) {
  let body;
  try {
    body = (0, import_node_fs10.readFileSync)(path2);
  } catch {
    return void 0;
  }
  if (body.length <= DIGEST_BYTES) return void 0;
  const payload = body.subarray(DIGEST_BYTES);
  const digest3 = (0, import_node_crypto4.createHash)("sha1").update(payload).digest();
  return digest3.equals(body.subarray(0, DIGEST_BYTES)) ? payload : void 0;
}
function writeCacheFile(path2, data, prefix) {
  const digest3 = (0, import_node_crypto4.createHash)("sha1").update(data).digest();
  writeFileAtomic(path2, Buffer.concat([digest3, data]));
  const dir = (0, import_node_path11.dirname)(path2);
  for (const name of (0, import_node_fs10.readdirSync)(dir)) {
    if (name.startsWith(prefix) && name.endsWith(".v8") && (0, import_node_path11.join)(dir, name) !== path2) {
      try {
        (0, import_node_fs10.unlinkSync)((0, import_node_path11.join)(dir, name));
      } catch {
      }
    }
  }
}
function requireWithCodeCache(file2, opts) {
  let fn;
  let status;
  try {
    const source = (0, import_node_fs10.readFileSync)(file2);
    const { dir } = resolveCodeCacheOptions(opts);
    const cachePath = (0, import_node_path11.join)(dir, cacheFileName(file2, opts.tag, source));
    const cachedData = readCacheFile(cachePath);
    const wrapped = `(function (exports, require, module, __filename, __dirname) {${source.toString("utf8")}
})`;
    const script = new import_node_vm.default.Script(wrapped, { filename: file2, cachedData });
    status = cachedData === void 0 ? "miss" : script.cachedDataRejected ? "rejected" : "hit";
    if (status !== "hit") {
      const prefix = cachePrefix(file2, opts.tag);
      process.once("exit", () => {
        try {
          writeCacheFile(cachePath, script.createCachedData(), prefix);
        } catch {
        }
      });
    }
    fn = script.runInThisContext();
  } catch {
    return { status: "off", exports: opts.require(file2) };
  }
  const module2 = { exports: {}, filename: file2, id: file2, loaded: false };
  fn.call(module2.exports, module2.exports, opts.require, module2, file2, (0, import_node_path11.dirname)(file2));
  return { status, exports: module2.exports };
}
var import_node_crypto4, import_node_fs10, import_node_path11, import_node_vm, DIGEST_BYTES;
var init_code_cache = __esm({
  "src/runtime/code-cache.ts"() {
    "use strict";
    import_node_crypto4 = require("node:crypto");
    import_node_fs10 = require("node:fs");
    import_node_path11 = require("node:path");
    import_node_vm = __toESM(require("node:vm"), 1);
    init_atomic();
    init_options2();
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
  return (0, import_node_path12.join)(dir, cacheFileName(`${name}.wasm`, WASM_CACHE_TAG, Buffer.from(wire.buffer, wire.byteOffset, wire.byteLength)));
}
function pendingMarker(cachePath) {
  return cachePath.replace(/\.v8$/, ".pending");
}
function runtimeAllows() {
  return process.execArgv.length === 0 && wasmNativesSupported();
}
function compileWasm(name, file2, wire) {
  const on = globalThis[ENABLED];
  if (!on || !runtimeAllows()) return new WebAssembly.Module(wire);
  let status = "off";
  let mod;
  try {
    const path2 = wasmCachePath(on.dir, name, wire);
    const payload = readCacheFile(path2);
    const natives2 = payload ? wasmNatives() : null;
    if (payload && natives2) {
      mod = natives2.deserialize(payload.buffer.slice(payload.byteOffset, payload.byteOffset + payload.length), new Uint8Array(wire));
      status = mod ? "hit" : "rejected";
    } else if (!payload) {
      status = "miss";
      toWrite.set(name, { file: file2, path: path2 });
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
    const writer = (0, import_node_url3.fileURLToPath)(new URL("../runtime/wasm-cache-writer.js", __ckImportMetaUrl));
    if (!(0, import_node_fs11.existsSync)(writer)) return;
    const jobs = [];
    (0, import_node_fs11.mkdirSync)(dir, { recursive: true });
    for (const [name, { file: file2, path: path2 }] of toWrite) {
      const marker = pendingMarker(path2);
      if ((0, import_node_fs11.existsSync)(marker)) continue;
      (0, import_node_fs11.writeFileSync)(marker, `${process.pid}
`);
      jobs.push(`${name}=${file2}`);
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
var import_node_fs11, import_node_path12, import_node_url3, WASM_CACHE_MIN_INPUT, WASM_CACHE_TAG, ENABLED, inputBytes, toWrite, exitHooked;
var init_wasm_cache = __esm({
  "src/runtime/wasm-cache.ts"() {
    "use strict";
    import_node_fs11 = require("node:fs");
    init_node_module();
    import_node_path12 = require("node:path");
    import_node_url3 = require("node:url");
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

// src/kernels/fallback.ts
function twinFallback(kernel, reason, cause) {
  counts.set(kernel, (counts.get(kernel) ?? 0) + 1);
  const detail = cause === void 0 ? "" : `: ${cause instanceof Error ? cause.message : String(cause)}`;
  hookLog("kernel-fallback", `${kernel} kernel ${reason}${detail}; the TypeScript twin answers`);
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
  const file2 = `${WASM_DIR}${name}.wasm`;
  let bytes;
  try {
    bytes = (0, import_node_fs12.readFileSync)(file2);
  } catch {
    throw kernelMissing(name, file2);
  }
  mod = compileWasm(name, file2, bytes);
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
var import_node_fs12, import_node_url4, WASM_DIR, moduleCache, injected, KernelSlot;
var init_wasm = __esm({
  "src/kernels/wasm.ts"() {
    "use strict";
    import_node_fs12 = require("node:fs");
    import_node_url4 = require("node:url");
    init_errors();
    init_wasm_cache();
    init_fallback();
    WASM_DIR = (0, import_node_url4.fileURLToPath)(new URL("../../wasm/", __ckImportMetaUrl));
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

// src/kernels/lines-abi.ts
var FLAG_KEYWORD, FLAG_LOCATION, FLAG_BLANK, FLAG_MARKER, FLAG_NON_ASCII, FLAG_PREFIX, FLAG_INDENT, FLAGGED, RUN_REPEAT, RUN_ALTERNATE, RUN_BLANK, KEYWORDS, KEYWORD_PHRASES;
var init_lines_abi = __esm({
  "src/kernels/lines-abi.ts"() {
    "use strict";
    FLAG_KEYWORD = 1;
    FLAG_LOCATION = 2;
    FLAG_BLANK = 4;
    FLAG_MARKER = 8;
    FLAG_NON_ASCII = 16;
    FLAG_PREFIX = 32;
    FLAG_INDENT = 64;
    FLAGGED = FLAG_KEYWORD | FLAG_LOCATION | FLAG_PREFIX | FLAG_MARKER;
    RUN_REPEAT = 1;
    RUN_ALTERNATE = 2;
    RUN_BLANK = 3;
    KEYWORDS = [
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
    KEYWORD_PHRASES = {
      exit: ["exit code", "exit status", "exited with"],
      timed: ["timed out", "timedout"]
    };
  }
});

// src/kernels/js/lines.ts
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
var FNV_OFFSET, FNV_PRIME, keywordBytes, byPair, slotKeywords, lineHash;
var init_lines = __esm({
  "src/kernels/js/lines.ts"() {
    "use strict";
    init_lines_abi();
    FNV_OFFSET = 2166136261 | 0;
    FNV_PRIME = 16777619;
    keywordBytes = null;
    byPair = null;
    slotKeywords = [];
    lineHash = 0;
  }
});

// src/kernels/lines.ts
function lineOps(input, opts = DEFAULT_LINE_OPS, impl) {
  if (impl === "js") return lineOpsJs(input, opts);
  const own = inPlace.get(input);
  if (own && sameOptions(own.opts, opts)) return own.ops;
  return slot.run((k) => lineOpsIn(k, input, opts), () => lineOpsJs(input, opts), impl === "wasm");
}
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
  slot.doneWith(k);
  return { count: n, starts, flags, hashes, runs, flagged, maxLineBytes: maxLineBytes2, impl: "wasm" };
}
function utf16Units(bytes, impl) {
  if (impl === "js") return utf16UnitsJs(bytes);
  return slot.run((k) => {
    const ptr = k.alloc(bytes.length);
    new Uint8Array(k.memory.buffer, ptr, bytes.length).set(bytes);
    const n = k.utf16Units(bytes.length);
    slot.doneWith(k);
    return n;
  }, () => utf16UnitsJs(bytes), impl === "wasm");
}
function linesInPlace(len, fill, wanted = () => true) {
  let k;
  let ptr;
  try {
    k = instantiateKernel("lines");
    ptr = k.alloc(len);
  } catch {
    return void 0;
  }
  const got = fill(new Uint8Array(k.memory.buffer, ptr, len));
  const filled = Buffer.from(k.memory.buffer, ptr, got);
  if (!wanted(filled)) return filled;
  const opts = DEFAULT_LINE_OPS;
  let n;
  try {
    n = k.run(got, opts.minRepeat, opts.minAlternate, opts.minBlank);
  } catch (err) {
    twinFallback("lines", "trap", err);
    return Buffer.from(k.memory.buffer, ptr, got);
  }
  const memory = k.memory.buffer;
  const bytes = Buffer.from(memory, ptr, got);
  const ops = {
    count: n,
    starts: new Int32Array(memory, k.startsPtr(), n + 1),
    hashes: new Int32Array(memory, k.hashesPtr(), n),
    flags: new Uint8Array(memory, k.flagsPtr(), n),
    runs: new Int32Array(memory, k.runsPtr(), 3 * k.runCount()),
    flagged: new Int32Array(memory, k.flaggedPtr(), k.flaggedCount()),
    maxLineBytes: k.maxLine(),
    impl: "wasm"
  };
  inPlace.set(bytes, { opts, ops });
  return bytes;
}
var DEFAULT_LINE_OPS, slot, sameOptions, inPlace;
var init_lines2 = __esm({
  "src/kernels/lines.ts"() {
    "use strict";
    init_wasm();
    init_fallback();
    init_lines();
    DEFAULT_LINE_OPS = { minRepeat: 3, minAlternate: 6, minBlank: 3 };
    slot = new KernelSlot("lines");
    sameOptions = (a, b) => a.minRepeat === b.minRepeat && a.minAlternate === b.minAlternate && a.minBlank === b.minBlank;
    inPlace = /* @__PURE__ */ new WeakMap();
  }
});

// src/kernels/js/terminal.ts
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
var WINDOW, MASK, MAX_PARAM, COL_LIMIT, Terminal;
var init_terminal = __esm({
  "src/kernels/js/terminal.ts"() {
    "use strict";
    WINDOW = 256;
    MASK = WINDOW - 1;
    MAX_PARAM = 65535;
    COL_LIMIT = 1073741823;
    Terminal = class {
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
  }
});

// src/kernels/terminal.ts
function stripTerminal(input, opts = {}) {
  const { bytes, stats } = stripTerminalDetailed(input, opts);
  return { bytes, stats };
}
function stripTerminalDetailed(input, opts = {}) {
  if (opts.impl === "js") return stripTerminalJs(input);
  return slot2.run((k) => stripIn(k, input), () => stripTerminalJs(input), opts.impl === "wasm");
}
function plainUnits(input) {
  return slot2.run((k) => {
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
    slot2.doneWith(k);
    return units;
  }, () => -1);
}
function stripIn(k, input) {
  const len = input.length;
  const ptr = k.alloc(len);
  new Uint8Array(k.memory.buffer, ptr, len).set(input);
  if (k.plain(len) === 1) {
    const units = k.units();
    slot2.doneWith(k);
    return { bytes: input.slice(), stats: { escapes: 0, redraws: 0, overstrikes: 0, controls: 0 }, upMoves: 0, units };
  }
  const outLen = k.run(len);
  const outPtr = k.outPtr();
  const bytes = new Uint8Array(k.memory.buffer, outPtr, outLen).slice();
  const stats = { escapes: k.escapes(), redraws: k.redraws(), overstrikes: k.overstrikes(), controls: k.controls() };
  const upMoves = k.upMoves();
  slot2.doneWith(k);
  return { bytes, stats, upMoves };
}
var slot2, PLAIN_CHUNK;
var init_terminal2 = __esm({
  "src/kernels/terminal.ts"() {
    "use strict";
    init_wasm();
    init_terminal();
    slot2 = new KernelSlot("terminal");
    PLAIN_CHUNK = 64 * 1024;
  }
});

// src/hooks/client-limits.ts
function clientLimit(tool) {
  const own = MAX_RESULT_SIZE_CHARS[tool] ?? 1e5;
  return Number.isFinite(own) ? Math.min(own, CLIENT_CEILING_CHARS) : own;
}
var CLIENT_CEILING_CHARS, MAX_RESULT_SIZE_CHARS, CLIENT_LIMIT_MARGIN;
var init_client_limits = __esm({
  "src/hooks/client-limits.ts"() {
    "use strict";
    CLIENT_CEILING_CHARS = 5e4;
    MAX_RESULT_SIZE_CHARS = {
      Bash: 3e4,
      PowerShell: 3e4,
      Grep: 2e4,
      Glob: 1e5,
      WebFetch: 1e5,
      Read: Infinity
    };
    CLIENT_LIMIT_MARGIN = 500;
  }
});

// src/store/spill.ts
function spillDir() {
  return stateDir("spill");
}
function isSpillKey(key) {
  return KEY_RE.test(key);
}
function spillPut(key, text, raw, maxBytes = SPILL_MAX_BYTES) {
  const dir = spillDir();
  const txt = (0, import_node_path13.join)(dir, `${key}.txt`);
  if ((0, import_node_fs13.existsSync)(txt)) {
    touch(txt);
    if (raw) touch((0, import_node_path13.join)(dir, `${key}.raw`));
    return;
  }
  if (raw) writeFileAtomic((0, import_node_path13.join)(dir, `${key}.raw`), raw);
  writeFileAtomic(txt, text);
  maybeEvict(dir, maxBytes, key, (raw?.length ?? 0) + (typeof text === "string" ? text.length : text.length));
}
function spillLink(key, file2, maxBytes = SPILL_MAX_BYTES) {
  const dir = spillDir();
  const txt = (0, import_node_path13.join)(dir, `${key}.txt`);
  if ((0, import_node_fs13.existsSync)(txt)) {
    touch(txt);
    return true;
  }
  try {
    (0, import_node_fs13.linkSync)(file2, txt);
  } catch (err) {
    if (err.code !== "EEXIST") return false;
  }
  let size = 0;
  try {
    size = (0, import_node_fs13.statSync)(txt).size;
  } catch {
  }
  maybeEvict(dir, maxBytes, key, size);
  return true;
}
function spillPutRaw(key, raw, maxBytes = SPILL_MAX_BYTES) {
  const dir = spillDir();
  const file2 = (0, import_node_path13.join)(dir, `${key}.raw`);
  if ((0, import_node_fs13.existsSync)(file2)) return touch(file2);
  writeFileAtomic(file2, raw);
  maybeEvict(dir, maxBytes, key, raw.length);
}
function spillGet(key) {
  if (!isSpillKey(key)) return null;
  const dir = spillDir();
  const txt = (0, import_node_path13.join)(dir, `${key}.txt`);
  const rawFile = (0, import_node_path13.join)(dir, `${key}.raw`);
  let text = null;
  try {
    text = (0, import_node_fs13.readFileSync)(txt);
    touch(txt);
  } catch {
    if (!(0, import_node_fs13.existsSync)(rawFile)) return null;
  }
  return {
    text,
    raw() {
      try {
        return (0, import_node_fs13.readFileSync)(rawFile);
      } catch {
        if (text) return text;
        throw new Error(`spill entry ${key} lost its raw bytes (evicted while reading)`);
      }
    }
  };
}
function maybeEvict(dir, maxBytes, key, written) {
  if (written >= SCAN_ALWAYS_BYTES || maxBytes < SPILL_MAX_BYTES || (parseInt(key[0], 16) & 7) === 0) evict(dir, maxBytes, key);
}
function touch(file2) {
  const now = /* @__PURE__ */ new Date();
  try {
    (0, import_node_fs13.utimesSync)(file2, now, now);
  } catch {
  }
}
function evict(dir, maxBytes, keep) {
  let names;
  try {
    names = (0, import_node_fs13.readdirSync)(dir);
  } catch {
    return;
  }
  const entries = [];
  let total = 0;
  for (const name of names) {
    if (name.startsWith(".")) continue;
    try {
      const st = (0, import_node_fs13.statSync)((0, import_node_path13.join)(dir, name));
      entries.push({ file: (0, import_node_path13.join)(dir, name), size: st.size, mtime: st.mtimeMs, key: name.replace(/\.(txt|raw)$/, "") });
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
      (0, import_node_fs13.unlinkSync)(e.file);
      total -= e.size;
    } catch {
    }
  }
}
var import_node_fs13, import_node_path13, SPILL_MAX_BYTES, KEY_RE, SCAN_ALWAYS_BYTES;
var init_spill = __esm({
  "src/store/spill.ts"() {
    "use strict";
    import_node_fs13 = require("node:fs");
    import_node_path13 = require("node:path");
    init_paths();
    init_atomic();
    SPILL_MAX_BYTES = 256 << 20;
    KEY_RE = /^[0-9a-f]{6,64}$/;
    SCAN_ALWAYS_BYTES = 1 << 20;
  }
});

// src/normalize/bytes.ts
function binaryReason(raw, utf82 = (0, import_node_buffer2.isUtf8)(raw)) {
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
function charCount(bytes, impl, utf82 = (0, import_node_buffer2.isUtf8)(bytes)) {
  if (!utf82) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8").length;
  if (isAsciiFn ? isAsciiFn(bytes) : false) return bytes.length;
  return utf16Units(bytes, impl);
}
function asBuffer(bytes) {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
var import_node_buffer2, buffer, isAsciiFn;
var init_bytes = __esm({
  "src/normalize/bytes.ts"() {
    "use strict";
    import_node_buffer2 = require("node:buffer");
    buffer = __toESM(require("node:buffer"), 1);
    init_lines2();
    isAsciiFn = buffer.isAscii;
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
  let s = "";
  for (const w of words) s += w.toString(16).padStart(8, "0");
  return s;
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
    rotl = (x, n) => x << n | x >>> 32 - n;
    rotr = (x, n) => x >>> n | x << 32 - n;
  }
});

// src/kernels/options.ts
function resolveShaOptions(opts) {
  return { impl: opts.impl ?? DEFAULT_SHA_IMPL };
}
var import_node_url5, DEFAULT_SHA_IMPL, KERNEL_WORKER, STRIP_POOL_MIN_BYTES, POOL_CHUNK_BYTES;
var init_options3 = __esm({
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
function digest(data, algo, impl) {
  if (impl === "node") return oneShot2 ? oneShot2(algo, data, "hex") : crypto.createHash(algo).update(data).digest("hex");
  const bytes = toBytes(data);
  if (impl === "js") return algo === "sha1" ? sha1HexJs(bytes) : sha256HexJs(bytes);
  return wasmHex(bytes, algo);
}
function sha1Hex(data, opts = {}) {
  return digest(data, "sha1", resolveShaOptions(opts).impl);
}
var crypto, slot3, utf8, oneShot2;
var init_sha2 = __esm({
  "src/kernels/sha.ts"() {
    "use strict";
    crypto = __toESM(require("node:crypto"), 1);
    init_wasm();
    init_sha();
    init_options3();
    init_options3();
    slot3 = new KernelSlot("sha", 64 << 20, 0);
    utf8 = new TextEncoder();
    oneShot2 = typeof crypto.hash === "function" ? crypto.hash : void 0;
  }
});

// src/normalize/hash.ts
function sha1(data) {
  return sha1Hex(data);
}
function spillKeyOf(raw) {
  return sha1(raw).slice(0, KEY_HEX);
}
var KEY_HEX;
var init_hash = __esm({
  "src/normalize/hash.ts"() {
    "use strict";
    init_sha2();
    KEY_HEX = 12;
  }
});

// src/normalize/spill-ref.ts
function putSpillRef(key, file2, bytes) {
  const ref = { file: file2, bytes };
  writeFileAtomic(refPath(key), `${JSON.stringify(ref)}
`);
}
function readPrefix(file2, n) {
  const fd = (0, import_node_fs14.openSync)(file2, "r");
  try {
    return readFully(fd, n);
  } finally {
    (0, import_node_fs14.closeSync)(fd);
  }
}
function spillRefEntry(key) {
  if (!isSpillKey(key)) return null;
  let ref;
  let raw;
  try {
    ref = JSON.parse((0, import_node_fs14.readFileSync)(refPath(key), "utf8"));
    raw = readPrefix(ref.file, ref.bytes);
  } catch {
    return null;
  }
  if (raw.length !== ref.bytes || spillKeyOf(raw) !== key) return null;
  const cleaned = asBuffer(stripTerminal(raw).bytes);
  const text = (0, import_node_buffer2.isUtf8)(cleaned) ? Buffer.from(cleaned) : Buffer.from(cleaned.toString("utf8"), "utf8");
  return { text, raw: () => raw };
}
var import_node_fs14, import_node_path14, refPath;
var init_spill_ref = __esm({
  "src/normalize/spill-ref.ts"() {
    "use strict";
    import_node_fs14 = require("node:fs");
    import_node_path14 = require("node:path");
    init_terminal2();
    init_atomic();
    init_read_fully();
    init_spill();
    init_bytes();
    init_hash();
    refPath = (key) => (0, import_node_path14.join)(spillDir(), `${key}.ref`);
  }
});

// src/hooks/large-output.ts
function readPersisted(path2) {
  if (!(0, import_node_path15.isAbsolute)(path2)) {
    hookLog("large-output", `persistedOutputPath is not absolute (${path2.slice(0, 200)}): using the payload's head`);
    return void 0;
  }
  let fd;
  try {
    fd = (0, import_node_fs15.openSync)(path2, "r");
    const st = (0, import_node_fs15.fstatSync)(fd);
    if (!st.isFile()) throw new Error("not a regular file");
    const n = Math.min(st.size, PERSISTED_MAX_BYTES);
    const file2 = fd;
    const inPlace2 = oneShotProcess() ? withBaselineTiers(n, () => linesInPlace(n, (dst) => readInto(file2, dst), (bytes2) => plainUnits(bytes2) >= 0)) : void 0;
    if (inPlace2) return inPlace2;
    const bytes = Buffer.allocUnsafe(n);
    const got = readInto(fd, bytes);
    return got === n ? bytes : bytes.subarray(0, got);
  } catch (err) {
    hookLog("large-output", `cannot read persistedOutputPath ${path2.slice(0, 200)}: ${err.message}; using the payload's head`);
    return void 0;
  } finally {
    if (fd !== void 0) (0, import_node_fs15.closeSync)(fd);
  }
}
function largeBashOutput(resp) {
  const path2 = typeof resp.persistedOutputPath === "string" && resp.persistedOutputPath !== "" ? resp.persistedOutputPath : void 0;
  if (!path2) return void 0;
  const bytes = readPersisted(path2);
  if (bytes) return { full: bytes, source: "persisted", size: bytes.length, path: path2 };
  const stdout = typeof resp.stdout === "string" ? resp.stdout : "";
  return { full: stdout, source: "payload", size: stdout.length };
}
function fileSize(file2) {
  try {
    return (0, import_node_fs15.statSync)(file2).size;
  } catch {
    return -1;
  }
}
function stdoutBudget(tool, otherChars) {
  return clientLimit(tool) - CLIENT_LIMIT_MARGIN - FOOTER_RESERVE - otherChars;
}
function fitLargeOutput(engine, full, tool, budget, persisted) {
  if (budget <= 0) return void 0;
  const deferSpill = persisted !== void 0 && typeof full !== "string";
  const r = engine.normalize(full, { tool, spill: true, deferSpill });
  if (r.spillNow) {
    const spillNow = r.spillNow;
    try {
      putSpillRef(r.key, persisted, full.length);
      const whole = r.spillIsInput === true && fileSize(persisted) === full.length;
      afterReply(() => {
        if (!(whole && spillLink(r.key, persisted))) spillNow();
      });
    } catch (err) {
      hookLog("large-output", `no spill reference (${err.message}): spill written before the answer`);
      r.spillNow();
    }
  }
  if (r.binary) return void 0;
  const fit = engine.fitToChars(r, budget);
  if (!fit) return void 0;
  if (fit.signalDropped > 0) hookLog("large-output", `${fit.signalDropped} of ${fit.signalKept + fit.signalDropped} signal lines did not fit in ${budget} characters; elided with recall markers`);
  return fit.text;
}
function withoutPreviewFields(resp) {
  const { persistedOutputPath: _path, persistedOutputSize: _size, stdoutHoldsOutputEnd: _end, ...rest } = resp;
  return rest;
}
var import_node_fs15, import_node_path15, PERSISTED_MAX_BYTES, FOOTER_RESERVE;
var init_large_output = __esm({
  "src/hooks/large-output.ts"() {
    "use strict";
    import_node_fs15 = require("node:fs");
    init_read_fully();
    init_lines2();
    init_terminal2();
    init_tiering();
    init_process_kind();
    import_node_path15 = require("node:path");
    init_client_limits();
    init_log();
    init_after_reply();
    init_spill_ref();
    init_spill();
    PERSISTED_MAX_BYTES = 64 * 1024 * 1024;
    FOOTER_RESERVE = 150;
  }
});

// src/store/delta-state.ts
function deltaDir(namespace = "default") {
  return stateDir("delta", digest2(`ns:${namespace}`));
}
function entryFile(namespace, key) {
  return (0, import_node_path16.join)(deltaDir(namespace), `${digest2(`key:${key}`)}.txt`);
}
function deltaGet(namespace, key) {
  const file2 = entryFile(namespace, key);
  try {
    const text = (0, import_node_fs16.readFileSync)(file2, "utf8");
    const now = /* @__PURE__ */ new Date();
    try {
      (0, import_node_fs16.utimesSync)(file2, now, now);
    } catch {
    }
    return text;
  } catch {
    return null;
  }
}
function deltaPut(namespace, key, content) {
  if (Buffer.byteLength(content) > DELTA_MAX_BYTES) {
    deltaForget(namespace, key);
    return;
  }
  const file2 = entryFile(namespace, key);
  writeFileAtomic(file2, content);
  evict2(deltaDir(namespace), file2);
}
function deltaForget(namespace, key) {
  try {
    (0, import_node_fs16.unlinkSync)(entryFile(namespace, key));
  } catch {
  }
}
function evict2(dir, keep) {
  let names;
  try {
    names = (0, import_node_fs16.readdirSync)(dir).filter((n) => !n.startsWith("."));
  } catch {
    return;
  }
  const entries = [];
  let total = 0;
  for (const name of names) {
    const file2 = (0, import_node_path16.join)(dir, name);
    try {
      const st = (0, import_node_fs16.statSync)(file2);
      entries.push({ file: file2, size: st.size, mtime: st.mtimeMs });
      total += st.size;
    } catch {
    }
  }
  if (entries.length <= DELTA_MAX_ENTRIES && total <= DELTA_MAX_BYTES) return;
  entries.sort((a, b) => a.mtime - b.mtime || (a.file < b.file ? -1 : 1));
  let count = entries.length;
  for (const e of entries) {
    if (count <= DELTA_MAX_ENTRIES && total <= DELTA_MAX_BYTES) break;
    if (e.file === keep) continue;
    try {
      (0, import_node_fs16.unlinkSync)(e.file);
    } catch {
    }
    count--;
    total -= e.size;
  }
}
var import_node_fs16, import_node_path16, import_node_crypto5, DELTA_MAX_ENTRIES, DELTA_MAX_BYTES, digest2;
var init_delta_state = __esm({
  "src/store/delta-state.ts"() {
    "use strict";
    import_node_fs16 = require("node:fs");
    import_node_path16 = require("node:path");
    import_node_crypto5 = require("node:crypto");
    init_paths();
    init_atomic();
    DELTA_MAX_ENTRIES = 200;
    DELTA_MAX_BYTES = 2 << 20;
    digest2 = (s) => (0, import_node_crypto5.createHash)("sha1").update(s).digest("hex").slice(0, 20);
  }
});

// src/hooks/read-view.ts
function partialViewNote(totalLines) {
  const limit = Math.max(1, totalLines);
  return `[ck: partial view: parts of this file were elided or collapsed above (each marker names its recall command); a plain re-Read shows this view again, or a client's "unchanged" notice, so to see the whole file Read it again with limit: ${limit}]`;
}
function withNoteAboveFooter(text, note) {
  const trailing = text.endsWith("\n");
  const body = trailing ? text.slice(0, -1) : text;
  const cut = body.lastIndexOf("\n");
  const out = cut < 0 ? `${note}
${body}` : `${body.slice(0, cut)}
${note}
${body.slice(cut + 1)}`;
  return trailing ? `${out}
` : out;
}
function forgetReadsAtCompaction(sessionId) {
  (0, import_node_fs17.rmSync)(deltaDir(readSession(sessionId).deltaNamespace), { recursive: true, force: true });
}
var import_node_fs17;
var init_read_view = __esm({
  "src/hooks/read-view.ts"() {
    "use strict";
    import_node_fs17 = require("node:fs");
    init_session();
    init_delta_state();
  }
});

// src/hooks/shapes.ts
function withFooter(text, footer) {
  if (text === "") return footer;
  return text.endsWith("\n") ? `${text}${footer}` : `${text}
${footer}`;
}
function normalizeFields(ctx, fields, engineTool, what, rebuild, channel = "updatedToolOutput") {
  const before = fields.reduce((n, f) => n + estimateTokens(f.before), 0);
  if (before < ctx.config.minTokens) return pass(`below CK_MIN_TOKENS (${before} < ${ctx.config.minTokens})`);
  if (fields.some((f) => hasFooter(f.before))) return pass("already normalized (carries a ck footer)");
  let changed = false;
  const results = /* @__PURE__ */ new Map();
  for (const f of fields) {
    if (!f.before) continue;
    const r = ctx.engine.normalize(f.before, { tool: engineTool, spill: true });
    if (r.binary) return pass(`binary output in ${f.name}`);
    results.set(f, r);
    if (r.changed && r.text !== f.before) {
      f.after = r.text;
      changed = true;
    }
  }
  const total = fields.reduce((n, f) => n + f.after.length, 0);
  const budget = stdoutBudget(ctx.tool, fields.length);
  if (ctx.config.largeOutput && total > budget) {
    for (const f of fields) {
      const r = results.get(f);
      if (!r || !f.after) continue;
      const fit = ctx.engine.fitToChars(r, Math.floor(budget * f.after.length / total));
      if (fit && fit.text !== f.after) {
        f.after = fit.text;
        changed = true;
      }
    }
  }
  if (!changed) return pass("normalize found nothing to remove");
  return finish(ctx, fields, before, what, "normalize", rebuild, channel);
}
function finish(ctx, fields, before, what, savingsKind, rebuild, channel) {
  const id = replacementId(ctx.toolUseId, fields.reduce((n, f) => n + f.before.length, 0), fields.map((f) => f.after).join("\0"));
  const bodyAfter = fields.reduce((n, f) => n + estimateTokens(f.after), 0);
  const draft = formatFooter(what, before, bodyAfter, id);
  const after = bodyAfter + estimateTokens(draft) + 1;
  if (after >= before) return pass("replacement would not be smaller");
  const footer = formatFooter(what, before, after, id);
  const target = [...fields].reverse().find((f) => f.after !== "") ?? fields[fields.length - 1];
  target.after = withFooter(target.after, footer);
  return { kind: "replace", channel, output: rebuild(fields), before, after, savingsKind, footer, id };
}
function bash(ctx, resp) {
  if (typeof resp.stdout !== "string" && typeof resp.stderr !== "string") return { kind: "unknown", keys: Object.keys(resp) };
  if (resp.isImage === true) return pass("image output");
  const command = typeof ctx.toolInput.command === "string" ? ctx.toolInput.command : "";
  if (/#\s*ck:raw\b/.test(command)) return pass("# ck:raw in the command");
  if (Array.isArray(resp.structuredContent) && resp.structuredContent.length > 0) return pass("structured content (the client shows it instead of stdout)");
  const out = typeof resp.stdout === "string" ? resp.stdout : "";
  const err = typeof resp.stderr === "string" ? resp.stderr : "";
  const large = ctx.config.largeOutput ? largeBashOutput(resp) : void 0;
  if (large) return largeBash(ctx, resp, large, err);
  const fields = [
    { name: "stdout", before: out, after: out },
    { name: "stderr", before: err, after: err }
  ];
  return normalizeFields(ctx, fields, "bash", "normalized bash output", (f) => ({ ...resp, stdout: f[0].after, stderr: f[1].after }));
}
function largeBash(ctx, resp, large, err) {
  const before = estimateTokens(large.size + err.length);
  if (before < ctx.config.minTokens) return pass(`below CK_MIN_TOKENS (${before} < ${ctx.config.minTokens})`);
  if (typeof resp.stdout === "string" && hasFooter(resp.stdout)) return pass("already normalized (carries a ck footer)");
  const errAfter = err ? ctx.engine.normalize(err, { tool: "bash", spill: true }).text : "";
  const stdout = fitLargeOutput(ctx.engine, large.full, "bash", stdoutBudget("Bash", errAfter.length + 1), large.path);
  if (stdout === void 0) return pass("large output: nothing fits the client limit");
  const fields = [
    { name: "stdout", before: typeof resp.stdout === "string" ? resp.stdout : "", after: stdout },
    { name: "stderr", before: err, after: errAfter }
  ];
  const rest = withoutPreviewFields(resp);
  const what = large.source === "persisted" ? "full view of a persisted large bash output" : "normalized bash output (its persisted file was unreadable: head only)";
  const decision = finish(ctx, fields, before, what, "large-output", (f) => ({ ...rest, stdout: f[0].after, stderr: f[1].after }), "updatedToolOutput");
  return decision.kind === "replace" ? { ...decision, before: decision.after } : decision;
}
function read(ctx, resp) {
  const file2 = asRecord(resp.file);
  if (resp.type !== "text" || !file2 || typeof file2.content !== "string") {
    if (typeof resp.type === "string" && ["image", "notebook", "pdf", "parts", "file_unchanged"].includes(resp.type)) return pass(`read of type ${resp.type}`);
    return { kind: "unknown", keys: Object.keys(resp) };
  }
  const partial = ctx.toolInput.offset !== void 0 || ctx.toolInput.limit !== void 0 || typeof file2.startLine === "number" && file2.startLine > 1 || typeof file2.numLines === "number" && typeof file2.totalLines === "number" && file2.numLines < file2.totalLines || // Claude Code 2.1.332 cuts a whole-file Read at its token cap; cut by characters, the page can hold every line.
  file2.truncatedByTokenCap === true;
  if (partial) return pass("partial read (offset/limit or the client's token cap)");
  const content = file2.content;
  const filePath = typeof file2.filePath === "string" ? file2.filePath : typeof ctx.toolInput.file_path === "string" ? ctx.toolInput.file_path : "";
  const rebuild = (f) => {
    const text = f[0].after;
    return { ...resp, file: { ...file2, content: text, numLines: text === "" ? 0 : text.split("\n").length } };
  };
  const fields = [{ name: "content", before: content, after: content }];
  const before = estimateTokens(content);
  if (hasFooter(content)) return pass("already normalized (carries a ck footer)");
  if (ctx.config.delta && filePath && before >= ctx.config.deltaMin) {
    const key = (0, import_node_path17.isAbsolute)(filePath) ? filePath : (0, import_node_path17.resolve)(ctx.cwd, filePath);
    const d = ctx.engine.rereadDelta(key, content, { namespace: ctx.namespace });
    if (d.kind === "unchanged" || d.kind === "diff") {
      if (d.kind === "unchanged") ctx.engine.forgetDelta(key, { namespace: ctx.namespace });
      fields[0].after = d.text;
      const kind = d.kind === "unchanged" ? "reread-unchanged" : "reread-diff";
      const what = d.kind === "unchanged" ? "unchanged re-read" : "re-read as diff";
      const decision2 = finish(ctx, fields, before, what, kind, rebuild, "updatedToolOutput");
      if (decision2.kind === "replace") return decision2;
      fields[0].after = content;
    }
  }
  if (ctx.config.readNormalize === "off") return pass("first read (CK_READ_NORMALIZE=off)");
  if (ctx.config.readNormalize === "nonsource" && SOURCE_FILE.test(filePath)) return pass("first read of a source file (kept whole: the agent may edit it)");
  const totalLines = typeof file2.totalLines === "number" ? file2.totalLines : content.split("\n").length;
  const note = partialViewNote(totalLines);
  const decision = normalizeFields(ctx, fields, "read", "normalized read output", (f) => {
    const text = withNoteAboveFooter(f[0].after, note);
    return { ...resp, file: { ...file2, content: text, numLines: text.split("\n").length } };
  });
  if (decision.kind === "replace" && ctx.config.delta && filePath) {
    ctx.engine.forgetDelta((0, import_node_path17.isAbsolute)(filePath) ? filePath : (0, import_node_path17.resolve)(ctx.cwd, filePath), { namespace: ctx.namespace });
  }
  return decision;
}
function grep(ctx, resp) {
  if (typeof resp.content !== "string") {
    return Array.isArray(resp.filenames) ? pass("grep file list") : { kind: "unknown", keys: Object.keys(resp) };
  }
  const fields = [{ name: "content", before: resp.content, after: resp.content }];
  return normalizeFields(ctx, fields, "grep", "normalized grep output", (f) => ({ ...resp, content: f[0].after }));
}
function webFetch(ctx, resp) {
  if (typeof resp.result !== "string") return { kind: "unknown", keys: Object.keys(resp) };
  const fields = [{ name: "result", before: resp.result, after: resp.result }];
  return normalizeFields(ctx, fields, "web", "normalized webfetch output", (f) => ({ ...resp, result: f[0].after }));
}
function mcp(ctx, resp) {
  const what = "normalized mcp output";
  if (typeof resp === "string") {
    const fields2 = [{ name: "text", before: resp, after: resp }];
    return normalizeFields(ctx, fields2, "auto", what, (f) => f[0].after, "updatedMCPToolOutput");
  }
  const rec = asRecord(resp);
  const blocks = Array.isArray(resp) ? resp : rec && Array.isArray(rec.content) ? rec.content : void 0;
  if (!blocks) return { kind: "unknown", keys: rec ? Object.keys(rec) : [typeof resp] };
  const textIdx = [];
  const fields = [];
  blocks.forEach((b, i) => {
    const br = asRecord(b);
    if (br && br.type === "text" && typeof br.text === "string") {
      textIdx.push(i);
      fields.push({ name: `content[${i}]`, before: br.text, after: br.text });
    }
  });
  if (fields.length === 0) return pass("mcp output without text blocks");
  const rebuild = (f) => {
    const next = blocks.slice();
    textIdx.forEach((bi, k) => {
      next[bi] = { ...blocks[bi], text: f[k].after };
    });
    return Array.isArray(resp) ? next : { ...rec, content: next };
  };
  return normalizeFields(ctx, fields, "auto", what, rebuild, "updatedMCPToolOutput");
}
function decideShape(ctx, response) {
  if (ctx.tool.startsWith("mcp__")) return mcp(ctx, response);
  const rec = asRecord(response);
  if (typeof response === "string") {
    const fields = [{ name: "text", before: response, after: response }];
    return normalizeFields(ctx, fields, ctx.tool === "Bash" ? "bash" : "auto", `normalized ${ctx.tool.toLowerCase()} output`, (f) => f[0].after);
  }
  if (!rec) return { kind: "unknown", keys: [Array.isArray(response) ? "array" : typeof response] };
  switch (ctx.tool) {
    case "Bash":
      return bash(ctx, rec);
    case "Read":
      return read(ctx, rec);
    case "Grep":
      return grep(ctx, rec);
    case "Glob":
      return Array.isArray(rec.filenames) ? pass("glob file list") : { kind: "unknown", keys: Object.keys(rec) };
    case "WebFetch":
      return webFetch(ctx, rec);
    default:
      return { kind: "unknown", keys: Object.keys(rec) };
  }
}
var import_node_path17, pass, SOURCE_FILE;
var init_shapes = __esm({
  "src/hooks/shapes.ts"() {
    "use strict";
    import_node_path17 = require("node:path");
    init_tokens();
    init_payload();
    init_footer();
    init_large_output();
    init_read_view();
    pass = (reason) => ({ kind: "pass", reason });
    SOURCE_FILE = /\.(py|pyi|pyx|js|mjs|cjs|jsx|ts|mts|cts|tsx|go|rs|java|kt|kts|scala|rb|php|c|cc|cpp|cxx|h|hh|hpp|cs|swift|m|mm|sh|bash|zsh|sql|vue|svelte|html|css|scss|lua|pl|r|jl|ex|exs|erl|hs|ml|dart|zig|nim|toml|ya?ml|md|rst|txt|cfg|ini)$/i;
  }
});

// src/normalize/markers.ts
function isMarkerLine(line) {
  return line.includes("[ck: ") && MARKER_RE.test(line);
}
function parseMarker(line) {
  const m = MARKER_RE.exec(line);
  if (!m) return null;
  const description = m[1];
  const out = { kind: kindOf(description), description };
  if (m[2]) out.key = m[2];
  if (m[3] && m[4]) out.lines = [Number(m[3]), Number(m[4])];
  if (m[5]) out.raw = true;
  return out;
}
function kindOf(d) {
  if (d.startsWith("elided lines ")) return "elided";
  if (/^line \d+ repeated /.test(d)) return "repeated";
  if (/^lines \d+-\d+ alternate /.test(d)) return "alternating";
  if (/^\d+ more blank lines/.test(d)) return "blank";
  if (/^\d+ more matches in /.test(d)) return "grep-cap";
  if (/^\d+ more items of /.test(d)) return "json-items";
  if (d.startsWith("binary output")) return "binary";
  if (d.startsWith("unchanged since last read")) return "unchanged";
  if (d.startsWith("changed since last read")) return "changed";
  if (d.startsWith("cut ")) return "long-line";
  return "other";
}
function elidedMarker(key, a, b, tokens) {
  return `[ck: elided lines ${a}-${b} (${b - a + 1} lines, ~${formatTokens(tokens)} tokens)${recover(key, a, b)}`;
}
function elidedMarkerLength(key, a, b, tokens) {
  const digits = (x) => x < 10 ? 1 : x < 100 ? 2 : x < 1e3 ? 3 : x < 1e4 ? 4 : x < 1e5 ? 5 : String(x).length;
  const fixed = "[ck: elided lines - ( lines, ~ tokens); recover: ck recall  --lines -]".length;
  const tokenChars = tokens < 1e3 && Number.isInteger(tokens) && tokens >= 0 ? digits(tokens) : formatTokens(tokens).length;
  return fixed + 2 * (digits(a) + digits(b)) + digits(b - a + 1) + tokenChars + key.length;
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
function grepCapMarker(key, file2, a, b) {
  return `[ck: ${b - a + 1} more matches in ${file2.replace(/[\]\n]/g, "?")} (lines ${a}-${b})${recover(key, a, b)}`;
}
function jsonItemsMarker(key, path2, first, last, total, keys) {
  const schema = keys.length ? `, item keys: ${keys.join(", ")}` : "";
  return `[ck: ${last - first + 1} more items of ${path2} elided (indices ${first}-${last} of ${total}${schema}); recover: ck recall ${key}]`;
}
function binaryMarker(key, bytes, why, sha12) {
  return `[ck: binary output not shown (${bytes} bytes, ${why}, sha1 ${sha12}); recover: ck recall ${key} --raw]`;
}
function unchangedMarker(key, sha12, lines, label) {
  const of = label ? ` of ${label.replace(/[\]\n]/g, "?")}` : "";
  return `[ck: unchanged since last read${of} (sha1 ${sha12.slice(0, 12)}, ${lines} lines); recover: ck recall ${key}]`;
}
function changedMarker(key, previous, current, lines, label) {
  const of = label ? ` of ${label.replace(/[\]\n]/g, "?")}` : "";
  return `[ck: changed since last read${of} (sha1 ${previous.slice(0, 12)} -> ${current.slice(0, 12)}, ${lines} lines; unified diff follows); recover: ck recall ${key}]`;
}
function longLineMarker(key, line, bytes, head, tail) {
  return `[ck: cut ${bytes - head - tail} of ${bytes} bytes of this line, kept the first ${head} and the last ${tail}${recover(key, line, line)}`;
}
var MARKER_RE, recover, MAX_MARKER_TOKENS;
var init_markers = __esm({
  "src/normalize/markers.ts"() {
    "use strict";
    init_tokens();
    MARKER_RE = /^\s*"?\[ck: (.*?)(?:; recover: ck recall ([0-9a-f]{6,64})(?: --lines (\d+)-(\d+)| (--raw))?)?\]"?,?\s*$/;
    recover = (key, a, b) => `; recover: ck recall ${key} --lines ${a}-${b}]`;
    MAX_MARKER_TOKENS = [
      elidedMarker("0".repeat(12), 9999998, 9999999, 999999),
      repeatedMarker("0".repeat(12), 9999997, 9999998, 9999999),
      alternatingMarker("0".repeat(12), 9999996, 9999998, 9999999),
      blankMarker("0".repeat(12), 9999998, 9999999)
    ].reduce((a, m) => Math.max(a, estimateTokens(m.length + 1)), 0);
  }
});

// src/normalize/path-words.ts
function matchEnd(text, from) {
  PATH_AT_RE.lastIndex = from;
  return PATH_AT_RE.test(text) ? PATH_AT_RE.lastIndex : -1;
}
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
    const run2 = RUN_AT_SLASH_RE.exec(text);
    const end = slash + run2[0].length;
    let pos = slash - run2[1].length;
    for (let e = matchEnd(text, pos); e >= 0; e = matchEnd(text, pos)) {
      out += text.slice(copied, pos) + " ";
      copied = pos = e;
    }
    from = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
var PATH_RE, PATH_AT_RE, RUN_AT_SLASH_RE;
var init_path_words = __esm({
  "src/normalize/path-words.ts"() {
    "use strict";
    PATH_RE = /[^\s'"`()[\]<>,=]*[/\\][^\s'"`()[\]<>,=]*\.[A-Za-z][\w-]{0,6}(?![\w/\\])/g;
    PATH_AT_RE = new RegExp(PATH_RE.source, "y");
    RUN_AT_SLASH_RE = /(?<=(?:^|[\s'"`()[\]<>,=])([^\s'"`()[\]<>,=]*))[^\s'"`()[\]<>,=]*/y;
  }
});

// src/normalize/signal.ts
function hasSignalWord(line) {
  let text = line.includes("://") ? line.replace(URL_RE, " ") : line;
  if (text.includes("/") || text.includes("\\")) text = withoutPaths(text);
  return WORD_START_RE.test(text) || CAMEL_RE.test(text) || CAPS_RE.test(text);
}
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
var escapeRe, WORDS, SYMBOLS, WORD_START_RE, CAMEL_RE, CAPS_RE, URL_RE, LOCATION_RE, TEST_HEADER_RE, FRAME_SEPARATOR_RE, FRAME_FOOTER_RE, COUNTER_RE, DIRECTIVE_RE, DIAGNOSTIC_BLOCK_LINES, TRACEBACK_BLOCK_LINES, MESSAGE_BLOCK_LINES, REPORT_BLOCK_LINES, YAML_BLOCK_LINES, ByteFinder;
var init_signal = __esm({
  "src/normalize/signal.ts"() {
    "use strict";
    init_lines_abi();
    init_path_words();
    escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    WORDS = [
      ...KEYWORDS.filter((k) => !k.startsWith("passed") && /^[a-z]/.test(k) && !(k in KEYWORD_PHRASES)),
      ...Object.values(KEYWORD_PHRASES).flat()
    ];
    SYMBOLS = KEYWORDS.filter((k) => !/^[a-z]/.test(k));
    WORD_START_RE = new RegExp(`(?<![A-Za-z])(?:${WORDS.map(escapeRe).join("|")})|\\d+ passed|passed:?\\s*\\d|${SYMBOLS.map(escapeRe).join("|")}`, "i");
    CAMEL_RE = /[a-z0-9](?:Error|Exception|Warning|Fail|Failed|Failure|Fault|Denied|Refused|Timeout|Abort|Panic|Fatal|Invalid|Missing|Mismatch|Crash|Conflict)/;
    CAPS_RE = /[A-Z](?:ERROR|ERR|FAIL|FATAL|REFUSED|DENIED|TIMEOUT|TIMEDOUT|ABORT|PANIC|WARN|EXCEPTION|INVALID|MISSING|CRASH|CONFLICT)/;
    URL_RE = /\S*:\/\/\S*/g;
    LOCATION_RE = /(?:^|[\s"'`(\[<=,;:@|>])(?:[A-Za-z]:)?[\w.~\-/\\+@$]*[\w\-]\.[A-Za-z][\w\-]{0,11}(?::\d+|\(\d+(?:,\d+)?\))|(?:^|[\s"'`(\[<=,;:])(?:Makefile|Dockerfile|makefile|GNUmakefile):\d+|\bline \d+/;
    TEST_HEADER_RE = /^_{3,} .+ _{3,}\s*$/;
    FRAME_SEPARATOR_RE = /^(?:_ ){3,}_?\s*$/;
    FRAME_FOOTER_RE = /^[^\s:]+:\d+:(?:\s|$)/;
    COUNTER_RE = /^\s*(?:#|[^\x00-\x7f])\s*[a-z_]+\s+\d+(?:\.\d+)?\s*$/;
    DIRECTIVE_RE = /\s#\s*\S/;
    DIAGNOSTIC_BLOCK_LINES = 40;
    TRACEBACK_BLOCK_LINES = 4e3;
    MESSAGE_BLOCK_LINES = 40;
    REPORT_BLOCK_LINES = 80;
    YAML_BLOCK_LINES = 200;
    ByteFinder = class {
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
  }
});

// src/normalize/lines-plan.ts
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
      const kept2 = kind === RUN_ALTERNATE ? 2 : 1;
      if (!savesMoreThanMarker(starts, first + kept2, end - 1)) continue;
      for (let i = first + kept2; i < end; i++) hidden[i] = 1;
      collapse.set(first + kept2 - 1, { kind, first, end });
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
  let file2 = null;
  let groupStart = -1;
  let seen = 0;
  const close = (end) => {
    if (file2 === null || seen < perFile + 2) return;
    let k = groupStart;
    let visible = 0;
    while (k < end) {
      if (!hidden[k]) visible++;
      if (visible > perFile) break;
      k++;
    }
    if (estimateTokens(ops.starts[end] - ops.starts[k]) <= MAX_MARKER_TOKENS + estimateTokens(file2.length)) return;
    removals.push({ first: k, last: end - 1, kind: "grep-cap", file: file2 });
  };
  for (let i = 0; i <= n; i++) {
    if (i < n && hidden[i]) continue;
    let path2 = null;
    if (i < n && !(ops.flags[i] & FLAG_MARKER)) {
      const s = ops.starts[i];
      const m = GREP_LINE_RE.exec(b.toString("utf8", s, Math.min(ops.starts[i + 1] - 1, s + 4096)));
      if (m) path2 = m[1];
    }
    if (path2 !== null && path2 === file2) {
      seen++;
      continue;
    }
    close(i);
    file2 = path2;
    groupStart = i;
    seen = path2 === null ? 0 : 1;
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
  let kept2 = 0;
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
    kept2++;
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
  return { text, elisions, signalLines, keptLines: kept2, candidates };
}
var GREP_LINE_RE;
var init_lines_plan = __esm({
  "src/normalize/lines-plan.ts"() {
    "use strict";
    init_lines_abi();
    init_tokens();
    init_signal();
    init_markers();
    init_bytes();
    GREP_LINE_RE = /^([^\s:][^:\n]*?)(?::(\d+)[:-]|-(\d+)-|:)/;
  }
});

// src/normalize/long-lines.ts
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
var MAX_LINE_BYTES, LONG_LINE_HEAD, LONG_LINE_TAIL;
var init_long_lines = __esm({
  "src/normalize/long-lines.ts"() {
    "use strict";
    init_bytes();
    init_markers();
    init_tokens();
    MAX_LINE_BYTES = 4096;
    LONG_LINE_HEAD = 1536;
    LONG_LINE_TAIL = 512;
  }
});

// src/normalize/json.ts
function looksLikeJson(buf) {
  let s = 0;
  let e = buf.length - 1;
  while (s <= e && (buf[s] === 32 || buf[s] === 9 || buf[s] === 10 || buf[s] === 13)) s++;
  while (e >= s && (buf[e] === 32 || buf[e] === 9 || buf[e] === 10 || buf[e] === 13)) e--;
  if (e <= s) return false;
  return buf[s] === 123 && buf[e] === 125 || buf[s] === 91 && buf[e] === 93;
}
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
  const reduce = (v, path2) => {
    if (Array.isArray(v)) {
      const items = v.length > o.jsonMaxItems ? v.slice(0, o.jsonKeepItems) : v;
      const out = items.map((x, i) => reduce(x, `${path2}[${i}]`));
      if (items !== v) {
        const first = o.jsonKeepItems;
        const last = v.length - 1;
        out.push(jsonItemsMarker(key(), path2, first, last, v.length, schemaOf(v)));
        const removedChars = JSON.stringify(v.slice(first)).length;
        elisions.push({ start: first, end: last, lines: last - first + 1, tokens: Math.ceil(removedChars / 4), kind: "json-items" });
      }
      return out;
    }
    if (v !== null && typeof v === "object") {
      const out = {};
      for (const [k, x] of Object.entries(v)) out[k] = reduce(x, `${path2}${/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`}`);
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
var MAX_JSON_BYTES, MAX_SCHEMA_KEYS, RISKY_NUMBER_RE;
var init_json = __esm({
  "src/normalize/json.ts"() {
    "use strict";
    init_bytes();
    init_markers();
    MAX_JSON_BYTES = 64 << 20;
    MAX_SCHEMA_KEYS = 12;
    RISKY_NUMBER_RE = /[0-9]\.[0-9]*0(?![0-9])|[0-9]{16,}|[0-9][eE]|-0(?![.0-9])|\.[0-9]{17,}/;
  }
});

// src/normalize/options.ts
function resolveRequest(opts) {
  const tool = opts.tool ?? "auto";
  if (!TOOL_KINDS.includes(tool)) throw badOption("normalize", `unknown tool '${String(tool)}' (expected one of ${TOOL_KINDS.join(", ")})`);
  return { tool, spill: opts.spill ?? true };
}
function resolveOptions(opts, tool) {
  const read2 = tool === "read";
  const pos = (v, name, fallback) => {
    if (v === void 0) return fallback;
    if (!Number.isInteger(v) || v < 0) throw badOption("normalize", `option ${name} must be a non-negative integer, got ${v}`);
    return v;
  };
  return {
    tool,
    spill: opts.spill ?? true,
    headLines: pos(opts.headLines, "headLines", read2 ? 200 : 15),
    tailLines: pos(opts.tailLines, "tailLines", read2 ? 50 : 25),
    minLines: pos(opts.minLines, "minLines", read2 ? 3e3 : 40),
    minTokens: pos(opts.minTokens, "minTokens", 800),
    minGap: Math.max(1, pos(opts.minGap, "minGap", 3)),
    grepPerFile: Math.max(1, pos(opts.grepPerFile, "grepPerFile", 5)),
    maxLineBytes: maxLineBytes(pos(opts.maxLineBytes, "maxLineBytes", MAX_LINE_BYTES)),
    jsonMaxItems: pos(opts.jsonMaxItems, "jsonMaxItems", 10),
    jsonKeepItems: Math.max(1, pos(opts.jsonKeepItems, "jsonKeepItems", 3)),
    impl: opts.impl
  };
}
function resolveDeltaOptions(opts) {
  const ratio = opts.maxDiffRatio ?? 0.6;
  if (!(ratio >= 0 && ratio <= 1)) throw badOption("rereadDelta", `maxDiffRatio must be within [0, 1], got ${ratio}`);
  return { namespace: opts.namespace ?? "default", maxDiffRatio: ratio };
}
function maxLineBytes(v) {
  return v === 0 ? 0 : Math.max(v, 2 * (LONG_LINE_HEAD + LONG_LINE_TAIL));
}
var TOOL_KINDS;
var init_options4 = __esm({
  "src/normalize/options.ts"() {
    "use strict";
    init_errors();
    init_long_lines();
    TOOL_KINDS = ["bash", "read", "grep", "json", "web", "auto"];
  }
});

// src/normalize/normalize.ts
function normalize(input, opts = {}) {
  if (typeof input === "string") return run(Buffer.from(input, "utf8"), true, input.length, input, opts);
  const raw = asBuffer(input);
  const rawIsUtf8 = (0, import_node_buffer2.isUtf8)(raw);
  return run(raw, rawIsUtf8, void 0, void 0, opts);
}
function normalizeEncoded(text, bytes, opts = {}) {
  return run(asBuffer(bytes), true, text.length, text, opts);
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
    const digest3 = sha1(raw);
    const key2 = digest3.slice(0, KEY_HEX);
    if (spill) spillPutRaw(key2, raw);
    const text2 = binaryMarker(key2, raw.length, why, digest3.slice(0, KEY_HEX));
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
  const validUtf8 = cleanedIsRaw ? rawIsUtf8 : (0, import_node_buffer2.isUtf8)(cleaned);
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
var init_normalize = __esm({
  "src/normalize/normalize.ts"() {
    "use strict";
    init_terminal2();
    init_lines2();
    init_tokens();
    init_spill();
    init_bytes();
    init_hash();
    init_markers();
    init_lines_plan();
    init_long_lines();
    init_json();
    init_options4();
  }
});

// src/normalize/recall.ts
function recall(key, opts = {}) {
  if (!isSpillKey(key)) throw new UsageError(`recall: '${key}' is not a spill key (expected the hex key a [ck: \u2026] marker prints)`);
  const entry = spillGet(key) ?? spillRefEntry(key);
  if (!entry) throw spillKeyMissing(key, spillDir());
  if (!entry.text) {
    if (opts.lines || opts.grep) throw new UsageError(`recall: ${key} holds binary output, which has no lines; use --raw`);
    throw new UsageError(`recall: ${key} holds binary output; use --raw to get its bytes`);
  }
  let re = null;
  if (opts.grep !== void 0) {
    try {
      re = new RegExp(opts.grep);
    } catch (err) {
      throw new UsageError(`recall: invalid --grep regular expression '${opts.grep}': ${err.message}`);
    }
  }
  const text = entry.text.toString("utf8");
  if (!opts.lines && !re) return text === "" || text.endsWith("\n") ? text : `${text}
`;
  const lines = text.split("\n");
  if (text.endsWith("\n")) lines.pop();
  let first = 1;
  let last = lines.length;
  if (opts.lines) {
    const [a, b] = opts.lines;
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || b < a) {
      throw new UsageError(`recall: invalid line range ${a}-${b} (expected A-B with 1 <= A <= B)`);
    }
    if (b > lines.length) {
      throw new UsageError(`recall: lines ${a}-${b} out of range: ${key} has ${lines.length} lines`);
    }
    first = a;
    last = b;
  }
  const out = [];
  for (let i = first; i <= last; i++) {
    const line = lines[i - 1];
    if (!re) out.push(line);
    else if (re.test(line)) out.push(`${i}:${line}`);
  }
  return out.length ? `${out.join("\n")}
` : "";
}
function recallRaw(key) {
  if (!isSpillKey(key)) throw new UsageError(`recall: '${key}' is not a spill key (expected the hex key a [ck: \u2026] marker prints)`);
  const entry = spillGet(key) ?? spillRefEntry(key);
  if (!entry) throw spillKeyMissing(key, spillDir());
  return entry.raw();
}
function parseLineRange(spec, flag = "--lines") {
  const m = /^(\d+)(?:-(\d+))?$/.exec(spec.trim());
  if (!m) throw new UsageError(`invalid value for ${flag}: '${spec}' (expected A-B, e.g. 46-1249)`);
  const a = Number(m[1]);
  const b = m[2] === void 0 ? a : Number(m[2]);
  if (a < 1 || b < a) throw new UsageError(`invalid value for ${flag}: '${spec}' (expected A-B with 1 <= A <= B)`);
  return [a, b];
}
var init_recall = __esm({
  "src/normalize/recall.ts"() {
    "use strict";
    init_errors();
    init_spill();
    init_spill_ref();
  }
});

// src/normalize/delta.ts
function loadCreatePatch() {
  if (!createPatch) {
    const require2 = createRequire(__ckImportMetaUrl);
    createPatch = require2("diff").createPatch;
  }
  return createPatch;
}
function rereadDelta(key, content, opts = {}) {
  const { namespace, maxDiffRatio: ratio } = resolveDeltaOptions(opts);
  const hash2 = sha1(content);
  const previous = deltaGet(namespace, key);
  if (previous === null) {
    deltaPut(namespace, key, content);
    return { kind: "first", text: content, hash: hash2 };
  }
  const previousHash = sha1(previous);
  const spillKey = hash2.slice(0, KEY_HEX);
  if (previousHash === hash2) {
    spillPut(spillKey, content, null);
    return { kind: "unchanged", text: unchangedMarker(spillKey, hash2, lineCount(content), key), hash: hash2, previousHash };
  }
  deltaPut(namespace, key, content);
  const patch = loadCreatePatch()(key, previous, content, "last read", "now", { context: 3 });
  const body = patch.replace(/^Index: .*\n=+\n/, "");
  if (body.length < ratio * content.length) {
    spillPut(spillKey, content, null);
    const text = `${changedMarker(spillKey, previousHash, hash2, lineCount(content), key)}
${body}`;
    return { kind: "diff", text, hash: hash2, previousHash };
  }
  return { kind: "changed-full", text: content, hash: hash2, previousHash };
}
function forgetDelta(key, opts = {}) {
  deltaForget(resolveDeltaOptions(opts).namespace, key);
}
var createPatch, lineCount;
var init_delta = __esm({
  "src/normalize/delta.ts"() {
    "use strict";
    init_node_module();
    init_delta_state();
    init_spill();
    init_markers();
    init_options4();
    init_hash();
    lineCount = (s) => s === "" ? 0 : s.split("\n").length - (s.endsWith("\n") ? 1 : 0);
  }
});

// src/normalize/fit.ts
function markerTokens(description, first, last) {
  const m = TOKENS_RE.exec(description);
  if (!m) return last - first + 1;
  const scale = m[2] === "k" ? 1e3 : m[2] === "M" ? 1e6 : 1;
  return Math.round(Number(m[1]) * scale);
}
function entriesOf(text) {
  const lines = text.endsWith("\n") ? text.slice(0, -1).split("\n") : text.split("\n");
  const out = [];
  let cur = 1;
  for (const line of lines) {
    const m = line.startsWith("[ck: ") ? parseMarker(line) : null;
    if (m && m.lines) {
      out.push({ text: line, first: m.lines[0], last: m.lines[1], marker: true, pinned: false, tokens: markerTokens(m.description, m.lines[0], m.lines[1]), signal: false });
      cur = m.lines[1] + 1;
    } else if (m) {
      out.push({ text: line, first: cur, last: cur - 1, marker: true, pinned: true, tokens: 0, signal: false });
    } else {
      out.push({ text: line, first: cur, last: cur, marker: false, pinned: false, tokens: estimateTokens(line.length + 1), signal: false });
      cur++;
    }
  }
  return out;
}
function markSignal(text, entries, mask) {
  if (mask) {
    let n2 = 0;
    for (const e of entries) {
      if (!e.marker && mask[e.first - 1]) {
        e.signal = true;
        n2++;
      }
    }
    return n2;
  }
  const buf = Buffer.from(text, "utf8");
  const ops = lineOps(buf, DEFAULT_LINE_OPS);
  const signal = classifySignal(buf, ops, new Uint8Array(ops.count));
  let n = 0;
  for (let i = 0; i < entries.length && i < ops.count; i++) {
    if (signal[i] && !entries[i].marker) {
      entries[i].signal = true;
      n++;
    }
  }
  return n;
}
function render2(entries, keep, key, trailingNewline, lines) {
  let length = 0;
  let count = 0;
  const push = (line) => {
    lines?.push(line);
    length += line.length;
    count++;
  };
  let i = 0;
  while (i < entries.length) {
    if (keep[i]) {
      push(entries[i].text);
      i++;
      continue;
    }
    let j = i;
    let tokens = 0;
    while (j < entries.length && !keep[j]) tokens += entries[j++].tokens;
    const first = entries[i].first;
    const last = entries[j - 1].last;
    const markerLength = last >= first ? elidedMarkerLength(key, first, last, tokens) : 0;
    let plain = 0;
    for (let k = i; k < j && plain <= markerLength; k++) plain = entries[k].marker ? Infinity : plain + entries[k].text.length + 1;
    if (j - i === 1 && entries[i].marker) push(entries[i].text);
    else if (plain <= markerLength) for (let k = i; k < j; k++) push(entries[k].text);
    else if (markerLength > 0) {
      if (lines) push(elidedMarker(key, first, last, tokens));
      else {
        length += markerLength;
        count++;
      }
    }
    i = j;
  }
  return count === 0 ? 0 : length + count - 1 + (trailingNewline ? 1 : 0);
}
function renderText(entries, keep, key, trailingNewline) {
  const lines = [];
  render2(entries, keep, key, trailingNewline, lines);
  return lines.join("\n") + (trailingNewline && lines.length > 0 ? "\n" : "");
}
function fitToChars(result, maxChars) {
  const text = result.text;
  let key = result.key;
  if (text.length <= maxChars) return { text, key: key ?? "", signalKept: result.signalLines, signalDropped: 0, level: "whole" };
  const trailing = text.endsWith("\n");
  const entries = entriesOf(text);
  const signalTotal = markSignal(text, entries, result.signalMask);
  if (key === null) {
    key = sha1(text).slice(0, KEY_HEX);
    spillPut(key, text, null);
  }
  const n = entries.length;
  const base = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (entries[i].signal || entries[i].pinned) base[i] = 1;
  const tryKeep = (keep) => render2(entries, keep, key, trailing) <= maxChars ? renderText(entries, keep, key, trailing) : void 0;
  const withContext = base.slice();
  for (let i = 0; i < n; i++) {
    if (!base[i] || !entries[i].signal) continue;
    if (i > 0 && !entries[i - 1].marker) withContext[i - 1] = 1;
    if (i + 1 < n && !entries[i + 1].marker) withContext[i + 1] = 1;
  }
  const headTail = (keep, head, tail) => {
    const k = keep.slice();
    for (let i = 0, left = head; i < n && left > 0; i++) if (!entries[i].marker) {
      k[i] = 1;
      left--;
    }
    for (let i = n - 1, left = tail; i >= 0 && left > 0; i--) if (!entries[i].marker) {
      k[i] = 1;
      left--;
    }
    return k;
  };
  const done = (out2, level) => ({ text: out2, key, signalKept: signalTotal, signalDropped: 0, level });
  let out = tryKeep(headTail(withContext, 5, 10));
  if (out !== void 0) return done(out, "context");
  out = tryKeep(headTail(base, 3, 5));
  if (out !== void 0) return done(out, "head-tail");
  out = tryKeep(base);
  if (out !== void 0) return done(out, "signal");
  return partialSignal(entries, base, key, trailing, maxChars, signalTotal);
}
function partialSignal(entries, base, key, trailing, maxChars, signalTotal) {
  const n = entries.length;
  const keep = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (entries[i].pinned) keep[i] = 1;
  const order = [];
  let lo = 0;
  let hi = n - 1;
  let fromStart = true;
  while (lo <= hi) {
    const i = fromStart ? lo++ : hi--;
    if (!(base[i] && entries[i].signal)) continue;
    order.push(i);
    fromStart = !fromStart;
  }
  let used = render2(entries, keep, key, trailing);
  if (used > maxChars) return void 0;
  const MARKER2 = 120;
  const cost = (i) => entries[i].text.length + 1 + (i > 0 && keep[i - 1] || i + 1 < n && keep[i + 1] ? 0 : MARKER2);
  const seen = /* @__PURE__ */ new Set();
  const pass2 = (distinctOnly) => {
    for (const i of order) {
      if (keep[i]) continue;
      const text = entries[i].text;
      if (distinctOnly && seen.has(text)) continue;
      const c = cost(i);
      if (used + c > maxChars) continue;
      keep[i] = 1;
      seen.add(text);
      used += c;
    }
  };
  pass2(true);
  used = render2(entries, keep, key, trailing);
  pass2(true);
  pass2(false);
  let length = render2(entries, keep, key, trailing);
  for (let k = order.length - 1; length > maxChars && k >= 0; k--) {
    if (!keep[order[k]]) continue;
    keep[order[k]] = 0;
    length = render2(entries, keep, key, trailing);
  }
  if (length > maxChars) return void 0;
  let kept2 = 0;
  for (const i of order) if (keep[i]) kept2++;
  return { text: renderText(entries, keep, key, trailing), key, signalKept: kept2, signalDropped: signalTotal - kept2, level: "partial-signal" };
}
var TOKENS_RE;
var init_fit = __esm({
  "src/normalize/fit.ts"() {
    "use strict";
    init_lines2();
    init_spill();
    init_tokens();
    init_signal();
    init_markers();
    init_hash();
    TOKENS_RE = /~([\d.]+)([kM]?) tokens/;
  }
});

// src/normalize/index.ts
var normalize_exports = {};
__export(normalize_exports, {
  TOOL_KINDS: () => TOOL_KINDS,
  fitToChars: () => fitToChars,
  forgetDelta: () => forgetDelta,
  isMarkerLine: () => isMarkerLine,
  normalize: () => normalize,
  normalizeEncoded: () => normalizeEncoded,
  parseLineRange: () => parseLineRange,
  parseMarker: () => parseMarker,
  recall: () => recall,
  recallRaw: () => recallRaw,
  rereadDelta: () => rereadDelta
});
var init_normalize2 = __esm({
  "src/normalize/index.ts"() {
    "use strict";
    init_normalize();
    init_recall();
    init_delta();
    init_markers();
    init_options4();
    init_fit();
  }
});

// src/hooks/engine.ts
function loadNormalize() {
  cached ??= Promise.resolve().then(() => (init_normalize2(), normalize_exports)).then(
    (m) => ({
      // An output that arrived in the payload is handed over with the payload's own UTF-8 bytes (no re-encoding).
      normalize: (input, opts) => withBaselineTiers(lengthOf(input), () => {
        const bytes = typeof input === "string" ? utf8Of(input) : void 0;
        return bytes ? m.normalizeEncoded(input, bytes, opts) : m.normalize(input, opts);
      }),
      rereadDelta: (key, content, opts) => withBaselineTiers(content.length, () => m.rereadDelta(key, content, opts)),
      forgetDelta: m.forgetDelta,
      fitToChars: (result, maxChars) => withBaselineTiers(result.text.length, () => m.fitToChars(result, maxChars))
    }),
    (err) => {
      cached = void 0;
      throw new Error(`normalize engine not available in this build: ${err.message}`);
    }
  );
  return cached;
}
var cached, lengthOf;
var init_engine = __esm({
  "src/hooks/engine.ts"() {
    "use strict";
    init_tiering();
    init_json_bytes();
    lengthOf = (input) => typeof input === "string" ? input.length : input.byteLength;
  }
});

// src/hooks/deadline.ts
function pastDeadline(startedAt, deadlineMs, now = Date.now()) {
  const margin = Math.min(200, deadlineMs / 4);
  return now - startedAt > deadlineMs - margin;
}
var init_deadline = __esm({
  "src/hooks/deadline.ts"() {
    "use strict";
  }
});

// src/slice/symptom/lines.ts
function stripAnsi(text) {
  return text.replace(/\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g, "");
}
var init_lines3 = __esm({
  "src/slice/symptom/lines.ts"() {
    "use strict";
  }
});

// src/hooks/failure-signature.ts
function collect(lines, re, keep = () => true, whole = false) {
  const keys = [];
  let first = -1;
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i]);
    if (!m || !keep(m)) continue;
    if (first < 0) first = i;
    const key = (whole ? m[0] : m[1] ?? m[0]).trim();
    if (keys.length < MAX_KEYS && !keys.includes(key)) keys.push(key);
  }
  return first < 0 ? void 0 : { keys, line: first };
}
function find(lines, re, from = 0) {
  for (let i = from; i < lines.length; i++) if (re.test(lines[i])) return i;
  return -1;
}
function scanWindow(text) {
  if (text.length <= HEAD_CHARS + TAIL_CHARS) return text;
  const head = text.slice(0, text.lastIndexOf("\n", HEAD_CHARS) + 1);
  const tail = text.slice(text.indexOf("\n", text.length - TAIL_CHARS) + 1);
  return `${head}${tail}`;
}
function outputLines(text) {
  return stripAnsi(scanWindow(text)).split("\n").map((l) => l.includes("\r") ? l.slice(l.lastIndexOf("\r", l.length - 2) + 1).replace(/\r$/, "") : l);
}
function detectFailure(text) {
  if (!text) return void 0;
  const lines = outputLines(text);
  for (const [kind, detect] of DETECTORS) {
    const hit = detect(lines);
    if (!hit || hit.keys.length === 0) continue;
    const signature = (0, import_node_crypto6.createHash)("sha1").update(`${kind}\0${[...hit.keys].sort().join("\0")}`).digest("hex").slice(0, 16);
    return { kind, signature, keys: hit.keys, at: hit.line };
  }
  return void 0;
}
var import_node_crypto6, MAX_KEYS, VOLATILE, PY_HEADER, PY_FRAME, PY_EXCEPTION, pythonTraceback, pytest, goTest, cargoTest, rustPanic, jest, vitest, nodeTest, CC_ERROR, TSC_ERROR, RUSTC_ERROR, RUSTC_AT, compilerError, JS_FRAME, JAVA_FRAME, npmErrorStack, ERROR_LINE, stackTrace, DETECTORS, HEAD_CHARS, TAIL_CHARS;
var init_failure_signature = __esm({
  "src/hooks/failure-signature.ts"() {
    "use strict";
    import_node_crypto6 = require("node:crypto");
    init_lines3();
    MAX_KEYS = 20;
    VOLATILE = /0x[0-9a-f]+|\b\d+(?:\.\d+)?m?s\b/gi;
    PY_HEADER = /^ {0,4}Traceback \(most recent call last\):\s*$/;
    PY_FRAME = /^\s+File "([^"]+)", line (\d+)/;
    PY_EXCEPTION = /^ {0,4}([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Warning|Fault|[A-Z]\w*))(?::.*)?$/;
    pythonTraceback = (lines) => {
      for (let i = find(lines, PY_HEADER); i >= 0; i = find(lines, PY_HEADER, i + 1)) {
        let j = i + 1;
        let frame;
        while (j < lines.length && (PY_FRAME.test(lines[j]) || /^\s/.test(lines[j]) || lines[j] === "")) {
          const m = PY_FRAME.exec(lines[j]);
          if (m) frame = `${m[1]}:${m[2]}`;
          j++;
        }
        if (!frame || j >= lines.length || !PY_EXCEPTION.test(lines[j])) continue;
        return { keys: [lines[j].trim().replace(VOLATILE, "#").slice(0, 200), frame], line: i };
      }
      return void 0;
    };
    pytest = (lines) => {
      const ids = collect(lines, /^(?:FAILED|ERROR) (\S+\.py(?:::\S+)?)(?: - .*)?$/);
      if (ids) return ids;
      const summary = find(lines, /^(?:=+ )?(?:\d+ \w+, )*\d+ (?:failed|errors?)\b.* in \d+(?:\.\d+)?s\b.*?(?: =+)?$/);
      if (summary < 0) return void 0;
      const sections = collect(lines, /^_{3,} (\S.*?) _{3,}$/);
      return sections ? { keys: sections.keys, line: sections.line } : void 0;
    };
    goTest = (lines) => {
      const tests = collect(lines, /^\s*--- FAIL: (\S+)/);
      if (tests) return tests;
      const pkgs = collect(lines, /^FAIL\t(\S+)/);
      if (pkgs) return pkgs;
      const panic = find(lines, /^panic: .+/);
      if (panic >= 0 && find(lines, /^goroutine \d+ \[[^\]]+\]:$/, panic) >= 0) return { keys: [lines[panic].replace(VOLATILE, "#").slice(0, 200)], line: panic };
      return void 0;
    };
    cargoTest = (lines) => {
      if (find(lines, /^test result: FAILED\./) < 0) return void 0;
      return collect(lines, /^test (\S+) \.\.\. FAILED$/) ?? { keys: ["test result: FAILED"], line: find(lines, /^test result: FAILED\./) };
    };
    rustPanic = (lines) => collect(lines, /^thread '[^']*'(?: \(\d+\))? panicked at ([^\s:]+:\d+:\d+)/);
    jest = (lines) => {
      const header2 = find(lines, /^FAIL\s+\S+/);
      const summary = find(lines, /^Tests:\s+.*\b[1-9]\d* failed\b/);
      if (header2 < 0 && summary < 0) return void 0;
      const titles = collect(lines, /^\s*● (.+)$/, (m) => !/^Console$/.test(m[1].trim()));
      if (titles) return titles;
      return header2 >= 0 ? collect(lines, /^FAIL\s+(\S+)/) : void 0;
    };
    vitest = (lines) => {
      const blocks = collect(lines, /^ FAIL {1,2}(\S.*?)\s*$/);
      if (blocks) return blocks;
      const banner = find(lines, /^⎯+ Failed (?:Tests|Suites) \d+ ⎯+$/);
      if (banner >= 0) return { keys: [lines[banner].trim()], line: banner };
      return void 0;
    };
    nodeTest = (lines) => {
      if (find(lines, /^# fail [1-9]\d*$/) >= 0) {
        const tap = collect(lines, /^\s*not ok \d+ - (.+?)\s*$/, (m) => !/#\s*(?:TODO|SKIP)\b/i.test(m[1]));
        if (tap) return tap;
      }
      if (find(lines, /^ℹ fail [1-9]\d*$/) >= 0 || find(lines, /^✖ failing tests:$/) >= 0) {
        return collect(lines, /^\s*✖ (.+?) \([\d.]+m?s\)$/);
      }
      return void 0;
    };
    CC_ERROR = /^([^\s:()]+\.[A-Za-z+]{1,6}):(\d+):(?:(\d+):)? (?:fatal )?error\b:?\s*(.*)$/;
    TSC_ERROR = /^([^\s:()]+\.[cm]?[jt]sx?)(?:\((\d+),(\d+)\): | ?:(\d+):(\d+) - )error (TS\d+):/;
    RUSTC_ERROR = /^error(?:\[E\d{4}\])?: .+/;
    RUSTC_AT = /^\s+--> ([^\s:]+:\d+:\d+)$/;
    compilerError = (lines) => {
      const cc = collect(lines, CC_ERROR, void 0, true);
      if (cc) return { keys: cc.keys.map((k) => k.slice(0, 200)), line: cc.line };
      const tsc = collect(lines, TSC_ERROR, void 0, true);
      if (tsc) return { keys: tsc.keys.map((k) => k.slice(0, 200)), line: tsc.line };
      const keys = [];
      let first = -1;
      for (let i = find(lines, RUSTC_ERROR); i >= 0; i = find(lines, RUSTC_ERROR, i + 1)) {
        const at = RUSTC_AT.exec(lines[i + 1] ?? "");
        if (!at) continue;
        if (first < 0) first = i;
        if (keys.length < MAX_KEYS) keys.push(`${at[1]} ${lines[i].slice(0, 160)}`);
      }
      return first < 0 ? void 0 : { keys, line: first };
    };
    JS_FRAME = /^\s+at (?:.+? \()?(?:file:\/\/)?[^\s()]+:\d+:\d+\)?$/;
    JAVA_FRAME = /^\s+at [\w$.<>/]+\([^()]*\)$/;
    npmErrorStack = (lines) => {
      const first = find(lines, /^npm (?:ERR!|error) /);
      if (first < 0 || find(lines, /^(?:npm (?:ERR!|error|verbose)(?: stack)? )?\s+at (?:.+? \()?(?:file:\/\/)?[^\s()]+:\d+:\d+\)?$/) < 0) return void 0;
      const code = lines.find((l) => /^npm (?:ERR!|error) code /.test(l));
      return { keys: [(code ?? lines[first]).slice(0, 200)], line: first };
    };
    ERROR_LINE = /^(?:Uncaught )?(?:Exception in thread "[^"]*" )?([\w$.]*(?:Error|Exception|Panic|Failure)\w*)(?: \[[A-Z_]+\])?(?::.*)?$/;
    stackTrace = (lines) => {
      for (let i = 0; i < lines.length - 1; i++) {
        if (!ERROR_LINE.test(lines[i])) continue;
        const frame = lines[i + 1];
        if (!JS_FRAME.test(frame) && !JAVA_FRAME.test(frame)) continue;
        return { keys: [lines[i].replace(VOLATILE, "#").slice(0, 200), frame.trim()], line: i };
      }
      return void 0;
    };
    DETECTORS = [
      ["pytest", pytest],
      ["go-test", goTest],
      ["cargo-test", cargoTest],
      ["jest", jest],
      ["vitest", vitest],
      ["node-test", nodeTest],
      ["python-traceback", pythonTraceback],
      ["rust-panic", rustPanic],
      ["compiler-error", compilerError],
      ["npm-error-stack", npmErrorStack],
      ["stack-trace", stackTrace]
    ];
    HEAD_CHARS = 64 * 1024;
    TAIL_CHARS = 192 * 1024;
  }
});

// src/hooks/shell.ts
function scanShell(src) {
  const s = new Scanner(src);
  try {
    s.run();
  } catch (err) {
    return { error: err.message };
  }
  return { commands: s.commands };
}
function c2(s, options) {
  return options.includes(s);
}
var OPERATOR_CHARS, Scanner;
var init_shell = __esm({
  "src/hooks/shell.ts"() {
    "use strict";
    OPERATOR_CHARS = /* @__PURE__ */ new Set(["|", "&", ";", "(", ")", "<", ">"]);
    Scanner = class {
      constructor(src) {
        this.src = src;
      }
      src;
      commands = [];
      words = [];
      redirects = [];
      i = 0;
      redirectPending = false;
      redirectOp = "";
      heredocs = [];
      run() {
        const src = this.src;
        while (this.i < src.length) {
          const c = src[this.i];
          if (c === " " || c === "	") {
            this.i++;
          } else if (c === "\n") {
            this.endCommand();
            this.i++;
            this.readHeredocBodies();
          } else if (c === "#") {
            while (this.i < src.length && src[this.i] !== "\n") this.i++;
          } else if (c === "\\" && src[this.i + 1] === "\n") {
            this.i += 2;
          } else if (OPERATOR_CHARS.has(c)) {
            this.operator();
          } else {
            this.word();
          }
        }
        if (this.heredocs.length > 0) throw new Error(`heredoc '${this.heredocs[0].delim}' is not closed`);
        if (this.redirectPending) throw new Error("redirection without a target");
        this.endCommand();
      }
      endCommand() {
        if (this.words.length > 0 || this.redirects.length > 0) {
          this.commands.push(this.redirects.length > 0 ? { words: this.words, redirects: this.redirects } : { words: this.words });
        }
        this.words = [];
        this.redirects = [];
      }
      operator() {
        const src = this.src;
        const two = src.slice(this.i, this.i + 2);
        const three = src.slice(this.i, this.i + 3);
        if (three === "<<<") {
          this.i += 3;
          this.redirectPending = true;
          this.redirectOp = three;
          return;
        }
        if (two === "<<") {
          this.i += 2;
          let strip = false;
          if (src[this.i] === "-") {
            strip = true;
            this.i++;
          }
          while (src[this.i] === " " || src[this.i] === "	") this.i++;
          const start = this.i;
          const w = this.readWordRaw();
          if (w.start === w.end) throw new Error("heredoc without a delimiter");
          const delim = this.src.slice(start, this.i).replace(/['"\\]/g, "");
          this.heredocs.push({ delim, strip });
          return;
        }
        if (c2(two, ["&&", "||", ";;", "|&"])) {
          this.i += 2;
          this.endCommand();
          return;
        }
        if (c2(three, ["&>>"])) {
          this.i += 3;
          this.redirectPending = true;
          this.redirectOp = three;
          return;
        }
        if (c2(two, [">>", ">&", "<&", "&>", ">|", "<>"])) {
          this.i += 2;
          if ((two === ">&" || two === "<&") && /[0-9-]/.test(src[this.i] ?? "")) {
            while (/[0-9-]/.test(src[this.i] ?? "")) this.i++;
            return;
          }
          this.redirectPending = true;
          this.redirectOp = two;
          return;
        }
        const c = src[this.i];
        if ((c === "<" || c === ">") && src[this.i + 1] === "(") {
          this.i += 2;
          this.skipBalanced(")");
          this.addWord(this.i, this.i, void 0);
          return;
        }
        this.i++;
        if (c === "<" || c === ">") {
          this.redirectPending = true;
          this.redirectOp = c;
        } else this.endCommand();
      }
      /** Reads one word starting at `i`; returns its span and literal value (undefined when it has expansions). */
      readWordRaw() {
        const src = this.src;
        const start = this.i;
        let value = "";
        while (this.i < src.length) {
          const c = src[this.i];
          if (c === " " || c === "	" || c === "\n" || OPERATOR_CHARS.has(c)) break;
          if (c === "\\") {
            if (src[this.i + 1] === "\n") {
              this.i += 2;
              continue;
            }
            if (value !== void 0) value += src[this.i + 1] ?? "";
            this.i += 2;
          } else if (c === "'") {
            const close = src.indexOf("'", this.i + 1);
            if (close < 0) throw new Error(`unterminated single quote at ${this.i}`);
            if (value !== void 0) value += src.slice(this.i + 1, close);
            this.i = close + 1;
          } else if (c === '"') {
            this.i++;
            let inner = "";
            let literal2 = true;
            for (; ; ) {
              if (this.i >= src.length) throw new Error("unterminated double quote");
              const d = src[this.i];
              if (d === '"') {
                this.i++;
                break;
              }
              if (d === "\\") {
                inner += src[this.i + 1] ?? "";
                this.i += 2;
              } else if (d === "$" && (src[this.i + 1] === "(" || src[this.i + 1] === "{")) {
                literal2 = false;
                this.i += 2;
                this.skipBalanced(src[this.i - 1] === "(" ? ")" : "}");
              } else if (d === "`") {
                literal2 = false;
                this.skipBacktick();
              } else {
                if (d === "$") literal2 = false;
                inner += d;
                this.i++;
              }
            }
            if (value !== void 0) value = literal2 ? value + inner : void 0;
          } else if (c === "$" && (src[this.i + 1] === "(" || src[this.i + 1] === "{")) {
            value = void 0;
            this.i += 2;
            this.skipBalanced(src[this.i - 1] === "(" ? ")" : "}");
          } else if (c === "`") {
            value = void 0;
            this.skipBacktick();
          } else {
            if (c === "$" || c === "*" || c === "?" || c === "[" || c === "~") value = void 0;
            else if (value !== void 0) value += c;
            this.i++;
          }
        }
        return { start, end: this.i, value };
      }
      word() {
        const w = this.readWordRaw();
        const next = this.src[this.i];
        if ((next === "<" || next === ">") && /^\d+$/.test(this.src.slice(w.start, w.end))) return;
        this.addWord(w.start, w.end, w.value);
      }
      addWord(start, end, value) {
        if (this.redirectPending) {
          this.redirectPending = false;
          this.redirects.push({ op: this.redirectOp, target: { start, end, value } });
          return;
        }
        this.words.push({ start, end, value });
      }
      /** Skips to the closing `close` of `$(`/`${`/`<(`, honouring quotes and nesting. */
      skipBalanced(close) {
        const open = close === ")" ? "(" : "{";
        const src = this.src;
        let depth2 = 1;
        while (this.i < src.length) {
          const c = src[this.i];
          if (c === "\\") {
            this.i += 2;
            continue;
          }
          if (c === "'") {
            const q = src.indexOf("'", this.i + 1);
            if (q < 0) throw new Error("unterminated single quote inside a substitution");
            this.i = q + 1;
            continue;
          }
          if (c === '"') {
            this.i++;
            while (this.i < src.length && src[this.i] !== '"') this.i += src[this.i] === "\\" ? 2 : 1;
            if (this.i >= src.length) throw new Error("unterminated double quote inside a substitution");
            this.i++;
            continue;
          }
          if (c === "`") {
            this.skipBacktick();
            continue;
          }
          if (c === "<" && src[this.i + 1] === "<") throw new Error("heredoc inside a substitution");
          if (c === open) depth2++;
          else if (c === close && --depth2 === 0) {
            this.i++;
            return;
          }
          this.i++;
        }
        throw new Error(`unterminated ${open === "(" ? "$(" : "${"}`);
      }
      skipBacktick() {
        const src = this.src;
        this.i++;
        while (this.i < src.length && src[this.i] !== "`") this.i += src[this.i] === "\\" ? 2 : 1;
        if (this.i >= src.length) throw new Error("unterminated backtick");
        this.i++;
      }
      /** After a newline: skips the bodies of the heredocs opened on the previous line. */
      readHeredocBodies() {
        const src = this.src;
        while (this.heredocs.length > 0) {
          const { delim, strip } = this.heredocs[0];
          let found = false;
          while (this.i < src.length) {
            const nl = src.indexOf("\n", this.i);
            const lineEnd = nl < 0 ? src.length : nl;
            let line = src.slice(this.i, lineEnd);
            if (strip) line = line.replace(/^\t+/, "");
            this.i = nl < 0 ? src.length : nl + 1;
            if (line === delim) {
              found = true;
              break;
            }
          }
          if (!found) return;
          this.heredocs.shift();
        }
      }
    };
  }
});

// src/hooks/read-only-command.ts
function programIndex(cmd) {
  let i = 0;
  while (i < cmd.words.length) {
    const v = cmd.words[i].value;
    if (v === void 0) return i;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(v)) {
      i++;
      continue;
    }
    if (WRAPPERS.has(v)) {
      i++;
      while (i < cmd.words.length && (cmd.words[i].value ?? "").startsWith("-")) i++;
      continue;
    }
    if (v === "timeout") {
      i++;
      while (i < cmd.words.length && (cmd.words[i].value ?? "").startsWith("-")) i++;
      i++;
      continue;
    }
    return i;
  }
  return -1;
}
function viewsOnly(cmd) {
  const at = programIndex(cmd);
  if (at < 0) return true;
  const raw = cmd.words[at].value;
  if (raw === void 0) return false;
  const name = raw.slice(raw.lastIndexOf("/") + 1);
  if (name === "sed") return !cmd.words.slice(at + 1).some((w) => /^-[^-]*i|^--in-place/.test(w.value ?? ""));
  if (VIEWERS.has(name)) return true;
  if (name !== "git") return false;
  for (let i = at + 1; i < cmd.words.length; i++) {
    const v = cmd.words[i].value;
    if (v === void 0) return false;
    if (v === "-C" || v === "-c") {
      i++;
      continue;
    }
    if (v.startsWith("-")) continue;
    return GIT_VIEWS.has(v);
  }
  return true;
}
function isReadOnlyCommand(command) {
  const scanned = scanShell(command);
  if ("error" in scanned) return true;
  return scanned.commands.every(viewsOnly);
}
var VIEWERS, GIT_VIEWS, WRAPPERS;
var init_read_only_command = __esm({
  "src/hooks/read-only-command.ts"() {
    "use strict";
    init_shell();
    VIEWERS = /* @__PURE__ */ new Set([
      "cat",
      "bat",
      "batcat",
      "tac",
      "nl",
      "head",
      "tail",
      "less",
      "more",
      "most",
      "view",
      "grep",
      "egrep",
      "fgrep",
      "rg",
      "ag",
      "ack",
      "zgrep",
      "zcat",
      "bzcat",
      "xzcat",
      "zless",
      "git-grep",
      "find",
      "fd",
      "fdfind",
      "locate",
      "ls",
      "ll",
      "tree",
      "exa",
      "eza",
      "du",
      "df",
      "stat",
      "file",
      "wc",
      "sed",
      "awk",
      "gawk",
      "mawk",
      "cut",
      "sort",
      "uniq",
      "tr",
      "column",
      "fold",
      "fmt",
      "paste",
      "join",
      "comm",
      "jq",
      "yq",
      "xq",
      "diff",
      "colordiff",
      "cmp",
      "od",
      "xxd",
      "hexdump",
      "strings",
      "echo",
      "printf",
      "pwd",
      "cd",
      "pushd",
      "popd",
      "true",
      "false",
      ":",
      "test",
      "[",
      "which",
      "type",
      "whereis",
      "basename",
      "dirname",
      "realpath",
      "readlink",
      "date",
      "printenv",
      "sleep",
      "clear"
    ]);
    GIT_VIEWS = /* @__PURE__ */ new Set([
      "log",
      "show",
      "diff",
      "blame",
      "annotate",
      "grep",
      "status",
      "shortlog",
      "reflog",
      "whatchanged",
      "ls-files",
      "ls-tree",
      "cat-file",
      "rev-parse",
      "rev-list",
      "describe",
      "range-diff",
      "format-patch",
      "name-rev"
    ]);
    WRAPPERS = /* @__PURE__ */ new Set(["sudo", "command", "builtin", "exec", "nice", "nohup", "time", "env", "stdbuf", "xargs"]);
  }
});

// src/operators/index.ts
function operator(name) {
  return OPERATORS.find((o) => o.name === name);
}
var OPERATORS;
var init_operators = __esm({
  "src/operators/index.ts"() {
    "use strict";
    OPERATORS = Object.freeze([
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
  }
});

// src/hooks/lazy.ts
async function importDist(rel, what) {
  for (const base of ["../", "./"]) {
    const url = new URL(base + rel, __ckImportMetaUrl);
    if ((0, import_node_fs18.existsSync)((0, import_node_url6.fileURLToPath)(url))) return await import(url.href);
  }
  throw new Error(`${what} backend not available in this build (${rel} is missing)`);
}
async function importOperator(name) {
  return importDist(operator(name).module, name);
}
var import_node_fs18, import_node_url6;
var init_lazy = __esm({
  "src/hooks/lazy.ts"() {
    "use strict";
    import_node_fs18 = require("node:fs");
    import_node_url6 = require("node:url");
    init_operators();
  }
});

// src/hooks/slice-head.ts
function hasAtLeastSourceFiles(root, min, maxDirs = 5e3) {
  let count = 0;
  let dirs = 0;
  const stack = [root];
  while (stack.length > 0 && dirs < maxDirs) {
    const dir = stack.pop();
    dirs++;
    let entries;
    try {
      entries = (0, import_node_fs19.readdirSync)(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name) && !e.name.startsWith(".")) stack.push((0, import_node_path18.join)(dir, e.name));
      } else if (e.isFile() && SOURCE_EXT.test(e.name) && ++count >= min) {
        return true;
      }
    }
  }
  return false;
}
function formatManifestHead(m, symptomFile, root, source = "the symptom in this prompt") {
  const files = m.files ?? [];
  const lines = [
    `[ck: task slice for ${source} (${m.operator ?? "T2"}): ${files.length} of ${m.scanned?.files ?? "?"} files, ~${formatTokens(m.tokens?.task_state ?? 0)} of ~${formatTokens(m.tokens?.repo ?? m.scanned?.tokens ?? 0)} tokens; budget ${m.budget?.requested ?? "?"} \u2192 ${m.budget?.resolved ?? "?"}${m.budget?.fits === false ? " (does not fit)" : ""}]`
  ];
  const seeds = (m.seeds ?? []).slice(0, 8).map((s) => `${s.path}${s.line ? `:${s.line}` : ""} (${s.why ?? "seed"})`);
  if (seeds.length) lines.push(`seeds: ${seeds.join(", ")}`);
  for (const f of files.slice(0, 25)) {
    const ranges = f.tier === "symbols" && f.ranges?.length ? ` lines ${f.ranges.map((r) => `${r[0]}-${r[1]}`).join(",")}` : "";
    lines.push(`  ${(f.role ?? "").padEnd(10)} ${f.path} [${f.tier ?? "full"}${ranges}]`);
  }
  if (files.length > 25) lines.push(`  \u2026 ${files.length - 25} more files in the full manifest`);
  for (const w of (m.warnings ?? []).slice(0, 6)) lines.push(`warning: ${w.kind}${w.path ? ` ${w.path}${w.line ? `:${w.line}` : ""}` : ""}${w.detail ? ` \u2014 ${w.detail}` : ""}`);
  lines.push(`full manifest: ck slice '${root}' --symptom-file '${symptomFile}' --format json`);
  return lines.join("\n");
}
function saveSymptom(kind, text) {
  const file2 = stateDir(kind, `${(0, import_node_crypto7.createHash)("sha1").update(text).digest("hex").slice(0, 16)}.txt`);
  writeFileAtomic(file2, text);
  return file2;
}
async function loadSliceBackend() {
  if (backend) return backend;
  const bundle = (0, import_node_url7.fileURLToPath)(new URL("../cli/slice-api.bundle.cjs", __ckImportMetaUrl));
  if ((0, import_node_fs19.existsSync)(bundle)) backend = requireWithCodeCache(bundle, { tag: "slice-api", require: createRequire(bundle) }).exports;
  else backend = await importOperator("slice");
  return backend;
}
async function sliceWithin(root, symptom, limitMs, session) {
  const slice = await loadSliceBackend();
  let timer;
  const timeout = new Promise((res) => {
    timer = setTimeout(() => res(void 0), limitMs);
  });
  try {
    return await Promise.race([slice.sliceRepo(root, { symptom, budget: "auto", sessionId: session.sessionId, transcriptPath: session.transcriptPath }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
function isProjectDir(dir) {
  if (PROJECT_MARKERS.some((m) => (0, import_node_fs19.existsSync)((0, import_node_path18.join)(dir, m)))) return true;
  for (let d = dir; ; d = (0, import_node_path18.dirname)(d)) {
    if ([".git", ".hg", ".svn"].some((m) => (0, import_node_fs19.existsSync)((0, import_node_path18.join)(d, m)))) return true;
    if ((0, import_node_path18.dirname)(d) === d) return false;
  }
}
function indexCached(root) {
  try {
    const key = (0, import_node_crypto7.createHash)("sha1").update((0, import_node_fs19.realpathSync)(root)).digest("hex");
    return (0, import_node_fs19.readdirSync)(cacheDir("index", key)).some((f) => f.endsWith(".msgpack"));
  } catch {
    return false;
  }
}
function warmIndex(root) {
  const marker = stateDir("warming", `${(0, import_node_crypto7.createHash)("sha1").update(root).digest("hex").slice(0, 16)}`);
  try {
    if (Date.now() - (0, import_node_fs19.statSync)(marker).mtimeMs < WARMING_MS) return false;
    (0, import_node_fs19.rmSync)(marker, { force: true });
  } catch {
  }
  try {
    (0, import_node_fs19.closeSync)((0, import_node_fs19.openSync)(marker, "wx"));
  } catch {
    return false;
  }
  const { spawn } = createRequire(__ckImportMetaUrl)("node:child_process");
  for (const rel of ["../../bin/context-kernel.js", "../bin/context-kernel.js"]) {
    const bin = (0, import_node_url7.fileURLToPath)(new URL(rel, __ckImportMetaUrl));
    if (!(0, import_node_fs19.existsSync)(bin)) continue;
    try {
      spawn(process.execPath, [bin, "index", root], { detached: true, stdio: "ignore" }).unref();
      return true;
    } catch {
      return false;
    }
  }
  return false;
}
function isForeign(m) {
  return m.warnings?.some((w) => w.kind === "foreign-symptom") ?? false;
}
var import_node_fs19, import_node_url7, import_node_path18, import_node_crypto7, SOURCE_EXT, SKIP_DIRS, backend, PROJECT_MARKERS, WARMING_MS;
var init_slice_head = __esm({
  "src/hooks/slice-head.ts"() {
    "use strict";
    import_node_fs19 = require("node:fs");
    init_node_module();
    import_node_url7 = require("node:url");
    import_node_path18 = require("node:path");
    import_node_crypto7 = require("node:crypto");
    init_paths();
    init_atomic();
    init_tokens();
    init_lazy();
    init_code_cache();
    SOURCE_EXT = /\.(py|pyi|js|mjs|cjs|jsx|ts|tsx|mts|cts|go|rs|java|kt|rb|php|c|cc|cpp|h|hpp|cs|swift|scala)$/;
    SKIP_DIRS = /* @__PURE__ */ new Set(["node_modules", ".git", ".hg", ".svn", "dist", "build", "__pycache__", ".venv", "venv", ".tox", "target", ".mypy_cache"]);
    PROJECT_MARKERS = [
      "package.json",
      "tsconfig.json",
      "deno.json",
      "pyproject.toml",
      "setup.py",
      "setup.cfg",
      "requirements.txt",
      "Pipfile",
      "Cargo.toml",
      "go.mod",
      "pom.xml",
      "build.gradle",
      "build.gradle.kts",
      "settings.gradle",
      "Gemfile",
      "composer.json",
      "Makefile",
      "CMakeLists.txt",
      "meson.build",
      "Package.swift",
      "mix.exs",
      "build.sbt"
    ];
    WARMING_MS = 12e4;
  }
});

// src/session/failure-memory.ts
function file(sessionId) {
  return (0, import_node_path19.join)(sessionDir(sessionId), "failures.json");
}
function readSeen(sessionId) {
  try {
    const v = JSON.parse((0, import_node_fs20.readFileSync)(file(sessionId), "utf8"));
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}
function failureSeenRecently(sessionId, signature, windowMs, now = Date.now()) {
  const t = readSeen(sessionId)[signature];
  return typeof t === "number" && now - t < windowMs;
}
function claimFailure(sessionId, signature, windowMs, opts = {}) {
  const { now, waitMs } = resolveClaimOptions(opts);
  const dir = sessionDir(sessionId);
  (0, import_node_fs20.mkdirSync)(dir, { recursive: true });
  return withLock((0, import_node_path19.join)(dir, "failures.lock"), () => {
    const seen = readSeen(sessionId);
    const t = seen[signature];
    if (typeof t === "number" && now - t < windowMs) return false;
    seen[signature] = now;
    const kept2 = Object.entries(seen).filter(([, ts]) => typeof ts === "number" && now - ts < Math.max(windowMs, 1)).sort((a, b) => b[1] - a[1]).slice(0, MAX_REMEMBERED);
    writeFileAtomic(file(sessionId), `${JSON.stringify(Object.fromEntries(kept2))}
`);
    return true;
  }, { waitMs });
}
var import_node_fs20, import_node_path19, MAX_REMEMBERED;
var init_failure_memory = __esm({
  "src/session/failure-memory.ts"() {
    "use strict";
    import_node_fs20 = require("node:fs");
    import_node_path19 = require("node:path");
    init_atomic();
    init_lock();
    init_session();
    init_options();
    MAX_REMEMBERED = 200;
  }
});

// src/session/repo-root.ts
function repoRootOf(dir) {
  const start = (0, import_node_path20.resolve)(dir);
  for (let d = start; ; d = (0, import_node_path20.dirname)(d)) {
    try {
      (0, import_node_fs21.statSync)(`${d}/.git`);
      return d;
    } catch {
    }
    if ((0, import_node_path20.dirname)(d) === d) return start;
  }
}
var import_node_fs21, import_node_path20;
var init_repo_root = __esm({
  "src/session/repo-root.ts"() {
    "use strict";
    import_node_fs21 = require("node:fs");
    import_node_path20 = require("node:path");
  }
});

// src/session/task-switch.ts
function labels(seeds, max = 6) {
  const shown = seeds.slice(0, max).map(seedLabel).join(", ");
  return seeds.length > max ? `${shown} and ${seeds.length - max} more` : shown;
}
function detectTaskSwitch(next, current, repo) {
  if (!current || next.seeds.length === 0) return null;
  if (repo !== void 0 && repo !== current.repo) return null;
  const oldSeedPaths = new Set(current.seeds.map((s) => s.path));
  const newSeeds = [...next.seeds].filter((s) => !oldSeedPaths.has(s.path)).sort(bySeed);
  if (newSeeds.length === 0) return null;
  const oldFiles = new Set(current.files.map((f) => f.path));
  const needed = next.files ?? next.seeds.map((s) => ({ path: s.path, role: "seed" }));
  const seen = /* @__PURE__ */ new Set();
  const added = [];
  for (const f of needed) {
    if (oldFiles.has(f.path) || seen.has(f.path)) continue;
    seen.add(f.path);
    added.push(f);
  }
  const nextPaths = new Set(needed.map((f) => f.path));
  const kept2 = current.files.filter((f) => nextPaths.has(f.path)).length;
  const dropped = current.files.length - kept2;
  const oldSeeds = [...current.seeds].sort(bySeed);
  const declaration = `[ck: task switch: this symptom's seeds (${labels([...next.seeds].sort(bySeed))}) are not the previous task's (${oldSeeds.length ? labels(oldSeeds) : "none"}); the slice below replaces the previous one \u2014 ${added.length} file(s) it needs were not in the previous slice, ${kept2} carried over, ${dropped} no longer in the working set]`;
  const lines = [declaration];
  if (added.length > 0) {
    lines.push("needed now, left out by the previous slice:");
    for (const f of added.slice(0, LIST_MAX)) lines.push(`  ${(f.role ?? "").padEnd(10)} ${f.path}${f.tier ? ` [${f.tier}]` : ""}`);
    if (added.length > LIST_MAX) lines.push(`  \u2026 ${added.length - LIST_MAX} more (see the manifest below)`);
  }
  return { declaration, newSeeds, added, kept: kept2, dropped, text: lines.join("\n") };
}
var LIST_MAX, seedLabel, bySeed;
var init_task_switch = __esm({
  "src/session/task-switch.ts"() {
    "use strict";
    LIST_MAX = 15;
    seedLabel = (s) => `${s.path}${s.line ? `:${s.line}` : ""}`;
    bySeed = (left, right) => left.path < right.path ? -1 : left.path > right.path ? 1 : (left.line ?? 0) - (right.line ?? 0);
  }
});

// src/session/working-set.ts
function path(sessionId) {
  return (0, import_node_path21.join)(sessionDir(sessionId), "working-set.json");
}
function boundWorkingSet(ws) {
  return {
    ...ws,
    seeds: ws.seeds.slice(0, 50).map((s) => ({ path: s.path, ...s.line ? { line: s.line } : {}, ...s.why ? { why: s.why } : {} })),
    files: ws.files.slice(0, MAX_WORKING_SET_FILES).map((f) => ({
      path: f.path,
      ...f.role ? { role: f.role } : {},
      ...f.tier ? { tier: f.tier } : {},
      ...f.ranges?.length ? { ranges: f.ranges } : {},
      ...typeof f.tokens === "number" ? { tokens: f.tokens } : {}
    })),
    head: ws.head.length > MAX_HEAD_CHARS ? ws.head.slice(0, MAX_HEAD_CHARS) : ws.head
  };
}
function asWorkingSet(v) {
  const o = v;
  if (!o || typeof o !== "object" || o.version !== 1 || typeof o.repo !== "string" || typeof o.head !== "string") return null;
  if (!Array.isArray(o.seeds) || !Array.isArray(o.files)) return null;
  const seeds = o.seeds.filter((s) => !!s && typeof s.path === "string");
  const files = o.files.filter((f) => !!f && typeof f.path === "string");
  return { version: 1, repo: o.repo, ts: typeof o.ts === "number" ? o.ts : 0, seeds, files, head: o.head, ...typeof o.symptomFile === "string" ? { symptomFile: o.symptomFile } : {} };
}
function readWorkingSet(sessionId) {
  try {
    return asWorkingSet(JSON.parse((0, import_node_fs22.readFileSync)(path(sessionId), "utf8")));
  } catch {
    return null;
  }
}
function writeWorkingSet(sessionId, ws) {
  writeFileAtomic(path(sessionId), `${JSON.stringify(boundWorkingSet(ws))}
`);
}
function dropWorkingSet(sessionId) {
  try {
    (0, import_node_fs22.rmSync)(path(sessionId), { force: true });
  } catch {
  }
}
var import_node_fs22, import_node_path21, MAX_WORKING_SET_FILES, MAX_HEAD_CHARS;
var init_working_set = __esm({
  "src/session/working-set.ts"() {
    "use strict";
    import_node_fs22 = require("node:fs");
    import_node_path21 = require("node:path");
    init_atomic();
    init_session();
    MAX_WORKING_SET_FILES = 400;
    MAX_HEAD_CHARS = 16e3;
  }
});

// src/hooks/working-set-update.ts
function activateSlice(sessionId, cwd, manifest, head, symptomFile, now = Date.now()) {
  if (!sessionId) return void 0;
  try {
    const repo = repoRootOf(cwd);
    const seeds = manifest.seeds ?? [];
    const files = manifest.files ?? [];
    const change = detectTaskSwitch({ seeds, files }, readWorkingSet(sessionId), repo);
    writeWorkingSet(sessionId, { version: 1, repo, ts: now, seeds, files, head, ...symptomFile ? { symptomFile } : {} });
    return change?.text;
  } catch (err) {
    hookLog("user-prompt-submit", `working set not recorded: ${err.message}`);
    return void 0;
  }
}
var init_working_set_update = __esm({
  "src/hooks/working-set-update.ts"() {
    "use strict";
    init_repo_root();
    init_task_switch();
    init_working_set();
    init_log();
  }
});

// src/hooks/ambient-slice.ts
function fileTail(file2, max) {
  let fd;
  try {
    fd = (0, import_node_fs23.openSync)(file2, "r");
    const size = (0, import_node_fs23.fstatSync)(fd).size;
    const buf = Buffer.alloc(Math.min(size, max));
    (0, import_node_fs23.readSync)(fd, buf, 0, buf.length, size - buf.length);
    const text = buf.toString("utf8");
    return size > max ? text.slice(text.indexOf("\n") + 1) : text;
  } catch {
    return "";
  } finally {
    if (fd !== void 0) (0, import_node_fs23.closeSync)(fd);
  }
}
function bashOutputText(p) {
  if (p.hook_event_name === "PostToolUseFailure") return typeof p.error === "string" ? p.error : "";
  const r = asRecord(p.tool_response);
  if (!r) return typeof p.tool_response === "string" ? p.tool_response : "";
  const parts = ["stdout", "stderr"].map((k) => typeof r[k] === "string" ? r[k] : "");
  if (typeof r.persistedOutputPath === "string") parts.push(fileTail(r.persistedOutputPath, PERSISTED_TAIL_BYTES));
  return parts.filter(Boolean).join("\n");
}
function symptomExcerpt(text, failure) {
  const lines = outputLines(text);
  const excerpt = lines.slice(Math.max(0, failure.at - 5)).join("\n");
  return excerpt.length > MAX_SYMPTOM_CHARS ? excerpt.slice(0, MAX_SYMPTOM_CHARS) : excerpt;
}
function sliceableCall(p, config) {
  if (!config.ambientSlice || p.tool_name !== "Bash" || !p.cwd) return false;
  if (p.agent_type && config.agentSkip.some((a) => p.agent_type === a || p.agent_type.endsWith(`:${a}`))) return false;
  const command = asRecord(p.tool_input)?.command;
  return typeof command === "string" && !isReadOnlyCommand(command);
}
function failureToSlice(p, config) {
  if (!sliceableCall(p, config)) return void 0;
  const text = bashOutputText(p);
  const failure = detectFailure(text);
  if (!failure) return void 0;
  if (failureSeenRecently(p.session_id || "unknown", failure.signature, config.ambientDedupeMs)) {
    hookLog("ambient-slice", `${failure.kind} ${failure.signature} already sliced in this session: nothing added`);
    return void 0;
  }
  return { text, failure };
}
async function ambientSlice(p, config, deferred = false) {
  const found = failureToSlice(p, config);
  if (!found || !p.cwd) return void 0;
  const { text, failure } = found;
  const session = p.session_id || "unknown";
  if (!isProjectDir(p.cwd) || !hasAtLeastSourceFiles(p.cwd, config.ambientSliceMinFiles)) return void 0;
  if (!indexCached(p.cwd) && hasAtLeastSourceFiles(p.cwd, COLD_SLICE_MAX_FILES)) {
    const warming = warmIndex(p.cwd);
    hookLog("ambient-slice", `${p.cwd} has no cached index yet (${failure.kind}): nothing added${warming ? "; index warm-up started in the background" : ""}`);
    return void 0;
  }
  const symptom = symptomExcerpt(text, failure);
  const symptomFile = saveSymptom("failures", symptom);
  const manifest = await sliceWithin(p.cwd, symptom, config.ambientSliceMs, { sessionId: p.session_id, transcriptPath: p.transcript_path });
  if (!manifest) {
    const warming = warmIndex(p.cwd);
    hookLog("ambient-slice", `slice of ${p.cwd} exceeded ${config.ambientSliceMs} ms (${failure.kind}): nothing added${warming ? "; index warm-up started in the background" : ""}`);
    return void 0;
  }
  if (isForeign(manifest)) {
    claimFailure(session, failure.signature, config.ambientDedupeMs);
    hookLog("ambient-slice", `the ${failure.kind} failure does not belong to ${p.cwd} (foreign-symptom): nothing added`);
    return void 0;
  }
  if (!claimFailure(session, failure.signature, config.ambientDedupeMs)) return void 0;
  const command = String(asRecord(p.tool_input)?.command ?? "");
  const source = deferred ? `the ${failure.kind} failure in the output of an earlier Bash call (\`${command.length > 120 ? `${command.slice(0, 117)}...` : command}\`)` : `the ${failure.kind} failure in this Bash output`;
  const head = formatManifestHead(manifest, symptomFile, p.cwd, source);
  const declaration = activateSlice(p.session_id, p.cwd, manifest, head, symptomFile);
  return declaration ? `${declaration}
${head}` : head;
}
var import_node_fs23, MAX_SYMPTOM_CHARS, COLD_SLICE_MAX_FILES, PERSISTED_TAIL_BYTES;
var init_ambient_slice = __esm({
  "src/hooks/ambient-slice.ts"() {
    "use strict";
    import_node_fs23 = require("node:fs");
    init_failure_signature();
    init_read_only_command();
    init_slice_head();
    init_failure_memory();
    init_log();
    init_working_set_update();
    init_payload();
    MAX_SYMPTOM_CHARS = 64 * 1024;
    COLD_SLICE_MAX_FILES = 1e3;
    PERSISTED_TAIL_BYTES = 64 * 1024;
  }
});

// src/hooks/ambient-deferred.ts
function deferAmbientSlice(p, config, willServe) {
  if (!willServe) return false;
  try {
    if (!sliceableCall(p, config)) return false;
    const keep = {
      hook_event_name: p.hook_event_name,
      session_id: p.session_id,
      transcript_path: p.transcript_path,
      cwd: p.cwd,
      tool_name: p.tool_name,
      tool_input: p.tool_input,
      tool_response: p.tool_response,
      tool_use_id: p.tool_use_id,
      agent_type: p.agent_type,
      error: p.error
    };
    writeFileAtomic((0, import_node_path22.join)(dirOf("queue"), entryName(p.session_id || "unknown", p.tool_use_id ?? "")), JSON.stringify({ ts: Date.now(), payload: keep }));
    return true;
  } catch (err) {
    hookLog("ambient-slice", `could not queue the slice for the hook server (${err.message}): computed now`);
    return false;
  }
}
function listing(dir, suffix) {
  try {
    return (0, import_node_fs24.readdirSync)(dir).filter((n) => n.endsWith(suffix)).sort();
  } catch {
    return [];
  }
}
function dropIfStale(file2, now) {
  try {
    if (now - (0, import_node_fs24.statSync)(file2).mtimeMs > MAX_AGE_MS) (0, import_node_fs24.rmSync)(file2, { force: true });
  } catch {
  }
}
function claim(file2, tag) {
  try {
    (0, import_node_fs24.renameSync)(file2, `${file2}${tag}`);
    return `${file2}${tag}`;
  } catch {
    return void 0;
  }
}
function takeDeferredSlices(session, now = Date.now()) {
  const ready = dirOf("ready");
  if (!(0, import_node_fs24.existsSync)(ready)) return void 0;
  const prefix = `${safeSessionId(session)}.`;
  const texts = [];
  for (const name of listing(ready, ".json")) {
    if (!name.startsWith(prefix)) {
      dropIfStale((0, import_node_path22.join)(ready, name), now);
      continue;
    }
    const file2 = claim((0, import_node_path22.join)(ready, name), `.take-${process.pid}`);
    if (!file2) continue;
    try {
      const r = JSON.parse((0, import_node_fs24.readFileSync)(file2, "utf8"));
      if (r.session === session && now - r.ts <= MAX_AGE_MS) texts.push(r.text);
    } catch (err) {
      hookLog("ambient-slice", `unreadable deferred slice ${name}: ${err.message}`);
    } finally {
      (0, import_node_fs24.rmSync)(file2, { force: true });
    }
  }
  return texts.length > 0 ? texts.join("\n") : void 0;
}
var import_node_fs24, import_node_path22, MAX_AGE_MS, dirOf, entryName;
var init_ambient_deferred = __esm({
  "src/hooks/ambient-deferred.ts"() {
    "use strict";
    import_node_fs24 = require("node:fs");
    import_node_path22 = require("node:path");
    init_atomic();
    init_paths();
    init_session();
    init_ambient_slice();
    init_log();
    MAX_AGE_MS = 30 * 60 * 1e3;
    dirOf = (kind) => stateDir("ambient-deferred", kind);
    entryName = (session, toolUseId) => `${safeSessionId(session)}.${safeSessionId(toolUseId || `t${Date.now()}`)}.json`;
  }
});

// src/hooks/compaction-advisor.ts
function claimAdvice(sessionId) {
  const dir = sessionDir(sessionId);
  (0, import_node_fs25.mkdirSync)(dir, { recursive: true });
  try {
    (0, import_node_fs25.closeSync)((0, import_node_fs25.openSync)((0, import_node_path23.join)(dir, MARKER), "wx"));
    return true;
  } catch (err) {
    if (err.code === "EEXIST") return false;
    throw err;
  }
}
function compactionAdvice(p, config) {
  if (!config.compactAdvisor || !p.session_id || !p.transcript_path || p.agent_id) return void 0;
  if ((0, import_node_fs25.existsSync)((0, import_node_path23.join)(sessionDir(p.session_id), MARKER))) return void 0;
  const occ = sessionOccupancy(p.session_id, p.transcript_path, { maxTailBytes: 256 * 1024 });
  if (!occ || occ.window <= 0) return void 0;
  const percent = Math.floor(occ.used / occ.window * 100);
  if (percent < config.compactAdviseAt || !claimAdvice(p.session_id)) return void 0;
  return `[ck: the context window is ${percent}% full (~${formatTokens(occ.used)} of ~${formatTokens(occ.window)} tokens): a /compact at the next task boundary keeps what you choose; the automatic compaction near the limit summarizes mid-task (advice given once per session; CK_COMPACT_ADVISOR=0 turns it off)]`;
}
var import_node_fs25, import_node_path23, MARKER;
var init_compaction_advisor = __esm({
  "src/hooks/compaction-advisor.ts"() {
    "use strict";
    import_node_fs25 = require("node:fs");
    import_node_path23 = require("node:path");
    init_session();
    init_tokens();
    MARKER = "compaction-advised";
  }
});

// src/hooks/tool-context.ts
async function toolContext(p, config, willServe = hookServerComing()) {
  let earlier;
  let slice;
  let advice;
  try {
    if (config.ambientSlice && p.session_id) earlier = takeDeferredSlices(p.session_id);
  } catch (err) {
    hookLog("ambient-slice", `failed open delivering a deferred slice: ${err?.message ?? String(err)}`);
  }
  try {
    if (!deferAmbientSlice(p, config, willServe)) slice = await ambientSlice(p, config);
  } catch (err) {
    hookLog("ambient-slice", `failed open: ${err?.message ?? String(err)}`);
  }
  try {
    advice = compactionAdvice(p, config);
  } catch (err) {
    hookLog("compaction-advisor", `failed open: ${err?.message ?? String(err)}`);
  }
  const text = [earlier, slice, advice].filter(Boolean).join("\n");
  return { ...text ? { additionalContext: text } : {}, ...advice ? { systemMessage: advice } : {} };
}
function withToolContext(out, extra, event2) {
  if (!extra.additionalContext && !extra.systemMessage) return out;
  const result = { ...out };
  if (extra.additionalContext) {
    const spec = out.hookSpecificOutput ?? { hookEventName: event2 };
    const joined = [spec.additionalContext, extra.additionalContext].filter(Boolean).join("\n");
    result.hookSpecificOutput = { ...spec, additionalContext: joined };
  }
  if (extra.systemMessage) result.systemMessage = extra.systemMessage;
  return result;
}
var init_tool_context = __esm({
  "src/hooks/tool-context.ts"() {
    "use strict";
    init_ambient_slice();
    init_ambient_deferred();
    init_server_spawn();
    init_compaction_advisor();
    init_log();
  }
});

// src/hooks/post-tool-use.ts
var post_tool_use_exports = {};
__export(post_tool_use_exports, {
  postToolUse: () => postToolUse
});
function agentSkipped(config, agentType) {
  return config.agentSkip.some((a) => agentType === a || agentType.endsWith(`:${a}`));
}
function repartition(s, verdicts) {
  const out = { verified: [], failed: [], expired: [], stillPending: [] };
  for (const p of s.canary.pending) {
    const v = verdicts.get(p.toolUseId);
    (v === "verified" ? out.verified : v === "failed" ? out.failed : v === "expired" ? out.expired : out.stillPending).push(p);
  }
  return out;
}
function output(decision, message) {
  if (!decision && !message) return {};
  return {
    hookSpecificOutput: {
      hookEventName: "PostToolUse",
      ...decision ? { [decision.channel]: decision.output } : {},
      ...message ? { additionalContext: message } : {}
    }
  };
}
async function postToolUse(p, config, engineLoader = loadNormalize, startedAt = Date.now()) {
  if (p.hook_event_name === "PostToolUseFailure") return withToolContext({}, await toolContext(p, config), "PostToolUseFailure");
  const out = await normalizeToolOutput(p, config, engineLoader, startedAt);
  return withToolContext(out, await toolContext(p, config), "PostToolUse");
}
async function normalizeToolOutput(p, config, engineLoader, startedAt) {
  const tool = p.tool_name;
  if (!tool) {
    hookLog("post-tool-use", "payload without tool_name: passed through");
    return {};
  }
  const session = p.session_id || "unknown";
  const snapshot = readSession(session);
  const verdicts = /* @__PURE__ */ new Map();
  if (config.canary && snapshot.canary.pending.length > 0 && p.transcript_path) {
    const outcome2 = checkCanary(p.transcript_path, snapshot.canary.pending);
    for (const x of outcome2.verified) verdicts.set(x.toolUseId, "verified");
    for (const x of outcome2.failed) verdicts.set(x.toolUseId, "failed");
    for (const x of outcome2.expired) verdicts.set(x.toolUseId, "expired");
  }
  let decision = { kind: "pass", reason: "not eligible" };
  const eligible = toolEnabled(config, tool) && !(p.agent_type && agentSkipped(config, p.agent_type)) && !OWN_MCP_TOOL.test(tool) && (!p.tool_use_id || claimToolUse(session, p.tool_use_id));
  if (eligible) {
    const engine = await engineLoader();
    const namespace = p.agent_id ? `${snapshot.deltaNamespace}-${safeSessionId(p.agent_id)}` : snapshot.deltaNamespace;
    decision = decideShape(
      { tool, toolInput: asRecord(p.tool_input) ?? {}, toolUseId: p.tool_use_id ?? "", cwd: p.cwd ?? process.cwd(), config, engine, namespace },
      p.tool_response
    );
    if (decision.kind === "unknown") hookLog("shape", `unknown ${tool} response shape; keys: ${decision.keys.join(",")}`);
  }
  const replacing = decision.kind === "replace" ? decision : void 0;
  const needsState = verdicts.size > 0 || replacing !== void 0 || snapshot.transcriptPath !== p.transcript_path;
  if (!needsState) return {};
  let message;
  let emit = replacing;
  let outcome;
  const now = Date.now();
  let offset = 0;
  if (replacing && p.transcript_path) {
    try {
      offset = (0, import_node_fs26.statSync)(p.transcript_path).size;
    } catch {
    }
  }
  const firstSight = snapshot.transcriptPath !== p.transcript_path;
  const state = updateSession(session, (s) => {
    if (p.transcript_path) s.transcriptPath = p.transcript_path;
    if (p.cwd) s.cwd = p.cwd;
    if (verdicts.size > 0) {
      outcome = repartition(s, verdicts);
      message = applyCanary(s, outcome, config.canaryMaxFailures);
    }
    if (!replacing) return;
    if (pastDeadline(startedAt, config.deadlineMs)) {
      emit = void 0;
      return;
    }
    let probe = false;
    if (config.canary && s.canary.degraded) {
      const outstandingProbe = s.canary.pending.some((x) => x.probe);
      s.canary.sinceProbe++;
      if (outstandingProbe || s.canary.sinceProbe < config.probeEvery) {
        emit = void 0;
        return;
      }
      s.canary.sinceProbe = 0;
      probe = true;
    }
    if (config.canary && p.tool_use_id && !p.agent_id) {
      const pending = { toolUseId: p.tool_use_id, footer: replacing.footer, tool, id: replacing.id, ts: now, offset, ...probe ? { probe } : {} };
      s.canary.pending.push(pending);
    }
    s.claimsSincePrune++;
  }, { waitMs: Math.max(500, config.deadlineMs - 500) });
  if (replacing && !emit && pastDeadline(startedAt, config.deadlineMs)) hookLog("post-tool-use", `deadline of ${config.deadlineMs} ms nearly reached: ${tool} output passed through`);
  if (firstSight) recordProcessSession(session, p.transcript_path);
  if (state.claimsSincePrune % 500 === 499) pruneClaims(session);
  const log = outcome ? canaryRecords(session, outcome, now) : [];
  if (emit) {
    log.push({
      event: "replace",
      ts: now,
      session,
      tool,
      kind: emit.savingsKind,
      before: emit.before,
      after: emit.after,
      id: emit.id,
      toolUseId: p.tool_use_id ?? "",
      canary: config.canary && p.tool_use_id && !p.agent_id ? "pending" : "off"
    });
  }
  try {
    appendSavings(log);
  } catch (err) {
    hookLog("savings", `could not append to the savings log: ${err.message}`);
  }
  return output(emit, message);
}
var import_node_fs26, OWN_MCP_TOOL;
var init_post_tool_use = __esm({
  "src/hooks/post-tool-use.ts"() {
    "use strict";
    import_node_fs26 = require("node:fs");
    init_session();
    init_log2();
    init_canary();
    init_config();
    init_shapes();
    init_engine();
    init_log();
    init_deadline();
    init_payload();
    init_tool_context();
    OWN_MCP_TOOL = /^mcp__.*context[-_]kernel.*__kernel_(repo_slice|symbols|compile|normalize)$/;
  }
});

// src/charter/anchor.ts
function splitLines(text) {
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}
function hashLines(lines) {
  return (0, import_node_crypto8.createHash)("sha1").update(lines.join("\n")).digest("hex").slice(0, 16);
}
function makeAnchor(fileLines, line, endLine) {
  if (line < 1 || endLine > fileLines.length || endLine < line) return void 0;
  const lines = fileLines.slice(line - 1, endLine);
  const at = line - 1;
  const others = occurrencesOf(fileLines, lines).filter((i) => i !== at);
  const base = { lines, hash: hashLines(lines), copies: others.length + 1 };
  const withWidth = (width) => ({ ...base, width, before: fileLines.slice(Math.max(0, at - width), at), after: fileLines.slice(endLine, endLine + width) });
  if (others.length === 0) return withWidth(CONTEXT_LINES);
  for (let w = CONTEXT_LINES; w <= MAX_CONTEXT_LINES; w++) {
    const a = withWidth(w);
    const { above, below } = sides(fileLines, a);
    if (others.every((i) => !(above(i) && below(i)))) {
      return { ...a, tells: { both: true, above: others.every((i) => !above(i)), below: others.every((i) => !below(i)) } };
    }
  }
  return { ...withWidth(CONTEXT_LINES), tells: { both: false, above: false, below: false } };
}
function sides(fileLines, a) {
  const n = a.lines.length;
  const width = recordedWidth(a);
  return {
    above: (i) => holdsAt(fileLines, a.before, i - a.before.length) && (a.before.length >= width || i === a.before.length),
    below: (i) => holdsAt(fileLines, a.after, i + n) && (a.after.length >= width || i + n + a.after.length === fileLines.length)
  };
}
function recordedWidth(anchor) {
  return anchor.width ?? CONTEXT_LINES;
}
function holdsAt(fileLines, seq, at) {
  if (at < 0 || at + seq.length > fileLines.length) return false;
  for (let k = 0; k < seq.length; k++) if (fileLines[at + k] !== seq[k]) return false;
  return true;
}
function occurrencesOf(fileLines, lines) {
  const first = lines[0];
  const out = [];
  for (let i = 0; i + lines.length <= fileLines.length; i++) {
    if (fileLines[i] === first && holdsAt(fileLines, lines, i)) out.push(i);
  }
  return out;
}
function resolveAnchor(fileLines, anchor, recordedLine) {
  const n = anchor.lines.length;
  const { above, below } = sides(fileLines, anchor);
  const at = occurrencesOf(fileLines, anchor.lines);
  const found = (i, by) => ({ status: "resolved", line: i + 1, endLine: i + n, by: i + 1 === recordedLine ? "unchanged" : by });
  if (at.length === 0) return { status: "unresolvable", matches: 0, reason: "the cited content is no longer in the file" };
  const tells = (anchor.copies ?? 1) > 1 ? anchor.tells ?? { both: false, above: false, below: false } : void 0;
  if (tells && !tells.both) return { status: "unresolvable", matches: at.length, reason: `the cited content had ${anchor.copies} identical copies when it was anchored` };
  if (!tells && at.length === 1) return found(at[0], "unique");
  const both = at.filter((i) => above(i) && below(i));
  if (both.length === 1) return found(both[0], "context");
  if (both.length === 0) {
    const up = at.filter(above);
    const down = at.filter(below);
    if (up.length === 1 && down.length === 0 && (!tells || tells.above)) return found(up[0], "context-above");
    if (down.length === 1 && up.length === 0 && (!tells || tells.below)) return found(down[0], "context-below");
  }
  return { status: "unresolvable", matches: at.length, reason: `the cited content occurs ${at.length} time(s) and its context does not single one out` };
}
var import_node_crypto8, CONTEXT_LINES, MAX_CONTEXT_LINES;
var init_anchor = __esm({
  "src/charter/anchor.ts"() {
    "use strict";
    import_node_crypto8 = require("node:crypto");
    CONTEXT_LINES = 3;
    MAX_CONTEXT_LINES = 50;
  }
});

// src/charter/citations.ts
function looksLikePath(path2) {
  const base = path2.slice(path2.lastIndexOf("/") + 1);
  if (!base || /^\d+$/.test(base)) return false;
  if (path2.includes("/")) return /[A-Za-z_]/.test(base);
  return /^[\w@+-][\w.@+-]*\.[A-Za-z][\w+-]*$/.test(base);
}
function extractCitations(text) {
  const out = [];
  CITATION.lastIndex = 0;
  for (let m = CITATION.exec(text); m; m = CITATION.exec(text)) {
    const path2 = m[1];
    const start = m.index;
    if (/[a-z][a-z0-9+.-]*:\/\/\S*$/i.test(text.slice(Math.max(0, start - 200), start))) continue;
    if (!looksLikePath(path2)) continue;
    if (text.startsWith("[ck:", text.lastIndexOf("\n", start - 1) + 1)) continue;
    const line = Number(m[2]);
    const endLine = m[3] !== void 0 ? Number(m[3]) : line;
    if (line < 1 || endLine < line) continue;
    const lineStart = start + path2.length + 1;
    const lineEnd = lineStart + m[2].length + (m[3] !== void 0 ? m[3].length + 1 : 0);
    const end = start + m[0].length;
    const after = text.slice(text[start - 1] === "`" && text[end] === "`" ? end + 1 : end, end + 400);
    const q = QUOTE.exec(after);
    const quote = q ? q[1] ?? q[2] : void 0;
    out.push({ path: path2, line, endLine, ...m[4] !== void 0 ? { col: Number(m[4]) } : {}, start, end, lineStart, lineEnd, ...quote !== void 0 ? { quote } : {} });
  }
  return out;
}
function rewriteLines(text, citations, lines) {
  let out = "";
  let at = 0;
  citations.forEach((c, i) => {
    const nl = lines.get(i);
    if (!nl) return;
    const part = c.endLine !== c.line || nl[1] !== nl[0] ? `${nl[0]}-${nl[1]}` : `${nl[0]}`;
    out += text.slice(at, c.lineStart) + part;
    at = c.lineEnd;
  });
  return out + text.slice(at);
}
var CITATION, QUOTE;
var init_citations = __esm({
  "src/charter/citations.ts"() {
    "use strict";
    CITATION = /(?<![\w/.:@~-])((?:\.{1,2}\/|\/)?(?:[\w.@+-]+\/)*[\w.@+-]+):(\d{1,7})(?:-(\d{1,7})|:(\d{1,5}))?(?!\w|[.:-]\d)/g;
    QUOTE = /^\)?[ \t]*(?:[:—–=→(-]+|\bquotes?\b|\bsays\b|\breads\b)?[ \t]*(?:`([^`\n]+)`|"([^"\n]+)")/;
  }
});

// src/charter/constraints.ts
function splitConstraints(text) {
  const out = [];
  let cur;
  const close = () => {
    if (cur) out.push({ ...cur, text: text.slice(cur.start, cur.end) });
    cur = void 0;
  };
  let at = 0;
  while (at <= text.length) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end);
    if (!line.trim() || HEADING.test(line)) close();
    else if (ITEM.test(line) || !cur) {
      close();
      cur = { start: at, end };
    } else cur.end = end;
    if (nl < 0) break;
    at = nl + 1;
  }
  close();
  return out;
}
function constraintAt(constraints, offset) {
  for (let i = 0; i < constraints.length; i++) if (offset >= constraints[i].start && offset < constraints[i].end) return i;
  return -1;
}
var ITEM, HEADING;
var init_constraints = __esm({
  "src/charter/constraints.ts"() {
    "use strict";
    ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;
    HEADING = /^\s*(?:#{1,6}\s|={3,}\s*$|-{3,}\s*$)/;
  }
});

// src/charter/repo.ts
function repoRootOf2(dir) {
  let d = (0, import_node_path24.resolve)(dir);
  while (!(0, import_node_fs27.existsSync)(d)) {
    const up = (0, import_node_path24.dirname)(d);
    if (up === d) break;
    d = up;
  }
  try {
    d = (0, import_node_fs27.realpathSync)(d);
  } catch {
  }
  const start = d;
  for (; ; ) {
    if ((0, import_node_fs27.existsSync)((0, import_node_path24.join)(d, ".git"))) return d;
    const up = (0, import_node_path24.dirname)(d);
    if (up === d) return start;
    d = up;
  }
}
function citedFile(root, path2) {
  return (0, import_node_path24.isAbsolute)(path2) ? path2 : (0, import_node_path24.join)(root, path2);
}
function relativeToRoot(root, file2) {
  let f = (0, import_node_path24.resolve)(file2);
  try {
    f = (0, import_node_fs27.realpathSync)(f);
  } catch {
    try {
      f = (0, import_node_path24.join)((0, import_node_fs27.realpathSync)((0, import_node_path24.dirname)(f)), f.slice((0, import_node_path24.dirname)(f).length + 1));
    } catch {
    }
  }
  const rel = (0, import_node_path24.relative)(root, f);
  if (!rel || rel.startsWith("..") || (0, import_node_path24.isAbsolute)(rel)) return void 0;
  return rel.split(import_node_path24.sep).join("/");
}
function normalizeCitedPath(root, path2) {
  if ((0, import_node_path24.isAbsolute)(path2)) return relativeToRoot(root, path2) ?? path2;
  return path2.replace(/^(\.\/)+/, "");
}
var import_node_fs27, import_node_path24;
var init_repo = __esm({
  "src/charter/repo.ts"() {
    "use strict";
    import_node_fs27 = require("node:fs");
    import_node_path24 = require("node:path");
  }
});

// src/charter/files.ts
function fileReader(root) {
  const seen = /* @__PURE__ */ new Map();
  return (path2) => {
    let r = seen.get(path2);
    if (!r) {
      try {
        r = { lines: splitLines((0, import_node_fs28.readFileSync)(citedFile(root, path2), "utf8")) };
      } catch (err) {
        const code = err.code;
        r = { error: code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : `cannot be read (${code ?? err.message})` };
      }
      seen.set(path2, r);
    }
    return r;
  };
}
var import_node_fs28;
var init_files = __esm({
  "src/charter/files.ts"() {
    "use strict";
    import_node_fs28 = require("node:fs");
    init_anchor();
    init_repo();
  }
});

// src/charter/store.ts
function charterFile(root) {
  return stateDir("charter", `${(0, import_node_crypto9.createHash)("sha1").update(root).digest("hex").slice(0, 16)}.json`);
}
function readCharter(root) {
  let raw;
  try {
    raw = (0, import_node_fs29.readFileSync)(charterFile(root), "utf8");
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
  const file2 = charterFile(root);
  return withLock(`${file2}.lock`, () => {
    let cur;
    try {
      cur = readCharter(root);
    } catch {
      cur = void 0;
    }
    const next = update(cur);
    if (next) {
      writeFileAtomic(file2, `${JSON.stringify(next)}
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
    names = (0, import_node_fs29.readdirSync)(dir).filter((n) => /^[0-9a-f]{16}\.json$/.test(n));
  } catch {
    return;
  }
  if (names.length <= MAX_REPOS) return;
  const aged = names.map((n) => ({ n, t: (0, import_node_fs29.statSync)((0, import_node_path25.join)(dir, n)).mtimeMs })).sort((a, b) => b.t - a.t || (a.n < b.n ? -1 : 1));
  for (const { n } of aged.slice(MAX_REPOS)) {
    try {
      (0, import_node_fs29.unlinkSync)((0, import_node_path25.join)(dir, n));
    } catch {
    }
  }
}
var import_node_crypto9, import_node_fs29, import_node_path25, MAX_TEXT_CHARS, MAX_CITATIONS, MAX_REPOS;
var init_store = __esm({
  "src/charter/store.ts"() {
    "use strict";
    import_node_crypto9 = require("node:crypto");
    import_node_fs29 = require("node:fs");
    import_node_path25 = require("node:path");
    init_atomic();
    init_paths();
    init_lock();
    init_errors();
    MAX_TEXT_CHARS = 64 * 1024;
    MAX_CITATIONS = 1e3;
    MAX_REPOS = 256;
  }
});

// src/charter/charter.ts
function anchorCitations(root, text) {
  const read2 = fileReader(root);
  return extractCitations(text).map((c) => {
    const path2 = normalizeCitedPath(root, c.path);
    const f = read2(path2);
    if ("error" in f) return { path: path2, line: c.line, endLine: c.endLine, status: "broken", detail: f.error };
    const anchor = makeAnchor(f.lines, c.line, c.endLine);
    if (!anchor) return { path: path2, line: c.line, endLine: c.endLine, status: "broken", detail: `line ${c.endLine} is past the end of the file (${f.lines.length} lines)` };
    return { path: path2, line: c.line, endLine: c.endLine, status: "anchored", anchor };
  });
}
function charterTextProblem(text) {
  if (!text.trim()) return "the charter text is empty (use `ck charter clear` to remove a charter)";
  if (text.length > MAX_TEXT_CHARS) return `the charter text has ${text.length} characters, more than the ${MAX_TEXT_CHARS} a charter may hold`;
  const n = extractCitations(text).length;
  if (n > MAX_CITATIONS) return `the charter text has ${n} citations, more than the ${MAX_CITATIONS} a charter may hold`;
  return void 0;
}
function saveCharter(root, text, now = Date.now()) {
  const problem = charterTextProblem(text);
  if (problem) throw new UsageError(problem);
  const citations = anchorCitations(root, text);
  const state = { version: 1, repo: root, text, citations, savedAt: now, refreshedAt: now };
  updateCharter(root, () => state);
  return state;
}
function refreshState(state, now = Date.now()) {
  const read2 = fileReader(state.repo);
  const cites = extractCitations(state.text);
  const lines = /* @__PURE__ */ new Map();
  const changes = [];
  const citations = state.citations.map((sc, i) => {
    if (!sc.anchor || i >= cites.length) return sc;
    const from = [sc.line, sc.endLine];
    const f = read2(sc.path);
    if ("error" in f) {
      changes.push({ index: i, path: sc.path, from, how: `file: ${f.error}`, status: "unresolvable" });
      return { ...sc, status: "unresolvable", detail: `file: ${f.error}` };
    }
    const r = resolveAnchor(f.lines, sc.anchor, sc.line);
    if (r.status === "unresolvable") {
      changes.push({ index: i, path: sc.path, from, how: r.reason, status: "unresolvable" });
      return { ...sc, status: "unresolvable", detail: r.reason };
    }
    if (r.line !== sc.line) lines.set(i, [r.line, r.endLine]);
    if (r.line !== sc.line || sc.status !== "anchored") changes.push({ index: i, path: sc.path, from, to: [r.line, r.endLine], how: r.by, status: "anchored" });
    return { path: sc.path, line: r.line, endLine: r.endLine, status: "anchored", anchor: makeAnchor(f.lines, r.line, r.endLine) ?? sc.anchor };
  });
  const text = lines.size > 0 ? rewriteLines(state.text, cites, lines) : state.text;
  return { state: { ...state, text, citations, refreshedAt: now }, changes };
}
function refreshCharter(root, now = Date.now()) {
  let result;
  updateCharter(root, (cur) => {
    if (!cur || !cur.text) return void 0;
    result = refreshState(cur, now);
    return result.changes.length > 0 ? result.state : void 0;
  });
  return result;
}
function clearCharter(root, now = Date.now()) {
  let had = false;
  updateCharter(root, (cur) => {
    if (!cur) return void 0;
    had = cur.text !== "";
    return { ...cur, text: "", citations: [], clearedAt: now };
  });
  return had ? readCharter(root) : void 0;
}
function activeCharter(root) {
  const s = readCharter(root);
  return s && s.text ? s : void 0;
}
function unguardedConstraints(state) {
  const constraints = splitConstraints(state.text);
  const cited = new Set(extractCitations(state.text).map((c) => constraintAt(constraints, c.start)));
  return constraints.filter((_, i) => !cited.has(i)).map((c) => c.text);
}
function renderCharter(state) {
  const notes = [];
  state.citations.forEach((c) => {
    const at = c.line === c.endLine ? `${c.path}:${c.line}` : `${c.path}:${c.line}-${c.endLine}`;
    if (c.status === "unresolvable") notes.push(`[ck: citation ${at} is unresolvable: ${c.detail}; its line number is the one last verified]`);
    if (c.status === "broken") notes.push(`[ck: citation ${at} is broken: ${c.detail}]`);
  });
  const free = unguardedConstraints(state).length;
  if (free > 0) notes.push(`[ck: ${free} constraint(s) cite no file: kept, but no edit can trigger them]`);
  const body = state.text.endsWith("\n") ? state.text : `${state.text}
`;
  return notes.length ? `${body}${notes.join("\n")}
` : body;
}
var init_charter = __esm({
  "src/charter/charter.ts"() {
    "use strict";
    init_anchor();
    init_citations();
    init_constraints();
    init_files();
    init_repo();
    init_store();
    init_errors();
  }
});

// src/charter/targets.ts
function literal(words) {
  return words.map((w) => w.value ?? EXPANDED);
}
function operands(args, valueOptions = /* @__PURE__ */ new Set()) {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") return out.concat(args.slice(i + 1));
    if (a.startsWith("-") && a !== "-") {
      if (valueOptions.has(a)) i++;
      continue;
    }
    out.push(a);
  }
  return out;
}
function commandTargets(cmd) {
  const out = [];
  for (const r of cmd.redirects ?? []) if (OUTPUT_REDIRECT.has(r.op) && r.target.value !== void 0 && r.target.value !== "/dev/null") out.push(r.target.value);
  const words = literal(cmd.words);
  let i = 0;
  while (i < words.length && (PREFIX.has(words[i]) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]))) i++;
  const name = (words[i] ?? "").slice((words[i] ?? "").lastIndexOf("/") + 1);
  const args = words.slice(i + 1);
  switch (name) {
    case "sed": {
      if (!args.some((a) => /^-[a-zA-Z]*i/.test(a) || a.startsWith("--in-place"))) break;
      const explicit = args.some((a) => a === "-e" || a === "-f" || a.startsWith("--expression") || a.startsWith("--file"));
      const ops = operands(args, /* @__PURE__ */ new Set(["-e", "-f", "--expression", "--file", "-l"]));
      out.push(...explicit ? ops : ops.slice(1));
      break;
    }
    case "perl":
      if (args.some((a) => /^-[a-zA-Z]*i/.test(a))) out.push(...operands(args, /* @__PURE__ */ new Set(["-e", "-E", "-M", "-I"])).slice(args.some((a) => /^-[a-zA-Z]*[eE]$/.test(a)) ? 0 : 1));
      break;
    case "tee":
      out.push(...operands(args));
      break;
    case "mv":
    case "cp":
    case "install":
    case "ln": {
      const ops = operands(args, /* @__PURE__ */ new Set(["-t", "--target-directory", "-S", "--suffix", "-m", "--mode", "-o", "-g"]));
      if (name === "mv") out.push(...ops);
      else if (ops.length > 1) {
        const dest = ops[ops.length - 1];
        out.push(dest, ...ops.slice(0, -1).map((s) => `${dest.replace(/\/+$/, "")}/${s.slice(s.lastIndexOf("/") + 1)}`));
      }
      break;
    }
    case "rm":
    case "unlink":
    case "truncate":
    case "shred":
      out.push(...operands(args, /* @__PURE__ */ new Set(["-s", "--size", "-n", "--iterations"])));
      break;
    case "git": {
      const sub = operands(args, /* @__PURE__ */ new Set(["-C", "-c", "--git-dir", "--work-tree"]));
      const verb = sub[0];
      const dash = args.indexOf("--");
      if (verb === "checkout" && dash >= 0) out.push(...args.slice(dash + 1));
      else if (verb === "restore") out.push(...operands(args.slice(args.indexOf("restore") + 1), /* @__PURE__ */ new Set(["-s", "--source"])));
      else if (verb === "rm" || verb === "mv") out.push(...operands(args.slice(args.indexOf(verb) + 1)));
      break;
    }
  }
  return out.filter((p) => !p.includes(EXPANDED));
}
function bashWriteTargets(command) {
  const scan = scanShell(command);
  if ("error" in scan) return [];
  return scan.commands.flatMap(commandTargets);
}
function writeTargets(toolName, input, cwd) {
  if (!input) return [];
  let paths = [];
  if (toolName === "Edit" || toolName === "Write" || toolName === "MultiEdit") {
    if (typeof input.file_path === "string") paths = [input.file_path];
  } else if (toolName === "NotebookEdit") {
    if (typeof input.notebook_path === "string") paths = [input.notebook_path];
  } else if (toolName === "Bash" && typeof input.command === "string") {
    paths = bashWriteTargets(input.command);
  }
  return [...new Set(paths.filter((p) => p !== "" && !p.includes("*")).map((p) => (0, import_node_path26.isAbsolute)(p) ? (0, import_node_path26.resolve)(p) : (0, import_node_path26.resolve)(cwd, p)))];
}
var import_node_path26, PREFIX, OUTPUT_REDIRECT, EXPANDED;
var init_targets = __esm({
  "src/charter/targets.ts"() {
    "use strict";
    import_node_path26 = require("node:path");
    init_shell();
    PREFIX = /* @__PURE__ */ new Set(["sudo", "env", "time", "nohup", "command", "exec", "then", "else", "do", "!", "{", "if", "elif", "while", "until", "xargs"]);
    OUTPUT_REDIRECT = /* @__PURE__ */ new Set([">", ">>", "&>", "&>>", ">|", "<>"]);
    EXPANDED = "\0";
  }
});

// src/charter/guard.ts
var guard_exports = {};
__export(guard_exports, {
  MAX_GUARD_CHARS: () => MAX_GUARD_CHARS,
  guardContext: () => guardContext,
  resolveGuardConfig: () => resolveGuardConfig,
  withEditGuard: () => withEditGuard
});
function resolveGuardConfig(env = process.env) {
  const off = ["0", "false", "off", "no"].includes((env.CK_GUARD ?? "").trim().toLowerCase());
  const w = Number(env.CK_GUARD_WINDOW_S);
  return { enabled: !off, windowMs: (Number.isFinite(w) && w >= 0 ? w : 600) * 1e3 };
}
function hitFor(file2) {
  const root = repoRootOf2((0, import_node_path27.dirname)(file2));
  let state = activeCharter(root);
  if (!state) return void 0;
  const rel = relativeToRoot(root, file2);
  if (rel === void 0) return void 0;
  const cites = (s) => s.citations.some((c) => c.path === rel || c.path.startsWith(`${rel}/`));
  if (!cites(state)) return void 0;
  state = refreshCharter(root)?.state ?? state;
  const constraints = splitConstraints(state.text);
  const picked = /* @__PURE__ */ new Set();
  const unresolvable = [];
  extractCitations(state.text).forEach((c, i) => {
    const sc = state.citations[i];
    if (!sc || !(sc.path === rel || sc.path.startsWith(`${rel}/`))) return;
    const k = constraintAt(constraints, c.start);
    if (k >= 0) picked.add(k);
    if (sc.status !== "anchored") unresolvable.push(`${sc.path}:${sc.line} (${sc.status}: ${sc.detail})`);
  });
  if (picked.size === 0) return void 0;
  return { root, rel, state, constraints: [...picked].sort((a, b) => a - b).map((k) => constraints[k].text), unresolvable };
}
function unseen(sessionId, hits, config, now) {
  if (!sessionId || config.windowMs === 0) return hits;
  const file2 = (0, import_node_path27.join)(sessionDir(sessionId), "charter-guard.json");
  return withLock(`${file2}.lock`, () => {
    let seen = {};
    try {
      seen = JSON.parse((0, import_node_fs30.readFileSync)(file2, "utf8"));
    } catch {
      seen = {};
    }
    const fresh = hits.filter((h) => {
      const key = `${h.root}/${h.rel}@${h.state.savedAt}`;
      if (typeof seen[key] === "number" && now - seen[key] < config.windowMs) return false;
      seen[key] = now;
      return true;
    });
    if (fresh.length > 0) {
      const kept2 = Object.entries(seen).filter(([, t]) => now - t < config.windowMs).sort((a, b) => b[1] - a[1]).slice(0, MAX_SEEN);
      writeFileAtomic(file2, `${JSON.stringify(Object.fromEntries(kept2))}
`);
    }
    return fresh;
  }, { waitMs: 300 });
}
function renderHits(hits) {
  const parts = hits.map((h) => {
    const head = `[ck: charter] ${h.rel} is cited by ${h.constraints.length} constraint(s) of the active charter of ${h.root}; keep them true in this edit:`;
    const notes = h.unresolvable.map((u) => `[ck: citation ${u}; re-check it before relying on its line number]`);
    return [head, ...h.constraints, ...notes].join("\n");
  });
  let text = parts.join("\n\n");
  if (text.length > MAX_GUARD_CHARS) {
    text = `${text.slice(0, MAX_GUARD_CHARS)}
[ck: charter excerpt cut at ${MAX_GUARD_CHARS} of ${text.length} characters; the whole charter: ck charter get --repo '${hits[0].root}']`;
  }
  return text;
}
function guardContext(p, config = resolveGuardConfig(), now = Date.now()) {
  if (!config.enabled) return void 0;
  const targets = writeTargets(p.tool_name, asRecord(p.tool_input), p.cwd || process.cwd());
  const hits = targets.map(hitFor).filter((h) => h !== void 0);
  if (hits.length === 0) return void 0;
  const shown = unseen(p.session_id, hits, config, now);
  return shown.length ? renderHits(shown) : void 0;
}
function withEditGuard(answer, p) {
  try {
    const context = guardContext(p);
    if (!context) return answer;
    const prev = answer.hookSpecificOutput;
    const joined = prev?.additionalContext ? `${prev.additionalContext}

${context}` : context;
    return { ...answer, hookSpecificOutput: { ...prev ?? { hookEventName: "PreToolUse" }, hookEventName: "PreToolUse", additionalContext: joined } };
  } catch (err) {
    hookLog("pre-tool-use", `edit guard failed open: ${err?.message ?? String(err)}`);
    return answer;
  }
}
var import_node_fs30, import_node_path27, MAX_GUARD_CHARS, MAX_SEEN;
var init_guard = __esm({
  "src/charter/guard.ts"() {
    "use strict";
    import_node_fs30 = require("node:fs");
    import_node_path27 = require("node:path");
    init_payload();
    init_log();
    init_session();
    init_lock();
    init_atomic();
    init_charter();
    init_citations();
    init_constraints();
    init_repo();
    init_targets();
    MAX_GUARD_CHARS = 6e3;
    MAX_SEEN = 500;
  }
});

// src/hooks/pre-tool-use.ts
var pre_tool_use_exports = {};
__export(pre_tool_use_exports, {
  preToolUse: () => preToolUse,
  rewriteCommand: () => rewriteCommand
});
function basename3(v) {
  return v.slice(v.lastIndexOf("/") + 1);
}
function commandIndex(words) {
  let i = 0;
  while (i < words.length) {
    const v = words[i].value;
    if (v === void 0) return -1;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(v) || PREFIX_WORDS.has(v) || v === "sudo" || v === "env") {
      i++;
      continue;
    }
    return i;
  }
  return -1;
}
function subcommandIndex(words, from, valueOptions = /* @__PURE__ */ new Set()) {
  for (let i = from; i < words.length; i++) {
    const v = words[i].value;
    if (v === void 0) return -1;
    if (v.startsWith("-")) {
      if (valueOptions.has(v)) i++;
      continue;
    }
    return i;
  }
  return -1;
}
function has(words, test) {
  return words.some((w) => w.value !== void 0 && test(w.value));
}
function rulesFor(cmd, config) {
  const words = cmd.words;
  const ci = commandIndex(words);
  if (ci < 0) return [];
  let name = basename3(words[ci].value);
  let argStart = ci + 1;
  if (/^python(\d(\.\d+)?)?$/.test(name) && words[ci + 1]?.value === "-m" && words[ci + 2]?.value === "pip") {
    name = "pip";
    argStart = ci + 3;
  } else if ((name === "npx" || name === "node") && words[ci + 1]?.value !== void 0) {
    const target = basename3(words[ci + 1].value);
    if (target === "context-kernel" || target === "context-kernel.js") {
      name = "ck";
      argStart = ci + 2;
    }
  }
  const rules = new Set(config.quietRules);
  const edits = [];
  const args = words.slice(argStart);
  const after = (i, text, rule) => edits.push({ at: words[i].end, text, rule });
  if ((name === "ck" || name === "context-kernel") && words[argStart]?.value === "slice") {
    if (!has(args, (v) => v === "--budget" || v.startsWith("--budget="))) after(argStart, " --budget auto", "budget");
    return edits;
  }
  if (name === "npm" && rules.has("npm")) {
    const si = subcommandIndex(words, argStart);
    if (si >= 0 && ["install", "i", "ci", "add", "isntall", "in"].includes(words[si].value)) {
      const add = [
        has(args, (v) => v.startsWith("--fund") || v.startsWith("--no-fund")) ? "" : " --no-fund",
        has(args, (v) => v.startsWith("--audit") || v.startsWith("--no-audit")) ? "" : " --no-audit",
        has(args, (v) => v.startsWith("--progress") || v.startsWith("--no-progress")) ? "" : " --no-progress"
      ].join("");
      if (add) after(si, add, "npm");
    }
    return edits;
  }
  if ((name === "pip" || name === "pip3") && rules.has("pip")) {
    const si = subcommandIndex(words, argStart);
    if (si >= 0 && words[si].value === "install" && !has(args, (v) => /^(-q+|--quiet|-v+|--verbose)$/.test(v))) after(si, " -q", "pip");
    return edits;
  }
  if ((name === "apt-get" || name === "apt") && rules.has("apt")) {
    const si = subcommandIndex(words, argStart, /* @__PURE__ */ new Set(["-o", "-c", "-t"]));
    if (si >= 0 && ["install", "update", "upgrade", "dist-upgrade", "full-upgrade"].includes(words[si].value) && !has(args, (v) => /^(-q+|--quiet.*|-qq)$/.test(v))) {
      after(si, " -q", "apt");
    }
    return edits;
  }
  if (name === "cargo" && rules.has("cargo")) {
    const si = subcommandIndex(words, argStart);
    if (si >= 0 && ["build", "b", "test", "t", "check", "c"].includes(words[si].value) && !has(args, (v) => /^(-q|--quiet|-v+|--verbose)$/.test(v))) {
      after(si, " -q", "cargo");
    }
  }
  return edits;
}
function values(commands) {
  return commands.flatMap((c) => c.words.map((w) => w.value));
}
function rewriteCommand(command, config) {
  if (/#\s*ck:raw\b/.test(command)) return { command, rules: [] };
  const scan = scanShell(command);
  if ("error" in scan) {
    hookLog("pre-tool-use", `left command alone: ${scan.error}`);
    return { command, rules: [] };
  }
  const edits = scan.commands.flatMap((c) => rulesFor(c, config)).sort((a, b) => b.at - a.at);
  if (edits.length === 0) return { command, rules: [] };
  let out = command;
  for (const e of edits) out = out.slice(0, e.at) + e.text + out.slice(e.at);
  const check = scanShell(out);
  const expected = values(scan.commands).filter((v) => v !== void 0).length + edits.reduce((n, e) => n + e.text.trim().split(/\s+/).length, 0);
  if ("error" in check || values(check.commands).filter((v) => v !== void 0).length !== expected) {
    hookLog("pre-tool-use", "rewrite discarded: the rewritten command did not re-scan to the expected words");
    return { command, rules: [] };
  }
  return { command: out, rules: [...new Set(edits.map((e) => e.rule))].sort() };
}
function preToolUse(p, config) {
  if (!config.pretool || p.tool_name !== "Bash") return {};
  const input = asRecord(p.tool_input);
  if (!input || typeof input.command !== "string") return {};
  const { command, rules } = rewriteCommand(input.command, config);
  if (rules.length === 0) return {};
  if (rules.includes("budget") && p.session_id) recordProcessSession(p.session_id, p.transcript_path);
  return {
    hookSpecificOutput: {
      hookEventName: "PreToolUse",
      updatedInput: { ...input, command },
      ...config.pretoolDecision ? { permissionDecision: config.pretoolDecision, permissionDecisionReason: `context-kernel: ${rules.join(", ")}` } : {}
    }
  };
}
var PREFIX_WORDS;
var init_pre_tool_use = __esm({
  "src/hooks/pre-tool-use.ts"() {
    "use strict";
    init_shell();
    init_payload();
    init_log();
    init_session();
    PREFIX_WORDS = /* @__PURE__ */ new Set(["time", "nohup", "command", "exec", "then", "else", "do", "!", "{", "if", "elif", "while", "until"]);
  }
});

// src/hooks/symptom.ts
function detectSymptom(text) {
  for (const [kind, re] of PATTERNS) if (re.test(text)) return kind;
  if (text.length >= 80 && PROBLEM.test(text) && new Set(text.match(CODE) ?? []).size >= 2) return "problem-report";
  return void 0;
}
var PATTERNS, PROBLEM, CODE;
var init_symptom = __esm({
  "src/hooks/symptom.ts"() {
    "use strict";
    PATTERNS = [
      ["python-traceback", /Traceback \(most recent call last\):[\s\S]*?\n\s+File "[^"]+", line \d+/],
      ["node-stack", /\n\s+at (?:[^\n(]+ \()?(?:file:\/\/)?[^\s():]+\.(?:[cm]?js|tsx?|jsx):\d+:\d+\)?/],
      ["pytest-failed", /(?:^|\n)(?:FAILED|ERROR) [^\s:]+\.py::\S+/],
      ["compiler-error", /(?:^|\n)[^\s:]+\.[A-Za-z]{1,5}:\d+(?::\d+)?:? (?:error|fatal error|Error)\b/]
    ];
    PROBLEM = /\b(?:bug|error|errors|fails?|failing|failed|failure|crash(?:es|ed)?|exception|raises?|wrong|incorrect|unexpected(?:ly)?|broken|regression|doesn'?t work|does not work|not working|instead of|should(?: not|n'?t)? (?:be|return|raise|work))\b/i;
    CODE = /`[^`\n]{2,80}`|\b[a-z]+_[a-z_0-9]+\b|\b[A-Za-z_]\w*\.[A-Za-z_]\w*(?:\.\w+)*\b|\b[A-Z][a-z]+[A-Z]\w*\b|\b[A-Za-z_]\w{2,}\(/g;
  }
});

// src/hooks/user-prompt-submit.ts
var user_prompt_submit_exports = {};
__export(user_prompt_submit_exports, {
  formatManifestHead: () => formatManifestHead,
  hasAtLeastSourceFiles: () => hasAtLeastSourceFiles,
  userPromptSubmit: () => userPromptSubmit
});
async function userPromptSubmit(p, config) {
  const prompt = p.prompt ?? "";
  const cwd = p.cwd;
  if (!config.promptSlice || !cwd || !prompt) return {};
  const kind = detectSymptom(prompt);
  if (!kind) return {};
  if (!hasAtLeastSourceFiles(cwd, config.promptSliceMinFiles)) return {};
  if (p.session_id) exportSessionId(p.session_id);
  const symptomFile = saveSymptom("prompts", prompt);
  const manifest = await sliceWithin(cwd, prompt, config.promptSliceMs, { sessionId: p.session_id, transcriptPath: p.transcript_path });
  if (!manifest) {
    const warming = warmIndex(cwd);
    hookLog("user-prompt-submit", `slice of ${cwd} exceeded ${config.promptSliceMs} ms (${kind}): no context added${warming ? "; index warm-up started in the background" : ""}`);
    return {};
  }
  if (isForeign(manifest)) {
    hookLog("user-prompt-submit", `the ${kind} in the prompt does not belong to ${cwd} (foreign-symptom): no context added`);
    return {};
  }
  const head = formatManifestHead(manifest, symptomFile, cwd);
  const taskSwitch = activateSlice(p.session_id, cwd, manifest, head, symptomFile);
  return { hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext: taskSwitch ? `${taskSwitch}
${head}` : head } };
}
var init_user_prompt_submit = __esm({
  "src/hooks/user-prompt-submit.ts"() {
    "use strict";
    init_symptom();
    init_log();
    init_working_set_update();
    init_slice_head();
    init_env();
    init_slice_head();
  }
});

// src/session/snapshot.ts
function resolveSnapshotConfig(env = process.env) {
  const num = (v, fallback) => v !== void 0 && /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : fallback;
  return Object.freeze({
    ttlMs: num(env.CK_SNAPSHOT_TTL_HOURS, 24) * 36e5,
    maxTokens: Math.max(200, Math.floor(num(env.CK_SNAPSHOT_MAX_TOKENS, 4e3)))
  });
}
function repoSnapshotPath(repo) {
  return stateDir("snapshots", `${(0, import_node_crypto10.createHash)("sha1").update(repo).digest("hex").slice(0, 20)}.json`);
}
function sessionSnapshotPath(sessionId) {
  return (0, import_node_path28.join)(sessionDir(sessionId), "snapshot.json");
}
function makeSnapshot(s) {
  return {
    version: 1,
    ...s,
    charter: s.charter === null ? null : s.charter.slice(0, MAX_CHARTER_CHARS),
    workingSet: s.workingSet ? boundWorkingSet(s.workingSet) : null
  };
}
function parseSnapshot(text) {
  const v = JSON.parse(text);
  if (!v || v.version !== 1 || typeof v.repo !== "string" || typeof v.ts !== "number") return null;
  return {
    version: 1,
    repo: v.repo,
    sessionId: typeof v.sessionId === "string" ? v.sessionId : "",
    ts: v.ts,
    by: v.by === "session-end" ? "session-end" : "pre-compact",
    ...typeof v.detail === "string" ? { detail: v.detail } : {},
    charter: typeof v.charter === "string" ? v.charter : null,
    workingSet: asWorkingSet(v.workingSet)
  };
}
function readSnapshotFile(file2) {
  try {
    return parseSnapshot((0, import_node_fs31.readFileSync)(file2, "utf8"));
  } catch {
    return null;
  }
}
function writeSessionSnapshot(snap) {
  writeFileAtomic(sessionSnapshotPath(snap.sessionId), `${JSON.stringify(snap)}
`);
}
function readSessionSnapshot(sessionId) {
  return readSnapshotFile(sessionSnapshotPath(sessionId));
}
function writeRepoSnapshot(snap) {
  writeFileAtomic(repoSnapshotPath(snap.repo), `${JSON.stringify(snap)}
`);
  pruneRepoSnapshots();
}
function readFreshRepoSnapshot(repo, ttlMs, now = Date.now()) {
  const snap = readSnapshotFile(repoSnapshotPath(repo));
  if (!snap || snap.repo !== repo) return null;
  return now - snap.ts <= ttlMs ? snap : null;
}
function pruneRepoSnapshots() {
  const dir = stateDir("snapshots");
  let removed = 0;
  try {
    const files = (0, import_node_fs31.readdirSync)(dir).filter((f) => f.endsWith(".json"));
    if (files.length <= MAX_REPO_SNAPSHOTS) return 0;
    const aged = files.map((f) => {
      try {
        return { f, m: (0, import_node_fs31.statSync)((0, import_node_path28.join)(dir, f)).mtimeMs };
      } catch {
        return { f, m: 0 };
      }
    }).sort((a, b) => b.m - a.m || (a.f < b.f ? -1 : 1));
    for (const x of aged.slice(MAX_REPO_SNAPSHOTS)) {
      (0, import_node_fs31.rmSync)((0, import_node_path28.join)(dir, x.f), { force: true });
      removed++;
    }
  } catch {
  }
  return removed;
}
function fitLines(text, budget) {
  const lines = text.split("\n");
  const kept2 = [];
  let used = 0;
  for (const line of lines) {
    const t = estimateTokens(line) + 1;
    if (used + t > budget) break;
    kept2.push(line);
    used += t;
  }
  const rest = lines.slice(kept2.length).join("\n");
  return { kept: kept2, left: lines.length - kept2.length, leftTokens: rest ? estimateTokens(rest) : 0 };
}
function composeRestore(parts, maxTokens) {
  const out = [parts.header];
  let budget = maxTokens - estimateTokens(parts.header) - 1;
  let charterCut = false;
  let manifestCut = false;
  const charter = parts.charter?.replace(/\s+$/, "");
  const head = parts.workingSet?.head.replace(/\s+$/, "");
  const charterCmd = `ck charter get --repo '${parts.repo}'`;
  if (charter) {
    const title = `== charter (constraints of this task; full text: ${charterCmd}) ==`;
    const need = estimateTokens(title) + estimateTokens(charter) + 2;
    const reserve = head ? MARKER_TOKENS : 0;
    if (need <= budget - reserve) {
      out.push(title, charter);
      budget -= need;
    } else {
      charterCut = true;
      const fit = fitLines(charter, Math.max(0, budget - reserve - MARKER_TOKENS - estimateTokens(title) - 1));
      out.push(title, ...fit.kept, `[ck: charter cut for space: ${fit.left} more line(s), ~${formatTokens(fit.leftTokens)} tokens; full text: ${charterCmd}]`);
      budget = reserve;
    }
  }
  if (head) {
    const title = "== working set (the slice this task was given) ==";
    const full = head.split("\n").find((l) => l.startsWith("full manifest: "))?.slice("full manifest: ".length);
    const how = full ? `full manifest: ${full}` : "the full manifest comes back with the same ck slice command";
    const need = estimateTokens(title) + estimateTokens(head) + 2;
    if (need <= budget) {
      out.push(title, head);
    } else {
      manifestCut = true;
      const fit = fitLines(head, Math.max(0, budget - MARKER_TOKENS - estimateTokens(title) - 1));
      if (fit.kept.length > 0) out.push(title, ...fit.kept, `[ck: working-set head cut for space: ${fit.left} more line(s), ~${formatTokens(fit.leftTokens)} tokens; ${how}]`);
      else out.push(`[ck: working-set head left out for space (~${formatTokens(estimateTokens(head))} tokens; the charter comes first); ${how}]`);
    }
  }
  const text = out.join("\n");
  return { text, tokens: estimateTokens(text), charterCut, manifestCut };
}
var import_node_fs31, import_node_path28, import_node_crypto10, MAX_CHARTER_CHARS, MAX_REPO_SNAPSHOTS, MARKER_TOKENS;
var init_snapshot = __esm({
  "src/session/snapshot.ts"() {
    "use strict";
    import_node_fs31 = require("node:fs");
    import_node_path28 = require("node:path");
    import_node_crypto10 = require("node:crypto");
    init_paths();
    init_atomic();
    init_tokens();
    init_session();
    init_working_set();
    MAX_CHARTER_CHARS = 64e3;
    MAX_REPO_SNAPSHOTS = 200;
    MARKER_TOKENS = 60;
  }
});

// src/charter/verify.ts
function squash(s) {
  return s.replace(/\s+/g, " ").trim();
}
function verifyCitations(root, text, charter) {
  const read2 = fileReader(root);
  const anchors = /* @__PURE__ */ new Map();
  for (const c of charter?.citations ?? []) if (c.anchor && c.status === "anchored") anchors.set(`${c.path}:${c.line}-${c.endLine}`, c.anchor.lines);
  const checks = extractCitations(text).map((c) => {
    const path2 = normalizeCitedPath(root, c.path);
    const base = { citation: text.slice(c.start, c.end), path: path2, line: c.line, endLine: c.endLine, ...c.col !== void 0 ? { col: c.col } : {} };
    const f = read2(path2);
    if ("error" in f) return { ...base, status: "broken", checked: "exists", detail: f.error };
    if (c.endLine > f.lines.length) return { ...base, status: "broken", checked: "exists", detail: `line ${c.endLine} is past the end of the file (${f.lines.length} lines)` };
    const lines = f.lines.slice(c.line - 1, c.endLine);
    const actual = lines.slice(0, 5);
    if (c.col !== void 0 && c.col > lines[0].length + 1) {
      return { ...base, status: "broken", checked: "exists", detail: `column ${c.col} is past the end of line ${c.line} (${lines[0].length} characters)`, actual };
    }
    const anchored = anchors.get(`${path2}:${c.line}-${c.endLine}`);
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
  const counts2 = { ok: 0, stale: 0, broken: 0 };
  for (const c of checks) counts2[c.status]++;
  return { repo: root, citations: checks, counts: counts2 };
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

// src/charter/index.ts
var charter_exports = {};
__export(charter_exports, {
  MAX_CITATIONS: () => MAX_CITATIONS,
  MAX_TEXT_CHARS: () => MAX_TEXT_CHARS,
  activeCharter: () => activeCharter,
  activeCharterText: () => activeCharterText,
  anchorCitations: () => anchorCitations,
  bashWriteTargets: () => bashWriteTargets,
  charterFile: () => charterFile,
  charterTextProblem: () => charterTextProblem,
  clearCharter: () => clearCharter,
  extractCitations: () => extractCitations,
  guardContext: () => guardContext,
  hashLines: () => hashLines,
  makeAnchor: () => makeAnchor,
  readCharter: () => readCharter,
  refreshCharter: () => refreshCharter,
  refreshState: () => refreshState,
  renderCharter: () => renderCharter,
  renderVerifyTable: () => renderVerifyTable,
  repoRootOf: () => repoRootOf2,
  resolveAnchor: () => resolveAnchor,
  resolveGuardConfig: () => resolveGuardConfig,
  rewriteLines: () => rewriteLines,
  saveCharter: () => saveCharter,
  splitConstraints: () => splitConstraints,
  splitLines: () => splitLines,
  unguardedConstraints: () => unguardedConstraints,
  verifyCitations: () => verifyCitations,
  withEditGuard: () => withEditGuard,
  writeTargets: () => writeTargets
});
async function activeCharterText(repoRoot) {
  try {
    const root = repoRootOf2(repoRoot);
    let state;
    try {
      state = refreshCharter(root)?.state;
    } catch {
      state = activeCharter(root);
    }
    return state && state.text ? renderCharter(state) : null;
  } catch {
    return null;
  }
}
var init_charter2 = __esm({
  "src/charter/index.ts"() {
    "use strict";
    init_charter();
    init_repo();
    init_citations();
    init_anchor();
    init_constraints();
    init_charter();
    init_store();
    init_verify();
    init_targets();
    init_guard();
    init_repo();
  }
});

// src/session/charter-source.ts
async function charterTextFor(repoRoot) {
  return (await Promise.resolve().then(() => (init_charter2(), charter_exports))).activeCharterText(repoRoot);
}
var init_charter_source = __esm({
  "src/session/charter-source.ts"() {
    "use strict";
  }
});

// src/hooks/task-state.ts
async function taskStateOf(p, deps) {
  if (!p.session_id || !p.cwd) return void 0;
  const repo = repoRootOf(p.cwd);
  const ws = readWorkingSet(p.session_id);
  const charter = await deps.charterText(repo);
  return { sessionId: p.session_id, repo, charter: charter && charter.trim() ? charter : null, workingSet: ws && ws.repo === repo ? ws : null };
}
var DEFAULT_TASK_STATE_DEPS;
var init_task_state = __esm({
  "src/hooks/task-state.ts"() {
    "use strict";
    init_charter_source();
    init_repo_root();
    init_working_set();
    DEFAULT_TASK_STATE_DEPS = { charterText: charterTextFor, now: () => Date.now() };
  }
});

// src/hooks/pre-compact.ts
var pre_compact_exports = {};
__export(pre_compact_exports, {
  preCompact: () => preCompact
});
async function preCompact(p, deps = DEFAULT_TASK_STATE_DEPS) {
  try {
    if (p.session_id) forgetReadsAtCompaction(p.session_id);
  } catch (err) {
    hookLog("pre-compact", `re-read records not forgotten: ${err.message}`);
  }
  const state = await taskStateOf(p, deps);
  if (!state || !state.charter && !state.workingSet) return {};
  const snap = makeSnapshot({ repo: state.repo, sessionId: state.sessionId, ts: deps.now(), by: "pre-compact", ...p.trigger ? { detail: p.trigger } : {}, charter: state.charter, workingSet: state.workingSet });
  writeSessionSnapshot(snap);
  try {
    writeRepoSnapshot(snap);
  } catch (err) {
    hookLog("pre-compact", `repository snapshot not written: ${err.message}`);
  }
  const held = [state.charter ? "the task charter" : "", state.workingSet ? `the working-set manifest (${state.workingSet.files.length} file(s))` : ""].filter(Boolean).join(" and ");
  return {
    compactInstructions: `context-kernel re-injects ${held} right after this compaction: do not copy them or the contents of those files into the summary; keep the symptom being worked on, the decisions taken, the edits made and what remains to do.`
  };
}
var init_pre_compact = __esm({
  "src/hooks/pre-compact.ts"() {
    "use strict";
    init_snapshot();
    init_log();
    init_read_view();
    init_task_state();
  }
});

// src/hooks/session-start.ts
var session_start_exports = {};
__export(session_start_exports, {
  sessionStart: () => sessionStart
});
function header(origin, repo, what) {
  const when = origin.snap ? new Date(origin.snap.ts).toISOString() : void 0;
  switch (origin.kind) {
    case "compact":
      return `[ck: task state of this session, restored after compaction${when ? ` (snapshot ${when})` : ""}: ${what}]`;
    case "own":
      return `[ck: task state of this session, restored on resume (snapshot ${when}, ${origin.snap.by}): ${what}]`;
    case "repo":
      return `[ck: task state of the last session on ${repo} (snapshot ${when}, ${origin.snap.by}), still fresh: ${what}; it may not be this session's task]`;
  }
}
async function sessionStart(p, deps = DEFAULT_TASK_STATE_DEPS, config = resolveSnapshotConfig()) {
  const source = p.source ?? "startup";
  if (source === "clear") {
    if (p.session_id) dropWorkingSet(p.session_id);
    return {};
  }
  const state = await taskStateOf(p, deps);
  if (!state) return {};
  let charter;
  let workingSet;
  let origin;
  const own = readSessionSnapshot(state.sessionId);
  if (source === "compact") {
    const snap = own && own.repo === state.repo && own.by === "pre-compact" ? own : void 0;
    charter = state.charter;
    workingSet = snap?.workingSet ?? state.workingSet;
    origin = { kind: "compact", snap };
  } else {
    const snap = own && own.repo === state.repo && source === "resume" ? own : readFreshRepoSnapshot(state.repo, config.ttlMs, deps.now());
    if (!snap || snap.sessionId === state.sessionId && source !== "resume") return {};
    if (snap.charter && !state.charter) {
      hookLog("session-start", `snapshot of ${state.repo} not restored: its charter was cleared since ${new Date(snap.ts).toISOString()}`);
      return {};
    }
    charter = state.charter;
    workingSet = snap.workingSet;
    origin = { kind: snap === own ? "own" : "repo", snap };
    if (workingSet && !state.workingSet) writeWorkingSet(state.sessionId, workingSet);
  }
  if (!charter && !workingSet) return {};
  const what = charter && workingSet ? "charter first, then the working set" : charter ? "the charter" : "the working set";
  const restore = composeRestore({ charter, workingSet, repo: state.repo, header: header(origin, state.repo, what) }, config.maxTokens);
  return { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: restore.text } };
}
var init_session_start = __esm({
  "src/hooks/session-start.ts"() {
    "use strict";
    init_snapshot();
    init_working_set();
    init_log();
    init_task_state();
  }
});

// src/hooks/session-end.ts
var session_end_exports = {};
__export(session_end_exports, {
  sessionEnd: () => sessionEnd
});
async function sessionEnd(p, deps = DEFAULT_TASK_STATE_DEPS) {
  const state = await taskStateOf(p, deps);
  if (!state || !state.charter && !state.workingSet) return {};
  const snap = makeSnapshot({ repo: state.repo, sessionId: state.sessionId, ts: deps.now(), by: "session-end", ...p.reason ? { detail: p.reason } : {}, charter: state.charter, workingSet: state.workingSet });
  writeSessionSnapshot(snap);
  writeRepoSnapshot(snap);
  return {};
}
var init_session_end = __esm({
  "src/hooks/session-end.ts"() {
    "use strict";
    init_snapshot();
    init_task_state();
  }
});

// src/hooks/run.ts
init_config();
init_log();
init_payload();
init_server_spawn();
init_after_reply();
init_process_kind();
var HOOK_EVENTS = ["post-tool-use", "pre-tool-use", "user-prompt-submit", "pre-compact", "session-start", "session-end"];
function isHookEvent(name) {
  return HOOK_EVENTS.includes(name ?? "");
}
async function runHook(event2, stdin, config = resolveHookConfig(), startedAt = Date.now()) {
  try {
    if (stdin.byteLength > config.maxInputBytes) {
      hookLog(event2, `input of ${stdin.byteLength} bytes exceeds CK_HOOK_MAX_BYTES (${config.maxInputBytes}): passed through`);
      return {};
    }
    const payload = parsePayload(stdin);
    switch (event2) {
      case "post-tool-use":
        return await (await Promise.resolve().then(() => (init_post_tool_use(), post_tool_use_exports))).postToolUse(payload, config, void 0, startedAt);
      case "pre-tool-use":
        return (await Promise.resolve().then(() => (init_guard(), guard_exports))).withEditGuard((await Promise.resolve().then(() => (init_pre_tool_use(), pre_tool_use_exports))).preToolUse(payload, config), payload);
      case "user-prompt-submit":
        return await (await Promise.resolve().then(() => (init_user_prompt_submit(), user_prompt_submit_exports))).userPromptSubmit(payload, config);
      case "pre-compact":
        return await (await Promise.resolve().then(() => (init_pre_compact(), pre_compact_exports))).preCompact(payload);
      case "session-start":
        return await (await Promise.resolve().then(() => (init_session_start(), session_start_exports))).sessionStart(payload);
      case "session-end":
        return await (await Promise.resolve().then(() => (init_session_end(), session_end_exports))).sessionEnd(payload);
    }
  } catch (err) {
    hookLog(event2, `failed open: ${err?.message ?? String(err)}`);
    return {};
  }
}
function answerText(event2, answer) {
  if (event2 === "pre-compact") return answer.compactInstructions ? `${answer.compactInstructions}
` : "";
  return `${JSON.stringify(answer)}
`;
}
async function runHookProcess(event2, io) {
  const startedAt = Date.now();
  markOneShotProcess();
  const config = resolveHookConfig();
  const deadlineMs = event2 === "user-prompt-submit" ? Math.max(config.deadlineMs, config.promptSliceMs + 1e3) : config.deadlineMs;
  let settled = false;
  const timer = setTimeout(() => {
    if (settled) return;
    settled = true;
    hookLog(event2, `deadline of ${deadlineMs} ms reached: answered {}`);
    io.write(answerText(event2, {}), () => io.exit(0));
  }, deadlineMs);
  let answer = {};
  try {
    const input = await io.readStdin(config.maxInputBytes);
    if (Buffer.isBuffer(input)) answer = await runHook(event2, input, config, startedAt);
    else hookLog(event2, `input of ${input.tooLarge} bytes exceeds CK_HOOK_MAX_BYTES (${config.maxInputBytes}): passed through`);
  } catch (err) {
    hookLog(event2, `failed open reading stdin: ${err.message}`);
  }
  if (settled) return 0;
  settled = true;
  clearTimeout(timer);
  await new Promise((res) => io.write(answerText(event2, answer), res));
  runAfterReply();
  const launch = event2 !== "user-prompt-submit" ? spawnHookServerIfAbsent() : void 0;
  const code = launch === "launcher" ? SERVER_LAUNCH_EXIT : 0;
  io.exit(code);
  return code;
}

// src/hooks/stdio.ts
var import_node_fs33 = require("node:fs");

// src/runtime/sync-stream.ts
var import_node_fs32 = require("node:fs");
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
        while (off < bytes.length) off += (0, import_node_fs32.writeSync)(fd, bytes, off, bytes.length - off);
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

// src/hooks/stdio.ts
function readRegularFile(fd, maxBytes) {
  let size;
  try {
    const st = (0, import_node_fs33.fstatSync)(fd);
    if (!st.isFile()) return void 0;
    size = st.size;
  } catch {
    return void 0;
  }
  let buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
  let len = 0;
  for (; ; ) {
    if (len === buf.length) {
      if (len > maxBytes) break;
      const next = Buffer.allocUnsafe(Math.min(buf.length * 2, maxBytes + 1));
      buf.copy(next, 0, 0, len);
      buf = next;
    }
    const n = (0, import_node_fs33.readSync)(fd, buf, len, buf.length - len, null);
    if (n === 0) return buf.subarray(0, len);
    len += n;
  }
  let total = len;
  const sink = Buffer.allocUnsafe(1 << 16);
  for (let n = (0, import_node_fs33.readSync)(fd, sink, 0, sink.length, null); n > 0; n = (0, import_node_fs33.readSync)(fd, sink, 0, sink.length, null)) total += n;
  return { tooLarge: total };
}
var POLL_MS = 0.2;
var IDLE_MS = 50;
var SYNC_MAX_MS = 250;
function nonBlocking(fd) {
  try {
    const flags = /^flags:\s*([0-7]+)$/m.exec((0, import_node_fs33.readFileSync)(`/proc/self/fdinfo/${fd}`, "latin1"));
    return flags !== null && (parseInt(flags[1], 8) & 2048) !== 0;
  } catch {
    return false;
  }
}
function drainNonBlocking(maxBytes, acc) {
  if (process.platform !== "linux" || process.stdin.isTTY || !nonBlocking(0)) return false;
  const cell = new Int32Array(new SharedArrayBuffer(4));
  let buf = Buffer.allocUnsafe(Math.min(maxBytes + 1, 4 << 20));
  const start = Date.now();
  let idleSince = 0;
  for (; ; ) {
    let n;
    try {
      n = (0, import_node_fs33.readSync)(0, buf, 0, buf.length, null);
    } catch (err) {
      if (err.code !== "EAGAIN") throw err;
      const now = Date.now();
      if (idleSince === 0) idleSince = now;
      else if (now - idleSince > IDLE_MS || now - start > SYNC_MAX_MS) return false;
      Atomics.wait(cell, 0, 0, POLL_MS);
      continue;
    }
    if (n === 0) return true;
    idleSince = 0;
    acc.total += n;
    if (acc.total <= maxBytes) {
      acc.chunks.push(buf.subarray(0, n));
      buf = buf.length - n >= 65536 ? buf.subarray(n) : Buffer.allocUnsafe(4 << 20);
    } else acc.chunks.length = 0;
  }
}
function readStream(maxBytes, acc) {
  return new Promise((resolve5, reject) => {
    process.stdin.on("data", (c) => {
      acc.total += c.length;
      if (acc.total <= maxBytes) acc.chunks.push(c);
      else acc.chunks.length = 0;
    }).once("end", () => resolve5(finish2(maxBytes, acc))).once("error", reject);
  });
}
function finish2(maxBytes, acc) {
  if (acc.total > maxBytes) return { tooLarge: acc.total };
  const { chunks } = acc;
  const first = chunks[0];
  const contiguous = first !== void 0 && chunks.every((c, i) => i === 0 || c.buffer === first.buffer && c.byteOffset === chunks[i - 1].byteOffset + chunks[i - 1].length);
  return contiguous ? Buffer.from(first.buffer, first.byteOffset, acc.total) : Buffer.concat(chunks, acc.total);
}
function hookProcessIO() {
  const stdout = syncWriter(1, { failOpen: true });
  return {
    async readStdin(maxBytes) {
      const file2 = readRegularFile(0, maxBytes);
      if (file2) return file2;
      const acc = { chunks: [], total: 0 };
      return drainNonBlocking(maxBytes, acc) ? finish2(maxBytes, acc) : readStream(maxBytes, acc);
    },
    write: (text, done) => void stdout.write(text, done),
    exit: (code) => process.exit(code)
  };
}

// src/hooks/entry.ts
init_tiering();
var event = process.argv[2];
if (!isHookEvent(event)) {
  process.stderr.write(`ck hook: expected one of ${HOOK_EVENTS.join(", ")}${event ? `, got '${event}'` : ""}
`);
  process.exitCode = 2;
} else {
  enableBaselineTiers();
  runHookProcess(event, hookProcessIO()).catch(() => {
    process.stdout.write("{}\n", () => process.exit(0));
  });
}
