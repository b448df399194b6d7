// Captures the answer-oracle fixtures (test/fixtures/answers/): real runs of test runners, compilers, type checkers,
// linters, git, package managers and grep/rg on the small projects in bench/captures/projects/, passing and failing.
// These are the outputs the oracles in src/normalize/answers/ were written against (the held-out set is
// bench/captures/heldout.mjs). Projects are copied to /tmp/ck-cap/<project> first, so paths read the same everywhere.
//
// usage: node bench/captures/capture.mjs [--only SUBSTRING[,SUBSTRING…]]   (writes test/fixtures/answers/*.txt and cases.json)
// Needs: python3 + pytest, Debian's python3-mypy (/usr/bin/python3 -m mypy), node/npm (jest 29, vitest 4, mocha,
// eslint 9, pyright, typescript are npm-installed into $CK_CAPTURE_TOOLS), go, cargo, javac + Debian's junit4,
// mvn (offline; its plugins must be in ~/.m2), phpunit (Debian), ruff (a venv at $CK_CAPTURE_RUFF, else skipped),
// git, grep, rg. A missing tool skips its cases with a message.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmTools, have, freshCopy, runCases } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const out = join(repo, 'test', 'fixtures', 'answers');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : [];
const CAP = '/tmp/ck-cap';

const tools = npmTools([
  { dir: 'jest', spec: 'jest@29' },
  { dir: 'vitest', spec: 'vitest@4' },
  { dir: 'mocha', spec: 'mocha@11' },
  { dir: 'eslint', spec: 'eslint@9 @eslint/js@9' },
  { dir: 'pyright', spec: 'pyright@1' },
]);
const bin = (dir, name) => join(tools, dir, 'node_modules', '.bin', name);
const tsc = join(repo, 'node_modules', '.bin', 'tsc');
const ruff = process.env.CK_CAPTURE_RUFF || '/tmp/cap43/venv/bin/ruff';
const junitCp = '/usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar';

const p = (name) => freshCopy(join(here, 'projects', name), join(CAP, name));
const py = p('py'), pyBroken = p('py-broken'), js = p('js'), ts = p('ts');
const go = p('go'), goVet = p('go-vet'), goBuild = p('go-build'), rs = p('rs'), rsBroken = p('rs-broken');
const java = p('java'), javaBroken = p('java-broken'), php = p('php');
// The lint config imports @eslint/js: resolve it from the tools folder.
execFileSync('ln', ['-sfn', join(tools, 'eslint', 'node_modules'), join(js, 'lint', 'node_modules')]);
// py-broken imports the inventory package of py.
execFileSync('cp', ['-r', join(py, 'inventory'), pyBroken]);

// A git history to diff, show and status: the js project at two commits, then uncommitted changes.
const gitDir = freshCopy(join(here, 'projects', 'js'), join(CAP, 'git'));
const git = (...a) => execFileSync('git', a, { cwd: gitDir, env: { ...process.env, GIT_AUTHOR_DATE: '2026-01-02T03:04:05Z', GIT_COMMITTER_DATE: '2026-01-02T03:04:05Z' } });
git('init', '-q', '-b', 'main');
git('-c', 'user.name=Capture', '-c', 'user.email=capture@example.invalid', 'add', '-A');
git('-c', 'user.name=Capture', '-c', 'user.email=capture@example.invalid', 'commit', '-q', '-m', 'cart: first version');
const cart = join(gitDir, 'src', 'cart.js');
writeFileSync(cart, readFileSync(cart, 'utf8').replace('return total;\n}', "if (code === 'QUARTER') return total * 0.75;\n  return total;\n}").replace('item.qty * item.price', 'Math.round(item.qty * item.price * 100) / 100'));
writeFileSync(join(gitDir, 'jest', 'cart.test.js'), readFileSync(join(gitDir, 'jest', 'cart.test.js'), 'utf8').replace(/qty \$\{i\}/g, 'quantity ${i}'));
git('-c', 'user.name=Capture', '-c', 'user.email=capture@example.invalid', 'commit', '-q', '-am', 'cart: quarter code; rounded line totals');
writeFileSync(join(gitDir, 'src', 'tax.js'), 'module.exports = (x) => x * 1.2;\n');
writeFileSync(cart, readFileSync(cart, 'utf8').replace("'TEN'", "'TENOFF'"));
execFileSync('rm', [join(gitDir, 'mocha', 'cart.spec.js')]);

const npmProject = freshCopy(join(here, 'projects', 'js'), join(CAP, 'npm'));
writeFileSync(join(npmProject, 'package.json'), JSON.stringify({ name: 'capture-npm', version: '1.0.0', private: true, dependencies: { 'left-pad': '^1.3.0', 'is-odd': '^3.0.1' } }, null, 2));

