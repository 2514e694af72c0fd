import { usePlayground } from '../../hooks/playground-context';
import { useSurfaceEditor, useSurfaceEditorField } from './surface-hooks';

/**
 * What must stay in sight while the person types (in the sticky header): an edit that is not
 * applied and which field is wrong, and a question before unsaved edits are replaced.
 */
export function SurfaceNotices({ onReveal }: { onReveal: (field: string) => void }) {
  const { surfaceEditor } = usePlayground();
  const { invalid, confirm } = useSurfaceEditor();
  return (
    <>
      {invalid && (
        <div className="surface-invalid" role="alert">
          <p>
            This edit is not applied: <code>{invalid.field}</code> — {invalid.message}. The run keeps the last valid surface until
            the text is fixed.
          </p>
          {invalid.offset !== undefined && (
            <button type="button" onClick={() => onReveal(invalid.field)}>
              Show the problem
            </button>
          )}
        </div>
      )}
      {confirm && (
        <div className="surface-confirm" role="group" aria-label="Unsaved edits">
          <p>Your edits are not saved as a variant. Replace them with {confirm.label}?</p>
          <button type="button" onClick={() => surfaceEditor.confirmReplace()}>
            Replace my edits
          </button>
          <button type="button" onClick={() => surfaceEditor.cancelReplace()}>
            Keep my edits
          </button>
        </div>
      )}
    </>
  );
}

/** An edited schema that lets through calls its handler cannot take, said plainly. */
export function MismatchNotice({ onReveal }: { onReveal: (field: string) => void }) {
  const analysis = useSurfaceEditorField('analysis');
  const mismatches = (analysis?.findings ?? []).filter((finding) => finding.rule === 'handler-mismatch' && finding.severity === 'error');
  return (
    <>
      {mismatches.length > 0 && (
        <div className="surface-mismatch" role="status">
          <p>
            <strong>The edited schema lets through calls the tool behind it cannot take.</strong> Such a call passes the gate and is
            then refused: the model gets a SurfaceMismatch failure, and the transcript shows the problem.
          </p>
          <ul>
            {mismatches.map((finding, index) => (
              <li key={index}>
                {finding.message} {finding.suggestion}{' '}
                <button type="button" className="link-button" onClick={() => onReveal(finding.field)}>
                  Go to {finding.field}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
