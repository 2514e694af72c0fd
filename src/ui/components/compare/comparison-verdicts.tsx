import type { ComparisonShown } from '../../state/compare/compare-results';

/** The verdicts in words, one sentence per variant with its interval, and how a run-until-decided comparison ended. */
export function ComparisonVerdicts({ shown }: { shown: ComparisonShown }) {
  if (shown.verdicts.length === 0 && !shown.sequentialSummary) return null;
  return (
    <section className="comparison-verdicts" aria-label="Verdicts">
      <ul>
        {shown.verdicts.map(({ difference, sentence }) => (
          <li key={difference.variant} className={`verdict verdict-${difference.verdict}`}>
            {sentence}
          </li>
        ))}
      </ul>
      {shown.live && shown.verdicts.length > 0 && <p className="hint">Still running: these verdicts are over the runs finished so far.</p>}
      {shown.sequentialSummary && <p className="hint">{shown.sequentialSummary}</p>}
    </section>
  );
}
