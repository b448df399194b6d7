/** Benchmarks that run on a real repository: the sufficiency (rate–distortion) benchmark of T2. */
export { benchSufficiency, renderTemplate, prng, visible, FORMS } from './sufficiency.js';
export { sufficiencyTable, sufficiencySvg, sufficiencyHtml } from './report.js';
export { realCase, scoreRealCases, benchReal, realTable } from './real.js';
