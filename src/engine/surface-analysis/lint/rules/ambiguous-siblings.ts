import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { BRACKETED_TAG, cachedPattern, escapeRegExp, identifierWords, mostlyLatin, wordPattern } from '../text';
import { asSchemaMap, descriptionOf, propertyNames, requiredNames } from '../../schema-properties';
import type { SurfaceTool } from '../../../toolkit/surface';

/**
 * Tools a model cannot tell apart: two ways to read the same thing (`list_issues` and
 * `search_issues`, `read_file` and `read_text_file`) whose descriptions say little more than their
 * names, where a description does not name its sibling to say when to use which. Judged across the
 * whole list; the model picks one of them by a coin toss otherwise. A deprecated tool is no real
 * choice, so it neither gets nor causes one.
 * (Alike openings were tried as a second signal; on real servers they mostly matched tools that
 * do one thing to different objects, "Create a new issue" beside "Create a new branch".)
 *
 * Two verbs that bring back a set are no guess when a description says what the search matches on
 * ("records containing specific text", "models matching a search query", "using various
 * criteria"), and no pair is a guess when one of them requires an input the other does not take
 * (or puts it in the route it calls, "GET /collections/{collection_name}/snapshots"):
 * the schemas already tell them apart, so only tools that take the same inputs are left for their
 * words to separate.
 * Names are siblings when their words are the same but one verb that brings back a set
 * (list/search/find/query/open), or when one name is the other with words added and the same last word
 * (`read_text_file`, `list_directory_with_sizes`; not `get_pull_request_files`). Two
 * tools that do different things to the same object (`create_issue`, `update_issue`) are not:
 * their verbs tell them apart. A name with words added is no guess when its description speaks of
 * them ("List protected branches" beside "List branches in project", "set up for embedding" for
 * `list_embeddable_cards`, "top 10" for `get_top10_anchors`): a model reading both knows which
 * fits. Nor is one whose only added word is an extreme of the same measure (`get_max_hashrate`
 * beside `get_hashrate`): its name says the difference. Only when neither holds are both asked to
 * name each other.
 */

const RULE = 'ambiguous-siblings';
/**
 * Verbs that bring back a set of things: two of them on one object leave the model to guess which
 * set it gets. A verb that brings back one thing by its id (get, inspect, read) beside `list` is
 * not that: the id tells them apart.
 */
const COLLECTION_VERBS = new Set(['list', 'search', 'find', 'query', 'open', 'browse']);
/** Verbs a name can start with where added words make it a variant (read_file, read_text_file). */
const READ_VERBS = new Set([...COLLECTION_VERBS, 'get', 'read', 'fetch', 'retrieve', 'show', 'view', 'describe', 'inspect']);

export function ambiguousSiblings(context: LintContext): Finding[] {
  const tools = context.surface.tools;
  const siblings = new Map<number, Set<number>>();
  // Each tool answers for its own description: one that names its sibling has said when to use which.
  const link = (a: number, b: number) => {
    if (wordPattern(tools[b]!.name).test(tools[a]!.description)) return;
    siblings.set(a, (siblings.get(a) ?? new Set()).add(b));
  };
  const names = tools.map((tool) => identifierWords(tool.name));
  const deprecated = tools.map((tool) => /\bdeprecated\b/i.test(tool.description));
  const latin = tools.map((tool) => tool.description.trim() === '' || mostlyLatin(tool.description));
  for (let a = 0; a < tools.length; a += 1) {
    for (let b = a + 1; b < tools.length; b += 1) {
      if (deprecated[a] || deprecated[b]) continue;
      // Whether a description says how it differs is read in English; in another script it is not judged.
      if (!latin[a] || !latin[b]) continue;
      const kind = siblingKind(names[a]!, names[b]!);
      if (kind === undefined) continue;
      // One description that names the other ("use find_hotels for filtered searches") settles the pair.
      if (wordPattern(tools[b]!.name).test(tools[a]!.description) || wordPattern(tools[a]!.name).test(tools[b]!.description)) continue;
      if (kind === 'two verbs' && (saysWhatItMatches(tools[a]!.description) || saysWhatItMatches(tools[b]!.description))) continue;
      if (schemasTellApart(tools[a]!, tools[b]!)) continue;
      if (kind === 'two verbs' && (namesWhatOnlyItTakes(tools[a]!, tools[b]!) || namesWhatOnlyItTakes(tools[b]!, tools[a]!))) continue;
      if (scopesContrast(tools[a]!.description, tools[b]!.description)) continue;
      if (saysWhenToUse(tools[a]!.description) && saysWhenToUse(tools[b]!.description)) continue;
      if (!saysLittleBeyondItsName(tools[a]!) || !saysLittleBeyondItsName(tools[b]!)) continue;
      if (namesAPlaceTheOtherLacks(tools[a]!, tools[b]!) || namesAPlaceTheOtherLacks(tools[b]!, tools[a]!)) continue;
      if (kind === 'words added') {
        const [narrower, broader] = names[a]!.length > names[b]!.length ? [a, b] : [b, a];
        if (addsAnExtreme(names[narrower]!, names[broader]!)) continue;
        if (saysWhatItsNameAdds(whatItSays(tools[narrower]!), names[narrower]!, names[broader]!)) continue;
      }
      link(a, b);
      link(b, a);
    }
  }
  const findings: Finding[] = [];
  for (const [index, others] of [...siblings].sort(([a], [b]) => a - b)) {
    const tool = tools[index]!;
    const list = [...others].map((other) => tools[other]!.name).join(', ');
    findings.push({
      rule: RULE,
      severity: 'warning',
      ...aboutTool(tool),
      field: toolField(index, 'description'),
      message: `${tool.name} and ${list} read the same thing by their names, their descriptions add little to those names, and the description of ${tool.name} never names ${others.size === 1 ? 'it' : 'them'} to say how it differs: the model picks between them by guess.`,
      suggestion: `Say in one sentence what sets ${tool.name} apart from ${list}: what it returns that the other does not, and when to use it instead (name the sibling).`,
    });
  }
  return findings;
}

