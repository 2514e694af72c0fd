import { applyEdits, modify, parse, type JSONPath, type ParseError } from 'jsonc-parser';

/**
 * The surface file read as prose: per tool its name, description, parameters and failure
 * templates, each with the path of its string in the file. The prose view edits those strings in
 * place (`withTextAt`), so the JSON around them keeps its layout and both views show one text.
 * Loaded lazily with the surface engine.
 */

export interface ProseField {
  /** Where the string is in the surface file. */
  path: JSONPath;
  /** The same place in the lint's path syntax (`tools[0].input_schema.properties.path.description`). */
  field: string;
  text: string;
}

export interface ProseParameter {
  name: string;
  /** The JSON Schema type as written (`string`, `integer`, `array of object`), or `any`. */
  type: string;
  required: boolean;
  description: ProseField;
}

export interface ProseTool {
  /** The tool's position in the file's `tools` array. */
  index: number;
  handler: string;
  name: string;
  description: ProseField;
  parameters: ProseParameter[];
  failures: Array<{ kind: string } & ProseField>;
}

export interface SurfaceProse {
  system: ProseField;
  tools: ProseTool[];
}

type JsonObject = Record<string, unknown>;

/** Undefined while the text is not JSON with a tools array: the prose view waits for a fix. */
export function readProse(text: string): SurfaceProse | undefined {
  const errors: ParseError[] = [];
  const json = parse(text, errors, { disallowComments: true, allowTrailingComma: false }) as unknown;
  if (errors.length > 0 || !isObject(json) || !Array.isArray(json.tools)) return undefined;
  const tools = json.tools.flatMap((entry, index) => (isObject(entry) ? [proseTool(entry, index)] : []));
  return { system: { path: ['system'], field: 'system', text: stringOr(json.system) }, tools };
}

function proseTool(entry: JsonObject, index: number): ProseTool {
  const at = `tools[${index}]`;
  const schema = isObject(entry.input_schema) ? entry.input_schema : {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const parameters = Object.entries(properties).map(([name, property]): ProseParameter => {
    const described = isObject(property) ? property : {};
    return {
      name,
      type: typeOf(described),
      required: required.includes(name),
      description: {
        path: ['tools', index, 'input_schema', 'properties', name, 'description'],
        field: `${at}.input_schema.properties${fieldKey(name)}.description`,
        text: stringOr(described.description),
      },
    };
  });
  const failures = isObject(entry.failures) ? entry.failures : {};
  return {
    index,
    handler: stringOr(entry.handler),
    name: stringOr(entry.name),
    description: { path: ['tools', index, 'description'], field: `${at}.description`, text: stringOr(entry.description) },
    parameters,
    failures: Object.entries(failures).map(([kind, template]) => ({
      kind,
      path: ['tools', index, 'failures', kind],
      field: `${at}.failures${fieldKey(kind)}`,
      text: stringOr(template),
    })),
  };
}

/** The text with the string at `path` replaced; the rest of the file keeps its layout. */
export function withTextAt(text: string, path: JSONPath, value: string): string {
  const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
  return applyEdits(text, modify(text, path, value, formatting));
}

function typeOf(property: JsonObject): string {
  const type = Array.isArray(property.type) ? property.type.join(' or ') : typeof property.type === 'string' ? property.type : undefined;
  if (type === 'array' && isObject(property.items) && typeof property.items.type === 'string') return `array of ${property.items.type}`;
  if (type) return type;
  if (Array.isArray(property.enum)) return 'one of a list';
  if (Array.isArray(property.anyOf) || Array.isArray(property.oneOf)) return 'one of several shapes';
  return 'any';
}

/** `.name` for a plain key, `["odd name"]` otherwise: the lint's path syntax. */
function fieldKey(key: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

function stringOr(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
