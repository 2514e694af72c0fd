/**
 * The heavy parts of the UI arrive as lazy chunks, each fetched once on first use: every caller
 * shares the same promise. Type-only imports of the chunks' modules are free; import their values
 * only through these loaders, so nothing heavy slips into the first page load.
 */

export type Engine = typeof import('./engine-modules');
export type SurfaceEngine = typeof import('./surface/surface-engine');
export type ShareModules = typeof import('./share/share-modules');
export type CompareModules = typeof import('./compare/compare-modules');
export type McpModules = typeof import('./mcp/mcp-modules');

function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** The engine: model client, toolkit, agent tree, every handler. */
export const loadEngine: () => Promise<Engine> = loadOnce(() => import('./engine-modules'));

/**
 * The schema editor's engine: lint, token estimate, presets, dialects. The lint's part-of-speech
 * tagger is its own chunk, fetched beside it so the first findings already know "Navigate" and
 * "Hover" for verbs; if it cannot load, the lint falls back to its word list rather than keep the
 * editor from opening.
 */
export const loadSurfaceEngine: () => Promise<SurfaceEngine> = loadOnce(() =>
  import('./surface/surface-engine').then(async (engine) => {
    await engine.loadVerbTagger().catch(() => undefined);
    return engine;
  }),
);

/** The share engine: codec, replay and fork (Share pressed, a link or file opened). */
export const loadShare: () => Promise<ShareModules> = loadOnce(() => import('./share/share-modules'));

/** Lessons, comparisons and selection tests (the Compare view first needs them). */
export const loadCompare: () => Promise<CompareModules> = loadOnce(() => import('./compare/compare-modules'));

/** The MCP client (a server added, or a saved one reconnecting): a page with no servers never fetches it. */
export const loadMcp: () => Promise<McpModules> = loadOnce(() => import('./mcp/mcp-modules'));
