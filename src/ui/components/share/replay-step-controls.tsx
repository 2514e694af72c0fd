import { useEffect } from 'react';

/**
 * Previous / Next and where the replay is ("Step 3 of 12"); ← and → do the same from anywhere on
 * the page except a text field or a control that uses the arrows itself.
 */
export function ReplayStepControls({ step, steps, onPrevious, onNext }: { step: number; steps: number; onPrevious: () => void; onNext: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (usesArrowKeys(event.target)) return;
      if (event.key === 'ArrowLeft') onPrevious();
      else if (event.key === 'ArrowRight') onNext();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onPrevious, onNext]);

  return (
    <nav className="replay-step-controls" aria-label="Steps">
      <button type="button" disabled={step <= 0} onClick={onPrevious}>
        Previous step
      </button>
      <span className="replay-step-indicator" role="status">
        {stepText(step, steps)}
      </span>
      <button type="button" disabled={step >= steps} onClick={onNext}>
        Next step
      </button>
      <span className="muted small">or ← →</span>
    </nav>
  );
}

export function stepText(step: number, steps: number): string {
  if (steps === 0) return 'This run made no model calls';
  if (step === 0) return `Start, before step 1 of ${steps}`;
  return `Step ${step} of ${steps}`;
}

function usesArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="tablist"], [role="slider"], [role="tree"], .monaco-editor')) return true;
  return false;
}
