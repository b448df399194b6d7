/**
 * The PreToolUse hook: rewrites Bash commands by inserting flags at exact word positions — quiet flags for noisy
 * installers, `--budget auto` for slice invocations without a budget. Every other byte of the command is kept.
 */
import { scanShell, type SimpleCommand, type Word } from './shell.js';
import { asRecord, type HookOutput, type HookPayload } from './payload.js';
import type { HookConfig } from './config.js';
import { hookLog } from '../store/log.js';
import { recordProcessSession } from '../session/index.js';

/** One insertion into the command string. */
interface Edit {
  readonly at: number;
  readonly text: string;
  readonly rule: string;
}

const PREFIX_WORDS = new Set(['time', 'nohup', 'command', 'exec', 'then', 'else', 'do', '!', '{', 'if', 'elif', 'while', 'until']);

function basename(v: string): string {
  return v.slice(v.lastIndexOf('/') + 1);
}

/** Returns the index of the command word (after assignments, `sudo`, `env`, `time`, keywords), or -1. */
function commandIndex(words: readonly Word[]): number {
  let i = 0;
  while (i < words.length) {
    const v = words[i]!.value;
    if (v === undefined) return -1;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(v) || PREFIX_WORDS.has(v) || v === 'sudo' || v === 'env') {
      i++;
      continue;
    }
    return i;
  }
  return -1;
}

/** Returns the first non-option word after `from` (skipping the values of `valueOptions`), or -1. */
function subcommandIndex(words: readonly Word[], from: number, valueOptions: ReadonlySet<string> = new Set()): number {
  for (let i = from; i < words.length; i++) {
    const v = words[i]!.value;
    if (v === undefined) return -1;
    if (v.startsWith('-')) {
      if (valueOptions.has(v)) i++;
      continue;
    }
    return i;
  }
  return -1;
}

function has(words: readonly Word[], test: (v: string) => boolean): boolean {
  return words.some((w) => w.value !== undefined && test(w.value));
}

/** Returns the edits the rules want for one simple command. */
function rulesFor(cmd: SimpleCommand, config: HookConfig): Edit[] {
  const words = cmd.words;
  const ci = commandIndex(words);
  if (ci < 0) return [];
  let name = basename(words[ci]!.value!);
  let argStart = ci + 1;
  // `python3 -m pip install`, `npx context-kernel slice`, `node …/bin/context-kernel.js slice`
  if (/^python(\d(\.\d+)?)?$/.test(name) && words[ci + 1]?.value === '-m' && words[ci + 2]?.value === 'pip') {
    name = 'pip';
    argStart = ci + 3;
  } else if ((name === 'npx' || name === 'node') && words[ci + 1]?.value !== undefined) {
    const target = basename(words[ci + 1]!.value!);
    if (target === 'context-kernel' || target === 'context-kernel.js') {
      name = 'ck';
      argStart = ci + 2;
    }
  }
  const rules = new Set(config.quietRules);
  const edits: Edit[] = [];
  const args = words.slice(argStart);
  const after = (i: number, text: string, rule: string) => edits.push({ at: words[i]!.end, text, rule });

  if ((name === 'ck' || name === 'context-kernel') && words[argStart]?.value === 'slice') {
    if (!has(args, (v) => v === '--budget' || v.startsWith('--budget='))) after(argStart, ' --budget auto', 'budget');
    return edits;
  }
  if (name === 'npm' && rules.has('npm')) {
    const si = subcommandIndex(words, argStart);
    if (si >= 0 && ['install', 'i', 'ci', 'add', 'isntall', 'in'].includes(words[si]!.value!)) {
      const add = [
        has(args, (v) => v.startsWith('--fund') || v.startsWith('--no-fund')) ? '' : ' --no-fund',
        has(args, (v) => v.startsWith('--audit') || v.startsWith('--no-audit')) ? '' : ' --no-audit',
        has(args, (v) => v.startsWith('--progress') || v.startsWith('--no-progress')) ? '' : ' --no-progress',
      ].join('');
      if (add) after(si, add, 'npm');
    }
    return edits;
  }
  if ((name === 'pip' || name === 'pip3') && rules.has('pip')) {
    const si = subcommandIndex(words, argStart);
    if (si >= 0 && words[si]!.value === 'install' && !has(args, (v) => /^(-q+|--quiet|-v+|--verbose)$/.test(v))) after(si, ' -q', 'pip');
    return edits;
  }
  if ((name === 'apt-get' || name === 'apt') && rules.has('apt')) {
    const si = subcommandIndex(words, argStart, new Set(['-o', '-c', '-t']));
    if (si >= 0 && ['install', 'update', 'upgrade', 'dist-upgrade', 'full-upgrade'].includes(words[si]!.value!) && !has(args, (v) => /^(-q+|--quiet.*|-qq)$/.test(v))) {
      after(si, ' -q', 'apt');
    }
    return edits;
  }
  if (name === 'cargo' && rules.has('cargo')) {
    const si = subcommandIndex(words, argStart);
    if (si >= 0 && ['build', 'b', 'test', 't', 'check', 'c'].includes(words[si]!.value!) && !has(args, (v) => /^(-q|--quiet|-v+|--verbose)$/.test(v))) {
      after(si, ' -q', 'cargo');
    }
  }
  return edits;
}