/**
 * Words that set no scope: what a read returns in general, the verbs that read, and the words that
 * join a sentence.
 */
const SCOPELESS_WORDS = new Set([
  ...READ_VERBS, 'a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'for', 'to', 'with', 'by', 'from', 'at', 'as', 'is', 'are',
  'this', 'that', 'all', 'any', 'its', 'it', 'your', 'you', 'returns', 'return', 'gets', 'lists', 'searches', 'finds', 'queries',
  'fetches', 'retrieves', 'shows', 'available', 'information', 'info', 'details', 'data',
]);

/**
 * Whether a description adds at most a few words to what its name says ("List scripts", "Search
 * for organization members", none at all). Only between two such tools is the pick sure to be a
 * guess: where either says more, it mostly states a scope the other lacks ("rare/unusual
 * observations", "day-by-day", "in the registry", "within the platform, not on blockchain"), and
 * a model reading both can pick, though neither names the other. Judged blind on servers no rule
 * was written against, the pairs with fuller descriptions were mostly labelled wrong.
 */
function saysLittleBeyondItsName(tool: SurfaceTool): boolean {
  const nameStems = identifierWords(tool.name).map((word) => word.slice(0, 4));
  const description = tool.description.replace(BRACKETED_TAG, '').toLowerCase();
  const added = (description.match(/[a-z0-9]+/g) ?? []).filter((word) => !SCOPELESS_WORDS.has(word) && !nameStems.includes(word.slice(0, 4)));
  return added.length <= 3;
}

/**
 * "Search for MCP servers in the registry" beside "List MCP servers": a few words can still say
 * where a tool looks, and a place the sibling never mentions is the scope that tells them apart.
 */
function namesAPlaceTheOtherLacks(tool: SurfaceTool, other: SurfaceTool): boolean {
  const otherStems = [...identifierWords(other.name), ...(other.description.toLowerCase().match(/[a-z0-9]+/g) ?? [])].map((word) => word.slice(0, 4));
  return [...tool.description.matchAll(/\b(?:in|within|from|on)\s+(?:the|a|an|your)\s+([a-z]+)/gi)].some((match) => !otherStems.includes(match[1]!.toLowerCase().slice(0, 4)));
}

/**
 * Whether the narrower tool's description speaks of what its name adds (`list_protected_branches`:
 * "List protected branches"; `getSpecCollections`: "an API specification's collections"). A model
 * reading it knows which of the two fits a request, whatever the broader one says.
 */
function saysWhatItsNameAdds(description: string, own: readonly string[], other: readonly string[]): boolean {
  const added = own.filter((word) => !other.includes(word));
  return added.some((word) => cachedPattern(spokenForms(word), 'i').test(description));
}

/**
 * `get_max_hashrate` beside `get_hashrate`: the added word is an extreme of the same measure, so the
 * name alone says which one a request for the peak, or for the current value, wants.
 */
function addsAnExtreme(own: readonly string[], other: readonly string[]): boolean {
  const added = own.filter((word) => !other.includes(word));
  return added.length === 1 && EXTREMES.has(added[0]!);
}
const EXTREMES = new Set(['max', 'maximum', 'min', 'minimum', 'peak', 'highest', 'lowest']);

