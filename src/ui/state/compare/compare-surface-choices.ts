import type { PresetId } from '../../../engine/presets';
import type { Surface } from '../../../engine/toolkit/surface';
import type { PlaygroundStore } from '../../../store';
import type { CompareModules } from './compare-loader';

/**
 * The surfaces a person can put against each other on the current workspace, or in a selection
 * test: the one in force (as edited), the defaults, every preset, and every saved variant.
 * `id` is the variant name a comparison uses (letters, digits, ".", "_" and "-", as lesson files
 * require), so a comparison of the workspace exports as a valid lesson file.
 */
export interface SurfaceChoice {
  id: string;
  label: string;
  surface: Surface;
  /** Set for a preset: its runs need the preset's handlers (and Aider's reply handler). */
  presetId?: PresetId;
}

export interface SurfaceChoices {
  choices: SurfaceChoice[];
  /** Why saved variants are missing from the list (storage failed), when they are. */
  problem?: string;
}

export async function surfaceChoices(modules: CompareModules, current: Surface | undefined, store: PlaygroundStore | undefined): Promise<SurfaceChoices> {
  const choices: SurfaceChoice[] = [];
  if (current) choices.push({ id: 'current', label: 'Current surface (as edited)', surface: current });
  choices.push({ id: 'default', label: 'Default surface', surface: modules.defaultSurface() });
  for (const preset of modules.presets) choices.push({ id: `preset-${preset.id}`, label: `Preset: ${preset.name}`, surface: preset.surface, presetId: preset.id });
  if (!store) return { choices };
  try {
    const taken = new Set(choices.map((choice) => choice.id));
    for (const variant of await store.variants.list()) {
      const id = uniqueName(`saved-${slug(variant.name)}`, taken);
      taken.add(id);
      choices.push({ id, label: `Saved: ${variant.name}`, surface: variant.surface });
    }
    return { choices };
  } catch (error) {
    return { choices, problem: `Saved variants are not listed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A variant name from a person's name for it: "Terse v2!" -> "terse-v2". */
export function slug(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (cleaned || 'variant').slice(0, 30);
}

function uniqueName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let index = 2; ; index++) if (!taken.has(`${name}-${index}`)) return `${name}-${index}`;
}
