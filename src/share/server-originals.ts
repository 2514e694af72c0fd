import { stableStringify } from '../engine/toolkit/stable-json';
import type { SurfaceOverlay } from '../engine/toolkit/surface-overlay';
import type { ShareServerOriginal } from './share-document';

/**
 * What an MCP tool said before the run's surface edited it. A share document holds a surface as
 * its difference from the app's defaults, and the defaults hold no server's tools, so a server
 * tool travels whole: without the server's own wording beside it, a replay cannot tell an edit from
 * what the server sent. Only edited tools' originals go in, and a schema only when it was edited.
 */

/** A ready server's tool as the server describes it (handler `mcp:<server>/<tool>`). */
export interface ServerToolWording {
  handler: string;
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
}

export function serverOriginalsOf(overlays: readonly SurfaceOverlay[], serverTools: readonly ServerToolWording[]): Record<string, ShareServerOriginal> | undefined {
  const originals: Record<string, ShareServerOriginal> = {};
  for (const tool of serverTools) {
    for (const overlay of overlays) {
      const patch = overlay.tools && Object.hasOwn(overlay.tools, tool.handler) ? overlay.tools[tool.handler] : undefined;
      if (!patch || patch.enabled === false) continue;
      const schemaEdited = patch.input_schema !== undefined && stableStringify(patch.input_schema) !== stableStringify(tool.input_schema);
      const edited = (patch.name !== undefined && patch.name !== tool.name) || (patch.description !== undefined && patch.description !== tool.description) || schemaEdited;
      if (!edited) continue;
      const kept = originals[tool.handler];
      originals[tool.handler] = { name: tool.name, description: tool.description, ...(schemaEdited || kept?.input_schema ? { input_schema: tool.input_schema } : {}) };
    }
  }
  return Object.keys(originals).length > 0 ? originals : undefined;
}
