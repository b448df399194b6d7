// Real JVM stack traces and a Surefire report from the issue trackers of FasterXML/jackson-databind, google/gson and
// apache/commons-lang (cases.jsonl: the trace as the issue shows it, the fix commit as the answer), sliced at the fix's
// parent commit; per case and per repository: raise visible, fixed visible, fixed @5 (bench/lib/symptom-cases.mjs).
// No parameter of the slicer was fitted on these cases (the Java pack's dialects were written from the JVM's, Surefire's
// and Gradle's documented output and test/fixtures/symptoms/java): every repository's figure is a held-out figure, the
// same with that repository left out.
//
// usage: node bench/devsets/java-symptoms/bench.mjs [--cases FILE] [--mirrors DIR] [--work DIR] [--json OUT]   (after `npm run build`)
//   --mirrors  git mirrors `owner+name/repo` (default /work/.mirror; the `fetch` of the three repositories)
//   --work     work trees (default ~/.cache/context-kernel-devsets/java-symptoms)
import { runDevset } from '../../lib/symptom-cases.mjs';

await runDevset(import.meta.url);
