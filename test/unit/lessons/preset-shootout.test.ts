import { describe, expect, it } from 'vitest';
import { runComparison } from '../../../src/engine/compare/run-comparison';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { shootoutExpected, shootoutPath, shootoutSource } from '../../../src/engine/lessons/builtin/preset-shootout';
import type { Lesson } from '../../../src/engine/lessons/lesson';
import type { ModelRequest } from '../../../src/engine/model/model-client';
import { MemoryNodeStore } from '../../../src/engine/nodes/memory-node-store';
import { presets } from '../../../src/engine/presets/all-presets';
import { type PresetId } from '../../../src/engine/presets/preset';
import { ScriptedModel } from '../../support/scripted-model';
import { REWRITTEN, shootoutBad, shootoutGood, type ShootoutReply, type ShootoutRequest } from './shootout-scripts';

const lesson = findLesson('preset-shootout')!;

function modelFollowing(policy: (request: ShootoutRequest) => ShootoutReply): ScriptedModel {
  return new ScriptedModel(Array.from({ length: 200 }, () => (request: ModelRequest) => policy(request as unknown as ShootoutRequest)));
}

async function compare(variants: string[], policy: (request: ShootoutRequest) => ShootoutReply, target: Lesson = lesson) {
  const model = modelFollowing(policy);
  const store = new MemoryNodeStore();
  const result = await runComparison({ lesson: target, variants, runsPerVariant: 1, model, modelId: 'claude-test', store });
  return { result, model, store };
}

/** Everything the root agent of a run exchanged, as stored (tool results and harness answers included). */
async function transcriptText(runs: Awaited<ReturnType<typeof compare>>, variant: string): Promise<string> {
  const run = runs.result.runs.find((entry) => entry.variant === variant)!;
  const messages = (await runs.store.loadMessages(run.rootNodeId!)).map((entry) => JSON.stringify(entry.message));
  return messages.join('\n');
}

