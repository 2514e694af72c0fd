import { describe, expect, it } from 'vitest';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { applyOverlay, overlayBetween } from '../../../src/engine/toolkit/surface-overlay';

const base = defaultSurface();

describe('surface overlays', () => {
  it('are empty for the base itself', () => {
    expect(overlayBetween(base, base)).toEqual({});
  });

  it('carry only what changed, and apply back to the same surface', () => {
    const edited: Surface = {
      ...base,
      system: 'Be terse.',
      failures: { ...base.failures, UnknownTool: 'No such tool: {name}. Try: {roster}.' },
      tools: base.tools
        .filter((tool) => tool.handler !== 'ls')
        .map((tool) => (tool.handler === 'Bash' ? { ...tool, name: 'shell', failures: { ...tool.failures, CommandDenied: 'Denied.' } } : tool))
        .reverse(),
    };
    const overlay = overlayBetween(base, edited);
    expect(overlay.system).toBe('Be terse.');
    expect(overlay.failures).toEqual({ UnknownTool: 'No such tool: {name}. Try: {roster}.' });
    expect(overlay.tools).toEqual({ ls: { enabled: false }, Bash: { name: 'shell', failures: { CommandDenied: 'Denied.' } } });
    expect(overlay.order).toHaveLength(edited.tools.length);
    expect(applyOverlay(base, overlay)).toEqual(edited);
    // Small enough to ship in a link: a fraction of the whole surface.
    expect(JSON.stringify(overlay).length).toBeLessThan(JSON.stringify(edited).length / 10);
  });

  it('adds a tool the base lacks only from a complete entry', () => {
    const added = applyOverlay(base, {
      tools: {
        create_event: { name: 'create_event', description: 'Creates an event.', input_schema: { type: 'object', properties: {} } },
        half: { name: 'half' },
      },
    });
    expect(added.tools.map((tool) => tool.handler)).toContain('create_event');
    expect(added.tools.map((tool) => tool.handler)).not.toContain('half');
  });
});
