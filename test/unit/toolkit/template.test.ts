import { describe, expect, it } from 'vitest';
import { renderTemplate, templateReferences } from '../../../src/engine/toolkit/template';

const enabled = (ids: string[], names: Record<string, string> = {}) => (id: string) =>
  ids.includes(id) ? (names[id] ?? id) : undefined;

describe('renderTemplate', () => {
  it('fills values and current tool names', () => {
    const text = renderTemplate('No file at "{path}". Find it with {tool:glob}.', {
      values: { path: 'src/a.ts' },
      nameOf: enabled(['glob'], { glob: 'find_files' }),
    });
    expect(text).toBe('No file at "src/a.ts". Find it with find_files.');
  });

  it('picks the first option whose tools are enabled, and drops the choice when none is', () => {
    const template = 'Missing.[[ Search with {tool:glob}.|| List with {tool:ls}.]]';
    expect(renderTemplate(template, { values: {}, nameOf: enabled(['glob', 'ls']) })).toBe('Missing. Search with glob.');
    expect(renderTemplate(template, { values: {}, nameOf: enabled(['ls']) })).toBe('Missing. List with ls.');
    expect(renderTemplate(template, { values: {}, nameOf: enabled([]) })).toBe('Missing.');
  });

  it('skips an option whose values are absent or empty', () => {
    const template = 'Denied.[[ Reason: {reason}.|| No reason was given.]]';
    expect(renderTemplate(template, { values: { reason: 'too risky' }, nameOf: enabled([]) })).toBe('Denied. Reason: too risky.');
    expect(renderTemplate(template, { values: { reason: '' }, nameOf: enabled([]) })).toBe('Denied. No reason was given.');
  });

  it('leaves JSON braces and unknown placeholders as written', () => {
    const text = renderTemplate('Use {"path": "x"} and {mystery}.', { values: {}, nameOf: enabled([]) });
    expect(text).toBe('Use {"path": "x"} and {mystery}.');
  });

  it('lists the values and tools a template refers to', () => {
    expect(templateReferences('{path} [[{tool:glob} {name}||{tool:ls}]]')).toEqual({ values: ['path', 'name'], tools: ['glob', 'ls'] });
  });
});
