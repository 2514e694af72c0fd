import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { asSchemaMap, choiceBranches, descriptionOf, isTopLevel, objectPathOf, partsAround, schemaProperties, schemasAround, schemaTypes, siblingsOf, type SchemaProperty } from '../../schema-properties';
import type { JsonSchema } from '../../../toolkit/json-schema';
import { pageSizeStated, questionLeftOpen, TIME_UNIT_WORDS } from '../parameter-questions';
import { resolveReference } from '../../dialects/schema-reference';
import { cachedPattern, escapeRegExp, identifierWords, wordPattern } from '../text';

/**
 * A parameter with no description is reported only when its name and schema leave a question a
 * wrong guess turns into a wrong call: a unit, a scale, a date format, a syntax, a default and a
 * maximum, a shape (parameter-questions.ts). Each finding says which. A parameter that lacks words
 * but leaves one reasonable value to send is not reported: measured on real servers, asking for
 * words everywhere was wrong more often than right. Also quiet:
 * - a parameter whose anyOf/oneOf branches carry the description (generated from OpenAPI, where
 *   "an object or its id as a string" puts the words one level down);
 * - a parameter the tool's own description names: the answer may well be there;
 * - a time inside a part whose description names it and gives the unit or the form ("spans
 *   [{start,end}] in seconds", "{ time: unix_timestamp, price: number }"), or beside a described
 *   part with the same fields (`point2` beside `point`). A part that only lists its fields ("Each
 *   node must have: id, name, type, parameters") answers nothing;
 * - a time on a tool that names another of its times in beats (a MIDI clip's notes beside its
 *   `lengthBeats`): the tool counts musical time throughout;
 * - a time or a selector in a branch whose constant names its unit or language (a note's `time`
 *   beside `timeType: "seconds"`, a selector beside `type: "xpath_schema"`);
 * - the `value` of an entry that is a key and a value (a header, a query parameter);
 * - the `properties` of a JSON Schema the model writes (beside its `type` and `required`);
 * - a field inside a part the schema marks read-only, which the model never sends, or inside objects
 *   the part says come from another call or are there to be checked, whose values the model copies,
 *   or inside a document of a published standard ("W3C Verifiable Credential", "GeoJSON"), which
 *   names its fields;
 * - the end of a range whose start, one field above or beside it, is described (`end.dateTime`,
 *   `endsAt` beside `startsAt`);
 * - a field of a batch entry that repeats the tool's own described parameters (`batch: [{ after,
 *   before }]` on a tool that takes `after` and `before`);
 * - the open `fields` or `data` of a record the tool creates or updates, keyed by the table's own
 *   columns, and the open `body` of a call that only switches the thing its id names on or off;
 * - a syntax the tool names for its one `expression` ("Evaluate JavaScript in the page"), or one the
 *   list names for fields of the same kind on two other tools or more ("CSS selector").
 */

const RULE = 'parameter-description';

