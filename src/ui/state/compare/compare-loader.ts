export type CompareModules = typeof import('./compare-modules');

let loading: Promise<CompareModules> | undefined;

/** The lessons-and-comparisons chunk, fetched once when the Compare view first needs it. */
export function loadCompare(): Promise<CompareModules> {
  loading ??= import('./compare-modules');
  return loading;
}
