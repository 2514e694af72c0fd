import { asSchema, type SchemaProperty } from '../schema-properties';
import type { JsonSchema } from '../../toolkit/json-schema';

/**
 * Parameters whose name and schema leave a careful model one reasonable value to send, so asking
 * for a description would be noise. Each shape answers the question a description would: format,
 * scale, or where the value comes from.
 */

/** An object that takes no fields at all (`params: {}` with nothing else allowed): nothing to send. */
export function isEmptyWrapper(schema: JsonSchema): boolean {
  const properties = asSchema(schema.properties);
  return schema.type === 'object' && properties !== undefined && Object.keys(properties).length === 0 && schema.additionalProperties === false;
}

/** A number with both ends of its range, e.g. a latitude from -90 to 90 or a width from 1 to 1280. */
function hasRange(schema: JsonSchema): boolean {
  return typeof schema.minimum === 'number' && typeof schema.maximum === 'number';
}

/**
 * A choice among named values that also says what leaving it out picks (`cloud`: aws/gcp/azure,
 * default aws): the values are the format and the default answers the rest.
 */
function isNamedChoiceWithDefault(schema: JsonSchema): boolean {
  return schema.default !== undefined && isNamedChoice(schema);
}

/** Values that are words or names, not codes: `llama-text-embed-v2`, `asc`, but not `1`/`2`. */
function isNamedChoice(schema: JsonSchema): boolean {
  return Array.isArray(schema.enum) && schema.enum.length > 1 && schema.enum.every((value) => typeof value === 'string' && /[a-z]{2}/i.test(value));
}

/**
 * A string whose `pattern` or `format` is the format (`^#[0-9a-fA-F]{6}$` for a colour, digits then
 * "px" for a length, `uri`): the schema already says what a description would, and says it in a
 * form the gate checks.
 */
function schemaGivesTheFormat(schema: JsonSchema): boolean {
  return (schema.type === 'string' || schema.type === undefined) && (typeof schema.pattern === 'string' || typeof schema.format === 'string');
}

/**
 * A field nested in a structure that the tool or an ancestor field describes (a chat message
 * format, a collection format): the description sets the scene for the whole structure, so a
 * field whose schema already fixes its form needs no words of its own.
 */
function insidePublishedFormat(property: SchemaProperty, toolDescription: string): boolean {
  const nested = property.path.replace(/^input_schema\.properties\./, '').includes('.');
  return property.insideDescribed || (nested && toolDescription.trim() !== '');
}

/** A switch (`animated`, `separator`, `wrap`): true or false, and the name says what it turns on. */
function isYesNo(schema: JsonSchema): boolean {
  return schema.type === 'boolean';
}

/** The usual names for how many ranked results to keep. */
const RANK_CUTOFFS = /^top_?[kn]$/i;

/**
 * The text fields of the one thing a tool makes or edits: "the title of the issue being created".
 * Not `content` or `text`, whose format (markdown, base64, a diff) is often the real question.
 */
const OWN_TEXT_FIELDS = new Set(['name', 'title', 'description', 'message', 'body', 'comment']);
/** The text a search tool searches by. Not a terse `q`, which usually carries a search syntax. */
const SEARCH_TEXT_FIELDS = new Set(['query', 'prompt', 'question']);
const SEARCHING_WORDS = new Set(['search', 'find', 'query', 'rerank', 'ask', 'lookup']);

const wordsOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[_\-.\s]+/).filter((word) => word !== '');

function pluralsOf(thing: string): string[] {
  return thing.endsWith('y') ? [`${thing}s`, `${thing.slice(0, -1)}ies`] : [`${thing}s`, `${thing}es`];
}

/**
 * Whether the parameter needs no words beyond its name and schema, for the tool `toolName` among
 * the tools named `toolNames`.
 */
