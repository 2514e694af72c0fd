import { estimateTokens } from '../toolkit/clip';
import type { Surface } from '../toolkit/surface';

/** About how many tokens the surface adds to every call (system prompt and tool definitions, ~4 characters a token). */
export function surfaceCost(surface: Surface): number {
  const wire = surface.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema }));
  return estimateTokens(surface.system + JSON.stringify(wire));
}
