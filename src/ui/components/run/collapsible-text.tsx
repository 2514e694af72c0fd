import { useState } from 'react';

const PREVIEW_LINES = 16;
const PREVIEW_CHARACTERS = 1600;

/**
 * Long text shown as its first lines with a "Show all" button. Always text, never HTML: tool
 * output and model text are untrusted.
 */
export function CollapsibleText({ text, className }: { text: string; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const lines = text.split('\n');
  const long = lines.length > PREVIEW_LINES || text.length > PREVIEW_CHARACTERS;
  if (!long) return <pre className={className}>{text}</pre>;
  const preview = lines.slice(0, PREVIEW_LINES).join('\n').slice(0, PREVIEW_CHARACTERS);
  return (
    <div className="collapsible">
      <pre className={className}>{expanded ? text : `${preview}\n…`}</pre>
      <button type="button" className="quiet small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Show less' : `Show all (${lines.length.toLocaleString('en-US')} lines, ${text.length.toLocaleString('en-US')} characters)`}
      </button>
    </div>
  );
}
