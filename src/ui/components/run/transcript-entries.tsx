import { describeStopReason } from '../../../engine/loop/stop-reason';
import type { SurfaceChange } from '../../../engine/toolkit/surface-diff';
import type { CrashView, StepView, StopView, TaskView } from '../../state/transcript-view';
import { CollapsibleText } from './collapsible-text';
import { tokensText, usageBreakdown } from './format';
import { ToolCallEntry } from './tool-call-entry';

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
        {!entry.usage && live && <span className="muted">{entry.text === '' ? 'waiting for the model…' : 'the model is answering…'}</span>}
        {!entry.usage && !live && <span className="muted">no complete reply</span>}
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
