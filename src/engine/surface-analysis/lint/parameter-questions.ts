import { asSchema, isTopLevel, schemaTypes, type SchemaProperty } from '../schema-properties';
import type { JsonSchema } from '../../toolkit/json-schema';
import { identifierWords, spokenNames } from './text';
import { keysSettledElsewhere } from './open-object-keys';

/**
 * The questions a parameter with no description leaves a careful model unable to answer from its
 * name and schema. Only these are asked: a parameter can lack words and still leave one reasonable
 * value to send (the `title` of an issue being created, the key of the flag a tool acts on, a
 * switch named for what it turns on), and a lint that asks for words everywhere is switched off.
 * Each question is one a wrong guess turns into a wrong call:
 * - unit: a time or a duration given as a number, with no unit in its name (seconds or
 *   milliseconds? a Unix time in which?);
 * - scale: a rate or a threshold with no range (0 to 1, or a percentage?);
 * - format: a date or a time given as a string, with no `format` or `pattern` (ISO 8601? epoch?);
 * - syntax: a filter, a sort, a selector, a formula, a scope: text in a syntax of its own;
 * - limit: how many come back, with no default and no maximum (what does leaving it out return,
 *   and how many may it ask for?);
 * - shape: any JSON value, an object with no named fields, a list of items of no stated kind.
 * A schema that already answers (a `format`, a `pattern`, a range, choices) asks nothing. An
 * example value in the schema (`"example": "2022-09-19"`) reaches the model with it and answers a
 * format, a syntax or a shape; it says nothing of a unit, a scale or a limit, so those are still asked.
 */

export type QuestionKind = 'unit' | 'scale' | 'format' | 'syntax' | 'limit' | 'shape';

export interface ParameterQuestion {
  kind: QuestionKind;
  /** What is left open, in a clause that follows "<name> of <tool> has no description and". */
  gap: string;
  /** What to write, naming the parameter. */
  fix: string;
}

/**
 * Units of time that say themselves as a word (`delay_seconds`, a MIDI `durationTicks`, a song's
 * `startBeat` or `lengthBars`, a constant `"seconds"` beside a time); not `us`, which as often names
 * a country.
 */
export const TIME_UNIT_WORDS = new Set('ms millis milliseconds msec sec secs seconds second ticks tick beat beats bar bars min mins minutes minute hour hours hrs day days week weeks month months year years ns epoch unix'.split(' '));
/** Words that already say the unit or the form (`timeoutMs`, `delay_seconds`, `startEpoch`, `weight_kg`). */
export const UNIT_WORDS = new Set([
  ...TIME_UNIT_WORDS,
  // A trader's `gap_atr_threshold` counts in multiples of the average true range; `bps` and `pips`
  // are the market's own small units.
  ...'us px pt points pixels degrees inches byte bytes kb mb gb pct percent percentage iso utc kg g lb lbs oz cm mm km m mi miles ft usd eur gbp cents atr bps pips'.split(' '),
]);
/** Last words of an angle: where an arc or a turn starts is no moment. */
const ANGLE_WORDS = new Set(['angle', 'rotation', 'heading', 'bearing']);
/** Words of a moment or a length of time. */
const TIME_WORDS = new Set('timeout delay interval duration wait ttl expiry expires expiration age period retention sleep start end until since before after time timestamp deadline date lookback window cooldown backoff'.split(' '));
/**
 * Words of a count, a size or a place in a sequence: `retention_amount`, `start_line`, `endIndex`,
 * `startCol`, a language server's `startCharacter`, `startFrame` and `startPlayersNeeded` are not
 * times, though they start or end something.
 * A chain counts its own way: `expiresAtSlot` and `validUntilBlock` are a slot and a block number.
 * A paragraph's `indent_start` and a box's `margin_end` are lengths on a page. A log's
 * `since_sequence` is a place in its sequence, and a search's `contextBefore` counts lines of context.
 */
const COUNT_WORDS = new Set('amount count number num size storage bytes items files lines entries records copies line index idx row column col character char position frame frames page pages player players slot block indent margin padding sequence seq context'.split(' '));
/** The axes of a coordinate: a section line's `startX` and `endY` are places on a sheet, not times. */
const AXIS_WORDS = new Set(['x', 'y', 'z', 'lat', 'lng', 'lon', 'latitude', 'longitude']);
/**
 * Last words of text that is no date whatever words come before: a path, a file, a log line, a
 * message, or code (an HTTP client's `afterResponseScript`, a `before_hook`).
 */
