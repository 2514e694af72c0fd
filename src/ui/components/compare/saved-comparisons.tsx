import { startedText } from './compare-format';
import { useCompareControllers, useComparison, useComparisonLibrary } from './use-compare';

/** Comparisons saved in this browser, newest first: reopen one (results, runs, transcripts) or delete it. */
export function SavedComparisons() {
  const { comparison, library } = useCompareControllers();
  const { comparisons, state, problem, storageOff } = useComparisonLibrary();
  const { shown, status } = useComparison();
  return (
    <section className="saved-comparisons" aria-label="Saved comparisons">
      <h3>Saved comparisons</h3>
      {storageOff && <p className="hint">Browser storage is off in this tab, so comparisons are not saved: they are gone after a reload.</p>}
      {state === 'loading' && comparisons.length === 0 && <p className="muted small">Loading…</p>}
      {state === 'ready' && !storageOff && comparisons.length === 0 && <p className="muted small">None yet: a comparison is saved as its runs finish.</p>}
      {problem && <p className="problem-text small">{problem}</p>}
      <ul>
        {comparisons.map((entry) => {
          const name = `${entry.lessonTitle}, ${startedText(entry.startedAt)}`;
          const passRates = entry.metrics.map((metrics) => `${metrics.variant} ${metrics.passRate === undefined ? '—' : `${Math.round(metrics.passRate * 100)}%`}`).join(' · ');
          return (
            <li key={entry.id} className={entry.id === shown?.result.id ? 'saved-shown' : undefined}>
              <button type="button" className="saved-open" aria-label={`Open ${name}`} disabled={status !== 'idle'} onClick={() => void comparison.show(entry)}>
                <strong>{entry.lessonTitle}</strong>
                <span className="muted small">
                  {startedText(entry.startedAt)} · {entry.runs.length} runs{entry.cancelled ? ' (cancelled)' : ''} · {passRates}
                </span>
              </button>
              <button type="button" className="quiet small" aria-label={`Delete ${name}`} disabled={entry.id === shown?.result.id && status !== 'idle'} onClick={() => void library.delete(entry.id)}>
                Delete
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
