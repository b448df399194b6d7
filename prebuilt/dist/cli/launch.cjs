const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
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

// src/cli/launch.ts
var launch_exports = {};
__export(launch_exports, {
  runBundle: () => runBundle
});
module.exports = __toCommonJS(launch_exports);

// ck-module-shim:node:module
var import_node_path = require("node:path");
var import_node_url = require("node:url");
function createRequire(from) {
  const file = String(from).startsWith("file:") ? (0, import_node_url.fileURLToPath)(from) : String(from);
  if ((0, import_node_path.dirname)(file) === __dirname) return require;
  return require("node:module").createRequire(from);
}

// src/runtime/code-cache.ts
var import_node_crypto2 = require("node:crypto");
var import_node_fs2 = require("node:fs");
var import_node_path5 = require("node:path");
var import_node_vm = __toESM(require("node:vm"), 1);

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
function resolveStoreDirs(env = process.env) {
  return { cacheHome: env.XDG_CACHE_HOME || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".cache"), stateHome: env.XDG_STATE_HOME || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".local", "state") };
}
function resolveNodeFlags(env = process.env) {
  return { nodeOptions: env.NODE_OPTIONS ?? "", pendingDeprecation: env.NODE_PENDING_DEPRECATION === "1" };
}

// src/store/paths.ts
function stateDir(...sub) {
  return (0, import_node_path4.join)(resolveStoreDirs().stateHome, "context-kernel", ...sub);
}

// src/runtime/options.ts
function resolveCodeCacheOptions(opts) {
  return { ...opts, dir: opts.dir ?? stateDir("code-cache") };
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
  const digest = (0, import_node_crypto2.createHash)("sha1").update(payload).digest();
  return digest.equals(body.subarray(0, DIGEST_BYTES)) ? payload : void 0;
}
function writeCacheFile(path, data, prefix) {
  const digest = (0, import_node_crypto2.createHash)("sha1").update(data).digest();
  writeFileAtomic(path, Buffer.concat([digest, data]));
  const dir = (0, import_node_path5.dirname)(path);
  for (const name of (0, import_node_fs2.readdirSync)(dir)) {
    if (name.startsWith(prefix) && name.endsWith(".v8") && (0, import_node_path5.join)(dir, name) !== path) {
      try {
        (0, import_node_fs2.unlinkSync)((0, import_node_path5.join)(dir, name));
      } catch {
      }
    }
  }
}
function requireWithCodeCache(file, opts) {
  let fn;
  let status;
  try {
    const source = (0, import_node_fs2.readFileSync)(file);
    const { dir } = resolveCodeCacheOptions(opts);
    const cachePath = (0, import_node_path5.join)(dir, cacheFileName(file, opts.tag, source));
    const cachedData = readCacheFile(cachePath);
    const wrapped = `(function (exports, require, module, __filename, __dirname) {${source.toString("utf8")}
})`;
    const script = new import_node_vm.default.Script(wrapped, { filename: file, cachedData });
    status = cachedData === void 0 ? "miss" : script.cachedDataRejected ? "rejected" : "hit";
    if (status !== "hit") {
      const prefix = cachePrefix(file, opts.tag);
      process.once("exit", () => {
        try {
          writeCacheFile(cachePath, script.createCachedData(), prefix);
        } catch {
        }
      });
    }
    fn = script.runInThisContext();
  } catch {
    return { status: "off", exports: opts.require(file) };
  }
  const module2 = { exports: {}, filename: file, id: file, loaded: false };
  fn.call(module2.exports, module2.exports, opts.require, module2, file, (0, import_node_path5.dirname)(file));
  return { status, exports: module2.exports };
}

// src/runtime/wasm-cache.ts
var WASM_CACHE_MIN_INPUT = 1 << 20;
var ENABLED = /* @__PURE__ */ Symbol.for("context-kernel.wasm-code-cache");
function enableWasmCodeCache(dir = stateDir("code-cache")) {
  globalThis[ENABLED] = { dir };
}

// src/repo/lex-helper-enable.ts
var ENABLED2 = /* @__PURE__ */ Symbol.for("context-kernel.lex-helper");
function enableLexHelper() {
  globalThis[ENABLED2] = true;
}

// src/cli/launch.ts
function runBundle(file, command, argv) {
  enableWasmCodeCache();
  enableLexHelper();
  const { exports: exports2 } = requireWithCodeCache(file, { tag: command, require: createRequire(file) });
  exports2.run(argv);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runBundle
});
