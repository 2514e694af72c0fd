export type SurfaceEngine = typeof import('./surface-engine');

let loading: Promise<SurfaceEngine> | undefined;

/** The schema editor's engine chunk, fetched once; every caller shares the same promise. */
export function loadSurfaceEngine(): Promise<SurfaceEngine> {
  loading ??= import('./surface-engine').then(async (engine) => {
    // The lint's part-of-speech tagger is its own chunk, fetched beside the editor's so the first
    // findings already know "Navigate" and "Hover" for verbs. If it cannot load, the lint falls
    // back to its word list rather than keep the editor from opening.
    await engine.loadVerbTagger().catch(() => undefined);
    return engine;
  });
  return loading;
}
