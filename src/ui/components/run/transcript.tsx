import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRun } from '../../hooks/use-playground-state';
import type { TranscriptEntry } from '../../state/run/transcript-view';
import { CrashEntry, NodeEndEntry, StepEntry, StopEntry, TaskEntry } from './transcript-entries';

/** The conversation as it streams in; follows the newest entry unless the person scrolled up. */
export function Transcript() {
  const { transcript, status } = useRun();
  const logRef = useRef<HTMLDivElement>(null);
  const pinnedToBottom = useRef(true);

  useLayoutEffect(() => {
    const log = logRef.current;
    // An empty log has nothing to follow; reading its height would lay out the whole page before
    // its first paint, which the browser does once anyway.
    if (log && pinnedToBottom.current && transcript.entries.length > 0) log.scrollTop = log.scrollHeight;
  }, [transcript]);

  // The log also changes size without new entries (an approval card or the plan appears above
  // it, a result is expanded): stay at the bottom then too, if that is where the person was.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinnedToBottom.current) log.scrollTop = log.scrollHeight;
    });
    observer.observe(log);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const log = logRef.current;
    if (log) pinnedToBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
  };

  const lastStop = transcript.entries.findLastIndex((entry) => entry.kind === 'stop');
  return (
    <div className="transcript" role="log" aria-label="Transcript" ref={logRef} onScroll={onScroll}>
      {transcript.entries.length === 0 && <p className="muted transcript-empty">The conversation will appear here: your task, the model's replies, every tool call and what came back.</p>}
      {transcript.entries.map((entry, index) => renderEntry(entry, index, transcript.runs, status !== 'idle', index === lastStop))}
    </div>
  );
}

function renderEntry(entry: TranscriptEntry, index: number, currentRun: number, running: boolean, latestStop: boolean) {
  const key = `${entry.run}-${entry.kind}-${index}`;
  switch (entry.kind) {
    case 'task':
      return <TaskEntry key={key} entry={entry} />;
    case 'step':
      return <StepEntry key={key} entry={entry} live={running && entry.run === currentRun} />;
    case 'stop':
      return <StopEntry key={key} entry={entry} latest={latestStop && entry.run === currentRun} />;
    case 'crash':
      return <CrashEntry key={key} entry={entry} />;
    case 'node-end':
      return <NodeEndEntry key={key} entry={entry} />;
  }
}
