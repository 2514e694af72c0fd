import { useEffect, useRef } from 'react';
import type { ManualCallResult } from '../../state/manual-call/manual-call-controller';
import { durationText } from '../run/format';

/** The exact string the model would read, and whether it was an error, in region "Result". */
export function ManualCallResultView({ result }: { result: ManualCallResult | undefined }) {
  const sectionRef = useRef<HTMLElement>(null);
  // A new result may land below the fold of a narrow panel: bring its start into view.
  useEffect(() => {
    if (result) sectionRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [result]);
  return (
    <section ref={sectionRef} className={`manual-result${result?.isError ? ' manual-result-error' : ''}`} aria-label="Result">
      <h3>Result</h3>
      {!result && <p className="muted">Call a tool to see what the model would read.</p>}
      {result && (
        <>
          <p className="manual-result-status">
            {result.isError ? (
              <>
                <strong>Error: {result.errorKind}</strong>
                {result.rejectedAtGate ? ' · turned away by the schema check (the tool did not run)' : ''}
              </>
            ) : (
              <strong>Success</strong>
            )}{' '}
            · {result.toolName} · {durationText(result.durationMs)} · {result.content.length.toLocaleString('en-US')} characters
          </p>
          <div className="result-label">The model reads exactly this:</div>
          <pre className="code model-reads">{result.content}</pre>
          {result.problem && (
            <div className="tool-problem">
              <strong>{result.problem.problem === 'surface-mismatch' ? 'Surface mismatch' : 'Bug in the playground'}:</strong> {result.problem.detail}
            </div>
          )}
        </>
      )}
    </section>
  );
}
