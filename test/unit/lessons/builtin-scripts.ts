import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { shootoutBad, shootoutGood, type ShootoutRequest } from './shootout-scripts';
import { call, lastFailure, lastResult, say, shownLines, taskOf, toolText, turnOf, type LessonScripts, type Policy } from './lesson-scripts';

/** A built-in lesson's files, for policies that "already know" what a real model would read. */
function lessonFile(lessonId: string, path: string): string {
  return findLesson(lessonId)!.files[path]!;
}

/** Follows write_file's routing sentence when it is there; otherwise rewrites the whole file. */
const inventoryPolicy: Policy = (request) => {
  if (turnOf(request) > 0) return say('Raised the threshold to 12 and made isLowStock use <=.');
  const routed = toolText(request, 'write_file').includes('use edit_file instead');
  if (routed) {
    return call('edit_file', {
      path: 'src/inventory.ts',
      edits: [
        { oldText: 'export const RESTOCK_THRESHOLD = 5;', newText: 'export const RESTOCK_THRESHOLD = 12;' },
        { oldText: 'return item.quantity < RESTOCK_THRESHOLD;', newText: 'return item.quantity <= RESTOCK_THRESHOLD;' },
      ],
    });
  }
  const rewritten = lessonFile('write-file-routing', 'src/inventory.ts')
    .replace('RESTOCK_THRESHOLD = 5;', 'RESTOCK_THRESHOLD = 12;')
    .replace('quantity < RESTOCK_THRESHOLD', 'quantity <= RESTOCK_THRESHOLD');
  return call('write_file', { path: 'src/inventory.ts', content: rewritten });
};

/** Reaches for the flat form first, as many models do; switches to "edits" when refused. */
const flatFormPolicy: Policy = (request) => {
  const turn = turnOf(request);
  if (turn === 0) return call('edit_file', { path: 'config/server.ts', oldText: 'port: 3000,', newText: 'port: 8080,' });
  if (lastFailure(request) === 'InvalidToolCall') {
    return call('edit_file', { path: 'config/server.ts', edits: [{ oldText: 'port: 3000,', newText: 'port: 8080,' }] });
  }
  return say('The port is now 8080.');
};

/** Reads one line; guesses a 0-based offset unless the schema says lines count from 1. */
const indexBasePolicy: Policy = (request) => {
  const turn = turnOf(request);
  if (turn === 0) {
    const oneBased = /count from 1|counting from 1/.test(toolText(request, 'read_file'));
    return call('read_file', { path: 'data/stations.txt', offset: oneBased ? 120 : 119, limit: 1 });
  }
  if (turn === 1) return call('write_file', { path: 'answer.txt', content: `${shownLines(lastResult(request))[0]}\n` });
  return say('answer.txt holds line 120.');
};

/** Tries the path from the task; follows a failure's advice when it gives some, else gives up. */
const nextMovePolicy: Policy = (request) => {
  const turn = turnOf(request);
  const result = lastResult(request);
  if (turn === 0) return call('read_file', { path: 'src/mail/inbox.ts' });
  if (turn === 1) return /glob/.test(result) ? call('glob', { pattern: '**/inbox.ts' }) : say('src/mail/inbox.ts does not exist, so I could not fix it.');
  if (turn === 2) return call('read_file', { path: result.split('\n')[0]! });
  if (turn === 3) {
    return call('edit_file', {
      path: 'src/messaging/inbox.ts',
      edits: [
        { oldText: 'each time we recieve a message', newText: 'each time we receive a message' },
        { oldText: 'function recieveMessage(', newText: 'function receiveMessage(' },
        { oldText: 'function recievedCount(', newText: 'function receivedCount(' },
      ],
    });
  }
  return say('Fixed the spelling in src/messaging/inbox.ts (the module is there, not in src/mail).');
};

/** Reads the file, reads on when the result says there is more, then appends after the last line it saw. */
const envelopePolicy: Policy = (request) => {
  const turn = turnOf(request);
  const result = lastResult(request);
  if (turn === 0) return call('read_file', { path: 'tasks.txt' });
  const readOn = /to read on: read_file with offset=(\d+)/.exec(result);
  if (readOn) return call('read_file', { path: 'tasks.txt', offset: Number(readOn[1]) });
  if (result.startsWith('Applied')) return say('Added the new task at the end.');
  const last = shownLines(result).filter((line) => line !== '').at(-1)!;
  const number = Number(/^T-(\d+)/.exec(last)![1]);
  const added = `T-${String(number + 1).padStart(4, '0')} Renew the TLS certificate`;
  return call('edit_file', { path: 'tasks.txt', oldText: last, newText: `${last}\n${added}` });
};