describe('the preset-shootout lesson', () => {
  it('is a ~150-line file with a two-line change in the middle, and five preset variants', () => {
    const lines = shootoutSource.split('\n').length - 1;
    expect(lines).toBeGreaterThanOrEqual(140);
    expect(lines).toBeLessThanOrEqual(170);
    const changed = shootoutSource.split('\n').filter((line, index) => line !== shootoutExpected.split('\n')[index]);
    expect(changed).toHaveLength(2);
    expect(Object.keys(lesson.variants)).toEqual(presets.map((preset) => preset.id));
    expect(lesson.teaching).toMatch(/bytes/);
    expect(lesson.teaching).toMatch(/line numbers/);
    expect(lesson.teaching).toMatch(/quoting|escaping/);
    expect(lesson.teaching).toMatch(/exactly/);
  });

  it('passes every preset on its good run, each through its own tools, and measures what each wrote', async () => {
    const runs = await compare(
      presets.map((preset) => preset.id),
      shootoutGood,
    );
    const byPreset = Object.fromEntries(runs.result.runs.map((run) => [run.variant, run])) as Record<PresetId, (typeof runs.result.runs)[number]>;
    for (const run of runs.result.runs) {
      expect(run.checks.filter((check) => !check.passed).map((check) => `${check.label}: ${check.explanation}`), run.variant).toEqual([]);
      expect(run.status, run.variant).toBe('passed');
      expect(run.preset).toBe(run.variant);
    }
    expect(byPreset.efferent.toolCalls).toEqual({ read_file: 1, edit_file: 1 });
    expect(byPreset['claude-code'].toolCalls).toEqual({ Read: 1, Edit: 2 });
    expect(byPreset['swe-agent'].toolCalls).toEqual({ view_file: 1, edit_lines: 1 });
    expect(byPreset['mini-swe-agent'].toolCalls).toEqual({ Bash: 2 });
    expect(byPreset.aider.toolCalls).toEqual({ read_file: 1 });

    // The change is the same two lines for all (68 + 59 characters, each with its newline) ...
    for (const run of runs.result.runs) expect(run.changeBytes, run.variant).toBe(129);
    // ... what it cost to send differs: exact edits send the two new lines (Claude's without their
    // indentation), the line-range editor and SEARCH/REPLACE the line between them too, the shell
    // the whole sed command.
    expect(byPreset.efferent.writtenBytes).toBe(127);
    expect(byPreset['claude-code'].writtenBytes).toBe(123);
    expect(byPreset['swe-agent'].writtenBytes).toBe(167);
    expect(byPreset['mini-swe-agent'].writtenBytes).toBe(139);
    expect(byPreset.aider.writtenBytes).toBe(168);
    expect(runs.result.metrics.map((metrics) => metrics.writtenPerChange)).toEqual([127 / 129, 123 / 129, 167 / 129, 139 / 129, 168 / 129]);
  });

  it('sends each preset its own tool names and system prompt, and Aider its harness answers', async () => {
    const runs = await compare(['claude-code', 'aider'], shootoutGood);
    const firstRequests = runs.model.requests.filter((request) => request.messages.length === 1);
    expect(firstRequests.map((request) => request.tools.map((tool) => tool.name))).toEqual([
      ['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash'],
      ['read_file', 'grep', 'glob'],
    ]);
    expect(firstRequests[1]!.system[0]!.text).toMatch(/SEARCH\/REPLACE/);
    expect(await transcriptText(runs, 'aider')).toMatch(/The SEARCH\/REPLACE block was applied\./);
  });

  it('fails the whole-file rewrite that lost a line, and counts every byte it sent', async () => {
    const runs = await compare(['efferent'], shootoutBad);
    const [run] = runs.result.runs;
    expect(run!.status).toBe('failed');
    expect(run!.checks.map((check) => [check.label, check.passed])).toEqual([
      ['free shipping from the minimum (>=)', true],
      ['weight billed by the half kilogram', true],
      ['nothing else changed', false],
    ]);
    expect(run!.checks[2]!.explanation).toMatch(/src\/shipping\.ts has 153 lines instead of 154/);
    // The whole file as sent, less the line it lost: 4,891 bytes for a 129-byte change.
    expect(REWRITTEN.length).toBe(4891);
    expect(run!.writtenBytes).toBe(4891);
    // Dropping a line needs no bytes: the change is still the two new lines.
    expect(run!.changeBytes).toBe(129);
    expect(runs.result.metrics[0]!.writtenPerChange).toBeCloseTo(4891 / 129, 10);
  });

  it('fails the SEARCH block that misremembers a line, and counts the miss as a NoMatch edit failure', async () => {
    const runs = await compare(['aider'], shootoutBad);
    const [run] = runs.result.runs;
    expect(run!.status).toBe('failed');
    expect(run!.checks.filter((check) => !check.passed).map((check) => check.label)).toEqual(['free shipping from the minimum (>=)', 'weight billed by the half kilogram']);
    expect(run!.failures).toEqual({ NoMatch: 1 });
    expect(runs.result.metrics[0]!.failures).toEqual({ NoMatch: 1 });
    // The REPLACE section was sent (and paid for) even though it never reached the file.
    expect(run!.writtenBytes).toBe(168);
    expect(run!.changeBytes).toBe(0);
    expect(runs.result.metrics[0]!.writtenPerChange).toBeUndefined();
    expect(await transcriptText(runs, 'aider')).toMatch(/NOT applied: its SEARCH lines are not in \\"src\/shipping\.ts\\"/);
  });

  it('counts the failures of preset tools by kind (an out-of-range edit_lines)', async () => {
    const misnumbered = (request: ShootoutRequest): ShootoutReply => {
      const turn = request.messages.filter((message) => message.role === 'assistant').length;
      if (turn === 0) return { calls: [{ name: 'edit_lines', input: { path: shootoutPath, start_line: 400, end_line: 401, replacement: 'x' } }] };
      return shootoutGood({ ...request, messages: request.messages.slice(2) });
    };
    const runs = await compare(['swe-agent'], misnumbered);
    expect(runs.result.runs[0]!.failures).toEqual({ StartOutOfRange: 1 });
    expect(runs.result.runs[0]!.status).toBe('passed');
  });
});
