// Helps collect a symptom set's cases (bench/devsets/*-symptoms/*.jsonl): for an issue number, lists the commits of a
// repository's git mirror whose message names it (`#N` not followed by a digit, or `issue N`), each with the
// non-test source files it changed (for a merge, against its first parent) — the candidates for `fix` and `gold`.
// A human still reads the diff to confirm the commit fixes the error the issue shows; nothing here decides that.
//
// usage: node bench/devsets/symptom-fix.mjs owner/name N [N …] [--mirrors DIR] [--ext java,kt]
//        node bench/devsets/symptom-fix.mjs --fill-gold FILE.jsonl [--mirrors DIR] [--ext java,kt]
//        node bench/devsets/symptom-fix.mjs --check FILE.jsonl [--mirrors DIR]
//   --fill-gold  rewrites FILE in place: a case without `gold` gets the non-test source files its fix changed (the
//                definition of `gold`; a case that has one keeps it).
//   --check  verifies a cases file: each fix resolves in its mirror, has a parent, and every gold file is one the fix
//            changed and exists at the fix's parent (the bench slices the parent) — prints one line per problem.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { git, mirrorOf } from '../lib/checkouts.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); if (i < 0) return dflt; const v = args[i + 1]; args.splice(i, 2); return v; };
const mirrors = resolve(opt('--mirrors', '/work/.mirror'));
const exts = opt('--ext', 'java,kt,php').split(',');
const check = opt('--check', undefined);
const fillGold = opt('--fill-gold', undefined);

const isTest = (p) => /(^|\/)(tests?|src\/test|testing|fixtures?)\//i.test(p) || /Tests?\.(java|kt|php)$/.test(p);
const isSource = (p) => exts.some((e) => p.endsWith(`.${e}`)) && !isTest(p);

/** Returns the files `commit` changed (for a merge, against its first parent). */
function changed(dir, commit) {
  return git(['--git-dir', dir, 'diff', '--name-only', `${commit}^1`, commit]).split('\n').filter(Boolean);
}

if (fillGold) {
  const out = readFileSync(fillGold, 'utf8').split('\n').filter(Boolean).map((line) => {
    const c = JSON.parse(line);
    if (!c.gold) c.gold = changed(mirrorOf(mirrors, c.repo), c.fix).filter(isSource);
    return JSON.stringify({ id: c.id, repo: c.repo, issue: c.issue, fix: c.fix, gold: c.gold, trace: c.trace });
  });
  writeFileSync(fillGold, `${out.join('\n')}\n`);
  process.exit(0);
}

if (check) {
  let problems = 0;
  for (const line of readFileSync(check, 'utf8').split('\n').filter(Boolean)) {
    const c = JSON.parse(line);
    const say = (m) => { problems++; console.log(`${c.id}: ${m}`); };
    let dir;
    try { dir = mirrorOf(mirrors, c.repo); } catch (err) { say(err.message); continue; }
    let files;
    try { files = changed(dir, c.fix); } catch { say(`fix ${c.fix} does not resolve (or has no parent)`); continue; }
    for (const g of c.gold) {
      if (!files.includes(g)) say(`gold ${g} is not changed by ${c.fix}`);
      try { git(['--git-dir', dir, 'cat-file', '-e', `${c.fix}^1:${g}`]); } catch { say(`gold ${g} does not exist at ${c.fix}^1 (added by the fix)`); }
    }
    if (!c.trace || !c.trace.trim()) say('empty trace');
    if (!/^https:\/\/github\.com\/[^/]+\/[^/]+\/(issues|pull)\/\d+$/.test(c.issue)) say(`issue URL ${c.issue} is not an issue or pull request URL`);
  }
  console.log(`${problems} problem(s)`);
  process.exit(problems ? 1 : 0);
}

const [repo, ...numbers] = args;
const dir = mirrorOf(mirrors, repo);
for (const n of numbers) {
  const log = git(['--git-dir', dir, 'log', '--all', '-E', '-i', `--grep=(#|issue |issues/)${n}([^0-9]|$)`, '--format=%h%x09%ad%x09%s', '--date=short']);
  console.log(`#${n}:`);
  for (const row of log.split('\n').filter(Boolean)) {
    const [hash, date, subject] = row.split('\t');
    let files = [];
    try { files = changed(dir, hash).filter(isSource); } catch { /* root commit */ }
    console.log(`  ${hash} ${date} ${subject.slice(0, 100)}\n      ${files.join(' ') || '(no non-test source file)'}`);
  }
}
