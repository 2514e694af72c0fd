import { useCompareControllers, useComparison } from './use-compare';

/** What the other variants are measured against, and whether runs stop once every one has a verdict. */
export function VerdictOptions({ disabled }: { disabled: boolean }) {
  const { comparison } = useCompareControllers();
  const { selectedVariants, untilDecided } = useComparison();
  const baseline = comparison.baselineVariant();
  return (
    <div className="verdict-options">
      <label className="field">
        <span>Baseline</span>
        <select value={baseline ?? ''} disabled={disabled || selectedVariants.length < 2} onChange={(event) => comparison.setBaseline(event.target.value)}>
          {selectedVariants.map((variant) => (
            <option key={variant} value={variant}>
              {variant}
            </option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={untilDecided} disabled={disabled} onChange={(event) => comparison.setUntilDecided(event.target.checked)} />
        Run until decided
      </label>
      <p className="hint">
        {untilDecided
          ? 'Runs per variant is the most: runs go in rounds and stop as soon as every variant is better or worse than the baseline, each round tested at its share of the 5% so that looking often finds no difference that is not there.'
          : 'Each variant is set against the baseline: the difference in pass rate, its 95% interval, and whether it is better, worse, or not yet decided.'}
      </p>
    </div>
  );
}
