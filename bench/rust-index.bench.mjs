// A cold index of a Rust repository against one of a Python repository of about the same number of files, in whole
// `ck index --no-cache` processes, interleaved A B A B (bench/lib/index-size.mjs).
//
//   Rust:   20 copies of ripgrep 15.1.0 (each its own cargo workspace of nine crates) and 2 of bat v0.26.1:
//           ~6.4k files (~2.1k .rs), ~100 MB ($CK_CORPORA/rust: bash bench/oracles/fetch-rust-corpora.sh)
//   Python: 2 copies of pandas 1.5.3 and 2 of sympy 1.11.1: ~6k files ($CK_CORPORA)
//
// Result (2026-12-07, load average 20-26 on 2 cores: wall times inflated, CPU times and ratios usable), --runs 5:
//   Rust 6164 files 77.6 MB: wall 11420 ms, cpu 2770 ms; Python 6082 files 138.4 MB: wall 5480 ms, cpu 1190 ms
//   Rust / Python: wall 2.08x, cpu 2.33x, per file 2.06x, per MB 3.72x  — over the 2x target.
// Where Rust's CPU goes (same tree): the 2360 .rs and Cargo.toml files alone take 1.5-1.7 s CPU (lexing in TypeScript,
// ~10 ms/MB warm and about twice that in a pool worker's first files; resolution ~0.6 s), the 3.8k other files
// (ripgrep's test data and benchsuite, bat's syntax assets) ~1.1 s.
//
// usage: node bench/rust-index.bench.mjs [--runs N]     (after `npm run build`)
import { compareColdIndex, corpus, pythonTree, runsArg, tree } from './lib/index-size.mjs';

const rust = tree('rust', [[corpus('rust', 'ripgrep'), 20], [corpus('rust', 'bat'), 2]], 'bash bench/oracles/fetch-rust-corpora.sh');
compareColdIndex([{ label: 'Rust (ripgrep ×20 + bat ×2)', root: rust }, { label: 'Python (pandas ×2 + sympy ×2)', root: pythonTree() }], runsArg());
