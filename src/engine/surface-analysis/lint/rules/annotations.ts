import { aboutTool, type Finding, type LintContext } from '../finding';
import { vendorPrefix } from '../boilerplate';
import { statesMoreThanARead, WHERE_TO_SAVE } from '../stated-side-effects';
import { firstSentence, identifierWords } from '../text';
import { asSchema, descriptionOf, schemaProperties, schemaTypes, type SchemaProperty } from '../../schema-properties';
import type { JsonSchema } from '../../../toolkit/json-schema';

/**
 * MCP annotations the playground acts on: a tool without `readOnlyHint: true` asks for approval
 * on every call, so a tool that only reads and lacks it interrupts every run (info); a tool that
 * deletes or kills but says `readOnlyHint: true` skips the approval it needs, and one that says
 * `destructiveHint: false` tells the client it is safe to repeat (warnings). Judged only where
 * the tools came from a tools/list: a tools array has no annotations to judge.
 *
 * What a tool does is read from its name and its first sentence: a reading verb (get, list,
 * search, read...) opening the description or among the first two words of the name, and no
 * changing verb in the name or the first sentence ("List, create, close or select a tab" changes
 * things; "simulate-research-query" ends in a noun, not a verb; "Query and manage the graph
 * database" and "Find and optionally fix…" change things too), and no side effect stated later in
 * the description ("Full reports are saved to disk", "also persists a mapping cache") or in its
 * inputs (an `overwrite` switch). A read whose description tells the model to ask the user first is
 * left alone: the approval is what its author wants.
 */

const RULE = 'annotations';
const READ_VERBS = new Set(['get', 'list', 'search', 'read', 'find', 'query', 'fetch', 'retrieve', 'show', 'view', 'describe', 'lookup', 'inspect', 'browse', 'count', 'check']);
const DESTROY_VERBS = new Set(['delete', 'remove', 'drop', 'destroy', 'kill', 'terminate', 'purge', 'erase', 'wipe', 'truncate', 'uninstall', 'reset', 'overwrite', 'revoke']);
const CHANGE_VERBS = new Set([
  ...DESTROY_VERBS,
  ...'create update set write edit add append prepend scroll post put patch insert move rename send push merge apply run execute exec start stop install upgrade scale fork upload submit publish archive restore cancel close open click fill type press navigate evaluate invite assign reply approve commit checkout replace toggle alter rerun rerequest retry drag uncheck untick tap swipe activate deactivate'.split(' '),
]);

/**
 * Words that change something only where they are plainly verbs: opening the first sentence
 * ("Trigger a search for…", "Follow a list", "Pin a list", "Mark posts as read", "Adjust scene
 * viewport") or after "and", "or" or "then" ("Generate or rotate the key", "View or change the
 * default model", "Fetch ASO data and save to local cache", "Find and cleanup orphaned resources",
 * "Fetch from and integrate with another repository", git's own words for a pull, "Find and
 * highlight text in a browser tab", which marks the user's page, "Read and drain buffered events",
 * which empties the buffer, "Resume a paused session after human action", which sets it going,
 * "Read a repo's branches, classify each and upsert them into the branch catalog"). `setup`,
 * `mark`, `save` and `trigger` change things as the first word of a name too (`mark_read`,
 * `save_search`, `trigger_typing`, which puts up a typing indicator others see). Elsewhere they
 * are as often nouns: "List CRON triggers", "Get recent changes", "Get a message from a queue",
 * "Get the pinned list", "every sync mark on a half-track", a minute chart's `adjust` parameter
 * named mid-sentence.
 */
const CHANGE_VERBS_AS_VERBS = new Set(['trigger', 'drain', 'register', 'save', 'sync', 'queue', 'enqueue', 'schedule', 'import', 'rotate', 'fix', 'repair', 'manage', 'record', 'clear', 'follow', 'pin', 'mark', 'cleanup', 'adjust', 'integrate', 'change', 'highlight', 'index', 'resume', 'upsert']);
/** Those of them, and `setup`, that change things as the first word of a tool's name. */
const CHANGES_AS_A_NAME_OPENING = new Set(['setup', 'mark', 'save', 'trigger']);

