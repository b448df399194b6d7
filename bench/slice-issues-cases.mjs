// The cases file of bench/slice-issues.bench.mjs (issue 41's "10 sympy and 10 django issues"), made from local data:
// - sympy: every 13th sympy row of ../shared/bench-data/issue-localization-dev.jsonl, each on its own work tree at
//   its base commit (`git clone --shared` of the local mirror, so no objects are copied);
// - django: every 11th django row of SWE-bench Lite (the problem statements in Agentless's
//   classification/swebench_lite_classifications.csv, sorted by instance id). django's history is larger than this
//   machine's fetch limit, so the ten run on one copy of Django 3.2.25's source (Debian's python3-django): a speed
//   input, not a localization one.
//
// usage: node bench/slice-issues-cases.mjs OUT_DIR [--mirrors DIR] [--django DIR]
//   writes OUT_DIR/cases.json, OUT_DIR/trees/…, OUT_DIR/symptoms/<id>.txt; trees already there are reused.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { git, mirrorOf } from './lib/checkouts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const out = args[0] && !args[0].startsWith('--') ? resolve(args[0]) : undefined;
if (!out) { console.error('usage: node bench/slice-issues-cases.mjs OUT_DIR [--mirrors DIR] [--django DIR]'); process.exit(2); }
const mirrors = flag('--mirrors', '/work/.mirror');
const djangoSrc = flag('--django', '/usr/lib/python3/dist-packages/django');
mkdirSync(join(out, 'trees'), { recursive: true });
mkdirSync(join(out, 'symptoms'), { recursive: true });

/** Returns the rows of CSV text `s` (RFC 4180: quoted fields may hold commas, newlines and doubled quotes). */
function csvRows(s) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
    else if (c !== '\r') field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}

const cases = [];
const dev = readFileSync(join(here, '..', '..', 'shared', 'bench-data', 'issue-localization-dev.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const sympy = dev.filter((r) => r.repo === 'sympy/sympy').filter((_, i) => i % 13 === 0).slice(0, 10);
const sympyMirror = mirrorOf(mirrors, 'sympy/sympy');
for (const r of sympy) {
  const tree = join(out, 'trees', r.instance_id);
  if (!existsSync(join(tree, '.git'))) git(['clone', '--shared', '--no-checkout', '-q', sympyMirror, tree]);
  git(['-C', tree, 'checkout', '-f', '-q', '--detach', r.base_commit]);
  const symptom = join(out, 'symptoms', `${r.instance_id}.txt`);
  writeFileSync(symptom, r.problem_statement);
  cases.push({ id: r.instance_id, tree, symptom });
}

const agentless = mirrorOf(mirrors, 'OpenAutoCoder/Agentless');
const [head, ...lite] = csvRows(git(['--git-dir', agentless, 'show', 'HEAD:classification/swebench_lite_classifications.csv']));
const col = (name) => head.indexOf(name);
const django = lite.filter((r) => r[col('instance_id')]?.startsWith('django__django-')).sort((a, b) => (a[0] < b[0] ? -1 : 1)).filter((_, i) => i % 11 === 0).slice(0, 10);
const djangoTree = join(out, 'trees', 'django-3.2.25', 'django');
if (!existsSync(djangoTree)) cpSync(djangoSrc, djangoTree, { recursive: true, filter: (p) => !p.includes('__pycache__') });
for (const r of django) {
  const id = r[col('instance_id')];
  const symptom = join(out, 'symptoms', `${id}.txt`);
  writeFileSync(symptom, r[col('problem_statement')]);
  cases.push({ id, tree: dirname(djangoTree), symptom });
}
writeFileSync(join(out, 'cases.json'), JSON.stringify(cases, null, 2) + '\n');
console.log(`slice-issues-cases: ${cases.length} cases (${sympy.length} sympy, ${django.length} django) in ${join(out, 'cases.json')}`);
