import type { FailurePreview } from '../../../engine/surface-analysis/failure-preview';
import { useSurfaceEditorField } from './surface-hooks';

/**
 * Every failure template in force, per tool, with the placeholders its code fills, the ones it
 * never fills (flagged: the model would read the braces), and a live preview rendered with sample
 * values and the surface's current tool names. The templates are edited in the JSON.
 */
export function FailureTemplates({ onReveal }: { onReveal: (field: string) => void }) {
  const analysis = useSurfaceEditorField('analysis');
  if (!analysis) return null;
  const groups = new Map<string, FailurePreview[]>();
  for (const entry of analysis.failures) {
    const owner = entry.tool ?? 'Toolkit (every tool)';
    groups.set(owner, [...(groups.get(owner) ?? []), entry]);
  }
  return (
    <section className="surface-section" aria-label="Failure templates">
      <h3>Failure templates</h3>
      <p className="muted">
        What the model reads when a call fails. <code>{'{name}'}</code> is filled by the code, <code>{'{tool:id}'}</code> is that
        tool's current name, <code>{'[[ a || b ]]'}</code> keeps the first option whose tools are on.
      </p>
      {[...groups].map(([owner, entries]) => {
        const flagged = entries.filter((entry) => entry.unknownPlaceholders.length > 0).length;
        return (
          <details key={owner} className="failure-group" open={flagged > 0}>
            <summary>
              {owner}: {entries.length} {entries.length === 1 ? 'template' : 'templates'}
              {flagged > 0 && <span className="failure-flag"> · {flagged} with unknown placeholders</span>}
            </summary>
            {entries.map((entry) => (
              <FailureEntry key={entry.field} entry={entry} onReveal={onReveal} />
            ))}
          </details>
        );
      })}
    </section>
  );
}

function FailureEntry({ entry, onReveal }: { entry: FailurePreview; onReveal: (field: string) => void }) {
  const dropped = entry.tools.filter((tool) => tool.name === undefined);
  return (
    <article className="failure-entry" aria-label={`${entry.tool ?? 'Toolkit'} ${entry.kind}`}>
      <header>
        <strong>{entry.kind}</strong>
        {entry.edited && <span className="muted"> · edited</span>}{' '}
        <button type="button" className="link-button" onClick={() => onReveal(entry.field)}>
          Edit {entry.field} in the JSON
        </button>
      </header>
      <pre className="failure-template">{entry.template}</pre>
      {entry.placeholders.length > 0 && (
        <p className="failure-placeholders">
          Placeholders:{' '}
          {entry.placeholders.map((placeholder) => (
            <code key={placeholder.name} className={placeholder.used ? 'placeholder-used' : 'placeholder-unused'} title={placeholder.used ? 'used' : 'not used'}>
              {`{${placeholder.name}}`} = {String(placeholder.sample)}
            </code>
          ))}
        </p>
      )}
      {entry.declared === undefined && <p className="failure-flag">No code returns a failure of this kind, so this template is never shown.</p>}
      {entry.unknownPlaceholders.length > 0 && (
        <p className="failure-flag">
          Unknown {entry.unknownPlaceholders.length === 1 ? 'placeholder' : 'placeholders'} {entry.unknownPlaceholders.join(', ')}: nothing fills{' '}
          {entry.unknownPlaceholders.length === 1 ? 'it' : 'them'}, so the model reads the braces as written.
        </p>
      )}
      {dropped.length > 0 && (
        <p className="muted">Refers to tools that are off ({dropped.map((tool) => tool.id).join(', ')}): the options naming them are left out.</p>
      )}
      <p className="failure-preview-label">Preview (sample values):</p>
      <pre className="failure-preview">{entry.preview}</pre>
    </article>
  );
}
