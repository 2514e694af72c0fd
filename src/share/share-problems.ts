/**
 * Why a share link or file could not be opened: one code per cause, each with a message a person
 * can act on. Nothing here throws: a hostile link is an answer, not an exception.
 */
export type ShareProblem =
  /** No `#share=` part (a link), or not a share file at all. */
  | 'not-a-share'
  /** Over the size we read at all, refused before decoding. */
  | 'too-large'
  /** Cut off when copied: the end of the link is missing. */
  | 'truncated'
  /** Characters changed after it was made: checksum, deflate, UTF-8 or JSON failed. */
  | 'damaged'
  | 'newer-version'
  | 'unknown-version'
  /** Unpacks to more than the cap (a compression bomb, or a far too big run). */
  | 'too-large-when-opened'
  /** Reads fine but is not a valid share document (an unknown field such as `apiKey` included). */
  | 'invalid-document'
  /** Valid, but so many files over so many steps that stepping through it would stall the page. */
  | 'too-long-to-replay'
  /** Starts from a built-in sample this app does not have, or has in another version. */
  | 'unknown-sample'
  | 'sample-changed';

export type ShareSource = 'link' | 'file';

export interface ShareFailure {
  ok: false;
  problem: ShareProblem;
  message: string;
  /** The technical cause (a schema path, a version), for a details toggle; never needed to act. */
  detail?: string;
}

const fileOrLink = (source: ShareSource) => (source === 'link' ? 'link' : 'file');

export function shareFailure(problem: ShareProblem, source: ShareSource, detail?: string): ShareFailure {
  const thing = fileOrLink(source);
  const failure: ShareFailure = { ok: false, problem, message: messages[problem](thing, detail) };
  if (detail !== undefined) failure.detail = detail;
  return failure;
}

const messages: Record<ShareProblem, (thing: 'link' | 'file', detail?: string) => string> = {
  'not-a-share': (thing) =>
    thing === 'link'
      ? 'This is not an ACI Playground share link: it has no "#share=" part. Check that you pasted the whole link.'
      : 'This file is not an ACI Playground share file. Choose the .json file that the Share button saved.',
  'too-large': (thing) =>
    thing === 'link'
      ? 'This link is too long to open (over 2 MB), far longer than any link the Share button makes. Ask for the .json file instead.'
      : 'This file is too large to open (over 5 MB), larger than any file the Share button saves. Check that you chose the right file.',
  truncated: () => 'This link is incomplete — it was probably cut off when copied. Ask for the whole link or the .json file.',
  damaged: (thing) =>
    thing === 'link'
      ? 'This link is damaged: some of its characters changed after it was made, so it cannot be read. Ask for the link again, or for the .json file.'
      : 'This file is damaged or was edited by hand: it is not valid JSON. Ask for the file again.',
  'newer-version': (thing, detail) =>
    `This ${thing} was made by a newer version of ACI Playground${detail ? ` (format ${detail})` : ''}. Reload the page to get the latest version, then open it again.`,
  'unknown-version': (thing, detail) =>
    `This ${thing} names a share format ACI Playground does not know${detail ? ` (${detail})` : ''}, so it cannot be opened. Ask for the ${thing} again.`,
  'too-large-when-opened': (thing) =>
    `This ${thing} unpacks to more than 5 MB, far more than any shared run, so it was not opened. Ask its author to share a shorter run.`,
  'invalid-document': (thing) =>
    `This ${thing} reads correctly but does not hold a valid shared run, so nothing was opened. It may have been edited by hand or made by another tool; ask for it again.`,
  'too-long-to-replay': (thing, detail) =>
    `This ${thing} holds a run too long to step through${detail ? ` (${detail})` : ''}: the replay opens runs up to 500 million files × steps. Ask its author to share a shorter run, or one over fewer files.`,
  'unknown-sample': (thing, detail) =>
    `This ${thing} starts from the sample workspace "${detail ?? '?'}", which this version of ACI Playground does not have. Reload the page to get the latest version, or ask for a ${thing} made from your own files.`,
  'sample-changed': (thing, detail) =>
    `This ${thing} starts from the sample workspace "${detail ?? '?'}" as another version of ACI Playground had it, so its files cannot be shown as they were. Ask its author to share it again from the current version.`,
};
