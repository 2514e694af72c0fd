import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { asSchema, choiceBranches, chosenBound, descriptionOf, schemaProperties, schemaTypes, siblingsOf, type SchemaProperty } from '../../schema-properties';
import { identifierWords, sentences, statesIndexBase, wordPattern } from '../text';
import { mentionsTool } from '../tool-mentions';
import { UNIT_WORDS } from '../parameter-questions';
import type { SurfaceTool } from '../../../toolkit/surface';

/**
 * A parameter named for a place in a sequence (a line, a row, a column, an index, a position:
 * `line`, `start_line`, `rowIndex`, `insertionIndex`, `position`) must say where counting starts:
 * models guess 0 and 1 about equally, and an off-by-one edit is a wrong edit. The base counts as
 * stated when the parameter's own description says it ("1-based", "counting from 1", "the first
 * line is 1"), or when a sentence of the tool's description both names the parameter and says it.
 * Only numeric parameters (or ones with no type) are checked: a `position: "top"` is not an index.
 * A description that lists its parameters in bullets ("- 'line' (start line)" then "0-based
 * indexing" on a line nested under it) states it too.
 *
 * Only those names (and a bare `start`, `end`, `offset` or `begin` whose own words call it a line),
 * because they are where the question was real. Over every finding blind labellers judged across 57
 * captured corpora, the other names this rule once read as positions (`offset`, `start`, `end`,
 * `pos`, `x_start`, `indentStart`, `reminderMinutesBeforeStart`) were right 0 times in 64: on real
 * servers they are counts to skip, timestamps, sort keys, coordinates and lengths. A name that
 * means a place was right 60 times in 89.
 *
 * A parameter with no description at all, or one that only repeats its name ("index optional
 * endpoint parameter"), is left to parameter-description, whose fix (say its format) covers the
 * base: two findings for one empty field were mostly noise on real servers.
 *
 * A number its own description says to take from another tool ("the list number from
 * recipe_favorites"), or an `index` on a tool whose description says which tool gives it ("use
 * browser_get_clickable_elements to get the index"), is copied from what that tool shows,
 * whatever its base: nothing to guess. So is an element's `index` on a tool that does not say it,
 * when another tool of the list says where element indexes come from, and an index "from list" on
 * a tool whose own action lists.
 *
 * A schema that says the first value states the base: a `minimum` of 1 (`exclusiveMinimum` 0), a
 * default of 0 or 1 (in `default` or in its words), on the position or on the start beside an end,
 * a `minimum` of 0 on an index or a position that is not a line or a column, a range from 0 to a
 * `maximum` of its own, the same range in its words ("(0-7)"), or words that say what 0 stands for
 * ("0 = beginning"). A number the text says to send back from the last answer is copied, whatever
 * its base.
 *
 * A name that counts (`limit_per_column`, `max_rows`, `words_per_line`) is a number of things, not a
 * position; a length under a position's name (`indentFirstLine` "in points", a gradient stop's
 * `position` "0-1") is a measure; a `position` that also takes "top" or "bottom" is a sort key.
 */

const RULE = 'index-base';
const NAMED_FOR_A_PLACE =
  /^(?:line|line_?number|lineno|line_?[Ss]tart|line_?[Ee]nd|index|idx|position|column|col|row|from_line|to_line)$|(?:_line|Line|_index|Index|_position|Position|_column|Column|_row|Row)$/;

function isIndexLike(name: string): boolean {
  return NAMED_FOR_A_PLACE.test(name);
}

/** `start` described as "The first line to read": a generic bound its own words make a line number. */
const GENERIC_BOUND = /^(?:offset|start|end|begin)$/;
function describedAsALine(property: SchemaProperty): boolean {
  return GENERIC_BOUND.test(property.name) && /\bline(?:\s+number)?\b/i.test(ownDescription(property));
}

