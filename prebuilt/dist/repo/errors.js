import { UsageError } from '../errors.js';
/** Returns the usage error for a REPO argument that is not an existing directory (CLI exit 2). */
export function repoNotFound(root, why) {
    return new UsageError(`repository '${root}': ${why}`);
}
