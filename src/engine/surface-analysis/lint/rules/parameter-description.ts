import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { asSchema, schemaProperties } from '../../schema-properties';
import type { JsonSchema } from '../../../toolkit/json-schema';
import { explainsItself } from '../self-explaining-parameter';
import { resolveReference } from '../../dialects/schema-reference';

/**
 * Every parameter, at any depth, needs a description: its name alone leaves the model to guess
 * units, format and defaults. Three shapes have nothing left to say, so they are not asked for one:
 * - a parameter whose anyOf/oneOf branches carry the description (generated from OpenAPI, where
 *   "an object or its id as a string" puts the words one level down);
 * - a discriminator: a `const` or a one-value enum, where there is nothing to choose;
 * - a wrapper object with named fields (`viewport: {width, height}`): what there is to say
 *   belongs to those fields, and each is asked on its own; likewise a choice of such objects;
 * - a field of a structure that is itself described (`associations`, "Associated records for this
 *   engagement": `{contactIds, dealIds...}`) when its schema already says what to send: a list of
 *   choices, a default, or named fields of its own. The structure's description sets the scene,
 *   the name and the schema do the rest. A bare number or string there still needs words;
 * - the shapes in self-explaining-parameter.ts: a latitude with its range, an enum of named values,
 *   the id of a thing a sibling tool lists, the title of the one thing the tool creates.
 */

const RULE = 'parameter-description';

export function parameterDescription(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const toolNames = context.surface.tools.map((tool) => tool.name);
  context.surface.tools.forEach((tool, index) => {
    const properties = schemaProperties(tool.input_schema);
    const fieldsBeside = new Map<string, string[]>();
    for (const { path, name } of properties) {
      const parent = path.slice(0, path.length - name.length);
      fieldsBeside.set(parent, [...(fieldsBeside.get(parent) ?? []), name]);
    }
    for (const property of properties) {
      if (hasDescription(property.schema) || describedInBranches(property.schema)) continue;
      if (isDiscriminator(property.schema) || isWrapper(property.schema)) continue;
      // A reused part is asked about where it is used, but judged by the shape it points at.
      const reused = { ...property, schema: followReferences(tool.input_schema, property.schema) };
      if (isUnionOfWrappers(reused.schema)) continue;
      if (property.insideDescribed && schemaSaysWhatToSend(property.schema)) continue;
      if (explainsItself(reused, tool.name, toolNames, tool.description, fieldsBeside.get(property.path.slice(0, property.path.length - property.name.length)))) continue;
      findings.push({
        rule: RULE,
        severity: 'warning',
        ...aboutTool(tool),
        field: toolField(index, `${property.path}.description`),
        message: `The parameter ${property.name} of ${tool.name} has no description.`,
        suggestion: `Describe ${property.name}: what it is, its format or unit, and what happens when it is left out.`,
      });
    }
  });
  return findings;
}

function hasDescription(schema: JsonSchema): boolean {
  return typeof schema.description === 'string' && schema.description.trim() !== '';
}

function describedInBranches(schema: JsonSchema): boolean {
  return ['anyOf', 'oneOf'].some((key) => Array.isArray(schema[key]) && (schema[key] as unknown[]).some((branch) => hasDescription(asSchema(branch) ?? {})));
}

function isDiscriminator(schema: JsonSchema): boolean {
  return schema.const !== undefined || (Array.isArray(schema.enum) && schema.enum.length === 1);
}

function isWrapper(schema: JsonSchema): boolean {
  const properties = asSchema(schema.properties);
  return (schema.type === 'object' || schema.type === undefined) && properties !== undefined && Object.keys(properties).length > 0;
}

/**
 * A choice of shapes each with named fields (`action`: a message action, a URI action, a postback
 * action…): like a wrapper, what there is to say belongs to the fields of each shape.
 */
function isUnionOfWrappers(schema: JsonSchema): boolean {
  const branches = ['anyOf', 'oneOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []));
  return branches.length > 1 && branches.every((branch) => isWrapper(asSchema(branch) ?? {}));
}

/** Choices, a default, or named fields (an object's, or those of the objects in a list). */
function schemaSaysWhatToSend(schema: JsonSchema): boolean {
  if (Array.isArray(schema.enum) && schema.enum.length > 1) return true;
  if (schema.default !== undefined) return true;
  const items = asSchema(schema.items);
  return items !== undefined && isWrapper(items);
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