const node = process.execPath;
// Node 24's default reporter (spec, with its own summary layout), when the runtime is there.
const NODE24 = process.env.CK_NODE24 || '/work/node-runtimes/n24/package/bin/node';
const cases = [
  // ---- pytest
  { name: 'pytest-pass', tool: 'pytest', kind: 'tests', cwd: py, cmd: 'python3 -m pytest -q -p no:cacheprovider tests' },
  { name: 'pytest-fail', tool: 'pytest', kind: 'tests', cwd: py, cmd: 'python3 -m pytest -p no:cacheprovider tests', env: { CAPTURE_BUG: 'off-by-one' } },
  { name: 'pytest-verbose-fail', tool: 'pytest', kind: 'tests', cwd: py, cmd: 'python3 -m pytest -v -p no:cacheprovider tests', env: { CAPTURE_N: '300', CAPTURE_BUG: 'total' } },
  { name: 'pytest-collect-error', tool: 'pytest', kind: 'tests', cwd: pyBroken, cmd: 'python3 -m pytest -v -p no:cacheprovider tests' },
  { name: 'pytest-short-tb', tool: 'pytest', kind: 'tests', cwd: py, cmd: 'python3 -m pytest -rA --tb=short -p no:cacheprovider tests', env: { CAPTURE_BUG: 'off-by-one' } },
  // ---- unittest
  { name: 'unittest-pass', tool: 'unittest', kind: 'tests', cwd: py, cmd: 'python3 -m unittest -v tests.test_unit' },
  { name: 'unittest-fail', tool: 'unittest', kind: 'tests', cwd: py, cmd: 'python3 -m unittest -v tests.test_unit', env: { CAPTURE_N: '300', CAPTURE_BUG: 'history' } },
  { name: 'unittest-error', tool: 'unittest', kind: 'tests', cwd: py, cmd: 'python3 -m unittest tests.test_unit', env: { CAPTURE_BUG: 'error' } },
  // ---- jest
  { name: 'jest-pass', tool: 'jest', kind: 'tests', cwd: js, cmd: `${bin('jest', 'jest')} --ci --verbose jest/cart.test.js` },
  { name: 'jest-fail', tool: 'jest', kind: 'tests', cwd: js, cmd: `${bin('jest', 'jest')} --ci --verbose jest/cart.test.js`, env: { CAPTURE_N: '300', CAPTURE_BUG: 'sum' } },
  { name: 'jest-suite-error', tool: 'jest', kind: 'tests', cwd: js, cmd: `${bin('jest', 'jest')} --ci jest`, env: { CAPTURE_BUG: 'line' } },
  // ---- vitest
  { name: 'vitest-pass', tool: 'vitest', kind: 'tests', cwd: js, cmd: `${bin('vitest', 'vitest')} run --reporter=verbose vitest/cart.test.mjs` },
  { name: 'vitest-fail', tool: 'vitest', kind: 'tests', cwd: js, cmd: `${bin('vitest', 'vitest')} run --reporter=verbose vitest/cart.test.mjs`, env: { CAPTURE_N: '300', CAPTURE_BUG: 'line' } },
  { name: 'vitest-import-error', tool: 'vitest', kind: 'tests', cwd: js, cmd: `${bin('vitest', 'vitest')} run vitest`, env: { CAPTURE_BUG: 'sum' } },
  // ---- node:test (spec and TAP reporters)
  { name: 'node-test-pass', tool: 'node-test', kind: 'tests', cwd: js, cmd: `${node} --test --test-reporter=spec nodetest/` },
  { name: 'node-test-fail', tool: 'node-test', kind: 'tests', cwd: js, cmd: `${node} --test --test-reporter=spec nodetest/`, env: { CAPTURE_N: '300', CAPTURE_BUG: 'line' } },
  { name: 'node24-test-fail', tool: 'node-test', kind: 'tests', cwd: js, cmd: `${NODE24} --test nodetest/cart.test.mjs`, env: { CAPTURE_BUG: 'sum' }, needs: () => existsSync(NODE24) },
  { name: 'node-test-tap-fail', tool: 'tap', kind: 'tests', cwd: js, cmd: `${node} --test --test-reporter=tap nodetest/`, env: { CAPTURE_N: '300', CAPTURE_BUG: 'sum' } },
  { name: 'node-test-tap-pass', tool: 'tap', kind: 'tests', cwd: js, cmd: `${node} --test --test-reporter=tap nodetest/` },
  // ---- mocha
  { name: 'mocha-pass', tool: 'mocha', kind: 'tests', cwd: js, cmd: `${bin('mocha', 'mocha')} mocha/` },
  { name: 'mocha-fail', tool: 'mocha', kind: 'tests', cwd: js, cmd: `${bin('mocha', 'mocha')} mocha/`, env: { CAPTURE_N: '300', CAPTURE_BUG: 'line' } },
  { name: 'mocha-throw', tool: 'mocha', kind: 'tests', cwd: js, cmd: `${bin('mocha', 'mocha')} --reporter dot mocha/`, env: { CAPTURE_BUG: 'throw' } },
  // ---- go
  { name: 'go-test-pass', tool: 'go-test', kind: 'tests', cwd: go, cmd: 'go test -count=1 -v ./...', needs: () => have('go') },
  { name: 'go-test-fail', tool: 'go-test', kind: 'tests', cwd: go, cmd: 'go test -count=1 -v ./...', env: { CAPTURE_BUG: 'clamp' }, needs: () => have('go') },
  { name: 'go-test-fail-quiet', tool: 'go-test', kind: 'tests', cwd: go, cmd: 'go test -count=1 ./...', env: { CAPTURE_BUG: 'mean' }, needs: () => have('go') },
  { name: 'go-vet', tool: 'go-vet', kind: 'diagnostics', cwd: goVet, cmd: 'go vet ./...', needs: () => have('go') },
  { name: 'go-vet-clean', tool: 'go-vet', kind: 'diagnostics', cwd: go, cmd: 'go vet ./...', needs: () => have('go') },
  { name: 'go-vet-type-errors', tool: 'go-vet', kind: 'diagnostics', cwd: goBuild, cmd: 'go vet ./...', needs: () => have('go') },
  { name: 'go-build-vet-project', tool: 'go-build', kind: 'diagnostics', cwd: goVet, cmd: 'go build ./... && echo build ok', needs: () => have('go') },
  { name: 'go-build-error', tool: 'go-build', kind: 'diagnostics', cwd: goBuild, cmd: 'go build ./...', needs: () => have('go') },
  { name: 'go-build-clean', tool: 'go-build', kind: 'diagnostics', cwd: go, cmd: 'go build -v ./... && echo build ok', needs: () => have('go') },
  // ---- cargo / rustc
  { name: 'cargo-test-pass', tool: 'cargo-test', kind: 'tests', cwd: rs, cmd: 'cargo test -q --offline', needs: () => have('cargo') },
  { name: 'cargo-test-fail', tool: 'cargo-test', kind: 'tests', cwd: rs, cmd: 'cargo test --offline', env: { CAPTURE_BUG: 'many' }, needs: () => have('cargo') },
  { name: 'cargo-test-panic', tool: 'cargo-test', kind: 'tests', cwd: rs, cmd: 'cargo test --offline', env: { CAPTURE_BUG: 'parse' }, needs: () => have('cargo') },
  { name: 'cargo-build-error', tool: 'rustc', kind: 'diagnostics', cwd: rsBroken, cmd: 'cargo build --offline', needs: () => have('cargo') },
  { name: 'rustc-error', tool: 'rustc', kind: 'diagnostics', cwd: rsBroken, cmd: 'rustc --edition 2021 --crate-type lib src/lib.rs -o /tmp/ck-cap/librs.rlib', needs: () => have('rustc') },
  { name: 'cargo-build-clean', tool: 'rustc', kind: 'diagnostics', cwd: rs, cmd: 'cargo build --offline', needs: () => have('cargo') },
  // ---- JUnit: the console runner, and Maven Surefire (offline; needs the plugins in ~/.m2)
  { name: 'junit-pass', tool: 'junit', kind: 'tests', cwd: java, cmd: `mkdir -p /tmp/ck-cap/jc && javac -d /tmp/ck-cap/jc -cp ${junitCp} src/main/java/shop/*.java src/test/java/shop/*.java && java -cp /tmp/ck-cap/jc:${junitCp} org.junit.runner.JUnitCore shop.BasketTest`, needs: () => existsSync('/usr/share/java/junit4.jar') },
  { name: 'junit-fail', tool: 'junit', kind: 'tests', cwd: java, cmd: `java -cp /tmp/ck-cap/jc:${junitCp} org.junit.runner.JUnitCore shop.BasketTest`, env: { CAPTURE_BUG: 'total' }, needs: () => existsSync('/usr/share/java/junit4.jar') },
  { name: 'junit-error', tool: 'junit', kind: 'tests', cwd: java, cmd: `java -cp /tmp/ck-cap/jc:${junitCp} org.junit.runner.JUnitCore shop.BasketTest`, env: { CAPTURE_BUG: 'npe' }, needs: () => existsSync('/usr/share/java/junit4.jar') },
  // (Maven Surefire is not captured: offline, ~/.m2 lacks the plugin's dependencies here (plexus-utils 1.1), so
  // `mvn -o test` stops before any test runs; see the README.)
  { name: 'javac-error', tool: 'javac', kind: 'diagnostics', cwd: javaBroken, cmd: 'javac -d /tmp/ck-cap/jb src/shop/Broken.java', needs: () => have('javac') },
  { name: 'javac-clean', tool: 'javac', kind: 'diagnostics', cwd: java, cmd: 'javac -Xlint:all -d /tmp/ck-cap/jm src/main/java/shop/Basket.java && echo compiled', needs: () => have('javac') },
  { name: 'javac-verbose', tool: 'javac', kind: 'diagnostics', cwd: javaBroken, cmd: 'javac -Xdiags:verbose -d /tmp/ck-cap/jv src/shop/Broken.java', needs: () => have('javac') },
  // ---- PHPUnit
  { name: 'phpunit-pass', tool: 'phpunit', kind: 'tests', cwd: php, cmd: 'phpunit tests', needs: () => have('phpunit') },
  { name: 'phpunit-fail', tool: 'phpunit', kind: 'tests', cwd: php, cmd: 'phpunit tests', env: { CAPTURE_N: '300', CAPTURE_BUG: 'many' }, needs: () => have('phpunit') },
  { name: 'phpunit-error', tool: 'phpunit', kind: 'tests', cwd: php, cmd: 'phpunit --testdox tests', env: { CAPTURE_BUG: 'error' }, needs: () => have('phpunit') },
  // ---- tsc
  { name: 'tsc-error', tool: 'tsc', kind: 'diagnostics', cwd: ts, cmd: `${tsc} -p . --pretty false` },
  { name: 'tsc-pretty', tool: 'tsc', kind: 'diagnostics', cwd: ts, cmd: `${tsc} -p . --pretty`, color: true },
  { name: 'tsc-clean', tool: 'tsc', kind: 'diagnostics', cwd: ts, cmd: `rm src/broken.ts && ${tsc} -p . --listFiles` },
  // ---- mypy, pyright, ruff
  { name: 'mypy-error', tool: 'mypy', kind: 'diagnostics', cwd: py, cmd: '/usr/bin/python3 -m mypy --no-incremental --show-column-numbers --show-error-codes typed.py', needs: () => have('/usr/bin/python3') },
  { name: 'mypy-pretty', tool: 'mypy', kind: 'diagnostics', cwd: py, cmd: '/usr/bin/python3 -m mypy --no-incremental --pretty typed.py inventory' },
  { name: 'mypy-clean', tool: 'mypy', kind: 'diagnostics', cwd: py, cmd: '/usr/bin/python3 -m mypy --no-incremental inventory' },
  { name: 'pyright-error', tool: 'pyright', kind: 'diagnostics', cwd: py, cmd: `${bin('pyright', 'pyright')} typed.py` },
  { name: 'pyright-clean', tool: 'pyright', kind: 'diagnostics', cwd: py, cmd: `${bin('pyright', 'pyright')} inventory` },
  { name: 'pyright-all', tool: 'pyright', kind: 'diagnostics', cwd: py, cmd: `${bin('pyright', 'pyright')} typed.py lint_me.py tests` },
  { name: 'ruff-error', tool: 'ruff', kind: 'diagnostics', cwd: py, cmd: `${ruff} check --no-cache --select E,F,W lint_me.py typed.py`, needs: () => existsSync(ruff) },
  { name: 'ruff-concise', tool: 'ruff', kind: 'diagnostics', cwd: py, cmd: `${ruff} check --no-cache --output-format concise --select ALL .`, needs: () => existsSync(ruff) },
  { name: 'ruff-clean', tool: 'ruff', kind: 'diagnostics', cwd: py, cmd: `${ruff} check --no-cache inventory`, needs: () => existsSync(ruff) },
  // ---- eslint
  { name: 'eslint-error', tool: 'eslint', kind: 'diagnostics', cwd: join(js, 'lint'), cmd: `${bin('eslint', 'eslint')} .` },
  { name: 'eslint-one-file', tool: 'eslint', kind: 'diagnostics', cwd: join(js, 'lint'), cmd: `${bin('eslint', 'eslint')} --max-warnings 0 format.js` },
  { name: 'eslint-clean', tool: 'eslint', kind: 'diagnostics', cwd: join(js, 'lint'), cmd: `${bin('eslint', 'eslint')} clean.js && echo lint ok` },
  // ---- git
  { name: 'git-status', tool: 'git-status', kind: 'git', cwd: gitDir, cmd: 'git status' },
  { name: 'git-status-short', tool: 'git-status', kind: 'git', cwd: gitDir, cmd: 'git status --short' },
  { name: 'git-status-porcelain', tool: 'git-status', kind: 'git', cwd: gitDir, cmd: 'git status --porcelain=v1 -b' },
  { name: 'git-diff', tool: 'git-diff', kind: 'git', cwd: gitDir, cmd: 'git diff' },
  { name: 'git-diff-head', tool: 'git-diff', kind: 'git', cwd: gitDir, cmd: 'git diff HEAD~1 HEAD' },
  { name: 'git-diff-u0', tool: 'git-diff', kind: 'git', cwd: gitDir, cmd: 'git diff -U0 HEAD~1 HEAD' },
  { name: 'git-show-first', tool: 'git-show', kind: 'git', cwd: gitDir, cmd: 'git show HEAD~1' },
  { name: 'git-show-u1', tool: 'git-show', kind: 'git', cwd: gitDir, cmd: 'git show -U1 HEAD' },
  { name: 'git-show', tool: 'git-show', kind: 'git', cwd: gitDir, cmd: 'git show --stat --patch HEAD' },
  // ---- package managers (offline: their errors are real errors)
  { name: 'npm-install-offline', tool: 'npm', kind: 'packages', cwd: npmProject, cmd: 'npm install --offline --no-audit --no-fund' },
  { name: 'npm-ls-missing', tool: 'npm', kind: 'packages', cwd: npmProject, cmd: 'npm ls --all' },
  { name: 'npm-run-missing', tool: 'npm', kind: 'packages', cwd: npmProject, cmd: 'npm run build' },
  { name: 'pip-install-missing', tool: 'pip', kind: 'packages', cwd: py, cmd: 'python3 -m pip install --no-index --find-links /nonexistent capture-no-such-package==1.0' },
  { name: 'pip-check', tool: 'pip', kind: 'packages', cwd: py, cmd: 'python3 -m pip check' },
  { name: 'pip-show', tool: 'pip', kind: 'packages', cwd: py, cmd: 'python3 -m pip show pytest pluggy' },
  { name: 'composer-validate-ok', tool: 'composer', kind: 'packages', cwd: php, cmd: 'echo \'{"name":"capture/wallet","description":"x","license":"MIT","require":{"php":">=8.0"}}\' > composer.json && composer validate --no-check-publish --no-interaction', needs: () => have('composer') },
  { name: 'composer-install-missing', tool: 'composer', kind: 'packages', cwd: php, cmd: 'echo \'{"name":"capture/wallet","require":{"capture/no-such-package":"^1.0"}}\' > composer.json && COMPOSER_DISABLE_NETWORK=1 composer install --no-interaction', needs: () => have('composer') },
  { name: 'composer-validate', tool: 'composer', kind: 'packages', cwd: php, cmd: 'echo \'{"name":"Bad Name","require":{"php":">=8.0","no/such-pkg":"^9"}}\' > composer.json && COMPOSER_DISABLE_NETWORK=1 composer install --no-interaction', needs: () => have('composer') },
  // ---- grep / rg
  { name: 'grep-rn', tool: 'grep', kind: 'grep', cwd: js, cmd: 'grep -rn "qty" --include=*.js --include=*.mjs .' },
  { name: 'rg-default', tool: 'rg', kind: 'grep', cwd: js, cmd: 'rg -n "total|Total" .' },
  { name: 'grep-missing-dir', tool: 'grep', kind: 'grep', cwd: js, cmd: 'grep -rn "price" no-such-dir src jest' },
  { name: 'rg-none', tool: 'rg', kind: 'grep', cwd: js, cmd: 'rg -n "no_such_identifier_anywhere" .; echo "exit $?"' },
  { name: 'rg-heading', tool: 'rg', kind: 'grep', cwd: py, cmd: 'rg --heading -n "stock|Stock" .' },
].filter((c) => only.length === 0 || only.some((o) => c.name.includes(o)));

const rows = runCases(cases, out);
const manifest = join(out, 'cases.json');
const previous = only.length > 0 && existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).filter((r) => !rows.some((x) => x.file === r.file)) : [];
const all = [...previous, ...rows].sort((a, b) => a.file.localeCompare(b.file));
writeFileSync(manifest, `${JSON.stringify(all, null, 1)}\n`);
process.stderr.write(`capture: ${rows.length} outputs written to ${out}\n`);
