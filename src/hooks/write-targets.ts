/**
 * The files a tool call is about to write: the path argument of Edit, Write, MultiEdit and NotebookEdit, and, for a
 * Bash command, what its simple commands write — output redirections, `sed -i`/`perl -i`, `tee`, `mv`, `cp`, `rm`,
 * `truncate`, `git checkout … -- PATH` and `git restore PATH` — read by the PreToolUse hook's own shell scanner.
 * Only literal words count: a path built from `$VAR` or `$(…)` cannot be known before the command runs.
 */
import { isAbsolute, resolve } from 'node:path';
import { scanShell, type SimpleCommand, type Word } from './shell.js';

const PREFIX = new Set(['sudo', 'env', 'time', 'nohup', 'command', 'exec', 'then', 'else', 'do', '!', '{', 'if', 'elif', 'while', 'until', 'xargs']);
const OUTPUT_REDIRECT = new Set(['>', '>>', '&>', '&>>', '>|', '<>']);

/** Stands for a word with expansions (`$X`, `~`, globs): it keeps its position but is never a target. */
const EXPANDED = '\u0000';

/** Returns the literal values of `words`, EXPANDED in place of a word whose value is not literal. */
function literal(words: readonly Word[]): string[] {
  return words.map((w) => w.value ?? EXPANDED);
}

/** Returns the operands of `args`: words not starting with `-` (everything after `--`), skipping the values of `valueOptions`. */
function operands(args: readonly string[], valueOptions: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') return out.concat(args.slice(i + 1));
    if (a.startsWith('-') && a !== '-') {
      if (valueOptions.has(a)) i++;
      continue;
    }
    out.push(a);
  }
  return out;
}

/** Returns the paths one simple command writes (as written, relative or absolute). */
function commandTargets(cmd: SimpleCommand): string[] {
  const out: string[] = [];
  for (const r of cmd.redirects ?? []) if (OUTPUT_REDIRECT.has(r.op) && r.target.value !== undefined && r.target.value !== '/dev/null') out.push(r.target.value);
  const words = literal(cmd.words);
  let i = 0;
  while (i < words.length && (PREFIX.has(words[i]!) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!))) i++;
  const name = (words[i] ?? '').slice((words[i] ?? '').lastIndexOf('/') + 1);
  const args = words.slice(i + 1);
  switch (name) {
    case 'sed': {
      if (!args.some((a) => /^-[a-zA-Z]*i/.test(a) || a.startsWith('--in-place'))) break;
      const explicit = args.some((a) => a === '-e' || a === '-f' || a.startsWith('--expression') || a.startsWith('--file'));
      const ops = operands(args, new Set(['-e', '-f', '--expression', '--file', '-l']));
      out.push(...(explicit ? ops : ops.slice(1))); // without -e/-f, the first operand is the script
      break;
    }
    case 'perl':
      if (args.some((a) => /^-[a-zA-Z]*i/.test(a))) out.push(...operands(args, new Set(['-e', '-E', '-M', '-I'])).slice(args.some((a) => /^-[a-zA-Z]*[eE]$/.test(a)) ? 0 : 1));
      break;
    case 'tee':
      out.push(...operands(args));
      break;
    case 'mv':
    case 'cp':
    case 'install':
    case 'ln': {
      const ops = operands(args, new Set(['-t', '--target-directory', '-S', '--suffix', '-m', '--mode', '-o', '-g']));
      if (name === 'mv') out.push(...ops); // the sources disappear too
      else if (ops.length > 1) {
        const dest = ops[ops.length - 1]!;
        out.push(dest, ...ops.slice(0, -1).map((s) => `${dest.replace(/\/+$/, '')}/${s.slice(s.lastIndexOf('/') + 1)}`));
      }
      break;
    }
    case 'rm':
    case 'unlink':
    case 'truncate':
    case 'shred':
      out.push(...operands(args, new Set(['-s', '--size', '-n', '--iterations'])));
      break;
    case 'git': {
      const sub = operands(args, new Set(['-C', '-c', '--git-dir', '--work-tree']));
      const verb = sub[0];
      const dash = args.indexOf('--');
      if (verb === 'checkout' && dash >= 0) out.push(...args.slice(dash + 1));
      else if (verb === 'restore') out.push(...operands(args.slice(args.indexOf('restore') + 1), new Set(['-s', '--source'])));
      else if (verb === 'rm' || verb === 'mv') out.push(...operands(args.slice(args.indexOf(verb) + 1)));
      break;
    }
  }
  return out.filter((p) => !p.includes(EXPANDED));
}

/** Returns the literal file paths a Bash `command` writes, or [] when the scanner cannot be sure of its syntax. */
export function bashWriteTargets(command: string): string[] {
  const scan = scanShell(command);
  if ('error' in scan) return [];
  return scan.commands.flatMap(commandTargets);
}

/**
 * Returns the absolute paths the tool call `toolName(input)` is about to write, resolved against `cwd`; [] for a
 * tool that writes no file.
 */
export function writeTargets(toolName: string | undefined, input: Record<string, unknown> | undefined, cwd: string): string[] {
  if (!input) return [];
  let paths: string[] = [];
  if (toolName === 'Edit' || toolName === 'Write' || toolName === 'MultiEdit') {
    if (typeof input.file_path === 'string') paths = [input.file_path];
  } else if (toolName === 'NotebookEdit') {
    if (typeof input.notebook_path === 'string') paths = [input.notebook_path];
  } else if (toolName === 'Bash' && typeof input.command === 'string') {
    paths = bashWriteTargets(input.command);
  }
  return [...new Set(paths.filter((p) => p !== '' && !p.includes('*')).map((p) => (isAbsolute(p) ? resolve(p) : resolve(cwd, p))))];
}
