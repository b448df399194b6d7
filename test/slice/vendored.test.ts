// Issue texts against repositories that carry another project's code, through the CLI on small repositories written
// here: a vendored copy (a self-contained package under a folder named for copied code) weighs half in the lexical
// ranking and among the definitions a name could mean, and its frames yield to the project's own; a module beside it that imports the project is the project's
// own; and an issue written as one long paragraph line reads as prose, a one-line title above its output as a remark (ranked, weakly).
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';
import { calibrate, LEXICAL_CALIBRATION } from '../../src/slice/evidence/calibration.js';

interface Manifest {
  seeds: { path: string; line: number; why: string; source?: string; confidence: number; raw_confidence?: number; detail: string }[];
  files: { path: string; tier: string }[];
  warnings: { kind: string; detail: string }[];
}

const env = isolatedEnv();

const writeRepo = (files: Record<string, string>): string => tempRepo('ck-vendored-', files);

function slice(root: string, text: string): Manifest {
  const r = runCli(['slice', root, '--symptom', text, '--budget', '30000', '--format', 'json'], { env });
  expect([0, 3], r.stderr).toContain(r.code);
  return JSON.parse(r.stdout) as Manifest;
}

const fileOrder = (m: Manifest): string[] => [...new Set(m.seeds.map((s) => s.path))];

// The same words in the project's module and in the copy; the copy says them a little more often.
const retryBody = (extra: number): string[] => [
  'class RetryTimeout(Exception):',
  '    """Raised when a retry of the connection times out."""',
  '',
  'def retry_connection(timeout, retries):',
  '    """Retries the connection until the timeout; each retry waits for the connection pool."""',
  ...Array.from({ length: extra }, (_, i) => `    # retry the connection pool after the timeout (${i})`),
  '    return timeout * retries',
  '',
];

describe('ck slice on prose: a vendored copy', () => {
  let root: string;
  beforeAll(() => {
    root = writeRepo({
      'fetcher/__init__.py': 'from .session import fetch\n',
      'fetcher/session.py': ['from .packages.pool import connectionpool', '', ...retryBody(1)].join('\n'),
      'fetcher/packages/__init__.py': 'from . import pool\n',
      // The copy imports only itself (relative imports inside the copy).
      'fetcher/packages/pool/__init__.py': 'from .connectionpool import retry_connection\n',
      'fetcher/packages/pool/connectionpool.py': ['from .util import wait', '', ...retryBody(4)].join('\n'),
      'fetcher/packages/pool/util.py': 'def wait(seconds):\n    """Waits for the connection pool."""\n    return seconds\n',
      // A shim beside the copies imports the project: it is the project's own code.
      'fetcher/packages/compat.py': ['from fetcher.session import retry_connection', '', 'def retry_connection_compat(timeout, retries):', '    """Retries the connection pool after a timeout (compatibility)."""', '    return retry_connection(timeout, retries)', ''].join('\n'),
    });
  });

  it('ranks below the project module the same words match', () => {
    const m = slice(root, 'Retry of the connection ignores the timeout\n\nWhen the connection pool is exhausted, the retry of the connection does not wait for the timeout. Each retry should wait.\n');
    const files = fileOrder(m);
    expect(files[0]).toBe('fetcher/session.py');
    expect(files.indexOf('fetcher/packages/pool/connectionpool.py')).toBeGreaterThan(files.indexOf('fetcher/session.py'));
  });

  it('weighs half among the definitions a name could mean, and says so', () => {
    const m = slice(root, 'RetryTimeout raised too early\n\nThe `RetryTimeout` exception is raised before the retries are used up. It should only be raised after the last retry.\n');
    const own = m.seeds.find((s) => s.path === 'fetcher/session.py' && s.detail.includes('`RetryTimeout`'));
    const copy = m.seeds.find((s) => s.path === 'fetcher/packages/pool/connectionpool.py' && s.detail.includes('`RetryTimeout`'));
    expect(own).toBeDefined();
    expect(copy).toBeDefined();
    expect(copy!.detail).toContain('vendored copy');
    expect(copy!.confidence).toBeLessThan(own!.confidence);
  });

  it('yields the innermost frame to the project\'s own innermost frame of the same traceback', () => {
    const tb = [
      'Traceback (most recent call last):',
      '  File "app.py", line 3, in <module>',
      '    fetch()',
      `  File "${root}/fetcher/session.py", line 8, in retry_connection`,
      '    return timeout * retries',
      `  File "${root}/fetcher/packages/pool/connectionpool.py", line 11, in retry_connection`,
      '    return timeout * retries',
      'fetcher.packages.pool.connectionpool.RetryTimeout: the connection timed out',
    ].join('\n');
    const m = slice(root, tb);
    expect(m.seeds[0]!.path).toBe('fetcher/session.py');
    expect(m.seeds[0]!.detail).toContain('innermost');
    const copy = m.seeds.find((s) => s.path === 'fetcher/packages/pool/connectionpool.py' && s.why === 'frame');
    expect(copy?.confidence).toBeLessThan(1);
  });

  it('leaves a module beside the copies that imports the project at full weight', () => {
    const m = slice(root, 'retry_connection_compat ignores the timeout\n\nThe `retry_connection_compat` helper does not pass the timeout on. It should pass it to the retry.\n');
    const shim = m.seeds.find((s) => s.path === 'fetcher/packages/compat.py' && s.detail.includes('`retry_connection_compat`'));
    expect(shim).toBeDefined();
    expect(shim!.detail).not.toContain('vendored copy');
  });
});