const NOT_A_TIME_HEADS = new Set('path paths file filename filepath dir directory folder url uri log message text pattern script scripts code hook hooks command template'.split(' '));
/** The two sides of an edit, each named beside the other. */
const EDIT_SIDES: Readonly<Record<string, string>> = { before: 'after', after: 'before' };
/** What an edit's two sides are text of, as the last word of a sibling's name (`file`, `filePath`, `code`). */
const EDITED_THINGS = new Set(['file', 'path', 'filename', 'code']);
/**
 * Events a step can be hooked before or after. Not a request or a response: an `afterResponse` with
 * nothing more in its name may be a moment, and only a `Script` after it says it is code.
 */
const HOOKED_EVENTS = new Set('load save insert update delete commit run start stop send build deploy render merge sync upload install query execute exec import export write'.split(' '));
/** Words of a date or a time written as text. */
const DATE_WORDS = new Set('date time datetime timestamp since until deadline due expires expiry expiration before after'.split(' '));
const PERCENT_WORDS = new Set(['pct', 'percent', 'percentage']);
/** Words of a rate or a threshold, whose scale is the question. */
const SCALE_WORDS = new Set('rate ratio percent percentage threshold weight confidence probability temperature similarity sampling'.split(' '));
/**
 * Last words of a text in a syntax of its own. Not `query`: on most tools it is the words to search
 * for, which need no syntax; a terse `q` usually carries one. Not `sql`, `jql`, `cql` or `cron`
 * either: the name is the syntax, one the model already writes. (Asking a bare `sql` for its
 * dialect was labelled wrong four times in five on servers it was not written against: the
 * labellers read the SQL a database server runs as plain from the server.)
 */
const SYNTAX_WORDS = new Set('filter filters q where expression expr selector sort orderby order expand scope formula'.split(' '));
/** Fields whose filter is a piece of their own text: a name, a title, a label's words, a class name. */
const PLAIN_TEXT_FIELDS = new Set(['name', 'text', 'title', 'class']);
/**
 * A bare `after` or `before` beside `first` or `last` is a pagination cursor (the GraphQL
 * convention), and so is the pair of them beside a page size (`limit`, as Meta's Graph API pages);
 * `starting_after` and `ending_before` page by an item's id, `afterId` or `before_cursor` names an
 * item and `timeZone` a zone: none is a date. A lone `before` beside `since` is still a date.
 */
function namesAPointer(words: readonly string[], siblings: ReadonlySet<string>): boolean {
  const bare = words.length === 1 && (words[0] === 'after' || words[0] === 'before') ? words[0] : undefined;
  // Beside a page size, `after` and `before` are cursors (OKX's trades take an `after` trade id and
  // a `limit`), unless a `since` or an `until` makes them the ends of a time range.
  const besidePageSize = bare !== undefined && PAGE_SIZES.some((size) => siblings.has(size)) && !siblings.has('since') && !siblings.has('until');
  const cursor = bare !== undefined && (siblings.has('first') || siblings.has('last') || besidePageSize);
  // `starting_after` and `ending_before`: the id of the last item seen, as Stripe-style lists page.
  const paging = words.join(' ') === 'starting after' || words.join(' ') === 'ending before';
  return cursor || paging || POINTER_WORDS.has(words.at(-1) ?? '');
}
/**
 * `hasRegisterTime`, `isExpired`, `shouldStartAt`: a name that opens on "has", "is", "should" or
 * "can" asks yes or no (a filter that wants a registration time at all), whatever time it names.
 */
function asksYesOrNo(words: readonly string[]): boolean {
  return words.length > 1 && YES_OR_NO_OPENINGS.has(words[0] ?? '');
}
const YES_OR_NO_OPENINGS = new Set(['has', 'is', 'should', 'can']);
const POINTER_WORDS = new Set(['id', 'ids', 'cursor', 'token', 'zone', 'timezone', 'tz']);
/**
 * A wait whose default is ten thousand or more (`timeout` 10000, 120000): as seconds that would be
 * hours of waiting, so milliseconds is the one reasonable reading. A lifetime may run for hours, so
 * its default must pass a year as seconds (`ttl` 86400000, a day in milliseconds).
 */
