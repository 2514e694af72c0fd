import type { VariantMetrics } from '../../../engine/compare/comparison';
import { colourOf, percentText } from './compare-format';

/**
 * Plain HTML bars (no chart library): each bar is a width in percent, and every number is also
 * written beside it, so the chart reads without colour and with a screen reader.
 */

/** Pass rate per variant, with its 95% Wilson interval as a whisker over the bar. */
export function PassRateChart({ metrics }: { metrics: readonly VariantMetrics[] }) {
  return (
    <figure className="chart">
      <figcaption>Pass rate with 95% interval</figcaption>
      {metrics.map((entry) => (
        <div key={entry.variant} className="chart-row">
          <span className="chart-label">{entry.variant}</span>
          <span className="chart-track" aria-hidden="true">
            {entry.passRate !== undefined && <span className="chart-bar pass-bar" style={{ width: `${entry.passRate * 100}%` }} />}
            {entry.interval && (
              <span className="chart-whisker" style={{ left: `${entry.interval.low * 100}%`, width: `${(entry.interval.high - entry.interval.low) * 100}%` }} />
            )}
          </span>
          <span className="chart-value">
            {entry.passRate === undefined || !entry.interval
              ? 'no checked runs'
              : `${percentText(entry.passRate)} (${percentText(entry.interval.low)}–${percentText(entry.interval.high)})`}
          </span>
        </div>
      ))}
    </figure>
  );
}

/** Calls per checked run, stacked by tool. */
export function ToolUsageChart({ metrics }: { metrics: readonly VariantMetrics[] }) {
  const rows = metrics.map((entry) => ({
    variant: entry.variant,
    parts: Object.fromEntries(Object.entries(entry.toolCalls).map(([tool, count]) => [tool, count.perRun])),
  }));
  return <StackedBars title="Tool calls per run" rows={rows} unit={(total) => `${total.toFixed(1)} per run`} empty="No tool calls in the checked runs." />;
}

/** Failures by kind over the checked runs (InvalidToolCall, NotFound...). */
export function FailureKindsChart({ metrics }: { metrics: readonly VariantMetrics[] }) {
  const rows = metrics.map((entry) => ({ variant: entry.variant, parts: entry.failures }));
  return <StackedBars title="Failures by kind" rows={rows} unit={(total) => `${total} ${total === 1 ? 'failure' : 'failures'}`} empty="No failed calls in the checked runs." />;
}

/**
 * Bytes of file content the model wrote against the size of the change it needed, per run: a
 * whole-file rewrite shows as a long bar over a short one. Only when the runs measured both.
 */
export function WrittenVsChangeChart({ metrics }: { metrics: readonly VariantMetrics[] }) {
  const measured = metrics.filter((entry) => entry.writtenBytes !== undefined && entry.changeBytes !== undefined);
  if (measured.length === 0) return null;
  const largest = Math.max(1, ...measured.flatMap((entry) => [entry.writtenBytes!, entry.changeBytes!]));
  const bytes = (value: number) => `${Math.round(value).toLocaleString('en-US')} B`;
  return (
    <figure className="chart">
      <figcaption>Bytes written against the change needed (per run)</figcaption>
      {measured.map((entry) => (
        <div key={entry.variant} className="chart-row">
          <span className="chart-label">{entry.variant}</span>
          <span className="chart-pair" aria-hidden="true">
            <span className="chart-track thin">
              <span className="chart-segment" style={{ width: `${(entry.writtenBytes! / largest) * 100}%`, background: colourOf(0) }} />
            </span>
            <span className="chart-track thin">
              <span className="chart-segment" style={{ width: `${(entry.changeBytes! / largest) * 100}%`, background: colourOf(1) }} />
            </span>
          </span>
          <span className="chart-value">
            {bytes(entry.writtenBytes!)} / {bytes(entry.changeBytes!)}
          </span>
        </div>
      ))}
      <ul className="chart-legend">
        <li>
          <span className="legend-swatch" style={{ background: colourOf(0) }} aria-hidden="true" />
          written
        </li>
        <li>
          <span className="legend-swatch" style={{ background: colourOf(1) }} aria-hidden="true" />
          change needed
        </li>
      </ul>
    </figure>
  );
}

interface StackedRow {
  variant: string;
  parts: Record<string, number>;
}

function StackedBars({ title, rows, unit, empty }: { title: string; rows: StackedRow[]; unit: (total: number) => string; empty: string }) {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.parts)))].sort();
  const totals = rows.map((row) => Object.values(row.parts).reduce((sum, value) => sum + value, 0));
  const largest = Math.max(0, ...totals);
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      {largest === 0 ? (
        <p className="muted small">{empty}</p>
      ) : (
        <>
          {rows.map((row, index) => (
            <div key={row.variant} className="chart-row">
              <span className="chart-label">{row.variant}</span>
              <span className="chart-track" aria-hidden="true">
                {keys.map((key, keyIndex) =>
                  row.parts[key] ? (
                    <span
                      key={key}
                      className="chart-segment"
                      title={`${key}: ${numberText(row.parts[key]!)}`}
                      style={{ width: `${(row.parts[key]! / largest) * 100}%`, background: colourOf(keyIndex) }}
                    />
                  ) : null,
                )}
              </span>
              <span className="chart-value">
                {unit(totals[index]!)}
                <span className="visually-hidden">: {keys.filter((key) => row.parts[key]).map((key) => `${key} ${numberText(row.parts[key]!)}`).join(', ')}</span>
              </span>
            </div>
          ))}
          <ul className="chart-legend">
            {keys.map((key, keyIndex) => (
              <li key={key}>
                <span className="legend-swatch" style={{ background: colourOf(keyIndex) }} aria-hidden="true" />
                {key}
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}

function numberText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
