import type { Lesson } from '../../../engine/lessons/lesson';

export type LessonLinkResult = { ok: true; link: string } | { ok: false; message: string };

/**
 * A lesson link for this page's address: the whole lesson in the fragment, so it opens with no
 * server involved. A lesson too big for a link is refused with what still works: its file.
 */
export async function lessonLink(lesson: Lesson, pageAddress: string): Promise<LessonLinkResult> {
  const [{ encodeClassroomLink }, { MAX_LINK_CHARACTERS }] = await Promise.all([import('../../../share/classroom-link'), import('../../../share/share-codec')]);
  const tooLarge = `"${lesson.title}" is too large for a link (its files are the bulk of it). The lesson file still works: press Export and hand out the .json file.`;
  let fragment: string;
  try {
    fragment = await encodeClassroomLink({ version: 1, kind: 'lesson', lesson });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return /over \d+ bytes/.test(detail) ? { ok: false, message: tooLarge } : { ok: false, message: `No link was made: ${detail}. The lesson file still works: press Export.` };
  }
  const link = `${pageAddress.replace(/#.*$/, '')}${fragment}`;
  if (link.length > MAX_LINK_CHARACTERS) return { ok: false, message: tooLarge };
  return { ok: true, link };
}
