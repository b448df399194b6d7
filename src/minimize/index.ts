/**
 * `ck minimize`: delta debugging (ddmin) of a reproducer. Cut an input into lines or characters, and remove units while
 * an oracle still answers "reproduces", down to a 1-minimal input.
 *
 * @example
 * const r = await minimize(input, async (c) => ({ reproduces: c.includes('boom') }));
 * r.output; // the smallest input found; r.runs: how many oracle runs it took
 */
export { minimize, NotReproducingError, type MinimizeOptions, type MinimizeResult, type Oracle } from './minimize.js';
export { ddmin, partition, type CandidateTest, type DdminProgress, type DdminResult, type OracleVerdict } from './ddmin.js';
export { cutUnits, type Unit, type Units } from './units.js';
export { shellOracle, type FailureRule, type OracleOutcome, type ShellOracle } from './oracle.js';
