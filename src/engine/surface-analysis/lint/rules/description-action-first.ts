import { builtinTools } from '../../../tools/all-tools';
import { actionOfThisTool, actsAfterAModal, actsInARelativeClause, CALL_THIS_TO, GIVEN_THEN_ACTION, TOOL_TO, USE_THIS_TO, usedToAct } from '../action-clauses';
import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { HTTP_ROUTE, MARKUP_TAGS, WARNING_WORDS, withoutLayout } from '../opening-layout';
import { cachedPattern, escapeRegExp, firstSentence, identifierWords, mostlyLatin, readsAsEnglish } from '../text';
import { mentionsTool } from '../tool-mentions';
import { predicateVerb, tagOpening } from '../verb-tagger';
import { BASE_VERBS, gerundOrVerb, isAction, isStemOfAVerb, readsAsVerb, verbStem } from '../verb-words';

/**
 * A description should open by saying what the tool does, because that is what a model weighs
 * when it picks among tools. The rule reports only an opening that is plainly no action:
 * - a known preamble: when to use the tool ("Use this when…"), "This tool is a…", "A tool…", a
 *   warning label ("IMPORTANT", "NOTE", "Data Modification Warning:"), a condition ("If", "When",
 *   "Before"), advice ("Only", "Always", "Never", "Do not", "You", "Prefer", "Call this…");
 * - a word in capitals that shouts ("MANDATORY", "REQUIRED:"), not a short acronym ("API key…");
 * - an example or a note in brackets before any sentence ("```", "(Alpha, limited…)");
 * - the name of another tool of the surface or of the default toolkit, unless it is also a verb or
 *   reads as the verb of its sentence ("Connect to Neo4j…" beside a tool named Connect);
 * - "This", "These", "Its", "There"… as the first word, and an empty description.
 * Any other first word is given the benefit of the doubt: a noun phrase ("Screenshot of the page
 * as a PNG") or a verb the grammar here does not know ("Geocode") was wrong more often than right
 * on servers the rule had not seen.
 * Openings that put the action first all the same pass, though they start like a preamble:
 * - a heading line before it ("🎯 Purpose:", "## Usage", "Summary:"), a list number ("1."), a markup
 *   tag ("<use_case>"), a category tag ("[FILE:LIST]", "(Developer)"), a tag naming the harm a call
 *   can do ("[DANGER: DESTRUCTIVE]") or a "Designer tool -" label are layout: the sentence after
 *   them is judged.
 *   A warning label as heading still fails, and a heading that is itself the action ("Create a new
 *   deployment:" above an example) is the action;
 * - a condition whose main clause is the action: "If a dialog was opened, use this to handle it",
 *   "After all tasks are done, this tool finalizes…", "When the user picks quick_wallet, run this
 *   tool first to perform the login", "Given a requestId, return…", or opens on the verb the tool
 *   is named for ("If git integration is enabled, commit the changes" on commit_feature);
 * - "This tool" as the subject of the action: "This tool retrieves…", "This tool is used to
 *   rerun…"; "This tool should be used when…" still fails;
 * - a thing as the subject doing the action, read by the tagger in the first sentence's main clause:
 *   "A Find Place request takes a text input and returns a place", "This service returns…", "The
 *   Query Autocomplete service can be used to provide…", "A safe calculator that can evaluate…"; a
 *   noun phrase with no verb of its own ("The root folder of the drive.") still fails;
 * - when to use it, then the action in the same sentence: "Use when the user asks for a ticket's
 *   comments; returns a clean list";
 * - a first word the tool is named for: "Like a tweet." on twitter_like_tweet is no advice;
 * - a sibling named, then how this tool differs: "Like code_task, but the local LLM reads files…";
 * - the purpose as the action: "Use this tool to…", "Use this as the primary tool to…", "Call this
 *   before each answer to get…", "Primary tool to…", "Element builder to create…", "Lightweight tool
 *   returning…", "The way to get…", "USE THIS for batch workflow activation";
 * - a short label that orders the call, then the action in the same sentence ("⚠️ CALL THIS FIRST -
 *   Initialize…", "MANDATORY first step: save/read…"); a lone verb before a dash ("Compute — WITHOUT
 *   WRITING — the actions…") is that verb, not a vendor's name.
 * A noun phrase with no verb of its own is reported for what it lacks: what the call does to the
 * thing it names; one headed by a kind of tool ("The primary discovery tool for arXiv") as saying
 * what kind of tool it is.
 * A first sentence mostly in another script than Latin (Chinese, say), opening in one, or in
 * another language of Latin letters (French, Spanish, Turkish…), is not judged: the grammar here is
 * English.
 * A vendor prefix ("Notion | Retrieve a user") is the vendor-prefix rule's to report; this one
 * judges the words after it.
 */

