import { describe, expect, it } from 'vitest';
import { estimateSurfaceTokens } from '../../../src/engine/surface-analysis/token-estimate';
import { defaults } from './surface-edits';
import { embeddedCapabilities, osCapabilities, osProgramsToFind, webContainerCapabilities } from '../../../src/engine/workspace/capabilities';

/**
 * What the default toolkit costs on every request, pinned per tool. A change to a default
 * description, parameter description or schema moves one of these figures: update the figure on
 * purpose, and keep the total under the budget. The budget is the standing cost a person pays
 * before the task says a word, so it is a product figure, not a detail of the estimate.
 */
const STANDING_COST_BUDGET = 2_500;

describe('the default toolkit’s standing cost (estimate)', () => {
  const estimate = estimateSurfaceTokens(defaults);

  it('is pinned per tool and for the system prompt', () => {
    expect(Object.fromEntries(estimate.perTool.map((tool) => [tool.name, tool.tokens]))).toEqual({
      read_file: 200,
      write_file: 144,
      edit_file: 293,
      grep: 332,
      glob: 156,
      ls: 131,
      Bash: 160,
      update_plan: 184,
      run_agent: 289,
    });
    expect(estimate.system).toBe(106);
    expect(estimate.total).toBe(2_341);
  });

  it('stays under the budget, tool-use overhead included', () => {
    expect(estimate.total).toBeLessThan(STANDING_COST_BUDGET);
  });

  it('stays under the budget with {workspace} filled in for the wordiest workspace', () => {
    // The placeholder is filled per model call; what the model pays for is the filled text.
    const wordiest = [embeddedCapabilities, webContainerCapabilities, osCapabilities([...osProgramsToFind], [])].map((capabilities) => capabilities.description).sort((a, b) => b.length - a.length)[0]!;
    const filled = JSON.parse(JSON.stringify(defaults).replaceAll('{workspace}', wordiest.replaceAll('"', '\\"'))) as typeof defaults;
    const withWorkspace = estimateSurfaceTokens(filled);
    expect(withWorkspace.total).toBeGreaterThan(estimate.total);
    expect(withWorkspace.total).toBeLessThan(STANDING_COST_BUDGET);
  });
});
