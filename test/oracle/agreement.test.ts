// Our import edges agree with real resolvers: Python's ast + importlib (pandas, sympy), TypeScript's
// resolveModuleName (lodash-es, rxjs src/) — issue 3, item 8 — and the go command's `go list` with go/parser
// (cobra, fzf, cli/cli at fixed tags), rustc's HIR per crate (fd, bat, ripgrep at fixed tags), javac's Compiler
// Tree API (gson, commons-lang, jackson-databind; the last fetched with --all only) and Composer's classmap with PHP's
// tokenizer (phpunit, dbal) — issue 40. Skipped when the corpora (or the go command, rustc and cargo, a JDK, php and
// composer) are absent.
import { describe, expect, it, beforeAll } from 'vitest';
// @ts-expect-error -- plain ESM bench module without type declarations
import { measureAgreement, CORPORA } from '../../bench/agreement.mjs';
import { corporaRoot } from '../helpers/cli.js';

interface Report {
  corpus: string;
  skipped?: string;
  agreement: number;
  precision: number;
  recall: number;
  suffix_guess_false_edges: number;
  /** PHP: how many classes of Composer's optimized classmap our resolver maps to the same file. */
  classmap?: { classes: number; same: number; misses: string[] };
  classes: Record<string, { count: number; examples: string[] }>;
}

const corpora = corporaRoot();

describe.skipIf(!corpora)('edge agreement with the oracles (needs npm run corpora)', () => {
  let reports: Map<string, Report>;
  beforeAll(async () => {
    // One call: the four oracles run as child processes while our indexes build.
    const list: Report[] = await measureAgreement(Object.keys(CORPORA), { corpora });
    reports = new Map(list.map((r) => [r.corpus, r]));
  }, 600_000);

  for (const name of ['pandas', 'sympy', 'lodash-es', 'rxjs', 'go-cobra', 'go-fzf', 'go-cli', 'rust-fd', 'rust-bat', 'rust-ripgrep', 'java-gson', 'java-commons-lang', 'java-jackson-databind', 'php-phpunit', 'php-dbal']) {
    it(`${name}: agreement >= 99.5% and no false edge from suffix guessing`, (ctx) => {
      const r = reports.get(name)!;
      if (r.skipped) ctx.skip(r.skipped);
      const detail = `${name}: agreement ${r.agreement}, precision ${r.precision}, recall ${r.recall}\n${JSON.stringify(r.classes, null, 2)}`;
      expect(r.agreement, detail).toBeGreaterThanOrEqual(0.995);
      expect(r.suffix_guess_false_edges, detail).toBe(0);
      if (r.classmap) expect(r.classmap.same, r.classmap.misses.join('\n')).toBe(r.classmap.classes);
    });
  }
});
