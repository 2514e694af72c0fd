/** Lessons: the format, its checks and the built-ins (see lesson.ts). */
export { adHocLesson, type AdHocLessonOptions } from './ad-hoc-lesson';
export { builtinLessons, findLesson } from './builtin';
export { checkSchema, describeCheck, evaluateChecks, type Check, type CheckedRun, type CheckResult } from './checks';
export { LESSON_VERSION, LessonFileError, lessonToJson, parseLesson, parseLessonText, type Lesson, type LessonVariant } from './lesson';
export { lessonBaseSurface, lessonContracts, lessonHarness, lessonSurface, presetBaseSurface, type VariantHarness } from './lesson-surface';
export { lessonProblems } from './lesson-validation';
export { callsByTool, createRunRecorder, failuresByKind, type RunRecorder, type RunTrace, type TracedCall, type TracedReply } from './run-trace';
export { PRESET_VARIANT_PREFIX, VariantNameError, withPresetVariants } from './preset-variants';
