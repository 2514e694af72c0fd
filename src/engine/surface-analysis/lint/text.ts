/** Small text measures the lint rules share. Plain heuristics, documented where they are used. */

export function wordCount(text: string): number {
  const words = text.match(/\S+/g);
  return words === null ? 0 : words.length;
}

/**
 * Sentences, split after . ! or ? followed by white space, and at line breaks. Abbreviations
 * ("e.g. x") split too; the rules that use this only look for words inside a sentence, where an
 * extra split costs nothing.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

export function firstSentence(text: string): string {
  return sentences(text)[0] ?? '';
}

/** The sentence around a character offset (same boundaries as `sentences`). */
export function sentenceAround(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const startMatch = /[.!?]\s+(?=[^.!?]*$)|\n(?=[^\n]*$)/.exec(before);
  const start = startMatch === null ? 0 : startMatch.index + startMatch[0].length;
  const afterMatch = /[.!?](?:\s|$)|\n/.exec(text.slice(offset));
  const end = afterMatch === null ? text.length : offset + afterMatch.index + 1;
  return text.slice(start, end);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The template text a reader sees around placeholders: `{x}` and `{tool:x}` blanked out. */
export function withoutPlaceholders(template: string): string {
  return template.replace(/\{[A-Za-z_]\w*(?::[\w-]+)?\}/g, ' ').replace(/\[\[|\]\]|\|\|/g, ' ');
}

/**
 * Whether a text states where counting starts: "1-based", "0-indexed", "counting from 1",
 * "lines count from 1", "starts at 0", "the first line is 1", "numbered from 1"...
 */
export function statesIndexBase(text: string): boolean {
  const base = String.raw`(?:0|1|zero|one)`;
  const forms = [
    String.raw`\b${base}[- ]?(?:based|indexed)\b`,
    String.raw`\bcount(?:s|ing|ed)?\s+(?:\w+\s+)?from\s+${base}\b`,
    String.raw`\b(?:starts?|starting|begins?|beginning)\s+(?:at|from|with)\s+${base}\b`,
    String.raw`\bnumbered\s+from\s+${base}\b`,
    String.raw`\bfirst\s+(?:\w+\s+){0,4}(?:is|=)\s+(?:number\s+|index\s+|line\s+)?${base}\b`,
  ];
  return forms.some((form) => cachedPattern(form, 'i').test(text));
}

const patterns = new Map<string, RegExp>();

/**
 * A compiled pattern, kept for the next keystroke: the rules build the same word patterns (tool
 * and parameter names) on every run. Safe to share: callers use `test` on non-global patterns and
 * `matchAll` (which copies the pattern) on global ones.
 */
export function cachedPattern(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    // Names typed one letter at a time would grow the cache without end: start over past a bound.
    if (patterns.size > 1000) patterns.clear();
    pattern = new RegExp(source, flags);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** `name` as a whole word: not inside a longer identifier or a dashed word. */
export function wordPattern(name: string): RegExp {
  return cachedPattern(String.raw`(?<![\w-])${escapeRegExp(name)}(?![\w-])`);
}
