import { usePlayground } from '../../hooks/playground-context';
import { useSurfaceEditorField } from './surface-hooks';

/** One checkbox per tool: off removes its entry from the file (a surface file leaves it out). */
export function ToolSwitches() {
  const { surfaceEditor } = usePlayground();
  const analysis = useSurfaceEditorField('analysis');
  const invalid = useSurfaceEditorField('invalid');
  if (!analysis) return null;
  const blocked = invalid?.field === 'JSON';
  return (
    <fieldset className="tool-switches">
      <legend>Tools the model is offered</legend>
      {analysis.tools.map((tool) => (
        <label key={tool.handler} title={tool.name === tool.handler ? undefined : `handler: ${tool.handler}`}>
          <input
            type="checkbox"
            aria-label={`Enabled: ${tool.name}`}
            checked={tool.enabled}
            disabled={blocked}
            onChange={(event) => surfaceEditor.setToolEnabled(tool.handler, event.target.checked)}
          />{' '}
          {tool.name}
        </label>
      ))}
      {blocked && <span className="muted"> Fix the JSON to switch tools on or off.</span>}
    </fieldset>
  );
}
