import { LS_MAX_ENTRIES } from '../../tools/ls';
import { DEFAULT_LIMIT } from '../../tools/read-file';
import type { Lesson } from '../lesson';
import type { SurfaceOverlay } from '../../toolkit/surface-overlay';
import { textFile } from './shared';

/**
 * Both variants are a calendar assistant: the coding tools are off; read_file (to look addresses
 * up) and ls (where its failures point) stay, read_file described without the tools that are gone.
 */
const calendarTools: NonNullable<SurfaceOverlay['tools']> = {
  read_file: {
    description:
      `Reads a text file in the workspace and returns up to ${DEFAULT_LIMIT} of its lines with line numbers (counting from 1; the numbers are not part of the file), ending with a footer that gives the lines shown, the file's total line count and, when more follows, the offset to read on. Use it to look things up in the files the user mentions, such as contacts.md; to see which files there are, use ls.`,
    failures: {
      BinaryFile: '"{path}" is a binary file ({bytes} bytes with NUL bytes in it), so it cannot be shown as text. Read a text file instead[[; {tool:ls} lists the files there are]].',
    },
  },
  ls: {
    description:
      `Lists a folder of the workspace: one entry per line, folders ending with "/", files with their size in bytes. At most ${LS_MAX_ENTRIES} entries are returned; the last line then says how many were left out. Use it to see which files there are; read one with read_file.`,
  },
  write_file: { enabled: false },
  edit_file: { enabled: false },
  grep: { enabled: false },
  glob: { enabled: false },
  Bash: { enabled: false },
  update_plan: { enabled: false },
  run_agent: { enabled: false },
};

/** What a schema without conventions looks like: types only, nothing about form or units. */
const looseSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'The title.' },
    start: { type: 'string', description: 'When it starts.' },
    durationMinutes: { type: 'number', description: 'How long it lasts.' },
    attendees: { type: 'array', items: { type: 'string' }, description: 'Who is invited.' },
    location: { type: 'string', description: 'Where.' },
  },
  required: ['title', 'start', 'durationMinutes'],
  additionalProperties: false,
};

export const calendarCreateEventLesson: Lesson = {
  version: 1,
  id: 'calendar-create-event',
  title: 'A schema gate that teaches the format',
  teaching:
    'Outside coding, tools take dates, durations and people, and models fill them in the way people say them: "tomorrow 3pm", 1.5, "Bob". A schema that accepts any string and any number lets that call through the gate, and it fails deep inside the tool, where the only honest message is that the documentation was wrong. A schema that pins the format (an ISO 8601 start with its offset, whole minutes, email addresses) lets the gate refuse the sloppy call in words the model can act on, and the next call is right. "before" shows create_event with a types-only schema; "after" is its default schema.',
  files: {
    'contacts.md': textFile([
      '# Team contacts',
      '',
      '- Bob Marsh, backend: bob.marsh@northwind.example',
      '- Ana Ruiz, design: ana.ruiz@northwind.example',
      '- Lee Chen, product: lee.chen@northwind.example',
    ]),
    'events.json': '[]\n',
  },
  task: 'Put a design review on the calendar for tomorrow at 3pm, lasting an hour and a half, with Bob and Ana. Today is Thursday 12 June 2025 and all times are Paris time (UTC+02:00). Their email addresses are in contacts.md.',
  system:
    'You are an assistant that keeps a small team calendar. You act only through the tools you are given; the user sees every call and every result. When you are done, reply in plain text saying what you put on the calendar.',
  tools: ['create_event'],
  variants: {
    before: {
      tools: {
        ...calendarTools,
        create_event: { description: 'Adds an event to the team calendar.', input_schema: looseSchema },
      },
    },
    after: { tools: calendarTools },
  },
  checks: [
    { kind: 'command', command: '[ "$(jq length events.json)" -eq 1 ]', label: 'exactly one event saved' },
    { kind: 'file-matches', path: 'events.json', pattern: '"start": "2025-06-13T15:00(:00)?\\+02:00"', label: 'starts 2025-06-13 15:00 +02:00' },
    { kind: 'file-contains', path: 'events.json', text: '"durationMinutes": 90', label: 'lasts 90 minutes' },
    { kind: 'file-contains', path: 'events.json', text: '"bob.marsh@northwind.example"', label: 'Bob invited by email' },
    { kind: 'file-contains', path: 'events.json', text: '"ana.ruiz@northwind.example"', label: 'Ana invited by email' },
  ],
};
