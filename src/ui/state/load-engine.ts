export type Engine = typeof import('./engine-modules');

let loading: Promise<Engine> | undefined;

/** The engine chunk, fetched once; every caller shares the same promise. */
export function loadEngine(): Promise<Engine> {
  loading ??= import('./engine-modules');
  return loading;
}
