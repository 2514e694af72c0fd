import { useComparison, useCompareControllers } from './use-compare';

/**
 * The comparison setup folded to one line once a comparison runs or is opened, so the results get
 * the page's width: what is compared, Cancel while it runs, and the way back to the full setup.
 */
export function SetupSummary({ onOpen }: { onOpen: () => void }) {
  const { comparison } = useCompareControllers();
  const { shown, status, selectedVariants, runsPerVariant } = useComparison();
  const result = shown?.result;
  const what = result
    ? `${result.lessonTitle} · ${result.variants.join(', ')} · ${result.runsPerVariant} ${result.runsPerVariant === 1 ? 'run' : 'runs'} per variant · ${result.modelId}`
    : `${selectedVariants.join(', ')} · ${runsPerVariant} runs per variant`;
  return (
    <div className="setup-summary" role="group" aria-label="Comparison setup (folded)">
      <span className="setup-summary-text" title={what}>
        {what}
      </span>
      {status !== 'idle' && (
        <button type="button" className="danger" disabled={status !== 'running'} onClick={() => comparison.cancel()}>
          Cancel
        </button>
      )}
      <button type="button" aria-expanded={false} onClick={onOpen}>
        Change setup
      </button>
    </div>
  );
}
