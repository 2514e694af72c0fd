import { lazy, Suspense, useState } from 'react';
import type { SurfaceChange } from '../../../engine/toolkit/surface-diff';
import { usePlayground } from '../../hooks/playground-context';
import { useSurfaceEditorField, useVariants } from './surface-hooks';
import { VariantLinkForm } from './variant-link-form';

const VariantDiffEditor = lazy(() => import('./variant-diff-editor'));

/** Named surfaces: save, open, copy, go back to the defaults, and diff any two. */
export function VariantsPanel() {
  const { variants: controller } = usePlayground();
  const { variants, currentId, persistent, notice, diff } = useVariants();
  const edited = useSurfaceEditorField('edited');
  const [name, setName] = useState('');
  const [left, setLeft] = useState('defaults');
  const [right, setRight] = useState('current');
  const save = () => void controller.save(name).then(() => setName(''));
  const sides = [
    { id: 'current', label: 'The editor' },
    { id: 'defaults', label: 'Defaults' },
    ...variants.map((variant) => ({ id: variant.id, label: variant.name })),
  ];

  return (
    <section className="surface-section variants-panel" aria-label="Variants">
      <h3>Variants</h3>
      {!persistent && (
        <p className="muted">Browser storage is not available, so variants are kept in this page only and are gone after a reload.</p>
      )}
      <form
        className="variant-row"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <input type="text" aria-label="Variant name" placeholder="Name, e.g. terse read_file" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit">Save variant</button>
      </form>
      <div className="variant-row">
        <label>
          Variant{' '}
          <select aria-label="Variant" value={currentId ?? ''} onChange={(event) => event.target.value && controller.open(event.target.value)}>
            <option value="">{edited || !currentId ? '(the editor, not a saved variant)' : '—'}</option>
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={!currentId} onClick={() => currentId && void controller.duplicate(currentId)}>
          Duplicate
        </button>
        <button type="button" onClick={() => controller.resetToDefaults()}>
          Reset to defaults
        </button>
      </div>
      <VariantLinkForm />
      {notice && (
        <p className={notice.problem ? 'problem-text' : 'muted'} role="status">
          {notice.text}
        </p>
      )}
      <div className="variant-row">
        <SideSelect label="Compare from" value={left} onChange={setLeft} sides={sides} />
        <SideSelect label="Compare to" value={right} onChange={setRight} sides={sides} />
        <button type="button" onClick={() => controller.compare(left, right)}>
          Compare variants
        </button>
      </div>
      {diff && (
        <section className="variant-diff" aria-label="Variant diff">
          <header className="variant-diff-header">
            <span>
              {diff.leftLabel} → {diff.rightLabel}:{' '}
              {changeSummary(diff.changes)}
            </span>
            <button type="button" className="quiet" onClick={() => controller.closeDiff()}>
              Close diff
            </button>
          </header>
          <div className="variant-diff-body">
            <Suspense fallback={<p className="muted">Loading the diff editor…</p>}>
              <VariantDiffEditor original={diff.original} modified={diff.modified} />
            </Suspense>
          </div>
        </section>
      )}
    </section>
  );
}

/** "read_file description, Bash name", shortened when a preset differs in everything. */
function changeSummary(changes: SurfaceChange[]): string {
  if (changes.length === 0) return 'no differences';
  const named = changes.map((change) => [change.tool, change.field].filter(Boolean).join(' '));
  const shown = named.slice(0, 12).join(', ');
  return named.length > 12 ? `${shown} and ${named.length - 12} more` : shown;
}

interface SideSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sides: Array<{ id: string; label: string }>;
}

function SideSelect({ label, value, onChange, sides }: SideSelectProps) {
  return (
    <label>
      {label}{' '}
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {sides.map((side) => (
          <option key={side.id} value={side.id}>
            {side.label}
          </option>
        ))}
      </select>
    </label>
  );
}
