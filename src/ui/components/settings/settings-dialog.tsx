import { useEffect, useId, useState } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { usePlayground } from '../../hooks/playground-context';
import { useModelCatalog, useSettings } from '../../hooks/use-playground-state';
import { MAX_STEP_CAP, type WorkspacePreference } from '../../state/settings/settings-controller';
import type { ProviderId } from '../../../engine/model/provider';
import { ProviderFields, openAiEndpoint } from './provider-fields';
import './settings.css';

/** host[:port] of the endpoint (the engine's own helper would pull the SDK into the first chunk). */
function endpointHost(baseURL: string, provider: ProviderId): string {
  try {
    return new URL(baseURL || (provider === 'openai' ? openAiEndpoint : 'https://api.anthropic.com')).host;
  } catch {
    return baseURL;
  }
}

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Asks the workspace manager for another kind (files carried over). */
  onWorkspaceChange: (preference: WorkspacePreference) => void;
}

/** Key, endpoint, model, step cap and workspace kind. Changes apply as they are made. */
export function SettingsDialog({ open, onClose, onWorkspaceChange }: SettingsDialogProps) {
  const { settings, models } = usePlayground();
  const values = useSettings();
  const catalog = useModelCatalog();
  const listId = useId();
  const [stepCapDraft, setStepCapDraft] = useState(String(values.stepCap));

  const dialogRef = useModalDialog(open);

  useEffect(() => setStepCapDraft(String(values.stepCap)), [values.stepCap, open]);

  // The model list follows the key and endpoint, a moment after typing stops.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void models.refresh(values.apiKey, values.baseURL, values.provider), 400);
    return () => clearTimeout(timer);
  }, [open, values.apiKey, values.baseURL, values.provider, models]);

  const commitStepCap = () => {
    const parsed = Number(stepCapDraft);
    if (Number.isFinite(parsed) && stepCapDraft.trim() !== '') settings.change({ stepCap: parsed });
    else setStepCapDraft(String(values.stepCap));
  };

  return (
    <dialog ref={dialogRef} className="settings-dialog" aria-labelledby={`${listId}-title`} onClose={onClose}>
      {/* Its fields are rendered only while it is open: the page's first render stays small. */}
      {open && (
        <form
          method="dialog"
          onSubmit={() => {
            commitStepCap();
          }}
        >
          <h2 id={`${listId}-title`}>Settings</h2>
          <ProviderFields provider={values.provider} onChange={(provider) => settings.change({ provider })} />
          <label className="field">
            <span>API key</span>
            <input
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={values.provider === 'openai' ? 'Empty for a local server' : 'sk-ant-…'}
              value={values.apiKey}
              onChange={(event) => settings.change({ apiKey: event.target.value })}
            />
          </label>
          <p className="hint">
            Sent only to {endpointHost(values.baseURL, values.provider)}, with each model call. Each provider keeps its own key, in this tab's memory unless
            you tick the box below.
          </p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.rememberKey}
              disabled={!settings.canRememberKey()}
              onChange={(event) => settings.change({ rememberKey: event.target.checked })}
            />
            Remember this key on this device
          </label>
          <p className="hint">
            {settings.canRememberKey()
              ? `Keeps this ${values.provider === 'openai' ? 'OpenAI-compatible' : 'Anthropic'} key across reloads in this browser's storage, apart from your sessions: links, exports and logs never include it. Anyone using this browser profile can read it, so untick it (which removes it) on a shared computer.`
              : "Browser storage is off in this tab, so the key cannot be remembered; it stays in this tab's memory."}
          </p>
          {settings.keyProblem() && (
            <p className="hint problem-text" role="alert">
              {settings.keyProblem()}
            </p>
          )}

          <label className="field">
            <span>Base URL</span>
            <input
              type="url"
              spellCheck={false}
              placeholder={values.provider === 'openai' ? openAiEndpoint : 'https://api.anthropic.com'}
              value={values.baseURL}
              onChange={(event) => settings.change({ baseURL: event.target.value })}
            />
          </label>
          <p className="hint">
            {values.provider === 'openai'
              ? "Where /chat/completions lives, e.g. http://localhost:11434/v1 (Ollama) or http://localhost:1234/v1 (LM Studio). Empty means OpenAI's API."
              : "For a proxy or a compatible server. Empty means Anthropic's API."}
          </p>

          <label className="field">
            <span>Model</span>
            <input type="text" spellCheck={false} value={values.model} onChange={(event) => settings.change({ model: event.target.value })} />
          </label>
          {/* A separate picker rather than a datalist: the model id stays a plain textbox anyone can type into. */}
          <label className="field">
            <span>Suggested models</span>
            <select value="" onChange={(event) => event.target.value && settings.change({ model: event.target.value })}>
              <option value="">{catalog.models.length > 0 ? 'Pick one to fill in the model…' : 'None listed yet'}</option>
              {catalog.models.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.displayName === model.id ? model.id : `${model.displayName} (${model.id})`}
                </option>
              ))}
            </select>
          </label>
          <p className="hint">
            {catalog.state === 'listed' && `${catalog.models.length} ${catalog.models.length === 1 ? 'model' : 'models'} available to this key; any id can be typed.`}
            {catalog.state === 'loading' && 'Asking the provider which models this key can use…'}
            {catalog.state === 'default' && 'Set a key to list the models it can use; any id can be typed.'}
            {catalog.state === 'failed' && `Could not list models: ${catalog.problem}`}
          </p>

          <label className="field">
            <span>Step cap</span>
            <input
              type="number"
              min={1}
              max={MAX_STEP_CAP}
              value={stepCapDraft}
              onChange={(event) => setStepCapDraft(event.target.value)}
              onBlur={commitStepCap}
            />
          </label>
          <p className="hint">Model calls a run may make before it stops (1 to {MAX_STEP_CAP}).</p>

          <label className="field">
            <span>Workspace</span>
            <select
              value={values.workspace}
              onChange={(event) => {
                const preference = event.target.value as WorkspacePreference;
                settings.change({ workspace: preference });
                onWorkspaceChange(preference);
              }}
            >
              <option value="auto">Auto: WebContainer when it can start, else embedded</option>
              <option value="webcontainer">WebContainer</option>
              <option value="embedded">Embedded</option>
            </select>
          </label>
          <p className="hint">Switching carries the files over. WebContainer runs real Node; the embedded shell works offline.</p>

          <div className="button-row dialog-actions">
            <button type="submit" className="primary">
              Done
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
