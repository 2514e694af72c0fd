import type { ToolCallResultView, ToolCallView, ToolProblemView } from '../../state/run/transcript-view';
import { ToolResultImages } from './tool-result-images';
import { CollapsibleText } from './collapsible-text';
import { durationText, parseFailure, prettyJson } from './format';

const problemTitles: Record<ToolProblemView['problem'], string> = {
  'handler-threw': 'Bug in the playground: the tool crashed',
  'bad-success': 'Bug in the playground: the tool returned a malformed result',
  'surface-mismatch': 'Surface mismatch: the edited schema let through a call the tool cannot take',
};

/**
 * " · 12 ms", or " · waited 12.0 s for approval · ran 300 ms" when a person was asked: their
 * thinking time is not the tool's. Nothing for a result read back from storage (not kept).
 */
function timing({ durationMs, approvalWaitMs }: ToolCallResultView): string {
  if (durationMs === undefined) return '';
  if (approvalWaitMs === undefined) return ` · ${durationText(durationMs)}`;
  return ` · waited ${durationText(approvalWaitMs)} for approval · ran ${durationText(durationMs)}`;
}

/** One tool call: name, arguments, and its result or failure (red edge) once it is back. */
export function ToolCallEntry({ call, running }: { call: ToolCallView; running: boolean }) {
  const { result } = call;
  const failure = result?.isError ? parseFailure(result.content) : undefined;
  const state = !result ? (running ? 'running' : 'no-result') : result.isError ? 'failed' : 'ok';
  return (
    <article className={`tool-call tool-call-${state}`} aria-label={`${call.name} call`}>
      <header className="tool-call-header">
        <span className="tool-name">{call.name}</span>
        <span className="tool-call-status">
          {state === 'running' && 'running…'}
          {state === 'no-result' && 'no result (the run stopped first)'}
          {state === 'ok' && result && `ok${timing(result)}`}
          {state === 'failed' && result && `failed: ${result.errorKind ?? failure?.error ?? 'error'}${timing(result)}`}
        </span>
      </header>
      <details className="tool-arguments" open>
        <summary>Arguments</summary>
        <CollapsibleText text={prettyJson(call.input)} className="code" />
      </details>
      {result && !result.isError && (
        <div className="tool-result">
          <div className="result-label">Result (what the model reads)</div>
          <CollapsibleText text={result.content} className="code" />
          {result.images && <ToolResultImages images={result.images} />}
        </div>
      )}
      {result?.isError && (
        <div className="tool-result tool-failure">
          <div className="result-label">
            Failure <strong>{result.errorKind ?? failure?.error}</strong> (what the model reads)
          </div>
          {failure ? <p className="failure-message">{failure.message}</p> : <CollapsibleText text={result.content} className="code" />}
        </div>
      )}
      {call.problems.map((problem, index) => (
        <div key={index} className="tool-problem">
          <strong>{problemTitles[problem.problem]}.</strong> {problem.detail}
          <div className="muted small">The model was sent a failure it can act on; this note is for you.</div>
        </div>
      ))}
    </article>
  );
}
