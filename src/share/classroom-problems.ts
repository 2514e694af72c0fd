/**
 * Why a lesson link or a variant link could not be opened: one code per cause, each said so that a
 * teacher or a student knows what to do next. Nothing here throws: a hostile link is an answer.
 */
export type ClassroomLinkProblem =
  | 'not-a-link'
  | 'too-large'
  | 'truncated'
  | 'damaged'
  | 'newer-version'
  | 'unknown-version'
  | 'too-large-when-opened'
  | 'wrong-kind'
  | 'invalid-document';

export type ClassroomLinkKind = 'lesson' | 'variant';

export interface ClassroomLinkFailure {
  ok: false;
  problem: ClassroomLinkProblem;
  message: string;
  /** The technical cause (a field path, a version): shown beside the message, never needed to act. */
  detail?: string;
}

const nameOf = (kind: ClassroomLinkKind | undefined) => (kind === undefined ? 'link' : `${kind} link`);

export function classroomFailure(problem: ClassroomLinkProblem, kind: ClassroomLinkKind | undefined, detail?: string): ClassroomLinkFailure {
  const failure: ClassroomLinkFailure = { ok: false, problem, message: messages[problem](nameOf(kind), detail) };
  if (detail !== undefined) failure.detail = detail;
  return failure;
}

const messages: Record<ClassroomLinkProblem, (thing: string, detail?: string) => string> = {
  'not-a-link': () => 'This is not an ACI Playground lesson or variant link: it has no "#lesson=" or "#variant=" part. Check that you pasted the whole link.',
  'too-large': (thing) => `This ${thing} is too long to open (over 2 MB), far longer than any link npm run share or the page makes. Ask for the lesson file instead.`,
  truncated: (thing) => `This ${thing} is incomplete — it was probably cut off when copied. Ask for the whole link again.`,
  damaged: (thing, detail) => `This ${thing} is damaged${detail ? ` (${detail})` : ''}: some of its characters changed after it was made, so it cannot be read. Ask for the link again.`,
  'newer-version': (thing, detail) => `This ${thing} was made by a newer version of ACI Playground${detail ? ` (format ${detail})` : ''}. Reload the page to get the latest version, then open it again.`,
  'unknown-version': (thing, detail) => `This ${thing} names a format ACI Playground does not know${detail ? ` (${detail})` : ''}, so it cannot be opened. Ask for the link again.`,
  'too-large-when-opened': (thing) => `This ${thing} unpacks to more than 5 MB, far more than any lesson, so it was not opened. Ask for a smaller lesson.`,
  'wrong-kind': (thing, detail) => `This ${thing} says it holds ${detail ?? 'something else'}, so it was not opened. Ask for the link again.`,
  'invalid-document': (thing, detail) =>
    `This ${thing} reads correctly but what it holds is not valid${detail ? ` (${detail})` : ''}, so nothing was opened. It may have been edited by hand; ask for it again.`,
};
