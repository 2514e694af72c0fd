import { cachedPattern, escapeRegExp, identifierWords, sentenceAround, wordPattern } from './text';
import { isStemOfAVerb } from './verb-words';

/**
 * Whether a piece of prose names a tool, as opposed to using the same word for something else.
 * Tool names double as ordinary words (`glob`), parameter names (grep's `glob`), shell commands
 * (`ls -R`, "grep, head or tail") and verbs ("Read", "run"), and a mention that is not about the
 * tool must not count as drift or as routing. A match counts unless:
 * - it is part of a longer word, a path or a file name (`src/grep.ts`, `read_file2`);
 * - it is a parameter of the tool the text belongs to, written as one: in backticks or quotes, or
 *   in a list with another of its parameters ("narrowed with path or glob");
 * - it follows a determiner ("this glob", "a grep") and is not followed by "tool";
 * - it is followed by "parameter", "argument", "field", "option"... ("the glob parameter");
 * - it is a shell command name used as one: followed by a flag (`ls -R`), opening a quoted
 *   command ("ls", "ls {path}"), listed with other commands ("grep, head or tail"), or in a sentence
 *   about the shell (one naming the shell tool, "shell", "Unix", "command line" or "terminal").
 * A word-like name (`wordLike`: "Read", "Edit", "run", handlers outside the default toolkit) counts
 * only when marked as a name: in backticks or quotes, followed by "tool", or, for a capitalised
 * one, in the middle of a sentence (at the start it is the verb: "Read the file first").
 */

const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'each', 'any', 'one', 'every', 'your', 'its', 'their', 'no']);
const SHELL_COMMANDS = new Set(['ls', 'grep', 'find', 'cat', 'head', 'tail', 'sed', 'awk', 'sort', 'diff', 'wc', 'echo', 'cd', 'mkdir', 'rm', 'mv', 'cp', 'touch', 'jq', 'xargs', 'file', 'tree', 'git', 'npm', 'node']);
const PARAMETER_NOUN = /^\s+(?:parameter|argument|field|property|option|key|value)s?\b/i;
const SHELL_CONTEXT = /\b(?:shell|unix|command line|terminal)\b/i;
const QUOTES = new Set(['`', '"', "'"]);
const LIST_BEFORE = /([\w-]+)[`"']?\s*(?:,|\bor\b|\band\b|\/)\s*[`"']?$/;
const LIST_AFTER = /^[`"']?\s*(?:,|\bor\b|\band\b|\/)\s*[`"']?([\w-]+)/;

export interface MentionContext {
  /** Parameters of the tool whose text this is. */
  parameters?: ReadonlySet<string>;
  /** Names of the shell tool (its id and current name): a sentence naming one is about the shell. */
  shellNames?: readonly string[];
  /** The name is also a plain word: count only marked mentions. */
  wordLike?: boolean;
}

export function mentionsTool(text: string, name: string, context: MentionContext = {}): boolean {
  if (!text.includes(name)) return false;
  const pattern = cachedPattern(String.raw`(?<![\w./$-])${escapeRegExp(name)}(?![\w-]|\.\w)`, 'g');
  for (const match of text.matchAll(pattern)) {
    if (countsAsTool(text, match.index, name, context)) return true;
  }
  return false;
}

function countsAsTool(text: string, index: number, name: string, context: MentionContext): boolean {
  const previous = text[index - 1] ?? '';
  const next = text[index + name.length] ?? '';
  const before = text.slice(Math.max(0, index - 40), index);
  const after = text.slice(index + name.length, index + name.length + 40);
  const quoted = QUOTES.has(previous) && next === previous;
  const neighbours = [LIST_BEFORE.exec(before)?.[1], LIST_AFTER.exec(after)?.[1]].filter((word): word is string => word !== undefined);
  if (context.parameters?.has(name) && (quoted || neighbours.some((word) => context.parameters!.has(word)))) return false;
  const wordBefore = /(\w+)\s+$/.exec(before)?.[1]?.toLowerCase();
  const namedAsTool = /^\s+tool\b/i.test(after);
  if (wordBefore !== undefined && DETERMINERS.has(wordBefore) && !namedAsTool) return false;
  if (PARAMETER_NOUN.test(after)) return false;
  if (SHELL_COMMANDS.has(name) && usedAsCommand(text, index, name, { previous, after, neighbours, shellNames: context.shellNames ?? [] })) return false;
  if (context.wordLike) return quoted || namedAsTool || (/^[A-Z]/.test(name) && !startsSentence(before));
  return true;
}

function usedAsCommand(
  text: string,
  index: number,
  name: string,
  around: { previous: string; after: string; neighbours: string[]; shellNames: readonly string[] },
): boolean {
  if (/^\s+-{1,2}\w/.test(around.after)) return true;
  // A quoted command line, bare or with arguments: run "ls", "ls {path}", `grep -n x`.
  if (QUOTES.has(around.previous) && !/^\s+tool\b/i.test(around.after)) return true;
  if (around.neighbours.some((word) => word !== name && SHELL_COMMANDS.has(word))) return true;
  const sentence = sentenceAround(text, index);
  if (SHELL_CONTEXT.test(sentence)) return true;
  return around.shellNames.some((shell) => shell !== name && wordPattern(shell).test(sentence));
}

/** Whether what comes before a word ends a sentence (or is nothing): "Read the file" opens one. */
function startsSentence(before: string): boolean {
  const trimmed = before.replace(/[\s"'`([*-]+$/, '');
  return trimmed === '' || /[.!?:\n]$/.test(trimmed);
}

/**
 * "When fetching details via `getItem` or `bulkReadItems`, use the `includeProperties` parameter":
 * a sentence that routes the call through an operation named in backticks, not this tool, speaks of
 * that operation's parameters. The operation's name opens on a verb ("getItem", "list_pages"),
 * which a parameter's name rarely does.
 */
export function routesThroughAnOperation(sentence: string, ownName: string, ownParameters: ReadonlySet<string>): boolean {
  for (const match of sentence.matchAll(/\b(?:via|calling|call|using)\s+`([A-Za-z_]\w*)`/gi)) {
    const name = match[1]!;
    if (name === ownName || ownParameters.has(name)) continue;
    const words = identifierWords(name);
    if (words.length >= 2 && isStemOfAVerb(words[0]!)) return true;
  }
  return false;
}
