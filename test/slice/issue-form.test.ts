// The parts of an issue form that describe no fault (src/slice/symptom/issue-form.ts): template comments and
// environment reports are blanked, line for line, and what describes the problem is left alone. Then through the CLI:
// a repository's version-reporting module, named by the report's heading, is no seed of the issue.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { withoutIssueBoilerplate } from '../../src/slice/symptom/issue-form.js';
import { isolatedEnv, runCli } from '../helpers/cli.js';

/** The shape of an issue form asking for the library's own version report (INSTALLED VERSIONS, key: value rows). */
const REPORT_ISSUE = [
  'Selecting with a dimension named "method" fails',
  '#### Code Sample',
  '```python',
  'grid = Grid(dims=["x", "method"])',
  'grid.select(x=1, method="a")',
  '```',
  '#### Problem description',
  'The dimension name is passed on as the fill method of the lookup.',
  '',
  '#### Output of ``gr.show_versions()``',
  '',
  '<details>',
  '',
  'INSTALLED VERSIONS',
  '------------------',
  'commit: None',
  'python: 3.6.8 |Anaconda, Inc.| (default, Dec 30 2018, 01:22:34) ',
  '[GCC 7.3.0]',
  'python-bits: 64',
  'OS: Linux',
  'LC_ALL: None',
  'libhdf5: 1.10.4',
  '',
  'gridlib: 0.12.0',
  'numpy: 1.16.2',
  'scipy: None',
  'setuptools: 40.8.0',
  '',
  '</details>',
].join('\r\n');

