import type { SurfaceSource } from '../../../engine/compare/surface-sources';
import type { Surface } from '../../../engine/toolkit/surface';
import type { PlaygroundStore } from '../../../store/open-store';
import type { CompareModules } from './compare-loader';

/**
 * The surfaces a person can put against each other on the current workspace, or in a selection
 * test: the one in force (as edited), the built-in ones (defaults and presets, shared with
 * `npm run select`), and every saved variant.
 */
export type SurfaceChoice = SurfaceSource;

export interface SurfaceChoices {
  choices: SurfaceChoice[];
  /** Why saved variants are missing from the list (storage failed), when they are. */
  problem?: string;
}

export async function surfaceChoices(modules: CompareModules, current: Surface | undefined, store: PlaygroundStore | undefined): Promise<SurfaceChoices> {
  const choices: SurfaceChoice[] = [];
  if (current) choices.push({ id: 'current', label: 'Current surface (as edited)', surface: current });
  choices.push(...modules.builtinSurfaceSources());
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
