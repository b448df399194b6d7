// `ck charter save|get|refresh|clear [--repo DIR]`: the T3 charter store (src/charter).
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliIO, Command } from '../command.js';
import { parseFlags } from '../command.js';
import { badUsage, unexpectedArgument, badPath } from '../../errors.js';
import { operator } from '../../operators/index.js';

const HELP = `usage: ck charter save|get|refresh|clear [--repo DIR] [--json]

The task's charter (T3): its constraints, each with \`file:line\` citations (\`path:12\`, \`path:12-20\`, \`path:12:5\`,
backticked or not). One charter per repository, kept in the state dir (never inside the repository).

  save      read the charter text on stdin and store it; every citation is anchored on the content it cites now
            (the cited lines, three lines of context each side, a hash)
  get       print the charter with its line numbers refreshed, then a [ck: …] line per unresolvable or broken
            citation and one naming the constraints that cite no file (kept, but no edit can trigger them)
  refresh   find every anchor again in the files as they are now and rewrite the line numbers in the text; a
            citation is moved only when its content occurs exactly once, or its context singles one occurrence out;
            otherwise it is declared unresolvable and keeps its line number (never guessed)
  clear     remove the active charter (the edit guard and the session snapshots stop showing it)

options:
  --repo DIR   the repository (default: the one holding the current directory; its root is the nearest
               ancestor holding .git)
  --json       print the stored state (save, get, clear) or the changes (refresh) as JSON

Exit status: 0 ok (get: a charter is active), 1 no active charter (get, refresh) or an unexpected error,
2 bad usage (an unknown action, an empty or oversized charter text, a DIR that is not a directory).
`;

const ACTIONS = ['save', 'get', 'refresh', 'clear'] as const;

/** Returns the repository root for `--repo DIR` (or the current directory), or throws a UsageError. */
async function rootFrom(dir: string | undefined): Promise<string> {
  const d = resolve(dir ?? '.');
  let isDir = false;
  try {
    isDir = statSync(d).isDirectory();
  } catch (err) {
    throw badPath(`--repo ${dir ?? '.'}`, (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such directory' : (err as Error).message);
  }
  if (!isDir) throw badPath(`--repo ${dir}`, 'not a directory');
  return (await import('../../charter/repo.js')).repoRootOf(d);
}

function summary(cs: readonly { status: string }[]): string {
  const n = (s: string) => cs.filter((c) => c.status === s).length;
  return `${cs.length} citation(s): ${n('anchored')} anchored, ${n('unresolvable')} unresolvable, ${n('broken')} broken`;
}

async function run(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags(argv, { repo: { type: 'string' }, json: { type: 'boolean' } }, 'charter');
  const action = positionals[0];
  if (!action) throw badUsage(undefined, `missing action (expected one of ${ACTIONS.join(', ')})`);
  if (!(ACTIONS as readonly string[]).includes(action)) throw badUsage(undefined, `unknown action '${action}' (expected one of ${ACTIONS.join(', ')})`);
  if (positionals.length > 1) throw unexpectedArgument(undefined, positionals[1]!, 'the charter text is read on stdin');
  const root = await rootFrom(values.repo as string | undefined);
  const ch = await import('../../charter/charter.js');
  const json = Boolean(values.json);
  const out = (v: unknown) => io.stdout.write(`${JSON.stringify(v)}\n`);
  switch (action) {
    case 'save': {
      const text = (await io.readStdin('charter save')).toString('utf8');
      const problem = ch.charterTextProblem(text);
      if (problem) throw badUsage(undefined, problem);
      const state = ch.saveCharter(root, text);
      if (json) out(state);
      else {
        io.stdout.write(`charter saved for ${root}: ${summary(state.citations)}\n`);
        for (const c of state.citations) if (c.status === 'broken') io.stdout.write(`  broken ${c.path}:${c.line}: ${c.detail}\n`);
        const free = ch.unguardedConstraints(state).length;
        if (free) io.stdout.write(`  ${free} constraint(s) cite no file: kept, not guardable\n`);
      }
      return 0;
    }
    case 'get':
    case 'refresh': {
      const r = ch.refreshCharter(root);
      if (!r) {
        io.stderr.write(`ck charter: no active charter for ${root} (save one with: ck charter save --repo '${root}' < charter.md)\n`);
        return 1;
      }
      if (action === 'get') {
        if (json) out(r.state);
        else io.stdout.write(ch.renderCharter(r.state));
        return 0;
      }
      if (json) out({ repo: root, changes: r.changes, citations: r.state.citations.map(({ anchor: _a, ...c }) => c) });
      else {
        for (const c of r.changes) {
          const from = `${c.path}:${c.from[0]}${c.from[1] !== c.from[0] ? `-${c.from[1]}` : ''}`;
          io.stdout.write(c.to ? `moved        ${from} -> ${c.to[0]}${c.to[1] !== c.to[0] ? `-${c.to[1]}` : ''} (${c.how})\n` : `unresolvable ${from}: ${c.how}\n`);
        }
        io.stdout.write(`charter refreshed for ${root}: ${summary(r.state.citations)}\n`);
      }
      return 0;
    }
    case 'clear': {
      const s = ch.clearCharter(root);
      if (json) out(s ?? null);
      else io.stdout.write(s ? `charter cleared for ${root}\n` : `no active charter for ${root}: nothing to clear\n`);
      return 0;
    }
  }
  return 0;
}

export const command: Command = { name: 'charter', summary: operator('charter').summary, help: HELP, run };
