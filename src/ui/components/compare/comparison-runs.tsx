import type { ComparisonResult, RunOutcome } from '../../../engine/compare/comparison';
import { durationText } from '../run/format';
import { runName } from './compare-format';
import { useCompareControllers, useOpenRuns } from './use-compare';

const statusText: Record<RunOutcome['status'], string> = { passed: 'passed', failed: 'failed', cancelled: 'cancelled', errored: 'error' };

/** Every run of the comparison, per variant, one click from its transcript (or two, side by side). */
export function ComparisonRuns({ result }: { result: ComparisonResult }) {
  const { runs: viewer } = useCompareControllers();
  const { open } = useOpenRuns();
  if (result.runs.length === 0) return null;
  return (
    <section className="comparison-runs" aria-label="Runs">
      <h3>Runs</h3>
      <p className="hint">Open a run to read its transcript; open a second one beside it to read two side by side.</p>
      <div className="runs-columns">
        {result.variants.map((variant) => (
          <div key={variant} className="runs-variant">
            <h4>{variant}</h4>
            <ul>
              {result.runs
                .filter((run) => run.variant === variant)
                .map((run) => (
                  <li key={run.sessionId} className={`run-row run-${run.status}`}>
                    <span className="run-summary">
                      #{run.run} <strong>{statusText[run.status]}</strong> · {run.steps} {run.steps === 1 ? 'step' : 'steps'} · {durationText(run.wallTimeMs)}
                    </span>
                    <button type="button" className="small" aria-label={`Open ${runName(run)}`} aria-pressed={open.some((entry) => entry.key === run.sessionId)} onClick={() => void viewer.open(run)}>
                      Open
                    </button>
                    <button
                      type="button"
                      className="small"
                      aria-label={`Open ${runName(run)} beside`}
                      disabled={open.length === 0 || open.some((entry) => entry.key === run.sessionId)}
                      onClick={() => void viewer.open(run, { beside: true })}
                    >
                      Beside
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
