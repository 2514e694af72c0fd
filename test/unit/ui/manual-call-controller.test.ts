import { describe, expect, it } from 'vitest';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { checkArguments } from '../../../src/engine/toolkit/gate';
import { createPlayground } from '../../../src/ui/state/playground';
import { manualCallHints } from '../../../src/ui/state/manual-call/manual-call-hints';
import { exampleArguments } from '../../../src/ui/state/manual-call/schema-example';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { sampleWorkspace } from '../../../src/ui/sample-workspace';
import { liveWorkspaces, when } from './fixtures';

async function setUp() {
  const { workspaces, workspace } = await liveWorkspaces(sampleWorkspace);
  const playground = createPlayground({ settings: new SettingsController(undefined), workspaces });
  await when(playground.surface, (snapshot) => snapshot.surface !== undefined);
  await when(playground.files, (snapshot) => snapshot.state === 'ready');
  return { playground, workspace, manualCall: playground.manualCall };
}

describe('be the model (ManualCallController)', () => {
  it('starts on the first tool with an example that names a file that exists', async () => {
    const { manualCall } = await setUp();
    const { toolName, argumentsText } = manualCall.getSnapshot();
    expect(toolName).toBe('read_file');
    expect(JSON.parse(argumentsText)).toEqual({ path: 'bin/top-words.sh' });
  });

  it('returns exactly what the model would read, with no key', async () => {
    const { manualCall } = await setUp();
    await manualCall.call();
    const { result } = manualCall.getSnapshot();
    expect(result).toMatchObject({ toolName: 'read_file', isError: false, rejectedAtGate: false });
    expect(result!.content).toMatch(/^ {5}1\t#!\/bin\/sh/);
    expect(result!.content).toContain('end of file');
  });

  it('sends broken JSON through the gate the way a model\'s broken arguments go', async () => {
    const { manualCall } = await setUp();
    manualCall.setArguments('{"path": ');
    await manualCall.call();
    const { result } = manualCall.getSnapshot();
    expect(result).toMatchObject({ isError: true, errorKind: 'MalformedArguments', rejectedAtGate: true });
    expect(JSON.parse(result!.content)).toMatchObject({ error: 'MalformedArguments' });
  });

  it('shows a schema violation as the InvalidToolCall failure the model would get', async () => {
    const { manualCall } = await setUp();
    manualCall.setArguments('{"path": "README.md", "offset": 0}');
    await manualCall.call();
    expect(manualCall.getSnapshot().result).toMatchObject({ isError: true, errorKind: 'InvalidToolCall', rejectedAtGate: true });
  });

  it('runs a command by hand without asking for approval, on the live workspace', async () => {
    const { manualCall, playground } = await setUp();
    manualCall.selectTool('Bash');
    expect(JSON.parse(manualCall.getSnapshot().argumentsText)).toEqual({ command: 'ls -la' });
    manualCall.setArguments(JSON.stringify({ command: 'sh test/check.sh' }));
    await manualCall.call();
    const { result } = manualCall.getSnapshot();
    expect(result).toMatchObject({ isError: false });
    expect(result!.content).toContain('exit code 1');
    expect(result!.content).toContain('FAIL: top-words.sh');
    expect(playground.approvals.getSnapshot().pending).toEqual([]);
  });

  it('writes to the workspace the file tree shows, and a plan by hand shows as the plan', async () => {
    const { manualCall, playground, workspace } = await setUp();
    manualCall.selectTool('write_file');
    await manualCall.call();
    await when(playground.files, (snapshot) => snapshot.paths.includes('notes.txt'));
    expect(await workspace.readFile('notes.txt')).toContain('being the model');

    manualCall.selectTool('update_plan');
    await manualCall.call();
    expect(playground.run.getSnapshot().plan).toEqual([
      { step: 'Find the bug', status: 'active' },
      { step: 'Fix it and run the tests', status: 'pending' },
    ]);
  });
});

describe('exampleArguments', () => {
  it('gives every default tool an example that passes the gate', () => {
    for (const tool of defaultSurface().tools) {
      const example = exampleArguments(tool.input_schema, manualCallHints(tool.handler, 'bin/top-words.sh'));
      expect({ tool: tool.name, verdict: checkArguments(tool.input_schema, example).ok }).toEqual({ tool: tool.name, verdict: true });
    }
  });

  it('follows an edited schema: hints of the wrong type are dropped, defaults and enums are used', () => {
    const schema = {
      type: 'object',
      properties: {
        path: { type: 'integer', minimum: 3 },
        mode: { type: 'string', enum: ['fast', 'slow'] },
        depth: { type: 'number', default: 2 },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1 },
        note: { type: 'string' },
        label: { type: 'string', minLength: 3 },
      },
      required: ['path', 'mode', 'depth', 'tags', 'label'],
    };
    expect(exampleArguments(schema, { path: 'src/a.ts' })).toEqual({ path: 3, mode: 'fast', depth: 2, tags: [''], label: 'example' });
  });
});
