import { usePlayground } from '../../hooks/playground-context';
import { useRunGoing, useSessions } from '../../hooks/use-playground-state';
import { downloadSessionsExport } from './export-sessions';
import { SessionItem } from './session-item';
import './sessions.css';

/**
 * Sessions: newest first, searchable by task, each opening its agents and transcript; rename,
 * delete with Undo. When browser storage is off, says that nothing here survives a reload.
 */
export function SessionsSidebar() {
  const { sessions } = usePlayground();
  const snapshot = useSessions();
  const running = useRunGoing();
  const interrupted = new Set(snapshot.interruptedIds);

  return (
    <section className="sessions-sidebar" aria-label="Sessions">
      <div className="sessions-header">
        <h2 className="pane-title">Sessions</h2>
        <button type="button" className="small" disabled={running} title={running ? 'Available when the run ends' : undefined} onClick={() => sessions.newSession()}>
          New session
        </button>
      </div>
      {snapshot.storageNotice && (
        <p className="storage-notice" role="note">
          {snapshot.storageNotice}
        </p>
      )}
      <input
        type="text"
        className="sessions-search"
        aria-label="Search sessions"
        placeholder="Search by task…"
        value={snapshot.query}
        onChange={(event) => void sessions.search(event.target.value)}
      />
      {snapshot.deleted && (
        <p className="sessions-undo" role="status">
          Deleted “{snapshot.deleted.title}”.{' '}
          <button type="button" className="small" onClick={() => void sessions.undoDelete()}>
            Undo
          </button>
        </p>
      )}
      {snapshot.sessions.length === 0 && (
        <p className="muted small">{snapshot.query.trim() === '' ? 'Your runs will be listed here.' : 'No session matches that search.'}</p>
      )}
      <ul className="sessions-list" aria-label="Saved sessions">
        {snapshot.sessions.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            open={session.id === snapshot.openSessionId}
            state={session.id === snapshot.runningId ? 'running' : interrupted.has(session.id) ? 'interrupted' : undefined}
            locked={running}
          />
        ))}
      </ul>
      {snapshot.persistent && (
        <button type="button" className="quiet small sessions-export" onClick={() => void downloadSessionsExport(sessions)}>
          Export sessions
        </button>
      )}
    </section>
  );
}
