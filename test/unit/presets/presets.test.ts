import { describe, expect, it } from 'vitest';
import { findPreset, presets } from '../../../src/engine/presets/all-presets';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { schemaProblem } from '../../../src/engine/toolkit/gate';
import { parseSurfaceFile } from '../../../src/engine/toolkit/surface-file';
import { toolNamePattern } from '../../../src/engine/toolkit/tool-name';
import { FieldError } from '../../../src/engine/toolkit/field-error';
import { createRegistry, Toolkit } from '../../../src/engine/toolkit/toolkit';
import { allTools, builtinTools } from '../../../src/engine/tools/all-tools';

/** Tool ids a reader could not mistake for ordinary words or shell commands. */
const distinctive = (toolId: string) => toolId.includes('_') || toolId === 'Bash';

/** `{tool:id}` references outside `[[ ]]` choices: those must exist, or the text shows the raw reference. */
function bareToolReferences(template: string): string[] {
  const outsideChoices = template.replace(/\[\[[\s\S]*?\]\]/g, '');
  return [...outsideChoices.matchAll(/\{tool:([\w-]+)\}/g)].map((match) => match[1]!);
}

describe('the built-in presets', () => {
  it('are the five harnesses, found by id', () => {
    expect(presets.map((preset) => preset.id)).toEqual(['efferent', 'claude-code', 'swe-agent', 'mini-swe-agent', 'aider']);
    expect(findPreset('swe-agent')?.name).toBe('SWE-agent ACI');
    expect(findPreset('cursor')).toBeUndefined();
    for (const preset of presets) expect(preset.note.length, preset.id).toBeGreaterThan(200);
  });

  it('efferent is the default toolkit, following builtinTools', () => {
    const efferent = findPreset('efferent')!;
    expect(efferent.contracts).toBe(builtinTools);
    expect(efferent.surface).toEqual(defaultSurface());
  });

  it('only Aider answers reply text; it has no tool that writes files', () => {
    expect(presets.filter((preset) => preset.replyHandler).map((preset) => preset.id)).toEqual(['aider']);
    expect(findPreset('aider')!.contracts.map((contract) => contract.id)).toEqual(['read_file', 'grep', 'glob']);
    expect(findPreset('mini-swe-agent')!.surface.tools.map((tool) => tool.name)).toEqual(['Bash']);
  });

  for (const preset of presets) {
    describe(preset.id, () => {
      const ownIds = new Set(preset.contracts.map((contract) => contract.id));

      it('has a valid surface: every schema compiles in the gate, names are unique and accepted by the API', () => {
        const names = preset.surface.tools.map((tool) => tool.name);
        expect(new Set(names).size).toBe(names.length);
        for (const tool of preset.surface.tools) {
          expect(ownIds.has(tool.handler), `${tool.handler} has a handler`).toBe(true);
          expect(schemaProblem(tool.input_schema), tool.name).toBeUndefined();
          expect(tool.name).toMatch(toolNamePattern);
        }
        expect(preset.surface.tools).toHaveLength(preset.contracts.length);
        const toolkit = new Toolkit(createRegistry(preset.contracts), preset.surface);
        expect(toolkit.wireTools().map((tool) => tool.name)).toEqual(names);
      });

      it('names only its own tools in its system prompt and descriptions', () => {
        const foreign = allTools.map((contract) => contract.id).filter((id) => !ownIds.has(id) && distinctive(id));
        const texts = [preset.surface.system, ...preset.surface.tools.map((tool) => tool.description)];
        for (const text of texts) {
          for (const id of foreign) expect(text, `${preset.id} mentions ${id}`).not.toMatch(new RegExp(`\\b${id}\\b`));
          expect(text).not.toMatch(/\{tool:/);
        }
      });

      it('has failure templates whose bare tool references are its own tools', () => {
        for (const tool of preset.surface.tools) {
          for (const [kind, template] of Object.entries(tool.failures)) {
            for (const id of bareToolReferences(template)) expect(ownIds.has(id), `${tool.name} ${kind} names {tool:${id}}`).toBe(true);
          }
        }
      });

      it('is what the model reads (snapshot)', () => {
        const { system, tools } = preset.surface;
        expect({ system, tools }).toMatchSnapshot();
      });
    });
  }
});

describe('surface files and presets', () => {
  it('a file read against a preset falls back to that preset\'s names, descriptions and prompt', () => {
    const claude = findPreset('claude-code')!;
    const surface = parseSurfaceFile({ tools: [{ handler: 'Read' }, { handler: 'Edit', name: 'StrReplace' }] }, claude.contracts, claude.surface);
    expect(surface.tools.map((tool) => tool.name)).toEqual(['Read', 'StrReplace']);
    expect(surface.tools[1]!.description).toBe(claude.surface.tools.find((tool) => tool.handler === 'Edit')!.description);
    expect(surface.system).toBe(claude.surface.system);
  });

  it('a file read against a preset may only name that preset\'s handlers', () => {
    const swe = findPreset('swe-agent')!;
    expect(() => parseSurfaceFile({ tools: [{ handler: 'edit_file' }] }, swe.contracts, swe.surface)).toThrow(
      new FieldError('tools[0].handler', 'unknown handler "edit_file"; known handlers are view_file, edit_lines, run'),
    );
  });

  it('without a preset, a file may name any known handler, preset ones included', () => {
    const surface = parseSurfaceFile({ tools: [{ handler: 'view_file' }, { handler: 'edit_file' }] }, allTools);
    expect(surface.tools.map((tool) => tool.name)).toEqual(['view_file', 'edit_file']);
    expect(new Set(allTools.map((contract) => contract.id)).size).toBe(allTools.length);
  });
});
