import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArguments, schemaProblem } from '../../../src/engine/toolkit/gate';
import type { JsonSchema } from '../../../src/engine/toolkit/json-schema';

// Real servers publish valid schemas the gate must check calls against rather than refuse every
// call as if the schema were broken. The first kind (LINE's bot, Postman): reused parts that point
// at each other by path, "#/properties/message/...".
function capturedSchema(corpus: string, server: string, tool: string): JsonSchema {
  const file = join(__dirname, '../../fixtures', corpus, `${server}.json`);
  const captured = JSON.parse(readFileSync(file, 'utf8')) as { tools: Array<{ name: string; inputSchema: JsonSchema }> };
  return captured.tools.find((entry) => entry.name === tool)!.inputSchema;
}

describe('the gate on schemas that refer to their own parts by path', () => {
  it("checks a call to Postman's search against its schema instead of refusing the schema", () => {
    const schema = capturedSchema('mcp-corpus-fifth', 'postman', 'searchPostmanElements');
    expect(schemaProblem(schema)).toBeUndefined();
    expect(checkArguments(schema, { q: 'payments', entityType: 'requests' })).toMatchObject({ ok: true });
    const wrong = checkArguments(schema, { q: 42, entityType: 'requests' });
    expect(wrong).toMatchObject({ ok: false });
    expect('issues' in wrong && wrong.issues.join(' ')).toContain('"q"');
  });

  it("follows LINE's Flex Message references down to a colour's own rule", () => {
    const schema = capturedSchema('mcp-corpus-fifth', 'line-bot', 'push_flex_message');
    expect(schemaProblem(schema)).toBeUndefined();
  });

  it('keeps a schema that refers to itself recursive, and says so when a reference points nowhere', () => {
    const tree: JsonSchema = {
      type: 'object',
      properties: { node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/properties/node' } } }, required: ['name'] } },
      required: ['node'],
    };
    expect(checkArguments(tree, { node: { name: 'a', children: [{ name: 'b', children: [] }] } })).toMatchObject({ ok: true });
    expect(checkArguments(tree, { node: { name: 'a', children: [{ children: [] }] } })).toMatchObject({ ok: false });
    expect(schemaProblem({ type: 'object', properties: { x: { $ref: '#/properties/missing' } } })).toMatch(/missing/);
  });

  it("reads a schema that names no draft but keeps its parts in definitions: Draw.io's nested cell lists", () => {
    const schema = capturedSchema('mcp-corpus-ninth', 'drawio', 'list-paged-model');
    expect(schemaProblem(schema)).toBeUndefined();
    const page = { target_page: { index: 0 } };
    // attributes reuses a recursive list: ["and", ["equal", key, value], …] nests to any depth.
    expect(checkArguments(schema, { ...page, filter: { attributes: ['and', ['equal', 'shape', 'ellipse'], ['or', ['equal', 'fill', 'red']]] } })).toMatchObject({ ok: true });
    expect(checkArguments(schema, { ...page, filter: { attributes: ['and', [42]] } })).toMatchObject({ ok: false });
  });
});

describe('the gate on schemas with keywords zod cannot express', () => {
  // Runpod's server builds its request bodies from allOf parts closed by unevaluatedProperties, and
  // picks required fields with if/then and dependentRequired: valid 2020-12 keywords zod cannot
  // express. The gate checks the rest of the schema instead of refusing every call.
  const runpod = (tool: string) => capturedSchema('mcp-corpus-forty-sixth', 'runpod', tool);

  it("checks a call to Runpod's update-template against the rest of its schema", () => {
    const schema = runpod('update-template');
    expect(JSON.stringify(schema)).toContain('"unevaluatedProperties":false');
    expect(schemaProblem(schema)).toBeUndefined();
    expect(checkArguments(schema, { id: 'tpl-1', body: { image: 'runpod/pytorch:2', disk: 50 } })).toMatchObject({ ok: true });
    const wrong = checkArguments(schema, { id: 'tpl-1', body: { disk: 'fifty' } });
    expect(wrong).toMatchObject({ ok: false });
    expect('issues' in wrong && wrong.issues.join(' ')).toContain('disk');
    expect(checkArguments(schema, { body: {} })).toMatchObject({ ok: false });
  });

  it("takes Runpod's create-pod and update-endpoint, which choose required fields by condition", () => {
    for (const tool of ['create-pod', 'update-endpoint']) {
      const schema = runpod(tool);
      expect(JSON.stringify(schema)).toMatch(/"if":|"dependent(?:Required|Schemas)":/);
      expect(schemaProblem(schema)).toBeUndefined();
    }
    expect(checkArguments(runpod('create-pod'), {})).toMatchObject({ ok: false });
  });

  it('checks a git restore whose schema rules a combination out with "not" against the rest of it, and keeps "not: {}" as never', () => {
    const schema = capturedSchema('mcp-corpus-three-hundred-and-thirty-fourth', 'bridge-kairos-mauro3422', 'git_restore_file');
    expect(JSON.stringify(schema)).toContain('"not":{"required":["staged","worktree"]');
    expect(schemaProblem(schema)).toBeUndefined();
    expect(checkArguments(schema, { path: 'src/app.ts', staged: true })).toMatchObject({ ok: true });
    const wrong = checkArguments(schema, { path: 'src/app.ts', staged: 'yes' });
    expect(wrong).toMatchObject({ ok: false });
    expect('issues' in wrong && wrong.issues.join(' ')).toContain('staged');
    expect(checkArguments(schema, { staged: true })).toMatchObject({ ok: false });
    const never: JsonSchema = { type: 'object', properties: { legacy: { not: {} } } };
    expect(checkArguments(never, {})).toMatchObject({ ok: true });
    expect(checkArguments(never, { legacy: 1 })).toMatchObject({ ok: false });
  });
});

describe('the gate on a draft-07 schema that keeps its parts in $defs', () => {
  // Microsoft 365's server declares draft-07 but writes its shared parts under $defs, and a mail
  // folder's childFolders point back at the folder: a valid recursive schema the gate must take.
  const ms365 = (tool: string) => capturedSchema('mcp-corpus-forty-eighth', 'ms-365', tool);

  it("checks a call to create-mail-folder, folders within folders, against its schema", () => {
    const schema = ms365('create-mail-folder');
    expect(schema.$schema).toContain('draft-07');
    expect(schemaProblem(schema)).toBeUndefined();
    expect(checkArguments(schema, { body: { displayName: 'Receipts', childFolders: [{ displayName: '2026' }] } })).toMatchObject({ ok: true });
    const wrong = checkArguments(schema, { body: { displayName: 'Receipts', childFolders: [{ displayName: 2026 }] } });
    expect(wrong).toMatchObject({ ok: false });
    expect('issues' in wrong && wrong.issues.join(' ')).toContain('childFolders[0].displayName');
  });
});
