// The shapes dependency discovery returns. Plain data: an environment survives JSON.stringify/parse (a cache may keep
// it), and the lookups in discover.ts work on a restored copy as well as on a fresh one.
export {};
