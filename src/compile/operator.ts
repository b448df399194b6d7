import { layerCodeHash } from '../parse/codehash.js';

/**
 * Returns `compile@<8 hex>`: a hash over the compiler's code and the parse layers it depends on (compile, skeleton,
 * symbols, parse), so a manifest names exactly the code that produced it.
 */
export function compileOperatorId(): string {
  return `compile@${layerCodeHash()}`;
}