function waitsInMilliseconds(words: readonly string[], schema: JsonSchema): boolean {
  if (typeof schema.default !== 'number') return false;
  const waits = schema.default >= 10_000 && words.some((word) => ['timeout', 'delay', 'wait', 'interval'].includes(word));
  return waits || (schema.default >= SECONDS_IN_A_YEAR && words.some((word) => ['ttl', 'expiry', 'duration'].includes(word)));
}
const SECONDS_IN_A_YEAR = 365 * 24 * 60 * 60;
/**
 * A recurrence rule's `interval` beside its `frequency` (DAILY, WEEKLY), one beside its `unit`, or
 * one inside a `recurrence` object, whose `type` says daily or weekly: what one step is is given, so
 * the number counts those steps. A `duration` beside its own `durationUnit` has its unit too. Only
 * these: a scheduled task's `timeout` beside its cron `frequency` still has no unit.
 */
function unitGivenBeside(words: readonly string[], siblings: ReadonlySet<string>, path: string): boolean {
  const siblingWords = spokenNames(siblings);
  const stepOfARecurrence = words.at(-1) === 'interval' && (siblingWords.some((sibling) => UNIT_FIELDS.has(sibling)) || /\.properties\.(?:recurrence|recurring|repeat|rrule)\./i.test(path));
  return stepOfARecurrence || siblingWords.includes([...words, 'unit'].join(' ')) || ttlOfADnsRecord(words, siblings);
}
/**
 * A `ttl` beside a record's `type` and its `value`, `values` or `content` is a DNS record's, which
 * the protocol counts in seconds: no model sends it another way.
 */
function ttlOfADnsRecord(words: readonly string[], siblings: ReadonlySet<string>): boolean {
  return words.join(' ') === 'ttl' && siblings.has('type') && ['value', 'values', 'content'].some((name) => siblings.has(name));
}
const UNIT_SUFFIXES = ['unit', 'units'];
const UNIT_FIELDS = new Set(['frequency', 'freq', 'unit', 'units', 'time unit', 'interval unit', 'period unit', 'duration unit']);
/** `dateTimeRenderOption`, `date_format`, `timeMode`: how dates are shown or read, not a date. */
const CHOICE_WORDS = new Set(['option', 'options', 'mode', 'style', 'format', 'type', 'kind', 'field', 'column', 'setting', 'settings']);
function namesAChoice(words: readonly string[]): boolean {
  return words.length > 1 && CHOICE_WORDS.has(words.at(-1) ?? '');
}
/**
 * A bare `start` beside a `count` or a `limit` is where a page begins (Yahoo's start and count), as
 * is Jira's `startAt` beside its `maxResults`; beside an `end` it is the start of a time range, and
 * the unit is asked.
 */
function pagesByCount(name: string, siblings: ReadonlySet<string>): boolean {
  const start = name === 'start' || name === 'startAt' || name === 'start_at';
  const rangeEnd = ['end', 'endAt', 'end_at'].some((end) => siblings.has(end));
  return start && !rangeEnd && PAGE_SIZES.some((size) => siblings.has(size));
}
const PAGE_SIZES = ['count', 'limit', 'per_page', 'perPage', 'page_size', 'pageSize', 'max_results', 'maxResults'];
/**
 * Numbers that count places in a sequence, as their siblings or their own name show:
 * - a `start` beside the `increment` that steps from it is the first number of a series, as a
 *   database sequence's START and INCREMENT;
 * - a `start` beside a `stop` is a slice's first index, as Redis's LRANGE and Python's slices take
 *   them (a time range ends at an `end`), and a `range_start` beside its `range_length`, or a
 *   `leaf_start` beside its `leaf_count`, is where a run of items begins;
 * - `insert_before` and `insertAfter` name the position an item goes beside.
 * A time range's `start` beside its `end` or its `step` (Prometheus) is still a time.
 */
function countsPlaces(words: readonly string[], siblings: ReadonlySet<string>): boolean {
  const siblingWords = spokenNames(siblings);
  const prefix = words.slice(0, -1);
  const besideItsOwn = (ending: string) => siblingWords.includes([...prefix, ending].join(' '));
  const startOfARun = words.at(-1) === 'start' && (['stop', 'length', 'count'].some(besideItsOwn) || (words.length === 1 && siblings.has('increment')));
  const whereToInsert = words[0] === 'insert' && (words.includes('before') || words.includes('after'));
  return startOfARun || whereToInsert;
}
/**
 * A number `expectedStart` beside the `oldText` it locates is where that text begins in the
 * document, a character offset, as a span's `start` and `end` beside its `text` are. (A `start`
 * typed as text beside a `text` may still be an event's date, and is not read here.)
 */
