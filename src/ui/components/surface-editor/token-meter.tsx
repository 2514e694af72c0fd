import { surfaceHash } from '../../../engine/toolkit/surface';
import { useSurfaceEditorField, useTokenMeter } from './surface-hooks';

const count = (tokens: number) => tokens.toLocaleString('en-US');

/**
 * The surface's standing cost on every request: the offline estimate, always labelled as one, and
 * the provider's exact count beside it once it has been counted for exactly this surface.
 */
export function TokenMeter() {
  const analysis = useSurfaceEditorField('analysis');
  const meter = useTokenMeter();
  if (!analysis) return null;
  const exact = meter.exact && meter.exact.surfaceHash === surfaceHash(analysis.sent) ? meter.exact : undefined;
  const waiting = analysis.surface.tools.length - analysis.sent.tools.length;
  return (
    <div className="token-meter" aria-label="Token meter" role="group">
      <span>
        Standing cost: <strong>{count(analysis.tokens.total)}</strong> tokens (estimate)
      </span>
      {exact && (
        <span>
          {' · '}
          <strong>{count(exact.tokens)}</strong> tokens (exact, counted by the API for {exact.model})
        </span>
      )}
      {!exact && (meter.state === 'waiting' || meter.state === 'counting') && <span className="muted"> · counting exactly…</span>}
      {meter.note && meter.state !== 'counted' && <span className="muted token-note"> · {meter.note}</span>}
      {waiting > 0 && (
        <span className="muted">
          {' · '}not counting {waiting} server {waiting === 1 ? 'tool' : 'tools'} the model is not offered (server not ready)
        </span>
      )}
    </div>
  );
}

/** Per tool: what each tool's name, description and schema cost on every request. */
export function TokenBreakdown() {
  const analysis = useSurfaceEditorField('analysis');
  if (!analysis) return null;
  const { perTool, system, toolUseOverhead, total } = analysis.tokens;
  return (
    <section className="surface-section" aria-label="Token cost">
      <h3>Token cost per request (estimate)</h3>
      <table className="token-table">
        <tbody>
          {perTool.map((tool, index) => (
            <tr key={`${tool.name}-${index}`}>
              <th scope="row">{tool.name}</th>
              <td>{count(tool.tokens)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">System prompt</th>
            <td>{count(system)}</td>
          </tr>
          {toolUseOverhead > 0 && (
            <tr>
              <th scope="row">The provider's own tool-use prompt</th>
              <td>{count(toolUseOverhead)}</td>
            </tr>
          )}
          <tr className="token-total">
            <th scope="row">Total</th>
            <td>{count(total)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
