// Real Rust panics from the issue trackers of sharkdp/fd, sharkdp/bat and BurntSushi/ripgrep (cases.jsonl: the panic
// and its backtrace as the issue shows them, the fix commit as the answer), sliced at the fix's parent commit; the
// figures are those of bench/lib/symptom-cases.mjs (raise line visible, fixed file visible, fixed file among the first
// 5 seeds, per repository). No parameter of the slicer was fitted on these cases: every repository's figure is a
// held-out figure, the same with that repository left out.
//
// usage: node bench/devsets/rust-symptoms/bench.mjs [--cases FILE] [--mirrors DIR] [--work DIR] [--json OUT]   (after `npm run build`)
//   --mirrors  git mirrors `owner+name/repo` (default /work/.mirror; the `fetch` of the three repositories)
//   --work     work trees (default ~/.cache/context-kernel-devsets/rust-symptoms)
import { runDevset } from '../../lib/symptom-cases.mjs';

await runDevset(import.meta.url);
