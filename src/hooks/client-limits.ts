/**
 * What Claude Code shows the model of a tool result, read from its bundled code (`@anthropic-ai/claude-code` 2.1.197,
 * the bun-compiled binary; names are the minifier's). Check again when the client changes; docs/client-facts.md
 * quotes the code.
 *
 * - A mapped tool result longer than the tool's threshold is written to `tool-results/<id>.txt` and replaced by a
 *   `<persisted-output>` block holding a 2,000-character preview:
 *   `function aRa(e,t,n=H3t){if(!Number.isFinite(t))return t;…return Math.min(t,n)}` with `H3t=50000`, and
 *   `cRa`: `let o=fRa(r),s=n??Ofa;if(o<=s)return e;let i=await ZDe(r,e.tool_use_id);…let a=ePe(i)` where `fRa` is the
 *   string length (or the sum of the text blocks' lengths) and `Vpt=2000` the preview size.
 * - Thresholds (`maxResultSizeChars`): Bash and PowerShell 30000, Grep 20000, WebFetch and Glob 1e5 (so 50,000 after
 *   the ceiling), Read `1/0` (never persisted: Read has its own token limit), MCP tools 1e5 capped at 50,000 unless
 *   the server declares a larger size (ceiling then 500,000).
 * - A Bash result with `persistedOutputPath` is always previewed, whatever its length:
 *   `if(a){let g=YGt(p,Vpt);p=ePe({filepath:a,originalSize:l??0,…})}`.
 * - A remote flag (`tengu_velvet_ibis`) can set another threshold per tool; nothing outside the client can see it.
 */

/** Characters of the preview the client shows in place of a result over its threshold. */
export const CLIENT_PREVIEW_CHARS = 2000;

/** The ceiling the client applies to every tool's threshold (`H3t`). */
export const CLIENT_CEILING_CHARS = 50_000;

const MAX_RESULT_SIZE_CHARS: Readonly<Record<string, number>> = {
  Bash: 30_000,
  PowerShell: 30_000,
  Grep: 20_000,
  Glob: 100_000,
  WebFetch: 100_000,
  Read: Infinity,
};

/**
 * Returns the longest mapped result (in UTF-16 characters) the client shows `tool`'s output whole at: longer ones
 * become a 2,000-character preview. Infinity for Read; 50,000 for MCP tools and tools not listed here.
 */
export function clientLimit(tool: string): number {
  const own = MAX_RESULT_SIZE_CHARS[tool] ?? 100_000;
  return Number.isFinite(own) ? Math.min(own, CLIENT_CEILING_CHARS) : own;
}

/**
 * Characters a replacement keeps free below the limit: the mapper joins stdout and stderr with a newline and may add
 * its own hints (a background-task note, a stale-read hint); none of those is ours to count exactly.
 */
export const CLIENT_LIMIT_MARGIN = 500;
