import { useState } from 'react';
import type { ComparisonResult } from '../../../engine/compare/comparison';
import { downloadText } from '../wire/download-text';
import { useCompareControllers } from './use-compare';

/**
 * "Download report": the finished (or cancelled) comparison as the JSON file `npm run compare --
 * --out` writes, every run's transcript included, so it can be diffed against a CLI run.
 */
export function DownloadReport({ result }: { result: ComparisonResult }) {
  const { sharing } = useCompareControllers();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const download = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const file = await sharing.reportFile(result);
      if (file.ok) downloadText(file.name, file.text, 'application/json');
      else setProblem(file.message);
    } catch (error) {
      setProblem(`The report could not be made: ${error instanceof Error ? error.message : String(error)}. Reload the page and try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="small" disabled={busy} onClick={() => void download()}>
        Download report
      </button>
      {problem && (
        <p role="alert" className="problem-text small">
          {problem}
        </p>
      )}
    </>
  );
}
