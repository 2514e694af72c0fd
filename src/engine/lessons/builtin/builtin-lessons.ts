import type { Lesson } from '../lesson';
import { calendarCreateEventLesson } from './calendar-create-event';
import { editFileFlatFormLesson } from './edit-file-flat-form';
import { failureNextMoveLesson } from './failure-next-move';
import { grepDocumentedWallLesson } from './grep-documented-wall';
import { presetShootoutLesson } from './preset-shootout';
import { readFileEnvelopeLesson } from './read-file-envelope';
import { readFileIndexBaseLesson } from './read-file-index-base';
import { subAgentPolicyLesson } from './sub-agent-policy';
import { writeFileRoutingLesson } from './write-file-routing';

/** The lessons that ship with the playground, in the order a workshop would take them. */
export const builtinLessons: readonly Lesson[] = [
  writeFileRoutingLesson,
  editFileFlatFormLesson,
  readFileIndexBaseLesson,
  failureNextMoveLesson,
  readFileEnvelopeLesson,
  grepDocumentedWallLesson,
  subAgentPolicyLesson,
  calendarCreateEventLesson,
  presetShootoutLesson,
];

/** A built-in lesson by id (the id comes from a person or a link: looked up, never indexed). */
export function findLesson(id: string): Lesson | undefined {
  return builtinLessons.find((lesson) => lesson.id === id);
}
