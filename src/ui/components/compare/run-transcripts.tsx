import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { describeStopReason } from '../../../engine/loop/stop-reason';
import type { OpenRun } from '../../state/compare/compare-run-viewer';
import { applyMessages } from '../../state/run/stored-transcript';
import { emptyTranscript } from '../../state/run/transcript-view';
import { StepEntry, TaskEntry } from '../run/transcript-entries';
import { tokensText, usageBreakdown } from '../run/format';
import { runName } from './compare-format';
import { useCompareControllers, useOpenRuns } from './use-compare';

/** The open run, or two side by side: how each was judged, then its transcript as stored. */
export function RunTranscripts() {
  const { open } = useOpenRuns();
  if (open.length === 0) return null;
  return (
    <div className={`run-transcripts${open.length === 2 ? ' side-by-side' : ''}`}>
      {open.map((run) => (
        <RunTranscript key={run.key} run={run} />
      ))}
    </div>
  );
}

function RunTranscript({ run }: { run: OpenRun }) {
  const compare = useCompareControllers();
  const viewer = compare.runs;
  // One link at a time: the page has one Share dialog.
  const sharing = useStore(usePlayground().share).dialog.state === 'building';
  const { outcome } = run;
  const name = runName(outcome);
  return (
    <section className="run-transcript" aria-label={`Run ${name}`}>
      <header className="pane-header">
        <h3>
          {name}: {outcome.status}
        </h3>
        {run.state === 'ready' && (
          <button type="button" className="small" disabled={sharing} onClick={() => void compare.sharing.shareRun(outcome)}>
            Share this run
          </button>
        )}
        <button type="button" className="small" aria-label={`Close ${name}`} onClick={() => viewer.close(run.key)}>
          Close
        </button>
      </header>
      <p className="muted small" title={usageBreakdown(outcome.usage)}>
        {outcome.stopReason ? describeStopReason(outcome.stopReason) : (outcome.error ?? 'No stop reason recorded.')} · {outcome.steps} steps · {tokensText(outcome.usage)}
      </p>
      {outcome.checks.length > 0 && (
        <ul className="run-checks" aria-label={`Checks of ${name}`}>
          {outcome.checks.map((check, index) => (
            <li key={index} className={check.passed ? 'check-passed' : 'check-failed'}>
              <span aria-hidden="true">{check.passed ? '✓' : '✗'}</span> <strong>{check.label}</strong>
              <span className="visually-hidden">{check.passed ? ' passed' : ' failed'}</span>: {check.explanation}
            </li>
          ))}
        </ul>
      )}
      {run.state === 'loading' && <p className="muted">Loading the transcript…</p>}
      {run.state === 'failed' && <p className="problem-text">{run.problem}</p>}
      {run.state === 'ready' && <StoredTranscript run={run} name={name} />}
    </section>
  );
}

/** Rebuilt from the stored messages with the run pane's own entry components (text only, never HTML). */
function StoredTranscript({ run, name }: { run: OpenRun; name: string }) {
  const view = applyMessages(emptyTranscript, run.messages);
  return (
    <div className="transcript" role="log" aria-label={`Transcript of ${name}`}>
      {view.entries.map((entry, index) => {
        if (entry.kind === 'task') return <TaskEntry key={index} entry={entry} />;
        if (entry.kind === 'step') return <StepEntry key={index} entry={entry} live={false} />;
        return null;
      })}
    </div>
  );
}
