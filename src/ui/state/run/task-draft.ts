import { Controller } from '../controller';
import type { TranscriptView } from './transcript-view';

/**
 * What is typed in the Run panel's Task box, kept outside the panel so the Compare view's
 * "Current workspace and task" can start from it when no run has been made yet.
 */
export class TaskDraft extends Controller<string> {
  constructor() {
    super('');
  }

  set(text: string): void {
    this.replace(text);
  }
}

/**
 * The session's task as a comparison of the workspace should start with it: the last task the
 * open session ran, else what is typed in the Task box; empty when there is neither.
 */
export function sessionTask(transcript: TranscriptView, draft: string): string {
  const lastTask = transcript.entries.findLast((entry) => entry.kind === 'task');
  return lastTask?.kind === 'task' && lastTask.text.trim() !== '' ? lastTask.text : draft;
}
