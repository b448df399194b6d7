/**
 * The second thread of `ck normalize` on a large input (stream.ts): it takes the scan of the cleaned text's lines (the
 * line table: starts, flags, equalities, FLAGGED lines) off the main thread, which then only reads, runs the terminal
 * model, hashes the raw bytes and writes the two spill files.
 *
 * Why: the line scan is the largest part of reading the input (~19% of the process, bench/README.md), and on a
 * machine with an idle core it can run beside the rest. Nothing is copied between the threads: the helper reads back
 * what the main thread wrote to the spill store's text temp file (still in the page cache), following its length
 * through a SharedArrayBuffer, and scans it with the same fused kernel (kernels/t1.ts scanTail), from the two lines
 * before the first it is handed, so its table is the one the main thread would have built. (It took the raw bytes'
 * SHA-1 too, reading back the raw temp file: the helper then finished after the main thread and made it wait, so the
 * SHA-1 stays here.)
 *
 * Gated like the index's helpers (repo/helper-thread.ts: the CLI only, two cores or more, the bundle built), with a core
 * idle now (runtime/spare-core.ts spareCore with `idle`: the runnable threads, not the 1-minute load average), and only once the input passed T1_HELPER_MIN_BYTES (a worker costs ~30 ms of the other
 * core to start). Fail-safe: until the helper says it is ready the main thread scans itself, and a helper that fails
 * or stops making progress after the handover is abandoned: the main thread then scans the text's rest itself, with
 * the same function, so the bytes out are the same in every case.
 */
import { readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { MessagePort, Worker } from 'node:worker_threads';
import { kernelModule, adoptKernelModule } from '../kernels/wasm.js';
import { scanTail, type ScanHelper, type StreamSource, type TableParts } from '../kernels/t1.js';
import { startHelperThread } from '../repo/helper-thread.js';
import { phase } from '../runtime/phases.js';
import { spareCore } from '../runtime/spare-core.js';

/** Raw bytes read before the helper starts: below, its start-up would cost more than it takes off. */
export const T1_HELPER_MIN_BYTES = 2 << 20;
/** Text left to the helper from which the main thread, done with the rest, scans the back half itself. */
const SPLIT_MIN_BYTES = 1 << 20;
/** Bytes read before the middle of what is left to find the line start there and the two lines before it. */
const SPLIT_WINDOW = 1 << 16;
/** How long the main thread waits for a helper that makes no progress before it does the helper's part itself. */
const STALL_MS = 1000;

const BUNDLE = fileURLToPath(new URL('../workers/t1-helper.bundle.cjs', import.meta.url));

// The shared control block: byte counts as BigInt64 (texts past 2 GiB), the rest as Int32.
const TEXT_WRITTEN = 0; // c64: text bytes in the text temp file
const FROM = 1; // c64: where the helper's text starts
const CLAIM = 2; // c64: the end of the text the helper has read or is reading
const LIMIT = 3; // c64: where the helper is to stop (-1: at the end), set by the main thread once it waits (split)
const END_AT = 4; // c64: where the helper's text ended: LIMIT, or the end of the text
const C64 = 6;
const STATE = 0; // c32: BOOTING, READY, GO, DONE, FAILED, ABANDONED
const WAKE = 1; // c32: bumped (and notified) at every byte count published and at the end
const ENDED = 2; // c32: 1 when both files are complete
const PROGRESS = 3; // c32: bumped by the helper at every read
const TEXT_FD = 4;
const SKIP = 5;
const LINE_BASE = 6;
const C32 = 8;
const BOOTING = 0, READY = 1, GO = 2, DONE = 3, FAILED = 4, ABANDONED = 5;

/** The one message the helper gets. */
export interface T1HelperJob { ctrl: SharedArrayBuffer; module: WebAssembly.Module; port: MessagePort }

/** Returns the control block's two views. */
function views(sab: SharedArrayBuffer): { c64: BigInt64Array; c32: Int32Array } {
  return { c64: new BigInt64Array(sab, 0, C64), c32: new Int32Array(sab, C64 * 8, C32) };
}

/** The main thread's side of the helper: publishes what it wrote, hands the scan over, takes the results back. */
export class T1Helper implements ScanHelper {
  private readonly c64: BigInt64Array;
  private readonly c32: Int32Array;
  private textWritten = 0;
  private textFd = -1;
  private from = 0;
  private skip = 0;
  private lineBase = 0;
  /** True once the helper took the scan. */
  handed = false;

  private constructor(private readonly worker: Worker, private readonly port: MessagePort, ctrl: SharedArrayBuffer) {
    ({ c64: this.c64, c32: this.c32 } = views(ctrl));
  }

  /**
   * Returns a started helper, or null where none would pay or could start (startHelperThread's gate, the kernel not
   * built). `bundle`: the worker's (tests: one that fails).
   */
  static start(bundle = BUNDLE): T1Helper | null {
    let module: WebAssembly.Module;
    try {
      module = kernelModule('t1');
    } catch {
      return null;
    }
    // A core idle now, not by the 1-minute average: run back to back, ck keeps that at ~1 by itself.
    if (!spareCore({ idle: true })) return null;
    const worker = startHelperThread(bundle, true);
    if (!worker) return null;
    try {
      const wt = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
      const { port1, port2 } = new wt.MessageChannel();
      const ctrl = new SharedArrayBuffer(C64 * 8 + C32 * 4);
      new BigInt64Array(ctrl, 0, C64)[LIMIT] = -1n;
      worker.postMessage({ ctrl, module, port: port2 } satisfies T1HelperJob, [port2]);
      return new T1Helper(worker, port1, ctrl);
    } catch {
      void worker.terminate();
      return null;
    }
  }

  /** Returns nothing; `n` text bytes are in the text file `fd` now. */
  text(fd: number, n: number): void {
    this.textFd = fd;
    this.textWritten = n;
    Atomics.store(this.c64, TEXT_WRITTEN, BigInt(n));
    this.wake();
  }

  ready(): boolean {
    return this.textFd >= 0 && Atomics.load(this.c32, STATE) === READY;
  }

  handOver(from: number, skip: number, lineBase: number): void {
    this.from = from;
    this.skip = skip;
    this.lineBase = lineBase;
    Atomics.store(this.c64, FROM, BigInt(from));
    this.c32[TEXT_FD] = this.textFd;
    this.c32[SKIP] = skip;
    this.c32[LINE_BASE] = lineBase;
    // READY -> GO; a helper gone meanwhile would have left READY, and then does nothing: finish() sees it.
    Atomics.compareExchange(this.c32, STATE, READY, GO);
    Atomics.notify(this.c32, STATE);
    this.handed = true;
    counts.handed++;
  }

  finish(): TableParts[] {
    Atomics.store(this.c32, ENDED, 1);
    this.wake();
    // This thread has nothing left to do but wait: it scans the back half of what the helper has not read yet.
    let outer = phase('t1 helper: split');
    const split = this.split();
    phase('t1 helper: wait');
    const done = this.waitDone();
    phase(outer);
    let got: TableParts | undefined;
    if (done) {
      const wt = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
      got = wt.receiveMessageOnPort(this.port)?.message as TableParts | undefined;
    }
    this.close();
    if (got) {
      const endAt = Number(Atomics.load(this.c64, END_AT));
      if (endAt === this.textWritten) return [got];
      if (split && endAt === split.at) {
        // The helper stopped at the split: the tail's lines follow its own (the tail's first two are the lines it
        // compares its first with, already counted: their numbers are those of the two lines before the split).
        outer = phase('t1 helper: split');
        const tail = split.tail();
        const base = this.lineBase + this.skip + got.starts.length - 2;
        const flagged = tail.flagged;
        for (let i = 0; i < flagged.length; i++) flagged[i] += base;
        phase(outer);
        counts.split++;
        return [got, tail];
      }
    }
    // The helper failed, stalled or never took the job: its part is done here, by the same function.
    outer = phase('t1 helper: failed, done here');
    counts.failed++;
    const parts = scanTail(fileSource(this.textFd, this.from, this.textWritten), this.from, this.skip, this.lineBase);
    phase(outer);
    return [parts];
  }

  /**
   * Returns where the helper is asked to stop (a line start in the middle of the text it has not read yet) and the
   * lines from there on, as scanned here (numbered from the line two before it: the caller renumbers them once the
   * helper's count is known); undefined when too little is left, or no line start is near the middle.
   */
  private split(): { at: number; tail: () => TableParts } | undefined {
    const claimed = Math.max(this.from, Number(Atomics.load(this.c64, CLAIM)));
    const rest = this.textWritten - claimed;
    if (rest < SPLIT_MIN_BYTES || Atomics.load(this.c32, STATE) !== GO) return undefined;
    const mid = claimed + Math.floor(rest / 2);
    const win = Buffer.allocUnsafe(SPLIT_WINDOW);
    const base = mid - SPLIT_WINDOW;
    for (let got = 0; got < SPLIT_WINDOW;) {
      const n = readSync(this.textFd, win, got, SPLIT_WINDOW - got, base + got);
      if (n === 0) return undefined;
      got += n;
    }
    const n1 = win.lastIndexOf(10);
    const n2 = n1 > 0 ? win.lastIndexOf(10, n1 - 1) : -1;
    const n3 = n2 > 0 ? win.lastIndexOf(10, n2 - 1) : -1;
    if (n3 < 0) return undefined; // lines longer than the window: the helper scans it all
    const at = base + n1 + 1;
    const from = base + n3 + 1;
    Atomics.store(this.c64, LIMIT, BigInt(at));
    Atomics.notify(this.c32, WAKE);
    // Scanned now when the helper has not read past the split (it then stops there), else only if it stopped there.
    let tail: TableParts | undefined;
    const scan = (): TableParts => (tail ??= scanTail(fileSource(this.textFd, from, this.textWritten), from, 2, 0));
    if (Number(Atomics.load(this.c64, CLAIM)) <= at) scan();
    return { at, tail: scan };
  }

  /** Returns nothing; the helper stops (the input ended before the handover, or failed). */
  abandon(): void {
    if (this.closed) return;
    Atomics.store(this.c32, STATE, ABANDONED);
    Atomics.notify(this.c32, STATE);
    this.wake();
    this.close();
  }

  private wake(): void {
    Atomics.add(this.c32, WAKE, 1);
    Atomics.notify(this.c32, WAKE);
  }

  /** Returns true when the helper finished; false when it failed, or made no progress for STALL_MS (then abandoned). */
  private waitDone(): boolean {
    let progress = Atomics.load(this.c32, PROGRESS);
    for (;;) {
      const state = Atomics.load(this.c32, STATE);
      if (state === DONE) return true;
      if (state !== GO) break; // FAILED, or the helper never took the job
      if (Atomics.wait(this.c32, STATE, GO, STALL_MS) === 'timed-out') {
        const now = Atomics.load(this.c32, PROGRESS);
        if (now === progress) break;
        progress = now;
      }
    }
    Atomics.store(this.c32, STATE, ABANDONED);
    Atomics.notify(this.c32, STATE);
    return false;
  }

  private closed = false;

  private close(): void {
    this.closed = true;
    this.port.close();
    this.worker.unref();
  }
}

const counts = { handed: 0, failed: 0, split: 0 };

/**
 * Returns how many helpers of this thread took the scan, how many of those failed (their part done here), and how
 * many stopped at a split (the rest scanned here). @internal
 */
export function t1HelperCounts(): { handed: number; failed: number; split: number } {
  return { ...counts };
}

/** Returns a source of bytes `from` to `end` of file `fd`. */
function fileSource(fd: number, from: number, end: number): StreamSource {
  let at = from;
  return {
    read(dst) {
      if (at >= end) return 0;
      const n = readSync(fd, dst, 0, Math.min(dst.length, end - at), at);
      if (n === 0) throw new Error(`normalize: the text temp file ended at ${at} of ${end} bytes`);
      at += n;
      return n;
    },
  };
}

/** Returns nothing; the helper thread's work (t1-helper-worker.ts), reporting through `job`'s control block and port. */
export function runT1Helper(job: T1HelperJob): void {
  adoptKernelModule('t1', job.module);
  const { c64, c32 } = views(job.ctrl);
  const stopped = (): boolean => Atomics.load(c32, STATE) === ABANDONED;
  Atomics.compareExchange(c32, STATE, BOOTING, READY);
  Atomics.notify(c32, STATE);
  for (;;) {
    const state = Atomics.load(c32, STATE);
    if (state === GO) break;
    if (state !== READY) return;
    Atomics.wait(c32, STATE, READY, 1000);
  }
  try {
    const textFd = c32[TEXT_FD]!;
    const from = Number(c64[FROM]);
    let textAt = from;
    const parts = scanTail({
      read(dst) {
        for (;;) {
          if (stopped()) throw new Error('t1 helper: abandoned');
          const wake = Atomics.load(c32, WAKE);
          const ended = Atomics.load(c32, ENDED) === 1; // read before the count: once ended, it is final
          let avail = Math.min(dst.length, Number(Atomics.load(c64, TEXT_WRITTEN)) - textAt);
          if (avail > 0) {
            // Claim, then look at the limit (the main thread sets the limit, then looks at the claim): a limit not yet
            // reached is kept, one already passed is not (the main thread then finds the helper ended elsewhere).
            Atomics.store(c64, CLAIM, BigInt(textAt + avail));
            const limit = Number(Atomics.load(c64, LIMIT));
            if (limit >= textAt) {
              avail = Math.min(avail, limit - textAt);
              if (avail === 0) return 0;
            }
            const n = readSync(textFd, dst, 0, avail, textAt);
            if (n === 0) throw new Error('t1 helper: the text temp file is short');
            textAt += n;
            Atomics.add(c32, PROGRESS, 1);
            return n;
          }
          if (ended) return 0;
          const limit = Number(Atomics.load(c64, LIMIT));
          if (limit >= 0 && limit === textAt) return 0;
          Atomics.wait(c32, WAKE, wake, 100);
        }
      },
    }, from, c32[SKIP]!, c32[LINE_BASE]!);
    Atomics.store(c64, END_AT, BigInt(textAt));
    const buffers = [...new Set([parts.starts.buffer, parts.flags.buffer, parts.eq.buffer, parts.flagged.buffer])] as ArrayBuffer[];
    job.port.postMessage(parts, buffers);
    if (Atomics.compareExchange(c32, STATE, GO, DONE) !== GO) return; // abandoned meanwhile
  } catch {
    Atomics.compareExchange(c32, STATE, GO, FAILED);
  }
  Atomics.notify(c32, STATE);
}