export function parameterDescription(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  // Each tool's properties are walked once, for the list's conventions and for its own findings.
  const propertiesByTool = context.surface.tools.map((tool) => schemaProperties(tool.input_schema));
  const namedByTheList = kindsWithALanguageNamed(propertiesByTool);
  context.surface.tools.forEach((tool, index) => {
    const properties = propertiesByTool[index]!;
    for (const property of properties) {
      // A reused part is asked about where it is used, but judged by the part it points at: its
      // description is there for the model to read.
      const schema = followReferences(tool.input_schema, property.schema);
      if (hasDescription(property.schema) || hasDescription(schema) || describedInBranches(property.schema)) continue;
      if (wordPattern(property.name).test(tool.description) || opensASentence(property.name, tool.description) || isValueOfAPair(property, properties) || isPropertiesOfASchema(property, properties)) continue;
      if (insideReadOnly(property, properties) || insideCopiedOutput(property, properties, tool.description) || insideAStandardsDocument(property, properties)) continue;
      if (twinIsDescribed(property, properties, tool.description) || repeatsATopLevelParameter(tool.input_schema, property, properties)) continue;
      const question = questionLeftOpen({ ...property, schema }, siblingNames(property, properties));
      if (question === undefined) continue;
      if (question.kind === 'shape' && (isTheRecordWritten(tool.name, property, properties) || isTheBodyOfASwitch(tool.name, property, properties) || keyedByTheTextBeside(property, properties))) continue;
      if (question.kind === 'shape' && schema.type === undefined && kindChosenBeside(property, properties)) continue;
      if ((question.kind === 'unit' || question.kind === 'format') && timeGivenAbove(property, properties)) continue;
      if (question.kind === 'limit' && pageSizeStated(tool.description)) continue;
      if (question.kind === 'unit' && (answeredByAConstant(property, properties, namesATimeUnit) || countsInBeats(properties))) continue;
      if (question.kind === 'syntax' && (answeredByAConstant(property, properties, namesASyntax) || languageOfTheTool(property, tool.description) || narrowsAList(tool.name, property) || (isTopLevel(property) && namedByTheList.has(lastWord(property.name))))) continue;
      if (explainedAbove(property, properties)) continue;
      findings.push({
        rule: RULE,
        severity: 'warning',
        ...aboutTool(tool),
        field: toolField(index, `${property.path}.description`),
        message: `The parameter ${property.name} of ${tool.name} has no description and ${question.gap}.`,
        suggestion: question.fix,
      });
    }
  });
  return findings;
}

/**
 * "Sort by market_cap, volume_24h, or percent_change_24h." on a tool that takes `sort`: a sentence
 * that opens on the parameter's name, capitalised, and goes on to what it takes names it as surely
 * as the name in lower case. Elsewhere a capitalised word ("a WHERE clause") is not the parameter.
 */
function opensASentence(name: string, description: string): boolean {
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return capitalised !== name && cachedPattern(String.raw`(?:^|[.!?]\s+)${escapeRegExp(capitalised)}\s+(?:by|with|on)\s|(?:^|[.!?]\s+)${escapeRegExp(capitalised)}\s*:`).test(description);
}

function hasDescription(schema: JsonSchema): boolean {
  return typeof schema.description === 'string' && schema.description.trim() !== '';
}

function describedInBranches(schema: JsonSchema): boolean {
  return choiceBranches(schema).some(hasDescription);
}

/**
 * A part the time sits in names it ("time", or "times" for all of them) and says its unit or form;
 * or the part has a sibling with the same fields that does (`point2` beside `point`): the model
 * reads the described one as the key to both.
 */
function timeGivenAbove(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  const named = wordPattern(property.name, 'i');
  const answers = (part: SchemaProperty) => {
    const description = part.schema.description;
    return typeof description === 'string' && (named.test(description) || /\btimes\b/i.test(description)) && TIME_FORM.test(description);
  };
  return partsAround(property, properties).some((outer) => answers(outer) || partsShapedAlike(outer, properties).some(answers));
}

/**
 * A constant beside the part the field sits in, or beside the field itself, that answers the
 * question: a selector in a branch whose `type` is `css_schema` or `xpath_schema` is in that
 * language; a `time` and a `duration` in a branch whose `timeType` is `seconds` are in seconds.
 */
function answeredByAConstant(property: SchemaProperty, properties: readonly SchemaProperty[], answers: (fixed: string) => boolean): boolean {
  return properties.some((other) => {
    const choices = choicesOf(other);
    return besideIt(property, other) && choices.length === 1 && typeof choices[0] === 'string' && answers(choices[0]);
  });
}
/**
 * A field named for a time in beats (`lengthBeats`, `start_beat`), not a tempo (`beatsPerMinute`):
 * the tool's other unnamed times are beats too.
 */
function countsInBeats(properties: readonly SchemaProperty[]): boolean {
  return properties.some((property) => {
    const words = identifierWords(property.name);
    return words.some((word) => word === 'beat' || word === 'beats') && !words.includes('per');
  });
}

