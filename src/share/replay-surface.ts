import { defaultSurface } from '../engine/toolkit/default-surface';
import { surfaceHash, type Surface } from '../engine/toolkit/surface';
import { applyOverlay, type SurfaceOverlay } from '../engine/toolkit/surface-overlay';
import type { ShareDocument, ShareSurfaceOverlay } from './share-document';
import { replayStep } from './replay-steps';

/**
 * The surface a shared run's model read at each step. The document carries overlays on the
 * defaults, so a surface is rebuilt on this app's defaults; `exact` says whether that gives back
 * the very surface the call was sent with (it does not when the defaults changed since the link
 * was made; the replay should say so rather than pretend).
 */
export interface StepSurface {
  /** The hash recorded with the call (the document's main surface when the step has none). */
  hash: string;
  /** Absent when the person who shared did not have this surface any more. */
  overlay?: SurfaceOverlay;
  surface?: Surface;
  /** True when `surface` hashes to `hash`. */
  exact: boolean;
}

/** The document's main surface (the one the run used), rebuilt on this app's defaults. */
export function sharedSurface(document: ShareDocument): StepSurface {
  return rebuild(document.provenance.surfaceHash, document.surface);
}

/** The surface model call `step` was sent with; the main surface for a step without a record. */
export function surfaceOfStep(document: ShareDocument, step: number): StepSurface {
  const hash = replayStep(document, step)?.surfaceHash;
  if (hash === undefined || hash === document.provenance.surfaceHash) return sharedSurface(document);
  const overlays = document.surfacesUsed ?? {};
  if (!Object.hasOwn(overlays, hash)) return { hash, exact: false };
  return rebuild(hash, overlays[hash]!);
}

const rebuilt = new WeakMap<ShareSurfaceOverlay, Surface>();

function rebuild(hash: string, overlay: ShareSurfaceOverlay): StepSurface {
  let surface = rebuilt.get(overlay);
  if (!surface) {
    surface = applyOverlay(defaultSurface(), overlay);
    rebuilt.set(overlay, surface);
  }
  let rebuiltHash = hashes.get(surface);
  if (rebuiltHash === undefined) {
    rebuiltHash = surfaceHash(surface);
    hashes.set(surface, rebuiltHash);
  }
  return { hash, overlay, surface, exact: rebuiltHash === hash };
}

/** Hashing a surface costs far more than a step: a long replay asks once per surface. */
const hashes = new WeakMap<Surface, string>();

/**
 * Which handler a tool name stood for at a step: the names are the model's, and a renamed or
 * swapped tool must replay as the handler that really ran.
 */
export function handlerByName(document: ShareDocument, step: number): ReadonlyMap<string, string> {
  const surface = surfaceOfStep(document, step).surface ?? sharedSurface(document).surface!;
  let handlers = handlersBySurface.get(surface);
  if (!handlers) {
    handlers = new Map(surface.tools.map((tool) => [tool.name, tool.handler]));
    handlersBySurface.set(surface, handlers);
  }
  return handlers;
}

const handlersBySurface = new WeakMap<Surface, ReadonlyMap<string, string>>();
