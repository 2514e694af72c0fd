/**
 * grep's flags and pattern: the allowlist (one table, from which the schema's regex, the parameter
 * description and the rejection failure are all generated, so they cannot disagree) and the
 * translation of an extended regular expression into a JavaScript RegExp.
 */

/** Flags that change the search. */
const ACTIVE_FLAGS = {
  i: 'ignore case',
  w: 'whole words only',
  F: 'literal text',
  l: 'matching paths only',
  c: 'counts per file',
} as const;

/**
 * Flags models type out of habit with command-line grep. Refusing them would cost a turn for
 * nothing: each asks for what this tool always does (line numbers, recursion, extended syntax).
 */
const HABIT_FLAGS = ['n', 'r', 'E'] as const;

const LETTERS = Object.keys(ACTIVE_FLAGS).join('') + HABIT_FLAGS.join('');

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
  HABIT_FLAGS.map((letter) => `-${letter}`).join(', ') +
  ' are always on';

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

/**
 * POSIX bracket classes mean nothing to JavaScript: `[[:digit:]]` would silently become a class of
 * the characters ":dgit" followed by "]". Translate them, so a grep habit keeps its meaning.
 */
const POSIX_CLASSES: Record<string, string> = {
  alpha: 'A-Za-z',
  digit: '0-9',
  alnum: 'A-Za-z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: '\\s',
  blank: ' \\t',
  xdigit: '0-9A-Fa-f',
  word: '\\w',
  punct: '!-\\/:-@\\[-`{-~',
};

function translateExtended(pattern: string): string {
  return pattern
    .replace(/\[:([a-z]+):\]/g, (whole, name: string) => POSIX_CLASSES[name] ?? whole)
    .replace(/\\</g, '\\b(?=\\w)')
    .replace(/\\>/g, '\\b(?<=\\w)');
}

function escapeLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The RegExp for a pattern, or the engine's own words for why it is not one. */
export function compilePattern(pattern: string, options: GrepOptions): { ok: true; regex: RegExp } | { ok: false; error: string } {
  const source = options.fixed ? escapeLiteral(pattern) : translateExtended(pattern);
  const flags = options.ignoreCase ? 'i' : '';
  try {
    // Compiled unwrapped first so an error quotes what the model wrote, not our word-boundary wrapper.
    const regex = new RegExp(source, flags);
    if (!options.wholeWord) return { ok: true, regex };
    return { ok: true, regex: new RegExp(`(?<!\\w)(?:${source})(?!\\w)`, flags) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