/** The values a field's schema allows, when it lists them: its constant, or its enum's choices. */
function choicesOf(field: SchemaProperty): unknown[] {
  return typeof field.schema.const === 'string' ? [field.schema.const] : Array.isArray(field.schema.enum) ? field.schema.enum : [];
}
/** `other` sits beside the part `property` is in, or beside `property` itself. */
function besideIt(property: SchemaProperty, other: SchemaProperty): boolean {
  return other !== property && property.path.startsWith(`${objectPathOf(other)}.`);
}
/**
 * An untyped `value` beside a `type` that is the constant "json", or whose every choice is a JSON
 * kind ("string", "number", "boolean", "json"): the type beside it says which kind the value takes.
 */
function kindChosenBeside(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  return properties.some((other) => {
    const choices = choicesOf(other);
    return besideIt(property, other) && choices.length > 0 && choices.every((choice) => typeof choice === 'string' && JSON_KINDS.has(choice.toLowerCase()));
  });
}
const JSON_KINDS = new Set(['string', 'number', 'integer', 'boolean', 'json', 'object', 'array', 'null']);
const namesASyntax = (fixed: string) => SYNTAX_NAMES.test(fixed);
const namesATimeUnit = (fixed: string) => identifierWords(fixed).some((word) => TIME_UNIT_WORDS.has(word));
const SYNTAX_NAMES = /(?:^|[_\-\s])(?:css|xpath|jsonpath|jmespath|regex|regexp|glob)(?:$|[_\-\s])/i;

/**
 * `list_auto_tags`, `zotero_list_tags` with a top-level `q`: a list's `q` narrows it by a piece of a
 * name, plain words. A search's `q` (`search_issues`) may take the search's own query language, and
 * is still asked.
 */
function narrowsAList(toolName: string, property: SchemaProperty): boolean {
  return property.name === 'q' && isTopLevel(property) && identifierWords(toolName).slice(0, 2).includes('list');
}

/** A language named in words, which answers what syntax a field takes. */
const LANGUAGE_NAMES = /\b(?:JavaScript|CSS|XPath|JSONPath|JMESPath|regex(?:es|p)?|regular\s+expressions?)\b/i;

/**
 * "Evaluate JavaScript in the page" over a top-level `expression`: the tool's one expression is in
 * the language the tool says it evaluates. A field nested further down may be in another.
 */
function languageOfTheTool(property: SchemaProperty, toolDescription: string): boolean {
  return isTopLevel(property) && /^(?:expression|expr)$/.test(property.name) && LANGUAGE_NAMES.test(toolDescription);
}

/**
 * "CSS selector" said of the `selector` of ten tools, and left out on three more and on a form's
 * `submitSelector`: the list names the syntax of its selectors as a convention, and the model reads
 * the list whole. The kinds (a field name's last word) whose language at least two tools name on a
 * top-level field: one described field is a one-off, not a convention.
 */
function kindsWithALanguageNamed(propertiesByTool: readonly (readonly SchemaProperty[])[]): Set<string> {
  const toolsNaming = new Map<string, number>();
  for (const properties of propertiesByTool) {
    const kinds = new Set(properties.filter((property) => isTopLevel(property) && LANGUAGE_NAMES.test(descriptionOf(property.schema))).map((property) => lastWord(property.name)));
    for (const kind of kinds) toolsNaming.set(kind, (toolsNaming.get(kind) ?? 0) + 1);
  }
  return new Set([...toolsNaming].filter(([, count]) => count >= 2).map(([kind]) => kind));
}

const lastWord = (name: string) => identifierWords(name).at(-1) ?? name;

/**
 * "Each has: turn (sequence number), role (user|assistant), content (array of Anthropic content
 * blocks)", "stats?: {totalFiles,scannedAt}": the part the field sits in names it and explains it in
 * brackets or spells out its fields, where the model reads it. A bare list of the fields' names
 * answers nothing.
 */
function explainedAbove(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  const explained = cachedPattern(String.raw`(?<![\w.-])${escapeRegExp(property.name)}\??\s*(?:\([^)]{3,}\)|:\s*\{[^}]{3,}\})`);
  return partsAround(property, properties).some((outer) => typeof outer.schema.description === 'string' && explained.test(outer.schema.description));
}

