import type { ReactNode } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useSurface } from '../../hooks/use-playground-state';
import type { PresetId } from '../../../engine/presets/preset';
import { useSurfaceEditor } from './surface-hooks';
import { McpServersButton } from '../mcp/mcp-servers-button';
import { DialectNotice } from './dialect-notice';
import { SurfaceNotices } from './surface-notices';
import { TokenMeter } from './token-meter';

/** Always visible above the editor: where the surface came from, whether the edit is in force, its cost. */
export function SurfaceHeader({ onReveal, children }: { onReveal: (field: string) => void; children?: ReactNode }) {
  const { surfaceEditor } = usePlayground();
  const { presetId, origin, edited, applying, invalid } = useSurfaceEditor();
  const { replyHandler } = useSurface();
  const inForce = invalid
    ? 'Not applied: the last valid surface stays in force.'
    : applying
      ? 'Applying your edit when you pause typing…'
      : `In force: ${origin}${edited ? ', edited' : ''}. Edits apply from the next model call, also mid-run.`;
  return (
    <header className="surface-header">
      <div className="surface-header-row">
        <label className="surface-preset">
          Start from preset{' '}
          <select value={presetId} onChange={(event) => surfaceEditor.choosePreset(event.target.value as PresetId)}>
            {surfaceEditor.presetChoices().map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name}
              </option>
            ))}
          </select>
        </label>
        <TokenMeter />
        <McpServersButton />
      </div>
      <p className="surface-status muted" role="status">
        {inForce}
        {replyHandler && ' The run also applies SEARCH/REPLACE blocks written in the reply (this preset edits files through its reply text).'}
      </p>
      <DialectNotice />
      <SurfaceNotices onReveal={onReveal} />
      {children}
    </header>
  );
}
