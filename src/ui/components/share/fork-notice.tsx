import { useEffect, useRef } from 'react';
import { useSelfDismiss } from '../layout/use-self-dismiss';
import type { ForkedSession } from '../../state/share/replay-controller';

/**
 * Shown in the playground after a replay was forked: which session it became, what to do next, and
 * which restored files may be incomplete. When the run needs a message before it can go on, the
 * Task box gets the focus, so typing it is the next thing the person does.
 */
export function ForkNotice({ forked, onDismiss }: { forked: ForkedSession; onDismiss: () => void }) {
  const toastRef = useRef<HTMLDivElement>(null);
  // A toast that stayed would sit on the page for good: it leaves by itself unless it is being read.
  useSelfDismiss(toastRef, onDismiss, forked.caveats.length > 0 ? 12_000 : 7_000);
  useEffect(() => {
    if (!forked.needsUserMessage) return;
    // The Run pane mounts in the same commit as this notice, so it is there by now.
    document.querySelector<HTMLTextAreaElement>('section[aria-label="Run"] textarea')?.focus();
  }, [forked]);

  return (
    <div className="fork-notice" role="status" ref={toastRef}>
      <p>
        Forked into a new session, “{forked.title}”
        {forked.surface ? '. ' : ', with your current tools and descriptions. '}
        {forked.surface && <span className={forked.surface.ok ? undefined : 'problem-text'}>{forked.surface.text} </span>}
        {forked.needsUserMessage
          ? 'Add a message to continue: type it in the Task box and press Run.'
          : 'The run stopped just before the step you forked from: press Continue (or Run with a new message) to make that step again.'}
      </p>
      {forked.caveats.length > 0 && (
        <>
          <p>The workspace was restored from the transcript, which cannot show everything:</p>
          <ul>
            {forked.caveats.map((caveat, index) => (
              <li key={index}>{caveat}</li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="quiet" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
