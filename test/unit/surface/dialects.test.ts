import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toGeminiTools } from '../../../src/engine/surface-analysis/dialects/gemini';
import { toOpenAiTools } from '../../../src/engine/surface-analysis/dialects/openai';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { defaults, editSchema } from './surface-edits';

/**
 * Golden files: the default surface in each dialect, with its warnings, compared as file
 * snapshots. A missing golden file fails the test like a changed one; `npx vitest run -u` on this
 * file writes it deliberately, to be read by eye and committed.
 */
const goldenFolder = join(import.meta.dirname, 'golden');

async function matchesGolden(name: string, value: unknown): Promise<void> {
  const path = join(goldenFolder, name);
  try {
    await expect(`${JSON.stringify(value, null, 2)}\n`).toMatchFileSnapshot(path);
  } catch (error) {
    if (existsSync(path)) throw error;
    throw new Error(`The golden file ${name} is missing. Write it on purpose with "npx vitest run test/unit/surface/dialects.test.ts -u", read it, and commit it.`, { cause: error });
  }
}

const tool = (surface: Surface, index: number) => surface.tools[index]!;

describe('the OpenAI-compatible dialect', () => {
  it('renders the default surface (golden)', async () => {
    await matchesGolden('openai-default.json', toOpenAiTools(defaults));
  });

  it('renders the default surface in strict mode (golden)', async () => {
    await matchesGolden('openai-strict-default.json', toOpenAiTools(defaults, { strict: true }));
  });

  it('passes the schema through unchanged when strict mode is off', () => {
    const { output, warnings } = toOpenAiTools(defaults);
    expect(warnings).toEqual([]);
    expect(output[0]).toEqual({ type: 'function', function: { name: 'read_file', description: tool(defaults, 0).description, parameters: tool(defaults, 0).input_schema } });
  });

  it('makes strict-mode schemas require every property, nullable where optional, with no default', () => {
    const { output, warnings } = toOpenAiTools(defaults, { strict: true });
    const readFile = output[0]!.function;
    expect(readFile.strict).toBe(true);
    expect(readFile.parameters.required).toEqual(['path', 'offset', 'limit']);
    expect(readFile.parameters.properties).toMatchObject({ offset: { type: ['integer', 'null'], minimum: 1 } });
    expect(JSON.stringify(readFile.parameters)).not.toContain('"default"');
    expect(warnings).toContainEqual(expect.objectContaining({ tool: 'read_file', field: 'tools[0].input_schema.properties.offset.default', construct: 'default' }));
    expect(warnings).toContainEqual(expect.objectContaining({ tool: 'read_file', field: 'tools[0].input_schema.properties.offset', construct: 'optional property' }));
    // An optional enum admits null as a value too.
    const seedMode = (output[8]!.function.parameters.properties as Record<string, { enum: unknown[] }>).seedMode;
    expect(seedMode?.enum).toEqual(['resume', 'branch', 'handoff', null]);
  });

  it('reports oneOf, allOf and open objects in strict mode', () => {
    const edited = editSchema(defaults, 'ls', (schema) => {
      schema.properties.depth = { oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'How deep.' };
      schema.properties.filter = { allOf: [{ type: 'string' }], description: 'A filter.' };
      delete schema.additionalProperties;
    });
    const { output, warnings } = toOpenAiTools(edited, { strict: true });
    const parameters = output[5]!.function.parameters as { additionalProperties: boolean; properties: Record<string, Record<string, unknown>> };
    expect(parameters.additionalProperties).toBe(false);
    expect(parameters.properties.depth!.anyOf).toBeDefined();
    expect(parameters.properties.filter!.allOf).toBeUndefined();
    expect(warnings.map((warning) => warning.construct)).toEqual(expect.arrayContaining(['oneOf', 'allOf', 'additionalProperties']));
  });
});

