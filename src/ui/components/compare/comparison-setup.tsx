import { useSettings } from '../../hooks/use-playground-state';
import { MAX_RUNS_PER_VARIANT, WORKSPACE_LESSON } from '../../state/compare/compare-setup';
import { ChoiceCheckboxes } from './choice-checkboxes';
import { LessonPicker } from './lesson-picker';
import { useCompareControllers, useComparison } from './use-compare';
import { VariantModelPins } from './variant-model-pins';
import { VerdictOptions } from './verdict-options';

/** What to compare: the lesson, its variants, runs per variant; Start and Cancel. */
export function ComparisonSetup() {
  const { comparison } = useCompareControllers();
  const snapshot = useComparison();
  // Subscribed so the blocker is read again when the key changes.
  useSettings();
  const { lessonId, variantChoices, selectedVariants, runsPerVariant, untilDecided, status, problem, notice } = snapshot;
  const blocker = comparison.blocker();
  const running = status !== 'idle';

  return (
    <form
      className="comparison-setup"
      aria-label="Comparison setup"
      onSubmit={(event) => {
        event.preventDefault();
        void comparison.start();
      }}
    >
      <LessonPicker />
      {lessonId === WORKSPACE_LESSON && <WorkspaceFields />}
      <ChoiceCheckboxes
        legend="Variants"
        choices={variantChoices}
        selected={selectedVariants}
        onToggle={(id, selected) => comparison.setVariantSelected(id, selected)}
        disabled={running}
        whenEmpty="Loading the variants…"
      />
      <VariantModelPins disabled={running} />
      <label className="field runs-field">
        <span>{untilDecided ? 'Most runs per variant' : 'Runs per variant'}</span>
        <input
          type="number"
          min={1}
          max={MAX_RUNS_PER_VARIANT}
          step={1}
          value={Number.isNaN(runsPerVariant) ? '' : runsPerVariant}
          disabled={running}
          onChange={(event) => comparison.setRunsPerVariant(event.target.valueAsNumber)}
        />
      </label>
      <VerdictOptions disabled={running} />
      <div className="button-row">
        <button type="submit" className="primary" disabled={blocker !== undefined}>
          Start comparison
        </button>
        <button type="button" className="danger" disabled={status !== 'running'} onClick={() => comparison.cancel()}>
          Cancel
        </button>
      </div>
      {!running && blocker && <p className="hint">{blocker}</p>}
      {problem && (
        <p className="problem-text" role="alert">
          {problem}
        </p>
      )}
      {notice && <p className="hint">{notice}</p>}
    </form>
  );
}

/** For "Current workspace and task": the task, and how a run is judged. */
function WorkspaceFields() {
  const { comparison } = useCompareControllers();
  const { workspaceTask, checkCommand, status } = useComparison();
  return (
    <div className="workspace-fields">
      <p className="hint">Every run starts from a copy of the workspace as it is when you press Start, with commands approved automatically.</p>
      <label className="field">
        <span>Task</span>
        <textarea rows={3} value={workspaceTask} disabled={status !== 'idle'} placeholder="What every run is asked to do" onChange={(event) => comparison.setWorkspaceTask(event.target.value)} />
      </label>
      <label className="field">
        <span>Check command (optional)</span>
        <input
          type="text"
          className="code"
          value={checkCommand}
          disabled={status !== 'idle'}
          placeholder="e.g. sh test/check.sh"
          onChange={(event) => comparison.setCheckCommand(event.target.value)}
        />
      </label>
      <p className="hint">
        {checkCommand.trim() === ''
          ? 'Without a check command every run that finishes counts as a pass; steps, calls and tokens still compare.'
          : 'A run passes when this command exits 0 in its final workspace.'}
      </p>
    </div>
  );
}
