import { MAX_NAME_LENGTH, MAX_PATH_DEPTH, MAX_PATH_LENGTH } from '../../engine/workspace/paths';
import { terminalSafe } from '../../engine/text/terminal-safe';

/** The first path is shown whole up to here, then its start and end. */
const SHOWN_PATH_CHARS = 160;

/**
 * The one line the CLI prints (on stderr) when --workspace holds files past the workspace's path
 * limits: they were left out of the copy, and the run goes on without them.
 */
export function pastPathLimitsWarning(folder: string, paths: readonly string[]): string {
  const count = paths.length === 1 ? '1 file' : `${paths.length.toLocaleString('en-US')} files`;
  const first = shortened(paths[0] ?? '');
  return terminalSafe(
    `--workspace "${folder}": ${count} past the workspace's path limits (${MAX_PATH_DEPTH} levels of folders, ${MAX_PATH_LENGTH.toLocaleString('en-US')} characters, ${MAX_NAME_LENGTH} per name) left out of the copy, ${paths.length === 1 ? 'namely' : 'the first'} ${first}; move ${paths.length === 1 ? 'it' : 'them'} to a shallower folder to include ${paths.length === 1 ? 'it' : 'them'}.`,
  );
}

function shortened(path: string): string {
  if (path.length <= SHOWN_PATH_CHARS) return path;
  return `${path.slice(0, SHOWN_PATH_CHARS - 40)}…${path.slice(-40)}`;
}
