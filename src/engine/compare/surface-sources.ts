import { presets } from '../presets/all-presets';
import { type PresetId } from '../presets/preset';
import { defaultSurface } from '../toolkit/default-surface';
import type { Surface } from '../toolkit/surface';

/**
 * A surface to put against others in a comparison of a workspace or in a selection test.
 * `id` is the variant name a comparison uses (letters, digits, ".", "_" and "-", as lesson files
 * require), so a comparison exported from the playground is a valid lesson file.
 */
export interface SurfaceSource {
  id: string;
  label: string;
  surface: Surface;
  /** Set for a preset: its runs need the preset's handlers (and Aider's reply handler). */
  presetId?: PresetId;
}

export const DEFAULT_SOURCE_ID = 'default';

/** `preset-aider`: the id of a preset's source. */
export function presetSourceId(id: PresetId): string {
  return `preset-${id}`;
}

/**
 * The surfaces that need no storage: the defaults, then every preset as it ships. The Compare view
 * lists these (after the surface being edited, before saved variants); `npm run select` looks up
 * `defaults` and `preset:<id>` here, so both test the same text.
 */
export function builtinSurfaceSources(): SurfaceSource[] {
  return [
    { id: DEFAULT_SOURCE_ID, label: 'Default surface', surface: defaultSurface() },
    ...presets.map((preset) => ({ id: presetSourceId(preset.id), label: `Preset: ${preset.name}`, surface: preset.surface, presetId: preset.id })),
  ];
}
