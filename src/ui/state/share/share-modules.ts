/**
 * The share engine as one lazy chunk: the codec, replay and fork (zod and the default surface come
 * with them), plus the word diff the replay uses to show surface changes. Import it only through
 * `loadShare()`; type-only imports are free.
 */
export { buildShareDocument } from '../../../share/build-share';
export { decodeShareFile, decodeShareLink, encodeShareFile, encodeShareLink, MAX_DOCUMENT_BYTES, shareLinkTooLong } from '../../../share/share-codec';
export { forkAtEnd, forkFromStep } from '../../../share/fork';
export { replaySteps, stepCount } from '../../../share/replay-steps';
export { surfaceOfStep, sharedSurface } from '../../../share/replay-surface';
export { workspaceAtStep } from '../../../share/replay';
export { describeMcpUse, mcpForkCaveats, mcpServersUsed } from '../../../share/replay-mcp';
export { shareFailure } from '../../../share/share-problems';
export { defaultSurface } from '../../../engine/toolkit/default-surface';
export { diffWords } from 'diff';
