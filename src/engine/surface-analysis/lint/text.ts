/** Small text measures the lint rules share. Plain heuristics, documented where they are used. */

/** The words of an identifier, lower-cased: `list_issues`, `listIssues`, `list-issues` are all ["list", "issues"]. */
export function identifierWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_.-]+/)
    .filter((word) => word !== '');
}

/** Names as their words read: `durationUnit` and `duration_unit` both as "duration unit". */
export function spokenNames(names: ReadonlySet<string>): string[] {
  return [...names].map((name) => identifierWords(name).join(' '));
}

/** Scripts written without spaces between words: a run of them is many words, not one. */
const WRITTEN_WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
let wordSegmenter: Intl.Segmenter | undefined;

/**
 * Words as a reader counts them: runs between spaces, and in Chinese, Japanese or Thai text the
 * words the platform's dictionary finds ("将一个坐标转换为地址" is five words, not one).
 */
export function wordCount(text: string): number {
  let count = 0;
  for (const run of text.match(/\S+/g) ?? []) {
    if (!WRITTEN_WITHOUT_SPACES.test(run)) {
      count += 1;
      continue;
    }
    wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
    for (const segment of wordSegmenter.segment(run)) if (segment.isWordLike) count += 1;
  }
  return count;
}

/** Whether a text is mostly in Latin letters: the only script the lint's grammar reads. */
export function mostlyLatin(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  return letters.length > 0 && latin / letters.length >= 0.5;
}

/**
 * Whether a sentence in Latin letters reads as English rather than French, Spanish, Portuguese,
 * Italian, German or Turkish: more of its small words are English ones than theirs. A sentence with
 * too few small words to tell ("List open tickets") counts as English.
 */
export function readsAsEnglish(sentence: string): boolean {
  let english = 0;
  let other = 0;
  for (const word of sentence.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (ENGLISH_SMALL_WORDS.has(word)) english += 1;
    else if (OTHER_SMALL_WORDS.has(word) || ACCENTED.test(word)) other += 1;
  }
  return other < 2 || english >= other;
}
/**
 * A letter with an accent those languages write and English only borrows (Turkish's dotless ı, ş
 * and ğ among them): "EVALUACIÓN INTEGRAL: Analiza los supuestos simultáneamente" has one small word
 * but three such words. A borrowed word ("Fetch Pokémon data for the café") is outweighed by the
 * English small words around it.
 */
const ACCENTED = /[áéíóúàèìòùâêîôûãõñçäöüßışğ]/u;
const ENGLISH_SMALL_WORDS = new Set('the a an of to and in for with on by from or is are this that it its as at be into'.split(' '));
/**
 * Small words of French, Spanish, Portuguese, Italian, German and Turkish. None is an English word
 * too: "do", "per", "die" and "den" are left out, so "Do not exceed 5 requests per minute" stays
 * English.
 */
const OTHER_SMALL_WORDS = new Set(
  'de en la le les des du un une et est pour avec dans sur que qui au aux ou el los las del y con para por una es al lo se em os uma com não da das dos il della di che und der das mit für ist von zu dem ein eine nicht auf ve ile bir için'.split(' '),
);

/** "[FILE:LIST] List project files", "[read] Search chats…": a category tag in square brackets before the text. */
export const BRACKETED_TAG = /^\s*\[([^\]\n]{1,40})\]\s+(?=\S)/;

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
    // "(0 = first child)", "1 is the first line": the base named before the word first.
    String.raw`\b${base}\s*(?:=|is|means)\s*(?:the\s+)?first\b`,
    // "从1开始计数" and "從1開始" (counting from 1), "1から" and "0부터 시작" (from 1, from 0): the base
    // written in Chinese, Japanese or Korean.
    String.raw`[从從]\s*[01]\s*[开開]始|[01]\s*(?:から|부터)`,
    // "The view column to open the file in (1, 2, 3, etc.)": the first values, listed in order,
    // start the count. A number or a decimal point just before them ("2.1, 2, 3") makes them a
    // list that starts elsewhere, and a decimal point after ("1, 2, 3.5") a list of measures.
    String.raw`(?<![\d.,]\s*)(?:0\s*,\s*1\s*,\s*2|1\s*,\s*2\s*,\s*3)\b(?!\.\d)`,
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
export function wordPattern(name: string, flags = ''): RegExp {
  return cachedPattern(String.raw`(?<![\w-])${escapeRegExp(name)}(?![\w-])`, flags);
}
