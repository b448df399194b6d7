/**
 * context-kernel — the public library API.
 *
 * Everything exported here is stable; everything else is internal.
 */
export { VERSION } from './version.js';
export { estimateTokens, formatTokens } from './tokens.js';
export {
  normalize, recall, recallRaw, rereadDelta, forgetDelta, isMarkerLine, parseMarker,
  type NormalizeOptions, type NormalizeResult, type Elision, type NormalizeStats, type ToolKind, type RecallOptions,
  type DeltaResult, type DeltaOptions, type ParsedMarker, type MarkerKind,
} from './normalize/index.js';
export {
  buildIndex, indexDependency, lexPython, lexJs, walkRepo, langOf, EDGE_KINDS, DEFAULT_EXCLUDED_DIRS,
  DEFAULT_EVENT_DECORATORS,
  type Lang, type FileRecord, type Def, type DynamicSite, type EdgeKind, type RepoIndex, type IndexOptions,
  type IndexStats, type SkippedCounts, type UnresolvedImport, type RawImport, type LexResult,
} from './repo/index.js';
export {
  ImportGraph, isTestPath, AUTO_JS_MAX_EDGES,
  type GraphIndex, type GraphImpl, type ReachOptions, type GraphReach, type TestPolicy,
} from './graph/index.js';
export { graphFrom, resolveRepoFile, type GraphQuery, type GraphResult, type GraphFile } from './graph/query.js';
export {
  stripTerminal, stripTerminalLarge, closeKernelPool, sha1Hex, sha256Hex, kernelFallbacks,
  type TerminalStats, type TerminalOptions, type TerminalResult, type ShaImpl, type ShaOptions, type LargeOptions,
} from './kernels/index.js';
export {
  runHook, resolveHookConfig, rewriteCommand, scanShell, detectSymptom, HOOK_EVENTS,
  type HookEvent, type HookConfig, type HookPayload, type HookOutput, type SymptomKind,
} from './hooks/index.js';
export { sessionOccupancy, readSession, type Occupancy, type SessionState } from './session/index.js';
export {
  appendSavings, readSavings, buildReport, formatReport, renderHtml,
  type SavingsEntry, type SavingsRecord, type SavingsReport, type SavingsRow,
} from './savings/index.js';
export {
  symbolsAt, defsOf, sedCommand,
  type SymbolRange, type SymbolSlice, type SymbolQuery, type DefEntry, type Warning as SymbolWarning,
} from './symbols/index.js';
export { skeletonOf, skeletonMany, closePool as closeParsePool, type Skeleton, type SkeletonManyOptions } from './skeleton/index.js';
export {
  compileContext, compileDemo, compileDemoRoot, renderCompileText, renderCompileContext, resolveCompileOptions,
  CompileInputError, COMPILE_EVENT_NAMES,
  type CompileManifest, type CompileOptions, type CompileFile, type CompileWarning,
} from './compile/index.js';
export { sliceRepo, renderSlice, parseSymptom, resolveSliceOptions } from './slice/index.js';
export type { SliceManifest, SliceOptions, SliceFormat, ManifestSeed, ManifestFile, ManifestWarning, PageFault, Frame, Diagnostic, ParsedSymptom } from './slice/index.js';
export { sliceDemo } from './slice/demo.js';
export { discoverDependencies, packageForModule, packageForPath, packageByName } from './deps/index.js';
export type { DependencyEnvironment, DiscoveryWarning, InstalledPackage } from './deps/index.js';
export { loadLexicalIndex, rankFiles, rankSymbols, tokenizeCode, type LexicalIndex, type RankedFile, type RankedSymbol } from './rank/index.js';
export { benchSufficiency, sufficiencyTable, sufficiencyHtml } from './bench/index.js';
export type { SufficiencyOptions, SufficiencyReport } from './bench/index.js';
export { minimize, NotReproducingError, type MinimizeOptions, type MinimizeResult, type Oracle as MinimizeOracle } from './minimize/index.js';
export {
  saveCharter, refreshCharter, clearCharter, activeCharter, activeCharterText, renderCharter, extractCitations, verifyCitations,
  renderVerifyTable, repoRootOf,
  type CharterState, type StoredCitation, type Citation, type VerifyReport, type CitationCheck, type RefreshChange,
} from './charter/index.js';
export { detectTaskSwitch, type TaskSwitch, type NextTask } from './session/task-switch.js';
export { revealTranscripts, type RevealedReport } from './revealed/index.js';