export function explainsItself(property: SchemaProperty, toolName: string, toolNames: readonly string[], toolDescription = '', siblingNames: readonly string[] = []): boolean {
  const { name, schema } = property;
  if (isEmptyWrapper(schema) || isNamedChoiceWithDefault(schema) || (property.required && isNamedChoice(schema))) return true;
  if (property.insideDescribed && hasRange(schema)) return true;
  if (property.insideDescribed && (isNamedChoice(schema) || isYesNo(schema))) return true;
  if (insidePublishedFormat(property, toolDescription) && schemaGivesTheFormat(schema)) return true;
  if (RANK_CUTOFFS.test(name) && (schema.type === 'integer' || schema.type === 'number')) return true;
  if (isIdOfListedThing(name, toolName, toolNames)) return true;
  if (namesTheCaller(name)) return true;
  if (name === 'name' && isEntryOfNamedList(property.path)) return true;
  if (isHalfOfAPair(property, siblingNames)) return true;
  const topLevel = !property.path.replace(/^input_schema\.properties\./, '').includes('.');
  if (!topLevel || (schema.type !== 'string' && schema.type !== undefined)) return false;
  const toolWords = wordsOf(toolName);
  if (SEARCH_TEXT_FIELDS.has(name) && toolWords.some((word) => SEARCHING_WORDS.has(word))) return true;
  return OWN_TEXT_FIELDS.has(name) && actsOnOneThing(toolWords);
}

/**
 * `incidentId` on `get_incident` beside `list_incidents`: the id of the very thing the tool acts
 * on, which a sibling lists; that is all a description would say. A `baseId` on `list_records`
 * names another thing and still needs words.
 */
function isIdOfListedThing(name: string, toolName: string, toolNames: readonly string[]): boolean {
  const thing = /^([a-z][a-z0-9]*?)(?:Id|_id)$/.exec(name)?.[1]?.toLowerCase();
  if (thing === undefined || !wordsOf(toolName).includes(thing)) return false;
  const plurals = pluralsOf(thing);
  return toolNames.some((other) => other !== toolName && wordsOf(other).some((word) => plurals.includes(word)));
}

/** Words that make a name the caller's own: `llmModelName`, `aiAgentName`, `assistant_name`. */
const CALLER_WORDS = new Set(['llm', 'ai', 'assistant', 'caller']);

/**
 * The calling model's own name or its agent's (`llmModelName`, `aiAgentName`): the model knows it,
 * any string is accepted, and a description would only repeat the name.
 */
function namesTheCaller(name: string): boolean {
  const words = wordsOf(name);
  return words.length >= 2 && words.at(-1) === 'name' && words.slice(0, -1).some((word) => CALLER_WORDS.has(word));
}

/**
 * The `key` or `value` of an entry that is a pair (a header, a query parameter; perhaps with a
 * note or an off switch beside it): the pair is the whole story. A `key` beside other fields (the key an action
 * presses) still needs words.
 */
function isHalfOfAPair(property: SchemaProperty, siblingNames: readonly string[]): boolean {
  if ((property.name !== 'key' && property.name !== 'value') || !/\.items\.properties\.(?:key|value)$/.test(property.path)) return false;
  const others = siblingNames.filter((name) => name !== 'key' && name !== 'value');
  return siblingNames.includes('key') && siblingNames.includes('value') && others.every((name) => PAIR_EXTRAS.has(name));
}

/** What an entry of a list of pairs may carry beside its key and value. */
const PAIR_EXTRAS = new Set(['description', 'disabled', 'enabled', 'type']);

/** `indexes.items.properties.name`: the name of each index in a list the schema calls `indexes`. */
function isEntryOfNamedList(path: string): boolean {
  const list = /\.properties\.([A-Za-z]+)\.items\.properties\.name$/.exec(path)?.[1];
  return list !== undefined && /[a-z]{3,}s$/.test(list) && !/(?:options|settings|params|args|arguments|properties|fields|details)$/i.test(list);
}

/** Verbs that make, change or show one thing, as tool names spell them. */
const ACTING_VERBS = new Set(['create', 'update', 'edit', 'add', 'describe', 'get', 'set', 'schedule', 'rename', 'post', 'patch', 'put', 'make', 'new', 'send', 'publish', 'submit', 'register']);

/**
 * A tool named for a verb and one thing in the singular (`create_table`, `describe-index`,
 * `schedule_downtime`, `firecrawl_monitor_create`): its name or title can only be that thing's.
 * The thing is the word after the verb, or before it when the verb comes last. On
 * `upsert-records` a `name` could be a record's or the index's, so a plural says nothing.
 */
function actsOnOneThing(toolWords: string[]): boolean {
  const verbAt = toolWords.findIndex((word) => ACTING_VERBS.has(word));
  if (verbAt === -1) return false;
  const thing = verbAt === toolWords.length - 1 ? toolWords[verbAt - 1] : toolWords[verbAt + 1];
  return thing !== undefined && !/s$/.test(thing);
}
