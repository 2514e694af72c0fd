import type { ToolOverlay } from '../../toolkit/surface-overlay';
import type { Lesson } from '../lesson';
import { codingSystem, defaultTool, textFile } from './shared';

/** errno-style strings: true, short, and silent about what to do next. */
const errno: Record<string, string> = {
  OutsideWorkspace: 'EACCES: {path}',
  NotFound: 'ENOENT: {path}',
  IsDirectory: 'EISDIR: {path}',
  NotADirectory: 'ENOTDIR: {path}',
  OffsetPastEnd: 'EINVAL: offset {offset}',
  BinaryFile: 'EBINARY: {path}',
  NoMatch: 'ENOMATCH: edit {index}',
  AmbiguousMatch: 'EMULTI: edit {index}',
};

/** The errno string for every failure kind this tool has one for (and no kind it does not have). */
function errnoFailures(handler: string): ToolOverlay {
  const failures: Record<string, string> = {};
  for (const kind of Object.keys(defaultTool(handler).failures)) if (Object.hasOwn(errno, kind)) failures[kind] = errno[kind]!;
  return { failures };
}

export const failureNextMoveLesson: Lesson = {
  version: 1,
  id: 'failure-next-move',
  title: 'Failures that name the next move',
  teaching:
    'A failure is all the model learns about what went wrong. "ENOENT" says a file is missing and nothing more, so the model guesses: other paths, the same path again, or giving up. A failure that says what happened in the agent\'s terms and ends with a move it can make with its tools ("find the file by name with glob") turns a dead end into one more step. "before" replaces the failure strings with bare errno-style codes; "after" keeps the defaults.',
  files: {
    'README.md': textFile(['# Mailroom', '', 'Receives messages from the gateway and queues replies.']),
    'src/messaging/inbox.ts': textFile([
      '// Messages arrive here before anyone reads them.',
      'export interface Message {',
      '  from: string;',
      '  subject: string;',
      '  body: string;',
      '}',
      '',
      'const queue: Message[] = [];',
      '',
      '/** Called by the gateway each time we recieve a message. */',
      'export function recieveMessage(message: Message): void {',
      '  queue.push(message);',
      '}',
      '',
      'export function recievedCount(): number {',
      '  return queue.length;',
      '}',
    ]),
    'src/messaging/outbox.ts': textFile([
      'import type { Message } from "./inbox";',
      '',
      'const outgoing: Message[] = [];',
      '',
      'export function send(message: Message): void {',
      '  outgoing.push(message);',
      '}',
    ]),
  },
  task: 'The inbox module, src/mail/inbox.ts, misspells "receive" as "recieve" in several places (in names and in a comment). Fix every one of them in that file.',
  system: codingSystem,
  variants: {
    before: {
      failures: { InvalidToolCall: 'EINVAL: {tool}', UnknownTool: 'ENOSYS: {name}' },
      tools: Object.fromEntries(['read_file', 'write_file', 'edit_file', 'grep', 'glob', 'ls'].map((handler) => [handler, errnoFailures(handler)])),
    },
    after: {},
  },
  checks: [
    { kind: 'file-contains', path: 'src/messaging/inbox.ts', text: 'recieve', absent: true, label: 'no "recieve" left in the inbox module' },
    { kind: 'file-contains', path: 'src/messaging/inbox.ts', text: 'export function receiveMessage(', label: 'receiveMessage is spelled right' },
    { kind: 'max-steps', steps: 10 },
  ],
};
