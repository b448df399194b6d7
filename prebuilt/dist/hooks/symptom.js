/** Recognizes a strong symptom (traceback, stack, failed test, compiler error) in free text such as a user prompt. */
const PATTERNS = [
    ['python-traceback', /Traceback \(most recent call last\):[\s\S]*?\n\s+File "[^"]+", line \d+/],
    ['node-stack', /\n\s+at (?:[^\n(]+ \()?(?:file:\/\/)?[^\s():]+\.(?:[cm]?js|tsx?|jsx):\d+:\d+\)?/],
    ['pytest-failed', /(?:^|\n)(?:FAILED|ERROR) [^\s:]+\.py::\S+/],
    ['compiler-error', /(?:^|\n)[^\s:]+\.[A-Za-z]{1,5}:\d+(?::\d+)?:? (?:error|fatal error|Error)\b/],
];
/** Words a problem report uses (a bug, a failure, a wrong result), in English as issues are mostly written. */
const PROBLEM = /\b(?:bug|error|errors|fails?|failing|failed|failure|crash(?:es|ed)?|exception|raises?|wrong|incorrect|unexpected(?:ly)?|broken|regression|doesn'?t work|does not work|not working|instead of|should(?: not|n'?t)? (?:be|return|raise|work))\b/i;
/** Code-shaped tokens: `backticked`, snake_case with an underscore, dotted.names, CamelCase with an inner capital, calls. */
const CODE = /`[^`\n]{2,80}`|\b[a-z]+_[a-z_0-9]+\b|\b[A-Za-z_]\w*\.[A-Za-z_]\w*(?:\.\w+)*\b|\b[A-Z][a-z]+[A-Z]\w*\b|\b[A-Za-z_]\w{2,}\(/g;
/**
 * Returns the kind of the first strong symptom found in `text`, or undefined when there is none. Besides traces and
 * diagnostics, a problem described in prose counts (`problem-report`): at least 80 characters, a word of failure,
 * and two or more code-shaped names — the shape of an issue pasted as a prompt.
 */
export function detectSymptom(text) {
    for (const [kind, re] of PATTERNS)
        if (re.test(text))
            return kind;
    if (text.length >= 80 && PROBLEM.test(text) && new Set(text.match(CODE) ?? []).size >= 2)
        return 'problem-report';
    return undefined;
}
