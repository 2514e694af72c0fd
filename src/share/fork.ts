import { repairTranscript } from '../engine/loop/transcript';
import type { MessageParam } from '../engine/model/model-client';
import { finalWorkspace, workspaceAtEnd, workspaceAtStep, type ReplayCaveat } from './replay';
import { replaySteps } from './replay-steps';
import type { ShareDocument, ShareMessage, ShareNode } from './share-document';
import type { FileMap, ShareSamples } from './share-files';

/**
 * Forking a shared run: the files and the transcript to start a fresh session from, to continue
 * live with whatever surface the person has now (possibly edited: "what would a different
 * description have changed from here?").
 *
 * "Fork from step k" (k = 1..N, session-wide, see share-document.ts) is the moment just before
 * model call k was sent:
 * - the transcript is that of the node which made call k, up to and excluding the reply of call k;
 *   it ends with the user message that answered the node's previous call (for its first call:
 *   its task), so a run can be started on it as it is;
 * - the files are the workspace after call k-1's tools ran (k = 1: the starting files), replayed.
 */
export interface ShareFork {
  /** The node whose transcript this is; absent for a document without a run. */
  node?: { id: string; name: string; folder: string; task: string; parentId?: string };
  /** Anthropic-format messages, a copy: the caller may store and extend them. */
  messages: MessageParam[];
  files: FileMap;
  /** What the files may be missing (commands the replay could not reproduce). */
  caveats: ReplayCaveat[];
  /**
   * True when the transcript ends with the model's reply (a finished run): the person must add a
   * message before the run can go on.
   */
  needsUserMessage: boolean;
}

export function forkFromStep(document: ShareDocument, step: number, samples: ShareSamples): ShareFork {
  const steps = replaySteps(document);
  const entry = Number.isInteger(step) ? steps[step - 1] : undefined;
  if (!entry) throw new RangeError(`step must be an integer from 1 to ${steps.length}, got ${step}`);
  const node = document.nodes.find((candidate) => candidate.id === entry.nodeId)!;
  const messages = node.messages.slice(0, entry.messageIndex).map(toMessageParam);
  const before = workspaceAtStep(document, step - 1, samples);
  return { node: describeNode(node), messages, files: before.files, caveats: before.caveats, needsUserMessage: endsWithReply(messages) };
}

/**
 * The whole run, to carry on after its end: the root's transcript (calls left unanswered by a stop
 * get an "interrupted" result, as Continue does) and the workspace when it was shared, exact when
 * the document carries it, replayed otherwise.
 */
export function forkAtEnd(document: ShareDocument, samples: ShareSamples): ShareFork {
  const final = finalWorkspace(document, samples);
  const last = workspaceAtEnd(document, samples);
  const caveats = final ? [] : [...last.caveats];
  if (document.finalFiles === 'omitted') {
    caveats.push({ step: last.step, text: 'The files as they were when the run was shared were too large to include in the link; these are the replayed files.' });
  }
  const files = final ?? last.files;
  const root = document.nodes.find((node) => node.parentId === undefined);
  if (!root) return { messages: [], files, caveats, needsUserMessage: true };
  const messages = repairTranscript(root.messages.map(toMessageParam));
  return { node: describeNode(root), messages, files, caveats, needsUserMessage: endsWithReply(messages) };
}

function describeNode(node: ShareNode): NonNullable<ShareFork['node']> {
  const described = { id: node.id, name: node.name, folder: node.folder, task: node.task };
  return node.parentId === undefined ? described : { ...described, parentId: node.parentId };
}

function endsWithReply(messages: readonly MessageParam[]): boolean {
  return messages.length === 0 || messages.at(-1)!.role === 'assistant';
}

/** Drops the replay's own fields (step, surfaceHash): what a model is sent is role and content. */
function toMessageParam(message: ShareMessage): MessageParam {
  const content = structuredClone(message.content);
  return message.role === 'user' ? { role: 'user', content: content as Extract<ShareMessage, { role: 'user' }>['content'] } : { role: 'assistant', content: content as Extract<ShareMessage, { role: 'assistant' }>['content'] };
}
