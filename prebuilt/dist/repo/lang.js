const BY_EXT = {
    '.py': 'python', '.pyi': 'python',
    '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'js',
    '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'ts',
};
/** Extensions that are never text: skipped as binary without being read. */
const BINARY_EXT = new Set([
    '.so', '.dylib', '.dll', '.exe', '.o', '.a', '.lib', '.pyc', '.pyo', '.pyd', '.class', '.jar', '.wasm',
    '.png', '.jpg', '.jpeg', '.gif', '.bmp', '.ico', '.webp', '.tiff', '.psd', '.pdf',
    '.zip', '.gz', '.tgz', '.bz2', '.xz', '.zst', '.7z', '.rar', '.whl', '.egg',
    '.pkl', '.pickle', '.npy', '.npz', '.parquet', '.feather', '.h5', '.hdf5', '.sqlite', '.db', '.xlsx', '.xls',
    '.mp3', '.mp4', '.wav', '.ogg', '.mov', '.avi', '.ttf', '.otf', '.woff', '.woff2', '.eot', '.bin', '.dat',
]);
function extOf(path) {
    const slash = path.lastIndexOf('/');
    const dot = path.lastIndexOf('.');
    return dot > slash + 1 ? path.slice(dot).toLowerCase() : '';
}
/** Returns the language of a path by extension (`other` for everything not lexed). `.d.ts` is `ts`. */
export function langOf(path) {
    return BY_EXT[extOf(path)] ?? 'other';
}
/** Returns true when the extension says the file is binary (it is then skipped without reading). */
export function binaryByExtension(path) {
    return BINARY_EXT.has(extOf(path));
}
