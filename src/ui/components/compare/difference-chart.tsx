import type { Difference } from '../../../engine/compare/difference';

/**
 * Each variant's difference in pass rate from the baseline: a point and its interval on an axis
 * from −100 to +100 points, zero marked in the middle, so "does the interval cross zero?" is seen
 * at a glance. The numbers and the verdict are written beside every row, so nothing needs a hover.
 */
export function DifferenceChart({ verdicts, level }: { verdicts: ReadonlyArray<{ difference: Difference }>; level: string }) {
  if (verdicts.length === 0) return null;
  const baseline = verdicts[0]!.difference.baseline;
  // −1..+1 onto 0..100% of the track.
  const at = (fraction: number) => `${((fraction + 1) / 2) * 100}%`;
  return (
    <figure className="chart difference-chart" aria-label="Difference from the baseline">
      <figcaption>
        Difference from {baseline} with {level} interval
      </figcaption>
      {verdicts.map(({ difference }) => (
        <div key={difference.variant} className="chart-row">
          <span className="chart-label">{difference.variant}</span>
          <span className="chart-track difference-track" aria-hidden="true">
            <span className="difference-zero" style={{ left: at(0) }} />
            <span className={`chart-whisker difference-${difference.verdict}`} style={{ left: at(difference.low), width: `${((difference.high - difference.low) / 2) * 100}%` }} />
            <span className={`difference-point difference-${difference.verdict}`} style={{ left: at(difference.delta) }} />
          </span>
          <span className="chart-value">
            {signed(difference.delta)} ({signed(difference.low)} to {signed(difference.high)}) {difference.verdict}
          </span>
        </div>
      ))}
    </figure>
  );
}

function signed(fraction: number): string {
  const points = Math.round(fraction * 100);
  return points > 0 ? `+${points}` : String(points);
}
