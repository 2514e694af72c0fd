import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportToolsJson, exportTypeScriptModule } from '../../../src/engine/surface-analysis/export';
import { toWireSchema, type JsonSchema } from '../../../src/engine/toolkit/json-schema';
import { checkArguments } from '../../../src/engine/toolkit/gate';
import { defaults, editSchema, patchTool } from './surface-edits';

// Inside the repository, so the generated modules resolve `zod` from its node_modules.
const folder = join(import.meta.dirname, '..', '..', '.tmp', `surface-export-${process.pid}`);
const defaultModule = join(folder, 'default-tools.ts');
const editedModule = join(folder, 'edited-tools.ts');

const edited = editSchema(defaults, 'read_file', (schema) => {
  schema.required = ['path', 'limit'];
  schema.properties.encoding = { type: 'string', enum: ['utf8', 'latin1'], description: 'How to decode.' };
  schema.properties.limit.maximum = 500;
  schema.properties.note = { type: ['string', 'null'], maxLength: 20, description: 'A note.' };
  schema.properties.mode = { anyOf: [{ type: 'boolean' }, { type: 'integer', exclusiveMinimum: 0 }], description: 'Either.' };
});

beforeAll(async () => {
  await mkdir(folder, { recursive: true });
  await writeFile(defaultModule, exportTypeScriptModule(defaults));
  await writeFile(editedModule, exportTypeScriptModule(edited));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('exporting the toolkit', () => {
  it('gives the tools array exactly as the Anthropic API takes it', () => {
    const renamed = patchTool(defaults, 'Bash', { name: 'shell', description: 'Runs a command.' });
    const tools = JSON.parse(exportToolsJson(renamed));
    expect(tools).toHaveLength(defaults.tools.length);
    expect(tools[6]).toEqual({ name: 'shell', description: 'Runs a command.', input_schema: defaults.tools[6]!.input_schema });
    expect(Object.keys(tools[0]).sort()).toEqual(['description', 'input_schema', 'name']);
  });

  // One program for both modules: zod's types make each type-check take seconds.
  it('writes TypeScript modules that type-check under strict settings', () => {
    const program = ts.createProgram([defaultModule, editedModule], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(errors).toEqual([]);
  }, 90_000);

  it('gives back the default schemas, descriptions and system prompt through z.toJSONSchema', async () => {
    const generated = await import(defaultModule);
    expect(generated.tools.map((tool: { name: string }) => tool.name)).toEqual(defaults.tools.map((tool) => tool.name));
    generated.tools.forEach((tool: { description: string; parameters: Parameters<typeof toWireSchema>[0] }, index: number) => {
      expect(tool.description).toBe(defaults.tools[index]!.description);
      expect(toWireSchema(tool.parameters)).toEqual(defaults.tools[index]!.input_schema);
    });
    expect(generated.systemPrompt).toBe(defaults.system);
    const wire = generated.anthropicTools();
    expect(wire[0]).toMatchObject({ name: 'read_file', input_schema: { properties: { offset: { minimum: 1 } } } });
  });

  it('carries edited structure over: accepts and refuses what the gate does on the edited schema', async () => {
    const parameters = (await import(editedModule)).readFileParameters;
    const schema = edited.tools[0]!.input_schema;
    for (const input of [
      { path: 'a', limit: 10 },
      { path: 'a' },
      { path: 'a', limit: 501 },
      { path: 'a', limit: 5, encoding: 'utf8', note: null, mode: true },
      { path: 'a', limit: 5, encoding: 'ascii' },
      { path: 'a', limit: 5, note: 'x'.repeat(21) },
      { path: 'a', limit: 5, mode: 0 },
      { path: 'a', limit: 5, extra: 1 },
    ]) {
      expect(parameters.safeParse(input).success, JSON.stringify(input)).toBe(checkArguments(schema, input).ok);
    }
    const back = toWireSchema(parameters);
    expect(back.required).toEqual(['path', 'limit']);
    expect((back.properties as Record<string, JsonSchema>).encoding).toEqual((schema.properties as Record<string, JsonSchema>).encoding);
  });

  it('says in a comment what it could not carry over', () => {
    const withFormat = editSchema(defaults, 'ls', (schema) => {
      schema.properties.path.format = 'uri-reference';
    });
    expect(exportTypeScriptModule(withFormat)).toContain('// Not carried over (no zod equivalent here): tools[5].input_schema.properties.path.format');
  });
});
