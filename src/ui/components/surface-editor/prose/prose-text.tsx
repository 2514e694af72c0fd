import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Finding } from '../../../../engine/surface-analysis/lint/finding';
import { usePlayground } from '../../../hooks/playground-context';
import type { ProseField } from '../../../state/surface/surface-prose';
import { TrustNote } from '../trust-note';

interface ProseTextProps {
  /** The accessible name ("Description of read_file"), also shown as the label unless `hideLabel`. */
  label: string;
  field: ProseField;
  findings?: readonly Finding[];
  hideLabel?: boolean;
  rows?: number;
}

const severityLabel: Record<Finding['severity'], string> = { error: 'Error', warning: 'Warning', info: 'Note' };

/**
 * One string of the surface as a paragraph: a textarea that wraps and grows with its text, so a
 * description is read and written whole, with line breaks and quotes as they are (the JSON view
 * shows them escaped). Its lint findings sit right under it.
 */
export function ProseText({ label, field, findings = [], hideLabel = false, rows = 2 }: ProseTextProps) {
  const { surfaceEditor } = usePlayground();
  const box = useRef<HTMLTextAreaElement>(null);

  // Grow to fit the text, and again when the box gets narrower or wider (a view switch, the
  // divider dragged): a description is never cut off inside a box with its own scrollbar.
  useLayoutEffect(() => {
    const element = box.current;
    // Where the browser sizes a box to its content itself (CSS field-sizing), it also does so
    // when a closed <details> opens; elsewhere the height is set here.
    if (!element || sizesItself()) return;
    fitHeight(element);
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fitHeight(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [field.text]);

  return (
    <div className="prose-field">
      {!hideLabel && <span className="prose-label">{label}</span>}
      <textarea
        ref={box}
        className="prose-text"
        aria-label={label}
        rows={rows}
        spellCheck
        value={field.text}
        onChange={(event) => surfaceEditor.editText(field.path, event.target.value)}
        onKeyDown={(event) => undoKeys(event, surfaceEditor)}
      />
      {findings.length > 0 && (
        <ul className="prose-findings" aria-label={`Lint on ${label}`}>
          {findings.map((finding, index) => (
            <li key={`${finding.rule}-${index}`} className={`lint-${finding.severity}`}>
              <strong>{severityLabel[finding.severity]}:</strong> {finding.message} <span className="lint-fix">Fix: {finding.suggestion}</span>
              <TrustNote rule={finding.rule} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function sizesItself(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
}

function fitHeight(element: HTMLTextAreaElement): void {
  element.style.height = 'auto';
  element.style.height = `${element.scrollHeight + 2}px`;
}

/**
 * Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y walk the surface's one history (shared with the JSON view) rather
 * than this box's own, which knows nothing of edits made in the other view.
 */
export function undoKeys(event: KeyboardEvent<HTMLElement>, editor: { undo(): void; redo(): void }): void {
  const action = undoAction(event);
  if (!action) return;
  event.preventDefault();
  editor[action]();
}

export function undoAction(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; key: string }): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}
