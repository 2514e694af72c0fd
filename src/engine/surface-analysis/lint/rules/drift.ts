import type { AnyToolContract } from '../../../tools/tool';
import { templateReferences } from '../../../toolkit/template';
import type { SurfaceTool } from '../../../toolkit/surface';
import type { JsonSchema } from '../../../toolkit/json-schema';
import { asSchema, choiceBranches, enumValues, hasFreeKeyMap, propertyNames, propertyNamesWithDefinitions, schemaProperties, schemaTypes } from '../../schema-properties';
import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { handlerSchemaOf } from './handler-mismatch';
import { sentenceAround, withoutPlaceholders, wordPattern } from '../text';
import { mentionsTool, routesThroughAnOperation } from '../tool-mentions';
import { wrongToolNames } from '../wrong-tool-name';

/**
 * Strings must not name what the model cannot see: it would call a tool or pass a parameter
 * that is not there. Three kinds of drift:
 * - a tool: a description, a parameter description, a failure template or the system prompt names
 *   a tool of the default toolkit or of the registry that the model does not see under that name
 *   (disabled, renamed away, or not part of this toolkit). Mentions are judged by
 *   tool-mentions.ts, so `ls -R` in a sentence about the shell, "the glob parameter" or "Read the
 *   file first" do not count;
 * - a `{tool:id}` in a template whose id is no tool at all (neither the registry's nor the default
 *   toolkit's), or whose tool is off while the placeholder stands outside a `[[ ]]` choice (the
 *   model would read "{tool:edit_file}" as is);
 * - a parameter: in a tool's own strings, an identifier written `like_this` in backticks, as
 *   `name=` or `name:value`, that is not a property of the tool's current input_schema; and a word
 *   in double quotes that is one of the handler's own parameters but no longer in the schema.
 *   A parameter of another tool the text names, in that sentence or any other, is that tool's, and
 *   one its clause gives to another API ("AGH's single `search` param") is that API's.
 *   (Double quotes also hold values such as "active", so only known parameter names count there.)
 */

const RULE = 'drift';
const JSON_LITERALS = new Set(['true', 'false', 'null', 'undefined']);
/** Handlers that run shell commands (the default toolkit's and the SWE-agent preset's). */
const SHELLS = ['Bash', 'run'];

interface Text {
  field: string;
  text: string;
  /** The tool whose text this is; undefined for the system prompt and the toolkit's strings. */
  tool?: SurfaceTool;
  /** True for a template: `{...}` are placeholders, not prose. */
  template?: boolean;
  /**
   * True for the description of a parameter whose value has fields of its own (an object, or a
   * list of them): "Set `numDocsToRerank`" there sets a field of that value, not of the tool.
   */
  describesStructure?: boolean;
}

export function drift(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const shellNames = ['Bash', ...SHELLS.map(context.nameOf)].filter((name): name is string => name !== undefined);
  const toolWords = new Set([...context.registry.keys(), ...context.surface.tools.map((tool) => tool.name)]);
  const texts = textsOf(context);
  for (const item of texts) {
    const parameters = item.tool ? propertyNamesWithDefinitions(item.tool.input_schema) : new Set<string>();
    const prose = item.template ? withoutPlaceholders(item.text) : item.text;
    for (const missing of context.missingNames) {
      if (!mentionsTool(prose, missing, { parameters, shellNames, wordLike: context.wordLikeNames.has(missing) })) continue;
      findings.push(toolDrift(item, missing, context));
    }
    if (item.template) findings.push(...templateToolDrift(item, context));
    if (item.tool) findings.push(...parameterDrift(item, item.tool, prose, parameters, toolWords, context));
  }
  const toolTexts = texts.flatMap((item) => (item.tool && !item.template ? [{ tool: item.tool, field: item.field, text: item.text, describesStructure: item.describesStructure === true }] : []));
  findings.push(...wrongToolNames(context, toolTexts));
  return findings;
}

