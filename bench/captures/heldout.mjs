// Captures the HELD-OUT answer set (bench/captures/heldout/): real runs of tools on real projects that were not looked
// at while the oracles (src/normalize/answers/) were written — Debian's sympy and pandas test suites (pytest-3),
// mypy/pyright/ruff over sympy and pandas sources, ESLint over lodash, tsc over rxjs, go vet/test over Go's own
// standard library, npm/pip listings and errors, git and rg over this repository's history and sources.
// bench/answers.bench.mjs reads them: normalized answers = raw answers, and the reduction, per output.
//
// usage: node bench/captures/heldout.mjs   (needs the corpora: npm run corpora; the tools of capture.mjs)
import { join, dirname } from 'node:path';
import { writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { npmTools, have, runCases } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const out = join(here, 'heldout');
const corpora = process.env.CK_CORPORA || join(process.env.HOME, '.cache', 'context-kernel-corpora');
const tools = npmTools([{ dir: 'eslint', spec: 'eslint@9 @eslint/js@9' }, { dir: 'pyright', spec: 'pyright@1' }]);
const eslint = join(tools, 'eslint', 'node_modules', '.bin', 'eslint');
const pyright = join(tools, 'pyright', 'node_modules', '.bin', 'pyright');
const ruff = process.env.CK_CAPTURE_RUFF || '/tmp/cap43/venv/bin/ruff';
const tsc = join(repo, 'node_modules', '.bin', 'tsc');
const sympy = '/usr/lib/python3/dist-packages/sympy';
const pandas = '/usr/lib/python3/dist-packages/pandas';
const mypy = '/usr/bin/python3 -m mypy --no-incremental --cache-dir /dev/null --ignore-missing-imports';
const hasPytest3 = () => have('pytest-3') && existsSync(sympy);
const tmp = '/tmp/ck-heldout';

const cases = [];
const add = (name, tool, kind, cwd, cmd, needs) => cases.push({ name, tool, kind, cwd, cmd, needs });

// ---- pytest on sympy and pandas (passing, failing by a wrong expectation injected with -k/-p, and collection errors)
for (const t of ['core/tests/test_basic.py', 'core/tests/test_numbers.py', 'sets/tests/test_sets.py', 'logic/tests/test_boolalg.py', 'ntheory/tests/test_factor_.py']) {
  add(`pytest-sympy-${t.split('/').pop().replace('.py', '')}`, 'pytest', 'tests', tmp, `pytest-3 -p no:cacheprovider -q ${sympy}/${t}`, hasPytest3);
}
add('pytest-sympy-verbose', 'pytest', 'tests', tmp, `pytest-3 -p no:cacheprovider -v ${sympy}/core/tests/test_sympify.py`, hasPytest3);
add('pytest-sympy-rA', 'pytest', 'tests', tmp, `pytest-3 -p no:cacheprovider -rA ${sympy}/matrices/tests/test_commonmatrix.py`, hasPytest3);
add('pytest-pandas-conftest', 'pytest', 'tests', tmp, `pytest-3 -p no:cacheprovider -q ${pandas}/tests/series/test_api.py`, () => existsSync(pandas));
add('pytest-pandas-copy', 'pytest', 'tests', tmp, `cp ${pandas}/tests/series/test_api.py ${tmp}/test_pandas_api.py && pytest-3 -p no:cacheprovider --rootdir ${tmp} ${tmp}/test_pandas_api.py`, () => existsSync(pandas));
add('pytest-no-tests', 'pytest', 'tests', tmp, `pytest-3 -p no:cacheprovider -q -k no_such_test_name ${sympy}/core/tests/test_basic.py`, hasPytest3);
add('pytest-missing-file', 'pytest', 'tests', tmp, `pytest-3 -p no:cacheprovider ${sympy}/core/tests/test_no_such_file.py`, hasPytest3);
add('pytest-sympy-failing', 'pytest', 'tests', tmp, `awk '/^    assert /{n++; if (n % 9 == 0) sub(/assert /, "assert not ")} 1' ${sympy}/core/tests/test_basic.py > ${tmp}/test_basic_edit.py && pytest-3 -p no:cacheprovider --rootdir ${tmp} ${tmp}/test_basic_edit.py`, hasPytest3);
add('pytest-sympy-tb-line', 'pytest', 'tests', tmp, `pytest-3 -p no:cacheprovider --tb=line --rootdir ${tmp} ${tmp}/test_basic_edit.py`, hasPytest3);
// ---- unittest (Python's own suite of a stdlib module, if shipped)
add('unittest-sympy-doctest', 'unittest', 'tests', tmp, `/usr/bin/python3 -m doctest -v ${sympy}/core/basic.py 2>&1 | tail -40`, hasPytest3);
// ---- type checkers and linters over real code
for (const f of ['printing/str.py', 'core/add.py', 'sets/sets.py', 'solvers/solveset.py']) {
  // A copy outside dist-packages: run there, mypy takes the folder's siblings for shadowed modules.
  add(`mypy-sympy-${f.replace(/\W+/g, '-')}`, 'mypy', 'diagnostics', tmp, `cp ${sympy}/${f} ${tmp}/m_${f.replace(/\W+/g, '_')} && ${mypy} --show-column-numbers --show-error-codes m_${f.replace(/\W+/g, '_')}`, () => have('/usr/bin/python3'));
}
add('mypy-pandas-io', 'mypy', 'diagnostics', tmp, `cp ${pandas}/io/clipboards.py ${tmp}/m_clipboards.py && ${mypy} m_clipboards.py`, () => existsSync(pandas));
add('mypy-pretty-sympy', 'mypy', 'diagnostics', tmp, `cp ${sympy}/utilities/iterables.py ${tmp}/m_iterables.py && ${mypy} --pretty m_iterables.py`);
for (const f of ['core/mul.py', 'printing/latex.py', 'polys/polytools.py']) {
  add(`pyright-sympy-${f.replace(/\W+/g, '-')}`, 'pyright', 'diagnostics', sympy, `${pyright} ${f}`, () => existsSync(pyright));
}
add('pyright-pandas', 'pyright', 'diagnostics', pandas, `${pyright} io/json/_normalize.py`, () => existsSync(pyright));
for (const [name, dir, args] of [['sympy-core', `${sympy}/core`, '--select E,F add.py mul.py'], ['sympy-sets', `${sympy}/sets`, '--select E,F,W,B,C4 .'], ['pandas-io', `${pandas}/io/json`, '--select E,F,B .'], ['sympy-concise', `${sympy}/logic`, '--output-format concise --select ALL boolalg.py'], ['pandas-clean', `${pandas}/io/json`, '--select E9 .']]) {
  add(`ruff-${name}`, 'ruff', 'diagnostics', dir, `${ruff} check --no-cache ${args}`, () => existsSync(ruff));
}
for (const [name, files] of [['lodash-a', 'lodash/_baseClone.js lodash/_baseFlatten.js lodash/debounce.js'], ['lodash-b', 'lodash/template.js lodash/_createWrap.js'], ['lodash-es', 'lodash-es/debounce.js lodash-es/throttle.js lodash-es/template.js']]) {
  add(`eslint-${name}`, 'eslint', 'diagnostics', corpora, `${eslint} --no-config-lookup --rule '{"no-unused-vars":"warn","no-undef":"error","eqeqeq":"error","prefer-const":"warn","no-var":"warn"}' ${files}`, () => existsSync(eslint) && existsSync(join(corpora, 'lodash')));
}
add('tsc-rxjs-operators', 'tsc', 'diagnostics', join(corpora, 'rxjs'), `${tsc} --noEmit --strict --target es2020 --moduleResolution node src/internal/operators/map.ts src/internal/operators/mergeMap.ts`, () => existsSync(join(corpora, 'rxjs')));
add('tsc-rxjs-noimplicit', 'tsc', 'diagnostics', join(corpora, 'rxjs'), `${tsc} --noEmit --noImplicitAny --noUnusedLocals --target es5 --lib es5 src/internal/Observable.ts`, () => existsSync(join(corpora, 'rxjs')));
add('tsc-repo-clean', 'tsc', 'diagnostics', repo, `${tsc} -p tsconfig.json --noEmit && echo tsc ok`);
// ---- go: the standard library
add('go-vet-std', 'go-vet', 'diagnostics', tmp, 'go vet text/template encoding/csv 2>&1; echo "exit $?"', () => have('go'));
add('go-test-std-strings', 'go-test', 'tests', tmp, 'go test -count=1 -run "TestCompare|TestIndex" -v strings', () => have('go'));
add('go-test-std-csv', 'go-test', 'tests', tmp, 'go test -count=1 encoding/csv', () => have('go'));
add('go-test-std-fail', 'go-test', 'tests', tmp, `mkdir -p ${tmp}/gomod && cd ${tmp}/gomod && printf 'module ho\\ngo 1.19\\n' > go.mod && printf 'package ho\\nimport ("testing";"strings")\\nfunc TestTitle(t *testing.T){ if strings.ToUpper("go") != "Go" { t.Errorf("ToUpper = %%q", strings.ToUpper("go")) } }\\nfunc TestOk(t *testing.T){}\\n' > ho_test.go && go test -count=1 -v ./...`, () => have('go'));
add('go-build-std-missing', 'go-build', 'diagnostics', tmp, `cd ${tmp}/gomod && printf 'package ho\\nfunc F() int { return undefinedThing }\\n' > f.go && go build ./...`, () => have('go'));
// ---- package managers
add('npm-ls-repo', 'npm', 'packages', repo, 'npm ls');
add('npm-ls-all-repo', 'npm', 'packages', repo, 'npm ls --all');
add('npm-view-offline', 'npm', 'packages', tmp, 'npm view left-pad@0.0.0-no-such version --offline');
add('npm-ci-no-lock', 'npm', 'packages', tmp, `mkdir -p ${tmp}/npmci && cd ${tmp}/npmci && echo '{"name":"x","version":"1.0.0"}' > package.json && npm ci`);
add('pip-list', 'pip', 'packages', tmp, 'python3 -m pip list');
add('pip-show', 'pip', 'packages', tmp, 'python3 -m pip show pytest hypothesis');
add('pip-install-offline', 'pip', 'packages', tmp, 'python3 -m pip install --no-index no-such-package-ck-heldout');
add('pip-check-debian', 'pip', 'packages', tmp, '/usr/bin/python3 -m pip check', () => have('/usr/bin/python3'));
// ---- git over this repository's history
for (const n of [1, 2, 3, 5, 8, 13, 21, 34]) add(`git-show-${n}`, 'git-show', 'git', repo, `git show --stat --patch HEAD~${n + 6}`);
add('git-log-p', 'git-diff', 'git', repo, 'git log -p -n 3 --format=medium HEAD~40 -- src/normalize');
add('git-diff-range', 'git-diff', 'git', repo, 'git diff HEAD~60 HEAD~55 -- src/hooks');
add('git-diff-stat', 'git-diff', 'git', repo, 'git diff --stat HEAD~80 HEAD~60');
add('git-status-repo', 'git-status', 'git', repo, `git -c color.status=never status`);
add('git-status-porcelain-repo', 'git-status', 'git', repo, 'git status --porcelain=v1 -b');
// ---- grep / rg over this repository's sources
for (const [name, cmd] of [
  ['rg-function', 'rg -n "export function" src/normalize'], ['rg-todo', 'rg -n "TODO|FIXME" src'], ['rg-import', 'rg -n "^import" src/hooks'],
  ['rg-heading', 'rg --heading -n "readonly" src/savings'], ['rg-context', 'rg -n -C1 "hookLog\\(" src/hooks'],
  ['grep-rn', 'grep -rn "estimateTokens" src'], ['grep-count', 'grep -rc "describe(" test/hooks'], ['grep-context', 'grep -rn -B1 -A1 "UsageError(" src/cli/commands'],
]) add(name, name.startsWith('rg') ? 'rg' : 'grep', 'grep', repo, cmd, () => have(name.startsWith('rg') ? 'rg' : 'grep'));

const { execFileSync } = await import('node:child_process');
execFileSync('mkdir', ['-p', tmp]);
const rows = runCases(cases, out);
writeFileSync(join(out, 'cases.json'), `${JSON.stringify(rows.sort((a, b) => a.file.localeCompare(b.file)), null, 1)}\n`);
process.stderr.write(`heldout: ${rows.length} outputs written to ${out}\n`);
