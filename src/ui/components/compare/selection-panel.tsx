import { useEffect, useId } from 'react';
import { useSettings } from '../../hooks/use-playground-state';
import { MAX_RUNS_PER_VARIANT } from '../../state/compare/compare-setup';
import { PASTED_TOOLS } from '../../state/compare/selection-controller';
import { ChoiceCheckboxes } from './choice-checkboxes';
import { SuggestRewritePanel } from '../improve/suggest-rewrite-panel';
import { KeyNotice } from './key-notice';
import { SelectionResults } from './selection-results';
import { useCompareControllers, useSelection } from './use-compare';

/** Selection tests: which tool does the model call first, per prompt, per set of tools? */
export function SelectionPanel({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const { selection } = useCompareControllers();
  const snapshot = useSelection();
  useSettings();
  useEffect(() => void selection.prepare(), [selection]);
  const { sourceChoices, selectedSources, pastedTools, pastedProblem, samples, status, progress, report, problem, baseline } = snapshot;
  const blocker = selection.blocker();
  const running = status !== 'idle';

  return (
    <div className="selection-panel">
      <form
        className="selection-setup"
        aria-label="Selection test setup"
        onSubmit={(event) => {
          event.preventDefault();
          void selection.start();
        }}
      >
        <KeyNotice needs="Selection tests" onOpenSettings={onOpenSettings} />
        <p className="hint">One model call per sample, and nothing runs: the model's first tool call is compared with the one you expect.</p>
        <ChoiceCheckboxes
          legend="Tools to test"
          choices={sourceChoices}
          selected={selectedSources}
          onToggle={(id, selected) => selection.setSourceSelected(id, selected)}
          disabled={running}
        />
        <label className="field">
          <span>Pasted tools array</span>
          <textarea
            className="code"
            rows={5}
            value={pastedTools}
            disabled={running}
            placeholder='A Messages API tools array, or an MCP tools/list result: [{"name": "...", "description": "...", "inputSchema": {...}}]'
            onChange={(event) => selection.setPastedTools(event.target.value)}
          />
        </label>
        {pastedProblem && selectedSources.includes(PASTED_TOOLS) && <p className="problem-text small">{pastedProblem}</p>}
        <PromptRows />
        <PromptsFileButtons />
        {selectedSources.length > 1 && (
          <label className="field">
            <span>Baseline</span>
            <select value={baseline !== undefined && selectedSources.includes(baseline) ? baseline : selectedSources[0]} disabled={running} onChange={(event) => selection.setBaseline(event.target.value)}>
              {sourceChoices
                .filter((choice) => selectedSources.includes(choice.id))
                .map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
            </select>
          </label>
        )}
        <label className="field runs-field">
          <span>Samples per prompt</span>
          <input type="number" min={1} max={MAX_RUNS_PER_VARIANT} step={1} value={Number.isNaN(samples) ? '' : samples} disabled={running} onChange={(event) => selection.setSamples(event.target.valueAsNumber)} />
        </label>
        <div className="button-row">
          <button type="submit" className="primary" disabled={blocker !== undefined}>
            Run selection tests
          </button>
          <button type="button" className="danger" disabled={status !== 'running'} onClick={() => selection.cancel()}>
            Cancel selection tests
          </button>
        </div>
        {!running && blocker && <p className="hint">{blocker}</p>}
        {running && progress && (
          <div className="comparison-progress">
            <progress aria-label="Selection test progress" max={progress.total} value={progress.done} />
            <p className="small" role="status">
              {progress.done} of {progress.total} model calls
            </p>
          </div>
        )}
        {problem && (
          <p className="problem-text" role="alert">
            {problem}
          </p>
        )}
      </form>
      <div className="selection-output">
        {report ? (
          <SelectionResults report={report} />
        ) : (
          <p className="empty-note">
            Results appear here: how often each set of tools got the expected first call, with its 95% interval, which tool the model called when it
            was not the expected one, precision and recall per tool, and each set of tools against the baseline: better, worse or undecided.
          </p>
        )}
        <SuggestRewritePanel onOpenSettings={onOpenSettings} />
      </div>
    </div>
  );
}

/** One row per prompt: the prompt, the tool it should call first, and required argument names. */
function PromptRows() {
  const { selection } = useCompareControllers();
  const { prompts, toolNames, status } = useSelection();
  const listId = useId();
  const disabled = status !== 'idle';
  return (
    <fieldset className="prompt-rows" disabled={disabled}>
      <legend>Prompts</legend>
      <datalist id={listId}>
        {toolNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {prompts.map((prompt, index) => (
        <div key={index} className="prompt-row">
          <label className="field">
            <span>Prompt {index + 1}</span>
            <textarea rows={2} value={prompt.prompt} onChange={(event) => selection.setPrompt(index, { prompt: event.target.value })} />
          </label>
          <label className="field">
            <span>Expected tool {index + 1}</span>
            <input
              type="text"
              list={listId}
              value={prompt.expected}
              disabled={prompt.noTool}
              placeholder="one tool, or several separated by commas"
              onChange={(event) => selection.setPrompt(index, { expected: event.target.value })}
            />
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={prompt.noTool} onChange={(event) => selection.setPrompt(index, { noTool: event.target.checked })} />
            <span>No tool {index + 1}</span>
          </label>
          <label className="field">
            <span>Forbidden tools {index + 1}</span>
            <input type="text" list={listId} value={prompt.forbidden} placeholder="must not be called" onChange={(event) => selection.setPrompt(index, { forbidden: event.target.value })} />
          </label>
          <label className="field">
            <span>Argument checks {index + 1}</span>
            <input
              type="text"
              className="code"
              value={prompt.requiredArguments}
              placeholder='path, pattern — or {"query": {"pattern": "^login"}, "limit": 10}'
              onChange={(event) => selection.setPrompt(index, { requiredArguments: event.target.value })}
            />
          </label>
          <button type="button" className="quiet small" aria-label={`Remove prompt ${index + 1}`} onClick={() => selection.removePrompt(index)}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="small" onClick={() => selection.addPrompt()}>
        Add prompt
      </button>
    </fieldset>
  );
}

/** A prompts file in and out: the same file `npm run select -- --prompts` reads. */
function PromptsFileButtons() {
  const { selection } = useCompareControllers();
  const { status } = useSelection();
  return (
    <div className="button-row">
      <label className="field">
        <span>Import prompts file</span>
        <input
          type="file"
          accept="application/json,.json"
          disabled={status !== 'idle'}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) selection.importPromptsFile(await file.text());
            event.target.value = '';
          }}
        />
      </label>
      <button
        type="button"
        className="small"
        onClick={() => {
          const text = selection.exportPromptsFile();
          if (text === undefined) return;
          const link = document.createElement('a');
          link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
          link.download = 'selection-prompts.json';
          link.click();
          URL.revokeObjectURL(link.href);
        }}
      >
        Export prompts file
      </button>
    </div>
  );
}