/** Sibling parts whose fields are the same names as this part's: two points, two corners of a box. */
function partsShapedAlike(part: SchemaProperty, properties: readonly SchemaProperty[]): SchemaProperty[] {
  const fields = fieldNamesOf(part.schema);
  if (fields === undefined) return [];
  return siblingsOf(part, properties).filter((other) => fieldNamesOf(other.schema) === fields);
}
/** The part's own field names, sorted and joined: undefined for a part with none. */
function fieldNamesOf(schema: JsonSchema): string | undefined {
  return Object.keys(asSchemaMap(schema.properties)).sort().join(',') || undefined;
}
// A number written with its unit ("≈0.15s", "500ms") gives the unit as surely as the word; a year's
// "1990s" has four digits.
const TIME_FORM = /\b(?:seconds|secs?|milliseconds|ms|minutes|unix(?:_|\s+)?(?:time(?:stamp)?|epoch)?|epoch|ISO[\s-]?8601|YYYY-MM-DD)\b|(?<![\d.])\d{1,3}(?:\.\d+)?\s?m?s\b/i;

/** `items.properties.value` beside `items.properties.key`: the pair is the whole story. */
function isValueOfAPair(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  return property.name === 'value' && siblingNames(property, properties).has('key');
}

function siblingNames(property: SchemaProperty, properties: readonly SchemaProperty[]): Set<string> {
  return new Set(siblingsOf(property, properties).map((other) => other.name));
}

/**
 * A field inside a part the schema marks read-only ("Read-only. Nullable. The collection of tasks in
 * the bucket.", or `readOnly: true`), or inside the record of who made or changed the thing
 * (`createdByUser`): the server fills it in and the model never sends it.
 */
function insideReadOnly(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  return partsAround(property, properties).some(
    (outer) => outer.schema.readOnly === true || /\bread-?only\b/i.test(descriptionOf(outer.schema)) || RECORDS_WHO.test(outer.name),
  );
}
/**
 * A field inside objects the part's description says come out of another call ("Array of
 * LiteratureResult objects from a prior literature.search call", "study objects from
 * screen_abstracts"), or that the tool's own words say another tool returns, or inside the thing
 * the tool is to check ("The verifiable credential to verify"): the model copies each value as it
 * came back or was issued, so its unit or format is already settled and no words on the field would
 * change what is sent.
 */
function insideCopiedOutput(property: SchemaProperty, properties: readonly SchemaProperty[], toolDescription: string): boolean {
  return partsAround(property, properties).some((outer) => {
    const description = descriptionOf(outer.schema);
    return COPIED_FROM_ANOTHER_CALL.test(description) || TO_BE_CHECKED.test(description) || copiedByTheToolsWords(outer.name, toolDescription);
  });
}
/**
 * "Compute features from exact-time-aligned observations, typically returned by
 * get_aligned_history": the tool's own words say where a part's values come from, a tool named by
 * its identifier, and the model copies them from that tool's answer.
 */
function copiedByTheToolsWords(partName: string, toolDescription: string): boolean {
  return cachedPattern(String.raw`\b${escapeRegExp(partName)}\b[^.]{0,40}?\b(?:returned|produced)\s+by\s+` + '`?' + String.raw`[A-Za-z]\w*[._]\w`, 'i').test(toolDescription);
}
/**
 * "The verifiable credential to verify", "Workflow object to lint", "Workflow object to analyze": a
 * thing the model already holds. "Array of expert recommendations to analyze for conflicts" is
 * composed by the model, and its fields' scales are still asked.
 */
const TO_BE_CHECKED = /\bto\s+(?:verify|validate|check|inspect|decode|lint)\b|\bobject\s+to\s+analy[sz]e\b/i;
/**
 * A field inside a part described as a document of a published standard ("W3C Verifiable
 * Credential", "DIF PEX Presentation Definition", "GeoJSON content as an object", "RFC 6902 JSON
 * Patch document", "Raw Atlassian Document Format (ADF) document"): the standard names each of its
 * fields and their forms, and the model writes the document by it, so words on one field would only
 * repeat the standard.
 */
