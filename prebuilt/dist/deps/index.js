/**
 * Installed dependencies: discovery (a project's node_modules, venvs and interpreter site dirs, from disk), which
 * packages take part in a slice, their per-package index caches shared across projects, and the index that joins
 * them to the project's. See README.md.
 */
export { discoverDependencies, packageForModule, packageForPath, packageByName } from './discover.js';
export { participants, packageOfFramePath, rootedAt, topModule, MAX_PARTICIPANTS } from './participants.js';
export { loadPackageIndex, packageKey, packageCacheDir, MAX_PACKAGE_ENTRIES } from './cache.js';
export { composeIndex, entryFiles, packagePrefix } from './compose.js';
