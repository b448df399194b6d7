'use strict';
// Whether this copy of context-kernel holds its build. The npm package ships dist/ and wasm/ (npm pack runs the build
// through `prepare`); a git clone has them only after `npm ci` (which runs `prepare`) or `npm run build`. A clone that
// was installed with --ignore-scripts, or copied before building, has neither: the launchers (bin/context-kernel.js,
// hooks/run-hook.cjs) then say what to run instead of failing on a missing module.

const { existsSync } = require('node:fs');
const { join } = require('node:path');

/**
 * Returns undefined when `root` holds a build (dist/cli/main.js and the hook bundle), else the one-line message that
 * names the command to run there.
 */
function missingBuild(root) {
  if (existsSync(join(root, 'dist', 'cli', 'main.js')) && existsSync(join(root, 'dist', 'hooks', 'hook.core.cjs'))) return undefined;
  return `not built in ${root} (no dist/): run \`npm run build\` there (\`npm ci\` installs and builds)`;
}

module.exports = { missingBuild };
