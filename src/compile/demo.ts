import { fileURLToPath } from 'node:url';
import { compileContext } from './index.js';
import { renderCompileText, renderCompileContext } from './render.js';
import { closePool } from '../parse/pool.js';

/** Returns the absolute path of the bundled example repository (`examples/compile-demo`). */
export function compileDemoRoot(): string {
  return fileURLToPath(new URL('../../examples/compile-demo', import.meta.url));
}

/**
 * Returns the text `ck demo` prints for the context compiler: a compile of `app/views.py` in the bundled example
 * (tiers, token report, the warnings it was built to trigger) followed by one tier-2 skeleton as it is shown.
 */
export async function compileDemo(): Promise<string> {
  const root = compileDemoRoot();
  try {
    const m = await compileContext(root, 'app/views.py', { maxHops: 2 });
    const context = await renderCompileContext(m);
    const services = context.split(/\n(?===> )/).find((s) => s.startsWith('==> app/services.py')) ?? '';
    const shown = new Set(m.files.map((f) => f.path));
    const missed = m.page_faults.filter((p) => !shown.has(p.path) && p.path.startsWith('app/handlers/handler_')).map((p) => p.path);
    return [
      '── context compiler: ck compile examples/compile-demo app/views.py ──',
      '',
      renderCompileText(m).replace(/^Build time: .*\n/m, ''),
      ...missed.map((p) => `${p}: MISSED (as expected) — reached only through import_module()/getattr() whose names are f-strings, formatted at run time: see the dynamic-* warnings`),
      '',
      'One tier-2 file as the agent sees it (bodies elided, signatures and docstrings kept):',
      '',
      services.trimEnd(),
      '',
    ].join('\n');
  } finally {
    await closePool();
  }
}
