import { describe, expect, it } from 'vitest';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { splitPrompts } from '../../../src/engine/improve/held-out-split';
import { candidateFrom, cardsFrom } from '../../../src/ui/state/improve/rewrite-cards';
import { serverPatch } from '../../../src/engine/improve/server-patch';

const withServerTool = (): Surface => {
  const surface = defaultSurface();
  const notes = {
    handler: 'mcp:notes/search_notes',
    name: 'notes_search',
    description: 'Searches notes.',
    input_schema: { type: 'object', properties: { query: { type: 'string', description: 'Text.' } }, required: ['query'] },
    failures: {},
  };
  return { ...surface, tools: [...surface.tools, notes] };
};

describe('the MCP patch of a rewrite', () => {
  it('lists per server tool its server, the name the server gives it and only the accepted texts', () => {
    const surface = withServerTool();
    const cards = cardsFrom(surface, 'surface', [
      { tool: 'notes_search', field: 'description', text: 'Searches the notes by words in their title or body.' },
      { tool: 'notes_search', field: 'parameter:query', text: 'Words to look for, any order.' },
      { tool: 'grep', field: 'description', text: 'Searches file contents.' },
      { tool: 'notes_search', field: 'name', text: 'find_notes' },
    ]);
    const decided = cards.map((card, index) => ({ ...card, decision: index === 3 ? ('rejected' as const) : ('accepted' as const) }));
    // The overlay changes what the model reads; the server's own tool keeps its id.
    const candidate = candidateFrom(surface, 'surface', decided);
    if ('problem' in candidate) throw new Error(candidate.problem);
    expect(serverPatch(surface, candidate.surface).tools).toEqual([
      { server: 'notes', tool: 'search_notes', description: 'Searches the notes by words in their title or body.', parameters: { query: 'Words to look for, any order.' } },
    ]);
    expect(candidate.surface.tools.find((tool) => tool.handler === 'mcp:notes/search_notes')).toMatchObject({ name: 'notes_search', description: 'Searches the notes by words in their title or body.' });
  });

  it('says which accepted edit relies on a rejected rename', () => {
    const surface = withServerTool();
    const cards = cardsFrom(surface, 'surface', [
      { tool: 'notes_search', field: 'name', text: 'find_notes' },
      { tool: 'find_notes', field: 'description', text: 'Finds notes.' },
    ]);
    expect(cards.map((card) => card.refused)).toEqual([undefined, undefined]);
    const decided = [{ ...cards[0]!, decision: 'rejected' as const }, { ...cards[1]!, decision: 'accepted' as const }];
    expect(candidateFrom(surface, 'surface', decided)).toEqual({ problem: expect.stringMatching(/^The accepted edits do not fit together: no tool is named "find_notes"/) });
  });
});

describe('the held-out split', () => {
  it('sets the same prompts aside for the same seed, none at share 0, and never the same prompt on both sides', () => {
    expect(splitPrompts(4, 0, 7)).toEqual({ evaluation: [0, 1, 2, 3], heldOut: [] });
    expect(splitPrompts(4, 0.5, 1)).toEqual({ evaluation: [1, 2], heldOut: [0, 3] });
    expect(splitPrompts(4, 0.5, 1)).toEqual(splitPrompts(4, 0.5, 1));
    const split = splitPrompts(20, 0.3, 42);
    expect(split.heldOut).toHaveLength(6);
    expect([...split.evaluation, ...split.heldOut].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });
});
