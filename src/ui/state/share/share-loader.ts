export type ShareModules = typeof import('./share-modules');

let loading: Promise<ShareModules> | undefined;

/** The share chunk, fetched once on first use (Share pressed, a link or file opened). */
export function loadShare(): Promise<ShareModules> {
  loading ??= import('./share-modules');
  return loading;
}
