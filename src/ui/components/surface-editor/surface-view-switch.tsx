import { usePlayground } from '../../hooks/playground-context';
import { useSurfaceEditorField } from './surface-hooks';

export type SurfaceViewMode = 'prose' | 'json' | 'both';

const modes: Array<{ mode: SurfaceViewMode; label: string }> = [
  { mode: 'prose', label: 'Prose' },
  { mode: 'json', label: 'JSON' },
  { mode: 'both', label: 'Side by side' },
];

/** Prose, JSON or both: two views of one text, with Undo and Redo that cover edits made in either. */
export function SurfaceViewSwitch({ mode, onChange }: { mode: SurfaceViewMode; onChange: (mode: SurfaceViewMode) => void }) {
  const { surfaceEditor } = usePlayground();
  const canUndo = useSurfaceEditorField('canUndo');
  const canRedo = useSurfaceEditorField('canRedo');
  return (
    <div className="surface-view-switch">
      <div role="group" aria-label="Surface view" className="segmented">
        {modes.map((option) => (
          <button key={option.mode} type="button" aria-pressed={mode === option.mode} onClick={() => onChange(option.mode)}>
            {option.label}
          </button>
        ))}
      </div>
      <div className="button-row">
        <button type="button" disabled={!canUndo} onClick={() => surfaceEditor.undo()} title="Ctrl+Z in either view">
          Undo
        </button>
        <button type="button" disabled={!canRedo} onClick={() => surfaceEditor.redo()} title="Ctrl+Shift+Z or Ctrl+Y in either view">
          Redo
        </button>
      </div>
    </div>
  );
}
