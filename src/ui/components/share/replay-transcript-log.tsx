import { useEffect, useRef } from 'react';
import type { ReplayEntry, ReplayTranscript } from '../../state/share/replay-transcript';
import { CollapsibleText } from '../run/collapsible-text';
import { ToolCallEntry } from '../run/tool-call-entry';

/**
 * A shared transcript up to the current step, as text only: everything in it came from a link.
 * The current step is marked and scrolled into view as the person steps.
 */
export function ReplayTranscriptLog({ transcript, step, agentName }: { transcript: ReplayTranscript; step: number; agentName: string }) {
  const currentRef = useRef<HTMLDivElement>(null);
  // Braces matter: newer browsers return a promise from scrollIntoView, and an effect must not.
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest' });
  }, [step, transcript]);

  return (
    <div className="transcript replay-transcript" role="log" aria-label="Shared transcript">
      {transcript.notStarted && <p className="muted">{agentName} had not started by this step.</p>}
      {transcript.entries.map((entry, index) => (
        <div key={index} ref={entry.kind === 'step' && entry.step === step ? currentRef : undefined}>
          <ReplayEntryView entry={entry} current={entry.kind === 'step' && entry.step === step} />
        </div>
      ))}
    </div>
  );
}

function ReplayEntryView({ entry, current }: { entry: ReplayEntry; current: boolean }) {
  if (entry.kind === 'user') {
    return (
      <div className="entry entry-task">
        <div className="entry-label">{entry.first ? 'Task' : 'Message'}</div>
        <CollapsibleText text={entry.text} className="prose" />
      </div>
    );
  }
  return (
    <div className={`entry entry-step${current ? ' replay-current-step' : ''}`} aria-current={current ? 'step' : undefined}>
      <div className="step-header">
        <span className="entry-label">Step {entry.step}</span>
        {current && <span className="muted">this step</span>}
      </div>
      {entry.text !== '' && <div className="assistant-text">{entry.text}</div>}
      {entry.calls.map((call) => (
        // A shared call reads exactly like a live one; the link carries no problems or timings.
        <ToolCallEntry key={call.id} call={{ ...call, problems: [] }} running={false} />
      ))}
    </div>
  );
}
