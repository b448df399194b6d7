// Real Go panics from the issue trackers of junegunn/fzf and cli/cli (cases.jsonl: the panic and its goroutine frames
// as the issue shows them, the fix commit as the answer), sliced at the fix's parent commit; the figures are those of
// bench/lib/symptom-cases.mjs (raise line visible, fixed file visible, fixed file among the first 5 seeds).
// No parameter of the slicer was fitted on these cases (the Go pack's dialects were written from the go command's
// documented output and the fixtures of test/fixtures/symptoms/go): every repository's figure is a held-out figure,
// the same with that repository left out.
//
// usage: node bench/devsets/go-symptoms/bench.mjs [--cases FILE] [--mirrors DIR] [--work DIR] [--json OUT]   (after `npm run build`)
//   --mirrors  git mirrors `owner+name/repo` (default /work/.mirror; the `fetch` of junegunn/fzf and cli/cli)
//   --work     work trees (default ~/.cache/context-kernel-devsets/go-symptoms)
import { runDevset } from '../../lib/symptom-cases.mjs';

await runDevset(import.meta.url);
