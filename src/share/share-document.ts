import { z } from 'zod';
import { toolNamePattern } from '../engine/toolkit/tool-name';
import { withinPathLimits } from '../engine/workspace/paths';

/**
 * The share document: everything a replay needs and nothing a person would not mean to publish.
 * It is the payload of a share link and the content of a shared .json file, in one format.
 *
 * What is NOT in it, by construction: the API key, the base URL, any setting. Every object below
 * is `.strict()`, so a document carrying an unknown field (an `apiKey`, a `settings`) is refused
 * on the way in (decode) and on the way out (encode), and build-share.ts copies each field by
 * name instead of spreading objects it was given.
 *
 * Steps. `step` numbers every model call of the session, 1..N, in the order the calls were made,
 * across all nodes (a sub-agent's calls come between the calls of its parent that surround it).
 * An assistant message carries the step of the call that produced it; a user message carries the
 * step it answers (its tool results), and no step when it is not an answer (the task, a follow-up,
 * a copied history). So "the workspace at step k" means after the tools of call k ran, and "before
 * step k" means just before call k was sent.
 */

/**
 * The newest format this app writes and reads. Version 2 adds `serverOriginals`; a document
 * without them is still written as version 1, so it opens in apps that know only that.
 */
export const SHARE_DOCUMENT_VERSION = 2;

/**
 * A key of a record read from a link: `__proto__` would replace the object's prototype. zod 4
 * already drops such keys, and jsonShapeProblem refuses them before the schema runs; this stays
 * in case either changes.
 */
const recordKey = z.string().refine((key) => key !== '__proto__', 'the key "__proto__" is not allowed');

/** Deeper than any document this app writes (tool arguments and schemas included). */
export const MAX_NESTING = 64;

/**
 * What the schema cannot be trusted with, checked before it runs, coming in and going out:
 * - a `__proto__` key, which zod drops from records without a word (nothing is polluted, but a
 *   file or a tool would vanish from a replay unnoticed);
 * - nesting past MAX_NESTING: JSON.parse takes any depth, but every recursive reader after it
 *   (JSON.stringify, a renderer) would overflow the stack on a crafted link.
 * Iterative, so it cannot overflow itself, and it holds one frame per level it is inside, never
 * one per value: a path is spelled out only for the problem it reports, because a string per
 * element of a list of a million cost hundreds of MB. Returns where the first problem is, and what.
 */
export function jsonShapeProblem(value: unknown): string | undefined {
  if (!isContainer(value)) return undefined;
  const frames: ShapeFrame[] = [frameOf(value, '')];
  while (frames.length > 0) {
    const frame = frames.at(-1)!;
    if (frame.next >= frame.size) {
      frames.pop();
      continue;
    }
    const at = frame.next++;
    const key = frame.keys === undefined ? at : frame.keys[at]!;
    if (key === '__proto__') return `${pathOf(frames) || '(document)'}: a field named "__proto__"`;
    const item = (frame.container as Record<string | number, unknown>)[key];
    if (!isContainer(item)) continue;
    frames.push(frameOf(item, typeof key === 'number' ? `[${key}]` : `.${key}`));
    // The document is level 0, so a container at level 65 makes the 66th frame.
    if (frames.length > MAX_NESTING + 1) return `${pathOf(frames)}: nested more than ${MAX_NESTING} levels deep`;
  }
  return undefined;
}

