import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lintSurface } from '../../../src/engine/surface-analysis/lint/lint-surface';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defineTool, succeed } from '../../../src/engine/tools/tool';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { defaults, editFailure, editSchema, findingsOf, patchTool, toolOf, withoutTools } from './surface-edits';

describe('lint: drift — strings that name what the model cannot see', () => {
  it("fires on write_file's description naming edit_file once edit_file is disabled", () => {
    const findings = findingsOf(withoutTools(defaults, 'edit_file'), 'drift');
    expect(findings).toContainEqual(
      expect.objectContaining({ severity: 'warning', tool: 'write_file', field: 'tools[1].description', message: expect.stringContaining('edit_file, which is disabled') }),
    );
    // The system prompt still tells the model to change files with it.
    expect(findings).toContainEqual(expect.objectContaining({ field: 'system', message: expect.stringContaining('edit_file') }));
  });

  it('fires on a tool name that was renamed away, and names the new name in the fix', () => {
    const findings = findingsOf(patchTool(defaults, 'edit_file', { name: 'patch_file' }), 'drift');
    const writeFile = findings.find((finding) => finding.field === 'tools[1].description');
    expect(writeFile?.message).toContain('now sees as patch_file');
    expect(writeFile?.suggestion).toBe('Call it patch_file.');
  });

  it('fires on a parameter that was renamed in the schema but not in the words', () => {
    const surface = editSchema(defaults, 'read_file', (schema) => {
      schema.properties.start_line = schema.properties.offset;
      delete schema.properties.offset;
    });
    const fields = findingsOf(surface, 'drift').map((finding) => finding.field);
    expect(fields).toContain('tools[0].description'); // "starting at line `offset`"
    expect(fields).toContain('tools[0].failures.OffsetPastEnd'); // "with offset={lastOffset}"
  });

  it('fires on {tool:id} with an unknown id, and on {tool:id} of a disabled tool outside [[ ]]', () => {
    let surface = editFailure(defaults, 'grep', 'InvalidPattern', 'The pattern is broken: {error}. Try again with {tool:regex_check}.');
    surface = editFailure(surface, 'glob', 'NotFound', 'Nothing at "{path}". List it with {tool:ls}.');
    surface = withoutTools(surface, 'ls');
    const findings = findingsOf(surface, 'drift').filter((finding) => finding.field.includes('failures'));
    expect(findings).toEqual([
      expect.objectContaining({ field: 'tools[3].failures.InvalidPattern', message: expect.stringContaining('no tool has the id regex_check') }),
      expect.objectContaining({ field: 'tools[4].failures.NotFound', message: expect.stringContaining('outside a [[ ]] choice') }),
    ]);
  });

  it('does not fire on words that only look like tool names, nor on the defaults', () => {
    const surface = withoutTools(defaults, 'ls', 'glob');
    const fields = findingsOf(surface, 'drift').map((finding) => finding.field);
    // Bash's "common Unix tools (ls, cat, grep...)" is about the shell, grep's `glob` is its parameter,
    // and "matches this glob" is a noun; glob's own strings went with it.
    expect(fields).not.toContain('tools[3].input_schema.properties.glob.description');
    expect(fields).not.toContain('tools[3].input_schema.properties.flags.description');
    expect(fields).not.toContain('tools[3].failures.UnsupportedFlag');
    expect(findingsOf(defaults, 'drift')).toEqual([]);
    // {tool:ls} inside [[ ]] is left out cleanly when ls is off.
    expect(fields.filter((field) => field.endsWith('failures.OutsideWorkspace'))).toEqual([]);
  });

  it('does not fire on a quoted enum value or on backticked names that are parameters', () => {
    const description = `${toolOf(defaults, 'update_plan').description} Mark a step "blocked"? No: use "pending". The \`plan\` is sent whole.`;
    expect(findingsOf(patchTool(defaults, 'update_plan', { description }), 'drift')).toEqual([]);
  });
});