function placeOfQuotedText(words: readonly string[], siblings: ReadonlySet<string>): boolean {
  return (words.at(-1) === 'start' || words.at(-1) === 'end') && spokenNames(siblings).some((named) => named.split(' ').at(-1) === 'text');
}
/** A bare `age` is how old someone or something is, which everyone counts in years; a cache's `maxAge` is still asked. */
function countsYears(words: readonly string[]): boolean {
  return words.length === 1 && words[0] === 'age';
}
/**
 * A field beside the `direction` of one sort names what to sort on: Notion's `sorts: [{ timestamp,
 * direction }]` takes "created_time" or "last_edited_time", a choice of which time, not a moment in
 * some format. A list tool's own `direction` beside its `since` is not a sort entry: `since` is
 * still a moment.
 */
function keyOfASort(path: string, siblings: ReadonlySet<string>): boolean {
  return siblings.has('direction') && /\.properties\.(?:sorts?|sort_?by|order_?by|orderings?)\./i.test(path);
}
/** Names of how many come back; only where the tool itself takes them, not inside a passed structure. */
const LIMIT_NAMES = /^(?:limit|page_?size|per_?page|max_?(?:results|records|items|entries|rows|hits|pages|concurrency))$/i;

/**
 * "Lists a company's assets (paginated, default 25/page)", "Caps results at 20 rows": the tool's
 * own words give the page size a `limit` left out falls back to, or the most it returns.
 */
export function pageSizeStated(toolDescription: string): boolean {
  return /\bdefault(?:s\s+to|\s+is|\s+of)?\s*:?\s*\d+\s*(?:\/\s*page|per\s+page|results|rows|items)\b|\bcap(?:s|ped)?\s+(?:(?:the\s+)?(?:results?|rows|output)\s+)?at\s+\d+/i.test(toolDescription);
}

