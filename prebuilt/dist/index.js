/**
 * context-kernel — the public library API.
 *
 * Everything exported here is stable; everything else is internal.
 */
export { VERSION } from './version.js';
export { estimateTokens, formatTokens } from './tokens.js';
export { normalize, recall, recallRaw, rereadDelta, forgetDelta, isMarkerLine, parseMarker, } from './normalize/index.js';
export { buildIndex, indexDependency, lexPython, lexJs, walkRepo, langOf, EDGE_KINDS, DEFAULT_EXCLUDED_DIRS, DEFAULT_EVENT_DECORATORS, } from './repo/index.js';
export { ImportGraph, isTestPath, AUTO_JS_MAX_EDGES, } from './graph/index.js';
export { graphFrom, resolveRepoFile } from './graph/query.js';
export { stripTerminal, stripTerminalLarge, closeKernelPool, sha1Hex, sha256Hex, kernelFallbacks, } from './kernels/index.js';
export { runHook, resolveHookConfig, rewriteCommand, scanShell, detectSymptom, HOOK_EVENTS, } from './hooks/index.js';
export { sessionOccupancy, readSession } from './session/index.js';
export { appendSavings, readSavings, buildReport, formatReport, renderHtml, } from './savings/index.js';
export { symbolsAt, defsOf, sedCommand, } from './symbols/index.js';
export { skeletonOf, skeletonMany, closePool as closeParsePool } from './skeleton/index.js';
export { compileContext, compileDemo, compileDemoRoot, renderCompileText, renderCompileContext, resolveCompileOptions, CompileInputError, COMPILE_EVENT_NAMES, } from './compile/index.js';
export { sliceRepo, renderSlice, parseSymptom, resolveSliceOptions } from './slice/index.js';
export { sliceDemo } from './slice/demo.js';
export { discoverDependencies, packageForModule, packageForPath, packageByName } from './deps/index.js';
export { loadLexicalIndex, rankFiles, rankSymbols, tokenizeCode } from './rank/index.js';
export { benchSufficiency, sufficiencyTable, sufficiencyHtml } from './bench/index.js';
export { minimize, NotReproducingError } from './minimize/index.js';
export { saveCharter, refreshCharter, clearCharter, activeCharter, activeCharterText, renderCharter, extractCitations, verifyCitations, renderVerifyTable, repoRootOf, } from './charter/index.js';
export { detectTaskSwitch } from './session/task-switch.js';
export { revealTranscripts } from './revealed/index.js';
