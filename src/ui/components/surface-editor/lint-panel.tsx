import type { Finding } from '../../../engine/surface-analysis/lint/finding';
import { useSurfaceEditorField } from './surface-hooks';
import { TrustNote } from './trust-note';

const severityLabel: Record<Finding['severity'], string> = { error: 'Error', warning: 'Warning', info: 'Note' };

/** The ACI lint of the surface in the editor: each finding, the field it is about, and the fix. */
export function LintPanel({ onReveal }: { onReveal: (field: string) => void }) {
  const analysis = useSurfaceEditorField('analysis');
  const invalid = useSurfaceEditorField('invalid');
  const dialect = useSurfaceEditorField('dialect');
  if (!analysis) return null;
  const { findings } = analysis;
  return (
    <section className="surface-section lint-panel" aria-label="Lint">
      <h3>
        Lint: {findings.length === 0 ? 'no findings' : `${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}`}
        {invalid && <span className="muted"> (of the last valid surface)</span>}
        {dialect === 'openai' && <span className="muted"> (for the OpenAI-compatible server in Settings)</span>}
      </h3>
      {findings.length === 0 && <p className="muted">The surface follows every rule the lint checks.</p>}
      <ul className="lint-findings">
        {findings.map((finding, index) => (
          <li key={`${finding.rule}-${finding.field}-${index}`} className={`lint-finding lint-${finding.severity}`}>
            <p>
              <span className="lint-severity">{severityLabel[finding.severity]}</span> <span className="muted">{finding.rule}</span>{' '}
              <button type="button" className="link-button" onClick={() => onReveal(finding.field)}>
                Go to {finding.field}
              </button>
            </p>
            <p>{finding.message}</p>
            <p className="lint-fix">Fix: {finding.suggestion}</p>
            <TrustNote rule={finding.rule} />
          </li>
        ))}
      </ul>
    </section>
  );
}
