import { parseArgs } from 'node:util';
import { UsageError, badFlag } from '../errors.js';
import { parseTokenCount } from '../tokens.js';
/**
 * Returns parsed flags and positionals; unknown flags and missing values become a one-line UsageError.
 * `--help`/`-h` is always accepted and reported as `help: true`. `expected` names, per value flag whose value is a
 * number (`budget`, `depth`), what it takes: a dash-led value there (`--budget -5`) is an invalid value saying so,
 * not the parser's advice to write `--budget=-5`, which would fail the same way.
 */
export function parseFlags(argv, options, command, expected = {}) {
    for (let i = 0; i < argv.length - 1; i++) {
        const a = argv[i];
        if (a === '--')
            break;
        const want = a.startsWith('--') ? expected[a.slice(2)] : undefined;
        if (want === undefined || !argv[i + 1].startsWith('-'))
            continue;
        if (/^-[\d.]/.test(argv[i + 1]))
            throw badFlag(a, argv[i + 1], want);
        throw new UsageError(`${command}: ${a} needs a value (expected ${want})`);
    }
    try {
        return parseArgs({
            args: argv,
            options: { ...options, help: { type: 'boolean', short: 'h' } },
            allowPositionals: true,
            strict: true,
        });
    }
    catch (err) {
        // Node's messages run over several lines; the CLI contract is one line.
        const msg = err.message
            .replace(/\. To specify a positional.*$/s, '')
            .replace(/ argument is ambiguous\.\nDid you forget.*?\nTo specify an option argument starting with a dash use '(.*?)'\.?$/s, " needs a value (for a value starting with '-', write $1)")
            .replace(/\s*\n\s*/g, ' ');
        throw new UsageError(`${command}: ${msg}`);
    }
}
/**
 * Returns `value` parsed as a non-negative integer, undefined when the flag was not given (the operator's resolver
 * applies its default), or throws a UsageError naming the flag.
 */
export function intFlag(flag, value) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value))
        throw new UsageError(`invalid value for ${flag}: '${value}' (expected a non-negative integer)`);
    return Number(value);
}
/** What a token-count flag takes, for messages: `--budget` and the like. */
export const TOKEN_COUNT = 'a number of tokens such as 30000, 30k or 1.5M';
/**
 * Returns `value` read as a token count (`30000`, `30k`, `1.5M`: tokens.ts parseTokenCount), or throws a UsageError
 * naming the flag and saying what it takes (`expected`, default TOKEN_COUNT). `min` is the smallest count accepted.
 */
export function tokenFlag(flag, value, expected = TOKEN_COUNT, min = 0) {
    const n = parseTokenCount(value);
    if (n === undefined || n < min)
        throw badFlag(flag, value, expected);
    return n;
}
