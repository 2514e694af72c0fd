import type { JsonSchema } from '../toolkit/json-schema';

/** One property of an input schema at any depth, with where it sits. */
export interface SchemaProperty {
  name: string;
  schema: JsonSchema;
  /** Path from the tool entry, e.g. `input_schema.properties.edits.items.properties.oldText`. */
  path: string;
  required: boolean;
  /** Some schema it sits in below the input_schema (an object, a list of them, a branch) has a description. */
  insideDescribed: boolean;
}

/** Every property, depth first: nested objects, array items, and the branches of anyOf/oneOf/allOf. */
export function schemaProperties(schema: JsonSchema, path = 'input_schema'): SchemaProperty[] {
  const found: SchemaProperty[] = [];
  collect(schema, path, found, false);
  return found;
}

function collect(node: JsonSchema, path: string, found: SchemaProperty[], insideDescribed: boolean): void {
  const properties = asSchemaMap(node.properties);
  const required = new Set(requiredNames(node));
  for (const [name, child] of Object.entries(properties)) {
    const childPath = `${path}.properties${segment(name)}`;
    found.push({ name, schema: child, path: childPath, required: required.has(name), insideDescribed });
    collect(child, childPath, found, insideDescribed || isDescribed(child));
  }
  const items = asSchema(node.items);
  if (items) collect(items, `${path}.items`, found, insideDescribed || isDescribed(items));
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const branches = node[key];
    if (!Array.isArray(branches)) continue;
    branches.forEach((branch, index) => {
      const schema = asSchema(branch);
      if (schema) collect(schema, `${path}.${key}[${index}]`, found, insideDescribed || isDescribed(schema));
    });
  }
}

function isDescribed(schema: JsonSchema): boolean {
  return typeof schema.description === 'string' && schema.description.trim() !== '';
}

/** The names an object's `required` lists, ignoring anything that is not a name. */
export function requiredNames(schema: JsonSchema): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
}

/**
 * The other fields of the object a property sits in (`first` beside `after`, `start` beside
 * `end`): what several rules read to settle what a name means.
 */
export function siblingsOf(property: SchemaProperty, properties: readonly SchemaProperty[]): SchemaProperty[] {
  return (byObject(properties).get(objectPathOf(property)) ?? []).filter((other) => other !== property);
}

/**
 * The parts a property sits inside, at any depth (`results` and `results.items.properties.source`
 * around `results.items.properties.source.properties.date`): where a field's meaning may be said once
 * for all it holds. Only named parts; `schemasAround` adds the items and branches between them.
 */
export function partsAround(property: SchemaProperty, properties: readonly SchemaProperty[]): SchemaProperty[] {
  return properties.filter((outer) => property.path.startsWith(`${outer.path}.`));
}

/**
 * Every schema a property sits inside: each part around it, with the `items` or the anyOf branch
 * between that part and the field (`credentials.items`, described "W3C Verifiable Credential",
 * around `credentials.items.properties.issuanceDate`). A list's words are often on its items.
 */
export function schemasAround(property: SchemaProperty, properties: readonly SchemaProperty[]): JsonSchema[] {
  return partsAround(property, properties).flatMap((outer) => {
    const schemas = [outer.schema];
    let node: JsonSchema | undefined = outer.schema;
    let rest = property.path.slice(outer.path.length);
    for (let step = WRAPPER_STEP.exec(rest); step && node; step = WRAPPER_STEP.exec(rest)) {
      const [whole, key, index] = step;
      const value: unknown = node[key!];
      node = asSchema(index === undefined ? value : Array.isArray(value) ? value[Number(index)] : undefined);
      if (node) schemas.push(node);
      rest = rest.slice(whole.length);
    }
    return schemas;
  });
}
const WRAPPER_STEP = /^\.(items|anyOf|oneOf|allOf)(?:\[(\d+)\])?/;

/** The fields grouped by the object they sit in, once per list: a rule asks for each field's siblings. */
const groupedLists = new WeakMap<readonly SchemaProperty[], Map<string, SchemaProperty[]>>();

function byObject(properties: readonly SchemaProperty[]): Map<string, SchemaProperty[]> {
  let groups = groupedLists.get(properties);
  if (groups) return groups;
  groups = new Map();
  for (const property of properties) {
    const path = objectPathOf(property);
    const group = groups.get(path);
    if (group) group.push(property);
    else groups.set(path, [property]);
  }
  groupedLists.set(properties, groups);
  return groups;
}