describe("Gemini's function declarations", () => {
  it('render the default surface (golden)', async () => {
    await matchesGolden('gemini-default.json', toGeminiTools(defaults));
  });

  it('use upper-case OpenAPI types and keep descriptions, enums, bounds and defaults', () => {
    const { output } = toGeminiTools(defaults);
    const readFile = output.functionDeclarations[0]!;
    expect(readFile.parameters).toMatchObject({
      type: 'OBJECT',
      required: ['path'],
      properties: { offset: { type: 'INTEGER', minimum: 1, default: 1, description: expect.stringContaining('count from 1') } },
    });
    const plan = output.functionDeclarations[7]!.parameters as any;
    expect(plan.properties.plan.items.properties.status).toMatchObject({ type: 'STRING', enum: ['pending', 'active', 'done'] });
  });

  it('warn once per additionalProperties and once for text results on the defaults, and for nothing else', () => {
    const { warnings } = toGeminiTools(defaults);
    const constructs = new Set(warnings.map((warning) => warning.construct));
    expect(constructs).toEqual(new Set(['additionalProperties', 'non-object result']));
    expect(warnings.filter((warning) => warning.construct === 'non-object result')).toEqual([expect.objectContaining({ field: 'result' })]);
    expect(warnings).not.toContainEqual(expect.objectContaining({ construct: 'non-object result', tool: expect.anything() }));
  });

  it('warn for every construct that does not survive, and convert what can be', () => {
    const edited = editSchema(defaults, 'grep', (schema) => {
      schema.$defs = { Mode: { type: 'string', enum: ['fast', 'full'] }, Tree: { type: 'object', properties: { child: { $ref: '#/$defs/Tree' } } } };
      schema.properties.mode = { $ref: '#/$defs/Mode', description: 'How hard to look.' };
      schema.properties.tree = { $ref: '#/$defs/Tree', description: 'Recursive.' };
      schema.properties.kind = { const: 'text', description: 'Fixed.' };
      schema.properties.level = { type: 'integer', enum: [1, 2], description: 'Level.' };
      schema.properties.either = { oneOf: [{ type: 'string' }, { type: 'integer' }], description: 'Either.' };
      schema.properties.maybe = { type: ['string', 'null'], description: 'Maybe.' };
      schema.properties.above = { type: 'number', exclusiveMinimum: 0, description: 'Positive.' };
      schema.properties.anything = { description: 'Any value.' };
      schema.properties['bad-name'] = { type: 'string', description: 'Dashed.' };
    });
    const { output, warnings } = toGeminiTools(edited);
    const properties = (output.functionDeclarations[3]!.parameters as any).properties;
    expect(properties.mode).toEqual({ type: 'STRING', enum: ['fast', 'full'], description: 'How hard to look.' });
    expect(properties.tree.properties.child).toEqual({ type: 'OBJECT' });
    expect(properties.kind).toMatchObject({ type: 'STRING', enum: ['text'] });
    expect(properties.level).toEqual({ type: 'INTEGER', description: 'Level.' });
    expect(properties.either.anyOf).toEqual([{ type: 'STRING' }, { type: 'INTEGER' }]);
    expect(properties.maybe).toEqual({ type: 'STRING', nullable: true, description: 'Maybe.' });
    expect(properties.above).toEqual({ type: 'NUMBER', description: 'Positive.' });
    expect(properties.anything.type).toBe('STRING');
    const at = (field: string) => warnings.filter((warning) => warning.field === `tools[3].input_schema.${field}`).map((warning) => warning.construct);
    expect(at('properties.mode.$ref')).toEqual(['$ref']);
    expect(warnings.filter((warning) => warning.construct === '$ref' && warning.message.includes('refers to itself'))).toHaveLength(1);
    expect(at('properties.kind.const')).toEqual(['const']);
    expect(at('properties.level.enum')).toEqual(['enum']);
    expect(at('properties.either.oneOf')).toEqual(['oneOf']);
    expect(at('properties.maybe.type')).toEqual([]);
    expect(at('properties.above.exclusiveMinimum')).toEqual(['exclusiveMinimum']);
    expect(at('properties.anything.type')).toEqual(['any type']);
    expect(at('properties["bad-name"]')).toEqual(['property name']);
  });

  it('leave out parameters for a tool that takes none, and flag a name Gemini refuses', () => {
    const edited = editSchema(defaults, 'update_plan', (schema) => {
      schema.properties = {};
      schema.required = [];
    });
    const renamed = { ...edited, tools: edited.tools.map((entry) => (entry.handler === 'ls' ? { ...entry, name: '9ls' } : entry)) };
    const { output, warnings } = toGeminiTools(renamed);
    expect(output.functionDeclarations[7]).not.toHaveProperty('parameters');
    expect(warnings).toContainEqual(expect.objectContaining({ tool: '9ls', field: 'tools[5].name', construct: 'name' }));
  });
});
