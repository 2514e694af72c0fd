import { type ReactNode } from 'react';
import { useStore } from '../../hooks/use-store';
import type { StopReason } from '../../../engine/loop/stop-reason';
import { BUDGET_COUNTING } from '../../../engine/loop/token-budget';
import type { NodeStatus } from '../../../engine/nodes/node';
import type { RunStatus } from '../../state/run/run-snapshot';
import { usePlayground } from '../../hooks/playground-context';
import { useApprovals, useRun, useSessions, useSettings, useSurface, useWorkspaceStatus } from '../../hooks/use-playground-state';
import { ApprovalCard } from '../approvals/approval-card';
import { stopWords } from '../nodes/node-rows';
import { tokensText } from './format';
import { PlanView } from './plan-view';
import { Transcript } from './transcript';
import './run.css';

/**
 * The run: the task, Run and Stop, the run's state, the plan, a pending approval, the transcript.
 * `header` sits above the task (the agent tree of the session).
 */
export function RunPane({ header }: { header?: ReactNode } = {}) {
  const { run, approvals, taskDraft } = usePlayground();
  const snapshot = useRun();
  const { pending, autoApprove } = useApprovals();
  const rootStatus = useSessions().nodes.find((node) => node.depth === 0)?.status;
  // Subscribed so the blocker below is re-read when any of these change.
  useSettings();
  useSurface();
  useWorkspaceStatus();
  const task = useStore(taskDraft);
  const setTask = (text: string) => taskDraft.set(text);
  const blocker = run.blocker(task);
  const running = snapshot.status !== 'idle';
  const start = () => {
    if (run.blocker(task) !== undefined) return;
    void run.run(task);
    setTask('');
  };

  return (
    <section className="run-pane" aria-label="Run">
      {header}
      <form
        className="task-form"
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <label className="field">
          <span>Task</span>
          <textarea
            value={task}
            rows={3}
            placeholder={snapshot.transcript.runs === 0 ? 'What should the agent do? e.g. "Make sh test/check.sh pass."' : 'A follow-up for the agent (the session continues)'}
            onChange={(event) => setTask(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                start();
              }
            }}
          />
        </label>
        <div className="button-row">
          <button type="submit" className="primary" disabled={blocker !== undefined}>
            Run
          </button>
          <button type="button" className="danger" disabled={snapshot.status !== 'running'} onClick={() => run.stop()}>
            Stop
          </button>
          <label className="checkbox">
            <input type="checkbox" checked={autoApprove} onChange={(event) => approvals.setAutoApprove(event.target.checked)} />
            Auto-approve commands
          </label>
          {snapshot.canContinue && !running && (
            <button
              type="button"
              disabled={run.readinessProblem() !== undefined}
              title="Carries the agent on from where it stopped; calls left unanswered are marked interrupted."
              onClick={() => void run.continueRun()}
            >
              Continue
            </button>
          )}
        </div>
        <RunState
          status={snapshot.status}
          waiting={pending.length > 0}
          lastStop={snapshot.lastStop}
          rootStatus={rootStatus}
          canContinue={snapshot.canContinue}
          notReady={running ? undefined : run.readinessProblem()}
          total={snapshot.runUsage ? tokensText(snapshot.runUsage) : undefined}
        />
      </form>
      {snapshot.plan && <PlanView plan={snapshot.plan} />}
      <ApprovalCard />
      <Transcript />
    </section>
  );
}

interface RunStateProps {
  status: RunStatus;
  waiting: boolean;
  lastStop: StopReason | undefined;
  /** How the open session's root agent stands (read back from storage after a reload). */
  rootStatus: NodeStatus | undefined;
  canContinue: boolean;
  notReady: string | undefined;
  total: string | undefined;
}

/** One line saying where the run is: running, waiting for approval, stopped, error, or why not ready. */
function RunState({ status, waiting, lastStop, rootStatus, canContinue, notReady, total }: RunStateProps) {
  const [tone, text] = lastStop || status !== 'idle' || waiting ? describeRunState(status, waiting, lastStop, notReady) : describeStoredState(rootStatus, canContinue, notReady);
  return (
    <p className={`run-state run-state-${tone}`} role="status">
      {tone !== 'idle' && <span className="state-dot" aria-hidden="true" />}
      {text}
      {status !== 'idle' && total && (
        <span className="muted" title={`The token budget counts ${BUDGET_COUNTING}`}>
          {' '}
          · this run so far: {total}
        </span>
      )}
    </p>
  );
}

type Tone = 'idle' | 'running' | 'waiting' | 'done' | 'stopped' | 'error';

function describeRunState(status: RunStatus, waiting: boolean, lastStop: StopReason | undefined, notReady: string | undefined): [Tone, string] {
  if (waiting) return ['waiting', 'Waiting for your approval'];
  if (status === 'running') return ['running', 'Running…'];
  if (status === 'stopping') return ['running', 'Stopping…'];
  if (notReady) return ['idle', notReady];
  if (!lastStop) return ['idle', ''];
  switch (lastStop.type) {
    case 'done':
      return ['done', 'Finished'];
    case 'aborted':
      return ['stopped', 'Stopped'];
    case 'provider_error':
      return ['error', 'Ended with a provider error'];
    default:
      return ['stopped', 'Stopped by a limit (see the end of the transcript)'];
  }
}

/** A session opened from storage, before any run in this page: how its root agent was left. */
function describeStoredState(rootStatus: NodeStatus | undefined, canContinue: boolean, notReady: string | undefined): [Tone, string] {
  const next = canContinue ? ' Continue carries it on from there.' : '';
  if (rootStatus?.state === 'interrupted') return ['stopped', `Interrupted: the page closed or reloaded mid-run.${next}`];
  if (rootStatus?.state === 'failed') return ['error', `Failed: ${rootStatus.cause}${next}`];
  if (rootStatus?.state === 'stopped') return ['stopped', `Stopped (${stopWords[rootStatus.why]}).${next}`];
  return describeRunState('idle', false, undefined, notReady);
}