describe('issue form boilerplate', () => {
  it('blanks an environment report with its heading, keeps every line and the problem text', () => {
    const out = withoutIssueBoilerplate(REPORT_ISSUE);
    const lines = out.split('\n');
    expect(lines).toHaveLength(REPORT_ISSUE.split('\r\n').length);
    expect(out).not.toMatch(/show_versions|INSTALLED|numpy|1\.16\.2|GCC|python-bits/);
    expect(out).toContain('grid.select(x=1, method="a")');
    expect(out).toContain('The dimension name is passed on as the fill method of the lookup.');
    expect(out).not.toContain('#### Problem description'); // a field label of the form
  });

  it("blanks a report under a one-line <details><summary> and the template's placeholder", () => {
    const text = [
      'The fill method is taken from the dimension name.',
      '<details><summary>Output of <tt>gr.show_versions()</tt></summary>',
      '',
      '<!-- Paste the output here gr.show_versions() here -->',
      '# Paste the output here gr.show_versions() here',
      'INSTALLED VERSIONS',
      '------------------',
      'commit: None',
      'python: 3.8.5 (default, Sep  4 2020, 07:30:14) ',
      '[GCC 7.3.0]',
      'numpy: 1.19.2',
      'scipy: 1.5.2',
      'pandas: None',
      '</details>',
    ].join('\n');
    const out = withoutIssueBoilerplate(text);
    expect(out.split('\n')[0]).toBe('The fill method is taken from the dimension name.');
    expect(out.split('\n').slice(1).every((l) => l === '' || l === '</details>')).toBe(true);
  });

  it('blanks pip list, conda list and pip freeze output', () => {
    const pip = ['Package    Version', '---------- -------', 'attrs      19.1.0', 'pluggy     0.12.0', 'py         1.8.0', 'six        1.12.0'].join('\n');
    expect(withoutIssueBoilerplate(`pip list:\n${pip}\nthe test fails`)).toBe(`pip list:\nPackage    Version\n\n\n\n\n\nthe test fails`);
    const conda = 'numpy  1.21.2  py39h20f2e39_0  defaults\nscipy  1.7.1  py39h292c36d_2\nzlib  1.2.11  h7f8727e_4\nxz  5.2.5  h7b6447c_0';
    expect(withoutIssueBoilerplate(conda)).toBe('\n\n\n');
    expect(withoutIssueBoilerplate('attrs==19.1.0\npluggy==0.12.0\npy==1.8.0\nsix==1.12.0')).toBe('\n\n\n');
  });

  it('blanks HTML comments (template instructions), keeping their line breaks', () => {
    const text = 'Title\n<!--\n  Important: this is a list of issues, not a forum.\n  Thanks,\n-->\n### Problem\nlinkcheck skips local links';
    expect(withoutIssueBoilerplate(text)).toBe('Title\n\n\n\n\n\nlinkcheck skips local links');
  });

  it("blanks the form's field labels, not the reporter's headings or code comments", () => {
    const text = [
      '**Describe the bug**',
      'Glossary terms that differ only in case are reported as duplicates.',
      '### Steps/Code to Reproduce',
      '```python',
      '# -- Project information --',
      'project = "demo"',
      '```',
      '**Expected behavior**',
      '#### Wrong rounding in floor division',
      '### Dataset.sel ignores method',
      '**Environment info**:',
    ].join('\n');
    expect(withoutIssueBoilerplate(text).split('\n')).toEqual([
      '',
      'Glossary terms that differ only in case are reported as duplicates.',
      '',
      '```python',
      '# -- Project information --',
      'project = "demo"',
      '```',
      '',
      '#### Wrong rounding in floor division',
      '### Dataset.sel ignores method',
      '',
    ]);
  });

  it('keeps a comment inside a code block (GitHub shows it) and a text that is a diff', () => {
    const html = 'The comment is rendered into the page:\n```html\n<!-- keep: {{ title }} -->\n<h1>{{ title }}</h1>\n```\n<!-- form note -->';
    expect(withoutIssueBoilerplate(html)).toBe('The comment is rendered into the page:\n```html\n<!-- keep: {{ title }} -->\n<h1>{{ title }}</h1>\n```\n');
    const diff = 'diff --git a/env.yml b/env.yml\n--- a/env.yml\n+++ b/env.yml\n@@ -1,4 +1,4 @@\n numpy: 1.2.3\n scipy: 1.4.1\n-pandas: 1.0.0\n+pandas: 1.1.0\n matplotlib: 3.1.2\n <!-- c -->';
    expect(withoutIssueBoilerplate(diff)).toBe(diff);
  });

  it('reads code blocks as the mentions do: a block closed at the end of a code line, a code span of three backticks', () => {
    // The block ends on `print(x)```; the label after it is the form's. A ```x``` span opens no block.
    const inline = 'Run this:\n```python\n# Describe the bug\nprint(x)```\n### Describe the bug\nIt prints nothing.';
    expect(withoutIssueBoilerplate(inline)).toBe('Run this:\n```python\n# Describe the bug\nprint(x)```\n\nIt prints nothing.');
    const span = 'Call ```f()``` first.\n<!-- form note -->\n### Expected behavior\nA value.';
    expect(withoutIssueBoilerplate(span)).toBe('Call ```f()``` first.\n\n\nA value.');
  });

  it('leaves settings, short version notes and code alone', () => {
    const settings = 'learning_rate: 0.01\nmomentum: 0.9\ndecay: 0.5\nepochs: 10\nbatch: 32';
    expect(withoutIssueBoilerplate(settings)).toBe(settings);
    const env = '- OS: Arch Linux\n- Python version: 3.6\n- Sphinx version: 1.7.6';
    expect(withoutIssueBoilerplate(`### Environment info\n${env}`)).toBe(`\n${env}`); // the label only
    const code = "coords = {'dim1': 1.0, 'dim2': 2.5}\nprint(D2.loc[dict(dim1='x', method='a')])";
    expect(withoutIssueBoilerplate(code)).toBe(code);
    expect(withoutIssueBoilerplate('no versions here')).toBe('no versions here');
  });

  it('passes long pasted lines through whole and at once (no pattern sees them)', () => {
    // Each of these took seconds per 100 KB when the row and heading patterns ran on any line (quadratic backtracking);
    // the test's time limit is the check.
    const row = `a ${'1.1'.repeat(100_000)} x y z w v`;
    const label = `### ${'x '.repeat(100_000)}:`;
    const caps = `ABC${' '.repeat(100_000)}x`;
    const text = ['numpy: 1.2.3', row, label, caps, 'scipy: 1.2.3'].join('\n');
    expect(withoutIssueBoilerplate(text)).toBe(text);
  });

  it('does not seed the version-reporting module an issue names in its report heading', () => {
    const root = mkdtempSync(join(tmpdir(), 'ck-issue-form-'));
    const files: Record<string, string> = {
      'gridlib/__init__.py': 'from .grid import Grid\nfrom .util.print_versions import show_versions\n',
      'gridlib/grid.py': [
        'from .indexing import lookup',
        '',
        '',
        'class Grid:',
        '    def __init__(self, dims):',
        '        self.dims = list(dims)',
        '',
        '    def select(self, **indexers):',
        '        """Select by dimension name; a method keyword is the fill method of the lookup."""',
        '        return lookup(self, indexers, method=indexers.pop("method", None))',
        '',
      ].join('\n'),
      'gridlib/indexing.py': 'def lookup(grid, indexers, method=None):\n    """Look each dimension up; method is the fill method (pad, backfill or nearest)."""\n    if method not in (None, "pad", "backfill", "nearest"):\n        raise ValueError("Invalid fill method")\n    return [grid.dims.index(d) for d in indexers]\n',
      'gridlib/util/__init__.py': '',
      'gridlib/util/print_versions.py': 'import platform\nimport sys\n\n\ndef show_versions(file=sys.stdout):\n    """Print INSTALLED VERSIONS: commit, python, python-bits, OS, LC_ALL, libhdf5, numpy, scipy, setuptools."""\n    print("INSTALLED VERSIONS", file=file)\n    print("python:", platform.python_version(), file=file)\n',
    };
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, p)), { recursive: true });
      writeFileSync(join(root, p), text);
    }
    const r = runCli(['slice', root, '--symptom', REPORT_ISSUE, '--budget', '30000', '--format', 'json'], { env: isolatedEnv() });
    expect([0, 3], r.stderr).toContain(r.code);
    const m = JSON.parse(r.stdout) as { seeds: { path: string; source?: string }[] };
    expect(m.seeds.length).toBeGreaterThan(0);
    expect(m.seeds[0]!.path).toMatch(/gridlib\/(grid|indexing)\.py/);
    // In a repository this small every file gets a lexical seed; the report's module gets no more than that (before,
    // the heading's `show_versions()` made it the strongest seed: a mention at 0.52 over the select method's 0.34).
    const report = m.seeds.filter((s) => s.path === 'gridlib/util/print_versions.py');
    expect(report.every((s) => s.source === 'lexical')).toBe(true);
    const seeded = [...new Set(m.seeds.map((s) => s.path))];
    expect(seeded.indexOf('gridlib/util/print_versions.py')).toBeGreaterThan(seeded.indexOf('gridlib/grid.py'));
  });
});