/** Types grep flags from habit unless the schema lists the allowed ones; falls back when refused. */
const wallPolicy: Policy = (request) => {
  const turn = turnOf(request);
  if (turn === 0) {
    const documented = toolText(request, 'grep').includes('ignore case');
    return call('grep', documented ? { pattern: 'todo', flags: '-i', path: 'src' } : { pattern: 'todo', flags: '-rni --include=*.ts', path: 'src' });
  }
  if (lastFailure(request) === 'InvalidToolCall') return call('grep', { pattern: 'TODO|todo|Todo', path: 'src' });
  const result = lastResult(request);
  if (result.startsWith('Created')) return say('todo-report.txt lists every TODO under src.');
  const hits = result
    .split('\n')
    .filter((line) => !line.startsWith('['))
    .map((line) => line.split(':').slice(0, 2).join(':'));
  return call('write_file', { path: 'todo-report.txt', content: `${hits.join('\n')}\n` });
};

/** Delegates unless run_agent's description says small changes are for the caller to make. */
const delegationPolicy: Policy = (request) => {
  const turn = turnOf(request);
  const isSubAgent = taskOf(request).startsWith('Sub-task:');
  const delegate = !isSubAgent && !toolText(request, 'run_agent').includes('do small or tightly coupled changes yourself');
  if (delegate) {
    if (turn === 0) return call('run_agent', { name: 'rename', folder: 'src', task: 'Sub-task: rename MAX_USERS to MAX_MEMBERS in src/limits.ts.' });
    return say('A sub-agent renamed the constant.');
  }
  if (turn === 0) return call('read_file', { path: 'src/limits.ts' });
  if (turn === 1) {
    return call('edit_file', {
      path: 'src/limits.ts',
      edits: [
        { oldText: 'export const MAX_USERS = 50;', newText: 'export const MAX_MEMBERS = 50;' },
        { oldText: 'current < MAX_USERS', newText: 'current < MAX_MEMBERS' },
      ],
    });
  }
  return say('Renamed MAX_USERS to MAX_MEMBERS.');
};

/** Writes the event the way people say it; corrects it when the gate says how, else gives up. */
const calendarPolicy: Policy = (request) => {
  const turn = turnOf(request);
  if (turn === 0) return call('create_event', { title: 'Design review', start: '2025-06-13 3pm', durationMinutes: 90, attendees: ['Bob', 'Ana'] });
  const failure = lastFailure(request);
  if (failure === 'InvalidToolCall') return call('read_file', { path: 'contacts.md' });
  if (failure !== undefined) return say('The calendar would not take the event, so nothing was booked.');
  if (lastResult(request).startsWith('Saved')) return say('Booked the design review for 13 June, 15:00 to 16:30, with Bob and Ana.');
  return call('create_event', {
    title: 'Design review',
    start: '2025-06-13T15:00:00+02:00',
    durationMinutes: 90,
    attendees: ['bob.marsh@northwind.example', 'ana.ruiz@northwind.example'],
  });
};

export const lessonScripts: Record<string, LessonScripts> = {
  'write-file-routing': {
    good: { variant: 'after', policy: inventoryPolicy },
    bad: { variant: 'before', policy: inventoryPolicy },
    badFails: ['changed with edit_file', 'write_file never used'],
  },
  'edit-file-flat-form': {
    good: { variant: 'after', policy: flatFormPolicy },
    bad: { variant: 'before', policy: flatFormPolicy },
    badFails: ['no edit_file call refused at the gate'],
  },
  'read-file-index-base': {
    good: { variant: 'after', policy: indexBasePolicy },
    bad: { variant: 'before', policy: indexBasePolicy },
    badFails: ['answer.txt holds line 120'],
  },
  'failure-next-move': {
    good: { variant: 'after', policy: nextMovePolicy },
    bad: { variant: 'before', policy: nextMovePolicy },
    badFails: ['no "recieve" left in the inbox module', 'receiveMessage is spelled right'],
  },
  'read-file-envelope': {
    good: { variant: 'after', policy: envelopePolicy },
    bad: { variant: 'before', policy: envelopePolicy },
    badFails: ['the new task is last, numbered T-1801'],
  },
  'grep-documented-wall': {
    good: { variant: 'after', policy: wallPolicy },
    bad: { variant: 'before', policy: wallPolicy },
    badFails: ['no grep call refused at the gate'],
  },
  'sub-agent-policy': {
    good: { variant: 'after', policy: delegationPolicy },
    bad: { variant: 'before', policy: delegationPolicy },
    badFails: ['made the change itself'],
  },
  'calendar-create-event': {
    good: { variant: 'after', policy: calendarPolicy },
    bad: { variant: 'before', policy: calendarPolicy },
    badFails: ['exactly one event saved', 'starts 2025-06-13 15:00 +02:00', 'Bob invited by email'],
  },
  // Every preset's good and bad runs are in preset-shootout.test.ts; here, one of each.
  'preset-shootout': {
    good: { variant: 'efferent', policy: (request) => shootoutGood(request as unknown as ShootoutRequest) },
    bad: { variant: 'aider', policy: (request) => shootoutBad(request as unknown as ShootoutRequest) },
    badFails: ['free shipping from the minimum (>=)', 'weight billed by the half kilogram'],
  },
};