/** `siblings`: the names of the other fields in the same object, which can settle what a name means. */
export function questionLeftOpen(property: SchemaProperty, siblings: ReadonlySet<string> = new Set()): ParameterQuestion | undefined {
  const { name, schema } = property;
  // A field marked readOnly is one the model is told not to send: there is nothing to ask.
  if (schema.readOnly === true) return undefined;
  if (Array.isArray(schema.enum) || schema.const !== undefined || typeof schema.format === 'string' || typeof schema.pattern === 'string') return undefined;
  const words = identifierWords(name);
  const types = schemaTypes(schema);
  const numeric = types.includes('number') || types.includes('integer');
  const text = types.includes('string') && !numeric;
  const ranged = typeof schema.minimum === 'number' && typeof schema.maximum === 'number';
  const unitNamed = words.some((word) => UNIT_WORDS.has(word));
  const countNamed = words.some((word) => COUNT_WORDS.has(word) || AXIS_WORDS.has(word));
  // `beforeNavItemId` points at a thing; "before" does not make it a time.
  const notATime = asksYesOrNo(words) || namesAPointer(words, siblings) || namesAChoice(words) || pagesByCount(name, siblings) || countsPlaces(words, siblings) || countsYears(words) || waitsInMilliseconds(words, schema) || keyOfASort(property.path, siblings);
  // `startAngle`, `end_rotation`: where an arc or a turn starts, an angle, whatever "start" says.
  const anAngle = ANGLE_WORDS.has(words.at(-1) ?? '');
  if (numeric && !ranged && !unitNamed && !countNamed && !notATime && !anAngle && !placeOfQuotedText(words, siblings) && words.some((word) => TIME_WORDS.has(word)) && !unitGivenBeside(words, siblings, property.path)) {
    return {
      kind: 'unit',
      gap: 'it is a time given as a number with no unit: seconds or milliseconds, a duration or a moment, the model guesses',
      fix: `Give ${name} its unit (and, for a moment, from when it counts), or put the unit in its name (${name}Ms).`,
    };
  }
  // `weight_kg` has its unit; `fat_percent` still leaves 18 or 0.18 open.
  const measureNamed = words.some((word) => UNIT_WORDS.has(word) && !PERCENT_WORDS.has(word));
  // A `rate` beside `qty` in a line item is its unit price, not a fraction.
  const priceOfALine = words.includes('rate') && (siblings.has('qty') || siblings.has('quantity'));
  // A CSS `fontWeight` (600, "bold"), a WCAG `contrastRatio` (4.5) and a `playRate` (1 is normal
  // speed, as a video's playbackRate) have scales everyone writes one way.
  const knownScale = words.includes('font') || words.includes('contrast') || words.includes('play') || words.includes('playback');
  // A whole number cannot be 0.18: an integer threshold is a count and an integer percentage runs to
  // 100. An integer weight still leaves its range open (1 to 10, or to 100?).
  const whole = types.includes('integer') && !types.includes('number') && words.some((word) => word === 'threshold' || PERCENT_WORDS.has(word));
  // `vatRateId` names a VAT rate by its id: an identifier has no scale.
  const identifier = namesAPointer(words, siblings);
  // A `weight` beside its own `weight_unit`, or beside a bare `unit`, is a measure in that unit:
  // 0 to 1 is not the doubt.
  const unitBeside = spokenNames(siblings).some((named) => UNIT_SUFFIXES.some((unit) => named === unit || named === [...words, unit].join(' ')));
  // A maximum of 1 or 100 settles the doubt alone: a fraction or a percentage. A bound as far off as
  // Number.MAX_SAFE_INTEGER, which zod's `int()` writes, says nothing of the scale.
  const cap = typeof schema.maximum === 'number' ? schema.maximum : schema.exclusiveMaximum;
  const capped = typeof cap === 'number' && cap <= 100;
  // A default of 80 cannot be a fraction. (A default of 0.3 can still be a weight of 0 to 1 or of 0
  // to 10: only one above 1 settles the doubt.)
  const defaultShowsScale = typeof schema.default === 'number' && schema.default > 1;
  if (numeric && !ranged && !capped && !defaultShowsScale && !measureNamed && !priceOfALine && !knownScale && !whole && !identifier && !unitBeside && words.some((word) => SCALE_WORDS.has(word))) {
    return {
      kind: 'scale',
      gap: 'it has no range: whether it runs from 0 to 1 or is a percentage, the model guesses',
      fix: `Say the scale of ${name}, or give it a minimum and a maximum in the schema.`,
    };
  }
  const shown = showsAnExample(schema);
  // A default written out ("24h", "2024-01-01") shows the form a date or a time takes here.
  const formatShown = shown || (typeof schema.default === 'string' && schema.default.trim() !== '');
  // The last word names the thing: `expiresAtSlot` is a slot and `date_column` a column, not dates;
  // `before_path` is the path of the earlier image and `until_log` the log line to wait for.
  const head = words.at(-1) ?? '';
  const headIsNoDate = COUNT_WORDS.has(head) || NOT_A_TIME_HEADS.has(head);
  // A `before` beside its `after` and the `file` they are in is the text an edit changed, as in a
  // list of code changes `{ file, before, after }`, not a pair of dates.
  const textOfAnEdit = words.length === 1 && EDIT_SIDES[head] !== undefined && siblings.has(EDIT_SIDES[head]!) && spokenNames(siblings).some((named) => EDITED_THINGS.has(named.split(' ').at(-1)!));
  // A `contextBefore` or `context_after` typed as text is the passage on that side of what the
  // call looks for, quoted to find it, not a moment.
  const textAround = words.length === 2 && words[0] === 'context' && EDIT_SIDES[head] !== undefined;
  // `before_load`, `after_insert`: a step run on either side of an event (a data warehouse's SQL
  // before a load), named as hooks are, not the moment of the event.
  const hookOfAnEvent = words.length === 2 && EDIT_SIDES[words[0]!] !== undefined && HOOKED_EVENTS.has(head);
  if (text && !formatShown && !unitNamed && !notATime && !headIsNoDate && !textOfAnEdit && !textAround && !hookOfAnEvent && (words.some((word) => DATE_WORDS.has(word)) || /(?:At|_at|On|_on)$/.test(name))) {
    return {
      kind: 'format',
      gap: 'it is a date or a time with no format: ISO 8601, a Unix time or words such as "yesterday", the model guesses',
      fix: `Say the format of ${name} with an example, or set "format": "date-time" in its schema.`,
    };
  }
  // A `q` beside an `a` is a question and its answer (an FAQ entry), written as plain words.
  const questionOfAPair = name === 'q' && siblings.has('a');
  // A `sortOrder` is a direction, ascending or descending, not an ordering written in a syntax.
  const direction = words.join(' ') === 'sort order';
  // A `name_filter`, `textFilter` or `classFilter` takes a piece of that one field's text to match,
  // plain words; a `urlFilter` or an `authorFilter` may take a pattern or an id, and is still asked.
  const textOfOneField = words.length === 2 && words[1] === 'filter' && PLAIN_TEXT_FIELDS.has(words[0]!);
  if (text && !shown && SYNTAX_WORDS.has(words.at(-1) ?? '') && !questionOfAPair && !direction && !textOfOneField) {
    return {
      kind: 'syntax',
      gap: 'it takes text in a syntax nothing shows: the model invents one',
      fix: `Describe the syntax ${name} takes and give one example value.`,
    };
  }
  if (numeric && isTopLevel(property) && LIMIT_NAMES.test(name) && schema.default === undefined && typeof schema.maximum !== 'number') {
    // A required limit is never left out: only how many it may ask for is a guess.
    if (property.required) {
      return {
        kind: 'limit',
        gap: 'it has no maximum: the model guesses how many it may ask for',
        fix: `Say the most ${name} may ask for, or set "maximum" in its schema.`,
      };
    }
    return {
      kind: 'limit',
      gap: 'it has neither a default nor a maximum: the model guesses what leaving it out returns and how many it may ask for',
      fix: `Say what leaving ${name} out returns and the most it may ask for, or set "default" and "maximum" in its schema.`,
    };
  }
  if (shown) return undefined;
  if (isAnyValue(schema) && !KIND_IN_NAME.test(name)) {
    return { kind: 'shape', gap: 'it has no type: any JSON value passes and nothing says which kind fits', fix: `Give ${name} a type and say what it holds.` };
  }
  if (isOpenObject(schema) && !keysSettledElsewhere(name, siblings, property.path)) {
    return { kind: 'shape', gap: 'it is an object with no named fields: which keys it takes is a guess', fix: `List the fields ${name} takes in its schema, or describe its keys with an example.` };
  }
  // A tuple (`items: [{type: "number"}, …]` or `prefixItems`) states each item's kind in place.
  const tuple = Array.isArray(schema.items) || Array.isArray(schema.prefixItems);
  // The `children` of an item in a list (a DOM element's, a plan tree's node's) are more items of
  // the list's own shape, which the model already reads one level up.
  const childrenOfAnItem = name === 'children' && /\.items\.properties\.children$/.test(property.path);
  if (types.includes('array') && !tuple && !childrenOfAnItem && isAnyValue(asSchema(schema.items) ?? {})) {
    return { kind: 'shape', gap: 'it is a list of items of no stated kind', fix: `Give the items of ${name} a type and say what each one holds.` };
  }
  return undefined;
}

