/**
 * grep's flags and pattern: the allowlist (one table, from which the schema's regex, the parameter
 * description and the rejection failure are all generated, so they cannot disagree) and the
 * translation of an extended regular expression into a JavaScript RegExp.
 */

/** Flags that change the search. */
const ACTIVE_FLAGS = {
  i: 'ignore case',
  w: 'whole words only',
  F: 'the pattern is literal text, not a regex',
  l: 'list only the paths of files that match',
  c: 'count matching lines per file; -l wins over it',
} as const;

/**
 * Flags models type out of habit with command-line grep. Refusing them would cost a turn for
 * nothing: each describes what this tool already does.
 */
const HABIT_FLAGS = {
  n: 'line numbers are always shown',
  r: 'the search is always recursive',
  E: 'the syntax is always extended',
} as const;

const LETTERS = Object.keys(ACTIVE_FLAGS).join('') + Object.keys(HABIT_FLAGS).join('');

/**
 * Bare flags separated by spaces: "-i", "-iw", "-l -i". Anything else (values, long options,
 * shell text) fails the schema at the gate.
 */
export const FLAGS_PATTERN = `^\\s*(?:-[${LETTERS}]+(?:\\s+-[${LETTERS}]+)*)?\\s*$`;

/** The allowlist in words, for the parameter description and the UnsupportedFlag failure. */
export const ALLOWED_FLAGS_TEXT =
  Object.entries(ACTIVE_FLAGS)
    .map(([letter, meaning]) => `-${letter} (${meaning})`)
    .join(', ') +
  '; ' +
  Object.keys(HABIT_FLAGS)
    .map((letter) => `-${letter}`)
    .join(', ') +
  ' are accepted and change nothing (' +
  Object.values(HABIT_FLAGS).join(', ') +
  ')';

export interface GrepOptions {
  ignoreCase: boolean;
  wholeWord: boolean;
  fixed: boolean;
  mode: 'lines' | 'files' | 'counts';
}

/**
 * Parses the flags string, or names the first flag outside the allowlist. The schema already
 * refuses such strings; this guards the handler when a person edits the schema to be looser.
 */
export function parseFlags(flags: string): { ok: true; options: GrepOptions } | { ok: false; flag: string } {
  const letters = new Set<string>();
  for (const token of flags.trim().split(/\s+/).filter((part) => part !== '')) {
    if (!/^-[A-Za-z]+$/.test(token)) return { ok: false, flag: token };
    for (const letter of token.slice(1)) {
      if (!LETTERS.includes(letter)) return { ok: false, flag: `-${letter}` };
      letters.add(letter);
    }
  }
  const mode = letters.has('l') ? 'files' : letters.has('c') ? 'counts' : 'lines';
  return {
    ok: true,
    options: { ignoreCase: letters.has('i'), wholeWord: letters.has('w'), fixed: letters.has('F'), mode },
  };
}

/** Syntax a linear-time engine cannot run, with the words a failure uses to name it. */
const UNSUPPORTED_SYNTAX: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:^|[^\\])(?:\\\\)*\(\?<[=!]/, 'a lookbehind ((?<=...) or (?<!...))'],
  [/(?:^|[^\\])(?:\\\\)*\(\?[=!]/, 'a lookahead ((?=...) or (?!...))'],
  [/(?:^|[^\\])(?:\\\\)*\\[1-9]/, 'a backreference (\\1 to \\9)'],
];

/**
 * grep's word edges. RE2 has \b but no \< and \>; both become \b, which is what they mean next to
 * a word character (the only place a model writes them).
 */
function translateExtended(pattern: string): string {
  return pattern.replace(/(?<!\\)((?:\\\\)*)\\[<>]/g, '$1\\b');
}

/** What grep needs from a compiled pattern: where in a line the first match starts. */
export interface LineMatcher {
  /** Index of the first match in `line` (UTF-16 units), or -1. */
  firstMatch(line: string): number;
}

export type CompiledPattern =
  | { ok: true; matcher: LineMatcher }
  | { ok: false; kind: 'InvalidPattern'; error: string }
  | { ok: false; kind: 'UnsupportedSyntax'; feature: string };

/**
 * Compiles the model's pattern with RE2's engine, whose matching time grows linearly with the text:
 * a pattern such as (a+)+$ cannot freeze the page or the CLI as it would with JavaScript's
 * backtracking RegExp. The engine is loaded on first use, so pages that never grep do not load it.
 */
export async function compilePattern(pattern: string, options: GrepOptions): Promise<CompiledPattern> {
  const { RE2JS } = await import('re2js');
  if (!options.fixed) {
    const unsupported = UNSUPPORTED_SYNTAX.find(([syntax]) => syntax.test(pattern));
    if (unsupported !== undefined) return { ok: false, kind: 'UnsupportedSyntax', feature: unsupported[1] };
  }
  const source = options.fixed ? RE2JS.quote(pattern) : translateExtended(pattern);
  const flags = options.ignoreCase ? RE2JS.CASE_INSENSITIVE : 0;
  try {
    // Compiled unwrapped first so an error quotes what the model wrote, not our word-edge wrapper.
    const plain = RE2JS.compile(source, flags);
    if (!options.wholeWord) return { ok: true, matcher: { firstMatch: (line) => firstMatchOf(plain.matcher(line), 0) } };
    // A whole word: the match has no word character on either side. RE2 has no lookaround, so the
    // neighbours are matched too and the match itself is group 1.
    const word = RE2JS.compile(`(?:^|\\W)(${source})(?:\\W|$)`, flags);
    return { ok: true, matcher: { firstMatch: (line) => firstMatchOf(word.matcher(line), 1) } };
  } catch (error) {
    return { ok: false, kind: 'InvalidPattern', error: error instanceof Error ? error.message : String(error) };
  }
}

function firstMatchOf(matcher: { find(): boolean; start(group?: number): number }, group: number): number {
  return matcher.find() ? matcher.start(group) : -1;
}
