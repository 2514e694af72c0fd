import { z } from 'zod';
import { isWithinFolder } from '../../workspace/paths';
import { isWorkspaceError } from '../../workspace/workspace';
import { pathFailures } from '../path-failures';
import { defineTool, fail, succeed, type FailureSpec } from '../tool';

/**
 * create_event: the non-coding lesson's tool. A small calendar kept in the workspace file
 * events.json, so a run's outcome is a file the lesson's checks can read.
 *
 * The contract is strict on purpose — an ISO 8601 start with its UTC offset, whole minutes, email
 * addresses — because the schema generated from it is what the gate enforces: a call written the
 * way people talk ("3pm tomorrow", 1.5, "bob") is refused before the handler runs, with the
 * validator's words, and the model can correct it.
 */

export const EVENTS_FILE = 'events.json';

/** Date, hours and minutes, optional seconds and fraction, and a required offset (Z or ±hh:mm). */
const ISO_START = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** One address: something@domain.tld, no spaces. The gate's words quote this pattern, so it stays short. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_MINUTES = 24 * 60;

const description = `Adds one event to the calendar kept in the workspace file ${EVENTS_FILE} and returns the saved event with its end time. The tool stores exactly what it is given and guesses nothing: work out relative dates ("tomorrow", "next Monday"), clock times and people's email addresses before calling it. Each call adds a new event, so calling twice with the same arguments books the event twice.`;

const parameters = z
  .object({
    title: z.string().min(1).max(200).describe('What the event is called, as it should appear on the calendar (for example "Design review").'),
    start: z
      .string()
      .regex(ISO_START)
      .describe(
        'When the event starts: an ISO 8601 date and time with its UTC offset, for example "2025-06-13T15:00:00+02:00" (3 pm in UTC+2) or "2025-06-13T13:00:00Z". Seconds may be left out; the offset may not. Turn words like "tomorrow at 3pm" into this form first.',
      ),
    durationMinutes: z
      .number()
      .int()
      .min(1)
      .max(MAX_MINUTES)
      .describe(`How long the event lasts, in whole minutes from 1 to ${MAX_MINUTES}: 90 for an hour and a half, 30 for half an hour (not 1.5 or 0.5).`),
    attendees: z
      .array(z.string().regex(EMAIL))
      .default([])
      .describe('Email addresses of the people to invite, for example ["ana@example.com"]. A name alone is refused: look the address up first. Default: nobody is invited.'),
    location: z.string().optional().describe('Where it takes place (a room or a link). Leave it out when none was given.'),
  })
  .strict();

const event = z.object({
  /** "evt_<n>", n counting the events in the file from 1. */
  id: z.string(),
  title: z.string(),
  start: z.string(),
  /** In the same UTC offset as `start`. */
  end: z.string(),
  durationMinutes: z.number().int().min(1),
  attendees: z.array(z.string()),
  location: z.string().optional(),
});

const success = event.extend({
  /** Events in the file after this one was added. */
  eventCount: z.number().int().min(1),
});

const failures = {
  OutOfScope: pathFailures.OutOfScope,
  NoSuchTime: {
    template:
      '"{start}" has the right form but names a date or time that does not exist, so no event was saved. Call {tool:create_event} again with a real date and time in the same form, for example "2025-06-13T15:00:00+02:00".',
    placeholders: { start: '2025-02-30T15:00:00+01:00' },
  },
  CalendarUnreadable: {
    template:
      'The calendar file {file} exists but is not a JSON list of events ({problem}), so no event was saved and the file was left as it was.[[ Look at it with {tool:read_file};]] do not overwrite it: tell the user it needs fixing.',
    placeholders: { file: EVENTS_FILE, problem: 'Unexpected token } in JSON at position 14' },
  },
} satisfies Record<string, FailureSpec>;

export const createEventTool = defineTool({
  id: 'create_event',
  description,
  parameters,
  success,
  failures,
  access: () => ({ kind: 'write', path: EVENTS_FILE }),
  async handler(args, ctx) {
    if (ctx.writeScope !== undefined && !isWithinFolder(EVENTS_FILE, ctx.writeScope)) {
      return fail('OutOfScope', { path: EVENTS_FILE, scope: ctx.writeScope });
    }
    const end = endOf(args.start, args.durationMinutes);
    if (end === undefined) return fail('NoSuchTime', { start: args.start });
    const loaded = await loadEvents(ctx.workspace);
    if (!loaded.ok) return fail('CalendarUnreadable', { file: EVENTS_FILE, problem: loaded.problem });

    const saved = {
      id: `evt_${loaded.events.length + 1}`,
      title: args.title,
      start: args.start,
      end,
      durationMinutes: args.durationMinutes,
      attendees: args.attendees,
      ...(args.location === undefined ? {} : { location: args.location }),
    };
    const events = [...loaded.events, saved];
    // A call stopped (run stopped, deadline passed) while it worked must not write afterwards.
    ctx.signal.throwIfAborted();
    await ctx.workspace.writeFile(EVENTS_FILE, `${JSON.stringify(events, null, 2)}\n`);
    return succeed({ ...saved, eventCount: events.length });
  },
  format(value) {
    const who = value.attendees.length === 0 ? 'no attendees' : `attendees ${value.attendees.join(', ')}`;
    const where = value.location === undefined ? '' : ` at ${value.location}`;
    const count = value.eventCount === 1 ? '1 event' : `${value.eventCount} events`;
    return `Saved ${value.id} "${value.title}" from ${value.start} to ${value.end} (${value.durationMinutes} minutes)${where}, ${who}. ${EVENTS_FILE} now holds ${count}.`;
  },
});

type LoadedEvents = { ok: true; events: unknown[] } | { ok: false; problem: string };

/** The events already saved; a missing file is an empty calendar. */
async function loadEvents(workspace: { readFile(path: string): Promise<string> }): Promise<LoadedEvents> {
  let text: string;
  try {
    text = await workspace.readFile(EVENTS_FILE);
  } catch (error) {
    if (isWorkspaceError(error, 'not_found')) return { ok: true, events: [] };
    if (isWorkspaceError(error, 'is_directory')) return { ok: false, problem: 'it is a folder' };
    throw error;
  }
  if (text.trim() === '') return { ok: true, events: [] };
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? { ok: true, events: parsed } : { ok: false, problem: 'it holds a JSON value that is not a list' };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The end of an event, written in the offset its start was given in, or undefined when the start
 * names a moment that does not exist (30 February, 25:00). The pattern has already been checked.
 */
export function endOf(start: string, minutes: number): string | undefined {
  const parts = ISO_START.exec(start);
  if (!parts) return undefined;
  const [, year, month, day, hour, minute, second = '00', zone] = parts as unknown as string[];
  const fields = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = fields;
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(local);
  // Date.UTC rolls 30 February over into March; a real date comes back unchanged.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || check.getUTCHours() !== h || check.getUTCMinutes() !== mi || check.getUTCSeconds() !== s) {
    return undefined;
  }
  // Adding minutes to the local wall-clock reading and keeping the offset is exact: the offset is
  // fixed in the string, so there is no daylight-saving jump to account for.
  const end = new Date(local + minutes * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${end.getUTCFullYear()}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}`;
  const time = `${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}:${pad(end.getUTCSeconds())}`;
  return `${date}T${time}${zone}`;
}
