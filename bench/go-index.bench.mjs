// A cold index of a Go repository against one of a Python repository of about the same number of files, in whole
// `ck index --no-cache` processes (the CLI bundle, its lex helper thread included), interleaved A B A B.
//
//   Go:     6 copies of cli/cli v2.60.0 (each its own module folder): ~5.4k files, ~31 MB ($CK_CORPORA/go/cli)
//   Python: 2 copies of pandas 1.5.3 and 2 of sympy 1.11.1: ~6k files, ~63 MB ($CK_CORPORA)
// Both trees are git work trees (built once under ~/.cache/context-kernel-devsets/index-size). Reports the median wall
// and CPU (user + sys) time of each, and the Go/Python ratios per tree, per 1,000 files and per MB.
//
// usage: node bench/go-index.bench.mjs [--runs N]     (after `npm run build`)
import { join } from 'node:path';
import { compare, corpora, runsArg, tree } from './lib/index-size.mjs';

const fetch = 'npm run corpora; bash bench/oracles/fetch-go-corpora.sh';
const go = tree('go', [[join(corpora, 'go', 'cli'), 6]], fetch);
const py = tree('python', [[join(corpora, 'pandas'), 2], [join(corpora, 'sympy'), 2]], fetch);
compare({ label: 'Go (cli/cli ×6)', root: go }, { label: 'Python (pandas ×2 + sympy ×2)', root: py }, runsArg());
