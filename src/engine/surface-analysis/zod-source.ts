import type { JsonSchema } from '../toolkit/json-schema';
import { asSchema, asSchemaMap, schemaTypes, segment } from './schema-properties';

/**
 * TypeScript source for a zod 4 schema equivalent to a JSON Schema, for the exported module. Made
 * so that `z.toJSONSchema(…, { target: 'draft-7', io: 'input' })` of the result gives the input
 * back for what tool schemas use: object (strict, loose or with a catch-all), string (lengths,
 * pattern), number and integer (bounds, exclusive bounds, multipleOf), boolean, null, array
 * (item counts), enum, const, anyOf/oneOf, type lists, descriptions, defaults, required and
 * optional. What has no zod spelling here (`$ref`, `allOf`, `not`, `if`, `format`...) is left out
 * and listed in `omitted`, so the module can say so in a comment.
 */

export interface ZodSource {
  code: string;
  /** Fields of the schema that are not carried over, e.g. `input_schema.properties.a.allOf`. */
  omitted: string[];
}

const HANDLED = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'oneOf',
  'description', 'default', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', '$schema',
]);

export function zodSource(schema: JsonSchema, path = 'input_schema', indent = ''): ZodSource {
  const omitted: string[] = [];
  const code = node(schema, path, indent, omitted);
  return { code, omitted };
}

function node(schema: JsonSchema, path: string, indent: string, omitted: string[]): string {
  for (const key of Object.keys(schema)) if (!HANDLED.has(key)) omitted.push(`${path}.${key}`);
  let code = base(schema, path, indent, omitted);
  if ('default' in schema) code += `.meta({ default: ${literal(schema.default)} })`;
  if (typeof schema.description === 'string') code += `.describe(${literal(schema.description)})`;
  return code;
}

/** A property: the node, made optional (or given its default) unless it is required. */
function property(schema: JsonSchema, required: boolean, path: string, indent: string, omitted: string[]): string {
  const { description, default: fallback, ...rest } = schema;
  let code = node(rest, path, indent, omitted);
  const hasDefault = 'default' in schema;
  if (!required) code += hasDefault ? `.default(${literal(fallback)})` : '.optional()';
  // A required property with a default keeps the default as documentation only, as the gate does.
  if (required && hasDefault) code += `.meta({ default: ${literal(fallback)} })`;
  if (typeof description === 'string') code += `.describe(${literal(description)})`;
  return code;
}

function base(schema: JsonSchema, path: string, indent: string, omitted: string[]): string {
  if (Array.isArray(schema.enum)) return enumSource(schema.enum);
  if ('const' in schema) return `z.literal(${literal(schema.const)})`;
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (branches) {
    const key = Array.isArray(schema.anyOf) ? 'anyOf' : 'oneOf';
    const members = branches.map((branch, index) => node(asSchema(branch) ?? {}, `${path}.${key}[${index}]`, indent, omitted));
    return members.length === 1 ? members[0]! : `z.union([${members.join(', ')}])`;
  }
  const types = schemaTypes(schema);
  if (types.length > 1) {
    const nonNull = types.filter((type) => type !== 'null');
    if (nonNull.length === 1 && types.includes('null')) return `${typed(nonNull[0]!, schema, path, indent, omitted)}.nullable()`;
    return `z.union([${types.map((type) => typed(type, schema, path, indent, omitted)).join(', ')}])`;
  }
  if (types.length === 1) return typed(types[0]!, schema, path, indent, omitted);
  if (schema.properties !== undefined) return typed('object', schema, path, indent, omitted);
  if (schema.items !== undefined) return typed('array', schema, path, indent, omitted);
  return 'z.unknown()';
}

function typed(type: string, schema: JsonSchema, path: string, indent: string, omitted: string[]): string {
  const number = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const call = (name: string, value: number | undefined) => (value === undefined ? '' : `.${name}(${value})`);
  switch (type) {
    case 'string':
      return `z.string()${call('min', number('minLength'))}${call('max', number('maxLength'))}${typeof schema.pattern === 'string' ? `.regex(new RegExp(${literal(schema.pattern)}))` : ''}`;
    case 'integer':
    case 'number':
      return `z.number()${type === 'integer' ? '.int()' : ''}${call('min', number('minimum'))}${call('max', number('maximum'))}${call('gt', number('exclusiveMinimum'))}${call('lt', number('exclusiveMaximum'))}${call('multipleOf', number('multipleOf'))}`;
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case 'array': {
      const items = asSchema(schema.items);
      const item = items ? node(items, `${path}.items`, indent, omitted) : 'z.unknown()';
      return `z.array(${item})${call('min', number('minItems'))}${call('max', number('maxItems'))}`;
    }
    case 'object':
      return objectSource(schema, path, indent, omitted);
    default:
      omitted.push(`${path}.type`);
      return 'z.unknown()';
  }
}

function objectSource(schema: JsonSchema, path: string, indent: string, omitted: string[]): string {
  const properties = asSchemaMap(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const inner = `${indent}  `;
  const lines = Object.entries(properties).map(
    ([name, child]) => `${inner}${key(name)}: ${property(child, required.has(name), `${path}.properties${segment(name)}`, inner, omitted)},`,
  );
  const body = lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
  const extra = schema.additionalProperties;
  if (extra === false) return `z.object(${body}).strict()`;
  if (extra === true) return `z.looseObject(${body})`;
  const catchall = asSchema(extra);
  if (catchall) return `z.object(${body}).catchall(${node(catchall, `${path}.additionalProperties`, inner, omitted)})`;
  return `z.object(${body})`;
}

function enumSource(values: unknown[]): string {
  if (values.length > 0 && values.every((value) => typeof value === 'string')) return `z.enum(${literal(values)})`;
  const members = values.map((value) => `z.literal(${literal(value)})`);
  return members.length === 1 ? members[0]! : `z.union([${members.join(', ')}])`;
}

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
}

/** A TypeScript literal for a JSON value (JSON is valid TypeScript). */
export function literal(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}
