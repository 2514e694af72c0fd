import { afterEach, describe, expect, it } from 'vitest';
import { comparisonReport } from '../../../src/engine/compare/comparison-report';
import type { ComparisonResult } from '../../../src/engine/compare/comparison';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { lessonSurface } from '../../../src/engine/lessons/lesson-surface';
import { surfaceHash } from '../../../src/engine/toolkit/surface';
import { decodeShareFile, decodeShareLink } from '../../../src/share/share-codec';
import { sharedSurface } from '../../../src/share/replay-surface';
import { workspaceAtStep } from '../../../src/share/replay';
import type { ShareDialogState } from '../../../src/ui/state/share/share-controller';
import { shareSamples } from '../../../src/ui/state/share/share-samples';
import { WORKSPACE_LESSON } from '../../../src/ui/state/compare/compare-setup';
import { routingReply } from '../compare/routing-script';
import { compareWorld, type CompareWorld } from './compare-fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

// "Share this run" and "Download report" over a real comparison: the real store (fake-indexeddb),
// the real engine and share codec; only the Messages API is the local fake, scripted by surface.

const apiKey = fakeApiKey('compare-share');
const lesson = findLesson('write-file-routing')!;
let world: CompareWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

async function runLesson(runsPerVariant = 1): Promise<ComparisonResult> {
  world = await compareWorld({ script: routingReply, apiKey });
  const { comparison } = world.controllers;
  await comparison.prepare();
  comparison.setRunsPerVariant(runsPerVariant);
  await comparison.start();
  return comparison.getSnapshot().shown!.result;
}

function ready(state: ShareDialogState): Extract<ShareDialogState, { state: 'ready' }> {
  if (state.state !== 'ready') throw new Error(`expected a link, got ${JSON.stringify(state)}`);
  return state;
}

describe('sharing a comparison run', () => {
  it("makes a link of one run that replays its transcript from the lesson's files under its variant's tools, without the key, also after a reload", async () => {
    const result = await runLesson();
    const after = result.runs.find((run) => run.variant === 'after')!;
    await world!.controllers.sharing.shareRun(after);
    const shared = ready(world!.share.getSnapshot().dialog);
    expect(shared.title).toBe(`${lesson.title} · after · run 1`);
    expect(shared.link.startsWith('#share=v1.')).toBe(true);
    expect(shared.link).not.toContain(apiKey);
    expect(shared.file.text).not.toContain(apiKey);

    const decoded = await decodeShareLink(shared.link, shareSamples);
    if (!decoded.ok) throw new Error(decoded.message);
    const document = decoded.document;
    expect(JSON.stringify(document)).not.toContain(apiKey);
    expect(document.modelId).toBe(result.modelId);
    expect(document.nodes).toHaveLength(1);
    const messages = document.nodes[0]!.messages;
    expect(messages[0]).toMatchObject({ role: 'user', content: lesson.task });
    expect(JSON.stringify(messages[1])).toContain('"name":"edit_file"');
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    // The replay starts from the lesson's files and shows the tools the "after" variant sent.
    expect(workspaceAtStep(document, 0, shareSamples).files).toEqual(lesson.files);
    expect(workspaceAtStep(document, 1, shareSamples).files['src/inventory.ts']).toContain('RESTOCK_THRESHOLD = 12;');
    const surface = sharedSurface(document);
    expect(surface.exact).toBe(true);
    expect(surface.hash).toBe(surfaceHash(lessonSurface(lesson, 'after')));

    // After a reload the saved comparison's runs share the same way (the lesson comes from the list).
    world = await world!.reload();
    await world.controllers.library.refresh();
    await world.controllers.comparison.show(world.controllers.library.getSnapshot().comparisons[0]!);
    const before = result.runs.find((run) => run.variant === 'before')!;
    await world.controllers.sharing.shareRun(before);
    const again = ready(world.share.getSnapshot().dialog);
    const fromFile = decodeShareFile(again.file.text, shareSamples);
    if (!fromFile.ok) throw new Error(fromFile.message);
    expect(fromFile.document.title).toBe(`${lesson.title} · before · run 1`);
    expect(JSON.stringify(fromFile.document.nodes[0]!.messages[1])).toContain('"name":"write_file"');
  });

  it("shares a workspace comparison's run after a reload too: the workspace as it ran is kept with the comparison", async () => {
    world = await compareWorld({ script: () => ({ blocks: [{ type: 'text', text: 'Nothing to change.' }] }), apiKey, files: { 'notes/todo.md': '- ship it\n' } });
    const { comparison } = world.controllers;
    await comparison.prepare();
    await comparison.selectLesson(WORKSPACE_LESSON);
    comparison.setWorkspaceTask('Say whether anything needs changing.');
    comparison.setRunsPerVariant(1);
    await comparison.start();
    const run = comparison.getSnapshot().shown!.result.runs[0]!;
    await world.controllers.sharing.shareRun(run);
    expect(ready(world.share.getSnapshot().dialog).link).toContain("#share=");

    world = await world.reload();
    await world.controllers.library.refresh();
    const saved = world.controllers.library.getSnapshot().comparisons[0]!;
    await world.controllers.comparison.show(saved);
    await world.controllers.sharing.shareRun(run);
    const after = ready(world.share.getSnapshot().dialog);
    const document = await decodeShareLink(after.link.slice(after.link.indexOf('#')), shareSamples);
    if (!document.ok) throw new Error(document.message);
    expect(workspaceAtStep(document.document, 0, shareSamples).files).toEqual({ 'notes/todo.md': '- ship it\n' });
    // The kept lesson is the record's own: the report stays the CLI's shape.
    const file = await world.controllers.sharing.reportFile(saved);
    if (!file.ok) throw new Error(file.message);
    expect(Object.keys(JSON.parse(file.text))).not.toContain('lesson');
  });
});

describe('the comparison report', () => {
  it("downloads what `npm run compare -- --out` writes: the result and every run's transcript, never the key or the save time", async () => {
    const result = await runLesson();
    world = await world!.reload();
    await world.controllers.library.refresh();
    const saved = world.controllers.library.getSnapshot().comparisons[0]!;
    expect(saved.savedAt).toBeTypeOf('number');

    const file = await world.controllers.sharing.reportFile(saved);
    if (!file.ok) throw new Error(file.message);
    expect(file.name).toBe(`${lesson.id}-${result.id}.comparison.json`);
    expect(file.text).not.toContain(apiKey);
    const report = JSON.parse(file.text);
    // The CLI's shape: the engine's result as it returned it, plus transcripts by session id.
    expect(Object.keys(report)).toEqual([...Object.keys(result), 'transcripts']);
    expect(report).toEqual(JSON.parse(JSON.stringify(await comparisonReport(result, world.store!.nodes))));
    const first = result.runs[0]!;
    expect(Object.keys(report.transcripts)).toEqual(result.runs.map((run) => run.sessionId));
    expect(Object.keys(report.transcripts[first.sessionId][0])).toEqual(['id', 'parent', 'name', 'status', 'usage', 'messages']);
    expect(report.transcripts[first.sessionId][0]).toMatchObject({ id: first.rootNodeId, parent: null });
    expect(report.transcripts[first.sessionId][0].messages[0]).toEqual({ role: 'user', content: lesson.task });
    expect(report.transcripts[first.sessionId][0].messages[1].content[0]).toMatchObject({ type: 'tool_use', name: 'write_file' });
  });
});
