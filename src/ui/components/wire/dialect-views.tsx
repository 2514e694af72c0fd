import { useState } from 'react';
import type { DialectView } from '../../state/surface/wire-controller';
import { useWire } from '../surface-editor/surface-hooks';

/** The surface in force as other providers would read it, each warning beside the JSON. */
export function DialectViews() {
  const { dialects } = useWire();
  const [strict, setStrict] = useState(false);
  if (!dialects) return <p className="muted">Converting the surface to other dialects…</p>;
  return (
    <>
      <section className="surface-section" aria-label="OpenAI function calling">
        <h3>OpenAI-compatible function calling</h3>
        <label>
          <input type="checkbox" checked={strict} onChange={(event) => setStrict(event.target.checked)} /> Strict mode (Structured Outputs)
        </label>
        <Dialect view={strict ? dialects.openaiStrict : dialects.openai} />
      </section>
      <section className="surface-section" aria-label="Gemini function declarations">
        <h3>Gemini function declarations</h3>
        <Dialect view={dialects.gemini} />
      </section>
    </>
  );
}

function Dialect({ view }: { view: DialectView }) {
  return (
    <div className="dialect">
      <div className="dialect-warnings">
        <h4>{view.warnings.length === 0 ? 'Everything survives the conversion.' : `${view.warnings.length} ${view.warnings.length === 1 ? 'construct does' : 'constructs do'} not survive as written`}</h4>
        <ul>
          {view.warnings.map((warning, index) => (
            <li key={index}>
              {warning.tool && <strong>{warning.tool}</strong>} <code>{warning.field}</code> ({warning.construct}): {warning.message}
            </li>
          ))}
        </ul>
      </div>
      <pre className="dialect-json" tabIndex={0}>
        {view.json}
      </pre>
    </div>
  );
}
