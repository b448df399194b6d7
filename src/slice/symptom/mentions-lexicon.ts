/**
 * Word lists for the mentions extractor: language keywords and builtins (never worth seeding on; the packs' own, made
 * into stoplists by ../../languages/names.ts), file extensions
 * that make a token a source path, and endings that make a dotted token a file name or a host name instead of code.
 * Every list is about languages and text shapes, never about a particular project.
 * @internal
 */
import { LANGUAGES } from '../../languages/index.js';
import { builtinNames, keywordNames, receiverNames } from '../../languages/names.js';

/**
 * Extensions of source and config files: a token ending in one of these is a `path` mention. The source ones are the
 * language packs' (`symptoms.mentionExtensions`).
 */
export const SOURCE_EXT = [
  ...new Set(LANGUAGES.flatMap((p) => p.symptoms?.mentionExtensions ?? [])), 'cfg', 'toml', 'ini', 'yaml', 'yml', 'json',
];

/**
 * Last segments that make a dotted token a document, an output file or a host name (`README.md`, `figure.png`,
 * `example.org`): such a token is neither a module nor a member.
 */
export const NON_CODE_LAST = new Set([
  // documents, images and outputs
  'md', 'rst', 'txt', 'html', 'htm', 'pdf', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'eps', 'ps', 'csv', 'tsv', 'log',
  'xml', 'zip', 'gz', 'tgz', 'bz2', 'xz', 'tar', 'whl', 'egg', 'pkl', 'pickle', 'npy', 'npz', 'h5', 'hdf5', 'mp4',
  'avi', 'gif', 'ico', 'bmp', 'tif', 'tiff', 'webp', 'dat', 'out', 'lock', 'exe', 'dll', 'so', 'dylib', 'ipynb',
  // top-level domains of hosts written without a scheme
  'com', 'org', 'net', 'io', 'edu', 'gov', 'dev', 'info', 'uk', 'de', 'fr', 'jp', 'cn',
]);

/** The language packs' keywords: never the name of a chain or an identifier (../../languages/names.ts). */
export const KEYWORDS = keywordNames();

/** The packs' builtins and globals: a call of one says nothing about the repository (../../languages/names.ts). */
export const BUILTINS = builtinNames();

/** Names that stand for the receiver itself: dropped from the head of a chain (`self.canvas.draw()` → canvas, draw). */
export const RECEIVERS = receiverNames();
