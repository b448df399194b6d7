// Minimal WebAssembly typings: @types/node 20 does not declare the global and we do not pull in the DOM lib.
declare namespace WebAssembly {
  class Module {
    constructor(bytes: BufferSource);
    static exports(module: Module): { name: string; kind: string }[];
  }
  class Instance {
    constructor(module: Module, imports?: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
  class Memory {
    constructor(descriptor: { initial: number; maximum?: number; shared?: boolean });
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
  class RuntimeError extends Error {}
  class CompileError extends Error {}
  function compile(bytes: BufferSource): Promise<Module>;
  function instantiate(module: Module, imports?: Record<string, Record<string, unknown>>): Promise<Instance>;
  type BufferSource = ArrayBufferView | ArrayBuffer;
}
