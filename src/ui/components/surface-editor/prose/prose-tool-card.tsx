import type { Finding } from '../../../../engine/surface/lint/lint-surface';
import type { ProseTool } from '../../../state/surface/surface-prose';
import { ProseText } from './prose-text';

interface ProseToolCardProps {
  tool: ProseTool;
  /** Lint findings about this tool, each shown on the field it names. */
  findings: readonly Finding[];
  /** The tool's standing cost, already in words ("312 tokens (estimate)"). */
  tokens: string | undefined;
}

/** One tool as its reader meets it: name, description, parameters, failure templates, cost. */
export function ProseToolCard({ tool, findings, tokens }: ProseToolCardProps) {
  const on = (field: string) => findings.filter((finding) => finding.field === field);
  const shownFields = new Set([tool.description.field, ...tool.parameters.map((parameter) => parameter.description.field), ...tool.failures.map((failure) => failure.field)]);
  const elsewhere = findings.filter((finding) => !shownFields.has(finding.field));
  return (
    <article className="prose-tool" aria-label={`Tool ${tool.name}`}>
      <header className="prose-tool-header">
        <h4>
          <code>{tool.name}</code>
          {tool.handler !== tool.name && <span className="muted small"> (runs {tool.handler})</span>}
        </h4>
        {tokens && <span className="prose-tokens muted small">{tokens}</span>}
      </header>
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
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
