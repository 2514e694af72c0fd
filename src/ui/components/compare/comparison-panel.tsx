import { useEffect, useState } from 'react';
import { useCompareControllers, useComparison } from './use-compare';
import { ComparisonProgress } from './comparison-progress';
import { ComparisonResults } from './comparison-results';
import { ComparisonRuns } from './comparison-runs';
import { ComparisonSetup } from './comparison-setup';
import { KeyNotice } from './key-notice';
import { RunTranscripts } from './run-transcripts';
import { SavedComparisons } from './saved-comparisons';
import { SetupSummary } from './setup-summary';
import { ShareDialog } from '../share/share-dialog';

/**
 * Setup and saved comparisons on the left; progress, results, runs and transcripts on the right.
 * Once a comparison runs (or a saved one opens) the setup folds to a summary bar above the
 * results, which then take the whole width; "Change setup" brings it back.
 */
export function ComparisonPanel({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const { comparison, library } = useCompareControllers();
  const { shown, status } = useComparison();
  const [setupOpen, setSetupOpen] = useState(true);
  const shownId = shown?.result.id;
  useEffect(() => {
    void comparison.prepare();
    void library.refresh();
  }, [comparison, library]);
  // A comparison starting, or another one put on screen, is when the results need the room.
  useEffect(() => {
    if (status === 'running' || shownId !== undefined) setSetupOpen(false);
  }, [status, shownId]);
  const folded = !setupOpen && (shown !== undefined || status !== 'idle');

  return (
    <div className={`comparison-panel${folded ? ' setup-folded' : ''}`}>
      {folded ? (
        <SetupSummary onOpen={() => setSetupOpen(true)} />
      ) : (
        <div className="comparison-side">
          {shown !== undefined && (
            <button type="button" className="quiet fold-setup" aria-expanded={true} onClick={() => setSetupOpen(false)}>
              Hide setup
            </button>
          )}
          <KeyNotice needs="Comparisons" onOpenSettings={onOpenSettings} />
          <ComparisonSetup />
          <SavedComparisons />
        </div>
      )}
      <div className="comparison-main">
        <ComparisonProgress />
        {shown ? (
          <>
            <ComparisonResults shown={shown} onOpenSettings={onOpenSettings} />
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
