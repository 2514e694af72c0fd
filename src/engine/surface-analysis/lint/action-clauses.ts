import { gerundOrVerb, isAction, isStemOfAVerb } from './verb-words';

/**
 * The ways a description's first sentence states the action without opening on its verb: a purpose
 * ("Use this tool to…", "Call this before… to…", "Primary tool to…"), an input then the action
 * ("Given a requestId, return…"), or a subject that does it ("This tool will…", "The Places API is
 * designed to…", "A calculator that can evaluate…"). Each captures the word judged as the action.
 */

/**
 * "Use this tool to create a test case", "Use this as the primary tool to list…", "Use to poll a
 * background job": the purpose is the action, stated at once.
 */
export const USE_THIS_TO = /^use\s+(?:(?:this|it)(?:\s+as\s+(?:the|a|an)(?:\s+[\w-]+)?)?(?:\s+(?:tool|command|function|endpoint|api|action|operation))?(?:\s+only)?\s+)?to\s+(?:[a-z]+ly\s+)?([a-z][\w-]*)/i;

/**
 * "Call this before every response to get relevant context", "Use this after docs_search to read the
 * full content of a page": when, then the purpose, in one breath. "Use this when you need to look
 * up…" is not one: after "when", the purpose is the caller's need.
 */
export const CALL_THIS_TO = /^(?:(?:call|run|invoke)\s+(?:this|it)\b|use\s+(?:this|it)(?:\s+tool)?\s+(?:after|before|alongside|together\s+with)\b)[^.;:]{0,60}?\s+to\s+([a-z][\w-]*)/i;

/**
 * "Primary tool to list…", "Element builder to create…", "Lightweight tool returning…", "A tool that
 * lists…", "A simple test tool to verify…", "THE way to get a build prompt": what it is for, at once.
 */
export const TOOL_TO = /^(?:[\w-]+\s+){0,3}(?:tool|builder|helper|utility|way)\s+(?:(?:to|for)\s+([a-z][\w-]*)|(?:that\s+|which\s+)?([a-z]{3,}?)(?:ing|s)\b)/i;
/** "Given a requestId, return the next task": the input, then the action. */
export const GIVEN_THEN_ACTION = /^given\b[^,.;]{1,80},\s*([a-z][\w-]*)/i;

/**
 * "The Query Autocomplete service can be used to provide query predictions", "The Places API is
 * designed to return…": a thing as the subject, then what it is used to do. The word after is
 * judged as the action, as it is after "This tool…".
 */
const SUBJECT_USED_TO = /^(?:a|an|the)\s+(?:[\w-]+\s+){1,6}?(?:(?:can|may)\s+be|is|are)\s+(?:used|designed|meant)\s+to\s+(?:[a-z]+ly\s+)?([a-z][\w-]*)/i;
export function usedToAct(sentence: string): boolean {
  const word = SUBJECT_USED_TO.exec(sentence)?.[1];
  return word !== undefined && !NOT_AN_ACTION_AFTER_SUBJECT.has(word.toLowerCase()) && isAction(word);
}

/**
 * "A safe calculator that can evaluate mathematical expressions", "An assistant which drafts
 * replies": the thing, then what it does in a clause of its own. "The notebooks that are owned by
 * the user" and "The roles that the user is a member of" say what comes back, not what it does.
 * After a label the article may go ("START HERE — single entry point that returns a snapshot").
 */
const RELATIVE_ACTION = /^(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){1,4}?(?:that|which)\s+(?:(?:can|will)\s+([a-z][\w-]*)|([a-z]{3,})s\b)/i;
export function actsInARelativeClause(sentence: string): boolean {
  const match = RELATIVE_ACTION.exec(sentence);
  if (match === null) return false;
  const word = match[1] ?? match[2]!;
  if (NOT_AN_ACTION_AFTER_SUBJECT.has(word.toLowerCase())) return false;
  return match[1] !== undefined ? isAction(word) : isStemOfAVerb(word);
}

/**
 * "This tool <verb>…" (or "This action", "This API"), with the helpers servers put between:
 * "will", "can", "is used to", "is designed to", "allows you to", "allows the organizer of a meeting
 * to", "lets you", and an adverb ("is used to sequentially retrieve"). The captured word is judged
 * as the action.
 */
const THIS_TOOL_THEN_ACTION =
  /^(?:this|the)\s+(?:tool|function|command|endpoint|api|action|operation)\s+(?:(will|can)\s+|is\s+(?:used|designed|meant)\s+to\s+|(?:allows|lets|enables)\s+(?:(?:you\s+|users?\s+|the\s+[\w\s-]{1,60}?\s+)?to\s+|you\s+|users?\s+)?)?(?:[a-z]+ly\s+)?([a-z][\w-]*)/i;

/** The word after "This tool …" when it can be an action ("This tool should be used…" has none). */
export function actionOfThisTool(text: string): string | undefined {
  const word = THIS_TOOL_THEN_ACTION.exec(text)?.[2];
  // "This endpoint allows parsing the content…": the gerund stands for its verb.
  return word === undefined || NOT_AN_ACTION_AFTER_SUBJECT.has(word.toLowerCase()) ? undefined : gerundOrVerb(word);
}

/**
 * "This tool will preview price calculations": after "will" or "can" the word is a verb by grammar,
 * whatever a tagger makes of it on its own ("preview", "geocode").
 */
export function actsAfterAModal(text: string): boolean {
  const match = THIS_TOOL_THEN_ACTION.exec(text);
  return match?.[1] !== undefined && !NOT_AN_ACTION_AFTER_SUBJECT.has(match[2]!.toLowerCase());
}
/** Words a tagger may take for verbs that say nothing of the action: "This tool should be used…". */
const NOT_AN_ACTION_AFTER_SUBJECT = new Set(['is', 'are', 'was', 'has', 'be', 'should', 'must', 'may', 'might', 'needs', 'requires', 'works', 'does']);
