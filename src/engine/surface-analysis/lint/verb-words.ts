import { tagOpening } from './verb-tagger';

/**
 * Whether a word reads as a verb, for the rule that asks a description to open with its action: a
 * short list of the verbs tools open with, the forms built from them ("Unmute", "Rerun",
 * "Rollback", "Double-tap", a third person), and the tagger for the rest. The list answers before
 * the tagger loads, and keeps common verbs from hanging on how the tagger reads one sentence.
 */

/** Words the third-person test below would take for verbs: pronouns, adverbs, plural nouns of tools. */
const NOT_VERBS = new Set(['this', 'these', 'those', 'its', 'is', 'was', 'has', 'as', 'us', 'yes', 'always', 'perhaps', 'unless', 'less', 'across', 'thus', 'plus', 'various', 'previous', 'numerous', 'files', 'tools', 'paths', 'options', 'results', 'arguments', 'parameters', 'settings', 'details', 'status', 'bus', 'gas', 'news']);

/** The verbs tool descriptions open with most, known before the tagger loads. */
export const BASE_VERBS = new Set(
  'read write get set run search find list create edit change delete remove fetch send start stop record return apply replace update show open execute compute count move copy rename query look check save load make add insert append build compile test format parse convert generate render calculate validate lint install download upload post submit schedule spawn launch call invoke scan inspect view print display describe summarize translate analyze measure fix patch merge split sort filter match extract compare diff setup cleanup backup lookup login logout signup shutdown reset revert rebase commit push pull clone fork cherry-pick checkout stash tag input tap press swipe click scroll drag hover select'.split(' '),
);

/** A listed verb, a form built from one, or a third person ("lists", "returns"). */
export function readsAsVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (BASE_VERBS.has(lower)) return true;
  if (NOT_VERBS.has(lower)) return false;
  // "Unmute", "Unarchive", "Unfollow": the undoing of a verb is a verb.
  if (/^un[a-z]{3,}$/.test(lower) && (BASE_VERBS.has(lower.slice(2)) || tagOpening([lower.slice(2)])?.verb === true)) return true;
  // "Rerun", "Rebuild", "Reinstall": doing a common verb again (only listed verbs: "Region" is not "gion" again).
  if (/^re[a-z]{3,}$/.test(lower) && BASE_VERBS.has(lower.slice(2))) return true;
  // "Rollback", "Lockdown", "Checkout": a verb and its particle written as one word.
  const phrasal = /^([a-z]{3,})(?:up|down|back|out|off)$/.exec(lower)?.[1];
  if (phrasal !== undefined && (BASE_VERBS.has(phrasal) || tagOpening([phrasal])?.verb === true)) return true;
  // "Double-tap", "Spell-check", "Long-press": a compound whose last part is the verb.
  const compound = /^[a-z]+-([a-z]{3,})$/.exec(lower)?.[1];
  if (compound !== undefined && (BASE_VERBS.has(compound) || tagOpening([compound])?.verb === true)) return true;
  return /^[a-z]{2,}s$/.test(lower) && !lower.endsWith('ss');
}

/** A listed verb, or one the tagger reads as a verb on its own. */
export function isAction(word: string): boolean {
  return readsAsVerb(word) || tagOpening([word])?.verb === true;
}

/** "return" of "returns", "match" of "matches" (captured as "matche"): a verb once its -s is gone. */
export function isStemOfAVerb(stem: string): boolean {
  return verbStem(stem) !== undefined || verbStem(stem.replace(/e$/, '')) !== undefined || tagOpening([stem])?.verb === true;
}

/**
 * "editing" in "tool for editing files" stands for "edit", "waiting" for "wait", "mapping" for
 * "map"; any other word is judged as it is.
 */
export function gerundOrVerb(word: string | undefined): string | undefined {
  if (word === undefined || !/ing$/i.test(word)) return word;
  const stem = word.slice(0, -3);
  return verbStem(stem) ?? taggedVerbStem(stem) ?? word;
}

/** A verb the word list does not hold, read by the tagger: the stem as it is, with its "e" back, or undoubled. */
function taggedVerbStem(stem: string): string | undefined {
  const undoubled = /([b-df-hj-np-tv-z])\1$/i.test(stem) ? stem.slice(0, -1) : undefined;
  return [stem, `${stem}e`, undoubled].find((candidate) => candidate !== undefined && candidate.length >= 2 && tagOpening([candidate])?.verb === true);
}

/** "return" from "returning", "list" from "lists": the verb a participle or a third person stands for. */
export function verbStem(stem: string | undefined): string | undefined {
  if (stem === undefined) return undefined;
  return BASE_VERBS.has(stem.toLowerCase()) ? stem : BASE_VERBS.has(`${stem}e`.toLowerCase()) ? `${stem}e` : undefined;
}

/** "Create a new deployment:" above an example is the action, written as a heading. */
export function opensWithAVerb(line: string): boolean {
  const first = /[A-Za-z][\w-]*/.exec(line)?.[0];
  return first !== undefined && BASE_VERBS.has(first.toLowerCase());
}
