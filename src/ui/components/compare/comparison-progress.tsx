import { timeLeftText } from './compare-format';
import { useComparison } from './use-compare';

/** While a comparison runs: runs done of total, how many are going, and the time left. */
export function ComparisonProgress() {
  const { status, progress } = useComparison();
  if (status === 'idle' || !progress) return null;
  const { done, total, running, etaMs } = progress;
  const text = `${done} of ${total} runs done`;
  const detail = status === 'cancelling' ? 'cancelling: the runs going now end as cancelled, finished runs are kept' : `${running} running · ${timeLeftText(etaMs)}`;
  return (
    <div className="comparison-progress">
      <progress aria-label="Comparison progress" aria-valuetext={`${text}, ${detail}`} max={total} value={done} />
      <p className="small" role="status">
        {text} · {detail}
      </p>
    </div>
  );
}
