import type { ShareDocument } from '../../../share/share-document';
import type { ForkState, SurfaceUse } from '../../state/share/replay-controller';

interface ReplayHeaderProps {
  document: ShareDocument;
  step: number;
  fork: ForkState;
  onLeave: () => void;
  onFork: (mode: 'end' | 'step') => void;
  onUseSurface: () => void;
  surfaceUse: SurfaceUse | undefined;
}

/** Which shared run this is, that it is read-only, and the ways out: leave, or fork and go on live. */
export function ReplayHeader({ document, step, fork, onLeave, onFork, onUseSurface, surfaceUse }: ReplayHeaderProps) {
  const forking = fork.state === 'forking';
  return (
    <header className="replay-header">
      <div>
        <h2>Shared run: {document.title}</h2>
        <p className="muted small">
          Model {document.modelId} · shared {sharedDate(document.provenance.sharedAt)} · made with ACI Playground {document.provenance.appVersion}
        </p>
        <p className="small">A read-only replay: nothing here calls a model or runs a tool or command. Fork it to continue live in your own session.</p>
      </div>
      <div className="replay-actions">
        <div className="button-row">
          <button type="button" className="primary" disabled={forking} onClick={() => onFork('end')}>
            Fork
          </button>
          <button type="button" disabled={forking || step < 1} onClick={() => onFork('step')}>
            Fork from this step
          </button>
          <button type="button" onClick={onUseSurface}>
            Use this surface
          </button>
          <button type="button" onClick={onLeave}>
            Leave replay
          </button>
        </div>
        <p className="hint">
          {`Fork continues after the last step; Fork from this step restores the files and transcript as they were just before step ${Math.max(step, 1)}, so the model can make that step again. Either replaces the files in your workspace and puts the run's surface in your surface editor (Undo there takes it back), ready to edit. Use this surface takes only the surface at this step: your session and files stay as they are.`}
        </p>
        {fork.state === 'forking' && <p role="status">{fork.waitingFor ? `Forking: ${fork.waitingFor}` : 'Forking…'}</p>}
        {surfaceUse && (
          <p role={surfaceUse.ok ? 'status' : 'alert'} className={surfaceUse.ok ? 'small' : 'problem-text'}>
            {surfaceUse.text}
          </p>
        )}
        {fork.state === 'failed' && (
          <p role="alert" className="problem-text">
            {fork.message}
          </p>
        )}
      </div>
    </header>
  );
}

function sharedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
