import { checkKindForm, checkKindForms, type CheckDraft, type CheckKind } from '../../../engine/lessons/check-forms';

interface CheckDraftFieldsProps {
  index: number;
  draft: CheckDraft;
  onChange: (draft: CheckDraft) => void;
  onRemove: () => void;
}

/** One check of the Save as lesson form: its kind, then the fields that kind has. */
export function CheckDraftFields({ index, draft, onChange, onRemove }: CheckDraftFieldsProps) {
  const form = checkKindForm(draft.kind);
  const name = `Check ${index + 1}`;
  return (
    <fieldset className="check-draft" aria-label={name}>
      <legend>{name}</legend>
      <label className="field">
        <span>Kind</span>
        <select value={draft.kind} onChange={(event) => onChange({ kind: event.target.value as CheckKind, fields: { label: draft.fields.label } })}>
          {checkKindForms.map((kind) => (
            <option key={kind.kind} value={kind.kind}>
              {kind.title}
              {kind.needsRun ? '' : ' (no run needed)'}
            </option>
          ))}
        </select>
      </label>
      {form.fields.map((field) => (
        <label key={field.name} className="field">
          <span>
            {field.label}
            {field.optional && <span className="small"> (optional)</span>}
          </span>
          <input
            value={draft.fields[field.name] ?? ''}
            placeholder={field.example}
            inputMode={field.number ? 'numeric' : undefined}
            onChange={(event) => onChange({ ...draft, fields: { ...draft.fields, [field.name]: event.target.value } })}
          />
        </label>
      ))}
      {form.canBeAbsent && (
        <label className="checkbox">
          <input type="checkbox" checked={draft.absent === true} onChange={(event) => onChange({ ...draft, absent: event.target.checked })} />
          Passes when it is absent instead
        </label>
      )}
      <button type="button" className="quiet" onClick={onRemove}>
        Remove {name.toLowerCase()}
      </button>
    </fieldset>
  );
}
