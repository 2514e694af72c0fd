import { describe, expect, it } from 'vitest';
import { estimateSurfaceTokens, estimateTokens, TOOL_USE_OVERHEAD_TOKENS } from '../../../src/engine/surface-analysis/token-estimate';
import { defaults, patchTool, toolOf, withoutTools } from './surface-edits';

describe('the offline token estimate', () => {
  it('prices each tool, the system prompt and the tool-use overhead, and labels itself an estimate', () => {
    const estimate = estimateSurfaceTokens(defaults);
    expect(estimate.estimate).toBe(true);
    expect(estimate.perTool.map((tool) => tool.name)).toEqual(defaults.tools.map((tool) => tool.name));
    expect(estimate.total).toBe(estimate.perTool.reduce((sum, tool) => sum + tool.tokens, 0) + estimate.system + TOOL_USE_OVERHEAD_TOKENS);
    // The defaults: a couple of thousand tokens, the tools with nested or many parameters the
    // costliest, ls among the cheapest.
    expect(estimate.total).toBeGreaterThan(1_500);
    expect(estimate.total).toBeLessThan(3_000);
    const byName = Object.fromEntries(estimate.perTool.map((tool) => [tool.name, tool.tokens]));
    expect(byName.edit_file).toBeGreaterThan(byName.read_file!);
    expect(byName.ls).toBeLessThan(byName.read_file!);
  });

  it('follows an edit: a longer description costs more, a disabled tool costs nothing', () => {
    const base = estimateSurfaceTokens(defaults);
    const longer = patchTool(defaults, 'ls', { description: `${toolOf(defaults, 'ls').description} Hidden files are listed too.` });
    const lsTokens = (estimate: ReturnType<typeof estimateSurfaceTokens>) => estimate.perTool.find((tool) => tool.name === 'ls')!.tokens;
    expect(lsTokens(estimateSurfaceTokens(longer)) - lsTokens(base)).toBeGreaterThanOrEqual(5);
    const fewer = estimateSurfaceTokens(withoutTools(defaults, 'ls'));
    expect(base.total - fewer.total).toBe(lsTokens(base));
    expect(estimateSurfaceTokens({ ...defaults, tools: [] }).toolUseOverhead).toBe(0);
  });

  it('counts words, numbers, punctuation and line breaks, not characters', () => {
    expect(estimateTokens('')).toBe(0);
    // Same length, different shape: prose words are cheaper than a run of symbols.
    expect(estimateTokens('a'.repeat(40))).toBeLessThan(estimateTokens('{'.repeat(40)));
    expect(estimateTokens('Q29kZUJsb2NrQmFzZTY0RW5jb2RlZFRleHRIZXJl')).toBeGreaterThan(5);
    expect(estimateTokens('Reads a file and returns its lines.')).toBeGreaterThanOrEqual(7);
    expect(estimateTokens('Reads a file and returns its lines.')).toBeLessThanOrEqual(10);
    expect(estimateTokens('{"type":"object","properties":{}}')).toBeGreaterThanOrEqual(8);
  });
});