/** Returns the word values of a scan, flattened (used to check that a rewrite only added words). */
function values(commands: readonly SimpleCommand[]): (string | undefined)[] {
  return commands.flatMap((c) => c.words.map((w) => w.value));
}

/**
 * Returns `command` with the rules' flags inserted, the rule names applied, or the command unchanged (rules empty)
 * when nothing applies or the command's syntax is not certain. The rewrite is re-scanned and must parse to the same
 * words plus the inserted ones, or it is discarded.
 */
export function rewriteCommand(command: string, config: HookConfig): { command: string; rules: string[] } {
  if (/#\s*ck:raw\b/.test(command)) return { command, rules: [] };
  const scan = scanShell(command);
  if ('error' in scan) {
    hookLog('pre-tool-use', `left command alone: ${scan.error}`);
    return { command, rules: [] };
  }
  const edits = scan.commands.flatMap((c) => rulesFor(c, config)).sort((a, b) => b.at - a.at);
  if (edits.length === 0) return { command, rules: [] };
  let out = command;
  for (const e of edits) out = out.slice(0, e.at) + e.text + out.slice(e.at);
  const check = scanShell(out);
  const expected = values(scan.commands).filter((v) => v !== undefined).length + edits.reduce((n, e) => n + e.text.trim().split(/\s+/).length, 0);
  if ('error' in check || values(check.commands).filter((v) => v !== undefined).length !== expected) {
    hookLog('pre-tool-use', 'rewrite discarded: the rewritten command did not re-scan to the expected words');
    return { command, rules: [] };
  }
  return { command: out, rules: [...new Set(edits.map((e) => e.rule))].sort() };
}

/** Returns the PreToolUse answer: `updatedInput` with the rewritten Bash command, or `{}` when nothing changes. */
export function preToolUse(p: HookPayload, config: HookConfig): HookOutput {
  if (!config.pretool || p.tool_name !== 'Bash') return {};
  const input = asRecord(p.tool_input);
  if (!input || typeof input.command !== 'string') return {};
  const { command, rules } = rewriteCommand(input.command, config);
  if (rules.length === 0) return {};
  // `--budget auto` reads the occupancy of the session that runs the command: make sure that session is findable.
  if (rules.includes('budget') && p.session_id) recordProcessSession(p.session_id, p.transcript_path);
  return {
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      updatedInput: { ...input, command },
      ...(config.pretoolDecision ? { permissionDecision: config.pretoolDecision, permissionDecisionReason: `context-kernel: ${rules.join(', ')}` } : {}),
    },
  };
}