function textsOf(context: LintContext): Text[] {
  const texts: Text[] = [{ field: 'system', text: context.surface.system }];
  context.surface.tools.forEach((tool, index) => {
    texts.push({ field: toolField(index, 'description'), text: tool.description, tool });
    for (const property of schemaProperties(tool.input_schema)) {
      if (typeof property.schema.description !== 'string') continue;
      texts.push({ field: toolField(index, `${property.path}.description`), text: property.schema.description, tool, describesStructure: hasFields(property.schema) });
    }
  });
  for (const entry of context.failures) {
    const tool = entry.toolIndex === undefined ? undefined : context.surface.tools[entry.toolIndex];
    texts.push({ field: entry.field, text: entry.template, template: true, ...(tool ? { tool } : {}) });
  }
  return texts;
}

function toolDrift(item: Text, missing: string, context: LintContext): Finding {
  const renamedTo = context.nameOf(missing);
  const why =
    renamedTo !== undefined
      ? `which the model now sees as ${renamedTo}`
      : context.wordLikeNames.has(missing)
        ? 'which is not a tool here'
        : 'which is disabled';
  const where = item.field === 'system' ? 'The system prompt' : describeField(item);
  const fix =
    item.template === true
      ? `Refer to it as {tool:${missing}} (inside [[ ]] if it may be off), so the name follows the surface.`
      : renamedTo === undefined
        ? `Remove the mention of ${missing}, or enable it again.`
        : `Call it ${renamedTo}.`;
  return {
    rule: RULE,
    severity: 'warning',
    ...(item.tool ? aboutTool(item.tool) : {}),
    field: item.field,
    message: `${where} names ${missing}, ${why}: a model that follows it calls a tool that does not exist.`,
    suggestion: item.field === 'system' && renamedTo === undefined ? `${fix} Or regenerate the system prompt for the current tools.` : fix,
  };
}

function templateToolDrift(item: Text, context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const outsideChoices = item.text.replace(/\[\[[\s\S]*?\]\]/g, '');
  for (const id of templateReferences(item.text).tools) {
    const base = { rule: RULE, severity: 'warning' as const, ...(item.tool ? aboutTool(item.tool) : {}), field: item.field };
    if (!context.knownToolIds.has(id)) {
      findings.push({
        ...base,
        message: `${describeField(item)} refers to {tool:${id}}, but no tool has the id ${id}: the model reads the placeholder as it is, or never sees the option it stands in.`,
        suggestion: `Use the id of a tool: ${[...context.registry.keys()].join(', ')}.`,
      });
      continue;
    }
    if (context.nameOf(id) === undefined && templateReferences(outsideChoices).tools.includes(id)) {
      findings.push({
        ...base,
        message: `${describeField(item)} uses {tool:${id}} outside a [[ ]] choice while ${id} is disabled: the model reads "{tool:${id}}" as it is.`,
        suggestion: `Wrap the sentence in [[ … ]] so it is left out when ${id} is off, or enable ${id}.`,
      });
    }
  }
  return findings;
}

/**
 * "`schedule` (pass `sendAt` in body)", "provide `accountIds`, `summary`, … in the body": the
 * clause puts the name inside a parameter whose value is an object, so it is a key of that object.
 */
function goesInsideAnObject(after: string, schema: JsonSchema): boolean {
  const holder = /^[^.;()]*?\bin(?:side)?\s+(?:the\s+)?`?([A-Za-z_]\w*)`?/.exec(after.slice(0, 200).replace(/\betc\./g, 'etc'))?.[1];
  const property = holder === undefined ? undefined : schemaProperties(schema).find((candidate) => candidate.name === holder);
  return property !== undefined && schemaTypes(property.schema).includes('object');
}

