import type { Surface, SurfaceTool } from '../../../engine/toolkit/surface';
import type { SurfaceOverlay } from '../../../engine/toolkit/surface-overlay';
import { parseMcpHandlerId } from '../../../engine/mcp/mcp-handler-id';
import type { ShareServerOriginal } from '../../../share/share-document';

/**
 * What a shared surface changed against this app's defaults, as a list a person reads: per tool
 * and field, the default text and the shared one, with a word diff between them. Built from the
 * overlay the document carries (which IS the difference from the defaults), so nothing unchanged
 * is listed.
 */

export type DiffPart = { text: string; change: 'same' | 'added' | 'removed' };

export interface SurfaceFieldChange {
  /** "System prompt", "Toolkit failures", or the tool as the model saw it ("edit_file"). */
  area: string;
  /** "description", "name", "input schema", "failure InvalidToolCall", "disabled", "added", "order". */
  field: string;
  /** Word diff from the default to the shared text; absent for a change with no text (disabled). */
  parts?: DiffPart[];
  /** One sentence when the change is not a text (a tool removed, added, or reordered). */
  note?: string;
}

/** `diffWords` from the `diff` package (passed in: it lives in the lazy share chunk). */
export type WordDiff = (before: string, after: string) => Array<{ value: string; added?: boolean; removed?: boolean }>;

/**
 * `serverOriginals` (a version 2 document's) hold the server's own wording of each server tool the
 * run edited: those edits are listed as edits (old → new), after the built-in tools' changes, under
 * their server; the server tools nobody edited stay one line per server.
 */
export function surfaceChanges(defaults: Surface, overlay: SurfaceOverlay, diffWords: WordDiff, serverOriginals: Readonly<Record<string, ShareServerOriginal>> = {}): SurfaceFieldChange[] {
  const changes: SurfaceFieldChange[] = [];
  const textChange = (area: string, field: string, before: string, after: string) =>
    changes.push({ area, field, parts: wordDiff(before, after, diffWords) });

  if (overlay.system !== undefined) textChange('System prompt', 'text', defaults.system, overlay.system);
  for (const [kind, text] of Object.entries(overlay.failures ?? {})) {
    textChange('Toolkit failures', `failure ${kind}`, Object.hasOwn(defaults.failures, kind) ? defaults.failures[kind]! : '', text);
  }
  const defaultTools = new Map(defaults.tools.map((tool) => [tool.handler, tool]));
  // A server's tools came from the server, not from an edit here: one line per server, so the
  // edits made here are not buried under them.
  const fromServers = new Map<string, string[]>();
  const serverEdits = new Map<string, SurfaceFieldChange[]>();
  for (const [handler, patch] of Object.entries(overlay.tools ?? {})) {
    const server = defaultTools.has(handler as SurfaceTool['handler']) ? undefined : parseMcpHandlerId(handler)?.server;
    if (server === undefined || patch.enabled === false) continue;
    const original = Object.hasOwn(serverOriginals, handler) ? serverOriginals[handler]! : undefined;
    const edits = original ? serverToolEdits(`${patch.name ?? original.name} (MCP server ${server})`, original, patch, diffWords) : [];
    // A tool as its server sent it (or whose wording the link lacks) is one name in its server's line.
    if (edits.length === 0) fromServers.set(server, [...(fromServers.get(server) ?? []), patch.name ?? handler]);
    serverEdits.set(server, [...(serverEdits.get(server) ?? []), ...edits]);
  }
  // Each server's tools together, apart from the built-ins: its unedited tools in one line, then its edits.
  for (const server of serverEdits.keys()) {
    const names = fromServers.get(server);
    if (names) {
      const unsaid = Object.keys(serverOriginals).length === 0 ? " The link does not carry the server's own wording, so edits to these tools are not told apart here." : '';
      changes.push({
        area: `MCP server ${server}`,
        field: 'tools',
        note: `From server ${server}: ${names.length} ${names.length === 1 ? 'tool' : 'tools'} (${names.join(', ')}).${unsaid}`,
      });
    }
    changes.push(...serverEdits.get(server)!);
  }
  for (const [handler, patch] of Object.entries(overlay.tools ?? {})) {
    if (!defaultTools.has(handler as SurfaceTool['handler']) && parseMcpHandlerId(handler)) continue;
    const base = defaultTools.get(handler as SurfaceTool['handler']);
    const area = patch.name ?? base?.name ?? handler;
    if (patch.enabled === false) {
      changes.push({ area, field: 'disabled', note: 'Turned off: the model was not offered this tool.' });
      continue;
    }
    if (!base) {
      changes.push({ area, field: 'added', note: `A tool the defaults do not have (handler ${handler}).` });
      if (patch.description !== undefined) textChange(area, 'description', '', patch.description);
      continue;
    }
    if (patch.name !== undefined) textChange(area, 'name', base.name, patch.name);
    if (patch.description !== undefined) textChange(area, 'description', base.description, patch.description);
    if (patch.input_schema !== undefined) textChange(area, 'input schema', prettyJson(base.input_schema), prettyJson(patch.input_schema));
    for (const [kind, text] of Object.entries(patch.failures ?? {})) {
      textChange(area, `failure ${kind}`, Object.hasOwn(base.failures, kind) ? base.failures[kind]! : '', text);
    }
  }
  if (overlay.order) changes.push({ area: 'Tools', field: 'order', note: `Offered in another order: ${overlay.order.join(', ')}.` });
  return changes;
}

function serverToolEdits(area: string, original: ShareServerOriginal, patch: NonNullable<SurfaceOverlay['tools']>[string], diffWords: WordDiff): SurfaceFieldChange[] {
  const pairs: Array<[string, string, string | undefined]> = [
    ['name', original.name, patch.name],
    ['description', original.description, patch.description],
    ['input schema', original.input_schema ? prettyJson(original.input_schema) : '', original.input_schema && patch.input_schema ? prettyJson(patch.input_schema) : undefined],
  ];
  return pairs.flatMap(([field, before, after]) => (after === undefined || after === before ? [] : [{ area, field, parts: wordDiff(before, after, diffWords) }]));
}

function wordDiff(before: string, after: string, diffWords: WordDiff): DiffPart[] {
  return diffWords(before, after).map((part) => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }));
}

function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
