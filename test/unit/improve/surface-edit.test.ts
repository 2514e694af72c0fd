import { describe, expect, it } from 'vitest';
import { applyEdits, editDiff, proposalProblems } from '../../../src/engine/improve/surface-edit';
import { allTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { parseSurfaceFile } from '../../../src/engine/toolkit/surface-file';

/** The proposer's edits on the real default surface: what is applied, and what is refused with a reason. */
const surface = defaultSurface(allTools);
const readFile = surface.tools.find((tool) => tool.handler === 'read_file')!;
const failureKind = Object.keys(readFile.failures)[0]!;

describe('the edits a proposer may make', () => {
  it('finds a tool by the name the proposer read, even after the same proposal renamed it', () => {
    const result = applyEdits(surface, 'surface', [
      { tool: readFile.name, field: 'name', text: 'open_file' },
      { tool: readFile.name, field: 'description', text: 'Opens one file.' },
      { tool: 'open_file', field: 'parameter:path', text: 'Where it is.' },
    ]);
    if ('problem' in result) throw new Error(result.problem);
    const edited = result.surface.tools.find((tool) => tool.handler === 'read_file')!;
    expect(edited).toMatchObject({ name: 'open_file', description: 'Opens one file.' });
    expect((edited.input_schema as { properties: Record<string, { description: string }> }).properties.path!.description).toBe('Where it is.');
  });

  it('changes a description, a parameter, a failure message, a name and the system prompt, keeping the replaced text', () => {
    const parameter = Object.keys((readFile.input_schema as { properties: Record<string, unknown> }).properties)[0]!;
    const result = applyEdits(surface, 'surface', [
      { tool: readFile.name, field: 'description', text: 'Reads one file.' },
      { tool: readFile.name, field: `parameter:${parameter}`, text: 'Where the file is.' },
      { tool: readFile.name, field: `failure:${failureKind}`, text: 'No such file; list the folder with ls.' },
      { tool: readFile.name, field: 'name', text: 'open_file' },
      { tool: '', field: 'system', text: 'You fix code.' },
    ]);
    if ('problem' in result) throw new Error(result.problem);
    const edited = result.surface.tools.find((tool) => tool.handler === 'read_file')!;
    expect(edited).toMatchObject({ name: 'open_file', description: 'Reads one file.', failures: { [failureKind]: 'No such file; list the folder with ls.' } });
    expect((edited.input_schema as { properties: Record<string, { description: string }> }).properties[parameter]!.description).toBe('Where the file is.');
    expect(result.surface.system).toBe('You fix code.');
    // What --surface-out writes reads back as a surface file, as agent, compare, select and lint read it.
    expect(parseSurfaceFile(JSON.parse(JSON.stringify(result.surface)), allTools)).toEqual(result.surface);
    expect(result.applied[0]!.before).toBe(readFile.description);
    // The original is left as it was: a refused candidate changes nothing.
    expect(surface.tools.find((tool) => tool.handler === 'read_file')!.name).toBe(readFile.name);
    expect(editDiff({ tool: 'x', field: 'description', text: 'new\ntext', before: 'old' })).toBe('@@ x description\n- old\n+ new\n+ text');
  });

  it('refuses a tool, parameter or failure kind that does not exist, naming it', () => {
    const refused = (field: string, tool = readFile.name, text = 'x') => {
      const result = applyEdits(surface, 'surface', [{ tool, field, text }]);
      return 'problem' in result ? result.problem : 'applied';
    };
    expect(refused('description', 'read_files')).toMatch(/^no tool is named "read_files"; the tools are .*read_file/);
    expect(refused('parameter:nowhere')).toBe(`"${readFile.name}" has no parameter "nowhere"`);
    expect(refused('failure:Nope')).toMatch(new RegExp(`^"${readFile.name}" has no failure "Nope"; its failures are .*${failureKind}`));
    expect(refused('name', readFile.name, 'open file')).toBe('"open file" cannot name a tool: use 1 to 64 letters, digits, _ or -');
    expect(refused('failure:NotFound', 'search_issues')).toMatch(/^no tool is named "search_issues"/);
    const fromToolsArray = (field: string) => {
      const result = applyEdits(surface, 'tools', [{ tool: readFile.name, field, text: 'x' }]);
      return 'problem' in result ? result.problem : 'applied';
    };
    expect(fromToolsArray('system')).toBe("a tools array has no system prompt to edit; edit the tools' own texts");
    expect(fromToolsArray(`failure:${failureKind}`)).toBe(`"${readFile.name}" comes from a tools array, which has no failure messages to edit`);
  });

  it('says what is wrong with an invalid proposal, field by field', () => {
    expect(proposalProblems({ edits: [] })).toEqual({ problem: expect.stringMatching(/^edits: propose at least one edit; rationale: /) });
    expect(proposalProblems({ edits: [{ tool: 'a', field: 'description', text: 'b' }], rationale: 'c' })).toHaveProperty('proposal');
  });
});
