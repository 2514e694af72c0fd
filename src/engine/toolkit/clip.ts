/**
 * Oversized results are cut in the middle, keeping the head and the tail, with a marker that
 * sizes the hole and says how to get at it with the tools the model has. The marker text is a
 * surface template (`ClippedOutput`), so a person can rewrite it like any failure string.
 */

/** Rough token count for budgeting and markers: ~4 characters a token for code and prose. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export interface ClipPlan {
  head: string;
  tail: string;
  omittedLines: number;
  omittedTokens: number;
}

/**
 * Splits `text` around a cut when it is longer than `maxChars`: about two thirds kept from the
 * head (where the answer usually starts) and one third from the tail (where errors and totals
 * land), both ending on line boundaries. Undefined when it fits.
 */
export function planClip(text: string, maxChars: number): ClipPlan | undefined {
  if (text.length <= maxChars) return undefined;
  const headBudget = Math.floor(maxChars * 0.65);
  const tailBudget = maxChars - headBudget;
  let headEnd = text.lastIndexOf('\n', headBudget);
  if (headEnd < headBudget / 2) headEnd = headBudget;
  let tailStart = text.indexOf('\n', text.length - tailBudget);
  if (tailStart === -1 || tailStart - (text.length - tailBudget) > tailBudget / 2) {
    tailStart = text.length - tailBudget;
  }
  const omitted = text.slice(headEnd, tailStart);
  return {
    head: text.slice(0, headEnd),
    tail: text.slice(tailStart),
    omittedLines: countLines(omitted),
    omittedTokens: estimateTokens(omitted),
  };
}

function countLines(text: string): number {
  let lines = 0;
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) === 10) lines++;
  return Math.max(lines, 1);
}
