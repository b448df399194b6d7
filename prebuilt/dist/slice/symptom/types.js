/** The shape of a parsed symptom: what the user pasted, split into frames, messages, types, tests, diagnostics. */
export {};
