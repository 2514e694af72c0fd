import { describe, expect, it } from 'vitest';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { createEventTool, endOf } from '../../../src/engine/tools/lessons/create-event';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { createRegistry, Toolkit, type ToolCallResult } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { callHandler, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';

async function setup(files: Record<string, string> = {}) {
  const workspace = await createEmbeddedWorkspace({ files });
  return { workspace, ctx: makeToolContext(workspace, { enabled: ['create_event', 'read_file'] }) };
}

const review = {
  title: 'Design review',
  start: '2025-06-13T15:00:00+02:00',
  durationMinutes: 90,
  attendees: ['bob.marsh@northwind.example', 'ana.ruiz@northwind.example'],
};

describe('create_event', () => {
  it('saves the event to events.json with its end in the same offset, and says so', async () => {
    const { workspace, ctx } = await setup({ 'events.json': '[]\n' });
    const result = await callTool(createEventTool, review, ctx);
    expect(result.text).toBe(
      'Saved evt_1 "Design review" from 2025-06-13T15:00:00+02:00 to 2025-06-13T16:30:00+02:00 (90 minutes), attendees bob.marsh@northwind.example, ana.ruiz@northwind.example. events.json now holds 1 event.',
    );
    expect(JSON.parse(await workspace.readFile('events.json'))).toEqual([{ id: 'evt_1', ...review, end: '2025-06-13T16:30:00+02:00' }]);
  });

  it('adds to the events already there, and starts a calendar when there is none', async () => {
    const { workspace, ctx } = await setup();
    await callTool(createEventTool, { title: 'Stand-up', start: '2025-06-13T09:00Z', durationMinutes: 15 }, ctx);
    const second = await callTool(createEventTool, { ...review, location: 'Room 4' }, ctx);
    expect(second.value).toMatchObject({ id: 'evt_2', eventCount: 2, location: 'Room 4' });
    const saved = JSON.parse(await workspace.readFile('events.json'));
    expect(saved.map((event: { title: string }) => event.title)).toEqual(['Stand-up', 'Design review']);
    expect(saved[0]).toMatchObject({ attendees: [], end: '2025-06-13T09:15:00Z' });
  });

  it('works the end out across midnight and month ends, and refuses a date that does not exist', () => {
    expect(endOf('2025-06-30T23:30:00-05:00', 90)).toBe('2025-07-01T01:00:00-05:00');
    expect(endOf('2024-02-28T12:00+01:00', 24 * 60)).toBe('2024-02-29T12:00:00+01:00');
    expect(endOf('2025-02-29T12:00:00+01:00', 30)).toBeUndefined();
    expect(endOf('2025-06-13T24:00:00Z', 30)).toBeUndefined();
  });

  it('answers a start that matches the form but not the calendar with what to do', async () => {
    const { workspace, ctx } = await setup({ 'events.json': '[]\n' });
    const result = await callTool(createEventTool, { ...review, start: '2025-02-30T15:00:00+01:00' }, ctx);
    expect(result.kind).toBe('NoSuchTime');
    expect(result.text).toContain('Call create_event again with a real date and time');
    expect(await workspace.readFile('events.json')).toBe('[]\n');
  });

  it('leaves a calendar file it cannot read as it was', async () => {
    const { workspace, ctx } = await setup({ 'events.json': '{"oops": ' });
    const result = await callTool(createEventTool, review, ctx);
    expect(result.kind).toBe('CalendarUnreadable');
    expect(result.text).toMatch(/^The calendar file events\.json exists but is not a JSON list of events \(.+\), so no event was saved/);
    expect(result.text).toContain('Look at it with read_file; do not overwrite it');
    expect(await workspace.readFile('events.json')).toBe('{"oops": ');
  });

  it('keeps a sub-agent scoped to a folder away from the calendar at the root', async () => {
    const workspace = await createEmbeddedWorkspace({});
    const result = await callHandler(createEventTool, review, makeToolContext(workspace, { writeScope: 'notes' }));
    expect(result.kind).toBe('OutOfScope');
  });

  it('has its sloppy calls refused at the gate in words the model can correct', async () => {
    const toolkit = new Toolkit(createRegistry([...builtinTools, createEventTool]), defaultSurface([...builtinTools, createEventTool]));
    const verdict = toolkit.prepare({
      id: 'toolu_1',
      name: 'create_event',
      input: { title: 'Design review', start: '3pm tomorrow', durationMinutes: 1.5, attendees: ['bob'] },
    }) as ToolCallResult;
    expect(verdict.rejectedAtGate).toBe(true);
    const failure = JSON.parse(verdict.content);
    expect(failure.error).toBe('InvalidToolCall');
    expect(failure.message).toContain('at "start": Invalid string: must match pattern');
    expect(failure.message).toContain('at "durationMinutes": Invalid input: expected int, received number');
    expect(failure.message).toContain('at "attendees[0]"');
    expect(failure.message).toContain('Call create_event again with arguments shaped as the schema documents');
    const good = toolkit.prepare({ id: 'toolu_2', name: 'create_event', input: review });
    expect('access' in good).toBe(true);
  });
});
