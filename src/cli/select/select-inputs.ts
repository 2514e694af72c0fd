import { readFile } from 'node:fs/promises';
import type { SelectionVariant } from '../../engine/compare/selection';
import type { SelectionPrompt } from '../../engine/compare/selection-expectations';
import { parseSelectionPromptsFile } from '../../engine/compare/selection-prompts-file';
import { builtinSurfaceSources, DEFAULT_SOURCE_ID, presetSourceId } from '../../engine/compare/surface-sources';
import { parseToolsArray } from '../../engine/compare/tools-array';
import { serverHandlersNamed } from '../../engine/surface-analysis/lint/lint-input';
import { allTools } from '../../engine/tools/all-tools';
import { defaultSurface } from '../../engine/toolkit/default-surface';
import { FieldError } from '../../engine/toolkit/field-error';
import type { Surface } from '../../engine/toolkit/surface';
import { parseSurfaceFile } from '../../engine/toolkit/surface-file';
import type { McpSetup } from '../shared/mcp-run';
import { UsageError } from '../shared/command-line';
import { pathFrom } from '../shared/cli-io';
import type { VariantSpec } from './select-arguments';

/** The files `npm run select` reads (relative paths start at `from`), each refused as one line naming the file and the field. */

export async function loadPrompts(path: string, from: string): Promise<SelectionPrompt[]> {
  const json = await readJson(pathFrom(from, path), `--prompts "${path}"`);
  try {
    return parseSelectionPromptsFile(json);
  } catch (error) {
    if (FieldError.isInstance(error)) throw new UsageError(`--prompts "${path}" is not a valid prompts file: ${error.message}`);
    throw error;
  }
}

/**
 * The sets of tools to test. Defaults and presets are the same surfaces the Compare view offers;
 * a surface file is read over the defaults (as `npm run agent --surface` does without --preset).
 * With servers running (--mcp), every surface variant gets their tools, and a surface file may
 * edit one by its handler `mcp:<server>/<tool>`: what it leaves alone is what the server says.
 */
export async function loadVariants(specs: readonly VariantSpec[], from: string, mcp?: Pick<McpSetup, 'contracts' | 'extend'>): Promise<SelectionVariant[]> {
  const builtins = builtinSurfaceSources();
  const variants: SelectionVariant[] = [];
  for (const spec of specs) {
    const name = spec.label;
    if (spec.kind === 'defaults' || spec.kind === 'preset') {
      const id = spec.kind === 'defaults' ? DEFAULT_SOURCE_ID : presetSourceId(spec.preset);
      const surface = builtins.find((source) => source.id === id)!.surface;
      variants.push({ name, surface: mcp ? withServerTools(surface, mcp) : surface });
      continue;
    }
    const where = `--variants "${spec.spec}"`;
    const json = await readJson(pathFrom(from, spec.path), where);
    try {
      const serverHandlers = spec.kind === 'surface' && !mcp ? serverHandlersNamed(json) : [];
      if (serverHandlers.length > 0) throw new UsageError(`${where}: the surface edits MCP server tools (${serverHandlers.join(', ')}); pass --mcp <config> with the servers' config so their tools can be read.`);
      if (spec.kind === 'tools') variants.push({ name, tools: parseToolsArray(json) });
      else if (!mcp) variants.push({ name, surface: parseSurfaceFile(json, allTools) });
      else variants.push({ name, surface: withServerTools(parseSurfaceFile(json, [...allTools, ...mcp.contracts], mcp.extend(defaultSurface(allTools))), mcp) });
    } catch (error) {
      if (!FieldError.isInstance(error)) throw error;
      throw new UsageError(`${where}: not a valid ${spec.kind === 'surface' ? 'surface file' : 'tools array'}: ${error.message}`);
    }
  }
  return variants;
}

/** The servers' tools after the surface's own, less those the surface already has under a name of its own. */
function withServerTools(surface: Surface, mcp: Pick<McpSetup, 'extend'>): Surface {
  const extended = mcp.extend(surface);
  const edited = new Set(surface.tools.map((tool) => tool.handler));
  return { ...extended, tools: [...surface.tools, ...extended.tools.slice(surface.tools.length).filter((tool) => !edited.has(tool.handler))] };
}

async function readJson(path: string, where: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${where}: cannot read the file${code === 'ENOENT' ? ' (it does not exist)' : `: ${error instanceof Error ? error.message : String(error)}`}.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${where}: the file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}
