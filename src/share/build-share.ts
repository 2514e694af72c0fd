import type { AgentNode, Session, StoredMessage } from '../engine/nodes/node';
import { defaultSurface } from '../engine/toolkit/default-surface';
import { surfaceHash, type Surface } from '../engine/toolkit/surface';
import { overlayBetween } from '../engine/toolkit/surface-overlay';
import { fieldPath } from '../engine/toolkit/field-error';
import { workspaceAtEnd } from './replay';
import { MAX_DOCUMENT_BYTES } from './share-codec';
import { UnsupportedContent } from './share-content';
import { copySessionNodes } from './session-steps';
import { jsonShapeProblem, shareDocumentSchema, type ShareDocument, type ShareNode, type ShareSurfaceOverlay } from './share-document';
import { serverOriginalsOf, type ServerToolWording } from './server-originals';
import { describeStartFiles, differenceSize, filesDifference, type ShareSamples } from './share-files';
import { findSecret } from './share-secrets';
import { renumberToolUseIds } from './tool-use-ids';

/**
 * Builds the share document of a session from data the caller already holds (the UI reads the
 * store; nothing here does). Which files go in:
 * - the workspace as the run STARTED, as its difference from the closest built-in sample;
 * - the workspace when shared (`endFiles`), as its difference from what replaying the transcript
 *   gives: usually nothing, and what commands changed otherwise. Up to FINAL_FILES_BUDGET
 *   characters; past that it is marked `omitted` and the replay says its last files are partial.
 */
export interface ShareBuildInput {
  session: Pick<Session, 'id' | 'title'>;
  /** The session's nodes (others are left out). */
  nodes: readonly AgentNode[];
  /** Stored messages by node id, as NodeStore.loadMessages returns them. */
  messagesByNode: Readonly<Record<string, readonly StoredMessage[]>>;
  startFiles: Readonly<Record<string, string>>;
  endFiles?: Readonly<Record<string, string>>;
  /** The surface of the run; it becomes an overlay on the defaults. */
  surface: Surface;
  /** Every other surface the run's calls were sent with (edits mid-run), matched to steps by hash. */
  surfacesUsed?: readonly Surface[];
  modelId: string;
  appVersion: string;
  samples: ShareSamples;
  /** The workspace root the tools saw (default `/workspace`). */
  workspaceRoot?: string;
  sharedAt?: Date;
  /** Strings that must appear nowhere in the document: pass the API key. */
  secrets?: readonly string[];
  /** The ready MCP servers' tools in their servers' own words: what an edit to one is shown against. */
  serverTools?: readonly ServerToolWording[];
}

export type ShareBuildProblem = 'unexpected-input' | 'unsupported-content' | 'contains-secret' | 'too-large' | 'invalid';

export type ShareBuildResult = { ok: true; document: ShareDocument } | { ok: false; problem: ShareBuildProblem; message: string };

/** Characters of final-file difference carried; a link has room for a few small files, not more. */
export const FINAL_FILES_BUDGET = 8_000;

const inputFields = new Set<string>([
  'session', 'nodes', 'messagesByNode', 'startFiles', 'endFiles', 'surface', 'surfacesUsed',
  'modelId', 'appVersion', 'samples', 'workspaceRoot', 'sharedAt', 'secrets', 'serverTools',
]);

export function buildShareDocument(input: ShareBuildInput): ShareBuildResult {
  // TypeScript checks literals only; an object built elsewhere (settings spread in) is refused here.
  const stray = Object.keys(input).find((key) => !inputFields.has(key));
  if (stray !== undefined) {
    return { ok: false, problem: 'unexpected-input', message: `"${stray}" is not part of a share document; nothing was shared.` };
  }

  let shareNodes: ShareNode[];
  try {
    shareNodes = renumberToolUseIds(copySessionNodes(input.session.id, input.nodes, input.messagesByNode));
  } catch (error) {
    if (!(error instanceof UnsupportedContent)) throw error;
    return { ok: false, problem: 'unsupported-content', message: `This run cannot be shared yet: ${error.message}, which share links do not carry.` };
  }

  const defaults = defaultSurface();
  const mainHash = surfaceHash(input.surface);
  const others = otherSurfaces(shareNodes, mainHash, input.surfacesUsed ?? [], defaults);
  const overlay = overlayBetween(defaults, input.surface);
  const originals = serverOriginalsOf([overlay, ...Object.values(others ?? {})], input.serverTools ?? []);
  const draft: ShareDocument = {
    // Version 2 only when its field is there: every other link still opens in older apps.
    version: originals ? 2 : 1,
    title: input.session.title,
    modelId: input.modelId,
    provenance: { appVersion: input.appVersion, sharedAt: (input.sharedAt ?? new Date()).toISOString(), surfaceHash: mainHash },
    workspace: describeStartFiles(input.startFiles, input.samples, input.workspaceRoot ?? '/workspace'),
    surface: overlay,
    ...(others ? { surfacesUsed: others } : {}),
    ...(originals ? { serverOriginals: originals } : {}),
    nodes: shareNodes,
  };

  const shapeProblem = jsonShapeProblem(draft);
  if (shapeProblem !== undefined) return { ok: false, problem: 'invalid', message: `The share document would not be valid at ${shapeProblem}.` };
  const parsed = shareDocumentSchema.safeParse(draft);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: 'invalid', message: `The share document would not be valid at ${fieldPath(issue.path) || '(document)'}: ${issue.message}` };
  }
  const document = parsed.data;
  if (input.endFiles) {
    const replayed = workspaceAtEnd(document, input.samples).files;
    const difference = filesDifference(replayed, input.endFiles);
    document.finalFiles = differenceSize(difference) <= FINAL_FILES_BUDGET ? difference : 'omitted';
  }

  if (new TextEncoder().encode(JSON.stringify(document)).length > MAX_DOCUMENT_BYTES) {
    return { ok: false, problem: 'too-large', message: 'This run is too large to share (over 5 MB with its files). Share a run over a smaller workspace.' };
  }
  const secretAt = findSecret(document, input.secrets ?? []);
  if (secretAt !== undefined) {
    return {
      ok: false,
      problem: 'contains-secret',
      message: `An API key appears in this run (at ${secretAt}), so it was not shared. Remove the key from the files or the task and share a new run.`,
    };
  }
  return { ok: true, document };
}

/** Overlays of the surfaces a call was sent with other than the main one, when the caller has them. */
function otherSurfaces(
  nodes: readonly ShareNode[],
  mainHash: string,
  surfaces: readonly Surface[],
  defaults: Surface,
): Record<string, ShareSurfaceOverlay> | undefined {
  const known = new Map(surfaces.map((surface) => [surfaceHash(surface), surface]));
  const overlays = new Map<string, ShareSurfaceOverlay>();
  for (const node of nodes) {
    for (const message of node.messages) {
      if (message.role !== 'assistant' || message.surfaceHash === undefined || message.surfaceHash === mainHash) continue;
      const surface = known.get(message.surfaceHash);
      if (surface && !overlays.has(message.surfaceHash)) overlays.set(message.surfaceHash, overlayBetween(defaults, surface));
    }
  }
  return overlays.size > 0 ? Object.fromEntries(overlays) : undefined;
}
