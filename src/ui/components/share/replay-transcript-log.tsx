import { useEffect, useRef } from 'react';
import type { ReplayEntry, ReplayToolCall, ReplayTranscript } from '../../state/share/replay-transcript';
import { CollapsibleText } from '../run/collapsible-text';
import { parseFailure, prettyJson } from '../run/format';

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
        <ReplayCall key={call.id} call={call} />
      ))}
    </div>
  );
}

function ReplayCall({ call }: { call: ReplayToolCall }) {
  const { result } = call;
  const failure = result?.isError ? parseFailure(result.content) : undefined;
  const state = !result ? 'no-result' : result.isError ? 'failed' : 'ok';
  return (
    <article className={`tool-call tool-call-${state}`} aria-label={`${call.name} call`}>
      <header className="tool-call-header">
        <span className="tool-name">{call.name}</span>
        <span className="tool-call-status">
          {state === 'no-result' && 'no result (the run stopped first)'}
          {state === 'ok' && 'ok'}
          {state === 'failed' && `failed${failure ? `: ${failure.error}` : ''}`}
        </span>
      </header>
      <details className="tool-arguments" open>
        <summary>Arguments</summary>
        <CollapsibleText text={prettyJson(call.input)} className="code" />
      </details>
      {result && (
        <div className={`tool-result${result.isError ? ' tool-failure' : ''}`}>
          <div className="result-label">{result.isError ? 'Failure' : 'Result'} (what the model read)</div>
          {failure ? <p className="failure-message">{failure.message}</p> : <CollapsibleText text={result.content} className="code" />}
        </div>
      )}
    </article>
  );
}
