import { describeStopReason } from '../../../engine/loop/stop-reason';
import { BUDGET_COUNTING } from '../../../engine/loop/token-budget';
import type { SurfaceChange } from '../../../engine/toolkit/surface-diff';
import type { CrashView, NodeEndView, StepView, StopView, TaskView } from '../../state/run/transcript-view';
import { CollapsibleText } from './collapsible-text';
import { tokensText, usageBreakdown } from './format';
import { ToolCallEntry } from './tool-call-entry';
import { WaitingForModel } from './waiting-for-model';

export function TaskEntry({ entry }: { entry: TaskView }) {
  return (
    <div className="entry entry-task">
      <div className="entry-label">You</div>
      <CollapsibleText text={entry.text} className="prose" />
    </div>
  );
}

export function StepEntry({ entry, live }: { entry: StepView; live: boolean }) {
  const streaming = live && !entry.finished && entry.calls.length === 0;
  return (
    <div className="entry entry-step">
      <div className="step-header">
        <span className="entry-label">Step {entry.step}</span>
        {entry.usage && <span title={usageBreakdown(entry.usage)}>{tokensText(entry.usage)}</span>}
        {!entry.usage && live && entry.text === '' && entry.calls.length === 0 && <WaitingForModel />}
        {!entry.usage && live && (entry.text !== '' || entry.calls.length > 0) && <span className="muted">the model is answering…</span>}
        {!entry.usage && !live && !entry.finished && <span className="muted">no complete reply</span>}
      </div>
      {entry.surfaceChanges && <SurfaceChangeNote changes={entry.surfaceChanges} />}
      {(entry.text !== '' || streaming) && (
        <div className={`assistant-text${streaming ? ' streaming' : ''}`}>{entry.text}</div>
      )}
      {entry.calls.map((call) => (
        <ToolCallEntry key={call.id} call={call} running={live} />
      ))}
    </div>
  );
}

function SurfaceChangeNote({ changes }: { changes: SurfaceChange[] }) {
  const listed = changes.map((change) => [change.tool, change.field].filter(Boolean).join(' ')).join(', ');
  return <p className="surface-change">The surface changed before this step: {listed}.</p>;
}

/**
 * How the run ended. A provider error of the latest run is the one role="alert" on the page, so a
 * screen reader announces it and there is exactly one alert to find.
 */
export function StopEntry({ entry, latest }: { entry: StopView; latest: boolean }) {
  const trouble = entry.reason.type === 'provider_error';
  const steps = `${entry.steps} ${entry.steps === 1 ? 'step' : 'steps'}`;
  return (
    <div className={`entry entry-stop${trouble ? ' entry-trouble' : ''}`}>
      <p role={trouble && latest ? 'alert' : undefined} className="stop-reason">
        {describeStopReason(entry.reason)}
      </p>
      {entry.reason.type === 'provider_error' && entry.reason.detail && (
        <p className="muted small">Provider said: {entry.reason.detail}</p>
      )}
      <p className="run-total" title={usageBreakdown(entry.usage)}>
        Run total: {tokensText(entry.usage)} · {steps}
      </p>
    </div>
  );
}

export function CrashEntry({ entry }: { entry: CrashView }) {
  return (
    <div className="entry tool-problem">
      <strong>Bug in the playground.</strong> {entry.message}
    </div>
  );
}

/** How an agent read back from storage was left: done, stopped by a limit, interrupted, failed. */
export function NodeEndEntry({ entry }: { entry: NodeEndView }) {
  const trouble = entry.status.state === 'failed';
  return (
    <div className={`entry entry-stop${trouble ? ' entry-trouble' : ''}`}>
      <p className="stop-reason">{describeNodeEnd(entry.status)}</p>
      <p className="run-total" title={usageBreakdown(entry.usage)}>
        Agent total: {tokensText(entry.usage)}
      </p>
    </div>
  );
}

function describeNodeEnd(status: NodeEndView['status']): string {
  switch (status.state) {
    case 'done':
      return 'Done: the model answered without calling a tool.';
    case 'interrupted':
      return 'Interrupted: the page closed or reloaded while this agent was running. Continue carries it on; calls left unanswered are marked interrupted.';
    case 'failed':
      return `Failed: ${status.cause}`;
    case 'stopped':
      return stoppedWords[status.why];
    case 'running':
      return 'Running…';
  }
}

const stoppedWords: Record<Extract<NodeEndView['status'], { state: 'stopped' }>['why'], string> = {
  step_cap: 'Stopped at the step cap. Raise the cap or continue the run.',
  token_cap: `Stopped at the token budget (${BUDGET_COUNTING}).`,
  malformed_cap: 'Stopped: several turns in a row brought calls the toolkit could not use.',
  aborted: 'Stopped by the user.',
};
