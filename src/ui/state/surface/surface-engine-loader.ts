export type SurfaceEngine = typeof import('./surface-engine');

let loading: Promise<SurfaceEngine> | undefined;

/** The schema editor's engine chunk, fetched once; every caller shares the same promise. */
export function loadSurfaceEngine(): Promise<SurfaceEngine> {
  loading ??= import('./surface-engine');
  return loading;
}