function insideAStandardsDocument(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  return schemasAround(property, properties).some((outer) => PUBLISHED_STANDARD.test(descriptionOf(outer)));
}
/** The bodies that publish such standards, and the formats known by their own names. Case matters: "DIF", not "dif". */
const PUBLISHED_STANDARD = /\b(?:W3C|IETF|DIF|RFC\s?\d{3,5}|GeoJSON|JSON-LD|ADF|Atlassian Document Format)\b/;

/** Things that came back ("objects", "results") from a call named as earlier, as a call, or by a tool's identifier. */
const COPIED_FROM_ANOTHER_CALL =
  /\b(?:objects?|results?|items|records?|entries)\s+(?:as\s+)?(?:returned\s+by|from)\s+(?:a\s+|an\s+|the\s+)?(?:(?:prior|previous|earlier|preceding|last)\b|[A-Za-z]\w*[._]\w[\w.]*|\w+\s+(?:call|tool|response|output)\b)/i;

/** `createdByUser`, `lastModifiedBy`: who made or changed the thing, which the server records. */
const RECORDS_WHO = /^(?:created|lastModified|modified|updated|deleted)By(?:[A-Z]\w*)?$|^(?:created|last_modified|modified|updated|deleted)_by(?:_\w+)?$/;

/**
 * `end.dateTime` beside a described `start.dateTime`, or `endsAt` beside a described `startsAt`
 * ("ISO 8601"): the twin of a range says the format one field away, where the model reads both.
 */
function twinIsDescribed(property: SchemaProperty, properties: readonly SchemaProperty[], toolDescription: string): boolean {
  const twins: Array<[RegExp, string]> = [[/\.properties\.end\./, '.properties.start.'], [/\.properties\.to\./, '.properties.from.'], [/\.properties\.until\./, '.properties.since.']];
  const startOfItsRange = property.name
    .replace(/^end(?=s?(?:At|_at|Date|_date|Time|_time)$)/, 'start')
    .replace(/^End(?=s?(?:At|Date|Time)$)/, 'Start')
    .replace(/^to(?=_date$|_time$|Date$|Time$)/, 'from');
  const twinPaths = twins.filter(([end]) => end.test(property.path)).map(([end, start]) => property.path.replace(end, start));
  if (startOfItsRange !== property.name) twinPaths.push(property.path.replace(/[^.]+$/, startOfItsRange));
  // "Required: from_date (ISO), …": the tool's own description may be where the start is described.
  const describedInTool = (other: SchemaProperty) => isTopLevel(other) && cachedPattern(String.raw`(?<![\w.-])${escapeRegExp(other.name)}\s*\(`).test(toolDescription);
  return properties.some((other) => twinPaths.includes(other.path) && (hasDescription(other.schema) || describedInTool(other)));
}

/**
 * `batch: [{ after, before, add }]` on a tool that takes `after`, `before` and `add` itself: each
 * entry is one of the tool's own calls, and the model reads the top-level parameter's description
 * for the field of the same name. An entry with a field the tool does not take is its own shape,
 * and its fields are asked.
 */
function repeatsATopLevelParameter(root: JsonSchema, property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  const topLevel = asSchemaMap(root.properties);
  const same = topLevel[property.name];
  if (same === undefined || same === property.schema || !hasDescription(same)) return false;
  return siblingsOf(property, properties).every((sibling) => topLevel[sibling.name] !== undefined);
}

/**
 * The `fields` or `data` of a tool that creates or updates records, given at the top of the call or
 * in each entry of a batch (`records: [{ id, fields }]`, or a choice of entries, each with its
 * `type`): the object is the record itself, keyed by the table's or the collection's own column
 * names. No schema written before the table exists can list them, and the model takes them from the
 * records it has read. A `fields` inside another part (a Jira transition's screen fields) is that
 * part's own shape, and is still asked.
 */
