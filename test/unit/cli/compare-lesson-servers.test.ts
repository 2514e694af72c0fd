import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { startFakeMessagesApi, type FakeMessagesApi } from '../../support/fake-messages-api';
import { startMcpHttpServer } from '../../support/mcp-http-server';
import { runCli, type CliRun } from '../../support/run-cli';

/** `npm run compare` with a lesson whose `needs` name an MCP server: checked before any server starts or any model call. */
const key = fakeApiKey('compare-lesson-servers');
let api: FakeMessagesApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

function compare(args: string[]): Promise<CliRun> {
  return runCli('compare', args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api?.url ?? 'http://127.0.0.1:9' }, { timeout: 90_000 });
}

const lessonFile = {
  version: 1, id: 'garden-note', title: 'Garden note', teaching: 'Finding a note.', files: { 'a.txt': 'a\n' }, task: 'Find the garden note.',
  variants: { plain: {} }, checks: [{ kind: 'tool-called', tool: 'read_file', atMost: 0 }], needs: ['mcp:notes'],
};

async function files(mcpServers: Record<string, unknown> | undefined, lessonJson: object = lessonFile): Promise<{ lesson: string; mcp: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'compare-lesson-servers-'));
  const lesson = join(folder, 'lesson.json');
  await writeFile(lesson, JSON.stringify(lessonJson));
  const mcp = join(folder, '.mcp.json');
  await writeFile(mcp, JSON.stringify({ mcpServers: mcpServers ?? {} }));
  return { lesson, mcp };
}

describe('npm run compare with a lesson that needs an MCP server', { timeout: 120_000 }, () => {
  it('is one line and exit 2 when the --mcp file lacks the server, before any server starts or model is called', async () => {
    api = await startFakeMessagesApi({ script: () => ({ blocks: [{ type: 'text', text: 'Done.' }] }) });
    // This server would fail to start: the refusal must come before anything is started.
    const { lesson, mcp } = await files({ memory: { command: process.execPath, args: ['-e', 'process.exit(3)'] } });
    const run = await compare(['--lesson', lesson, '--mcp', mcp, '-n', '1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('The lesson "garden-note" needs the MCP server "notes", which is not connected. Add it to the mcpServers of the file you pass with --mcp.\n');
    expect(api.messageRequests).toEqual([]);
  });

  it('says to pass --mcp when none was given', async () => {
    api = await startFakeMessagesApi({ script: () => ({ blocks: [{ type: 'text', text: 'Done.' }] }) });
    const { lesson } = await files(undefined);
    const run = await compare(['--lesson', lesson, '-n', '1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('The lesson "garden-note" needs the MCP server "notes", which is not connected. Pass --mcp <file.json> with it in its mcpServers.\n');
    expect(api.messageRequests).toEqual([]);
  });

  it('runs when the file names the server: a variant rewrites its tool, a check counts its calls, and the server sees them', async () => {
    const notes = await startMcpHttpServer();
    try {
      api = await startFakeMessagesApi({
        script: (request) =>
          request.body.messages.length > 1 ? { blocks: [{ type: 'text', text: 'Found it.' }] } : { blocks: [{ type: 'tool_use', name: 'search_notes', input: { query: 'garden' } }] },
      });
      const { lesson, mcp } = await files({ notes: { url: notes.url } }, {
        ...lessonFile,
        tools: ['mcp:notes/search_notes'],
        variants: { plain: {}, terse: { tools: { 'mcp:notes/search_notes': { description: 'Finds notes by a word.' } } } },
        checks: [{ kind: 'tool-called', tool: 'mcp:notes/search_notes', atLeast: 1 }],
      });
      const run = await compare(['--lesson', lesson, '--mcp', mcp, '-n', '1', '--min-pass', '1']);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(notes.calls).toEqual([{ tool: 'search_notes', args: { query: 'garden' } }, { tool: 'search_notes', args: { query: 'garden' } }]);
      const firstCalls = api.messageRequests.filter((request) => request.body.messages.length === 1);
      expect(firstCalls.map((request) => request.body.tools.find((tool: { name: string }) => tool.name === 'search_notes').description)).toEqual([
        'Searches the notes for a word and returns the matching titles.',
        'Finds notes by a word.',
      ]);
    } finally {
      await notes.close();
    }
  });
});
