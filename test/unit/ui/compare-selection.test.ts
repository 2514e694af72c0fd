import { afterEach, describe, expect, it } from 'vitest';
import { NO_TOOL, WRONG_ARGUMENTS } from '../../../src/engine/compare/selection-expectations';
import type { FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { PASTED_TOOLS } from '../../../src/ui/state/compare/selection-controller';
import { compareWorld, type CompareWorld } from './compare-fixtures';

let world: CompareWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const use = (name: string, input: unknown): FakeReply => ({ blocks: [{ type: 'tool_use', name, input }] });

/**
 * A fixture, not a model: with a grep tool it searches; with edit_file it edits, leaving out the
 * path the first time; with only a shell it uses the shell; with the pasted issue tools it opens an issue.
 */
function selectionScript() {
  let edits = 0;
  return (request: RecordedRequest): FakeReply => {
    const names: string[] = request.body.tools.map((tool: { name: string }) => tool.name);
    const prompt = request.body.messages[0].content as string;
    if (names.includes('create_issue')) return prompt.startsWith('Find') ? { blocks: [{ type: 'text', text: 'I can only file issues.' }] } : use('create_issue', { title: 'Port' });
    if (names.length === 1) return use(names[0]!, { command: 'grep -rn parseConfig .' });
    if (prompt.startsWith('Find')) return use('grep', { pattern: 'parseConfig' });
    edits += 1;
    return edits === 1 ? use('edit_file', { oldText: '3000', newText: '8080' }) : use('edit_file', { path: 'config.ts', oldText: '3000', newText: '8080' });
  };
}

const issueTools = JSON.stringify({ tools: [{ name: 'create_issue', description: 'Opens an issue.', inputSchema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] } }] });

describe('SelectionController', () => {
  it('counts the first call per prompt, per tool set: accuracy and the confusion between tools', async () => {
    world = await compareWorld({ script: selectionScript() });
    const { selection } = world.controllers;
    await selection.prepare();
    expect(selection.getSnapshot().selectedSources).toEqual(['current']);
    selection.setSourceSelected('preset-mini-swe-agent', true);
    selection.setPastedTools(issueTools);
    expect(selection.getSnapshot().selectedSources).toEqual(['current', 'preset-mini-swe-agent', PASTED_TOOLS]);
    expect(selection.getSnapshot().toolNames).toEqual(expect.arrayContaining(['Bash', 'create_issue', 'edit_file', 'grep']));

    selection.setPrompt(0, { prompt: 'Find where parseConfig is defined.', expected: 'grep' });
    selection.addPrompt();
    selection.setPrompt(1, { prompt: 'Change the port in config.ts from 3000 to 8080.', expected: 'edit_file', requiredArguments: 'path, oldText' });
    selection.addPrompt();
    selection.setSamples(2);
    await selection.start();

    const { report, status, problem } = selection.getSnapshot();
    expect(problem).toBeUndefined();
    expect(status).toBe('idle');
    expect(world.server.messageRequests).toHaveLength(12);
    const [current, shell, pasted] = report!.variants;
    expect(current).toMatchObject({ variant: 'Current surface (as edited)', scored: 4, correct: 3, accuracy: 0.75 });
    expect(current!.confusion).toEqual({ grep: { grep: 2 }, edit_file: { edit_file: 1, [WRONG_ARGUMENTS]: 1 } });
    expect(shell).toMatchObject({ variant: 'Preset: mini-swe-agent (Bash only)', correct: 0, accuracy: 0 });
    expect(shell!.confusion).toEqual({ grep: { Bash: 2 }, edit_file: { Bash: 2 } });
    expect(pasted).toMatchObject({ variant: 'Pasted tools', correct: 0 });
    expect(pasted!.confusion).toEqual({ grep: { [NO_TOOL]: 2 }, edit_file: { create_issue: 2 } });
    expect(current!.perPrompt.map((prompt) => `${prompt.correct}/${prompt.scored}`)).toEqual(['2/2', '1/2']);
  });

  it('says what is wrong with the pasted tools and with half-written prompts, before calling the model', async () => {
    world = await compareWorld({ script: selectionScript() });
    const { selection } = world.controllers;
    await selection.prepare();
    selection.setPastedTools('[{"name": "has space"}]');
    expect(selection.getSnapshot().pastedProblem).toMatch(/^\[0\]\.name: must match/);
    selection.setSourceSelected(PASTED_TOOLS, true);
    expect(selection.blocker()).toMatch(/^The pasted tools cannot be used: \[0\]\.name: must match/);
    selection.setPastedTools('[{"name": ');
    expect(selection.getSnapshot().pastedProblem).toMatch(/^Not valid JSON/);
    selection.setSourceSelected(PASTED_TOOLS, false);

    expect(selection.blocker()).toBe('Write at least one prompt and the tool the model should call first.');
    selection.setPrompt(0, { prompt: 'Find it.' });
    expect(selection.blocker()).toBe('Prompt 1 needs the tool the model should call first, or "No tool" ticked.');
    await selection.start();
    expect(selection.getSnapshot().problem).toBe('Prompt 1 needs the tool the model should call first, or "No tool" ticked.');
    // A bad argument check is refused as a prompts file would be, with the prompt's number.
    selection.setPrompt(0, { expected: 'grep', requiredArguments: '{"pattern": {"pattern": "(unclosed"}}' });
    expect(selection.blocker()).toMatch(/^A prompt cannot be used: prompt 1\.args\.pattern\.pattern: not a regular expression/);
    expect(world.server.messageRequests).toHaveLength(0);

    // A version 2 prompts file comes in as rows and goes out as the same file.
    const file = { version: 2, prompts: [{ prompt: 'Find it.', expect: ['grep', 'glob'], forbid: ['Bash'], args: { pattern: { pattern: '^parse' } } }, { prompt: 'Hi.', expect: null }] };
    selection.importPromptsFile(JSON.stringify(file));
    expect(selection.getSnapshot().prompts).toEqual([
      { prompt: 'Find it.', expected: 'grep, glob', noTool: false, forbidden: 'Bash', requiredArguments: '{"pattern":{"pattern":"^parse"}}' },
      { prompt: 'Hi.', expected: '', noTool: true, forbidden: '', requiredArguments: '' },
    ]);
    expect(JSON.parse(selection.exportPromptsFile()!)).toEqual(file);
    selection.importPromptsFile('{"version": 2, "prompts": [{"prompt": "x"}]}');
    expect(selection.getSnapshot().problem).toBe('That prompts file cannot be used: prompts[0].expect: is missing: a tool name, a list of tool names, or null for "no tool should be called"');
    expect(selection.getSnapshot().prompts).toHaveLength(2);
  });
});