/** The path of the object a property sits in: its own path without `.properties.<name>`. */
export function objectPathOf(property: SchemaProperty): string {
  return property.path.slice(0, property.path.length - `.properties${segment(property.name)}`.length);
}

/** A parameter of the tool itself, not a field inside one of its parameters. */
export function isTopLevel(property: SchemaProperty): boolean {
  return objectPathOf(property) === 'input_schema';
}

/** `.name`, or `["a.b"]` for a name that would not read as one path segment. */
export function segment(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

export function asSchema(value: unknown): JsonSchema | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined;
}

/** The choices a schema offers in `anyOf` and `oneOf` (a number, or a list of numbers), each a schema. */
export function choiceBranches(schema: JsonSchema): JsonSchema[] {
  return ['anyOf', 'oneOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [])).flatMap((branch) => {
    const choice = asSchema(branch);
    return choice === undefined ? [] : [choice];
  });
}

/** A schema's own words, or nothing: a `description` that is not a string says nothing. */
export function descriptionOf(schema: JsonSchema): string {
  return typeof schema.description === 'string' ? schema.description : '';
}

export function asSchemaMap(value: unknown): Record<string, JsonSchema> {
  const map = asSchema(value);
  if (!map) return {};
  const result: Record<string, JsonSchema> = {};
  for (const [name, child] of Object.entries(map)) {
    const schema = asSchema(child);
    if (schema) result[name] = schema;
  }
  return result;
}

/** Names of every property at any depth: what a description may call a parameter. */
export function propertyNames(schema: JsonSchema): Set<string> {
  return new Set(schemaProperties(schema).map((property) => property.name));
}

/**
 * The names of the properties the schema and its reusable parts (`$defs`, `definitions`) declare:
 * a `body` that points at `#/$defs/UpdatePodRequest` takes that part's `registry` and `ports`.
 */
export function propertyNamesWithDefinitions(schema: JsonSchema): Set<string> {
  const names = propertyNames(schema);
  for (const key of ['$defs', 'definitions']) {
    for (const part of Object.values(asSchemaMap(schema[key]))) for (const name of propertyNames(part)) names.add(name);
  }
  return names;
}

/** String values of every enum and const at any depth: quoted words that are values, not names. */
export function enumValues(schema: JsonSchema): Set<string> {
  const values = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    const schemaNode = asSchema(node);
    if (!schemaNode) return;
    if (Array.isArray(schemaNode.enum)) for (const value of schemaNode.enum) if (typeof value === 'string') values.add(value);
    if (typeof schemaNode.const === 'string') values.add(schemaNode.const);
    for (const child of Object.values(schemaNode)) if (child !== null && typeof child === 'object') visit(child);
  };
  visit(schema);
  return values;
}

/** The JSON Schema type names a node admits (`type` as a string or a list); empty when unstated. */
export function schemaTypes(node: JsonSchema): string[] {
  if (typeof node.type === 'string') return [node.type];
  if (Array.isArray(node.type)) return node.type.filter((type): type is string => typeof type === 'string');
  return [];
}

/**
 * A `minimum` or `maximum` someone chose, or undefined. A schema generated from an integer type
 * carries its limits (±9007199254740991, ±2147483647): no bound anyone chose, and nothing a model
 * following the words is ever refused by.
 */
export function chosenBound(bound: unknown): number | undefined {
  return typeof bound === 'number' && Math.abs(bound) < 2 ** 31 - 1 ? bound : undefined;
}

/**
 * Whether a top-level parameter is a map of free keys: `additionalProperties` with no named
 * properties. `untypedOnly` asks for a bag of any values (`additionalProperties: true`, as an
 * action's `args` writes it), not a map whose values have a schema (a DynamoDB `item`).
 */
export function hasFreeKeyMap(schema: JsonSchema, untypedOnly = false): boolean {
  return Object.values(asSchema(schema.properties) ?? {}).some((value) => {
    const property = asSchema(value);
    if (property === undefined || Object.keys(asSchema(property.properties) ?? {}).length > 0) return false;
    return property.additionalProperties === true || (!untypedOnly && asSchema(property.additionalProperties) !== undefined);
  });
}