/**
 * A tool's description and its parameters' descriptions: `get-draft-orders` with no description
 * of its own still says "Search query to filter draft orders" of its query.
 */
function whatItSays(tool: SurfaceTool): string {
  const parameterTexts = Object.values(asSchemaMap(tool.input_schema.properties)).map(descriptionOf);
  return [tool.description, ...parameterTexts].join('\n');
}

/**
 * How a word of a name is written in prose: itself (with a plural when short), its stem with any
 * ending ("embeddable" as "set up for embedding"), letters and digits apart ("top10" as "top 10"),
 * "my" as the user it stands for, "pending" as work not yet done, and "overdue" and "upcoming" by
 * their due dates.
 */
function spokenForms(word: string): string {
  const forms = [String.raw`\b${escapeRegExp(word)}${word.length >= 4 ? '' : String.raw`(?:s|es)?\b`}`];
  const stem = word.replace(/(?:able|ible|ing|ed|es|s)$/, '');
  if (stem !== word && stem.length >= 4) forms.push(String.raw`\b${escapeRegExp(stem)}`);
  // A short plural in a name ("logs") is often its singular in prose ("log-based").
  else if (/^[a-z]{3}s$/.test(word)) forms.push(String.raw`\b${word.slice(0, 3)}\b`);
  const split = /^([a-z]+)(\d+)$/.exec(word);
  if (split) forms.push(String.raw`\b${split[1]}[\s-]*${split[2]}\b`);
  // One letter and a number is a word and its number cut short: `l2` is said "Layer 2".
  if (split && split[1]!.length === 1) forms.push(String.raw`\b${split[1]}[a-z]+[\s-]*${split[2]}\b`);
  // `get_my_board_issues` is said as "issues assigned to the current user" far more often than "my".
  // "List channels I am a member of" is the same user speaking for itself.
  if (word === 'my') forms.push(String.raw`\b(?:me|your|yourself)\b|\b(?:current(?:ly)?|authenticated|logged[\s-]in|signed[\s-]in)\s+(?:logged[\s-]in\s+)?(?:user|account|member)\b|\bI\s+(?:am|belong|own|follow|joined)\b`);
  // `get_pending_assigned_issues` is said as "issues that are not done".
  if (word === 'pending') forms.push(String.raw`\bnot\s+(?:yet\s+)?(?:done|completed?|finished|resolved|closed)\b|\b(?:unfinished|unresolved|outstanding)\b`);
  // `find_overdue_tasks` is said as "tasks that are past their due date", `find_upcoming_tasks` as
  // "tasks due within a specified number of days".
  if (word === 'overdue') forms.push(String.raw`\bpast\s+(?:their|its|the)\s+(?:due\s+date|deadline)\b`);
  if (word === 'upcoming') forms.push(String.raw`\bdue\s+(?:within|in\s+the\s+next|soon)\b`);
  return forms.join('|');
}

/**
 * "Search for records containing specific text", "models matching a search query", "Search for
 * emails using various criteria", "Search across all project files for a text pattern": a
 * description that says the tool matches on something tells it apart from the sibling that lists
 * them all.
 */
function saysWhatItMatches(text: string): boolean {
  // "[read] Search visible group chats by keyword": a category tag before the sentence is no part of it.
  const description = text.replace(BRACKETED_TAG, '');
  return /\b(?:matching|containing|that\s+(?:match|contain))\s+(?:(?:a|the|your|given|specific|some)\s+)?(?:search\s+)?(?:query|text|term|keyword|word|pattern|string|criteria)\b|\bbased\s+on\s+(?:a|the)\s+(?:search\s+)?(?:query|keyword|term)\b|^\W*(?:search(?:es)?|finds?|looks?\s+up)\b[^.]{0,40}\b(?:by|for)\s+(?:a\s+)?(?:[\w-]+\s+)?(?:keywords?|query|search\s+terms?|names?|titles?|tags?|text|pattern)\b|\bmatch(?:es|ing)?\s+against\b|\b(?:using|by|with)\s+(?:various|multiple|several|specific|given|advanced)?\s*criteria\b/i.test(description);
}

/**
 * One of the two cannot be called without an input the other does not take at all: a search's
 * query beside a list of everything, `get-customer-orders` with its `customerId` beside
 * `get-orders`. A model holding a query, or a customer, has one choice; the schemas tell the pair
 * apart whatever the descriptions say. (Judged blind on servers no rule was written against,
 * pairs like these were the ones labelled wrong.)
 */
