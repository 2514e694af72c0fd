import type { StepSurface } from '../../../share/replay-surface';
import type { DiffPart, SurfaceFieldChange } from '../../state/share/replay-surface-diff';

/**
 * What the model read about its tools at the current step, as its differences from this app's
 * defaults: per tool and field, a word diff (struck out: the default; underlined: the shared text).
 */
export function ReplaySurface({ surface, changes }: { surface: StepSurface; changes: SurfaceFieldChange[] }) {
  return (
    <section className="replay-pane replay-surface" aria-label="Shared surface">
      <h3 className="pane-title">Surface at this step</h3>
      {!surface.surface && (
        <p className="replay-caveats">
          The link does not carry the surface this step was sent with (it was edited mid-run and the person who shared it no longer had that
          version), so it cannot be shown.
        </p>
      )}
      {surface.surface && !surface.exact && (
        <p className="replay-caveats">
          Shown on this version's defaults, which differ from those of the app that made the link: what the model read may have differed slightly.
        </p>
      )}
      {surface.surface && changes.length === 0 && <p className="muted">The default tools and descriptions, unchanged.</p>}
      {changes.length > 0 && <p className="muted">Changed from the defaults ({changes.length}):</p>}
      {changes.map((change, index) => (
        <article key={index} className="surface-field-change" aria-label={`${change.area} ${change.field}`}>
          <h4>
            {change.area} <span className="muted">· {change.field}</span>
          </h4>
          {change.note && <p>{change.note}</p>}
          {change.parts && <WordDiff parts={change.parts} />}
        </article>
      ))}
    </section>
  );
}

function WordDiff({ parts }: { parts: DiffPart[] }) {
  return (
    <pre className="code word-diff">
      {parts.map((part, index) => {
        if (part.change === 'added') return <ins key={index}>{part.text}</ins>;
        if (part.change === 'removed') return <del key={index}>{part.text}</del>;
        return <span key={index}>{part.text}</span>;
      })}
    </pre>
  );
}
