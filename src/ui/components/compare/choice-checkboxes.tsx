import type { ReactNode } from 'react';

interface ChoiceCheckboxesProps {
  legend: string;
  choices: ReadonlyArray<{ id: string; label: ReactNode }>;
  selected: readonly string[];
  onToggle: (id: string, selected: boolean) => void;
  disabled?: boolean;
  /** Shown while there is nothing to choose from yet. */
  whenEmpty?: string;
}

/** A set of surfaces to pick several of (comparison variants, selection-test tool sets). */
export function ChoiceCheckboxes({ legend, choices, selected, onToggle, disabled, whenEmpty }: ChoiceCheckboxesProps) {
  return (
    <fieldset className="variant-choices" disabled={disabled}>
      <legend>{legend}</legend>
      {choices.length === 0 && whenEmpty && <p className="muted small">{whenEmpty}</p>}
      {choices.map((choice) => (
        <label key={choice.id} className="checkbox">
          <input type="checkbox" checked={selected.includes(choice.id)} onChange={(event) => onToggle(choice.id, event.target.checked)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
