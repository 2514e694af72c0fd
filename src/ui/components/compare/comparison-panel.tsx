import { useEffect } from 'react';
import { useCompareControllers, useComparison } from './use-compare';
import { ComparisonProgress } from './comparison-progress';
import { ComparisonResults } from './comparison-results';
import { ComparisonRuns } from './comparison-runs';
import { ComparisonSetup } from './comparison-setup';
import { KeyNotice } from './key-notice';
import { RunTranscripts } from './run-transcripts';
import { SavedComparisons } from './saved-comparisons';
import { ShareDialog } from '../share/share-dialog';

/** Setup and saved comparisons on the left; progress, results, runs and transcripts on the right. */
export function ComparisonPanel({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const { comparison, library } = useCompareControllers();
  const { shown } = useComparison();
  useEffect(() => {
    void comparison.prepare();
    void library.refresh();
  }, [comparison, library]);

  return (
    <div className="comparison-panel">
      <div className="comparison-side">
        <KeyNotice needs="Comparisons" onOpenSettings={onOpenSettings} />
        <ComparisonSetup />
        <SavedComparisons />
      </div>
      <div className="comparison-main">
        <ComparisonProgress />
        {shown ? (
          <>
            <ComparisonResults shown={shown} />
            <ComparisonRuns result={shown.result} />
            <RunTranscripts />
            {/* Where "Share this run" shows its link: the top bar's Share (and its dialog) is the playground view's. */}
            <ShareDialog />
          </>
        ) : (
          <p className="empty-note">
            Pick a lesson and two or more variants, then start the comparison: every run starts from a fresh copy of the lesson's files, and the
            results appear here as runs finish.
          </p>
        )}
      </div>
    </div>
  );
}
