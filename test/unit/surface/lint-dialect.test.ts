import { describe, expect, it } from 'vitest';
import { lintSurface } from '../../../src/engine/surface-analysis/lint/lint-surface';
import { defaults, editSchema, patchTool, registry } from './surface-edits';

/** The same surface, linted for the wire it goes on: Anthropic's Messages API or chat completions. */

const onAnthropic = (surface = defaults) => lintSurface(surface, registry);
const onOpenAi = (surface = defaults) => lintSurface(surface, registry, { dialect: 'openai' });

describe('lint: what the OpenAI-compatible wire changes', () => {
  it('says nothing about the other wire when the surface goes to Anthropic', () => {
    expect(onAnthropic().filter((finding) => finding.rule === 'openai-wire')).toEqual([]);
  });

  it('says, for chat completions, that cache_control is not sent and failures travel as text', () => {
    const wire = onOpenAi().filter((finding) => finding.rule === 'openai-wire');
    const system = wire.find((finding) => finding.field === 'system');
    const failures = wire.find((finding) => finding.field === 'failures');
    expect(system?.message).toContain('no cache_control');
    expect(failures?.message).toContain('no is_error');
    expect(wire.every((finding) => finding.severity === 'info')).toBe(true);
  });

  it('finds no error and no warning in the defaults on chat completions either: what the wire changes is information', () => {
    expect(onOpenAi().filter((finding) => finding.severity !== 'info')).toEqual([]);
  });

  it('names each schema rewrite strict mode would make, at the field it concerns', () => {
    const surface = editSchema(defaults, 'read_file', (schema) => {
      schema.properties.offset.default = 1;
      schema.properties.mode = { oneOf: [{ type: 'string' }, { type: 'integer' }], description: 'How to read.' };
    });
    const rewrites = onOpenAi(surface).filter((finding) => finding.rule === 'openai-wire' && finding.tool === 'read_file');
    const byField = new Map(rewrites.map((finding) => [finding.field, finding.message]));
    expect(byField.get('tools[0].input_schema.properties.offset.default')).toMatch(/strict mode: strict mode does not permit "default"; dropped \(1\)/);
    expect(byField.get('tools[0].input_schema.properties.mode.oneOf')).toContain('sent as "anyOf"');
    // An optional property turns required and nullable: the handler must read null as absent.
    expect(byField.get('tools[0].input_schema.properties.offset')).toContain('required and nullable');
    expect(rewrites[0]).toMatchObject({ handler: 'read_file' });
  });

  it('drops the Anthropic-reserved name error on chat completions, where that name is free', () => {
    const surface = patchTool(defaults, 'Bash', { name: 'web_search' });
    const reserved = (findings: ReturnType<typeof onOpenAi>) =>
      findings.filter((finding) => finding.rule === 'tool-name' && finding.message.includes('Anthropic uses'));
    expect(reserved(onAnthropic(surface))).toHaveLength(1);
    expect(reserved(onOpenAi(surface))).toEqual([]);
  });

  it('refuses a name outside the function-name rule on either wire, saying which wire refuses it', () => {
    const surface = patchTool(defaults, 'grep', { name: 'search.code' });
    const [anthropic] = onAnthropic(surface).filter((finding) => finding.rule === 'tool-name');
    const [openai] = onOpenAi(surface).filter((finding) => finding.rule === 'tool-name');
    expect(anthropic).toMatchObject({ severity: 'error', field: 'tools[3].name' });
    expect(anthropic!.message).toContain('not a valid tool name');
    expect(openai).toMatchObject({ severity: 'error', field: 'tools[3].name', tool: 'search.code' });
    expect(openai!.message).toContain('not a valid function name on the OpenAI-compatible wire');
  });
});