const COUNT_NAMES = /^(?:limit|max|min|count|num|number|total)(?:_|[A-Z])/;
/** `words_per_line`, `itemsPerRow`: how many things go in each place, not a place. */
const COUNT_PER_PLACE = /(?:^|_)per_|[a-z]Per[A-Z]/;
const SKIP_WORDS = /\b(?:skip(?:s|ped)?|pagination|paginat\w*|page of results|number of (?:items|results|records|rows|entries))\b|分页|偏移量|跳过|ページ|スキップ/i;

export function indexBase(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const indexedThings = indexedThingsWithASource(context.surface.tools);
  context.surface.tools.forEach((tool, index) => {
    const descriptionSentences = sentences(tool.description);
    const properties = schemaProperties(tool.input_schema);
    const otherTools = context.surface.tools.filter((other) => other !== tool).map((other) => other.name);
    for (const property of properties) {
      if (!isIndexLike(property.name) && !describedAsALine(property)) continue;
      if (copiedFromAnotherTool(property, tool.description, otherTools) || copiedFromItsOwnList(property, tool.input_schema)) continue;
      if (indexOfAThingWithASource(property, indexedThings)) continue;
      if (copiedFromTheLastAnswer(property.name, tool.description)) continue;
      if (baseInSchema(property, properties)) continue;
      if (COUNT_NAMES.test(property.name) || COUNT_PER_PLACE.test(property.name)) continue;
      if (countsItems(property) || isAMeasure(property) || isASortKey(property) || numbersARecord(property)) continue;
      const types = typesOf(property.schema);
      if (types.length > 0 && !types.some((type) => type === 'integer' || type === 'number')) continue;
      const own = ownDescription(property);
      if (echoesItsName(own, property.name) || statesIndexBase(own)) continue;
      const named = wordPattern(property.name);
      if (descriptionSentences.some((sentence) => named.test(sentence) && statesIndexBase(sentence))) continue;
      if (bulletStatesBase(tool.description, named)) continue;
      findings.push({
        rule: RULE,
        severity: 'warning',
        ...aboutTool(tool),
        field: toolField(index, `${property.path}.description`),
        message: `${property.name} of ${tool.name} is a position, but nothing says whether counting starts at 0 or at 1.`,
        suggestion: `State the base in the description of ${property.name}, e.g. "counting from 1 (the first line is 1)".`,
      });
    }
  });
  return findings;
}

/** Its own types, or its branches' (`forceIndex` is a string or a list of strings: index names). */
function typesOf(schema: SchemaProperty['schema']): string[] {
  return [...schemaTypes(schema), ...choiceBranches(schema).flatMap(schemaTypes)];
}

/**
 * No words, or words that only repeat the name ("offset optional endpoint parameter", as generated
 * from an API description): nothing says what the number is, which parameter-description asks.
 */
function echoesItsName(description: string, name: string): boolean {
  const filler = /\b(?:optional|required|endpoint|query|path|body|request|parameter|param|the|an?|of|for|this|value)\b/gi;
  return description.replace(wordPattern(name, 'gi'), ' ').replace(filler, ' ').replace(/[\s.,:;()-]+/g, '') === '';
}

/**
 * A minimum of 1 (or above 0), or a default of 0 or 1 in the schema or its words, on the position
 * or on the start of its range. A minimum of 0 answers it only where 0 can be nothing but the first
 * place: on an index or a position, or on a row or a column beside a place the same object counts
 * from 0 (`sectionIndex` "(0-6)" beside `row` and `col`, each from 0): one tool counts its places
 * one way.
 */
