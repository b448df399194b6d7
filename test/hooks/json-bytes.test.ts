import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseJsonBytes, utf8Of } from '../../src/hooks/json-bytes.js';

const FILLER = 'x'.repeat(70 * 1024); // above the fast path's minimum payload size

/** Returns the JSON bytes of `v` with a long ASCII filler field, so the fast path applies by size. */
const bytesOf = (v: unknown): Buffer => Buffer.from(JSON.stringify({ filler: FILLER, v }), 'utf8');

const text = fc.string({ unit: 'binary', maxLength: 40 });
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(text, tie('v'), { maxKeys: 4 }),
  ),
})).v;

describe('parseJsonBytes (payload JSON parsed from its bytes)', () => {
  it('gives exactly the value JSON.parse gives, for any JSON.stringify output without lone surrogates', () => {
    fc.assert(
      fc.property(value, (v) => {
        const bytes = bytesOf(v);
        const expected = JSON.parse(bytes.toString('utf8')) as unknown;
        const fast = parseJsonBytes(bytes);
        expect(fast).toBeDefined(); // valid UTF-8, no non-ASCII escapes: the fast path applies
        expect(fast!.value).toStrictEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the UTF-8 bytes of long strings, which are exactly their encoding', () => {
    const long = `café 漢字 🚀 ─━│\u001b[31m\n`.repeat(8000);
    const fast = parseJsonBytes(Buffer.from(JSON.stringify({ tool_response: { stdout: long, stderr: 'é' } })));
    const out = (fast!.value as { tool_response: { stdout: string } }).tool_response.stdout;
    expect(out).toBe(long);
    expect(utf8Of(out)?.equals(Buffer.from(long, 'utf8'))).toBe(true);
    expect(utf8Of('é')).toBeUndefined();
    expect(utf8Of('other'.repeat(20000))).toBeUndefined();
  });

  it('leaves payloads it cannot read byte-for-byte to the plain path (undefined)', () => {
    const long = 'é'.repeat(40000);
    const escaped = JSON.stringify({ filler: FILLER, s: long }).replace(/é/g, '\\u00e9'); // ensure_ascii style
    expect(parseJsonBytes(Buffer.from(escaped))).toBeUndefined();
    expect(parseJsonBytes(Buffer.from(JSON.stringify({ filler: FILLER, s: 'a\ud800b' })))).toBeUndefined(); // lone surrogate → \ud800
    const invalid = Buffer.concat([Buffer.from(`{"filler":"${FILLER}","s":"`), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    expect(parseJsonBytes(invalid)).toBeUndefined();
    expect(parseJsonBytes(Buffer.from(`{"filler":"${FILLER}",`))).toBeUndefined(); // malformed: the plain path reports it
    expect(parseJsonBytes(Buffer.from('{"small":"é"}'))).toBeUndefined();
    const deep = Buffer.from(`{"filler":"${FILLER}","d":${'['.repeat(20000)}"é"${']'.repeat(20000)}}`);
    const r = parseJsonBytes(deep);
    if (r) expect(r.value).toStrictEqual(JSON.parse(deep.toString('utf8')));
  });

  it('a `__proto__` key stays an own property, decoded, and never becomes the prototype', () => {
    const fast = parseJsonBytes(Buffer.from(`{"filler":"${FILLER}","__proto__":{"é":"ü"},"ключ":"значение"}`));
    const v = fast!.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(v, '__proto__')?.value).toEqual({ é: 'ü' });
    expect(v['ключ']).toBe('значение');
    expect(Object.keys(v)).toEqual(['filler', '__proto__', 'ключ']);
  });
});

describe('parseJsonBytes escape detection', () => {
  it('takes the plain path exactly when the old regex saw a \\u escape of a code unit ≥ 0x80', () => {
    const HIGH = /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/;
    const hex = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));
    const esc = fc.tuple(fc.constantFrom('\\u', '\\\\u', 'u', '\\'), fc.array(hex, { maxLength: 4 })).map(([p, h]) => p + h.join(''));
    fc.assert(
      fc.property(fc.array(esc, { maxLength: 6 }), (parts) => {
        const body = parts.join(' ');
        const raw = Buffer.from(`{"filler":"${FILLER}","s":"${body}"}`, 'latin1');
        let valid = true;
        try { JSON.parse(raw.toString('latin1')); } catch { valid = false; }
        if (!valid) return; // only well-formed documents are compared
        expect(parseJsonBytes(raw) === undefined).toBe(HIGH.test(raw.toString('latin1')));
      }),
      { numRuns: 2000 },
    );
  });
});
