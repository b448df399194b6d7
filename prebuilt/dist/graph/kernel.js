// The contract both graph implementations (wasm kernel and TypeScript twin) fulfil; the tests run over both.
/** Returns the kernel code for a test policy (0 neutral, 1 tests first, 2 tests last). */
export function testPolicyCode(p) {
    return p === 'first' ? 1 : p === 'last' ? 2 : 0;
}
