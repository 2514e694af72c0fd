import { vendorPrefix } from './boilerplate';
import { BRACKETED_TAG } from './text';
import { opensWithAVerb } from './verb-words';

/**
 * What servers put before a description's first sentence that is layout, not the opening: a
 * vendor's name, heading lines, a list number, a label for the kind of tool, a category tag in
 * brackets, an HTTP route, markup tags. The opening a model weighs is the sentence after them.
 */

/**
 * The description with the layout before its first sentence taken away. An HTTP route and markup
 * tags stay: the caller judges a route as the action and reads past the tags.
 */
export function withoutLayout(description: string): string {
  return withoutTag(withoutHeadings(withoutVendor(description)).replace(LIST_MARKER, '').replace(TOOL_KIND_LABEL, ''));
}

/** Words in capitals that warn or command rather than stress the action. */
export const WARNING_WORDS = new Set(['MANDATORY', 'REQUIRED', 'IMPORTANT', 'CRITICAL', 'WARNING', 'NOTE', 'CAUTION', 'DEPRECATED', 'ALWAYS', 'NEVER', 'ONLY', 'MUST', 'DO', 'NOT', "DON'T", 'EXPERIMENTAL', 'BETA', 'ALPHA', 'DANGER', 'DESTRUCTIVE', 'EMERGENCY', 'USE', 'CALL', 'FIRST', 'BEFORE', 'AFTER', 'WHEN', 'IF']);

/**
 * The description after a vendor's name ("Notion | Retrieve a user"). A verb before the dash, alone
 * or opening a phrase, is the action, not a vendor: "Compute — WITHOUT WRITING — the additive
 * actions…", "Find CivitAI CREATORS — THE tool for 'who are the top creators'".
 */
function withoutVendor(description: string): string {
  const prefix = vendorPrefix(description);
  if (prefix === undefined || opensWithAVerb(prefix.vendor)) return description;
  return prefix.rest;
}

/**
 * A line that only labels what follows: an emoji or `#` before at most four words, or a few
 * capitalised words and a colon, with the text on the next line. A longer line is a sentence.
 */
const HEADING = /^\s*(?:(?:\p{Extended_Pictographic}\uFE0F?|#+)[^\S\n]*(?:[\w&/'-]+[^\S\n]*){1,4}:?|[A-Z][\w ]{0,30}:)[^\S\n]*\n(?=\s*\S)/u;
const WARNING_LABEL = /^\s*(?:important|note|warning|caution|critical|nb)\b/i;
const LIST_MARKER = /^\s*(?:\d{1,2}[.)]|[-*•])\s+/;
/** An HTTP method in capitals and the path it is sent to, then a separator or the end. */
export const HTTP_ROUTE = /^\s*(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\/\S*\s*(?:[·:|—–-]\s*|$)/;
/**
 * "Designer tool - ", "**PRIMARY TOOL** - ": a label for the kind of tool, like a heading, before
 * the sentence, in capitals and bold or not.
 */
const TOOL_KIND_LABEL = /^\s*(?:\*{1,2}|_{1,2})?(?:[A-Z][\w-]*\s+){1,2}(?:[Tt]ools?|TOOLS?)(?:\*{1,2}|_{1,2})?\s*[-–—:|]\s+/;
/**
 * "[FILE:LIST] List project files": a category tag in square brackets, like a heading, files the
 * tool under a group; the sentence after it is judged. So is the sentence after a tag that warns of
 * what the tool does ("[DANGER: DESTRUCTIVE] Remove an existing git worktree"), as after
 * "DESTRUCTIVE:" in capitals. A tag that says not to use the tool or tells the model what to do
 * first ("[DEPRECATED]", "[IMPORTANT]") stays, so that it is read as the warning it is.
 */
function withoutTag(text: string): string {
  const tag = BRACKETED_TAG.exec(text) ?? TAG_IN_PARENTHESES.exec(text);
  if (tag === null || tag[1]!.split(/[^A-Za-z'-]+/).some(warnsOrCommands)) return text;
  return text.slice(tag[0].length);
}
/**
 * A word of a tag that tells the model whether or when to call ("[IMPORTANT]", "(Call this first)",
 * "(ONLY AFTER login)"). The words of order and condition do so alone only in capitals:
 * "(Recommended first step)" names a kind of tool, as "(Developer)" does.
 */
function warnsOrCommands(word: string): boolean {
  const upper = word.toUpperCase();
  if (!WARNING_WORDS.has(upper) || EFFECT_WARNINGS.has(upper)) return false;
  return word === upper || !ORDER_WORDS.has(upper);
}
const ORDER_WORDS = new Set(['FIRST', 'BEFORE', 'AFTER', 'WHEN', 'IF', 'ONLY']);
/**
 * "(Developer) List dynamic fields of a Sui object", "(Incident investigation) Trace an address…":
 * a few words in round brackets, no sentence of their own, then a capital: the same category tag.
 * A note that is a sentence ("(Alpha, limited availability. Enabled per account…)") is no tag.
 */
const TAG_IN_PARENTHESES = /^\s*\(([^()\n.!?:;]{1,40})\)\s+(?=[A-Z])/;
/**
 * Warning words that name the harm a call can do, or how finished the tool is ("[ALPHA, write]
 * Send a message."), not whether or how to call it.
 */
const EFFECT_WARNINGS = new Set(['WARNING', 'DANGER', 'DESTRUCTIVE', 'CAUTION', 'ALPHA', 'BETA', 'EXPERIMENTAL']);

/** Opening XML-like tags ("<use_case>"), which some servers wrap their text in. */
export const MARKUP_TAGS = /^(?:\s*<[a-z_][\w-]*>)+/i;

/** The description below its heading lines; a heading that warns, or that is itself the action, stays. */
function withoutHeadings(description: string): string {
  let text = description;
  for (let match = HEADING.exec(text); match !== null && !WARNING_LABEL.test(match[0].replace(/^\s*\P{L}*/u, '')) && !opensWithAVerb(match[0]); match = HEADING.exec(text)) {
    text = text.slice(match[0].length);
  }
  return text;
}
