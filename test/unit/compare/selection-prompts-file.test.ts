import { describe, expect, it } from 'vitest';
import { parseSelectionPromptsFile, unknownExpectedTool } from '../../../src/engine/compare/selection-prompts-file';
import { FieldError } from '../../../src/engine/toolkit/field-error';
import { parseToolsArray } from '../../../src/engine/compare/tools-array';

function problem(json: unknown): string {
  try {
    parseSelectionPromptsFile(json);
    return 'accepted';
  } catch (error) {
    return FieldError.isInstance(error) ? error.message : `not a file error: ${String(error)}`;
  }
}

const v2 = (...prompts: unknown[]) => ({ version: 2, prompts });

describe('selection prompts files', () => {
  it('read version 1 as before', () => {
    expect(parseSelectionPromptsFile({ version: 1, prompts: [{ prompt: 'Find it.', expect: 'grep', args: ['pattern'] }] })).toEqual([
      { prompt: 'Find it.', expected: ['grep'], requiredArguments: ['pattern'] },
    ]);
  });

  it('read version 2: lists, no tool, forbidden tools, ids and argument checks', () => {
    const prompts = parseSelectionPromptsFile(
      v2(
        { id: 'search', prompt: 'Find login bugs.', expect: ['search_issues', 'list_issues'], forbid: ['delete_issue'], args: { query: { pattern: '(?i)login' }, limit: { present: true }, state: 'open', filter: { labels: ['bug'] } } },
        { prompt: 'What is a bug?', expect: null },
        { prompt: 'Open one.', expect: 'create_issue', args: ['title'] },
      ),
    );
    expect(prompts).toEqual([
      {
        id: 'search',
        prompt: 'Find login bugs.',
        expected: ['search_issues', 'list_issues'],
        forbidden: ['delete_issue'],
        argumentMatchers: {
          query: { kind: 'pattern', pattern: '(?i)login' },
          limit: { kind: 'present' },
          state: { kind: 'equals', value: 'open' },
          filter: { kind: 'equals', value: { labels: ['bug'] } },
        },
      },
      { prompt: 'What is a bug?', expected: [] },
      { prompt: 'Open one.', expected: ['create_issue'], requiredArguments: ['title'] },
    ]);
  });

  it('refuse a bad version 2 file naming the field', () => {
    expect(problem(v2({ prompt: 'Find.' }))).toBe('prompts[0].expect: is missing: a tool name, a list of tool names, or null for "no tool should be called"');
    expect(problem(v2({ prompt: 'Find.', expect: [] }))).toBe('prompts[0].expect: must name at least one tool; write null for "no tool"');
    expect(problem(v2({ prompt: 'Find.', expect: 3 }))).toBe('prompts[0].expect: must be a tool name, a list of tool names, or null');
    expect(problem(v2({ prompt: 'Find.', expect: 'grep', forbid: 'Bash' }))).toBe('prompts[0].forbid: must be a list of tool names: tools that must not be called');
    expect(problem(v2({ prompt: 'Find.', expect: 'grep', forbid: ['Bash', 'grep'] }))).toBe('prompts[0].forbid[1]: "grep" is also expected; a tool cannot be both');
    expect(problem(v2({ prompt: 'Find.', expect: 'grep', args: { pattern: { pattern: '(unclosed' } } }))).toMatch(/^prompts\[0\]\.args\.pattern\.pattern: not a regular expression this playground can run: /);
    expect(problem(v2({ prompt: 'Find.', expect: 'grep', args: { pattern: { present: false } } }))).toBe('prompts[0].args.pattern.present: must be true; leave the argument out to not check it');
    expect(problem(v2({ prompt: 'Hi.', expect: null, args: { x: 1 } }))).toBe('prompts[0].args: checks arguments, but expect is null: no tool call to check');
    expect(problem(v2({ id: 'a', prompt: 'A.', expect: 'grep' }, { id: 'a', prompt: 'B.', expect: 'grep' }))).toBe('prompts[1].id: "a" names an earlier prompt too; give each prompt its own id');
    expect(problem(v2({ prompt: 'Find.', expected: 'grep' }))).toBe('prompts[0].expected: not a field here; the fields are id, prompt, expect, forbid and args');
    expect(problem({ version: 3, prompts: [] })).toBe('version: this playground reads prompts files of version 1 and 2');
    expect(problem({ version: 1, prompts: [{ prompt: 'Find.', expect: null }] })).toMatch(/^prompts\[0\]\.expect: must be a string/);
  });

  it('refuse a tool no variant shows, expected or forbidden', () => {
    const tools = parseToolsArray([{ name: 'search_issues' }, { name: 'create_issue' }]);
    const prompts = parseSelectionPromptsFile(v2({ prompt: 'Find.', expect: ['search_issues', 'create_issue'], forbid: ['delete_isue'] }));
    expect(unknownExpectedTool(prompts, [{ name: 'issues', tools }])?.message).toBe('prompts[0].forbid[0]: no variant shows a tool "delete_isue"; they show create_issue, search_issues');
  });
});