/**
 * "Find and optionally fix…": an adverb after the "and" makes the word a verb for certain, and so
 * does joining the opening verb ("Check (or fix) code formatting"). Elsewhere "fix" and "repair"
 * stay nouns as often ("all issues, and fix recommendations").
 */
const NOUNS_AS_OFTEN = new Set(['fix', 'repair']);
/**
 * "Read and clear messages": joined to the opening verb, "clear" is a verb too. Anywhere else after
 * an "and" it is as often an adjective ("short and clear summaries").
 */
const ADJECTIVES_AS_OFTEN = new Set(['clear']);
/**
 * "View or change the default model", "Reads all markdown files and indexes them": "change" and
 * "index" are verbs when what they act on follows. After an "and" they are as often a column ("last
 * price, change, and change%"), a plural noun ("all conversations and changes") or a noun ahead of
 * another ("table and index definitions").
 */
const VERBS_ONLY_BEFORE_THEIR_OBJECT = new Set(['change', 'index']);
/**
 * "End the current show", "Enable the scene item": a change only as the sentence's first word.
 * After an "and" they are as often a noun or an adjective ("start and end dates", "enabled and
 * disabled plugins").
 */
const CHANGE_VERBS_ONLY_OPENING = new Set(['end', 'enable', 'disable']);
/** Words that open the object of a verb: a determiner, or a pronoun standing for the object. */
const OBJECT_OPENERS = new Set(['the', 'a', 'an', 'its', 'their', 'this', 'that', 'these', 'those', 'your', 'my', 'our', 'it', 'them']);
function changesByVerb(sentenceWords: readonly string[]): boolean {
  const joins = (word: string | undefined) => word !== undefined && ['and', 'or', 'then'].includes(word);
  if (CHANGE_VERBS_ONLY_OPENING.has(sentenceWords[0] ?? '')) return true;
  return sentenceWords.some((word, index) => {
    if (!CHANGE_VERBS_AS_VERBS.has(word)) return false;
    if (VERBS_ONLY_BEFORE_THEIR_OBJECT.has(word) && !OBJECT_OPENERS.has(sentenceWords[index + 1] ?? '')) return false;
    const before = sentenceWords[index - 1];
    if (index === 0) return true;
    if (ADJECTIVES_AS_OFTEN.has(word)) return index === 2 && joins(before);
    return (joins(before) && (index === 2 || !NOUNS_AS_OFTEN.has(word))) || (before !== undefined && /ly$/.test(before) && joins(sentenceWords[index - 2]));
  });
}

/**
 * What an "un" name takes back besides a change verb: `message_untrash` ("Remove a message from
 * trash") restores it, `unstar` and `unpin` clear a mark. Not `unlink`, which deletes a file.
 */
const UNDONE_STATES = new Set(['trash', 'star', 'pin', 'mute', 'block', 'follow', 'snooze', 'flag', 'hide', 'lock']);

/**
 * An explain with an `analyze` switch: EXPLAIN ANALYZE runs the statement it plans, an UPDATE or a
 * DELETE as much as a SELECT, so the tool is a read only when the switch is off.
 */
function runsWhenAnalyzing(nameWords: readonly string[], properties: readonly SchemaProperty[]): boolean {
  return nameWords.includes('explain') && properties.some((property) => property.name === 'analyze');
}

/**
 * What makes a tool whose verb reads more than a read all the same: a side effect its description
 * states, its own word that it is not a read, a price per call, a switch that runs what it plans,
 * or a parameter that says where it saves.
 */
function doesMoreThanRead(description: string, nameWords: readonly string[], schema: JsonSchema): boolean {
  if (statesMoreThanARead(description)) return true;
  // The inputs are walked once, and each check reads the same list.
  const properties = schemaProperties(schema);
  return runsWhenAnalyzing(nameWords, properties) || savesWhereTold(properties) || sendsAnyRequest(properties) || runsAScript(properties);
}

