import { usePlayground } from '../../hooks/playground-context';
import { useSessions } from '../../hooks/use-playground-state';
import { downloadSessionsExport } from './export-sessions';

/**
 * A storage failure (full disk, a closed connection): the store's own message, which says what
 * did not happen and what to do, with the export it recommends one click away.
 */
export function StorageProblem() {
  const { sessions } = usePlayground();
  const { problem, persistent } = useSessions();
  if (!problem) return null;
  return (
    <div className="storage-problem" role="alert">
      <p>{problem}</p>
      <div className="button-row">
        {persistent && (
          <button type="button" onClick={() => void downloadSessionsExport(sessions)}>
            Export sessions
          </button>
        )}
        <button type="button" className="quiet" onClick={() => sessions.dismissProblem()}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
