import { useEffect } from 'react';
import { CopyStepLink } from './copy-step-link';
import './replay-step-controls.css';

interface ReplayStepControlsProps {
  step: number;
  steps: number;
  onGoTo: (step: number) => void;
  /** The whole link (page address included) that opens this replay on its current step. */
  linkToStep: () => Promise<string | undefined>;
}

/**
 * Previous / Next, a scrubber over the whole run, and where the replay is ("Step 3 of 12"). From
 * anywhere on the page except a text field or a control that uses the keys itself: ← and → step,
 * Home goes to the start and End to the last step.
 */
export function ReplayStepControls({ step, steps, onGoTo, linkToStep }: ReplayStepControlsProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (usesArrowKeys(event.target)) return;
      const target = stepForKey(event.key, step, steps);
      if (target === undefined) return;
      event.preventDefault();
      onGoTo(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onGoTo, step, steps]);

  return (
    <nav className="replay-step-controls" aria-label="Steps">
      <button type="button" disabled={step <= 0} onClick={() => onGoTo(step - 1)}>
        Previous step
      </button>
      <span className="replay-step-indicator" role="status">
        {stepText(step, steps)}
      </span>
      <button type="button" disabled={step >= steps} onClick={() => onGoTo(step + 1)}>
        Next step
      </button>
      {steps > 0 && (
        <input
          className="replay-scrubber"
          type="range"
          min={0}
          max={steps}
          step={1}
          value={step}
          aria-label="Step"
          aria-valuetext={stepText(step, steps)}
          onChange={(event) => onGoTo(Number(event.target.value))}
        />
      )}
      <span className="muted small">or ← → Home End</span>
      <CopyStepLink step={step} linkToStep={linkToStep} />
    </nav>
  );
}

export function stepText(step: number, steps: number): string {
  if (steps === 0) return 'This run made no model calls';
  if (step === 0) return `Start, before step 1 of ${steps}`;
  return `Step ${step} of ${steps}`;
}

function stepForKey(key: string, step: number, steps: number): number | undefined {
  if (key === 'ArrowLeft') return step - 1;
  if (key === 'ArrowRight') return step + 1;
  if (key === 'Home') return 0;
  if (key === 'End') return steps;
  return undefined;
}

function usesArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="tablist"], [role="slider"], [role="tree"], .monaco-editor')) return true;
  return false;
}
