import { describe, it, expect } from 'vitest';
import { normalize } from '../../src/normalize/normalize.js';
import { recall, recallRaw } from '../../src/normalize/recall.js';
import { isMarkerLine, parseMarker } from '../../src/normalize/markers.js';
import { isolateState, splitLines } from './helpers.js';

isolateState();

const longLog = (n: number, signalAt: number[] = []): string =>
  Array.from({ length: n }, (_, i) => (signalAt.includes(i) ? `src/mod${i}.ts:${i}:3 - error TS2322: broken ${i}` : `step ${i}: compiling unit ${i * 7}`)).join('\n') + '\n';

describe('normalize on hostile inputs', () => {
  it('empty input', () => {
    const r = normalize('');
    expect(r).toMatchObject({ text: '', key: null, changed: false, tokensBefore: 0, elisions: [] });
    expect(normalize(new Uint8Array(0)).text).toBe('');
  });

  it('binary input: one marker, raw bytes recoverable exactly, never mangled', () => {
    const bin = new Uint8Array(4096).map((_, i) => (i * 31 + 7) & 0xff);
    bin[5] = 0;
    const r = normalize(bin);
    expect(r.binary).toBe(true);
    expect(splitLines(r.text)).toHaveLength(1);
    expect(isMarkerLine(r.text)).toBe(true);
    expect(parseMarker(r.text)).toMatchObject({ kind: 'binary', key: r.key, raw: true });
    expect(Buffer.compare(recallRaw(r.key!), Buffer.from(bin))).toBe(0);
    expect(() => recall(r.key!, { lines: [1, 1] })).toThrow(/binary.*--raw/);
    expect(normalize(r.text).text).toBe(r.text);
  });

  it('invalid UTF-8 in mostly-text input: shown with U+FFFD, raw bytes kept exactly', () => {
    const bytes = Buffer.concat([Buffer.from('caf'), Buffer.from([0xe9]), Buffer.from(' latin-1 line\n'), Buffer.from(longLog(60, [30]))]);
    const r = normalize(bytes);
    expect(r.binary).toBe(false);
    expect(r.text.startsWith('caf\ufffd latin-1 line\n')).toBe(true);
    expect(r.changed).toBe(true);
    expect(Buffer.compare(recallRaw(r.key!), bytes)).toBe(0);
    expect(normalize(r.text).text).toBe(r.text);
  });

  it('counts tokens of byte input as characters/4, non-ASCII included', () => {
    const text = 'naïve café 日本 😀\n'.repeat(50);
    expect(normalize(Buffer.from(text), { spill: false }).tokensBefore).toBe(Math.ceil(text.length / 4));
  });

  it('a single 50 MB line: cut to head + tail around a marker whose recall gives the whole line back', () => {
    const line = `${'h'.repeat(4000)}${'x'.repeat(50 * 1024 * 1024)}${'t'.repeat(4000)}`;
    const r = normalize(line);
    expect(r.changed).toBe(true);
    expect(r.text.length).toBeLessThan(4096);
    expect(r.text.startsWith('h'.repeat(1536) + ' [ck: cut ')).toBe(true);
    expect(r.text.endsWith('] ' + 't'.repeat(512))).toBe(true);
    expect(r.text).toContain(`; recover: ck recall ${r.key} --lines 1-1]`);
    expect(r.elisions).toEqual([{ start: 1, end: 1, lines: 1, tokens: Math.ceil((line.length - 2048) / 4), kind: 'long-line' }]);
    expect(recall(r.key!, { lines: [1, 1] }) === `${line}\n`).toBe(true);
    expect(normalize(r.text).text).toBe(r.text);
  });

  it('already-normalized text passes through unchanged', () => {
    const first = normalize(longLog(500, [100, 250]), { tool: 'bash' });
    expect(first.elisions.length).toBeGreaterThan(0);
    const again = normalize(first.text, { tool: 'bash' });
    expect(again.text).toBe(first.text);
    expect(again.changed).toBe(false);
    expect(again.key).toBeNull();
  });

  it('short outputs only get lossless-looking transforms (no elision)', () => {
    const text = Array.from({ length: 30 }, (_, i) => `line ${i} of a short build log with some words`).join('\n') + '\n';
    expect(normalize(text).text).toBe(text);
    const same = 'Downloading the same artifact again\n';
    const rep = `start\n${same.repeat(10)}end\n`;
    const r = normalize(rep);
    expect(r.text).toBe(`start\n${same}[ck: line 2 repeated 9 more times (lines 3-11); recover: ck recall ${r.key} --lines 3-11]\nend\n`);
    expect(recall(r.key!, { lines: [3, 11] })).toBe(same.repeat(9));
    // A collapse that would save less than its marker costs is not made.
    const few = `start\n${'same\n'.repeat(10)}end\n`;
    expect(normalize(few).text).toBe(few);
  });

  it('long outputs keep head, signal with context, tail; markers state exact ranges', () => {
    const r = normalize(longLog(1000, [400]), { tool: 'bash' });
    const lines = splitLines(r.text);
    expect(lines).toContain('src/mod400.ts:400:3 - error TS2322: broken 400');
    expect(lines).toContain('step 399: compiling unit 2793');
    expect(lines).toContain('step 401: compiling unit 2807');
    const markers = lines.filter(isMarkerLine).map((l) => parseMarker(l)!);
    expect(markers.map((m) => m.lines)).toEqual([[16, 399], [403, 975]]);
    expect(lines[15]).toBe(`[ck: elided lines 16-399 (384 lines, ~${lines[15]!.match(/~([\d.]+k?) tokens/)![1]} tokens); recover: ck recall ${r.key} --lines 16-399]`);
    expect(r.tokensAfter / r.tokensBefore).toBeLessThan(0.1);
  });

  it('keeps whole Python tracebacks and diff hunks', () => {
    const noise = (k: number, tag: string) => Array.from({ length: k }, (_, i) => `${tag} noise ${i}`);
    const tb = ['Traceback (most recent call last):', '  File "/app/main.py", line 10, in <module>', '    main()', '  File "/app/main.py", line 6, in main', '    return compute(d)', 'KeyError: \'b\''];
    const hunk = ['@@ -1,4 +1,4 @@', ' keep', '-old value', '+new value', ' tail'];
    const text = [...noise(100, 'a'), ...tb, ...noise(100, 'b'), ...hunk, ...noise(100, 'c')].join('\n');
    const out = splitLines(normalize(text, { tool: 'bash' }).text);
    for (const l of [...tb, '@@ -1,4 +1,4 @@', '-old value', '+new value']) expect(out).toContain(l);
  });
});