/**
 * `executeScript`, `run_script`: an input of script the call runs in the page or the host, which
 * can submit a form or change state whatever the tool is named for reading. A `code` alone is as
 * often a postcode or a discount code.
 */
function runsAScript(properties: readonly SchemaProperty[]): boolean {
  return properties.some((property) => {
    const words = identifierWords(property.name);
    return words.includes('script') && words.some((word) => SCRIPT_RUNNING_VERBS.has(word));
  });
}
const SCRIPT_RUNNING_VERBS = new Set(['execute', 'run', 'eval', 'evaluate', 'inject']);

/**
 * A fetch that takes the HTTP `method` and a request `body`, or a method whose choices include
 * POST, PUT, PATCH or DELETE: it can write to whatever API it is pointed at, however much its name
 * says fetch.
 */
function sendsAnyRequest(properties: readonly SchemaProperty[]): boolean {
  const method = properties.find((property) => property.name === 'method');
  if (!method) return false;
  const choices = Array.isArray(method.schema.enum) ? method.schema.enum.map((value) => String(value).toUpperCase()) : [];
  return properties.some((property) => property.name === 'body') || choices.some((choice) => WRITING_METHODS.has(choice));
}
const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Redis's list commands, named for the end they work at: LPUSH and RPUSH add to a list, LPOP and
 * RPOP take from it. In `list_lpush` the "list" is the kind of key, not a verb that reads.
 */
const LIST_END_COMMAND = /^b?[lr](?:push|pop)x?$|^rpoplpush$/;

/** "Check a checkbox or radio button": ticking a box, not inspecting something. */
const CHECKS_A_BOX = /\bcheck\s+(?:a|an|the)?\s*(?:checkbox|check\s+box|radio|box)/i;

/**
 * "Show a native desktop notification", "Show a Windows system tray balloon notification", "Display a
 * message in the status bar": putting one up in front of the person acts on the host, as sending a
 * message does. "Show notifications" and "Show the message" read ones that exist.
 */
const PUTS_UP_A_NOTICE = /^\W*(?:show|display)s?\s+(?:a|an)\s+(?:[\w-]+\s+){0,4}?(?:notification|toast|dialog|popup|pop-up|alert|banner|message)\b/i;

/**
 * `resetNorth`, `reset_view`, `resetZoom`, `reset_filters`: turning the camera back to where it
 * started, or showing the whole graph again, loses nothing a later move cannot restore. A reset of
 * anything else (a password, a branch, a database) throws away what was there.
 */
const VIEW_WORDS = new Set(['north', 'view', 'camera', 'zoom', 'bearing', 'pitch', 'viewport', 'orientation', 'filter']);

/**
 * Values of an action that change things though, as words elsewhere, they need not be verbs: a
 * backlog's "reorder" moves work items, where an inventory's "reorder point" is a number; a
 * group's "join" and "leave" change who is in it, where a "left join" reads tables. A "switch"
 * beside "list" changes which page later calls act on; "enable" and "disable" turn a setting, where
 * "enabled plugins" only names them. As values of an action, a player's "play" and "load" (a
 * track, an input, a preset) change what it plays, where as words they are as often nouns ("the
 * play count").
 */
const ACTION_CHANGES = new Set(['clear', 'download', 'reorder', 'join', 'leave', 'switch', 'enable', 'disable', 'play', 'load']);

/**
 * A tool driven by an action whose values include a change ("list", "move", "cancel", "clear"):
 * one of its calls changes things, so it cannot be marked read-only as a whole. Asked only where
 * the name has no reading verb: `get_openapi_reference` with operations create…get reads the
 * reference for the operation it is given.
 */
function actionsThatChange(schema: JsonSchema): boolean {
  const properties = asSchema(schema.properties);
  const action = asSchema(properties?.action ?? properties?.operation);
  const values = Array.isArray(action?.enum) ? action.enum.filter((value): value is string => typeof value === 'string') : [];
  return values.some((value) => {
    const verb = stem(identifierWords(value)[0] ?? '');
    return CHANGE_VERBS.has(verb) || ACTION_CHANGES.has(verb);
  });
}