const RULE = 'description-action-first';
const defaultToolIds = builtinTools.map((contract) => contract.id);

const KIND_OF_THING = 'it opens with what kind of thing the tool is, not what it does';
/**
 * "The root folder of the drive.", "The names of every module.": a thing, with no verb. It is not
 * what kind of tool this is, so the message says what is missing: whether the call reads, makes or
 * changes that thing.
 */
const THING_WITHOUT_VERB = 'it opens with a thing and no verb, so the model cannot tell whether the call reads it, makes it or changes it';
/**
 * Nouns that name a kind of tool when they head the opening phrase: "The primary discovery tool for
 * arXiv", "A specialized agent for…", "The one-call health check". "The full API reference for one
 * module" is headed by "reference", a thing the tool gives.
 */
const KINDS_OF_TOOL = new Set(
  'tool tools agent api service helper utility engine wrapper function endpoint command server assistant bot way step check reader writer viewer editor manager client generator builder analyzer scanner finder calculator converter'.split(' '),
);
/** The last word before the opening phrase's first preposition, verb of being or break. */
function headOfOpeningPhrase(sentence: string): string {
  const phrase = sentence.split(/\s+(?:of|for|in|into|on|onto|with|that|which|to|from|at|by|about|after|before|over|across|is|are|was|can|will)\s|[:;.—–(]|\s-\s/i)[0]!;
  return (phrase.match(/[\w'-]+/g) ?? []).at(-1)?.toLowerCase() ?? '';
}
const WHEN_TO_USE = 'it opens with when to use the tool';
const ADVICE = 'it opens with advice rather than the action';
const WARNING_LABEL = 'it opens with a warning label';
const PREAMBLES: Array<[RegExp, string]> = [
  [/^use\s+(?:this|it|when|for|to|only|whenever)\b/i, WHEN_TO_USE],
  [/^(?:this|the)\s+(?:tool|function|command|endpoint)\b/i, 'it opens by talking about "this tool"'],
  [/^(?:a|an|the)\s/i, KIND_OF_THING],
  [/^(?:important|note|warning|caution|critical|nb)\b/i, WARNING_LABEL],
  [/^(?:[\w-]+\s+){0,3}(?:warning|caution|notice)\s*:/i, WARNING_LABEL],
  // "Before/after visual comparison" names the two states compared, not a time to call it.
  [/^(?:if|when|whenever|before(?!\/)|after(?!\/)|once|unless|while|in case)\b/i, 'it opens with a condition'],
  // "You will receive the list of locations" says what comes back: the tool's action, put from the
  // caller's side ("You can filter…" and "You must…" are advice). "Like or reply to an AniList
  // activity": joined to another verb, "like" is the action too.
  [/^(?:only|always|never|do not|don't|must|you(?!\s+will\s+(?:receive|get|obtain)\b)|please|prefer|avoid|unlike|like(?!\s+(?:or|and)\s))\b/i, ADVICE],
  // "Call this tool when…" is advice; "Call a tool on the dev server" is the action, and so is "Run
  // this project's checks", where "this" belongs to the thing run.
  [/^(?:call|run|invoke|execute)\s+(?:this|it)\b(?!\s+[\w-]+'s\b)/i, ADVICE],
];

export function descriptionActionFirst(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const toolNames = new Set([...defaultToolIds, ...context.surface.tools.map((tool) => tool.name)]);
  context.surface.tools.forEach((tool, index) => {
    const problem = openingProblem(tool.description, tool.name, tool.handler, toolNames);
    if (problem === undefined) return;
    findings.push({
      rule: RULE,
      severity: 'warning',
      ...aboutTool(tool),
      field: toolField(index, 'description'),
      message: `The description of ${tool.name} does not say what the tool does first: ${problem}.`,
      suggestion: 'Open with a verb phrase about the action and what comes back ("Reads a file and returns its lines..."), then say when to use it instead of a sibling.',
    });
  });
  return findings;
}

/** Why the opening is not an action, or undefined when it is one. */
export function openingProblem(description: string, ownName: string, ownHandler: string, toolNames: ReadonlySet<string>): string | undefined {
  const labelled = withoutLayout(description);
  // "DELETE /2010-04-01/Accounts/{Sid}.json · Delete the account": the HTTP method and path a
  // generated tool calls say its action in the API's own terms; the sentence after them, if any,
  // is judged, and a route alone is the action.
  const routeLength = HTTP_ROUTE.exec(labelled)?.[0].length ?? 0;
  const opening = labelled.slice(routeLength);
  if (routeLength > 0 && opening.trim() === '') return undefined;
  if (/^\s*```/.test(opening)) return 'it opens with an example';
  if (/^\s*\(/.test(opening)) return 'it opens with a note in brackets';
  const sentence = firstSentence(opening.replace(MARKUP_TAGS, '')).replace(/^(?:[\s"'`*#>([-]|\p{Extended_Pictographic}|\uFE0F)+/u, '');
  if (sentence === '') return 'it is empty';
  // The verb tagger and the lists read English: a first sentence in another script is not judged,
  // nor one that opens in another script, whatever names it quotes later, nor one in another
  // language of Latin letters ("RES-1 — (Créatif) garantit que le bot dispose des blocs…").
  if (!mostlyLatin(sentence) || !/^\P{L}*\p{Script=Latin}/u.test(sentence) || !readsAsEnglish(sentence)) return undefined;
  const toolTo = TOOL_TO.exec(sentence);
  const actionOfUseThis = USE_THIS_TO.exec(sentence)?.[1] ?? CALL_THIS_TO.exec(sentence)?.[1] ?? gerundOrVerb(toolTo?.[1]) ?? verbStem(toolTo?.[2]) ?? GIVEN_THEN_ACTION.exec(sentence)?.[1];
  if (actionOfUseThis !== undefined && isAction(actionOfUseThis)) return undefined;
  // "If a dialog was opened, use this to handle it", "When …, this tool is used to retrieve…": the
  // main clause after a condition is judged as an opening of its own.
  const condition = CONDITION_CLAUSE.exec(sentence)?.[0];
  const mainClause = condition === undefined ? undefined : sentence.slice(condition.length);
  // "When the user picks quick_wallet, run this tool first to perform the login": the purpose after
  // "run this" is the action, as it is at the start of a sentence.
  const actionAfterCondition = mainClause === undefined ? undefined : (USE_THIS_TO.exec(mainClause)?.[1] ?? CALL_THIS_TO.exec(mainClause)?.[1] ?? actionOfThisTool(mainClause));
  if (actionAfterCondition !== undefined && isAction(actionAfterCondition)) return undefined;
  // "After the user decided, record their outcome on the receipt" on phaedo_record_outcome: the
  // main clause opens on the verb the tool is named for, so the first sentence says the action.
  if (mainClause !== undefined && namedForIt(mainClause, ownName) && isStemOfAVerb(/[A-Za-z]+/.exec(mainClause)?.[0]?.toLowerCase() ?? '')) return undefined;
  if (condition !== undefined && mainClause !== undefined && actsAfterAnEvent(condition, mainClause, toolNames)) return undefined;
  const actionOfThisToolHere = actionOfThisTool(sentence);
  if (actionOfThisToolHere !== undefined && isAction(actionOfThisToolHere)) return undefined;
  if (actsAfterAModal(sentence)) return undefined;
  // "Like code_task, but the local LLM reads files directly from disk": a sibling's action, and
  // then what this tool does otherwise.
  const likeWhich = LIKE_A_SIBLING.exec(sentence)?.[1];
  if (likeWhich !== undefined && toolNames.has(likeWhich)) return undefined;
  if (actsAfterAnOrderLabel(sentence, ownName, ownHandler, toolNames)) return undefined;
  for (const [pattern, problem] of PREAMBLES) {
    if (!pattern.test(sentence)) continue;
    // "Like a tweet." on twitter_like_tweet: the word the tool is named for is its verb, not advice.
    if (problem === ADVICE && namedForIt(sentence, ownName)) return undefined;
    // "WARNING: This permanently removes ALL steps from the test", "WARNING: Resets the test run":
    // the label marks the sentence, and the sentence after it states the action. "WARNING:
    // Deleting a folder may affect tests" warns of what may follow, and the action comes later.
    const afterLabel = /^WARNING\s*:\s*(\S.*)$/s.exec(sentence)?.[1];
    const warnsOfAConsequence = afterLabel !== undefined && /\b(?:may|might|could|can)\b/i.test(afterLabel);
    if (problem === WARNING_LABEL && afterLabel !== undefined && !warnsOfAConsequence && openingProblem(afterLabel, ownName, ownHandler, toolNames) === undefined) return undefined;
    // "Use when the user asks for a ticket's comments; returns a clean list": when, then the action,
    // in the same sentence.
    if (problem === WHEN_TO_USE && (actsAfterTheWhen(sentence) || namesItsActionWhen(sentence) || namesItsActionFor(sentence))) return undefined;
    // "A Find Place request takes a text input and returns a place": a thing as the subject, doing
    // the action. Only a noun phrase with no verb of its own ("The root folder of the drive.") is
    // no action.
    if (problem !== KIND_OF_THING) return problem;
    if (predicateVerb(sentence) !== undefined || usedToAct(sentence) || actsInARelativeClause(sentence)) return undefined;
    return KINDS_OF_TOOL.has(headOfOpeningPhrase(sentence)) ? KIND_OF_THING : THING_WITHOUT_VERB;
  }
  const words = sentence.match(/[\w'-]+/g) ?? [];
  // "grep searches..." opens with the action all the same: judge the word after the own name.
  if (words[0] === ownName || words[0] === ownHandler) words.shift();
  const firstWord = words[0] ?? '';
  if (toolNames.has(firstWord) && !readsAsVerb(firstWord) && !verbOfItsSentence(words) && !objectOfAVerbAtTheEnd(sentence, firstWord)) {
    return `it opens with the name of another tool (${firstWord})`;
  }
  // "**PRIMARY TOOL FOR EDITING FILES.**": a whole sentence in capitals is emphasis; read it as words.
  if (/[A-Z]{2}/.test(sentence) && sentence === sentence.toUpperCase() && words.length >= 3) {
    const spoken = sentence.toLowerCase();
    return openingProblem(spoken.charAt(0).toUpperCase() + spoken.slice(1), ownName, ownHandler, toolNames);
  }
  if (isShouted(firstWord, sentence)) {
    // "EMERGENCY: Stop all running apps", "⚠️ DESTRUCTIVE: Permanently delete…", "RELATIONAL SEEDER:
    // Analyzes…", "DRILL-DOWN STEP 1:** GET pages…": a tag of a few words in capitals, then the
    // action in the same sentence. What follows the tag decides.
    const afterTag = CAPITALS_TAG.exec(sentence)?.[1];
    if (afterTag !== undefined && openingProblem(afterTag, ownName, ownHandler, toolNames) === undefined) return undefined;
    // "RECORD — log a bet you placed", "⚠️ WRITE — Create a proxy sub-account": a tag in capitals, a
    // spaced dash, then a verb that is the action. A tag that warns ("DEPRECATED — use … instead") or
    // words after the dash that are no verb ("TRUST AREA — COMPLIANCE.") leave the opening as it was.
    const dashed = CAPITALS_DASH_TAG.exec(sentence);
    if (dashed !== null && !dashed[1]!.split(/[^A-Z'-]+/).some((word) => WARNING_WORDS.has(word))) {
      const action = dashed[2]!;
      if (tagOpening(action.match(/[\w'-]+/g) ?? [])?.verb === true && openingProblem(action, ownName, ownHandler, toolNames) === undefined) return undefined;
    }
    // "DISCOVER all available projects", "CREATE, UPDATE & MANAGE all entities": words stressed in a
    // sentence that goes on in lower case. Unless they warn, the sentence is read as if unstressed.
    const bare = sentence.replace(/^\W+/, '');
    const stressed = STRESSED_OPENING.exec(bare)?.[1];
    if (stressed !== undefined && !stressed.split(/[^A-Z'-]+/).some((word) => WARNING_WORDS.has(word))) {
      const spoken = stressed.replace(/[*_]/g, '').toLowerCase() + bare.slice(stressed.length);
      return openingProblem(spoken.charAt(0).toUpperCase() + spoken.slice(1), ownName, ownHandler, toolNames);
    }
    // "CREATES (not executes) a fix script": a verb stressed before a note on what it does not do.
    const lower = firstWord.toLowerCase();
    const stressedVerb = BASE_VERBS.has(lower) || (lower.endsWith('s') && isStemOfAVerb(lower.slice(0, -1)));
    if (stressedVerb && cachedPattern(String.raw`^\W*${escapeRegExp(firstWord)}\s+\([a-z]`).test(sentence)) return undefined;
    return `it opens with "${firstWord}" in capitals`;
  }
  // Only an opening that is plainly no action is reported ("These tools…", "Its purpose…"). A
  // word the grammar here does not know ("Geocode", "Lightweight tool returning…") is given the
  // benefit of the doubt: on servers the rule had not seen, such guesses were wrong more often
  // than right.
  // "This service returns the road segments…" does the action all the same, with itself as subject.
  if (!readsAsVerb(firstWord) && NOT_AN_OPENING_ACTION.has(firstWord.toLowerCase()) && predicateVerb(sentence) === undefined) return `its first word, "${firstWord}", does not read as an action`;
  return undefined;
}

/** The first word is one the tool's own name holds ("Unlike a tweet." on twitter_unlike_tweet). */
function namedForIt(sentence: string, ownName: string): boolean {
  const first = /[A-Za-z]+/.exec(sentence)?.[0]?.toLowerCase();
  return first !== undefined && identifierWords(ownName).includes(first);
}

/**
 * After the "Use when…" clause, a semicolon or a dash, then the action in the third person: "…;
 * returns a clean list", "… — extracts one file per entry". A clause that advises the model instead
 * ("…; confirm intent before posting") leaves the opening as it was.
 */
function actsAfterTheWhen(sentence: string): boolean {
  const verb = /\s*(?:;|\s[—–-])\s*(?:it\s+|this\s+tool\s+)?([a-z]{3,})s\b/.exec(sentence)?.[1];
  return verb !== undefined && isStemOfAVerb(verb);
}

/**
 * "Use when creating a new Trello board", "Use when listing the labels on a card": the "when" names
 * the tool's own work, what it does to a thing or fetches, as a gerund. The caller's purpose in the
 * same place ("Use when auditing recent activity", "Use when inspecting custom field definitions")
 * or its need ("Use when you need board details") still says only when to use it.
 */
function namesItsActionWhen(sentence: string): boolean {
  const gerund = /^use\s+(?:only\s+)?when\s+([a-z]{2,}ing)\b/i.exec(sentence)?.[1];
  const verb = gerundOrVerb(gerund)?.toLowerCase();
  return verb !== undefined && ACTIONS_ON_A_THING.has(verb);
}
/**
 * "USE THIS for batch flow/workflow activation": what it is for is an action named as a noun, the
 * verb's own "-ation" or "-ion" (activation, deletion, migration) closing the phrase. "Use this tool
 * for any accessibility questions" or "for information about a user" names the caller's need, and
 * still says only when to use it.
 */
function namesItsActionFor(sentence: string): boolean {
  const stem = /^use\s+(?:this|it)(?:\s+tool)?\s+for\s+(?:[\w/-]+\s+){0,3}([a-z]{3,}?)(?:ation|ion)\s*(?:[.;:,]|$)/i.exec(sentence)?.[1]?.toLowerCase();
  return stem !== undefined && [`${stem}ate`, `${stem}e`, stem].some(isAction);
}

/** What a tool does to a thing or fetches, as opposed to what its caller does with the answer. */
const ACTIONS_ON_A_THING = new Set(
  'create add apply archive unarchive attach assign unassign change check uncheck clear delete remove edit rename move set update upload list read fetch get look search send post write'.split(' '),
);

/**
 * Up to five words in capitals (digits, hyphens and slashes allowed: "VISUAL DEBUGGING TOOL FOR
 * AI/LLM:"), perhaps a note in brackets ("RESERVED (wake feature):"), a colon, and the sentence after
 * it.
 */
const CAPITALS_TAG = /^\W*(?:[A-Z][A-Z0-9/-]*\s+){0,4}[A-Z0-9][A-Z0-9/-]*\s*(?:\([^()\n]{1,40}\)\s*)?:\**\s+(\S[\s\S]*)/;

/** Up to six words in capitals ("BRAND THE ENCLAVE FOR THE USER"), a spaced dash, and the words after it. */
const CAPITALS_DASH_TAG = /^\W*((?:[A-Z][A-Z0-9/'-]*\s+){0,5}[A-Z][A-Z0-9/'-]*)\s+[—–-]\s+(\S[\s\S]*)/;

/**
 * Words in capitals joined by spaces, commas, "&" or "/" ("AUTO-TAG / CLASSIFY text"), then a word
 * that is not in capitals; the capitals may close a Markdown emphasis ("**PERMANENTLY DELETE** a
 * Gmail draft").
 */
const STRESSED_OPENING = /^((?:[A-Z][A-Z0-9'/-]*(?:\*{1,2}|_{1,2})?(?:\s*[,&/]\s*|\s+))+)(?=[a-z]|[A-Z][a-z])/;

/**
 * "IMPORTANT for first contact: project kit/ into the host's layout", "⚠️ CALL THIS FIRST -
 * Initialize the development context", "MANDATORY first step: save/read the node PNG", "START HERE -
 * Get bundle overview": a label of at most five words that orders the call, a colon or a spaced
 * dash, then the action in the same sentence. The label says when to call; the words after it say
 * what the call does, and a model reads both in one breath. What follows the label is judged as an
 * opening of its own, and must start with a verb or name the thing and what it does in a clause
 * ("START HERE — single entry point that returns…"): "IMPORTANT: call this before delete_note",
 * "IMPORTANT: This tool must be called first" and "CRITICAL: full-list semantics" still fail, as does
 * a label that is a condition.
 */
const ORDER_LABEL = /^((?:[\w'/-]+\s+){0,4}[\w'/-]+)\s*(?::|\s[-–—])\s+(\S[\s\S]*)/;
function actsAfterAnOrderLabel(sentence: string, ownName: string, ownHandler: string, toolNames: ReadonlySet<string>): boolean {
  const match = ORDER_LABEL.exec(sentence);
  if (match === null) return false;
  const label = match[1]!.split(/\s+/).map((word) => word.toUpperCase());
  if (!label.some((word) => CALL_ORDER_WORDS.has(word)) || label.some((word) => NOT_AN_ORDER_TO_CALL.has(word))) return false;
  const action = match[2]!;
  // "START HERE — single entry point that returns…": the thing the tool is, and what it does.
  if (actsInARelativeClause(action)) return true;
  return tagOpening(action.match(/[\w'-]+/g) ?? [])?.verb === true && openingProblem(action, ownName, ownHandler, toolNames) === undefined;
}
/** Words of a label that says the tool is to be called, or called first. */
const CALL_ORDER_WORDS = new Set(['MANDATORY', 'REQUIRED', 'IMPORTANT', 'CRITICAL', 'CALL', 'FIRST', 'START']);
/**
 * Words of a label after which the words are not the tool's action: a condition ("BEFORE CALLING:
 * count how many intents target this file" is what the model must do first), or a label that says
 * not to call ("DEPRECATED - use get_keyword_full_top instead" names the replacement).
 */
const NOT_AN_ORDER_TO_CALL = new Set(['BEFORE', 'AFTER', 'WHEN', 'IF', 'UNLESS', 'WHILE', 'DEPRECATED', 'NOT', 'NEVER', "DON'T"]);

/** "Like assess_counterparty but scans more history": the sibling named, then how this one differs. */
const LIKE_A_SIBLING = /^like\s+`?([\w.-]+?)`?(?:\(\))?,?\s+but\b/i;

/** Words that open a sentence about something other than the action. */
const NOT_AN_OPENING_ACTION = new Set(['this', 'these', 'those', 'its', 'it', 'there', 'here']);

/**
 * A warning in capitals ("MANDATORY after…", "REQUIRED:"): a long word or one followed by a colon
 * or "!". A short acronym that starts the action's object ("API key…", "SQL query…") is not one,
 * nor is a standard's name with its number ("ERC-721 transfer events for an address"), unless a
 * colon makes it a tag ("FBMCPF-317: the churn loop's answer…").
 */
function isShouted(word: string, sentence: string): boolean {
  if (word.length < 2 || word !== word.toUpperCase() || !/[A-Z]/.test(word)) return false;
  const tagged = cachedPattern(String.raw`^\W*${escapeRegExp(word)}\s*[:!]`).test(sentence);
  return tagged || (word.length >= 5 && !/\d/.test(word));
}

/** A condition before the main clause: "If …, ", "After …, you can ", "If …, then you MUST ". */
const CONDITION_CLAUSE = /^(?:if|when|whenever|once|after|before)\b[^,.;]{1,120},\s*(?:then\s+)?(?:you\s+(?:can|should|may|must)\s+)?/i;

/**
 * "After explicit acceptance, atomically install every proposed file", "Before opening an issue,
 * check for likely duplicates": the condition is a moment in the work, and the sentence then says
 * what the tool does. Not "BEFORE calling this tool, check …" (the caller's chore, before the call)
 * nor "If you need several, use create_items instead" (another tool's job) nor "If the file is large,
 * pass offset": there the main clause is advice to the caller.
 */
function actsAfterAnEvent(condition: string, mainClause: string, toolNames: ReadonlySet<string>): boolean {
  if (/[:[\]]|\b(?:call(?:s|ed|ing)?|us(?:e|es|ed|ing)|invok\w*|run(?:s|ning)?)\b|\bthis\s+tool\b|\byou\b/i.test(condition)) return false;
  // An adverb may come before the verb: "atomically install".
  const verb = /^\s*(?:[a-z]+ly\s+)?([a-z]+)\b/.exec(mainClause)?.[1];
  if (verb === undefined || ADVICE_VERBS.has(verb) || !isStemOfAVerb(verb)) return false;
  return ![...toolNames].some((name) => mentionsTool(mainClause, name));
}
/** What the caller should do or send ("If the file is large, pass offset"), not what the tool does. */
const ADVICE_VERBS = new Set([
  'use', 'call', 'run', 'invoke', 'try', 'see', 'prefer', 'ask', 'do', 'make', 'ensure', 'be', 'wait', 'stop', 'proceed', 'consider', 'avoid', 'refer', 'read',
  'pass', 'set', 'provide', 'specify', 'include', 'supply', 'give', 'send', 'omit', 'leave', 'add', 'increase', 'reduce', 'narrow', 'switch', 'retry', 'repeat',
]);



/**
 * "Connect to Neo4j using…" on a server with a tool named Connect: the word is the verb of its
 * sentence, whatever else it names. "Connect is the tool to…" or "Connect tool, but…" names the tool.
 */
function verbOfItsSentence(words: readonly string[]): boolean {
  const next = words[1]?.toLowerCase() ?? '';
  return tagOpening(words)?.verb === true && !NAMING_FOLLOWERS.has(next);
}
const NAMING_FOLLOWERS = new Set(['is', 'are', 'was', 'has', 'does', 'can', 'will', 'tool', 'command', 'function', 'endpoint']);

/**
 * "datalab_catalog 로 찾은 도구를 실행한다", "discover_tools로 찾은 전문 도구를 프록시 실행": Korean and
 * Japanese put the verb last, so a tool name that a particle follows is the object the action
 * comes back to, not a lead-in before it.
 */
function objectOfAVerbAtTheEnd(sentence: string, name: string): boolean {
  const after = sentence.slice(sentence.indexOf(name) + name.length);
  return /^\s*[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(after);
}
