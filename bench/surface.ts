import { lintSurface } from '../src/engine/surface-analysis/lint/lint-surface';
import { estimateSurfaceTokens } from '../src/engine/surface-analysis/token-estimate';
import { builtinTools } from '../src/engine/tools/all-tools';
import { defaultSurface } from '../src/engine/toolkit/default-surface';
import type { Surface } from '../src/engine/toolkit/surface';
import { createRegistry } from '../src/engine/toolkit/toolkit';
import { measure, ms } from './measure';

/**
 * The schema editor's figures: how long it takes from a keystroke to an updated token
 * estimate and lint on the default toolkit (target under 50 ms), and what the default toolkit
 * costs on every request, beside its own lint findings (target 0 errors and warnings).
 */
export async function benchSurface(print: (line: string) => void): Promise<void> {
  print('# Schema editor (Node)');
  const registry = createRegistry(builtinTools);
  const base = defaultSurface();

  // A keystroke: one character of read_file's description changes; the editor builds a new
  // surface (edits replace objects, never mutate) and runs the estimate and the lint on it.
  let keystroke = 0;
  const typeInDescription = () => {
    keystroke++;
    const surface = replaceTool(base, 0, (tool) => ({ ...tool, description: withCharacter(tool.description, keystroke) }));
    return [estimateSurfaceTokens(surface), lintSurface(surface, registry)];
  };
  const description = await measure(typeInDescription, { runs: 300, warmup: 20 });
  print(`keystroke in a description -> token estimate + lint: ${ms(description.medianMs)} (p95 ${ms(description.p95Ms)}) · target < 50 ms → ${verdict(description.p95Ms < 50)}`);

  // The costlier path: a keystroke inside an input_schema, so the schema no longer equals the
  // handler's and the mismatch rule compiles and tries values on the edited nodes.
  const typeInSchema = () => {
    keystroke++;
    const surface = replaceTool(base, 0, (tool) => {
      const schema = structuredClone(tool.input_schema) as { properties: Record<string, { description: string }> };
      schema.properties.offset!.description = withCharacter(schema.properties.offset!.description, keystroke);
      return { ...tool, input_schema: schema };
    });
    return [estimateSurfaceTokens(surface), lintSurface(surface, registry)];
  };
  const schema = await measure(typeInSchema, { runs: 300, warmup: 20 });
  print(`keystroke in an input_schema -> token estimate + lint: ${ms(schema.medianMs)} (p95 ${ms(schema.p95Ms)}) · target < 50 ms → ${verdict(schema.p95Ms < 50)}`);

  const estimate = estimateSurfaceTokens(base);
  const findings = lintSurface(base, registry);
  const count = (severity: string) => findings.filter((finding) => finding.severity === severity).length;
  const tools = estimate.perTool.reduce((sum, tool) => sum + tool.tokens, 0);
  print(
    `default toolkit standing cost (estimate): ${estimate.total.toLocaleString('en-US')} tokens per request = ${estimate.perTool.length} tools ${tools.toLocaleString('en-US')} + system ${estimate.system} + tool-use overhead ${estimate.toolUseOverhead}` +
      ` · lint: ${count('error')} errors, ${count('warning')} warnings, ${count('info')} info · target 0 errors and warnings → ${verdict(count('error') + count('warning') === 0)}`,
  );
  print(`  per tool: ${estimate.perTool.map((tool) => `${tool.name} ${tool.tokens}`).join(' · ')}`);
}

function replaceTool(surface: Surface, index: number, change: (tool: Surface['tools'][number]) => Surface['tools'][number]): Surface {
  return { ...surface, tools: surface.tools.map((tool, position) => (position === index ? change(tool) : tool)) };
}

/** The text with one character changed, a different one each keystroke. */
function withCharacter(text: string, keystroke: number): string {
  const at = keystroke % text.length;
  const letter = String.fromCharCode(97 + (keystroke % 26));
  return `${text.slice(0, at)}${letter}${text.slice(at + 1)}`;
}

function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}
