// Real PHP errors from the issue trackers of sebastianbergmann/phpunit and doctrine/dbal (cases.jsonl: the error and its
// frames as the issue shows them, the fix commit as the answer), sliced at the fix's parent commit. Per case and per repository:
//   raise visible  the innermost frame that lies in the repository (the raise line) is shown by the slice
//   fixed visible  a file the fix changed (non-test .php) is shown, whole or as ranges
//   fixed @5       a file the fix changed is among the first 5 distinct seed files
// No parameter of the slicer was fitted on these cases (the PHP pack's dialects were written from output PHP 8.2
// printed and PHPUnit's documented format, test/fixtures/symptoms/php): every repository's figure is a held-out figure,
// the same with that repository left out.
//
// usage: node bench/devsets/php-symptoms/bench.mjs [--cases FILE] [--mirrors DIR] [--work DIR] [--json OUT]   (after `npm run build`)
//   --mirrors  git mirrors `owner+name/repo` (default /work/.mirror; the `fetch` of sebastianbergmann/phpunit and doctrine/dbal)
//   --work     work trees (default ~/.cache/context-kernel-devsets/php-symptoms)
import { runDevset } from '../../lib/symptom-cases.mjs';

await runDevset(import.meta.url);
