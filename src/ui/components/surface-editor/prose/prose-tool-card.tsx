import { useState } from 'react';
import type { Finding } from '../../../../engine/surface-analysis/lint/finding';
import type { SurfaceTool } from '../../../../engine/toolkit/surface';
import type { ProseTool } from '../../../state/surface/surface-prose';
import type { McpToolView } from '../../../state/surface/mcp-tool-catalog';
import { ProseText } from './prose-text';
import { ToolBeforeAfterPanel } from './tool-before-after-panel';
import { TrustNote } from '../trust-note';

interface ProseToolCardProps {
  tool: ProseTool;
  /** Lint findings about this tool, each shown on the field it names. */
  findings: readonly Finding[];
  /** The tool's standing cost, already in words ("312 tokens (estimate)"). */
  tokens: string | undefined;
  /** The tool as last applied (undefined while its entry does not read as a tool): what before / after compares. */
  applied: SurfaceTool | undefined;
  /** Set for an MCP server's tool: whose it is, whether it asks first, whether it is offered. */
  server?: McpToolView;
}

/** One tool as its reader meets it: name, description, parameters, failure templates, cost. */
export function ProseToolCard({ tool, findings, tokens, applied, server }: ProseToolCardProps) {
  const [comparing, setComparing] = useState(false);
  const on = (field: string) => findings.filter((finding) => finding.field === field);
  const shownFields = new Set([tool.description.field, ...tool.parameters.map((parameter) => parameter.description.field), ...tool.failures.map((failure) => failure.field)]);
  const elsewhere = findings.filter((finding) => !shownFields.has(finding.field));
  return (
    <article className="prose-tool" aria-label={`Tool ${tool.name}`}>
      <header className="prose-tool-header">
        <h4>
          <code>{tool.name}</code>
          {server ? <ServerMarks server={server} name={tool.name} /> : tool.handler !== tool.name && <span className="muted small"> (runs {tool.handler})</span>}
        </h4>
        <span className="prose-tool-actions">
          {tokens && <span className="prose-tokens muted small">{tokens}</span>}
          {applied && (
            <button type="button" className="quiet small" aria-expanded={comparing} onClick={() => setComparing(!comparing)}>
              Before / after
            </button>
          )}
        </span>
      </header>
      {comparing && applied && <ToolBeforeAfterPanel tool={applied} />}
      <ProseText label={`Description of ${tool.name}`} field={tool.description} findings={on(tool.description.field)} rows={3} />
      {tool.parameters.length > 0 && (
        <table className="prose-parameters">
          <caption className="prose-label">Parameters</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {tool.parameters.map((parameter) => (
              <tr key={parameter.name}>
                <th scope="row">
                  <code>{parameter.name}</code>
                </th>
                <td>{parameter.type}</td>
                <td>{parameter.required ? 'yes' : 'no'}</td>
                <td>
                  <ProseText
                    label={`Description of ${tool.name}.${parameter.name}`}
                    field={parameter.description}
                    findings={on(parameter.description.field)}
                    hideLabel
                    rows={1}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {tool.failures.length > 0 && (
        <details className="prose-failures">
          <summary>
            Failure templates ({tool.failures.length}){tool.failures.some((failure) => on(failure.field).length > 0) && ' · with findings'}
          </summary>
          {tool.failures.map((failure) => (
            <ProseText key={failure.kind} label={`${failure.kind} failure of ${tool.name}`} field={failure} findings={on(failure.field)} rows={1} />
          ))}
        </details>
      )}
      {elsewhere.length > 0 && (
        <ul className="prose-findings" aria-label={`Other lint on ${tool.name}`}>
          {elsewhere.map((finding, index) => (
            <li key={`${finding.rule}-${index}`} className={`lint-${finding.severity}`}>
              <code>{finding.field}</code>: {finding.message} <span className="lint-fix">Fix: {finding.suggestion}</span>
              <TrustNote rule={finding.rule} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Where a server's tool comes from and how its calls go, beside its name. */
function ServerMarks({ server, name }: { server: McpToolView; name: string }) {
  return (
    <span className="prose-server small">
      {' '}
      <span className="muted">
        from the MCP server <strong>{server.server}</strong>
        {server.serverName !== name && ` (its name there: ${server.serverName})`}
      </span>{' '}
      <span className={`prose-badge${server.readOnly ? '' : ' prose-badge-asks'}`}>{server.readOnly ? 'runs without asking' : 'asks before each call'}</span>
      {!server.ready && <span className="prose-badge prose-badge-off"> not offered: the server is not ready</span>}
    </span>
  );
}
