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

// src/tokens.ts
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

// src/config/env.ts
function resolveStoreDirs(env = process.env) {
  return { cacheHome: env.XDG_CACHE_HOME || (0, import_node_path.join)((0, import_node_os.homedir)(), ".cache"), stateHome: env.XDG_STATE_HOME || (0, import_node_path.join)((0, import_node_os.homedir)(), ".local", "state") };
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

// src/store/atomic.ts
function tempPath(file) {
  tmpTag ??= `${process.pid}.${(0, import_node_crypto.randomBytes)(4).toString("hex")}`;
  return (0, import_node_path3.join)((0, import_node_path3.dirname)(file), `.${(0, import_node_path3.basename)(file)}.${tmpTag}.${tmpSeq++}.tmp`);
}
function writeFileAtomicWith(file, fill) {
  const tmp = tempPath(file);
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(tmp, "w");
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    (0, import_node_fs.mkdirSync)((0, import_node_path3.dirname)(file), { recursive: true });
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
var import_node_fs, import_node_path3, import_node_crypto, tmpTag, tmpSeq;
var init_atomic = __esm({
  "src/store/atomic.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path3 = require("node:path");
    import_node_crypto = require("node:crypto");
    tmpSeq = 0;
  }
});

// src/session/options.ts
function resolveTranscriptWindow(opts) {
  return { from: opts.from ?? 0, maxBytes: opts.maxBytes ?? DEFAULT_TRANSCRIPT_MAX_BYTES, recorded: opts.from !== void 0 };
}
function resolveOccupancyOptions(opts) {
  return { maxTailBytes: opts.maxTailBytes ?? Infinity };
}
var DEFAULT_TRANSCRIPT_MAX_BYTES;
var init_options = __esm({
  "src/session/options.ts"() {
    "use strict";
    DEFAULT_TRANSCRIPT_MAX_BYTES = 8 * 1024 * 1024;
  }
});

// src/session/lock.ts
var SLEEP_CELL;
var init_lock = __esm({
  "src/session/lock.ts"() {
    "use strict";
    init_options();
    SLEEP_CELL = new Int32Array(new SharedArrayBuffer(4));
  }
});

// src/session/transcript.ts
function readWindow(path2, opts) {
  const { from, maxBytes, recorded } = resolveTranscriptWindow(opts);
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(path2, "r");
  } catch {
    return null;
  }
  try {
    const st = (0, import_node_fs2.fstatSync)(fd);
    if (!st.isFile()) return null;
    const size = st.size;
    let start = Math.max(0, Math.min(from, size), size - maxBytes);
    const buf = Buffer.allocUnsafe(size - start);
    let got = 0;
    while (got < buf.length) {
      const n = (0, import_node_fs2.readSync)(fd, buf, got, buf.length - got, start + got);
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
    (0, import_node_fs2.closeSync)(fd);
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
var import_node_fs2;
var init_transcript = __esm({
  "src/session/transcript.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    init_options();
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
    return parseState(sessionId, (0, import_node_fs3.readFileSync)((0, import_node_path4.join)(sessionDir(sessionId), "state.json"), "utf8"));
  } catch {
    return emptySession(sessionId);
  }
}
function parentPid(pid) {
  try {
    const stat = (0, import_node_fs3.readFileSync)(`/proc/${pid}/stat`, "utf8");
    const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ppid = Number(after[1]);
    return Number.isInteger(ppid) && ppid > 1 ? ppid : void 0;
  } catch {
    return void 0;
  }
}
function ancestorPids(depth = 8) {
  const out = [];
  let pid = process.ppid;
  while (pid !== void 0 && pid > 1 && out.length < depth) {
    out.push(pid);
    pid = parentPid(pid);
  }
  return out;
}
function startTime(pid) {
  try {
    const stat = (0, import_node_fs3.readFileSync)(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return void 0;
  }
}
function sessionOfThisProcess() {
  const dir = stateDir("sessions", "by-pid");
  for (const pid of ancestorPids()) {
    try {
      const v = JSON.parse((0, import_node_fs3.readFileSync)((0, import_node_path4.join)(dir, String(pid)), "utf8"));
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
var import_node_fs3, import_node_path4, import_node_crypto2, SESSION_TTL_MS;
var init_session = __esm({
  "src/session/index.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs");
    import_node_path4 = require("node:path");
    import_node_crypto2 = require("node:crypto");
    init_paths();
    init_env();
    init_atomic();
    init_lock();
    init_transcript();
    init_options();
    init_transcript();
    init_lock();
    SESSION_TTL_MS = 7 * 24 * 3600 * 1e3;
  }
});

// src/session/working-set.ts
function path(sessionId) {
  return (0, import_node_path5.join)(sessionDir(sessionId), "working-set.json");
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
    return asWorkingSet(JSON.parse((0, import_node_fs4.readFileSync)(path(sessionId), "utf8")));
  } catch {
    return null;
  }
}
var import_node_fs4, import_node_path5;
var init_working_set = __esm({
  "src/session/working-set.ts"() {
    "use strict";
    import_node_fs4 = require("node:fs");
    import_node_path5 = require("node:path");
    init_atomic();
    init_session();
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
var QUIET_RULES;
var init_config = __esm({
  "src/hooks/config.ts"() {
    "use strict";
    init_parse();
    QUIET_RULES = ["npm", "pip", "apt", "cargo"];
  }
});

// src/savings/log.ts
function savingsPath() {
  return stateDir("savings.jsonl");
}
var SAVINGS_ROTATE_BYTES;
var init_log = __esm({
  "src/savings/log.ts"() {
    "use strict";
    init_env();
    init_paths();
    SAVINGS_ROTATE_BYTES = 20 * 1024 * 1024;
  }
});

// src/statusline/savings-tally.ts
function readCache(file, log) {
  try {
    const v = JSON.parse((0, import_node_fs5.readFileSync)(file, "utf8"));
    return v && v.version === 1 && v.log === log && typeof v.offset === "number" ? v : void 0;
  } catch {
    return void 0;
  }
}
function sessionSavings(sessionId, log = savingsPath()) {
  const cacheFile = (0, import_node_path6.join)(sessionDir(sessionId), "statusline.json");
  let fd;
  try {
    fd = (0, import_node_fs5.openSync)(log, "r");
  } catch {
    return { saved: 0, lost: 0, replacements: 0 };
  }
  let cache = readCache(cacheFile, log);
  let text;
  let size;
  let ino;
  try {
    const st = (0, import_node_fs5.fstatSync)(fd);
    size = st.size;
    ino = st.ino;
    if (!cache || cache.ino !== ino || cache.offset > size) cache = void 0;
    const from = cache?.offset ?? 0;
    if (cache && from === size) return cache;
    const buf = Buffer.allocUnsafe(size - from);
    let got = 0;
    while (got < buf.length) {
      const n = (0, import_node_fs5.readSync)(fd, buf, got, buf.length - got, from + got);
      if (n <= 0) break;
      got += n;
    }
    const end = buf.lastIndexOf(10, got - 1) + 1;
    text = buf.toString("utf8", 0, end);
    size = from + end;
  } finally {
    (0, import_node_fs5.closeSync)(fd);
  }
  let saved = cache?.saved ?? 0;
  let lost = cache?.lost ?? 0;
  let replacements = cache?.replacements ?? 0;
  const recent = new Map(Object.entries(cache?.recent ?? {}));
  const needle = `"session":${JSON.stringify(sessionId)}`;
  for (const line of text.split("\n")) {
    if (!line.includes(needle)) continue;
    try {
      const e = JSON.parse(line);
      if (e.event === "replace" && typeof e.before === "number" && typeof e.after === "number") {
        const s = e.before - e.after;
        saved += s;
        replacements++;
        if (e.id) {
          recent.set(e.id, s);
          if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value);
        }
      } else if (e.event === "canary" && e.status === "failed" && e.id && recent.has(e.id)) {
        const s = recent.get(e.id);
        saved -= s;
        lost += s;
        recent.delete(e.id);
      }
    } catch {
    }
  }
  const next = { version: 1, log, ino, offset: size, saved, lost, replacements, recent: Object.fromEntries(recent) };
  try {
    writeFileAtomic(cacheFile, JSON.stringify(next));
  } catch {
  }
  return next;
}
var import_node_fs5, import_node_path6, RECENT_MAX;
var init_savings_tally = __esm({
  "src/statusline/savings-tally.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    import_node_path6 = require("node:path");
    init_atomic();
    init_log();
    init_session();
    RECENT_MAX = 256;
  }
});

// src/statusline/index.ts
var statusline_exports = {};
__export(statusline_exports, {
  statusLine: () => statusLine
});
function occupancy(input) {
  const cw = input.context_window;
  if (cw && typeof cw.used_percentage === "number") {
    return `ctx ${Math.round(cw.used_percentage)}%${cw.context_window_size ? ` of ${formatTokens(cw.context_window_size)}` : ""}`;
  }
  if (input.session_id || input.transcript_path) {
    const occ = sessionOccupancy(input.session_id, input.transcript_path);
    if (occ) return `ctx ${Math.round(100 * occ.used / occ.window)}% of ${formatTokens(occ.window)}`;
  }
  return "ctx -";
}
function canary(sessionId, enabled) {
  if (!enabled) return "canary off";
  const c = readSession(sessionId).canary;
  if (c.degraded) return `canary FAILED ${c.failed}: pass-through`;
  if (c.failed > 0) return `canary ${c.verified} ok, ${c.failed} failed`;
  if (c.verified > 0) return `canary ${c.verified} ok${c.pending.length ? `, ${c.pending.length} pending` : ""}`;
  return c.pending.length ? `canary ${c.pending.length} pending` : "canary -";
}
function statusLine(input, env) {
  const parts = ["ck", occupancy(input)];
  const sid = input.session_id;
  if (!sid) return [...parts, "no session"].join(" | ");
  const s = sessionSavings(sid);
  parts.push(`saved ~${formatTokens(s.saved)}${s.lost > 0 ? ` (~${formatTokens(s.lost)} dropped)` : ""}`);
  parts.push(canary(sid, resolveHookConfig(env).canary));
  const ws = readWorkingSet(sid);
  if (ws) parts.push(`slice ${ws.files.length} files`);
  return parts.join(" | ");
}
var init_statusline = __esm({
  "src/statusline/index.ts"() {
    "use strict";
    init_session();
    init_working_set();
    init_tokens();
    init_config();
    init_savings_tally();
  }
});

// statusline-entry.mjs
var statusline_entry_exports = {};
__export(statusline_entry_exports, {
  run: () => run
});
module.exports = __toCommonJS(statusline_entry_exports);

// src/cli/commands/statusline.ts
var import_node_fs6 = require("node:fs");

// src/errors.ts
var UsageError = class extends Error {
  name = "UsageError";
};

// src/cli/commands/statusline.ts
var help = `usage: ck statusline

One line for Claude Code's statusLine setting: context occupancy, tokens saved by normalization in this session
(replacements the canary found dropped are shown apart), the canary's state, and the working set's size. Reads the
JSON Claude Code writes on stdin (session_id, transcript_path, context_window); without it (a terminal), prints what
it knows without a session.

  settings.json:  "statusLine": { "type": "command", "command": "ck statusline" }

Exit status: 0 always with a line printed (unreadable state shows as '-'), 2 bad usage.
`;
function readInput() {
  try {
    const st = (0, import_node_fs6.fstatSync)(0);
    if (!st.isFIFO() && !st.isFile() && !st.isSocket()) return {};
    const v = JSON.parse((0, import_node_fs6.readFileSync)(0, "utf8"));
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}
var command = {
  name: "statusline",
  summary: "one status line for Claude Code's statusLine setting: occupancy, tokens saved, canary",
  help,
  async run(argv, io) {
    if (argv.length > 0) throw new UsageError(`statusline: unexpected argument '${argv[0]}'`);
    const { statusLine: statusLine2 } = await Promise.resolve().then(() => (init_statusline(), statusline_exports));
    let line;
    try {
      line = statusLine2(readInput());
    } catch (err) {
      line = `ck | status unavailable: ${String(err?.message ?? err).slice(0, 80)}`;
    }
    io.stdout.write(`${line}
`);
    return 0;
  }
};

// src/cli/run.ts
var import_node_fs8 = require("node:fs");

// ck-module-shim:node:module
var import_node_path7 = require("node:path");
var import_node_url = require("node:url");
function createRequire(from) {
  const file = String(from).startsWith("file:") ? (0, import_node_url.fileURLToPath)(from) : String(from);
  if ((0, import_node_path7.dirname)(file) === __dirname) return require;
  return require("node:module").createRequire(from);
}

// src/cli/run.ts
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

// statusline-entry.mjs
async function run(argv) {
  exitWhenDone(await runCommand(command, argv, processIO()));
}
if (require.main === module) run(process.argv.slice(2));
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
