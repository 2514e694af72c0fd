import type { Lesson } from '../lesson';
import { codingSystem, picker, textFile } from './shared';

const TASK_COUNT = 1800;

/** A task list long enough that one page of any reader stops well before its end. */
function taskLines(): string[] {
  const pick = picker(1800);
  const verbs = ['Review', 'Update', 'Archive', 'Check', 'Order', 'Clean', 'Label', 'Test', 'Renew', 'Back up'];
  const things = ['the office plants', 'the fire exits', 'the printer toner', 'the shared drive', 'the visitor badges', 'the first-aid kit', 'the door codes', 'the staging server', 'the meeting rooms', 'the supplier list'];
  return Array.from({ length: TASK_COUNT }, (_, index) => `T-${String(index + 1).padStart(4, '0')} ${pick(verbs)} ${pick(things)}`);
}

const next = `T-${String(TASK_COUNT + 1).padStart(4, '0')} Renew the TLS certificate`;

export const readFileEnvelopeLesson: Lesson = {
  version: 1,
  id: 'read-file-envelope',
  title: 'Say where the page ends',
  teaching:
    'A result that does not say whether it is complete invites the model to assume it is. A long file that comes back cut, with nothing to show the cut, looks exactly like a short file, and the model goes on to work from half of it. The envelope of the default read_file, a footer with "lines 1-1200 of 1800 · truncated" and the offset to read on, tells the model what it has seen and how to see the rest. "before" swaps read_file for a bare reader whose result is the text alone (it stops at the same size); "after" is the default read_file.',
  files: { 'tasks.txt': textFile(taskLines()) },
  task: 'tasks.txt is the team\'s task list, one task per line, numbered in order. Add the task "Renew the TLS certificate" as a new last line, numbered right after the current last task and written in the same format. Do not change any other line.',
  system: codingSystem,
  tools: ['read_file_bare'],
  variants: {
    before: {
      tools: {
        read_file: { enabled: false },
        read_file_bare: { name: 'read_file', description: 'Reads a text file in the workspace and returns its content.' },
      },
      order: ['read_file_bare'],
    },
    after: { tools: { read_file_bare: { enabled: false } } },
  },
  checks: [
    { kind: 'file-matches', path: 'tasks.txt', pattern: `\\nT-${TASK_COUNT} [^\\n]+\\n${next}\\n?$`, label: `the new task is last, numbered T-${TASK_COUNT + 1}` },
    { kind: 'command', command: `[ "$(grep -c 'Renew the TLS certificate' tasks.txt)" -eq 1 ]`, label: 'added exactly once' },
  ],
};