function baseInSchema(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  const saysBase = (schema: SchemaProperty['schema']) =>
    schema.minimum === 1 || schema.exclusiveMinimum === 0 || schema.default === 0 || schema.default === 1 || DEFAULT_OF_ZERO_OR_ONE.test(descriptionOf(schema));
  const answered = (place: SchemaProperty) => saysBase(place.schema) || saysZeroIsAPosition(place) || boundedFromZero(place) || saysWhatZeroMeans(place) || rangeInItsWords(place);
  if (answered(property)) return true;
  if (property.schema.minimum === 0 && siblingsOf(property, properties).some((other) => isIndexLike(other.name) && (boundedFromZero(other) || rangeFromZeroInItsWords(other)))) return true;
  // A start whose schema or words give the base ("1-based inclusive start line", "Use 0 to insert
  // at the beginning") gives it to its end too: the two count the same list.
  const startSaysBase = (start: SchemaProperty) => answered(start) || statesIndexBase(ownDescription(start));
  // `end`, `lineEnd`, `end_line`, `endLine`, and `rightFileEndLine` beside `rightFileStartLine`.
  const start = property.name.replace(/^end$/, 'start').replace(/End$/, 'Start').replace(/_end$/, '_start').replace(/^end_/, 'start_').replace(/^end(?=[A-Z])/, 'start').replace(/(?<=[a-z])End(?=[A-Z][a-z]+$)/, 'Start');
  if (start === property.name) return false;
  return siblingsOf(property, properties).some((other) => other.name === start && startSaysBase(other));
}

/**
 * An index or a position whose schema takes 0 (`minimum: 0`): 0 is a place the tool accepts, and a
 * count from 1 has no place 0, so the first is 0. Not for a line or a column, which editors count
 * from 1 and where 0 is often "from the start": there the minimum only refuses negatives, unless
 * the words say so again ("Column position (must be >= 0)").
 */
function saysZeroIsAPosition(property: SchemaProperty): boolean {
  if (minimumOf(property.schema) !== 0 || /line/i.test(property.name)) return false;
  if (!identifierWords(property.name).some((word) => word === 'col' || word === 'column')) return true;
  return /(?:>=|≥)\s*0\b|\b(?:0|zero) or (?:more|greater|above)\b|\bnon-?negative\b/i.test(ownDescription(property));
}

/**
 * The least value a schema takes: its own `minimum`, or the one minimum every branch of a choice
 * shares, a branch that takes a list counting its items' (`effectIndex`: a number from 0, or a list
 * of numbers from 0, for bulk operations).
 */
function minimumOf(schema: SchemaProperty['schema']): unknown {
  if (schema.minimum !== undefined) return schema.minimum;
  const minima = choiceBranches(schema).map((branch) => branch.minimum ?? asSchema(branch.items)?.minimum);
  return minima.length > 0 && minima.every((minimum) => minimum === minima[0]) ? minima[0] : undefined;
}

/**
 * A range that opens at 0 and closes at a bound of its own (a layer index "0-31" with minimum 0 and
 * maximum 31, a raster line from 0 to 311): the schema lists every place, the first of them 0.
 */
function boundedFromZero(property: SchemaProperty): boolean {
  return property.schema.minimum === 0 && chosenBound(property.schema.maximum) !== undefined;
}

/**
 * "UV channel index (0-7)", "row 1 to 50": a range its own words give, opening at 0 or 1 and
 * closing on a later place, lists the places, the first of them where counting starts. A "0-1"
 * is a fraction, not a range of places, so it says nothing here.
 */
function rangeInItsWords(property: SchemaProperty): boolean {
  return rangeOfPlaces(property) !== undefined;
}

function rangeFromZeroInItsWords(property: SchemaProperty): boolean {
  return rangeOfPlaces(property) === 0;
}