/**
 * A parameter that says where to save what the tool makes ("The directory to save the output file",
 * "local save path"), one that lets it replace a file already there (`overwrite`), or a switch that
 * has it make or remove something on the way (`generateTests`, `createMocks`, `deleteAfter`): such a
 * tool writes when asked, whatever verb its name opens with.
 */
function savesWhereTold(properties: readonly SchemaProperty[]): boolean {
  return properties.some(
    (property) =>
      identifierWords(property.name).includes('overwrite') ||
      switchesOnAChange(property) ||
      namesWhereItSaves(property) ||
      (typeof property.schema.description === 'string' && SAVE_TARGET.test(property.schema.description)),
  );
}

/**
 * `save_path`, `savePath`, `save_dir`: a place named for saving, whatever its words say ("Absolute
 * file path for the full text"). A `path` or a `file` alone may be what the call reads.
 */
function namesWhereItSaves(property: SchemaProperty): boolean {
  const words = identifierWords(property.name);
  return words.length === 2 && words[0] === 'save' && SAVE_PLACES.has(words[1]!) && schemaTypes(property.schema).includes('string');
}
const SAVE_PLACES = new Set(['path', 'file', 'filename', 'filepath', 'dir', 'directory', 'folder', 'location', 'to', 'as']);

const MAKING_VERBS = new Set(['create', 'generate', 'write', 'save', 'upload', 'commit', 'push', 'apply']);
const SENDING_VERBS = new Set(['send', 'notify', 'post', 'email']);

/**
 * `clear`, `clearCache`, `acknowledge`, `consume`: a switch that empties what the read returns (a
 * log buffer, pending notifications, an inbox, a cache) once it has answered; a `peek` switch says
 * the call empties it unless told not to. `reset` puts back state the tool keeps between calls
 * (every circuit breaker to closed, a stored read position to now). With either on, the call
 * changes something, so the tool is not a read a client may run unasked, unless its words say the
 * switch does nothing any more.
 */
const EMPTYING_OR_RESETTING_VERBS = new Set(['clear', 'acknowledge', 'ack', 'flush', 'purge', 'reset', 'consume']);
/** What a browser does to the page it is reading, which leaves nothing changed once the call ends. */
const PAGE_GESTURES = new Set(['open', 'close', 'click', 'scroll', 'fill', 'type', 'press', 'navigate', 'drag', 'tap', 'swipe', 'uncheck', 'untick']);

/**
 * The verb after "automatically": a change unless it is a browser's gesture on the page. After that
 * adverb "fix" and "repair" are verbs ("Automatically fix detected issues"), not the nouns they
 * often are.
 */
function changesAutomatically(verb: string): boolean {
  return (CHANGE_VERBS.has(verb) || CHANGE_VERBS_AS_VERBS.has(verb)) && !PAGE_GESTURES.has(verb);
}

function switchesOnAChange(property: SchemaProperty): boolean {
  const words = identifierWords(property.name);
  const verb = words[0] ?? '';
  // `auto_task`: "Create a task on the board for this request", "Whether to send the report": the
  // switch's own words open on what it makes or sends.
  const described = /^\s*(?:whether\s+to\s+|if\s+true,?\s+)?(\w+)/i.exec(descriptionOf(property.schema))?.[1]?.toLowerCase() ?? '';
  const stillActs = !/\b(?:ignored|no\s+effect|deprecated)\b/i.test(descriptionOf(property.schema));
  // `auto_watch`, "Automatically add discovered traders to your watchlist", `autoExecute`:
  // turned on, the call makes the change itself. A browser session's "automatically close the
  // accept cookies popup" only clears the page it reads.
  const automatically = /^\s*(?:whether\s+to\s+|if\s+true,?\s+)?automatically\s+(\w+)/i.exec(descriptionOf(property.schema))?.[1]?.toLowerCase() ?? '';
  // A `clear` typed as text, "Clear logs after reading": a switch all the same, its words say so.
  if (EMPTYING_OR_RESETTING_VERBS.has(verb) && described === verb && stillActs) return true;
  if (![property.schema.type].flat().includes('boolean')) return false;
  if (MAKING_VERBS.has(verb)) return true;
  // `peek`, "View without removing (default false)": without it, the call takes away what it returns.
  if (verb === 'peek') return true;
  if (MAKING_VERBS.has(described) || SENDING_VERBS.has(described) || changesAutomatically(automatically)) return true;
  // `should_click`, "Whether to click the element once found": the switch is named for a change
  // and its words say it does it. A `removeScripts` ("Remove all script tags from the HTML") only
  // trims what comes back.
  if (CHANGE_VERBS.has(described) && !DESTROY_VERBS.has(described) && words.includes(described)) return true;
  return EMPTYING_OR_RESETTING_VERBS.has(verb) && stillActs;
}

