// How an input is cut into the units ddmin removes, and how a choice of units is put back together.
/**
 * Returns `input` cut into units. Lines keep their `\n` (a last line without one stays without), so joining every
 * unit gives back the input byte for byte, CRLF and invalid UTF-8 included. Characters are code points of UTF-8 text;
 * input that is not valid UTF-8 throws (characters of it would not round-trip).
 */
export function cutUnits(input, unit) {
    if (unit === 'line') {
        const lines = [];
        let start = 0;
        for (let i = input.indexOf(10); i !== -1; i = input.indexOf(10, start)) {
            lines.push(input.subarray(start, i + 1));
            start = i + 1;
        }
        if (start < input.length)
            lines.push(input.subarray(start));
        return { count: lines.length, join: (indices) => Buffer.concat(indices.map((i) => lines[i])) };
    }
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(input); // throws on invalid UTF-8
    const chars = Array.from(text);
    return { count: chars.length, join: (indices) => Buffer.from(indices.map((i) => chars[i]).join(''), 'utf8') };
}
