import { describe, expect, it } from 'vitest';
import { splitIntoChunks } from '../support/fake-messages-replies';
import {
  button,
  configureModel,
  fileItem,
  region,
  startRun,
  textbox,
  transcript,
  uiTimeoutMs,
  waitForRunEnd,
  waitForTranscript,
  waitForWorkspace,
  waitUntil,
} from './support/app';
import { useLivePlayground } from './support/live-playground';
import { rescript, toolResultsOf } from './support/model-requests';
import { fakeApiKey } from '../support/fake-api-key';

// A live run against the local Messages API server: what the model asks for shows up in the
// transcript and the workspace, and what the person decides reaches the model.

const apiKey = fakeApiKey('agent-run');
const fileText = 'greeting=hello-from-the-model\n';

describe('a live run', () => {
  const live = useLivePlayground({ apiKey });

  it('shows the calls, puts the written file in the tree and the editor, and sends approve and deny to the model', async () => {
    rescript(live.fakeApi, [
      {
        blocks: [
          { type: 'text', text: 'I will write the notes file first.' },
          { type: 'tool_use', name: 'write_file', input: { path: 'notes/hello.txt', content: fileText } },
        ],
        usage: { input_tokens: 1200, output_tokens: 34 },
      },
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'cat notes/hello.txt' } }] },
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'rm -rf notes' } }] },
      { blocks: [{ type: 'text', text: 'All done: the notes are in place.' }] },
    ]);
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await startRun(page, 'Write a greeting into notes/hello.txt and show it.');

    // The run pauses on the first command, after write_file has run.
    await button(page, 'Approve').waitFor({ timeout: uiTimeoutMs });
    await waitForTranscript(page, 'cat notes/hello.txt');
    const beforeApproval = (await transcript(page).textContent()) ?? '';
    expect(beforeApproval).toContain('I will write the notes file first.');
    expect(beforeApproval).toContain('write_file');
    expect(beforeApproval).toContain('Bash');
    expect(beforeApproval).toContain('notes/hello.txt');
    expect(beforeApproval).toContain('1,234 tokens');
    expect(toolResultsOf(live.fakeApi.messageRequests[1])).toMatchObject([{ isError: false }]);

    // The file the model wrote is in the tree and opens in the editor.
    await fileItem(page, 'notes/hello.txt').click();
    const editor = region(page, 'Editor: notes/hello.txt');
    await expect.poll(() => editor.textContent(), { timeout: uiTimeoutMs }).toContain('greeting=hello-from-the-model');

    await button(page, 'Approve').click();
    await waitUntil(() => live.fakeApi.messageRequests.length >= 3, 'the model is called again after the approved command');
    const approved = toolResultsOf(live.fakeApi.messageRequests[2]);
    expect(approved).toHaveLength(1);
    expect(approved[0]!.isError).toBe(false);
    expect(approved[0]!.content).toContain('exit code 0');
    expect(approved[0]!.content).toContain('greeting=hello-from-the-model');

    // The second command is denied with a reason, which the model reads.
    await waitForTranscript(page, 'rm -rf notes');
    await textbox(page, 'Deny reason').fill('keep the notes folder');
    await button(page, 'Deny').click();
    await waitUntil(() => live.fakeApi.messageRequests.length >= 4, 'the model is called again after the denied command');
    const denied = toolResultsOf(live.fakeApi.messageRequests[3]);
    expect(denied).toHaveLength(1);
    expect(denied[0]!.isError).toBe(true);
    // A failure reaches the model as a JSON object: kind and message.
    expect(JSON.parse(denied[0]!.content)).toMatchObject({
      error: 'CommandDenied',
      message: expect.stringContaining('Their reason: "keep the notes folder"'),
    });

    const finished = await waitForTranscript(page, 'All done: the notes are in place.');
    expect(finished).toContain('keep the notes folder');
    // The denied rm never ran: the file is still there.
    await fileItem(page, 'notes/hello.txt').waitFor({ timeout: uiTimeoutMs });
    await waitForRunEnd(page);
  });

  it('"Always allow this command" lets the same command line through from then on, and auto-approve lets every command through', async () => {
    rescript(live.fakeApi, [
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'ls data' } }] },
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'ls data' } }] },
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'wc -l data/poem.txt' } }] },
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'head -1 data/poem.txt' } }] },
      { blocks: [{ type: 'text', text: 'Looked around.' }] },
    ]);
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await startRun(page, 'Look at the data folder.');

    await button(page, 'Always allow this command').click();
    // The same command line again runs without asking; a different one asks.
    await waitUntil(() => live.fakeApi.messageRequests.length >= 3, 'the allowed command ran twice without a second question');
    expect(toolResultsOf(live.fakeApi.messageRequests[2])).toMatchObject([{ isError: false }]);
    await waitForTranscript(page, 'wc -l data/poem.txt');
    await button(page, 'Approve').waitFor({ timeout: uiTimeoutMs });

    // Auto-approve releases the command waiting now and every one after it.
    await page.getByRole('checkbox', { name: 'Auto-approve commands' }).check();
    await waitForTranscript(page, 'Looked around.');
    await waitForRunEnd(page);
    const results = live.fakeApi.messageRequests.slice(1).map((request) => toolResultsOf(request)[0]);
    expect(results.map((result) => result?.isError)).toEqual([false, false, false, false]);
    expect(await button(page, 'Approve').count()).toBe(0);
  });

  it('Stop ends a run mid-stream: the connection closes and the transcript keeps what arrived', async () => {
    const answer = 'Reading the repository layout first. Then the tests come next. This last part must never arrive.';
    const [firstPiece, , lastPiece] = splitIntoChunks(answer, 3);
    // A slow stream: each SSE event a second apart, so Stop lands between the first and last piece.
    rescript(live.fakeApi, [{ blocks: [{ type: 'text', text: answer }], chunkDelayMs: 1000 }]);
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await startRun(page, 'Describe the repository.');

    await waitForTranscript(page, firstPiece!.trim());
    await button(page, 'Stop').click();

    await waitUntil(() => live.fakeApi.disconnects.includes(0), 'the fake server sees the stream closed');
    // The run ends as stopped, said where the person is reading: at the end of the transcript.
    const kept = await waitForTranscript(page, 'Stopped by the user.');
    await waitForRunEnd(page);
    expect(kept).toContain(firstPiece!.trim());
    expect(kept).not.toContain(lastPiece!.trim());
    expect(live.fakeApi.messageRequests).toHaveLength(1);
  });
});
