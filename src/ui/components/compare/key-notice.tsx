import { useSettings } from '../../hooks/use-playground-state';
import { canCallModel } from '../../state/settings/model-connection';
import { NoKeyPaths } from '../run/no-key-paths';

/** Shown while no key is set: what needs one, what works without, and the way to Settings. */
export function KeyNotice({ needs, onOpenSettings }: { needs: string; onOpenSettings?: () => void }) {
  const settings = useSettings();
  // A local model through the OpenAI-compatible provider needs no key: nothing is missing then.
  if (canCallModel(settings)) return null;
  return (
    <div className="notice compare-key-notice">
      <p>
        {needs} call the model with your own API key, which is not set. Browsing lessons, importing and exporting them, and reopening saved
        comparisons work without one.
      </p>
      {onOpenSettings && (
        <button type="button" onClick={onOpenSettings}>
          Open Settings
        </button>
      )}
      <NoKeyPaths />
    </div>
  );
}
