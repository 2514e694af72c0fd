/** Share links and files, replay and fork: the engine side of sharing a run (no UI here). */
export { buildShareDocument, FINAL_FILES_BUDGET, type ShareBuildInput, type ShareBuildProblem, type ShareBuildResult } from './build-share';
export { forkAtEnd, forkFromStep, type ShareFork } from './fork';
export { finalWorkspace, replayLength, workspaceAtEnd, workspaceAtStep, MAX_REPLAYED_EDIT_CHARACTERS, type ReplayCaveat, type WorkspaceAtStep } from './replay';
export { callsOfStep, replaySteps, stepCount, type ReplayStep, type StepCall } from './replay-steps';
export { handlerByName, sharedSurface, surfaceOfStep, type StepSurface } from './replay-surface';
export {
  decodeShareFile,
  decodeShareLink,
  encodeShareFile,
  encodeShareLink,
  MAX_DOCUMENT_BYTES,
  MAX_LINK_CHARACTERS,
  SHARE_FRAGMENT_PREFIX,
  SHARE_LINK_LIMIT,
  ShareDocumentError,
  shareLinkTooLong,
  type ShareDecodeResult,
} from './share-codec';
export { linkAtStep, splitLinkStep, type LinkWithStep } from './share-link-step';
export { SHARE_DOCUMENT_VERSION, shareDocumentSchema, type ShareDocument, type ShareMessage, type ShareNode } from './share-document';
export { resolveStartFiles, sampleHash, type FileMap, type ShareSamples } from './share-files';
export type { ShareFailure, ShareProblem } from './share-problems';
