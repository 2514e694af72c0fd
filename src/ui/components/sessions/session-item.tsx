import { useState } from 'react';
import type { StoredSession } from '../../../store/records';
import { usePlayground } from '../../hooks/playground-context';

interface SessionItemProps {
  session: StoredSession;
  open: boolean;
  /** Running in this tab, or cut short by a reload (Continue carries it on). */
  state: 'running' | 'interrupted' | undefined;
  /** A run is going: no other session opens, the running one is not deleted. */
  locked: boolean;
}

/** One session in the sidebar: open it, rename it in place, delete it (Undo is offered). */
export function SessionItem({ session, open, state, locked }: SessionItemProps) {
  const { sessions } = usePlayground();
  const [draft, setDraft] = useState<string | undefined>();

  if (draft !== undefined) {
    const save = () => {
      void sessions.rename(session.id, draft);
      setDraft(undefined);
    };
    return (
      <li className="session-item session-renaming">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <input
            type="text"
            aria-label="Session name"
            value={draft}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setDraft(undefined)}
          />
          <button type="submit" className="small" disabled={draft.trim() === ''}>
            Save
          </button>
          <button type="button" className="small quiet" onClick={() => setDraft(undefined)}>
            Cancel
          </button>
        </form>
      </li>
    );
  }

  return (
    <li className={`session-item${open ? ' session-open' : ''}`}>
      <button
        type="button"
        className="session-open-button"
        aria-current={open ? 'true' : undefined}
        disabled={locked && !open}
        title={session.task || session.title}
        onClick={() => void sessions.open(session.id)}
      >
        {session.title}
      </button>
      {state === 'running' && <span className="session-badge badge-running">Running</span>}
      {state === 'interrupted' && <span className="session-badge badge-interrupted">Interrupted</span>}
      <span className="session-actions">
        <button type="button" className="small quiet" aria-label={`Rename ${session.title}`} onClick={() => setDraft(session.title)}>
          Rename
        </button>
        <button
          type="button"
          className="small quiet"
          aria-label={`Delete ${session.title}`}
          disabled={state === 'running'}
          onClick={() => void sessions.delete(session.id)}
        >
          Delete
        </button>
      </span>
    </li>
  );
}
