// A cold index of a Go repository against one of a Python repository of about the same number of files, in whole
// `ck index --no-cache` processes, interleaved A B A B (bench/lib/index-size.mjs).
//
//   Go:     6 copies of cli/cli v2.60.0 (each its own module folder): ~5.4k files, ~31 MB ($CK_CORPORA/go/cli)
//   Python: 2 copies of pandas 1.5.3 and 2 of sympy 1.11.1: ~6k files, ~63 MB ($CK_CORPORA)
//
// usage: node bench/go-index.bench.mjs [--runs N]     (after `npm run build`)
import { join } from 'node:path';
import { compareWithPython, corpora, runsArg } from './lib/index-size.mjs';

compareWithPython({ name: 'go', label: 'Go (cli/cli ×6)', copies: [[join(corpora, 'go', 'cli'), 6]], fetchHint: 'npm run corpora; bash bench/oracles/fetch-go-corpora.sh' }, runsArg());
