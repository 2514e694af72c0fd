import { identifierWords, spokenNames } from './text';

/**
 * Where an object that names no fields still leaves one reading of its keys, because they are set
 * somewhere the model already reads: the caller's own bag of labels, a JSON Schema, the named tool's
 * or node type's own inputs, a function's result, the fields of the thing a patch picks, an HTML
 * element's attributes. Anywhere else, which keys such an object takes is a guess.
 */
export function keysSettledElsewhere(name: string, siblings: ReadonlySet<string>, path: string): boolean {
  const words = identifierWords(name);
  const schemaOfADefinition = (name === 'parameters' || name === 'schema') && isAFunctionDefinition(siblings);
  const namesASchema = (words.length > 1 && words.at(-1) === 'schema') || schemaOfADefinition;
  const callersOwnKeys = BAG_WORDS.has(words.at(-1) ?? '') || words.join(' ') === 'custom data' || attributesOfAnElement(words, siblings);
  return (
    callersOwnKeys ||
    namesASchema ||
    argumentsOfANamedTool(name, siblings) ||
    parametersOfANamedNodeType(words, siblings) ||
    resultOfANamedFunction(name, siblings, path) ||
    patchOfAPickedThing(words, siblings)
  );
}

/**
 * `{ id, patch: {} }`, `{ contextType, patchContent: {} }`: a patch beside what picks the thing it
 * patches carries that thing's own fields, the ones to change, and the model has read them on the
 * thing itself. An open `updates` or `fields` says no such thing and is still asked about.
 */
function patchOfAPickedThing(words: readonly string[], siblings: ReadonlySet<string>): boolean {
  const picksTheThing = spokenNames(siblings).some((named) => named === 'id' || named.endsWith(' id') || named.endsWith(' type'));
  return words.includes('patch') && picksTheThing;
}
/**
 * An object of only `name`, `description`, `strict` and `type` beside its `parameters` or `schema`:
 * a function or a response format as the OpenAI formats write it, whose schema is a JSON Schema. An
 * n8n node or a template with more fields beside its `parameters` is not, and those stay asked.
 */
function isAFunctionDefinition(siblings: ReadonlySet<string>): boolean {
  const definitionKeys = new Set(['name', 'description', 'strict', 'type']);
  return siblings.has('name') && [...siblings].every((sibling) => definitionKeys.has(sibling));
}
/**
 * `arguments` beside the `tool` it is for (a gateway's `execute_tool`), or beside a `name` as MCP
 * and function calls write a call: the keys are those of the named tool's own input schema, which
 * the model reads where it reads that tool. A bare `params` or `args` of a command or a function
 * with no schema in sight is still asked.
 */
function argumentsOfANamedTool(name: string, siblings: ReadonlySet<string>): boolean {
  const namesATool = ['tool', 'toolName', 'tool_name', 'toolId', 'tool_id'].some((sibling) => siblings.has(sibling));
  return (namesATool && ARGUMENT_NAMES.has(name)) || (name === 'arguments' && siblings.has('name'));
}
/**
 * `response` beside the `name` of the function it answers, in an item of `functionResponses` (as
 * Gemini feeds a function's result back to the model): its keys are whatever that function
 * returned, which no schema here can list.
 */
function resultOfANamedFunction(name: string, siblings: ReadonlySet<string>, path: string): boolean {
  return (name === 'response' || name === 'result') && siblings.has('name') && /\.properties\.function_?(?:responses?|results?)\./i.test(path);
}
/**
 * `parameters` or `existing_parameters` beside the `node_type` they belong to, in an object about
 * that one node (an n8n node's type, name, version and position): the keys are those the named node
 * type defines, which the model reads where it reads that type, as it reads a named tool's
 * arguments. Among the dozens of fields of a many-action command that also takes a `nodeType`, the
 * `parameters` may belong to any action, and are still asked.
 */
function parametersOfANamedNodeType(words: readonly string[], siblings: ReadonlySet<string>): boolean {
  return NODE_PARAMETER_WORDS.has(words.at(-1) ?? '') && siblings.size <= 6 && spokenNames(siblings).includes('node type');
}
const NODE_PARAMETER_WORDS = new Set(['parameters', 'params', 'arguments', 'args']);
const ARGUMENT_NAMES = new Set(['arguments', 'args', 'params', 'parameters', 'input', 'toolArgs', 'tool_args', 'toolArguments', 'tool_arguments', 'toolInput', 'tool_input']);
/**
 * Objects whose keys are the caller's own (`metadata`, `labels`, `headers`, a network driver's
 * `DriverOpts`, a drawing element's `customData`): any keys are
 * accepted, so there is no field list to guess. An `inputSchema` or `outputSchema` is a JSON
 * Schema, whose keys have one reading (a bare `schema` may be anything's, so it is still asked,
 * unless a `name` beside it makes the object a definition).
 */
const BAG_WORDS = new Set(['metadata', 'meta', 'labels', 'annotations', 'headers', 'env', 'extra', 'opts']);
/**
 * `attributes` beside the `tag` of the element they sit on (a DOM node's tag, id and classes): the
 * element's HTML attributes, a map of attribute name to value that HTML itself defines. A bare
 * `attributes` of an effect or a contact may take keys only its server knows, and is still asked.
 */
function attributesOfAnElement(words: readonly string[], siblings: ReadonlySet<string>): boolean {
  return words.join(' ') === 'attributes' && spokenNames(siblings).some((named) => named === 'tag' || named === 'tag name');
}
