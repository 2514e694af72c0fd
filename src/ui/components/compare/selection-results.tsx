import type { SelectionReport } from '../../../engine/compare/selection';
import type { SelectionVariantResult } from '../../../engine/compare/selection-summary';
import { differenceSentence } from '../../../engine/compare/selection-table';
import { percentText } from './compare-format';
import { PairedDifferenceTable } from './paired-difference-table';

/** Accuracy per set of tools with its interval, per prompt, and expected-versus-picked counts. */
export function SelectionResults({ report }: { report: SelectionReport }) {
  return (
    <section className="selection-results" aria-label="Selection results">
      <h3>Selection results{report.cancelled ? ' (cancelled: over the calls that were made)' : ''}</h3>
      <div className="table-scroll">
        <table className="results-table">
          <caption>Accuracy per set of tools</caption>
          <thead>
            <tr>
              <th scope="col">tools</th>
              <th scope="col">correct</th>
              <th scope="col">95% interval</th>
              <th scope="col">errors</th>
              {report.variants[0]?.perPrompt.map((prompt, index) => (
                <th key={index} scope="col" title={prompt.prompt}>
                  prompt {index + 1} ({prompt.expected})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.variants.map((variant) => (
              <tr key={variant.variant}>
                <th scope="row">{variant.variant}</th>
                <td>{variant.accuracy === undefined ? 'no answers' : `${variant.correct}/${variant.scored} (${percentText(variant.accuracy)})`}</td>
                <td>{variant.interval ? `${percentText(variant.interval.low)}–${percentText(variant.interval.high)}` : '—'}</td>
                <td>{variant.errored}</td>
                {variant.perPrompt.map((prompt, index) => (
                  <td key={index}>{prompt.scored === 0 ? '—' : `${prompt.correct}/${prompt.scored}`}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.differences.length > 0 && (
        <PairedDifferenceTable
          label="Against the baseline"
          caption={`Against the baseline, ${report.baseline} (same prompts, paired)`}
          rowHeading="tools"
          rows={report.differences.map((difference) => ({
            name: difference.variant,
            delta: difference.delta,
            low: difference.low,
            high: difference.high,
            verdict: verdictWords(difference, report.variants[0]?.perPrompt.length ?? 1),
            verdictTitle: differenceSentence(difference, report.variants[0]?.perPrompt.length ?? 1),
          }))}
        />
      )}
      {report.variants.map((variant) => (
        <ConfusionTable key={variant.variant} variant={variant} />
      ))}
      {report.variants.map((variant) => (
        <PerToolTable key={variant.variant} variant={variant} />
      ))}
    </section>
  );
}

/** Rows: the tool expected; columns: what the model called first (a tool, no tool, or the right tool with wrong arguments). */
function ConfusionTable({ variant }: { variant: SelectionVariantResult }) {
  const expected = Object.keys(variant.confusion);
  const picked = [...new Set(expected.flatMap((row) => Object.keys(variant.confusion[row]!)))].sort();
  if (expected.length === 0) return null;
  return (
    <div className="table-scroll">
      <p className="table-title">{variant.variant}: expected (rows) against the tool called first (columns)</p>
      <table className="results-table confusion-table" aria-label={`Confusion: ${variant.variant}`}>
        <thead>
          <tr>
            <th scope="col">expected</th>
            {picked.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {expected.map((row) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {picked.map((name) => {
                const count = variant.confusion[row]![name] ?? 0;
                return (
                  <td key={name} className={count > 0 ? (name === row ? 'confusion-hit' : 'confusion-miss') : undefined}>
                    {count}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "better", "worse", or "undecided: about 12 samples per prompt would tell". */
function verdictWords(difference: SelectionReport['differences'][number], prompts: number): string {
  if (difference.verdict !== 'undecided') return difference.verdict;
  if (difference.answersToTell === undefined) return 'undecided: no difference shows yet';
  return `undecided: about ${Math.ceil(difference.answersToTell / Math.max(1, prompts))} samples per prompt would tell`;
}

/** Per tool: precision (its first calls that were right) and recall (expected calls it got). */
function PerToolTable({ variant }: { variant: SelectionVariantResult }) {
  if (variant.perTool.length === 0) return null;
  return (
    <div className="table-scroll">
      <table className="results-table" aria-label={`Per tool: ${variant.variant}`}>
        <caption>{variant.variant}: precision and recall per tool</caption>
        <thead>
          <tr>
            <th scope="col">tool</th>
            <th scope="col">precision</th>
            <th scope="col">recall</th>
          </tr>
        </thead>
        <tbody>
          {variant.perTool.map((tool) => (
            <tr key={tool.tool}>
              <th scope="row">{tool.tool}</th>
              <td>{tool.precision === undefined ? '—' : `${percentText(tool.precision)} (${tool.hits}/${tool.called})`}</td>
              <td>{tool.recall === undefined ? '—' : `${percentText(tool.recall)} (${tool.hits}/${tool.expected})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
