/**
 * A small POSIX-shell scanner that finds simple commands and the byte positions of their words, so the PreToolUse
 * hook can INSERT flags into the original string instead of re-serializing it. `shell-quote` parses, but it drops
 * positions, expands nothing faithfully on the way back (heredocs, `2>&1`, `$(…)`), so a round trip would mangle
 * commands; inserting at known positions leaves every other byte alone. Anything this scanner does not understand
 * (unterminated quotes, an unclosed heredoc) is an error and the caller leaves the command untouched.
 */
/** Returns the simple commands of `src`, or an error message when the scanner cannot be sure of the syntax. */
export function scanShell(src) {
    const s = new Scanner(src);
    try {
        s.run();
    }
    catch (err) {
        return { error: err.message };
    }
    return { commands: s.commands };
}
const OPERATOR_CHARS = new Set(['|', '&', ';', '(', ')', '<', '>']);
class Scanner {
    src;
    commands = [];
    words = [];
    redirects = [];
    i = 0;
    redirectPending = false;
    redirectOp = '';
    heredocs = [];
    constructor(src) {
        this.src = src;
    }
    run() {
        const src = this.src;
        while (this.i < src.length) {
            const c = src[this.i];
            if (c === ' ' || c === '\t') {
                this.i++;
            }
            else if (c === '\n') {
                this.endCommand();
                this.i++;
                this.readHeredocBodies();
            }
            else if (c === '#') {
                while (this.i < src.length && src[this.i] !== '\n')
                    this.i++;
            }
            else if (c === '\\' && src[this.i + 1] === '\n') {
                this.i += 2;
            }
            else if (OPERATOR_CHARS.has(c)) {
                this.operator();
            }
            else {
                this.word();
            }
        }
        if (this.heredocs.length > 0)
            throw new Error(`heredoc '${this.heredocs[0].delim}' is not closed`);
        if (this.redirectPending)
            throw new Error('redirection without a target');
        this.endCommand();
    }
    endCommand() {
        if (this.words.length > 0 || this.redirects.length > 0) {
            this.commands.push(this.redirects.length > 0 ? { words: this.words, redirects: this.redirects } : { words: this.words });
        }
        this.words = [];
        this.redirects = [];
    }
    operator() {
        const src = this.src;
        const two = src.slice(this.i, this.i + 2);
        const three = src.slice(this.i, this.i + 3);
        if (three === '<<<') {
            this.i += 3;
            this.redirectPending = true;
            this.redirectOp = three;
            return;
        }
        if (two === '<<') {
            this.i += 2;
            let strip = false;
            if (src[this.i] === '-') {
                strip = true;
                this.i++;
            }
            while (src[this.i] === ' ' || src[this.i] === '\t')
                this.i++;
            const start = this.i;
            const w = this.readWordRaw();
            if (w.start === w.end)
                throw new Error('heredoc without a delimiter');
            const delim = this.src.slice(start, this.i).replace(/['"\\]/g, '');
            this.heredocs.push({ delim, strip });
            return;
        }
        if (c2(two, ['&&', '||', ';;', '|&'])) {
            this.i += 2;
            this.endCommand();
            return;
        }
        if (c2(three, ['&>>'])) {
            this.i += 3;
            this.redirectPending = true;
            this.redirectOp = three;
            return;
        }
        if (c2(two, ['>>', '>&', '<&', '&>', '>|', '<>'])) {
            this.i += 2;
            if ((two === '>&' || two === '<&') && /[0-9-]/.test(src[this.i] ?? '')) {
                while (/[0-9-]/.test(src[this.i] ?? ''))
                    this.i++;
                return;
            }
            this.redirectPending = true;
            this.redirectOp = two;
            return;
        }
        const c = src[this.i];
        if ((c === '<' || c === '>') && src[this.i + 1] === '(') {
            // Process substitution: opaque, like $(…).
            this.i += 2;
            this.skipBalanced(')');
            this.addWord(this.i, this.i, undefined);
            return;
        }
        this.i++;
        if (c === '<' || c === '>') {
            this.redirectPending = true;
            this.redirectOp = c;
        }
        else
            this.endCommand(); // | & ; ( )
    }
    /** Reads one word starting at `i`; returns its span and literal value (undefined when it has expansions). */
    readWordRaw() {
        const src = this.src;
        const start = this.i;
        let value = '';
        while (this.i < src.length) {
            const c = src[this.i];
            if (c === ' ' || c === '\t' || c === '\n' || OPERATOR_CHARS.has(c))
                break;
            if (c === '\\') {
                if (src[this.i + 1] === '\n') {
                    this.i += 2;
                    continue;
                }
                if (value !== undefined)
                    value += src[this.i + 1] ?? '';
                this.i += 2;
            }
            else if (c === "'") {
                const close = src.indexOf("'", this.i + 1);
                if (close < 0)
                    throw new Error(`unterminated single quote at ${this.i}`);
                if (value !== undefined)
                    value += src.slice(this.i + 1, close);
                this.i = close + 1;
            }
            else if (c === '"') {
                this.i++;
                let inner = '';
                let literal = true;
                for (;;) {
                    if (this.i >= src.length)
                        throw new Error('unterminated double quote');
                    const d = src[this.i];
                    if (d === '"') {
                        this.i++;
                        break;
                    }
                    if (d === '\\') {
                        inner += src[this.i + 1] ?? '';
                        this.i += 2;
                    }
                    else if (d === '$' && (src[this.i + 1] === '(' || src[this.i + 1] === '{')) {
                        literal = false;
                        this.i += 2;
                        this.skipBalanced(src[this.i - 1] === '(' ? ')' : '}');
                    }
                    else if (d === '`') {
                        literal = false;
                        this.skipBacktick();
                    }
                    else {
                        if (d === '$')
                            literal = false;
                        inner += d;
                        this.i++;
                    }
                }
                if (value !== undefined)
                    value = literal ? value + inner : undefined;
            }
            else if (c === '$' && (src[this.i + 1] === '(' || src[this.i + 1] === '{')) {
                value = undefined;
                this.i += 2;
                this.skipBalanced(src[this.i - 1] === '(' ? ')' : '}');
            }
            else if (c === '`') {
                value = undefined;
                this.skipBacktick();
            }
            else {
                if (c === '$' || c === '*' || c === '?' || c === '[' || c === '~')
                    value = undefined;
                else if (value !== undefined)
                    value += c;
                this.i++;
            }
        }
        return { start, end: this.i, value };
    }
    word() {
        const w = this.readWordRaw();
        // `2>file`, `2>&1`: a word of digits glued to a redirection operator is a file descriptor, not an argument.
        const next = this.src[this.i];
        if ((next === '<' || next === '>') && /^\d+$/.test(this.src.slice(w.start, w.end)))
            return;
        this.addWord(w.start, w.end, w.value);
    }
    addWord(start, end, value) {
        if (this.redirectPending) {
            this.redirectPending = false;
            this.redirects.push({ op: this.redirectOp, target: { start, end, value } });
            return;
        }
        this.words.push({ start, end, value });
    }
    /** Skips to the closing `close` of `$(`/`${`/`<(`, honouring quotes and nesting. */
    skipBalanced(close) {
        const open = close === ')' ? '(' : '{';
        const src = this.src;
        let depth = 1;
        while (this.i < src.length) {
            const c = src[this.i];
            if (c === '\\') {
                this.i += 2;
                continue;
            }
            if (c === "'") {
                const q = src.indexOf("'", this.i + 1);
                if (q < 0)
                    throw new Error('unterminated single quote inside a substitution');
                this.i = q + 1;
                continue;
            }
            if (c === '"') {
                this.i++;
                while (this.i < src.length && src[this.i] !== '"')
                    this.i += src[this.i] === '\\' ? 2 : 1;
                if (this.i >= src.length)
                    throw new Error('unterminated double quote inside a substitution');
                this.i++;
                continue;
            }
            if (c === '`') {
                this.skipBacktick();
                continue;
            }
            if (c === '<' && src[this.i + 1] === '<')
                throw new Error('heredoc inside a substitution');
            if (c === open)
                depth++;
            else if (c === close && --depth === 0) {
                this.i++;
                return;
            }
            this.i++;
        }
        throw new Error(`unterminated ${open === '(' ? '$(' : '${'}`);
    }
    skipBacktick() {
        const src = this.src;
        this.i++;
        while (this.i < src.length && src[this.i] !== '`')
            this.i += src[this.i] === '\\' ? 2 : 1;
        if (this.i >= src.length)
            throw new Error('unterminated backtick');
        this.i++;
    }
    /** After a newline: skips the bodies of the heredocs opened on the previous line. */
    readHeredocBodies() {
        const src = this.src;
        while (this.heredocs.length > 0) {
            const { delim, strip } = this.heredocs[0];
            let found = false;
            while (this.i < src.length) {
                const nl = src.indexOf('\n', this.i);
                const lineEnd = nl < 0 ? src.length : nl;
                let line = src.slice(this.i, lineEnd);
                if (strip)
                    line = line.replace(/^\t+/, '');
                this.i = nl < 0 ? src.length : nl + 1;
                if (line === delim) {
                    found = true;
                    break;
                }
            }
            if (!found)
                return; // run() reports the unclosed heredoc
            this.heredocs.shift();
        }
    }
}
function c2(s, options) {
    return options.includes(s);
}
