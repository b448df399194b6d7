// A cold index of a Java repository against one of a Python repository of about the same number of files, in whole
// `ck index --no-cache` processes (the CLI bundle, its lex helper thread included), interleaved A B A B.
//
//   Java:   3 copies of jackson-databind 2.18.3, 1 of commons-lang 3.17.0 and 2 of gson 2.13.1 ($CK_CORPORA/java,
//           bench/oracles/fetch-java-corpora.sh): ~5.1k files, ~40 MB
//   Python: 2 copies of pandas 1.5.3 and 2 of sympy 1.11.1: ~6k files, ~63 MB ($CK_CORPORA)
// Both trees are git work trees (built once under ~/.cache/context-kernel-devsets/index-size; bench/lib/index-size.mjs).
// Reports the median wall and CPU (user + sys) time of each, and the Java/Python ratios per tree, per 1,000 files and
// per MB. Issue 40 asks for a cold index of a ~5k-file Java repository within 2x the time of a Python one of that size.
//
// usage: node bench/java-index.bench.mjs [--runs N]     (after `npm run build`)
import { compareColdIndex, corpus, pythonTree, runsArg, tree } from './lib/index-size.mjs';

const java = tree('java', [[corpus('java', 'jackson-databind'), 3], [corpus('java', 'commons-lang'), 1], [corpus('java', 'gson'), 2]], 'bash bench/oracles/fetch-java-corpora.sh');
compareColdIndex([{ label: 'Java (jackson-databind ×3 + commons-lang + gson ×2)', root: java }, { label: 'Python (pandas ×2 + sympy ×2)', root: pythonTree() }], runsArg());
