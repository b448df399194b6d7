/**
 * Java's (and the JVM languages') stack frames: `at pkg.Class.method(File.java:N)`, with the class's package kept
 * to resolve the file by path. `Exception in thread …` and `Caused by:` headlines are error lines (the pack's
 * `errorLinePrefixes`).
 * @internal
 */
import type { SymptomDialect } from '../types.js';

const JAVA_AT = /^\s*at (?:[\w.$-]+\/)?([\w$.]+)\.([\w$<>]+)\(([\w$]+\.(?:java|kt|scala|groovy)):(\d+)\)\s*$/;

export const JAVA_DIALECTS: readonly SymptomDialect[] = [
  {
    name: 'jvm-frame', order: 400, read(r, i) {
      const m = JAVA_AT.exec(r.lines[i]!);
      if (!m) return -1;
      r.pushFrame({
        path: m[3]!, line: Number(m[4]), func: `${m[1]!.slice(m[1]!.lastIndexOf('.') + 1)}.${m[2]}`, format: 'java',
        qualifiedClass: m[1]!.replace(/\$.*$/, ''), internal: /^(?:java|javax|jdk|sun|kotlin)\./.test(m[1]!),
      });
      return i;
    },
  },
];