/** `example` (OpenAPI's word) or a non-empty `examples` (JSON Schema's): a value to copy the form of. */
function showsAnExample(schema: JsonSchema): boolean {
  const examples = schema.examples;
  return (schema.example !== undefined && schema.example !== null && schema.example !== '') || (Array.isArray(examples) && examples.length > 0);
}

/**
 * No type, no choices, no parts and no reference: `{}`, where anything goes. A node that holds
 * other keys than notes (`data: {parent: {...}, insert_after: {...}}`, fields written without
 * "properties") has a shape, however mis-spelled: a model reads its fields all the same.
 */
function isAnyValue(schema: JsonSchema): boolean {
  return Object.keys(schema).every((key) => NOTES.has(key));
}

/** Names that say the kind of value themselves: `description_html`, `homepage_url`, `owner_id`. */
const KIND_IN_NAME = /(?:^|_|-|[a-z](?=[A-Z]))(?:html|text|markdown|md|url|uri|id|name|email|title|path)$/i;

/** Keywords that say something about a value without saying what kind it is. */
const NOTES = new Set(['title', 'description', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly', 'nullable']);

/**
 * An object that names no fields and takes any (`additionalProperties` left out, true or `{}`).
 * A map whose values have a shape of their own (`additionalProperties: {type: "string"}`) says what
 * goes in it; an object that takes no fields at all has nothing to send.
 */
function isOpenObject(schema: JsonSchema): boolean {
  if (!schemaTypes(schema).includes('object') || Object.keys(asSchema(schema.properties) ?? {}).length > 0) return false;
  const extra = schema.additionalProperties;
  // `{ "type": "object", "properties": {} }`: its fields are declared, and there are none. Only an
  // explicit additionalProperties opens such an object to keys nothing names.
  if (asSchema(schema.properties) !== undefined && extra === undefined) return false;
  return extra === undefined || extra === true || (asSchema(extra) !== undefined && Object.keys(asSchema(extra)!).length === 0);
}

/** An object that takes no fields at all (`params: {}` with nothing else allowed): nothing to send. */
export function isEmptyWrapper(schema: JsonSchema): boolean {
  const properties = asSchema(schema.properties);
  return schema.type === 'object' && properties !== undefined && Object.keys(properties).length === 0 && schema.additionalProperties === false;
}
