import { usePlayground } from '../../hooks/playground-context';
import { useManualCall, useSurface, useWorkspaceStatus } from '../../hooks/use-playground-state';
import { prettyJson } from '../run/format';
import { ManualCallResultView } from './manual-call-result';
import './be-the-model.css';

/**
 * "Be the model": pick a tool, write its arguments, and read exactly what a model would get back.
 * Works with no key; runs on the live workspace through the same gate and templates as a run.
 */
export function ManualCallPanel({ onClose }: { onClose: () => void }) {
  const { manualCall } = usePlayground();
  const snapshot = useManualCall();
  const { surface, problem } = useSurface();
  const workspaceStatus = useWorkspaceStatus();
  const workspaceReady = workspaceStatus.active !== undefined && workspaceStatus.state !== 'switching';
  const tool = surface?.tools.find((candidate) => candidate.name === snapshot.toolName);
  const call = () => void manualCall.call();

  return (
    <section className="manual-call" aria-label="Be the model">
      <header className="pane-header">
        <h2 className="pane-title">Be the model</h2>
        <button type="button" className="quiet" onClick={onClose}>
          Close
        </button>
      </header>
      <p className="hint">
        Call a tool the way the model would. You get back the exact text the model reads, through the same checks, templates and
        clipping as a live run, on the live workspace. A command you run here counts as approved by you.
      </p>
      {problem && <p className="problem-text">{problem}</p>}
      {!surface && !problem && <p className="muted">Loading the tools…</p>}
      {surface && (
        <form
          className="manual-call-form"
          onSubmit={(event) => {
            event.preventDefault();
            call();
          }}
        >
          <label className="field">
            <span>Tool</span>
            <select value={snapshot.toolName ?? ''} onChange={(event) => manualCall.selectTool(event.target.value)}>
              {manualCall.tools().map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field arguments-field">
            <span>Arguments (JSON)</span>
            <textarea
              value={snapshot.argumentsText}
              rows={6}
              spellCheck={false}
              onChange={(event) => manualCall.setArguments(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  call();
                }
              }}
            />
          </label>
          <div className="button-row">
            <button type="submit" className="primary" disabled={snapshot.calling || !workspaceReady || !tool}>
              Call
            </button>
            {snapshot.calling && (
              <button type="button" onClick={() => manualCall.cancel()}>
                Cancel
              </button>
            )}
            {tool && (
              <button type="button" className="quiet" disabled={snapshot.calling} onClick={() => manualCall.selectTool(tool.name)}>
                Reset to example
              </button>
            )}
            {snapshot.calling && <span className="muted">Calling…</span>}
            {!workspaceReady && <span className="muted">The workspace is {workspaceStatus.state === 'switching' ? 'switching' : 'still starting'}.</span>}
          </div>
        </form>
      )}
      <ManualCallResultView result={snapshot.result} />
      {tool && (
        <details className="schema-help" open>
          <summary>What the model reads about {tool.name}: description and input_schema</summary>
          <p className="tool-description">{tool.description}</p>
          <pre className="code schema-code">{prettyJson(tool.input_schema)}</pre>
        </details>
      )}
    </section>
  );
}
