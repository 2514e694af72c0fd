import { useSettings } from '../../hooks/use-playground-state';

/** Shown while no key is set: what needs one, what works without, and the way to Settings. */
export function KeyNotice({ needs, onOpenSettings }: { needs: string; onOpenSettings?: () => void }) {
  const { apiKey } = useSettings();
  if (apiKey !== '') return null;
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
    </div>
  );
}
