import { describe, expect, it } from 'vitest';
import { defaults, findingsOf, patchTool, toolOf, withoutTools } from './surface-edits';

describe('lint: a description says what the tool does first', () => {
  it.each([
    ['Use this when you need to look at a file. Reads it.', 'when to use'],
    ['This tool is the way to look at a file. It returns its lines.', '"this tool"'],
    ['IMPORTANT: always read before editing. Reads a file.', 'warning label'],
    ['If the file is large, pass offset. Reads a file.', 'condition'],
    ['grep is better for searching; this reads a file.', 'another tool'],
    ['A file reader with line numbers.', 'what kind of thing'],
    ['These are the lines of a file, numbered.', 'does not read as an action'],
    ['(Beta, enabled per account. Ask support first.) Reads a file.', 'note in brackets'],
    ['(Call this first) Reads a file.', 'note in brackets'],
    ['```\nread_file path\n```\nReads a file.', 'an example'],
    ['MANDATORY before editing: reads a file.', 'in capitals'],
  ])('fires on %j', (description, problem) => {
    const findings = findingsOf(patchTool(defaults, 'read_file', { description }), 'description-action-first');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'warning', tool: 'read_file', field: 'tools[0].description' });
    expect(findings[0]!.message).toContain(problem);
  });

  it.each([
    'Reads a text file and returns its lines with numbers.',
    'Read a file and return its lines.',
    'Get the lines of a file.',
    'read_file reads a text file.',
    '"Reads" a file, in quotes.',
    'This tool reads a file and returns its lines.',
    // A noun phrase first is given the benefit of the doubt: unknown first words were wrong more
    // often than right on real servers. The length rule still calls this one too short.
    'File contents, numbered.',
    'API key lookup for the current project, returned as text.',
    // A few words in brackets before the sentence file the tool under a group, like a heading.
    '(Beta) Reads a file.',
    '(Files) Reads a file and returns its lines.',
  ])('does not fire on %j', (description) => {
    expect(findingsOf(patchTool(defaults, 'read_file', { description }), 'description-action-first')).toEqual([]);
  });
});

describe('lint: a routing sentence where tools overlap', () => {
  it('fires when a finding tool names none of its enabled siblings', () => {
    const surface = patchTool(defaults, 'glob', { description: 'Finds files by path pattern and returns their paths, at most 500 of them.' });
    const [finding, ...rest] = findingsOf(surface, 'routing-sentence');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ severity: 'warning', tool: 'glob', field: 'tools[4].description' });
    expect(finding!.message).toContain('read_file, grep, ls and Bash');
  });

  it('fires for Bash when it names no file tool, and counts siblings by their current names', () => {
    const renamed = patchTool(defaults, 'read_file', { name: 'view' });
    const bash = patchTool(renamed, 'Bash', { description: 'Runs a shell command and returns its exit code and output. Use read_file to read files.' });
    expect(findingsOf(bash, 'routing-sentence').map((finding) => finding.tool)).toEqual(['Bash']);
    const fixed = patchTool(renamed, 'Bash', { description: 'Runs a shell command and returns its exit code and output. Use view to read files.' });
    expect(findingsOf(fixed, 'routing-sentence')).toEqual([]);
  });

  it('does not fire for a tool with no enabled sibling, nor for tools outside the groups', () => {
    const alone = withoutTools(defaults, 'edit_file', 'Bash');
    const surface = patchTool(alone, 'write_file', { description: 'Creates or replaces a file with the given content and reports its size.' });
    expect(findingsOf(surface, 'routing-sentence')).toEqual([]);
    const plan = patchTool(defaults, 'update_plan', { description: 'Records the plan as a list of steps and returns it as a checklist.' });
    expect(findingsOf(plan, 'routing-sentence')).toEqual([]);
  });

  it('does not count a parameter written like a sibling name as routing', () => {
    const description = 'Searches file contents for a regular expression; narrow it with `glob`. At most 200 lines come back.';
    const findings = findingsOf(patchTool(defaults, 'grep', { description }), 'routing-sentence');
    expect(findings.map((finding) => finding.tool)).toEqual(['grep']);
  });
});

describe('lint: a capped tool says its output may be cut', () => {
  it('fires on a capped tool whose description says nothing about it', () => {
    const surface = patchTool(defaults, 'ls', { description: 'Lists a folder, one entry per line. Use glob to find files by name instead.' });
    expect(findingsOf(surface, 'truncation-word')).toEqual([expect.objectContaining({ severity: 'warning', tool: 'ls', field: 'tools[5].description' })]);
  });

  it('does not fire when it says so, nor for a tool whose handler does not cap', () => {
    const said = patchTool(defaults, 'ls', { description: 'Lists a folder, at most 500 entries; the last line says how many were left out. Use glob to find files.' });
    expect(findingsOf(said, 'truncation-word')).toEqual([]);
    const uncapped = patchTool(defaults, 'write_file', { description: toolOf(defaults, 'write_file').description.replace(/\bcut\b/g, '') });
    expect(findingsOf(uncapped, 'truncation-word')).toEqual([]);
  });
});

describe('lint: description length in proportion', () => {
  it('fires on a terse description of an expensive tool', () => {
    const surface = patchTool(defaults, 'edit_file', { description: 'Edits a file by replacing oldText with newText; use write_file to create files.' });
    const findings = findingsOf(surface, 'description-length');
    expect(findings).toEqual([expect.objectContaining({ severity: 'warning', tool: 'edit_file', field: 'tools[2].description' })]);
    expect(findings[0]!.message).toContain('13 words');
  });

  it('fires on a verbose description of a trivial tool', () => {
    const long = `${toolOf(defaults, 'ls').description} ${'It lists entries in a plain and predictable way. '.repeat(20)}`;
    const findings = findingsOf(patchTool(defaults, 'ls', { description: long }), 'description-length');
    expect(findings).toEqual([expect.objectContaining({ severity: 'warning', tool: 'ls' })]);
  });

  it('does not fire on a short description of a trivial tool, nor on a long one of an expensive tool', () => {
    const short = patchTool(defaults, 'glob', { description: 'Finds files by glob pattern; at most 500 paths. Use grep to search inside files.' });
    expect(findingsOf(short, 'description-length')).toEqual([]);
    const long = `${toolOf(defaults, 'Bash').description} ${'Commands run in the workspace root and see its files. '.repeat(12)}`;
    expect(findingsOf(patchTool(defaults, 'Bash', { description: long }), 'description-length')).toEqual([]);
  });
});
