/** Recognizes a strong symptom (traceback, stack, failed test, compiler error) in free text such as a user prompt. */

/** What kind of symptom a text carries. */
export type SymptomKind = 'python-traceback' | 'node-stack' | 'pytest-failed' | 'compiler-error';

const PATTERNS: readonly [SymptomKind, RegExp][] = [
  ['python-traceback', /Traceback \(most recent call last\):[\s\S]*?\n\s+File "[^"]+", line \d+/],
  ['node-stack', /\n\s+at (?:[^\n(]+ \()?(?:file:\/\/)?[^\s():]+\.(?:[cm]?js|tsx?|jsx):\d+:\d+\)?/],
  ['pytest-failed', /(?:^|\n)(?:FAILED|ERROR) [^\s:]+\.py::\S+/],
  ['compiler-error', /(?:^|\n)[^\s:]+\.[A-Za-z]{1,5}:\d+(?::\d+)?:? (?:error|fatal error|Error)\b/],
];

/** Returns the kind of the first strong symptom found in `text`, or undefined when there is none. */
export function detectSymptom(text: string): SymptomKind | undefined {
  for (const [kind, re] of PATTERNS) if (re.test(text)) return kind;
  return undefined;
}
