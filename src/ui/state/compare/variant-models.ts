import type { Lesson } from '../../../engine/lessons/lesson';
import { providerName, type ModelTarget, type ProviderId } from '../../../engine/model/provider';
import { canCallModel } from '../settings/model-connection';
import type { Settings } from '../settings/settings-controller';

/**
 * Variants of a comparison pinned to a provider and model of their own (a variant not pinned runs
 * on the model in Settings). The model text may be empty while the person types; Start waits.
 */
export type VariantModels = Readonly<Record<string, ModelTarget>>;

/** `pins` with `variant` pinned to `target`, or unpinned when `target` is undefined. */
export function withVariantModel(pins: VariantModels, variant: string, target: ModelTarget | undefined): VariantModels {
  const { [variant]: _previous, ...others } = pins;
  return target ? { ...others, [variant]: target } : others;
}

/** The lesson as it runs: each pinned variant carries its model (the engine runs it there, with that provider's key). */
export function withPinnedModels(lesson: Lesson, pins: VariantModels): Lesson {
  const variants = Object.fromEntries(
    Object.entries(lesson.variants).map(([name, variant]) => {
      const pin = pins[name];
      return [name, pin ? { ...variant, model: { provider: pin.provider, model: pin.model.trim() } } : variant];
    }),
  );
  return { ...lesson, variants };
}

/** Why the pins of the selected variants cannot run now, in words for the person; undefined when they can. */
export function pinnedModelsBlocker(
  pins: VariantModels,
  selected: readonly string[],
  connectionFor: (provider: ProviderId) => Pick<Settings, 'provider' | 'apiKey'>,
): string | undefined {
  for (const variant of selected) {
    const pin = pins[variant];
    if (!pin) continue;
    if (pin.model.trim() === '') return `Name the model "${variant}" runs on (or run it on the model in Settings).`;
    if (!canCallModel(connectionFor(pin.provider))) return `"${variant}" runs on ${providerName(pin.provider)}: add that provider's API key in Settings.`;
  }
  return undefined;
}
