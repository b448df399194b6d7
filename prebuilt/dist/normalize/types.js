// Result types of T1 normalize.
export {};
