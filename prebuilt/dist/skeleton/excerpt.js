/**
 * Returns the per-symbol skeleton of a file: only the skeleton lines of `defs` (a function's signature, docstring
 * summary and `...`; a class's header, docstring and attributes up to its first member in `members`), each method
 * under its class's header line, with one comment marking every gap (`# … lines a-b` in Python, `// … lines a-b`
 * otherwise). Lines come from `level.rows`, the source line each skeleton line starts at.
 */
export function symbolExcerpt(level, defs, members, python) {
    const lines = level.text.split('\n');
    const rows = level.rows;
    const n = Math.min(lines.length, rows.length);
    const keep = new Uint8Array(n);
    const firstAt = (line) => {
        let lo = 0, hi = n;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (rows[mid] < line)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    const markHeader = (d) => {
        let i = firstAt(d.start);
        for (; i < n && rows[i] <= d.end; i++) {
            keep[i] = 1;
            const t = lines[i].replace(/\s+#.*$/, '').trimEnd();
            if (!t.trimStart().startsWith('@') && (python ? t.endsWith(':') : t.includes('{')))
                return i + 1;
        }
        return i;
    };
    for (const d of defs) {
        if (d.kind === 'class') {
            let i = markHeader(d);
            const firstMember = members.filter((m) => m.start > d.start && m.start <= d.end).reduce((a, m) => Math.min(a, m.start), d.end + 1);
            for (; i < n && rows[i] < firstMember && rows[i] <= d.end; i++)
                keep[i] = 1;
            continue;
        }
        const owner = members.find((m) => m.kind === 'class' && m.start < d.start && m.end >= d.end);
        if (owner)
            markHeader(owner);
        for (let i = firstAt(d.start); i < n && rows[i] <= d.end; i++)
            keep[i] = 1;
    }
    const out = [];
    for (let i = 0; i < n; i++) {
        if (keep[i]) {
            out.push(lines[i]);
            continue;
        }
        let j = i;
        while (j + 1 < n && !keep[j + 1])
            j++;
        const next = j + 1 < n ? lines[j + 1] : '';
        const indent = /^[ \t]*/.exec(next)[0];
        const to = j + 1 < n ? rows[j + 1] - 1 : Math.max(rows[n - 1] ?? 1, rows[j] ?? 1);
        out.push(`${indent}${python ? '#' : '//'} … lines ${rows[i]}-${Math.max(rows[i], to)}`);
        i = j;
    }
    return `${out.join('\n')}\n`;
}
