import { defaultModelId } from '../../../engine/model/models';
import { usePlayground } from '../../hooks/playground-context';
import { useSettings, useWorkspaceStatus } from '../../hooks/use-playground-state';
import { keyStateText } from '../../state/settings/settings-controller';
import './status.css';

const kindText = { embedded: 'Embedded workspace', webcontainer: 'WebContainer', os: 'OS sandbox' } as const;

/** Which workspace is live and why, the model, and where the key is kept. */
export function StatusBar() {
  const { settings } = usePlayground();
  const workspace = useWorkspaceStatus();
  const values = useSettings();
  const keyState = settings.keyState();
  return (
    <section className="status-bar" aria-label="Status">
      <span className="status-item">
        <span className={`state-dot workspace-${workspace.active ? 'live' : 'waiting'}`} aria-hidden="true" />
        <strong>{kindText[workspace.kind]}</strong> · {workspace.state}
        {workspace.reason && <span className="muted"> · {workspace.reason}</span>}
      </span>
      <span className="status-item">Model: {values.model.trim() || defaultModelId}</span>
      <span className={`status-item key-${keyState}`}>{keyStateText(keyState)}</span>
    </section>
  );
}
