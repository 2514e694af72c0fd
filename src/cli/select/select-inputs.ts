import { readFile } from 'node:fs/promises';
import type { SelectionPrompt, SelectionVariant } from '../../engine/compare/selection';
import { parseSelectionPromptsFile } from '../../engine/compare/selection-prompts-file';
import { builtinSurfaceSources, DEFAULT_SOURCE_ID, presetSourceId } from '../../engine/compare/surface-sources';
import { parseToolsArray } from '../../engine/compare/tools-array';
import { allTools } from '../../engine/tools/all-tools';
import { FieldError } from '../../engine/toolkit/field-error';
import { parseSurfaceFile } from '../../engine/toolkit/surface-file';
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
 */
export async function loadVariants(specs: readonly VariantSpec[], from: string): Promise<SelectionVariant[]> {
  const builtins = builtinSurfaceSources();
  const variants: SelectionVariant[] = [];
  for (const spec of specs) {
    const name = spec.label;
    if (spec.kind === 'defaults' || spec.kind === 'preset') {
      const id = spec.kind === 'defaults' ? DEFAULT_SOURCE_ID : presetSourceId(spec.preset);
      variants.push({ name, surface: builtins.find((source) => source.id === id)!.surface });
      continue;
    }
    const where = `--variants "${spec.spec}"`;
    const json = await readJson(pathFrom(from, spec.path), where);
    try {
      variants.push(spec.kind === 'surface' ? { name, surface: parseSurfaceFile(json, allTools) } : { name, tools: parseToolsArray(json) });
    } catch (error) {
      if (!FieldError.isInstance(error)) throw error;
      throw new UsageError(`${where}: not a valid ${spec.kind === 'surface' ? 'surface file' : 'tools array'}: ${error.message}`);
    }
  }
  return variants;
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
