import type { Finding } from '../../../../engine/surface-analysis/lint/finding';
import { usePlayground } from '../../../hooks/playground-context';
import { toolTextKey } from '../../../state/surface/tool-text-key';
import { useSurfaceEditorField, useTokenMeter } from '../surface-hooks';
import { ProseText } from './prose-text';
import { ProseToolCard } from './prose-tool-card';
import './prose-view.css';

const count = (tokens: number) => tokens.toLocaleString('en-US');

/**
 * The surface as prose: the system prompt and one card per tool, every string in a wrapping box.
 * It edits the same text as the JSON view (each box rewrites its own string in place), so the two
 * always agree and share one undo history.
 */
export function ProseView() {
  const { surfaceEditor } = usePlayground();
  // Every keystroke changes the text: the boxes must follow it, wherever it was typed.
  useSurfaceEditorField('text');
  const analysis = useSurfaceEditorField('analysis');
  const tokenCount = useToolTokenCounts();
  const prose = surfaceEditor.readProse();

  if (!prose) {
    return (
      <div className="prose-view" role="region" aria-label="Surface prose">
        <p className="problem-text">The JSON does not parse, so the prose view cannot show it. Fix the JSON (the banner above says where), or undo.</p>
      </div>
    );
  }
  const findings = analysis?.findings ?? [];
  const ofTool = (index: number): Finding[] => findings.filter((finding) => finding.field.startsWith(`tools[${index}].`) || finding.field === `tools[${index}]`);
  return (
    <div className="prose-view" role="region" aria-label="Surface prose">
      <section className="prose-system" aria-label="System prompt section">
        <ProseText label="System prompt" field={prose.system} findings={findings.filter((finding) => finding.field === 'system')} rows={3} />
        {analysis && <span className="prose-tokens muted small">{count(analysis.tokens.system)} tokens (estimate)</span>}
      </section>
      {prose.tools.map((tool) => (
        <ProseToolCard key={`${tool.index}-${tool.handler}`} tool={tool} findings={ofTool(tool.index)} tokens={tokenCount(tool.name)}
          applied={analysis?.surface.tools.find((applied) => applied.handler === tool.handler)}
          server={analysis?.mcpTools.find((view) => view.handler === tool.handler)}
        />
      ))}
    </div>
  );
}

/** A tool's cost in words: the provider's count when it has counted this very text, else the estimate. */
function useToolTokenCounts(): (name: string) => string | undefined {
  const analysis = useSurfaceEditorField('analysis');
  const meter = useTokenMeter();
  return (name) => {
    const exact = meter.perTool?.[name];
    const shown = analysis?.surface.tools.find((tool) => tool.name === name);
    if (exact && shown && exact.toolHash === toolTextKey(shown)) return `${count(exact.tokens)} tokens (exact)`;
    const estimate = analysis?.tokens.perTool.find((tool) => tool.name === name);
    return estimate ? `${count(estimate.tokens)} tokens (estimate)` : undefined;
  };
}
