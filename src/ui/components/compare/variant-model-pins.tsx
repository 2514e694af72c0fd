import { isProviderId, providerIds, providerName } from '../../../engine/model/provider';
import { useCompareControllers, useComparison } from './use-compare';
import './variant-model-pins.css';

const settingsModel = 'settings';

/**
 * One small control per selected variant: run it on the model in Settings (the default), or pin it
 * to a provider and model of its own, e.g. the same surface on two models side by side. A pinned
 * variant uses that provider's key from Settings.
 */
export function VariantModelPins({ disabled }: { disabled: boolean }) {
  const { comparison } = useCompareControllers();
  const { selectedVariants, variantModels } = useComparison();
  if (selectedVariants.length === 0) return null;
  return (
    <fieldset className="variant-model-pins" disabled={disabled}>
      <legend>Model per variant</legend>
      {selectedVariants.map((variant) => {
        const pin = variantModels[variant];
        return (
          <div key={variant} className="variant-model-pin">
            <span className="variant-model-name">{variant}</span>
            <select
              aria-label={`Provider for ${variant}`}
              value={pin?.provider ?? settingsModel}
              onChange={(event) => {
                const provider = event.target.value;
                comparison.setVariantModel(variant, isProviderId(provider) ? { provider, model: pin?.model ?? '' } : undefined);
              }}
            >
              <option value={settingsModel}>The model in Settings</option>
              {providerIds.map((provider) => (
                <option key={provider} value={provider}>
                  {providerName(provider)}
                </option>
              ))}
            </select>
            {pin && (
              <input
                type="text"
                className="code"
                aria-label={`Model for ${variant}`}
                placeholder={pin.provider === 'anthropic' ? 'e.g. claude-haiku-4-5' : 'e.g. llama3.1'}
                value={pin.model}
                onChange={(event) => comparison.setVariantModel(variant, { provider: pin.provider, model: event.target.value })}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