function parameterDrift(
  item: Text,
  tool: SurfaceTool,
  prose: string,
  parameters: ReadonlySet<string>,
  toolWords: ReadonlySet<string>,
  context: LintContext,
): Finding[] {
  const handlerParameters = handlerParameterNames(context.registry.get(tool.handler));
  const values = enumValues(tool.input_schema);
  const named = new Set<string>();
  // A tool with a map of free keys (`queryParams: {"maxResults": "5"}`) takes names its schema
  // cannot list: "use `jql` query param" names a key of that map, not a missing parameter.
  const takesFreeKeys = hasFreeKeyMap(tool.input_schema) || takesAJsonDocument(tool.input_schema);
  const formatNames = attributesOfExamples(prose);
  // Read only when a name is a candidate: most texts have none, and the lint runs on each keystroke.
  let namedToolParameters: ReadonlySet<string> | undefined;
  const ofANamedTool = (name: string) => (namedToolParameters ??= parametersOfToolsNamed(prose, tool, context)).has(name);
  let keysOfValues: ReadonlySet<string> | undefined;
  const keyOfAValue = (name: string) => (keysOfValues ??= keysShownInParameters(tool.input_schema)).has(name);
  // "The `id` field is the accountId … pass `id`, not `login`": a field the tool's output schema
  // lists is part of what comes back, which the text tells the model to carry to other tools.
  let answerFields: ReadonlySet<string> | undefined;
  const fieldOfTheAnswer = (name: string) => (answerFields ??= outputFieldNames(context.facts.get(tool.name)?.outputSchema)).has(name);
  const known = (name: string) =>
    parameters.has(name) || toolWords.has(name) || values.has(name) || formatNames.has(name) || JSON_LITERALS.has(name) || SETTING_NAME.test(name) || keyOfAValue(name) || fieldOfTheAnswer(name);
  for (const match of prose.matchAll(/`([A-Za-z_]\w*)`/g)) {
    const name = match[1]!;
    if (known(name)) continue;
    // Backticks hold example values, fields of the response and other tools' parameters as often
    // as this tool's: only a name the handler takes, or one used as a parameter ("pass `x`",
    // "the `x` parameter") in a sentence about no other tool, counts.
    const before = prose.slice(Math.max(0, match.index - 40), match.index);
    const after = prose.slice(match.index + match[0].length);
    const usedAsParameter =
      (PASS_VERB.test(before) || PARAMETER_NOUN.test(after)) &&
      !takesFreeKeys &&
      !FROM_RESPONSE.test(after.slice(0, 60)) &&
      !TO_AN_ENDPOINT.test(after) &&
      !OF_A_URL.test(after) &&
      !OTHER_KIND_OF_NAME.test(after) &&
      !FORBIDDEN.test(before) &&
      !OWNED_ELSEWHERE.test(clauseBefore(prose, match.index)) &&
      !goesInsideAnObject(after, tool.input_schema);
    if (handlerParameters.has(name) || (usedAsParameter && !item.describesStructure && !ofANamedTool(name) && !aboutAnotherTool(prose, match.index, tool, toolWords, parameters) && !ofTheOtherTools(prose, match.index, name, tool, context))) named.add(name);
  }
  // `name=value` and `name:"value"` outside examples: a backticked, quoted or bracketed span (a
  // JSON string such as "project=PROJ" is a value), a
  // URL (`?branch=`), an HTML tag or a code block shows a value or a format, not a parameter.
  const outsideExamples = prose.replace(/```[\s\S]*?```|`[^`]*`|"[^"\n]*"|\[[^\]\n]*\]|<[^>\n]*>|https?:\/\/\S+|(?<!\w)'[^'\n]*'(?!\w)/g, ' ');
  for (const pattern of [/(?<![\w.$?&/#:-])([A-Za-z_]\w*)=(?!=)/g, /(?<![\w.$?&/#-])([A-Za-z_]\w*):(?=["'[{])/g]) {
    for (const match of outsideExamples.matchAll(pattern)) {
      const name = match[1]!;
      if (known(name) || (!handlerParameters.has(name) && ofANamedTool(name)) || aboutAnotherTool(outsideExamples, match.index, tool, toolWords, parameters)) continue;
      if (!handlerParameters.has(name) && ofTheOtherTools(outsideExamples, match.index, name, tool, context)) continue;
      // "Filter by kind='group'" and "set full=true" tell the model to send it; "cameras with
      // hasPackageCamera=true", "rn=null → not run yet" or "the session with: Project=Foo" describe
      // what comes back or what to say. Only a name the asking words stand right before counts.
      const before = outsideExamples.slice(Math.max(0, match.index - 60), match.index);
      const asked = ASKS_FOR_A_VALUE.test(before) && !FORBIDDEN.test(before) && !THE_TOOLS_OWN_MEANS.test(before) && !namesAKindOf(before, outsideExamples.slice(match.index + match[0].length));
      if (handlerParameters.has(name) || asked) named.add(name);
    }
  }
  for (const [, name] of prose.matchAll(/"([A-Za-z_]\w*)"/g)) {
    if (handlerParameters.has(name!) && !parameters.has(name!)) named.add(name!);
  }
  return [...named].map((name) => ({
    rule: RULE,
    severity: 'warning' as const,
    ...aboutTool(tool),
    field: item.field,
    message: `${describeField(item)} names a parameter ${name}, but the input_schema of ${tool.name} has no such property${handlerParameters.has(name) ? ' (it was removed or renamed)' : ''}.`,
    suggestion: parameters.size === 0 ? `Remove the mention of ${name}.` : `Name one of its parameters (${[...parameters].join(', ')}), or remove the mention of ${name}.`,
  }));
}

/**
 * Keys a parameter's own description shows inside its value (`config`: "for example { \"prefix\": null }"):
 * "set prefix=null" then speaks of that value's field, which the schema of a free-form object does not list.
 */
function keysShownInParameters(schema: JsonSchema): Set<string> {
  const keys = new Set<string>();
  for (const property of schemaProperties(schema)) {
    const description = property.schema.description;
    if (typeof description !== 'string') continue;
    for (const [, key] of description.matchAll(/"([A-Za-z_]\w*)"\s*:/g)) keys.add(key!);
  }
  return keys;
}

/** Every field name an output schema lists, at any depth. */
function outputFieldNames(outputSchema: JsonSchema | undefined): Set<string> {
  return new Set(outputSchema === undefined ? [] : schemaProperties(outputSchema, 'output_schema').map((property) => property.name));
}

/** Whether a value has fields of its own: an object, a list of objects, or a choice of them. */
function hasFields(schema: JsonSchema): boolean {
  if (schemaTypes(schema).includes('object') || asSchema(schema.properties) !== undefined) return true;
  const items = asSchema(schema.items);
  if (items && hasFields(items)) return true;
  return choiceBranches(schema).some(hasFields);
}

/**
 * "client + domain are combined into AGH's single `search` param", "GET /api/agreements takes no
 * `archived`": a parameter the clause gives to someone else, by a possessive or by the route it is
 * sent to, is that API's, which the tool fills in itself. "This tool's `x` parameter" stays the
 * tool's own.
 */
const OWNED_ELSEWHERE = /\b(?!(?:tool|function|command)'s\b)[A-Za-z][\w.-]*'s\s|\b(?:GET|POST|PUT|PATCH|DELETE)\s+\/\S+/;
/** The clause a name sits in, up to the name: from the last full stop, semicolon or line break. */
function clauseBefore(prose: string, offset: number): string {
  return prose.slice(Math.max(0, offset - 160), offset).split(/[.!?]\s|[;\n]/).at(-1) ?? '';
}

/** "Pass the `nextCursor` value from the previous response": a field of a response, not a parameter. */
const FROM_RESPONSE = /^[^.]*?\bfrom\s+(?:the\s+|a\s+)?(?:previous\s+|last\s+|prior\s+)?(?:response|result|output)\b/i;

/**
 * "the `game` parameter of your /studiogame URL": a parameter of a web address the value is read
 * from, not one of this tool's.
 */
const OF_A_URL = /^\s+(?:parameter|param)s?\s+(?:of|in)\s+(?:the\s+|your\s+|a\s+|its\s+)?\S*\s*(?:URL|link|address|query\s+string)\b/i;

/**
 * "For each strategy, pass `aurora_id` to `/v5/aurora/info`": a value the model hands to another
 * endpoint of the API, not to this tool.
 */
const TO_AN_ENDPOINT = /^\s+(?:to|into)\s+(?:the\s+)?`?\/[\w{}:.-]/i;

/**
 * "Add a kind=\"open-question\" memory": after an article, name=value followed by a noun says which
 * kind of thing the tool makes or finds, as an adjective would; before a plural ("Use isDefault=1
 * values") it says which of the things an answer lists to pick. The model is not asked to send it.
 * A quoted value is already blanked out of `rest` with the other examples; an unquoted one is
 * skipped here, so the word tested is the one after the value.
 */
function namesAKindOf(before: string, rest: string): boolean {
  const next = rest.replace(/^[^\s]*/, '');
  const kindOfOne = /\b(?:a|an)\s+$/i.test(before) && /^\s*(?!(?:or|and|to|for|if|when|with|in|on|at|by|as|so|then|is|are)\b)[A-Za-z]{3,}\b/.test(next);
  // "Use isDefault=1 values for defaults": which of the things an answer lists to pick.
  const whichOfMany = /^\s*(?:values|items|entries|records|rows|ones|objects|results)\b/i.test(next);
  return kindOfOne || whichOfMany;
}

/**
 * A top-level text that holds a JSON document (`report_json`, "The full report as a JSON string"):
 * "set `contradicting_evidence`" names a key of that document, which no schema here lists.
 */
function takesAJsonDocument(schema: JsonSchema): boolean {
  // Only the top level is read: this runs for every text of the tool, on every keystroke.
  return Object.entries(asSchema(schema.properties) ?? {}).some(([name, value]) => {
    const property = asSchema(value);
    if (property === undefined || !schemaTypes(property).includes('string')) return false;
    return /(?:^|_)json$|[a-z]Json$/.test(name) || /\bas\s+a\s+JSON\s+(?:string|document|object)\b/i.test(String(property.description ?? ''));
  });
}

/** `GITLAB_PERMISSION_MODE=modify`: a setting of the server's environment, not a parameter. */
const SETTING_NAME = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/;
/**
 * Words that ask the model to send the value right after them: "set full=true", "filter by kind=",
 * and the next ones of a list they ask for ("set it as limit=10, or page=2").
 */
const ASKS_FOR_A_VALUE = /\b(?:pass|passing|set|setting|use|using|provide|supply|specify|send|add|filter\s+by|sort\s+by|with\s+(?:the\s+)?(?:parameter|argument|option))\s+(?:it\s+as\s+|the\s+|a\s+)?(?:[A-Za-z_]\w*=[^\s=]+\s+(?:or\s+|and\s+)?)*$/i;

/**
 * "Archive a block by setting archived=true": how the tool does its work, which the model need not
 * send.
 */
const THE_TOOLS_OWN_MEANS = /\bby\s+setting\s+(?:[A-Za-z_]\w*=[^\s=]+\s+(?:or\s+|and\s+)?)*$/i;

/**
 * "Do NOT set `exitX`", "never pass `x`": a name the text forbids is one a model following it
 * leaves out, whether or not the tool takes it.
 */
const FORBIDDEN = /\b(?:do\s+not|don't|never|no\s+need\s+to|must\s+not|should\s+not)\s+(?:\w+\s+)?\S*$/i;

/**
 * Names written as attributes of the examples a description shows (`<mxCell parent="1">`, or
 * `startSize=30` inside a fenced block): fields of the format the tool's value is written in, so
 * "set parent=\"1\" for top-level shapes" speaks of that format, not of a missing parameter.
 */
function attributesOfExamples(prose: string): Set<string> {
  const names = new Set<string>();
  for (const [example] of prose.matchAll(/```[\s\S]*?```|<[A-Za-z][^<>\n]*>/g)) {
    for (const [, name] of example.matchAll(/\b([A-Za-z_][\w-]*)\s*=/g)) names.add(name!);
  }
  return names;
}

/** "pass the `Authorization` header", "the `HOME` env var": a name of something other than a parameter. */
const OTHER_KIND_OF_NAME = /^\s+(?:(?:http\s+)?headers?|cookies?|env(?:ironment)?\s+var(?:iable)?s?|fields?|keys?|propert(?:y|ies)|attributes?|columns?)\b/i;

// "field" and "property" also name parts of the response, so only these nouns count.
const PARAMETER_NOUN = /^\s+(?:parameter|param|argument|arg)s?\b/i;
const PASS_VERB = /\b(?:pass|passing|set|setting|provide|supply|specify|give)\s+(?:the\s+|a\s+|an\s+)?$/i;

/**
 * Whether the sentence around an offset names another tool of the list, or routes the call through
 * an operation named in backticks ("via `getItem`"): the parameter may be theirs.
 */
function aboutAnotherTool(prose: string, offset: number, tool: SurfaceTool, toolWords: ReadonlySet<string>, parameters: ReadonlySet<string>): boolean {
  const sentence = sentenceAround(prose, offset);
  if (routesThroughAnOperation(sentence, tool.name, parameters)) return true;
  return [...toolWords].some((name) => name !== tool.name && wordPattern(name).test(sentence));
}

// "in search/detail tools" and "The store / product / order / design tools operate on" name other
// tools by what they do, as "other tools" does by exclusion.
const OTHER_TOOLS = /\b(?:other|all|every|each)\s+tools?\b|\btool\s+calls?\b|\b(?:in|of|on|for|by)\s+(?:the\s+)?[\w/-]+(?:\s+[\w/-]+)?\s+tools\b|\bthe\s+\w+(?:\s*\/\s*\w+)+\s+tools\b/i;

/**
 * "Use the returned name as the `account` argument on other tools", "picks the account used when
 * tool calls omit the `account` parameter": a sentence about the server's other tools, one of
 * which takes the name, speaks of their parameter.
 */
function ofTheOtherTools(prose: string, offset: number, name: string, tool: SurfaceTool, context: LintContext): boolean {
  if (!OTHER_TOOLS.test(sentenceAround(prose, offset))) return false;
  return context.surface.tools.some((other) => other !== tool && propertyNamesWithDefinitions(other.input_schema).has(name));
}

/**
 * The parameters of the other tools a text names anywhere: "Then use the chosen name in query_assets
 * as asset_type_name. … use detail_level=\"summary\"" tells the model how to call query_assets, a
 * sentence after the one that names it.
 */
function parametersOfToolsNamed(prose: string, tool: SurfaceTool, context: LintContext): ReadonlySet<string> {
  const named = context.surface.tools.filter((other) => other !== tool && wordPattern(other.name).test(prose));
  return new Set(named.flatMap((other) => [...propertyNamesWithDefinitions(other.input_schema)]));
}

const handlerNames = new WeakMap<AnyToolContract, Set<string>>();

/** Every parameter name the handler itself takes, at any depth. */
function handlerParameterNames(contract: AnyToolContract | undefined): ReadonlySet<string> {
  if (!contract) return new Set();
  let names = handlerNames.get(contract);
  if (!names) {
    names = propertyNames(handlerSchemaOf(contract));
    handlerNames.set(contract, names);
  }
  return names;
}

function describeField(item: Text): string {
  const owner = item.tool ? item.tool.name : 'the toolkit';
  if (item.field.endsWith('.description') && item.field.includes('input_schema')) return `A parameter description of ${owner}`;
  if (item.field.endsWith('.description')) return `The description of ${owner}`;
  if (item.template) return `The failure template ${item.field.split('.').at(-1)} of ${owner}`;
  return item.field;
}
