import { useEffect } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useWire } from '../surface-editor/surface-hooks';
import { DialectViews } from './dialect-views';
import { WireExports } from './wire-exports';

/**
 * The wire: the exact request body of any step of the current run, as it was sent; the surface
 * in force as OpenAI function calling and Gemini function declarations, with what does not
 * survive each conversion; and the surface as files to take away.
 */
export function WirePanel() {
  const { wire } = usePlayground();
  const { steps, selectedKey, problem } = useWire();
  useEffect(() => void wire.start(), [wire]);
  const selected = steps.find((step) => step.key === selectedKey) ?? steps.at(-1);

  return (
    <section className="wire-panel" aria-label="Wire">
      {problem && <p className="problem-text">{problem}</p>}
      <section className="surface-section" aria-label="Request of a step">
        <h3>The request of a step, exactly as sent</h3>
        {steps.length === 0 || !selected ? (
          <p className="muted">No model call in this run yet. Start a run: the body of every request it sends shows here.</p>
        ) : (
          <>
            <label>
              Step{' '}
              <select aria-label="Step" value={selected.key} onChange={(event) => wire.select(event.target.value)}>
                {steps.map((step) => (
                  <option key={step.key} value={step.key}>
                    {step.label}
                  </option>
                ))}
              </select>
            </label>{' '}
            <span className="muted">
              {selected.provider === 'openai' ? 'OpenAI-compatible chat completions' : 'Anthropic Messages API'} · surface {selected.surfaceHash} ·{' '}
              {selected.request.tools.length} tools · {selected.request.messages.length} messages
            </span>
            <pre className="wire-request" aria-label="Request body" tabIndex={0}>
              {JSON.stringify(selected.sent, null, 2)}
            </pre>
          </>
        )}
      </section>
      <WireExports />
      <DialectViews />
    </section>
  );
}
