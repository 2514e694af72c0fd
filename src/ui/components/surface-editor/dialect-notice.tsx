import { useSurfaceEditorField } from './surface-hooks';
import './dialect-notice.css';

/**
 * Shown in the editor's header while Settings sends runs to an OpenAI-compatible server: the same
 * surface goes across, but as functions, so a person editing for that server knows what changes
 * before reading the lint's notes about this surface.
 */
export function DialectNotice() {
  const dialect = useSurfaceEditorField('dialect');
  const analysis = useSurfaceEditorField('analysis');
  if (dialect !== 'openai') return null;
  const findings = analysis?.findings ?? [];
  const wireNotes = findings.filter((finding) => finding.rule === 'openai-wire').length;
  const refusedNames = findings.filter((finding) => finding.rule === 'tool-name' && finding.severity === 'error').length;
  return (
    <p className="surface-dialect-notice" role="note">
      Runs go to an OpenAI-compatible server (Settings): this surface is sent as functions, without cache_control, and failures
      arrive as plain text with no is_error. Anthropic's reserved names are free there; names must still match ^[a-zA-Z0-9_-]{'{1,64}'}$.{' '}
      The lint below says what this changes for this surface ({wireNotes} {wireNotes === 1 ? 'note' : 'notes'}
      {refusedNames > 0 ? `, ${refusedNames} ${refusedNames === 1 ? 'name' : 'names'} the server refuses` : ''}).
    </p>
  );
}
