// The contract both graph implementations (wasm kernel and TypeScript twin) fulfil; the tests run over both.

/** Result of one breadth-first search; arrays are owned by the caller (copied out of kernel memory). */
export interface KernelReach {
  /** Hops from the nearest source per node id, -1 when not reached. */
  readonly hop: Int32Array;
  /** Predecessor on a shortest path per node id, -1 for sources and unreached nodes. */
  readonly via: Int32Array;
  /** Reached node ids in visit order (sources first). */
  readonly order: Int32Array;
  /** Per node id: candidates it left out because of the fan-out cap (0 when the cap was not hit). */
  readonly dropped: Int32Array;
  /** Sum of `dropped`. */
  readonly droppedTotal: number;
}

/** Test-file policy for the fan-out ranking. */
export type TestPolicy = 'neutral' | 'first' | 'last';

/** One query to a graph kernel; all fields already resolved (no defaults applied below this line). */
export interface KernelQuery {
  readonly sources: Int32Array;
  /** Maximum hops; -1 for unbounded. */
  readonly depth: number;
  /** Bitmask of edge kind ids (bit k = kind k) that may be followed. */
  readonly mask: number;
  readonly reverse: boolean;
  /** Maximum new nodes added per expanded node; 0 for unlimited. */
  readonly fanout: number;
  readonly tests: TestPolicy;
}

/** A built graph: CSR forward and reverse adjacency over node ids 0..nodes-1. */
export interface GraphKernel {
  readonly impl: 'wasm' | 'js';
  readonly nodes: number;
  /** Distinct (from, to) pairs after merging parallel edges. */
  readonly edgeCount: number;
  /** Returns the nodes reached by a breadth-first search (see KernelQuery). */
  reach(q: KernelQuery): KernelReach;
  /** Returns the direct successors (reverse=false) or predecessors (reverse=true) of `node`, ascending by id. */
  neighbours(node: number, reverse: boolean): Int32Array;
  /** Returns nothing; frees the kernel's memory. Further calls throw. */
  delete(): void;
}

/** Input edges: parallel arrays, kinds are ids 0..31 (index into the caller's kind table). */
export interface EdgeInput {
  readonly nodes: number;
  readonly from: Int32Array;
  readonly to: Int32Array;
  readonly kind: Uint8Array;
  /** Per node: bit 0 set for test files (used by the fan-out ranking). */
  readonly flags: Uint8Array;
}

/** Returns the kernel code for a test policy (0 neutral, 1 tests first, 2 tests last). */
export function testPolicyCode(p: TestPolicy): number {
  return p === 'first' ? 1 : p === 'last' ? 2 : 0;
}
