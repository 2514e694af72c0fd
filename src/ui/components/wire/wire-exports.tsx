import { usePlayground } from '../../hooks/playground-context';
import type { ExportKind } from '../../state/surface/wire-controller';
import { useWire } from '../surface-editor/surface-hooks';
import { downloadText } from './download-text';

const exportsOffered: Array<{ kind: ExportKind; label: string; note: string }> = [
  { kind: 'tools-json', label: 'Export tools JSON', note: 'the tools array as the Anthropic Messages API takes it' },
  { kind: 'typescript', label: 'Export TypeScript', note: 'zod schemas and descriptions, ready to paste into your own agent' },
  { kind: 'surface-file', label: 'Download surface file', note: 'for npm run agent -- --surface <file.json>' },
];

/** The surface in force, taken away: as the API's tools array, as a TypeScript module, as a surface file. */
export function WireExports() {
  const { wire } = usePlayground();
  const { dialects } = useWire();
  return (
    <section className="surface-section" aria-label="Exports">
      <h3>Export the surface in force</h3>
      <ul className="wire-exports">
        {exportsOffered.map(({ kind, label, note }) => (
          <li key={kind}>
            <button
              type="button"
              disabled={!dialects}
              onClick={() => {
                const file = wire.exportFile(kind);
                if (file) downloadText(file.filename, file.text, file.mimeType);
              }}
            >
              {label}
            </button>{' '}
            <span className="muted">{note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
