// A full GC on request (src/runtime/collect.ts): used once after a dropped wasm instance of over 64 MB.
import { describe, it, expect } from 'vitest';
import { collectGarbage } from '../../src/runtime/collect.js';

describe('collectGarbage', () => {
  it('runs a full collection: an object only a WeakRef holds is gone after it', async () => {
    let ref: WeakRef<object> | undefined;
    (() => { ref = new WeakRef({ big: new Array(1000).fill(1) }); })();
    await new Promise((r) => setImmediate(r)); // a WeakRef's target is kept to the end of the job that made it
    expect(collectGarbage()).toBe(true);
    expect(collectGarbage()).toBe(true); // the gc function is made once and reused
    expect(ref!.deref()).toBeUndefined();
  });
});
