import type { Session } from '../engine/nodes/node';

/**
 * How a session is named and found, kept apart from IndexedDB so the in-memory sessions (storage
 * off) name and find theirs exactly the same way.
 */

/** The first line of the task, cut at 80 characters; "New session" for an empty one. */
export function sessionTitle(task: string): string {
  const firstLine = task.trim().split('\n')[0]?.trim() ?? '';
  if (firstLine === '') return 'New session';
  return firstLine.length > 80 ? `${firstLine.slice(0, 79)}…` : firstLine;
}

/** Sessions whose title or task holds every word of `text`, any case (all of them for no words). */
export function matchingSessions<S extends Pick<Session, 'title' | 'task'>>(sessions: S[], text: string): S[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return sessions;
  return sessions.filter((session) => {
    const haystack = `${session.title}\n${session.task}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