interface ShapeFrame {
  container: object;
  /** An object's keys; undefined for a list, whose keys are its indexes. */
  keys: string[] | undefined;
  size: number;
  next: number;
  /** `[3]` or `.name`: how the parent reaches this container. */
  step: string;
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function frameOf(container: object, step: string): ShapeFrame {
  if (Array.isArray(container)) return { container, keys: undefined, size: container.length, next: 0, step };
  const keys = Object.keys(container);
  return { container, keys, size: keys.length, next: 0, step };
}

function pathOf(frames: ShapeFrame[]): string {
  return frames.map((frame) => frame.step).join('').replace(/^\./, '');
}

/**
 * Workspace-relative POSIX path, already clean: what Workspace.exportFiles() returns. Within the
 * workspace's path limits too, so a document that opens is one a workspace can take in.
 */
export function isCleanRelativePath(path: string): boolean {
  if (path === '' || !withinPathLimits(path) || path === '__proto__') return false;
  if (path.includes('\0') || path.includes('\\') || path.startsWith('/') || path.startsWith('~')) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

const workspacePath = z.string().refine(isCleanRelativePath, 'must be a workspace-relative path such as "src/app.ts"');
const fileMap = z.record(workspacePath, z.string());

const jsonObject = z.record(recordKey, z.unknown());

const textBlock = z.object({ type: z.literal('text'), text: z.string() }).strict();
const toolUseBlock = z
  .object({ type: z.literal('tool_use'), id: z.string().min(1), name: z.string(), input: jsonObject })
  .strict();
const toolResultBlock = z
  .object({
    type: z.literal('tool_result'),
    tool_use_id: z.string().min(1),
    content: z.union([z.string(), z.array(textBlock)]).optional(),
    is_error: z.boolean().optional(),
  })
  .strict();

const userMessage = z
  .object({
    role: z.literal('user'),
    content: z.union([z.string(), z.array(z.discriminatedUnion('type', [textBlock, toolResultBlock]))]),
    step: z.number().int().min(1).optional(),
  })
  .strict();
const assistantMessage = z
  .object({
    role: z.literal('assistant'),
    content: z.union([z.string(), z.array(z.discriminatedUnion('type', [textBlock, toolUseBlock]))]),
    step: z.number().int().min(1).optional(),
    /** Which surface the call was sent with (see `surfaceOfStep` in replay-surface.ts). */
    surfaceHash: z.string().optional(),
  })
  .strict();
export const shareMessageSchema = z.discriminatedUnion('role', [userMessage, assistantMessage]);

const nodeStatus = z.discriminatedUnion('state', [
  z.object({ state: z.literal('running') }).strict(),
  z.object({ state: z.literal('done') }).strict(),
  z
    .object({ state: z.literal('stopped'), why: z.enum(['step_cap', 'token_cap', 'malformed_cap', 'aborted']) })
    .strict(),
  z.object({ state: z.literal('interrupted') }).strict(),
  z.object({ state: z.literal('failed'), cause: z.string() }).strict(),
]);

const tokenCount = z.number().int().min(0);
const usage = z
  .object({ inputTokens: tokenCount, outputTokens: tokenCount, cacheReadTokens: tokenCount, cacheWriteTokens: tokenCount })
  .strict();

const shareNode = z
  .object({
    id: z.string().min(1),
    /** Absent for the root agent. */
    parentId: z.string().optional(),
    name: z.string(),
    /** Workspace-relative folder it could write in ("" = the whole workspace). */
    folder: z.string(),
    task: z.string(),
    status: nodeStatus,
    usage,
    messages: z.array(shareMessageSchema),
  })
  .strict();

const toolOverlay = z
  .object({
    enabled: z.boolean().optional(),
    name: z.string().regex(toolNamePattern).optional(),
    description: z.string().optional(),
    input_schema: jsonObject.optional(),
    failures: z.record(recordKey, z.string()).optional(),
  })
  .strict();
/** The shape of SurfaceOverlay (src/engine/toolkit/surface-overlay.ts), strict. */
export const surfaceOverlaySchema = z
  .object({
    system: z.string().optional(),
    failures: z.record(recordKey, z.string()).optional(),
    tools: z.record(recordKey, toolOverlay).optional(),
    order: z.array(z.string()).optional(),
  })
  .strict();

/** A server tool as its server described it, before the run's surface edited it. */
const serverOriginal = z
  .object({
    name: z.string(),
    description: z.string(),
    /** Only when the run's surface changed the schema too. */
    input_schema: jsonObject.optional(),
  })
  .strict();

/** The starting files, as their difference from a base: nothing, or a built-in sample. */
const shareWorkspace = z
  .object({
    /** Absolute root the tools saw (`/workspace`): absolute paths in tool calls resolve against it. */
    root: z.string().startsWith('/'),
    /** `empty`, or `sample:<id>` of a sample this app ships (see share-files.ts). */
    base: z.union([z.literal('empty'), z.string().regex(/^sample:[A-Za-z0-9_-]{1,64}$/)]),
    /** Content hash of the sample's files, so a changed sample is noticed instead of misreplayed. */
    baseHash: z.string().optional(),
    added: fileMap,
    changed: fileMap,
    removed: z.array(workspacePath),
  })
  .strict();

/**
 * The workspace when the run was shared, as its difference from what replaying the transcript
 * gives (usually nothing; commands and edits made by hand show up here), or `omitted` when that
 * difference was too big to carry.
 */
const finalFiles = z.union([
  z.object({ changed: fileMap, removed: z.array(workspacePath) }).strict(),
  z.literal('omitted'),
]);

const provenance = z
  .object({
    appVersion: z.string(),
    /** ISO 8601, when the document was made. */
    sharedAt: z.iso.datetime({ offset: true }),
    /** surfaceHash() of `surface` applied to the defaults of the app that made the document. */
    surfaceHash: z.string(),
  })
  .strict();

export const shareDocumentSchema = z
  .object({
    version: z.union([z.literal(1), z.literal(2)]),
    title: z.string(),
    modelId: z.string(),
    provenance,
    workspace: shareWorkspace,
    finalFiles: finalFiles.optional(),
    /** The surface of the run as an overlay on the defaults (`overlayBetween(defaultSurface(), surface)`). */
    surface: surfaceOverlaySchema,
    /** Other surfaces the run's calls were sent with (edits mid-run), by surface hash. */
    surfacesUsed: z.record(recordKey, surfaceOverlaySchema).optional(),
    /**
     * Version 2: the server's own wording of each MCP tool the run's surface edited, by handler,
     * so the replay can show the edit (the defaults hold no server's wording).
     */
    serverOriginals: z.record(recordKey, serverOriginal).optional(),
    /** Root first; a node's parent always comes before it. */
    nodes: z.array(shareNode),
  })
  .strict()
  .superRefine((document, context) => {
    for (const problem of structureProblems(document)) context.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });

export type ShareDocument = z.infer<typeof shareDocumentSchema>;
export type ShareNode = ShareDocument['nodes'][number];
export type ShareMessage = z.infer<typeof shareMessageSchema>;
export type ShareSurfaceOverlay = z.infer<typeof surfaceOverlaySchema>;
export type ShareWorkspace = ShareDocument['workspace'];
export type ShareServerOriginal = z.infer<typeof serverOriginal>;

/**
 * What the field types alone cannot say: one root, parents before children, and model calls
 * numbered 1..N with no gap or repeat (the replay steps through them).
 */
function structureProblems(document: z.infer<typeof shareDocumentSchema>): Array<{ message: string; path: Array<string | number> }> {
  const problems: Array<{ message: string; path: Array<string | number> }> = [];
  const seen = new Set<string>();
  let roots = 0;
  const steps: number[] = [];
  for (const [index, node] of document.nodes.entries()) {
    if (seen.has(node.id)) problems.push({ message: `node id "${node.id}" appears twice`, path: ['nodes', index, 'id'] });
    if (node.parentId === undefined) roots += 1;
    else if (!seen.has(node.parentId)) problems.push({ message: 'parentId must name a node listed before this one', path: ['nodes', index, 'parentId'] });
    seen.add(node.id);
    for (const message of node.messages) if (message.role === 'assistant' && message.step !== undefined) steps.push(message.step);
  }
  if (document.nodes.length > 0 && roots !== 1) problems.push({ message: `a session has exactly one root node, found ${roots}`, path: ['nodes'] });
  steps.sort((a, b) => a - b);
  for (const [index, step] of steps.entries()) {
    if (step !== index + 1) {
      problems.push({ message: `model calls must be numbered 1..${steps.length} once each; found step ${step} at position ${index + 1}`, path: ['nodes'] });
      break;
    }
  }
  if (document.serverOriginals !== undefined && document.version < 2) {
    problems.push({ message: 'a version 1 document carries no server originals', path: ['serverOriginals'] });
  }
  const { base, baseHash, changed, removed } = document.workspace;
  if (base === 'empty' && (Object.keys(changed).length > 0 || removed.length > 0 || baseHash !== undefined)) {
    problems.push({ message: 'an empty base has nothing to change or remove', path: ['workspace'] });
  }
  return problems;
}