describe('tool projections', () => {
  it('json: long arrays keep 3 items and a marker element; output is valid JSON; idempotent', () => {
    const doc = { total: 500, items: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `item-${i}`, tags: ['a'] })) };
    const input = JSON.stringify(doc, null, 2);
    const r = normalize(input);
    expect(r.stats.tool).toBe('json');
    const out = JSON.parse(r.text) as { total: number; items: unknown[] };
    expect(out.total).toBe(500);
    expect(out.items.slice(0, 3)).toEqual(doc.items.slice(0, 3));
    expect(out.items).toHaveLength(4);
    expect(String(out.items[3])).toMatch(/^\[ck: 497 more items of \$\.items elided \(indices 3-499 of 500, item keys: id, name, tags\); recover: ck recall [0-9a-f]+\]$/);
    expect(normalize(r.text).text).toBe(r.text);
    expect(JSON.parse(recall(r.key!))).toEqual(doc);
  });

  it('json: numbers a round trip would respell are not rewritten', () => {
    const input = JSON.stringify({ a: Array.from({ length: 50 }, (_, i) => i) }).replace('[0,', '[1.50,');
    const r = normalize(input, { tool: 'json' });
    expect(r.text.includes('1.50')).toBe(true);
  });

  it('grep: matches capped per file with a count, the file lines of the capped matches and a recall command', () => {
    const lines = [
      ...Array.from({ length: 40 }, (_, i) => `src/a.ts:${i + 1}:  const a${i} = 1;`),
      ...Array.from({ length: 3 }, (_, i) => `src/b.ts:${i + 1}:  let b${i};`),
    ];
    const r = normalize(lines.join('\n') + '\n', { tool: 'grep' });
    const out = splitLines(r.text);
    expect(out).toHaveLength(5 + 1 + 3);
    expect(out[5]).toBe(`[ck: 35 more matches in src/a.ts at lines 6-40 (output lines 6-40); recover: ck recall ${r.key} --lines 6-40]`);
    expect(recall(r.key!, { lines: [6, 40] })).toBe(lines.slice(5, 40).join('\n') + '\n');
    expect(normalize(r.text, { tool: 'grep' }).text).toBe(r.text);
  });

  it('read: file contents are not collapsed or elided', () => {
    const code = Array.from({ length: 300 }, (_, i) => (i % 10 === 0 ? '' : `  x${i} = ${i}  # error handling`)).join('\n') + '\n\n\n\n}\n}\n}\n';
    expect(normalize(code, { tool: 'read' }).text).toBe(code);
  });

  it('web: blank runs of 2+ collapse when the marker costs less than the blank lines', () => {
    const page = `Title\n${'   \n'.repeat(200)}Body text\n`;
    const r = normalize(page, { tool: 'web' });
    expect(r.text).toBe(`Title\n   \n[ck: 199 more blank lines (lines 3-201); recover: ck recall ${r.key} --lines 3-201]\nBody text\n`);
    const short = 'Title\n\n\nBody text\n';
    expect(normalize(short, { tool: 'web' }).text).toBe(short);
  });

  it('rejects an unknown tool with a message naming the choices', () => {
    expect(() => normalize('x', { tool: 'nope' as never })).toThrow(/unknown tool 'nope'.*bash, read, grep, json, web, auto/);
  });
});
