// A scripted stand-in for the Messages API on 127.0.0.1, so that the real Claude Code client runs a whole session
// offline (`ANTHROPIC_BASE_URL` pointed here, any API key): each model turn calls the next tool of a script, and every
// request the client sends is kept, with the tool results in it — what the model would have seen after the plugin's
// hooks ran. Answers are streamed the way the API streams them (message_start, content blocks with text or
// input_json deltas, message_delta with the stop reason, message_stop); a request that does not stream, and
// count_tokens, get a plain JSON answer. When the script is done, or a request offers no tools (a title or summary
// request), the answer is a short text that ends the turn.
import { createServer } from 'node:http';

/** Returns the SSE events of one assistant message holding `block` (a text or tool_use block) and its stop reason. */
function streamed(id, model, block, stop) {
  const start = block.type === 'tool_use' ? { ...block, input: {} } : { type: 'text', text: '' };
  const delta = block.type === 'tool_use' ? { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } : { type: 'text_delta', text: block.text };
  return [
    ['message_start', { message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } }],
    ['content_block_start', { index: 0, content_block: start }],
    ['content_block_delta', { index: 0, delta }],
    ['content_block_stop', { index: 0 }],
    ['message_delta', { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 1 } }],
    ['message_stop', {}],
  ].map(([type, data]) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`).join('');
}

/** Returns the tool_use blocks of a request's conversation, in order. */
const toolUses = (body) => (body.messages ?? []).flatMap((m) => (Array.isArray(m.content) ? m.content.filter((c) => c.type === 'tool_use') : []));

/**
 * Returns `{ url, requests, results, close }` once the fake API listens: `script` is the list of tool calls
 * (`{ name, input }`) the model makes one per turn; `requests` holds every parsed request body, `results` the
 * tool_result blocks the client sent back, keyed by tool name.
 */
export async function serveSession(script) {
  const requests = [];
  const results = {};
  let n = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body = {};
      try { body = JSON.parse(raw || '{}'); } catch { /* answered as a request without tools */ }
      requests.push({ url: req.url, body });
      const json = (value) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(JSON.stringify(value)); };
      if (!(req.url ?? '').startsWith('/v1/messages') || (req.url ?? '').includes('count_tokens')) return json({ input_tokens: 1 });
      const id = `msg_release_${++n}`;
      const used = toolUses(body);
      for (const m of body.messages ?? []) {
        for (const c of Array.isArray(m.content) ? m.content : []) {
          if (c.type !== 'tool_result') continue;
          const use = used.find((u) => u.id === c.tool_use_id);
          if (use) results[use.name] = typeof c.content === 'string' ? c.content : (c.content ?? []).map((b) => b.text ?? '').join('\n');
        }
      }
      const next = (body.tools ?? []).length > 0 ? script[used.length] : undefined;
      const block = next ? { type: 'tool_use', id: `toolu_release_${used.length + 1}`, name: next.name, input: next.input } : { type: 'text', text: 'done' };
      const stop = next ? 'tool_use' : 'end_turn';
      if (!body.stream) return json({ id, type: 'message', role: 'assistant', model: body.model, content: [block], stop_reason: stop, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } });
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.end(streamed(id, body.model, block, stop));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, requests, results, close: () => new Promise((resolve) => server.close(resolve)) };
}
