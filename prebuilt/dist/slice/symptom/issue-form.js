/**
 * The parts of an issue form that describe no fault, blanked before seeding: HTML comments (the form's instructions,
 * which GitHub does not render: "This is a list of issues, not a forum…") and environment reports (a version
 * listing such as INSTALLED VERSIONS, `name: version` lines, `pip list`, `conda list` or `pip freeze` output) with
 * the heading that introduces them ("Output of `show_versions()`", "Environment").
 *
 * Why: such a report names every package and the call that printed it, and its words match the repository's own
 * version-reporting module. On the held-out issue set that module was the first or second seed file of five issues of
 * one repository whose form asks for the report, ahead of the file the fix changed. Nothing here names a project: the
 * shapes are those of issue templates and of the tools that print versions.
 *
 * Also blanked: the form's field labels, headings made only of the words such forms use ("Describe the bug",
 * "Steps to reproduce", "Expected behavior", "Your project", "Environment info"). Their words are the form's, the same
 * in every issue, and they match whatever module of a repository speaks of projects, problems and behaviour. A
 * heading with any other word ("Dataset.sel ignores method", "Wrong rounding") is the reporter's and stays.
 *
 * Lines are kept (blanked, not removed), so that line-based readers of the text see the same layout.
 */
import { fenceAt } from './lines.js';
/** `key: value` (an optional list marker before it): the shape of a version listing's lines. */
const KEY_VALUE = /^\s*(?:[-*+]\s+)?([A-Za-z_][\w .()/+-]{0,40}?)\s*:\s+(\S.{0,120})$/;
/** `name  version [build] [channel]` or `name==version`: pip list, conda list, pip freeze. */
const PACKAGE_ROW = /^\s*[A-Za-z][\w.-]*(?:\s+|==)v?\d+(?:\.\d+)+\S*(?:\s+\S+){0,3}\s*$/;
/** A value that is a full version (x.y.z), or None: the marks of a version listing. */
const STRONG_VALUE = /^(?:v?\d+\.\d+\.\d+|None)\b/;
/** A value that is a short version (x.y). */
const WEAK_VALUE = /^v?\d+\.\d+\b/;
/** Lines a listing may hold between its rows: blanks, rules, an all-caps title, `<details>`, code fences. */
const FILLER = /^\s*(?:|[-=_*]{3,}(?:\s+[-=_*]{3,})*|[A-Z][A-Z ]{3,}|<\/?details>|```\w*|~~~\w*)\s*$/;
/** A bracketed line inside a listing: the second line of Python's version (`[GCC 7.3.0]`, `[MSC v.1916 64 bit]`). */
const CONTINUATION = /^\s*[[(].*[\])]\s*$/;
/** A line that introduces what follows: a markdown heading, a `<summary>`, a bold line, or a short line ending in ':'. */
const HEADING = /^\s*(?:#{1,6}\s+\S.*|(?:<details>\s*)?<summary>.*|\*\*[^*]+\*\*:?|(?:\S+\s+){0,11}\S+:)\s*$/;
/** A heading: `#`–`######`, or a line of bold text alone; an ending ':' allowed. Group 1 or 2 is its text. */
const LABEL = /^\s*(?:#{1,6}\s+(.+?)|\*\*([^*]+?)\*\*)\s*:?\s*$/;
/**
 * The words of issue forms' field labels: GitHub's default bug report and feature request templates and the common
 * variants of project templates (a closed vocabulary of the form, not of any project).
 */
const FORM_WORDS = new Set(`a additional alternatives an and anything actual backend behavior behaviour bug bugs code command
  comments complete concise confirmation considered context current dependencies describe description details did else
  enable environment error errors example expect expected extensions extra feature for happen happened how i if
  information info installation is it know log logs mcve minimal motivation mvce need notes of on operating or os other
  outcome output platform please possible problem project proposed python related relevant report reproduce reproducible
  reproduction request result results sample screenshots solution steps summary system the to tools traceback used
  verifiable version versions we what when workflow you you'd you've your`.split(/\s+/));
/**
 * Rows, labels and headings are short; a longer line is none of them, and is never given to the patterns above (whose
 * backtracking grows with the square of a line's length: a pasted 100 KB line would take seconds).
 */
const MAX_LINE = 200;
/** A listing needs this many full versions (or None values)… */
const MIN_STRONG = 3;
/** …and this many versions in all, to be taken for an environment report. */
const MIN_VERSIONS = 4;
/**
 * Returns `text` with its HTML comments, environment reports and field labels blanked (each line kept, emptied).
 * A text that is a unified diff (it starts as one) is returned as it is: its lines are the change's, whatever their
 * shape. An issue that quotes a patch is read as any other issue.
 */
export function withoutIssueBoilerplate(text) {
    const hasComment = text.includes('<!--');
    if (!hasComment && !/\d\.\d/.test(text) && !/^\s*(?:#|\*\*)/m.test(text))
        return text;
    if (/^\s*(?:diff --git |--- \S|Index: \S|@@ -\d)/.test(text))
        return text;
    // Line breaks as the symptom parser reads them (issue texts often come with CRLF).
    const plain = text.replace(/\r\n?/g, '\n');
    const commentless = hasComment ? blankComments(plain) : plain;
    const lines = commentless.split('\n');
    let changed = commentless !== plain;
    // Field labels outside code blocks (inside one, `# Project information` is a comment of the reporter's code).
    const fenced = fencedAfter(lines);
    for (let k = 0; k < lines.length; k++) {
        if (!fenced[k] && isFormLabel(lines[k])) {
            lines[k] = '';
            changed = true;
        }
    }
    let i = 0;
    while (i < lines.length) {
        const run = listingAt(lines, i);
        if (!run) {
            i++;
            continue;
        }
        if (run.report) {
            // Its first rows may stand apart, before a line that broke the run (too few versions on their own), and its
            // heading above them across blanks, fences and `<details>`.
            let start = i;
            while (start > 0 && inListing(lines[start - 1]))
                start--;
            for (let k = start; k < run.end; k++)
                lines[k] = '';
            // Up to two headings: a template's placeholder ("# Paste the output here") under the field's own label.
            let h = start - 1;
            for (let n = 0; n < 2; n++) {
                while (h >= 0 && lines[h].length <= MAX_LINE && (FILLER.test(lines[h]) || /^\s*<summary>\s*$/.test(lines[h])))
                    h--;
                if (h < 0 || lines[h].length > MAX_LINE || !HEADING.test(lines[h]))
                    break;
                lines[h--] = '';
            }
            changed = true;
        }
        // A run that is no report holds none either (its parts have fewer versions): skip it whole.
        i = run.end;
    }
    return changed ? lines.join('\n') : text;
}
/** Returns true for a heading made only of issue-form words ("**Describe the bug**", "### Steps to reproduce"). */
function isFormLabel(line) {
    if (line.length > MAX_LINE)
        return false;
    const m = LABEL.exec(line);
    if (!m)
        return false;
    const words = (m[1] ?? m[2]).toLowerCase().split(/[\s/,?.!()-]+/).filter(Boolean);
    return words.length > 0 && words.every((w) => FORM_WORDS.has(w));
}
/**
 * Returns `text` with each complete `<!-- … -->` comment outside code blocks replaced by as many line breaks as it
 * held. Inside a fenced block GitHub shows a comment as written: it is part of the reporter's snippet.
 */
function blankComments(text) {
    const fenced = fencedAfter(text.split('\n'));
    // The line a comment starts on; comments come in text order, so one pass over the text counts all the breaks.
    let line = 0;
    let pos = 0;
    const lineOf = (at) => {
        for (; pos < at; pos++)
            if (text.charCodeAt(pos) === 10)
                line++;
        return line;
    };
    return text.replace(/<!--[\s\S]*?-->/g, (c, at) => (fenced[lineOf(at)] ? c : '\n'.repeat(c.split('\n').length - 1)));
}
/**
 * Returns, per line, whether it is inside a fenced code block as the mentions read them (lines.ts fenceAt): an
 * opening fence line counts as inside, a closing fence line as outside, code that ends with the fence as inside.
 */
function fencedAfter(lines) {
    const inside = new Array(lines.length).fill(false);
    for (let i = 0; i < lines.length; i++) {
        const block = fenceAt(lines, i);
        if (!block)
            continue;
        const end = block.inline ? block.close + 1 : block.close;
        for (let k = i; k < end && k < lines.length; k++)
            inside[k] = true;
        i = block.inline ? block.close : end; // past the block (the loop's i++ steps over a closing fence line)
    }
    return inside;
}
/**
 * Returns the run of listing rows (`key: value` or package rows, fillers between them) starting at line `from`, or
 * undefined when line `from` is no row: its end (exclusive, after its last row) and whether it is an environment
 * report (MIN_STRONG full versions or None values, MIN_VERSIONS versions in all).
 */
function listingAt(lines, from) {
    if (!isRow(lines[from]))
        return undefined;
    let strong = 0;
    let versions = 0;
    let last = from;
    for (let k = from; k < lines.length; k++) {
        const line = lines[k];
        if (isRow(line)) {
            const value = PACKAGE_ROW.test(line) ? '1.0.0' : KEY_VALUE.exec(line)[2].trim();
            if (STRONG_VALUE.test(value))
                strong++;
            if (STRONG_VALUE.test(value) || WEAK_VALUE.test(value))
                versions++;
            last = k;
        }
        else if (!inListing(line))
            break;
    }
    return { end: last + 1, report: strong >= MIN_STRONG && versions >= MIN_VERSIONS };
}
/** Returns true for a line a listing may hold: a row, a filler or a continuation. */
function inListing(line) {
    return isRow(line) || (line.length <= MAX_LINE && (FILLER.test(line) || CONTINUATION.test(line)));
}
/** Returns true for a line of a version listing: `key: value` or a package row. */
function isRow(line) {
    return line.length <= MAX_LINE && (PACKAGE_ROW.test(line) || KEY_VALUE.test(line));
}