describe('ck slice on an issue with one paragraph line, or one line of words', () => {
  let root: string;
  beforeAll(() => {
    root = writeRepo({
      'docgen/__init__.py': '',
      'docgen/signature.py': ['def read_signature(docstring):', '    """Reads the first signature at the start of a docstring."""', '    first = docstring.splitlines()[0]', '    return first', ''].join('\n'),
      'docgen/render.py': ['def render_page(title):', '    """Renders a page."""', '    return title', ''].join('\n'),
      'docgen/conventions.py': ['def split_subscripts(name):', '    """Splits a symbol name into its letters and subscripts, for Greek letters too."""', '    return name', ''].join('\n'),
    });
  });

  it('is ranked as prose: three sentences on one line are a paragraph', () => {
    const m = slice(root, 'Signatures of overloaded functions\nWhen a docstring starts with several signatures for overloaded functions, only the first signature is read. The others are shown as text in the page body. It would be nice to read every signature at the start of the docstring.\n');
    // Prose is ranked at the full lexical weight (a one-line remark at a fraction of it), and calibrated.
    const lexical = m.seeds.filter((s) => s.source === 'lexical');
    expect(Math.max(...lexical.map((s) => s.raw_confidence ?? 0))).toBe(0.5);
    expect(Math.max(...lexical.map((s) => s.confidence))).toBe(Math.round(calibrate(LEXICAL_CALIBRATION, 0.5) * 100) / 100);
    expect(fileOrder(m)[0]).toBe('docgen/signature.py');
  });

  it('ranks a one-line title above its output as a remark: weakly, with a low-confidence warning', () => {
    const m = slice(root, 'pretty printing does not format subscripts on Greek letters\nGood:\n\n[ -t₀⋅w₀   -t₁⋅w₀ ]\n\nBad:\n\n[ -t₀⋅ω0   -t₁⋅ω0 ]\n');
    expect(m.seeds[0]).toMatchObject({ path: 'docgen/conventions.py', source: 'lexical' });
    expect(Math.max(...m.seeds.map((s) => s.confidence))).toBeLessThanOrEqual(0.2);
    expect(m.warnings.some((w) => w.kind === 'low-confidence')).toBe(true);
  });
});
