// The contract other task-state code (compaction and restart snapshots) reads the charter through.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { A_PY, CHARTER, scratchRepo } from './helpers.js';

beforeAll(() => {
  process.env.XDG_STATE_HOME = mkdtempSync(join(tmpdir(), 'ck-active-state-'));
});

describe('activeCharterText(repoRoot)', () => {
  it('returns the text with refreshed line numbers, null once cleared or when none was saved', async () => {
    const { activeCharterText, saveCharter, clearCharter, repoRootOf } = await import('../../src/charter/index.js');
    const repo = scratchRepo({ 'src/a.py': A_PY });
    expect(await activeCharterText(repo)).toBeNull();
    saveCharter(repoRootOf(repo), CHARTER);
    writeFileSync(join(repo, 'src/a.py'), `import os\n${A_PY}`);
    const text = await activeCharterText(join(repo, 'src')); // any directory inside the repository
    expect(text).toContain('- `src/a.py:4` must keep raising');
    expect(text).toContain('[ck: 1 constraint(s) cite no file');
    clearCharter(repoRootOf(repo));
    expect(await activeCharterText(repo)).toBeNull();
  });

  it('never rejects: a corrupt state yields null', async () => {
    const { activeCharterText, charterFile, repoRootOf } = await import('../../src/charter/index.js');
    const repo = scratchRepo({});
    const f = charterFile(repoRootOf(repo));
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(f, '..'), { recursive: true });
    writeFileSync(f, '{broken');
    await expect(activeCharterText(repo)).resolves.toBeNull();
  });
});
