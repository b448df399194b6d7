// Cuts a captured Python traceback or Node stack into the three symptom forms and finds its innermost frame.
// Used by capture.mjs; no dependency on the slicer.

const PY_FRAME = /^\s*File "([^"]+)", line (\d+)(?:, in (.*))?$/;
const NODE_AT = /^\s*at (?:.*? \()?((?:\/|file:\/\/|node:)[^()]*?):(\d+):(\d+)\)?\s*$/;

/**
 * Returns the frames and error line of a Python traceback (the last one of a chain), or null when the text
 * holds no traceback. Each frame is {path, line, func, lines: [frame line, source line?]}.
 */
export function parsePython(text) {
  const lines = text.split('\n');
  let start = -1;
  for (let i = 0; i < lines.length; i++) if (lines[i].startsWith('Traceback (most recent call last):')) start = i;
  if (start < 0) return null;
  const frames = [];
  let i = start + 1;
  let errorAt = -1;
  for (; i < lines.length; i++) {
    const l = lines[i];
    const m = PY_FRAME.exec(l);
    if (m) {
      const f = { path: m[1], line: Number(m[2]), func: m[3] ?? '', lines: [l] };
      const next = lines[i + 1];
      if (next !== undefined && /^ {4}\S/.test(next) && !PY_FRAME.test(next)) f.lines.push(next);
      frames.push(f);
      continue;
    }
    if (l.length > 0 && !/^\s/.test(l)) { errorAt = i; break; }
  }
  if (!frames.length || errorAt < 0) return null;
  return { frames, innermost: frames[frames.length - 1], error: lines[errorAt], firstTraceback: lines.findIndex((l) => l.startsWith('Traceback (most recent call last):')) };
}

/**
 * Returns the frames and error line of a Node stack as printed for an uncaught error (or logged by a library),
 * or null when the text holds no `at` frame. Frames are innermost first, as Node prints them.
 */
export function parseNode(text) {
  const lines = text.split('\n');
  const firstAt = lines.findIndex((l) => NODE_AT.test(l));
  if (firstAt < 0) return null;
  // Uncaught: "file:line", the source line, a caret line, a blank line, then the error. Otherwise (a library logged
  // it) the error is the nearest line above the first frame that reads "Name: message" or "Name [code]: message".
  let e = -1;
  const head = lines.findIndex((l) => l.trim() !== '');
  if (head >= 0 && head < firstAt && /^(?:\/|file:|node:).*:\d+$/.test(lines[head])) {
    for (let i = head + 1; i < Math.min(firstAt, head + 4); i++) if (/^\s*\^+\s*$/.test(lines[i])) { e = i + 1; break; }
  }
  if (e >= 0) while (e < firstAt && lines[e].trim() === '') e++;
  else {
    e = firstAt - 1;
    for (let i = firstAt - 1; i >= 0; i--) if (/^\s*[A-Za-z_$][\w$. ]*(?: \[[^\]]+\])?: /.test(lines[i])) { e = i; break; }
  }
  const frames = [];
  for (let i = firstAt; i < lines.length; i++) {
    const m = NODE_AT.exec(lines[i]);
    if (!m) { if (/^\s*at /.test(lines[i])) continue; else break; }
    frames.push({ path: m[1].replace(/^file:\/\//, ''), line: Number(m[2]), col: Number(m[3]), lines: [lines[i].replace(/^\s+/, '    ')] });
  }
  return { frames, innermost: frames[0], error: lines[e].trim() };
}

/** Returns {full, frame, message} symptom texts cut from one captured trace, given the user's program path. */
export function cutForms(ecosystem, text, parsed, userFile) {
  const mine = parsed.frames.filter((f) => f.path === userFile);
  if (ecosystem === 'python') {
    const lines = text.split('\n');
    const full = lines.slice(parsed.firstTraceback).join('\n').replace(/\n+$/, '') + '\n';
    const frame = ['Traceback (most recent call last):', ...mine.flatMap((f) => f.lines), parsed.error].join('\n') + '\n';
    return { full, frame, message: parsed.error + '\n', userFrames: mine.length };
  }
  const full = text.replace(/^\n+/, '').replace(/\n+$/, '') + '\n';
  const frame = [parsed.error, ...mine.flatMap((f) => f.lines)].join('\n') + '\n';
  return { full, frame, message: parsed.error + '\n', userFrames: mine.length };
}