describe('lint: drift with handlers beyond the default toolkit', () => {
  // Presets bring handlers named like plain words. A registry holding them must not turn every
  // "Read the file" or "to run tests" into drift.
  const wordLike = ['Read', 'Edit', 'run'].map((id) =>
    defineTool({
      id,
      description: `${id} something.`,
      parameters: z.object({}).strict(),
      success: z.object({}),
      failures: {},
      access: () => ({ kind: 'none' }),
      handler: async () => succeed({}),
      format: () => '',
    }),
  );
  const wide = createRegistry([...builtinTools, ...wordLike]);

  it('does not fire on the defaults, where those words are verbs', () => {
    expect(lintSurface(defaults, wide).filter((finding) => finding.rule === 'drift')).toEqual([]);
  });

  it('fires when such a name is written as a name: in backticks, as "the X tool", or capitalised mid-sentence', () => {
    for (const sentence of ['Prefer `run` for tests.', 'Then call the run tool.', 'To change a file, prefer Edit over write_file.']) {
      const surface = patchTool(defaults, 'write_file', { description: `${toolOf(defaults, 'write_file').description} ${sentence}` });
      const drift = lintSurface(surface, wide).filter((finding) => finding.rule === 'drift');
      expect(drift, sentence).toEqual([expect.objectContaining({ field: 'tools[1].description', message: expect.stringContaining('not a tool here') })]);
    }
  });
});

describe('lint: a failure ends with a next move', () => {
  it('fires on a failure that only says what went wrong', () => {
    const surface = editFailure(defaults, 'read_file', 'NotFound', 'The file "{path}" does not exist.');
    expect(findingsOf(surface, 'failure-next-move')).toEqual([
      expect.objectContaining({ severity: 'warning', tool: 'read_file', field: 'tools[0].failures.NotFound' }),
    ]);
  });

  it('fires when every tool its [[ ]] would suggest is off, so the model reads no move', () => {
    const surface = withoutTools(defaults, 'ls', 'glob', 'Bash');
    const fields = findingsOf(surface, 'failure-next-move').map((finding) => finding.field);
    expect(fields).toContain('tools[0].failures.NotFound');
  });

  it.each([
    ['an imperative', 'The file "{path}" does not exist. Check the spelling.'],
    ['an imperative after "To …,"', 'The file "{path}" does not exist. To find it, search by name.'],
    ['a tool the model can call', 'The file "{path}" does not exist; {tool:glob} finds files by name.'],
    ['what the model can do', 'The file "{path}" does not exist: you can create it first.'],
    ['what a valid call needs, naming a parameter', 'Nothing at "{path}": path must name an existing file.'],
  ])('does not fire on %s', (_case, template) => {
    expect(findingsOf(editFailure(defaults, 'read_file', 'NotFound', template), 'failure-next-move')).toEqual([]);
  });

  it('fires on the clip marker once its hint is removed, and not before', () => {
    const surface = { ...defaults, failures: { ...defaults.failures, ClippedOutput: '[... {omitted_lines} lines cut ...]' } };
    expect(findingsOf(surface, 'failure-next-move')).toEqual([expect.objectContaining({ field: 'failures.ClippedOutput' })]);
    expect(findingsOf(defaults, 'failure-next-move')).toEqual([]);
  });
});

describe('lint: unknown placeholders in failure templates', () => {
  it('fires on a placeholder the failure does not fill, and on a kind no handler returns', () => {
    let surface = editFailure(defaults, 'edit_file', 'NoMatch', 'Edit {index} of {count}: oldText was not found in {file}. Read it again with {tool:read_file}.');
    surface = editFailure(surface, 'edit_file', 'Conflict', 'Someone else changed {path}.');
    surface = { ...surface, failures: { ...surface.failures, UnknownTool: 'No tool "{tool_name}". Call one of: {roster}.' } };
    const findings = findingsOf(surface, 'failure-placeholders');
    expect(findings.map((finding) => [finding.field, finding.message.split(' ')[0]])).toEqual([
      ['tools[2].failures.NoMatch', '{file}'],
      ['tools[2].failures.Conflict', 'No'],
      ['failures.UnknownTool', '{tool_name}'],
    ]);
    expect(findings[0]!.suggestion).toContain('{path}');
  });

  it('does not fire on declared placeholders, {tool:id} or literal braces', () => {
    const surface = editFailure(defaults, 'edit_file', 'NoEdits', 'No edit for "{path}". Pass {"edits": [{"oldText": "a", "newText": "b"}]} or call {tool:write_file}.');
    expect(findingsOf(surface, 'failure-placeholders')).toEqual([]);
  });
});
