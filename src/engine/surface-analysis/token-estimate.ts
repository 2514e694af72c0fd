import type { Surface } from '../toolkit/surface';

/**
 * An offline estimate of what the surface costs on every request, for when no key is set (the UI
 * gets the exact count from the count-tokens endpoint when one is). Always labelled an estimate.
 *
 * Method: the text is cut into pieces the way BPE tokenizers tend to cut it — words (split at
 * camelCase humps), runs of digits, single punctuation marks, and runs of white space — and each
 * kind of piece is weighted:
 *   word 1.1 · 3 digits 0.5 · punctuation 0.45 · line break or run of spaces 2.5 · other symbol 1
 *   (a word longer than 15 letters, such as a hash or base64, adds a token per 4 letters past 15;
 *   real words that long are rare enough not to move the fit)
 * (a lone space or tab rides with the next word). The weights were fitted once against Anthropic's
 * published tokenizer (@anthropic-ai/tokenizer 0.0.4) on the default tools as JSON, their
 * descriptions, the failure templates, the system prompt, markdown and TypeScript: mean error
 * 4.1% against 8.5% for characters / 4 (tool JSON 3.0% against 7.7%). Claude 3 and later count
 * with tokenizers that are not published, so the figure can be off by more for them.
 *
 * A tool costs its wire JSON (name, description, input_schema). Anthropic also adds a fixed tool-use
 * system prompt to every request that has tools: 346 tokens with tool_choice auto on current
 * models (its documentation); it is counted once, apart.
 */

export const TOOL_USE_OVERHEAD_TOKENS = 346;

export interface SurfaceTokenEstimate {
  perTool: Array<{ name: string; tokens: number }>;
  system: number;
  /** The provider's own tool-use prompt, counted once when there are tools. */
  toolUseOverhead: number;
  total: number;
  estimate: true;
}

const PIECES = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+|\s+|[^\sA-Za-z\d]/g;

export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const [piece] of text.matchAll(PIECES)) {
    const first = piece.charCodeAt(0);
    if (isLetter(first)) tokens += 1.1 + Math.max(0, piece.length - 15) / 4;
    else if (first >= 48 && first <= 57) tokens += 0.5 * Math.ceil(piece.length / 3);
    else if (/^\s/.test(piece)) tokens += piece.length > 1 || piece.includes('\n') ? 2.5 : 0;
    else if (first < 128) tokens += 0.45;
    else tokens += 1;
  }
  return Math.ceil(tokens);
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export function estimateSurfaceTokens(surface: Surface): SurfaceTokenEstimate {
  const perTool = surface.tools.map((tool) => ({
    name: tool.name,
    tokens: estimateTokens(JSON.stringify({ name: tool.name, description: tool.description, input_schema: tool.input_schema })),
  }));
  const system = estimateTokens(surface.system);
  const toolUseOverhead = perTool.length > 0 ? TOOL_USE_OVERHEAD_TOKENS : 0;
  const total = perTool.reduce((sum, tool) => sum + tool.tokens, 0) + system + toolUseOverhead;
  return { perTool, system, toolUseOverhead, total, estimate: true };
}