/**
 * "The directory to save the output file", "Optional filename to save the screenshot", "local save
 * path", "Write the full tree JSON to this path and return a compact summary", "Save to file instead
 * of returning", "Save results to JSON file at this path", "Optional local directory (any path) to
 * also write this asset's workflow snapshot to": the parameter names a place on disk the call
 * writes to.
 */
const SAVE_TARGET = new RegExp(
  String.raw`\b${WHERE_TO_SAVE}|\bsave\s+(?:path|directory|folder|location)\b|\bwill\s+be\s+saved\b|^\s*(?:write|save|store)s?\b[^.]{0,40}?\bto\s+(?:(?:this|that|the\s+given|a|an)\s+)?(?:[\w-]+\s+)?(?:path|file|location|directory|folder)\b`,
  'i',
);

/**
 * A tool whose author wants the user asked before every call, and says so to the model ("Before
 * calling, ask the user for confirmation"): the approval a missing readOnlyHint brings is then the
 * point, not a cost, and the hint would let a client skip it. A `confirm` input alone does not say
 * it: `{ "confirm": true }` on a read of account balances is a formality the model fills in itself.
 */
function wantsApproval(description: string): boolean {
  return /\bask\s+the\s+user\s+(?:for\s+(?:\w+\s+)?confirmation|to\s+confirm)\b|\brequires?\s+(?:the\s+user's\s+|explicit\s+|user\s+)*confirmation\b/i.test(description);
}

const REHEARSAL_WORDS = new Set(['preview', 'simulate', 'estimate']);

export function annotationsRule(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    const facts = context.facts.get(tool.name);
    if (!facts) return;
    const hints = facts.annotations ?? {};
    // The name's words split and lower-cased, then stemmed ("searches" as "search").
    const spokenNameWords = identifierWords(tool.name);
    const nameWords = spokenNameWords.map(stem);
    const opener = firstSentence(vendorPrefix(tool.description)?.rest ?? tool.description);
    const sentenceWords = (opener.match(/[A-Za-z]+/g) ?? []).map((word) => stem(word.toLowerCase()));
    // "手动触发净资产快照记录。实时净资产通过 list_accounts 获取": the first English word is part of
    // another tool's snake_case name, not a verb the description opens on.
    const opening = /^[^A-Za-z]*[A-Za-z]+_\w/.test(opener) ? '' : (sentenceWords[0] ?? '');
    // "Remove current user as story owner" under the name `unassign`: the name's own verb undoes
    // an assignment, which the other tool puts back; it deletes nothing, but it changes something
    // all the same (`unfollow_list` is no read of a list).
    const undoes = nameWords.some((word) => word.startsWith('un') && (CHANGE_VERBS.has(word.slice(2)) || UNDONE_STATES.has(word.slice(2))));
    // `drag_drop` drops an element onto another: the drop of a drag deletes nothing.
    const resetsAView = nameWords.includes('reset') && nameWords.some((word) => VIEW_WORDS.has(word));
    // `get_latest_drops`: after a reading verb, the name's words say what is read ("the latest
    // drops", new releases), not what the call does.
    const namesWhatItReads = READ_VERBS.has(nameWords[0] ?? '');
    // `anilist_drops` analyses the shows a user dropped, as `player_kills` counts kills: a destroying
    // word that ends the name in the plural names the things, not the call's action.
    const lastWordIsAPlural = /s$/.test(spokenNameWords.at(-1) ?? '');
    const destroysByName =
      !resetsAView && !namesWhatItReads && nameWords.some((word, at) => DESTROY_VERBS.has(word) && !(word === 'drop' && nameWords.includes('drag')) && !(at === nameWords.length - 1 && lastWordIsAPlural));
    // `preview_delete` "Previews which rows would be deleted": a rehearsal names the change it
    // shows, and makes none.
    const rehearses = REHEARSAL_WORDS.has(nameWords[0] ?? '');
    // "Drop pattern analysis" on `anilist_drops` opens on the same things the name counts.
    const opensOnThoseThings = lastWordIsAPlural && nameWords.at(-1) === opening;
    const destroys = !rehearses && !resetsAView && (destroysByName || (DESTROY_VERBS.has(opening) && !undoes && !nameWords.includes('drag') && !opensOnThoseThings));
    const changes =
      undoes ||
      [...nameWords, ...sentenceWords].some((word) => CHANGE_VERBS.has(word)) ||
      changesByVerb(sentenceWords) ||
      CHANGES_AS_A_NAME_OPENING.has(nameWords[0] ?? '') ||
      // `gui_show_answer`, `gui_browse`: a tool named for the app's window works that window, turning
      // the card or opening the browser in front of the user, whatever its verb reads.
      nameWords[0] === 'gui' ||
      nameWords.some((word) => LIST_END_COMMAND.test(word)) ||
      CHECKS_A_BOX.test(opener) ||
      PUTS_UP_A_NOTICE.test(opener) ||
      (!nameWords.slice(0, 2).some((word) => READ_VERBS.has(word)) && actionsThatChange(tool.input_schema));
    const reads = !changes && !doesMoreThanRead(tool.description, nameWords, tool.input_schema) && [...nameWords.slice(0, 2), opening].some((word) => READ_VERBS.has(word));
    const at = { rule: RULE, ...aboutTool(tool), field: `tools[${index}].annotations` };
    if (destroys && hints.readOnlyHint === true) {
      findings.push({
        ...at,
        severity: 'warning',
        message: `${tool.name} reads as a tool that deletes or stops something, yet its annotations say readOnlyHint: true: clients run it without asking.`,
        suggestion: 'Set readOnlyHint: false and destructiveHint: true, or rename it if it only reads.',
      });
    } else if (destroys && hints.destructiveHint === false && !keepsWhatItRemoves(tool.description)) {
      findings.push({
        ...at,
        severity: 'warning',
        message: `${tool.name} reads as a tool that deletes or stops something, yet its annotations say destructiveHint: false.`,
        suggestion: 'Set destructiveHint: true, so a client asks before each call.',
      });
    } else if (reads && hints.readOnlyHint !== true && !wantsApproval(tool.description)) {
      const marked = hints.destructiveHint === true ? ' and marks it destructive' : '';
      findings.push({
        ...at,
        severity: 'info',
        message: `${tool.name} only reads, but its annotations lack readOnlyHint: true${marked}: the playground (and other clients) ask for approval on every call.`,
        suggestion: 'Add "annotations": {"readOnlyHint": true} to the tool, so reads run without asking.',
      });
    }
  });
  return findings;
}

/**
 * "Remove a label from an email … but remains in its original folder", "Items themselves remain in
 * the library": the description says where what the call removes is kept, so the call takes it out
 * of one place and destroys nothing.
 */
function keepsWhatItRemoves(description: string): boolean {
  return /\b(?:remains?|stays?)\s+in\s+(?:the|its|their|your|a)\b/i.test(description);
}

/** "Searches" and "Lists" as "search" and "list". */
function stem(word: string): string {
  if (/(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}
