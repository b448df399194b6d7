// Real Go panics from the issue trackers of junegunn/fzf and cli/cli (cases.jsonl: the panic and its goroutine frames
// as the issue shows them, the fix commit as the answer), sliced at the fix's parent commit. Per case and per repository:
//   raise visible  the innermost frame that lies in the repository (the panic's line) is shown by the slice
//   fixed visible  a file the fix changed (non-test .go) is shown, whole or as ranges
//   fixed @5       a file the fix changed is among the first 5 distinct seed files
// No parameter of the slicer was fitted on these cases (the Go pack's dialects were written from the go command's
// documented output and the fixtures of test/fixtures/symptoms/go): every repository's figure is a held-out figure,
// the same with that repository left out.
//
// usage: node bench/devsets/go-symptoms/bench.mjs [--mirrors DIR] [--work DIR] [--json OUT]   (after `npm run build`)
//   --mirrors  git mirrors `owner+name/repo` (default /work/.mirror; the `fetch` of junegunn/fzf and cli/cli)
//   --work     work trees (default ~/.cache/context-kernel-devsets/go-symptoms)
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSymptomDevset } from '../../lib/symptom-devset.mjs';

await runSymptomDevset(dirname(fileURLToPath(import.meta.url)), 'go-symptoms');
