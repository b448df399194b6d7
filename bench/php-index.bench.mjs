// A cold index of a PHP repository against one of a Python repository of about the same number of files, in whole
// `ck index --no-cache` processes (the CLI bundle, its lex helper thread included), interleaved A B A B.
//
//   PHP:    phpunit 11.5.0 and 4 copies of dbal 4.2.1 (each its own Composer package): ~5.4k files
//           ($CK_CORPORA/php, bash bench/oracles/fetch-php-corpora.sh)
//   Python: 2 copies of pandas 1.5.3 and 2 of sympy 1.11.1: ~6k files ($CK_CORPORA)
// Both trees are git work trees (built once under ~/.cache/context-kernel-devsets/index-size). Reports the median wall
// and CPU (user + sys) time of each, and the PHP/Python ratios per tree, per 1,000 files and per MB.
//
// usage: node bench/php-index.bench.mjs [--runs N]     (after `npm run build`)
import { compareColdIndex, corpus, pythonTree, runsArg, tree } from './lib/index-size.mjs';

const php = tree('php', [[corpus('php', 'phpunit'), 1], [corpus('php', 'dbal'), 4]], 'bash bench/oracles/fetch-php-corpora.sh');
compareColdIndex([{ label: 'PHP (phpunit + dbal ×4)', root: php }, { label: 'Python (pandas ×2 + sympy ×2)', root: pythonTree() }], runsArg());