function isTheRecordWritten(toolName: string, property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  if (property.name !== 'fields' && property.name !== 'data') return false;
  const where = property.path.replace(/^input_schema\.properties\./, '');
  const ofTheCall = where === property.name || /^[^.]+\.items\.(?:(?:anyOf|oneOf)\[\d+\]\.)?properties\.[^.]+$/.test(where);
  if (!ofTheCall) return false;
  // A batch of operations (`operations: [{ type: "create", collectionPath, data }]`) says in each
  // entry's constant that it writes, whatever the tool is called (`firestore-transaction`).
  const writesByItsType = siblingsOf(property, properties).some((sibling) => typeof sibling.schema.const === 'string' && RECORD_WRITES.has(identifierWords(sibling.schema.const)[0] ?? ''));
  return writesByItsType || identifierWords(toolName).some((word) => RECORD_WRITES.has(word));
}
const RECORD_WRITES = new Set(['create', 'add', 'insert', 'update', 'upsert', 'set', 'put', 'patch', 'write', 'save', 'replace', 'edit', 'modify', 'append']);

/**
 * `ActivateCampaign { campaignId, body: {} }`: a call that only switches the thing its id names on
 * or off (activate, enable, pause, archive) has nothing to say in its request body, which an API
 * description lists only because every such request may carry one. An empty object is the one
 * value to send. A body beside an id on any other action (a bulk cancel's list of packages) carries
 * what the action needs, and is still asked.
 */
function isTheBodyOfASwitch(toolName: string, property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  if (!isTopLevel(property) || !BODY_NAMES.has(property.name)) return false;
  // The switch opens the name, perhaps after a vendor's word (`ozon_activate_campaign`).
  const switchAt = identifierWords(toolName).findIndex((word) => SWITCHES.has(word));
  const picksTheThing = properties.some((other) => isTopLevel(other) && other !== property && /(?:^|_)id$|[a-z]Id$/.test(other.name));
  return switchAt !== -1 && switchAt <= 1 && picksTheThing;
}
const BODY_NAMES = new Set(['body', 'payload', 'requestBody', 'request_body']);
const SWITCHES = new Set(['activate', 'deactivate', 'enable', 'disable', 'pause', 'resume', 'archive', 'unarchive', 'suspend', 'unsuspend']);

/**
 * `variables` beside a GraphQL `query`, `params` beside a script's `source`: the text the model
 * writes declares the keys (`$id`, `params.count`), so the map takes the names it just wrote. A
 * `params` beside an HTTP `query` map, or beside a `sql_template`, is still asked.
 */
function keyedByTheTextBeside(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  // A list of `params` beside SQL is positional: which kind each item is stays a question.
  if (!VALUES_OF_A_TEXT.has(property.name) || schemaTypes(property.schema).includes('array')) return false;
  return siblingsOf(property, properties).some((other) => TEXTS_WITH_NAMES.has(other.name) && schemaTypes(other.schema).includes('string'));
}
const VALUES_OF_A_TEXT = new Set(['variables', 'params']);
const TEXTS_WITH_NAMES = new Set(['query', 'source', 'script']);

/**
 * `properties` beside `type` and `required` in one object: a JSON Schema the model writes (a
 * function's parameters), whose property keys are the names it chooses.
 */
function isPropertiesOfASchema(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  if (property.name !== 'properties') return false;
  const siblings = siblingNames(property, properties);
  return siblings.has('type') && siblings.has('required');
}

/**
 * A field that reuses another part of the same schema (`offsetBottom: {$ref: …/offsetTop}`) is
 * judged by what it points at, as the gate and the model read it. A few hops at most: a chain
 * longer than that, or a loop, is left as it is.
 */
function followReferences(root: JsonSchema, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hop = 0; hop < 5 && typeof current.$ref === 'string'; hop++) {
    const target = resolveReference(root, current.$ref);
    if (!target) break;
    current = target;
  }
  return current;
}
