/**
 * The share engine as one lazy chunk: the codec, replay and fork (zod and the default surface come
 * with them), plus the word diff the replay uses to show surface changes. Import it only through
 * `loadShare()`; type-only imports are free.
 */
export {
  buildShareDocument,
  decodeShareFile,
  decodeShareLink,
  encodeShareFile,
  encodeShareLink,
  forkAtEnd,
  forkFromStep,
  MAX_DOCUMENT_BYTES,
  replaySteps,
  shareLinkTooLong,
  stepCount,
  surfaceOfStep,
  sharedSurface,
  workspaceAtStep,
} from '../../../share';
export { shareFailure } from '../../../share/share-problems';
export { defaultSurface } from '../../../engine/toolkit/default-surface';
export { diffWords } from 'diff';
