// Helps collect and check a symptom set's cases (bench/devsets/*-symptoms/*.jsonl). For an issue number, lists the
// commits of a repository's git mirror whose message names it (`#N` not followed by a digit, `issue N`, `issues/N`),
// each with the non-test source files it changed (for a merge, against its first parent): the candidates for `fix`
// and `gold`. A human still reads the diff to confirm the commit fixes the error the issue shows; nothing here
// decides that.
//
// usage: node bench/devsets/symptom-fix.mjs owner/name N [N …] [--mirrors DIR] [--ext go,rs,java,kt,php]
//        node bench/devsets/symptom-fix.mjs --fill-gold FILE.jsonl [--mirrors DIR] [--ext …]
//        node bench/devsets/symptom-fix.mjs --check FILE.jsonl [--mirrors DIR] [--ext …]
//   --fill-gold  rewrites FILE in place: a case without `gold` gets the non-test source files its fix changed (the
//                definition of `gold`; a case that has one keeps it).
//   --check  verifies a cases file and exits 1 on any problem: each fix resolves in its mirror and is on one of its
//            branches (a maintenance branch counts; an open pull request or a fork does not), every gold file is one the fix changed and exists at
//            the fix's parent (the bench slices the parent), no non-test source file the fix changed is missing from
//            gold, and the case has a trace and an issue URL. Prints one line per problem.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { git, mirrorOf } from '../lib/checkouts.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); if (i < 0) return dflt; const v = args[i + 1]; args.splice(i, 2); return v; };
const mirrors = resolve(opt('--mirrors', '/work/.mirror'));
const exts = opt('--ext', 'go,rs,java,kt,php').split(',');
const check = opt('--check', undefined);
const fillGold = opt('--fill-gold', undefined);

/** Returns whether `path` is a test, fixture or integration-test file (never part of a case's `gold`). */
const isTest = (p) => /(^|\/)(tests?|src\/test|testing|testdata|fixtures?|integration)\//i.test(p)
  || /Tests?\.(java|kt|php)$|_test\.go$|_tests?\.rs$|\.test\./.test(p);
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
    if (!git(['--git-dir', dir, 'for-each-ref', '--contains', c.fix, '--format=%(refname)', 'refs/heads']).trim()) say(`fix ${c.fix} is on no branch of the mirror`);
    for (const g of c.gold) {
      if (!files.includes(g)) say(`gold ${g} is not changed by ${c.fix}`);
      try { git(['--git-dir', dir, 'cat-file', '-e', `${c.fix}^1:${g}`]); } catch { say(`gold ${g} does not exist at ${c.fix}^1 (added by the fix)`); }
    }
    const missing = files.filter((f) => isSource(f) && !c.gold.includes(f));
    if (missing.length) say(`source files the fix changed are not in gold: ${missing.join(' ')}`);
    if (!c.trace || !c.trace.trim()) say('empty trace');
    if (!/^https:\/\/github\.com\/[^/]+\/[^/]+\/(issues|pull)\/\d+$/.test(c.issue)) say(`issue URL ${c.issue} is not an issue or pull request URL`);
  }
  console.log(`${problems} problem(s)`);
  process.exit(problems ? 1 : 0);
}

const [repo, ...numbers] = args;
if (!repo || !numbers.length) { console.error('usage: symptom-fix.mjs owner/name N [N …] | --fill-gold FILE | --check FILE'); process.exit(2); }
const dir = mirrorOf(mirrors, repo);
for (const n of numbers) {
  const log = git(['--git-dir', dir, 'log', '--all', '-E', '-i', `--grep=(#|issue |issues/)${n}([^0-9]|$)`, '--format=%h%x09%ad%x09%s', '--date=short']);
  console.log(`#${n}:${log ? '' : ' no commit names it'}`);
  for (const row of log.split('\n').filter(Boolean)) {
    const [hash, date, subject] = row.split('\t');
    let files = [];
    try { files = changed(dir, hash).filter(isSource); } catch { /* root commit */ }
    console.log(`  ${hash} ${date} ${subject.slice(0, 100)}\n      ${files.join(' ') || '(no non-test source file)'}`);
  }
}