/** Where the range its own words give opens, 0 or 1, or undefined when they give none. */
function rangeOfPlaces(property: SchemaProperty): number | undefined {
  const range = /(?:^|[\s(\[])([01])\s*(?:-|–|\.\.|to)\s*(\d+)(?![\d.])/.exec(ownDescription(property));
  return range !== null && Number(range[2]) >= 2 ? Number(range[1]) : undefined;
}

/**
 * "Issue index number", "Pull request index number": Gitea and Forgejo call an issue's #number its
 * index. It names one record, as an id does; nothing is counted from 0 or 1.
 */
function numbersARecord(property: SchemaProperty): boolean {
  return /\b(?:issue|pull\s+request|PR|merge\s+request|MR)(?:\s*\/\s*(?:issue|pull\s+request|PR|MR))?\s+(?:index\s+)?number\b/i.test(ownDescription(property));
}

/**
 * "Passing the previously returned `lines` count as `from_line`": a number the text says to send
 * back from the last answer is copied, whatever its base, so the model never has to work it out.
 * A sentence wrapped across lines is read whole.
 */
function copiedFromTheLastAnswer(name: string, description: string): boolean {
  const named = wordPattern(name);
  return sentences(description.replace(/\n(?!\s*\n)/g, ' ')).some((sentence) => named.test(sentence) && /\b(?:previously|last)\s+returned\b|\breturned\s+(?:by|in|from)\s+(?:the\s+)?(?:previous|last)\b/i.test(sentence));
}

/**
 * "Line number to insert after (0 = beginning of file)", "Use 0 to insert at the beginning": words
 * that say what 0 stands for fix the count.
 */
function saysWhatZeroMeans(property: SchemaProperty): boolean {
  const own = ownDescription(property);
  return /(?:^|[\s(])0\s*(?:=|means\b|is\s+the\b)/i.test(own) || /\b(?:use|pass|send|give)\s+0\s+(?:\w+\s+){0,3}(?:at|to)\s+the\s+(?:beginning|start|top)\b/i.test(own);
}

/** "default 0", "defaults to 1", and the same in Chinese or Japanese ("默认 0", "デフォルト: 1"). */
const DEFAULT_OF_ZERO_OR_ONE = /(?:\bdefault(?:s\s+to)?|默认(?:值)?(?:为|是)?|預設|デフォルト(?:値)?(?:は)?|既定値?)\s*[:：]?\s*[01](?!\d|\.\d)/i;

const ownDescription = (property: SchemaProperty) => descriptionOf(property.schema);

/**
 * A "row" or a "line" its own words call an offset that pages or skips ("Pagination offset (0, 30,
 * 60, ...)", "minimum is 0", a byte offset): a count of what to leave out, where 0 is the start.
 */
function countsItems(property: SchemaProperty): boolean {
  const own = ownDescription(property);
  if (!/\boffset\b/i.test(own)) return false;
  if (property.schema.minimum === 0 || /\bminimum(?:\s+value)?\s+is\s+0\b/i.test(own)) return true;
  if (/\bbyte\s+offset\b|\boffset\s+in\s+bytes\b/i.test(own)) return true;
  return SKIP_WORDS.test(own);
}

/**
 * A length, a duration or a fraction under a position's name: `reminderMinutesBeforeStart`, an
 * `indentStart` "in points", a grid `offset` "in pixels", a gradient stop's `position` "0-1", a
 * clip's `position` "[float]". The open question there is the unit, and counting from 0 or 1 does
 * not arise.
 */
function isAMeasure(property: SchemaProperty): boolean {
  const words = identifierWords(property.name);
  if (words.some((word) => UNIT_WORDS.has(word))) return true;
  // An `avg_position` (a brand's average rank in answers) is a statistic of places, not a place:
  // 3.4 counts from nowhere.
  if (STATISTIC_WORDS.has(words[0] ?? '')) return true;
  // A `fdr_line` whose default is 0.05 is a threshold drawn on a plot: places are whole numbers.
  if ([property.schema.default, property.schema.minimum, property.schema.maximum].some((bound) => typeof bound === 'number' && !Number.isInteger(bound))) return true;
  // A `zIndex` ("Render order. Higher = on top.") stacks layers: only which is higher matters.
  if (/^z_?[Ii]ndex$/.test(property.name)) return true;
  return MEASURE_WORDS.test(ownDescription(property));
}
const STATISTIC_WORDS = new Set(['avg', 'average', 'mean', 'median']);
// Units in Chinese or Japanese ("从指定位置开始播放（秒）", a playback position in seconds) say it too, as
// does a unit in brackets ("Position in track (seconds)"), and a kind in brackets that is fractional
// ("[float] the clip's loop position"), or a range written in decimals ("Normalized position
// 0.0–1.0", a fader's): places in a sequence are whole numbers.
const MEASURE_WORDS = /\b0\.0\s*(?:-|–|to)\s*1(?:\.0)?\b|\[(?:float|double)\]|\((?:float|double)\)|秒|像素|ピクセル|\bin\s+(?:points|pixels|px|pt|ems?|inches|mm|cm|degrees|percent|seconds|minutes|hours|days|milliseconds|ms)\b|\((?:in\s+)?(?:seconds|secs|minutes|milliseconds|ms|pixels|px|points|degrees)\)|\b0(?:\.0)?\s*(?:-|–|to)\s*1(?:\.0)?\b[^.]*\b(?:start|end)\b/i;

/**
 * A number copied from another tool's answer, whatever its base: its own words name that tool ("the
 * list number from recipe_favorites") or say where it comes from ("obtainable via
 * GetPipelineJobSteps"), or an `index` on a tool whose description names the tool that gives it.
 */
function copiedFromAnotherTool(property: SchemaProperty, toolDescription: string, otherTools: readonly string[]): boolean {
  const own = ownDescription(property);
  if (/\b(?:obtain(?:ed|able)?|returned|given|taken|copied)\s+(?:via|from|by)\b/i.test(own)) return true;
  return otherTools.some((name) => mentionsTool(own, name) || (property.name === 'index' && mentionsTool(toolDescription, name)));
}

/**
 * "Target index from list" on a tool whose own action lists the targets: the number is read off
 * what the tool's "list" showed, whatever its base.
 */
function copiedFromItsOwnList(property: SchemaProperty, schema: SurfaceTool['input_schema']): boolean {
  if (!/\bfrom\s+(?:the\s+)?(?:list|listing)\b/i.test(ownDescription(property))) return false;
  const properties = schemaProperties(schema);
  const action = properties.find((other) => other.name === 'action' || other.name === 'operation');
  return Array.isArray(action?.schema.enum) && action.schema.enum.includes('list');
}

/**
 * "Before using the tool, use `browser_get_clickable_elements` to get the index of the element",
 * said once on a list whose hover, select and screenshot tools take an `index` "of the element to
 * hover": the list has one source of element indexes, and each `index` of an element is copied from
 * that tool's answer. A tab's `index` on the same list is not, so the thing indexed must match.
 */
function indexedThingsWithASource(tools: readonly SurfaceTool[]): Set<string> {
  const things = new Set<string>();
  for (const tool of tools) {
    if (!schemaProperties(tool.input_schema).some((property) => property.name === 'index')) continue;
    const others = tools.filter((other) => other !== tool).map((other) => other.name);
    for (const sentence of sentences(tool.description)) {
      const thing = /\bindex\s+of\s+(?:the|an?|each)\s+([a-z]+)/i.exec(sentence)?.[1];
      if (thing && others.some((name) => mentionsTool(sentence, name))) things.add(thing.toLowerCase());
    }
  }
  return things;
}

/** An `index` whose own words name a thing the list says where to get the indexes of. */
function indexOfAThingWithASource(property: SchemaProperty, things: ReadonlySet<string>): boolean {
  return property.name === 'index' && [...things].some((thing) => wordPattern(thing, 'i').test(ownDescription(property)));
}

/**
 * A position that also takes named places ("top", "bottom", or a number that orders the items) is
 * a sort key: the numbers rank, they do not count from 0 or 1.
 */
function isASortKey(property: SchemaProperty): boolean {
  if (/(["'`])(?:top|bottom|first|last)\1/i.test(ownDescription(property))) return true;
  return [property.schema, ...choiceBranches(property.schema)].some((branch) => {
    const values = branch.enum;
    return Array.isArray(values) && values.some((value) => typeof value === 'string' && /^(?:top|bottom|first|last)$/i.test(value));
  });
}

/** A line naming the parameter, with the lines nested under it (deeper indent), states the base. */
function bulletStatesBase(description: string, named: RegExp): boolean {
  const lines = description.split('\n');
  const indent = (line: string) => /^\s*/.exec(line)![0].length;
  return lines.some((line, index) => {
    if (!named.test(line)) return false;
    let block = line;
    for (const next of lines.slice(index + 1)) {
      if (next.trim() === '' || indent(next) <= indent(line)) break;
      block += `\n${next}`;
    }
    return block !== line && statesIndexBase(block);
  });
}
