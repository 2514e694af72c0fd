import type { TextTable } from '../../../engine/compare/report-table';
import type { ComparisonShown } from '../../state/compare/compare-results';
import { startedText } from './compare-format';
import { DownloadReport } from './download-report';
import { FailureKindsChart, PassRateChart, ToolUsageChart, WrittenVsChangeChart } from './comparison-charts';
import { ComparisonVerdicts } from './comparison-verdicts';
import { DifferenceChart } from './difference-chart';
import { LessonRewritePanel } from '../improve/lesson-rewrite-panel';

/**
 * The Results region: per variant, the same cells `npm run compare` prints (pass rate, Wilson
 * interval, steps, calls, failures, tokens, cost, time, and any newer columns the engine adds),
 * the charts where a picture says it faster, and how often each check passed.
 */
export function ComparisonResults({ shown, onOpenSettings }: { shown: ComparisonShown; onOpenSettings?: () => void }) {
  const { result, live } = shown;
  const runsMade = result.runs.length;
  const planned = result.variants.length * result.runsPerVariant;
  return (
    <section className="comparison-results" aria-label="Results">
      <header className="results-header">
        <h2>{result.lessonTitle}</h2>
        <p className="muted small">
          {result.modelId} · started {startedText(result.startedAt)} · {runsMade} of {planned} runs
          {live ? ' · still running: the numbers cover the runs finished so far' : result.cancelled ? ' · cancelled: the numbers cover the runs that finished' : ''}
        </p>
        {!live && <DownloadReport result={result} />}
      </header>
      <ComparisonVerdicts shown={shown} />
      <ResultTable table={shown.variantTable} caption="Per variant (behaviour over checked runs; tokens and cost over every run made)" costUnknown={result.metrics.some((metrics) => metrics.cost === 'unknown')} />
      <div className="charts">
        <PassRateChart metrics={result.metrics} />
        <DifferenceChart verdicts={shown.verdicts} level={shown.level} />
        <ToolUsageChart metrics={result.metrics} />
        <FailureKindsChart metrics={result.metrics} />
        <WrittenVsChangeChart metrics={result.metrics} />
      </div>
      {shown.checkTable.rows.length > 0 && <ResultTable table={shown.checkTable} caption="How often each check passed" />}
      <LessonRewritePanel onOpenSettings={onOpenSettings} />
    </section>
  );
}

function ResultTable({ table, caption, costUnknown = false }: { table: TextTable; caption: string; costUnknown?: boolean }) {
  const costColumn = table.headers.indexOf('cost');
  return (
    <div className="table-scroll">
      <table className="results-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{index === costColumn && cell === 'unknown' ? 'unknown price' : cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {costUnknown && <p className="hint">Cost: the price table does not know this model, so no cost is guessed. Tokens are exact.</p>}
    </div>
  );
}
