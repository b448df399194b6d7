// The same tree and the same text give the same slice, whatever the cache held: a git repository of two commits whose
// files swap topics, sliced through the CLI (and through `ck mcp`, a process that lives on) at one commit, then the
// other, then the first again, each time compared with a slice from a fresh cache.
//
// The regression it guards: a lexical cache that paired a tree's file hashes with the words of another tree (a
// background build, since removed, that read the files after the tree had moved on), so that a later slice of the
// old tree took the new tree's words for its own (a "hit"). The BM25F postings are now kept by the index's own pass,
// from the very bytes it hashed (src/rank/keep.ts).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI, isolatedEnv, runCli } from '../helpers/cli.js';
import { writeFiles } from '../helpers/repo.js';

const RENDER = `"""Drawing of widgets on a canvas."""


class Renderer:
    """Draws a widget frame with its border colour."""

    def draw_widget(self, widget, canvas):
        """Draw the widget frame, then its border in the border colour."""
        frame = canvas.frame(widget)
        border = widget.border_colour or canvas.default_colour
        return canvas.paint(frame, border)

    def clear(self, canvas):
        return canvas.clear()
`;

const STORE = `"""Records kept in a small database."""


class Store:
    """Saves and loads records."""

    def save_record(self, db, record):
        """Write the record to the database and commit."""
        db.insert(record.key, record.value)
        db.commit()

    def load_record(self, db, key):
        return db.select(key)
`;

// The second commit swaps the two modules' topics: same paths, other words.
const COMMIT_A = { 'pkg/__init__.py': '', 'pkg/render.py': RENDER, 'pkg/store.py': STORE, 'README.md': '# pkg\n' };
const COMMIT_B = {
  'pkg/render.py': STORE.replace('class Store', 'class Renderer'),
  'pkg/store.py': RENDER.replace('class Renderer', 'class Store'),
};

const ISSUE = 'Drawing a widget loses its border colour.\n\nWhen I draw the widget frame, the border colour is dropped and the default colour is painted instead.\n';

const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8' }).trim();

/** Returns a repository with two commits (A, then B) and their ids; the tree is left at B. */
function twoCommits(): { root: string; a: string; b: string } {
  const root = mkdtempSync(join(tmpdir(), 'ck-cache-reuse-'));
  git(root, 'init', '-q');
  writeFiles(root, COMMIT_A);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'A');
  const a = git(root, 'rev-parse', 'HEAD');
  writeFiles(root, COMMIT_B);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'B');
  return { root, a, b: git(root, 'rev-parse', 'HEAD') };
}

/**
 * Returns the manifest of `ck slice` on `root` for ISSUE in `env`, without what differs between equal slices. The
 * slice cache is emptied first (as the issue bench does), so that the slice is computed from the other caches.
 */
function slice(root: string, issue: string, env: NodeJS.ProcessEnv): Record<string, unknown> {
  for (const d of ['slices', 'slice-front']) rmSync(join(env.XDG_CACHE_HOME!, 'context-kernel', d), { recursive: true, force: true });
  const r = runCli(['slice', root, '--symptom-file', issue, '--budget', '3000', '--format', 'json'], { env });
  expect(r.code, r.stderr).toBe(0);
  const m = JSON.parse(r.stdout) as Record<string, unknown>;
  delete m.timing_ms;
  delete m.cache;
  return m;
}

const fresh = (root: string, issue: string) => slice(root, issue, isolatedEnv());
const topPath = (m: Record<string, unknown>) => (m.seeds as { path: string }[])[0]?.path;

describe('ck slice: the same tree and text give the same slice whatever the cache held', () => {
  it('a process that lives on slices the tree it finds after the tree moved on', async () => {
    const { root, a, b } = twoCommits();
    const issue = join(root, '..', `${root.split('/').pop()}.issue.txt`);
    writeFileSync(issue, ISSUE);
    git(root, 'checkout', '-q', a);
    const wantA = fresh(root, issue);
    expect(topPath(wantA)).toBe('pkg/render.py');
    git(root, 'checkout', '-q', b);
    const wantB = fresh(root, issue);
    expect(topPath(wantB)).toBe('pkg/store.py');

    // The MCP server slices A cold, the tree moves to B, it slices again, then A again: the index and the postings
    // kept beside it are updated file by file each time.
    const env = isolatedEnv();
    const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp'], env: Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string')), stderr: 'pipe' });
    const client = new Client({ name: 'ck-test', version: '0.0.0' });
    await client.connect(transport);
    const viaMcp = async (): Promise<Record<string, unknown>> => {
      for (const d of ['slices', 'slice-front']) rmSync(join(env.XDG_CACHE_HOME!, 'context-kernel', d), { recursive: true, force: true });
      const r = (await client.callTool({ name: 'kernel_repo_slice', arguments: { repo: root, symptom_file: issue, budget: 3000, format: 'json' } })) as { content: { text: string }[]; isError?: boolean };
      expect(r.isError, r.content[0]?.text).toBeFalsy();
      const m = JSON.parse(r.content[0]!.text) as Record<string, unknown>;
      delete m.timing_ms;
      delete m.cache;
      return m;
    };
    try {
      for (const [commit, want] of [[a, wantA], [b, wantB], [a, wantA]] as const) {
        git(root, 'checkout', '-q', commit);
        expect(await viaMcp()).toEqual(want);
      }
    } finally {
      await client.close();
    }
    // And a CLI run on that cache, at B.
    git(root, 'checkout', '-q', b);
    expect(slice(root, issue, env)).toEqual(wantB);
  }, 90_000);

  it('slices of A, B and A again through one cache equal the fresh slices', () => {
    const { root, a, b } = twoCommits();
    const issue = join(root, '..', `${root.split('/').pop()}.issue.txt`);
    writeFileSync(issue, ISSUE);
    const env = isolatedEnv();
    for (const commit of [a, b, a]) {
      git(root, 'checkout', '-q', commit);
      const want = fresh(root, issue);
      expect(slice(root, issue, env)).toEqual(want);
    }
    // The lexical cache is the postings of the tree last sliced, and no build of it is left running or waiting (the
    // store's own marker of its lifetime aside).
    const lexical = readdirSync(join(env.XDG_CACHE_HOME!, 'context-kernel', 'lexical')).filter((n) => !n.startsWith('.expiry-'));
    expect(lexical.filter((n) => n.endsWith('.bin'))).toHaveLength(1);
    expect(lexical.filter((n) => !n.endsWith('.bin'))).toEqual([]);
  }, 90_000);
});