function schemasTellApart(a: SurfaceTool, b: SurfaceTool): boolean {
  const needsWhatOtherLacks = (tool: SurfaceTool, other: SurfaceTool) => {
    const otherTakes = propertyNames(other.input_schema);
    return neededNames(tool).some((name) => !otherTakes.has(name));
  };
  return needsWhatOtherLacks(a, b) || needsWhatOtherLacks(b, a);
}

/**
 * The inputs a call cannot go without: those the schema requires, and those its description puts in
 * the path it calls ("GET /collections/{collection_name}/snapshots"), which an HTTP route cannot be
 * reached without, whether or not a generator marked them required.
 */
function neededNames(tool: SurfaceTool): string[] {
  const takes = propertyNames(tool.input_schema);
  const inThePath = [...tool.description.matchAll(/\/\{([A-Za-z_][\w-]*)\}/g)].map((match) => match[1]!).filter((name) => takes.has(name));
  return [...new Set([...requiredNames(tool.input_schema), ...inThePath])];
}

/**
 * The inputs that page through a result or choose its format say nothing of which things come back,
 * so they never tell two tools apart.
 */
const PAGING_INPUTS = new Set(['limit', 'offset', 'page', 'cursor', 'after', 'before', 'first', 'last', 'perpage', 'pagesize', 'pagetoken', 'nexttoken', 'format']);

/** What a tool takes that its sibling does not, less paging: the inputs only it can be asked with. */
function ownInputs(tool: SurfaceTool, other: SurfaceTool): string[] {
  const otherTakes = propertyNames(other.input_schema);
  return [...propertyNames(tool.input_schema)].filter((name) => !otherTakes.has(name) && !PAGING_INPUTS.has(name.toLowerCase().replace(/[_-]/g, '')));
}

/**
 * "Query rows (filters/select/sort/paging)" beside "List rows": where two verbs fetch the same rows,
 * a description that names the inputs only it takes says what it adds over its sibling, and a
 * request needing them has its tool. Between a name and its longer variant it is not enough: there
 * the added words are what must be explained ("The workspace ID is required" beside "Gets all
 * generated collections" leaves "Spec" a riddle).
 */
function namesWhatOnlyItTakes(tool: SurfaceTool, other: SurfaceTool): boolean {
  return ownInputs(tool, other).some((name) => name.length >= 4 && wordPattern(name, 'i').test(tool.description));
}

/**
 * "Use to browse available files before building imports" beside "Use to find files when you only
 * know part of the name": each says what it is for, so a model reading both has its pick.
 */
function saysWhenToUse(description: string): boolean {
  return /\buse\s+(?:this\s+(?:tool\s+)?|it\s+)?(?:to|when|for|if)\b/i.test(description);
}

/**
 * "List work items in a project" beside "Search for work items across projects": one says one of a
 * thing, the other says across all of them, and the pick follows from the request.
 */
function scopesContrast(a: string, b: string): boolean {
  const across = (text: string) => [...text.matchAll(/\bacross\s+(?:all\s+)?(?:your\s+|the\s+)?([a-z]+?)(?:ies|s)\b/gi)].map((match) => match[0].toLowerCase().endsWith('ies') ? `${match[1]!.toLowerCase()}y` : match[1]!.toLowerCase());
  const inOne = (text: string, thing: string) => cachedPattern(String.raw`\b(?:in|within|of|for)\s+(?:a|one|the|a\s+single|a\s+given|a\s+specific)\s+${escapeRegExp(thing)}\b`, 'i').test(text);
  return across(a).some((thing) => inOne(b, thing)) || across(b).some((thing) => inOne(a, thing));
}

/** Two verbs that bring back a set of one thing, or one name with words added to the other. */
function siblingKind(a: readonly string[], b: readonly string[]): 'two verbs' | 'words added' | undefined {
  if (a.length === b.length) {
    const differing = a.map((word, index) => [word, b[index]!] as const).filter(([x, y]) => x !== y);
    return differing.length === 1 && COLLECTION_VERBS.has(differing[0]![0]) && COLLECTION_VERBS.has(differing[0]![1]) ? 'two verbs' : undefined;
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  // One name is the other with words added, in order: read_file / read_text_file.
  if (shorter.length < 2 || !READ_VERBS.has(shorter[0]!) || shorter[0] !== longer[0]) return undefined;
  let at = 0;
  for (const word of longer) if (word === shorter[at]) at += 1;
  return at === shorter.length && (shorter.at(-1) === longer.at(-1) || longer[shorter.length] === 'with') ? 'words added' : undefined;
}
