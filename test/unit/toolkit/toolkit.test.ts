import { describe, expect, it } from 'vitest';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { planClip } from '../../../src/engine/toolkit/clip';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { checkArguments } from '../../../src/engine/toolkit/gate';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { diffSurfaces } from '../../../src/engine/toolkit/surface-diff';
import { parseSurfaceFile } from '../../../src/engine/toolkit/surface-file';
import { FieldError } from '../../../src/engine/toolkit/field-error';
import { createRegistry, Toolkit } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';

const registry = createRegistry(builtinTools);
const without = (surface: Surface, ...handlers: string[]): Surface => ({
  ...surface,
  tools: surface.tools.filter((tool) => !handlers.includes(tool.handler)),
});

async function runBash(surface: Surface, command: string, maxResultChars = 2_000) {
  const workspace = await createEmbeddedWorkspace();
  const toolkit = new Toolkit(registry, surface, { maxResultChars });
  const prepared = toolkit.prepare({ id: 't1', name: 'Bash', input: { command } });
  if (!('access' in prepared)) throw new Error(prepared.content);
  return toolkit.execute(prepared, {
    workspace,
    signal: new AbortController().signal,
    approve: async () => ({ approved: true }),
    setPlan: () => {},
  });
}

describe('the default surface', () => {
  it('is what the model reads: every tool, generated schemas, a system prompt naming real tools', () => {
    const surface = defaultSurface();
    expect(surface.tools.map((tool) => tool.name)).toEqual(['read_file', 'write_file', 'edit_file', 'grep', 'glob', 'ls', 'Bash', 'update_plan', 'run_agent']);
    for (const tool of surface.tools) {
      expect(tool.input_schema.type).toBe('object');
      expect(tool.input_schema).not.toHaveProperty('$schema');
      for (const [name, property] of Object.entries(tool.input_schema.properties as Record<string, { description?: string }>)) {
        expect(property.description, `${tool.name}.${name} has no description`).toBeTruthy();
      }
    }
    // Routing lives in each tool's description; the prompt keeps how to work across tools.
    expect(surface.system).toContain('edit_file');
    expect(surface.system).toMatch(/parallel/);
  });

  it('renders the system prompt for the tools it ships with', () => {
    const surface = defaultSurface(builtinTools.filter((tool) => !['grep', 'glob', 'Bash', 'update_plan'].includes(tool.id)));
    expect(surface.system).not.toMatch(/\bgrep\b|\bglob\b|Bash|update_plan/);
    expect(surface.system).toContain('edit_file');
  });

  it('sends the enabled tools with one cache breakpoint after the last', () => {
    const toolkit = new Toolkit(registry, without(defaultSurface(), 'Bash'));
    const tools = toolkit.wireTools();
    expect(tools.map((tool) => tool.name)).not.toContain('Bash');
    expect(tools.filter((tool) => tool.cache_control)).toEqual([tools.at(-1)]);
  });
});

describe('clipping', () => {
  it('keeps head and tail, sizes the hole, and names retrieval moves that exist', async () => {
    const result = await runBash(defaultSurface(), 'seq 1 3000');
    expect(result.content).toMatch(/^exit code 0/);
    expect(result.content).toContain('\n1\n2\n');
    expect(result.content).toContain('3000');
    const marker = result.content.split('\n').find((line) => line.startsWith('[...'))!;
    expect(marker).toMatch(/\[\.\.\. [\d,]+ lines \(about [\d,]+ tokens\) of this Bash result were cut here/);
    expect(marker).toContain('read_file');
    expect(result.content.length).toBeLessThan(2_000 + marker.length + 10);
  });

  it('never suggests a tool that is disabled', async () => {
    const result = await runBash(without(defaultSurface(), 'read_file'), 'seq 1 3000');
    const marker = result.content.split('\n').find((line) => line.startsWith('[...'))!;
    expect(marker).not.toContain('read_file');
    expect(marker).toMatch(/head|tail/);
  });

  it('leaves results under the limit alone', () => {
    expect(planClip('short', 100)).toBeUndefined();
  });
});

describe('the gate', () => {
  it('reports the validator\'s own words with the field path', () => {
    const schema = defaultSurface().tools.find((tool) => tool.name === 'edit_file')!.input_schema;
    const verdict = checkArguments(schema, { path: 'a', edits: [{ oldText: 1 }] });
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && 'issues' in verdict && verdict.issues.join('; ')).toContain('at "edits[0].oldText"');
  });

  it('treats `default` as documentation, so a required field stays required', () => {
    const verdict = checkArguments(
      { type: 'object', properties: { offset: { type: 'integer', default: 1 } }, required: ['offset'] },
      {},
    );
    expect(verdict.ok).toBe(false);
  });
});

describe('surface diffs', () => {
  it('names the tool and the field that changed', () => {
    const before = defaultSurface();
    const after: Surface = {
      ...before,
      system: 'Be brief.',
      tools: before.tools
        .filter((tool) => tool.handler !== 'ls')
        .map((tool) => (tool.handler === 'Bash' ? { ...tool, name: 'shell' } : tool)),
    };
    expect(diffSurfaces(before, after)).toEqual([
      { field: 'system' },
      { handler: 'Bash', tool: 'shell', field: 'name' },
      { handler: 'ls', tool: 'ls', field: 'removed' },
    ]);
  });
});

describe('surface files', () => {
  it('fills what a file leaves out from the defaults and disables absent tools', () => {
    const surface = parseSurfaceFile(
      { tools: [{ handler: 'read_file', description: 'Reads.' }, { handler: 'Bash', name: 'shell' }] },
      builtinTools,
    );
    expect(surface.tools.map((tool) => tool.name)).toEqual(['read_file', 'shell']);
    expect(surface.tools[0]!.description).toBe('Reads.');
    expect(surface.system).toBe(defaultSurface().system);
  });

  it.each([
    [{ tools: [{ handler: 'teleport' }] }, 'tools[0].handler'],
    [{ tools: [{ handler: 'Bash', name: 'has space' }] }, 'tools[0].name'],
    [{ tools: [{ handler: 'ls' }, { handler: 'glob', name: 'ls' }] }, 'tools[1].name'],
    [{ tools: [{ handler: 'ls', input_schema: { type: 'string' } }] }, 'tools[0].input_schema'],
    [{ tools: 'all' }, 'tools'],
    [{ tools: [], colour: 'red' }, '(file)'],
  ])('refuses a bad file with the path of the offending field (%#)', (file, field) => {
    expect(() => parseSurfaceFile(file, builtinTools)).toThrow(FieldError);
    try {
      parseSurfaceFile(file, builtinTools);
    } catch (error) {
      expect((error as FieldError).field).toBe(field);
    }
  });
});
