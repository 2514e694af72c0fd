import { z } from 'zod';
import type { Workspace } from '../workspace/workspace';
import { comparePaths, isSkippedFolderName, locateFolder, plural, SKIPPED_FOLDER_NAMES } from './file-filter';
import { folderFailures } from './path-failures';
import { defineTool, succeed, type ToolContext } from './tool';
import { withinPathLimits } from '../workspace/paths';
import { pastPathLimits, summarise, withPastPathLimitsNote } from './path-limit-skips';
import { yieldPoints } from './yield-point';

/** Entries returned; the rest are counted. */
export const LS_MAX_ENTRIES = 500;

const parameters = z
  .object({
    path: z
      .string()
      .optional()
      .describe('Folder to list, relative to the workspace root; default the root.'),
    recursive: z
      .boolean()
      .default(false)
      .describe(
        `Also list everything below; ${SKIPPED_FOLDER_NAMES.join(' and ')} are not opened.`,
      ),
  })
  .strict();

const entry = z.object({
  /** Workspace-relative. */
  path: z.string(),
  kind: z.enum(['file', 'directory']),
  /** Bytes; files only. */
  size: z.number().int().min(0).optional(),
});

const success = z.object({
  /** The listed folder, workspace-relative ("" is the root). */
  path: z.string(),
  recursive: z.boolean(),
  /** At most LS_MAX_ENTRIES, in listing order. */
  entries: z.array(entry),
  /** Every entry found, shown or not. */
  total: z.number().int().min(0),
  truncated: z.boolean(),
  /** Folders a recursive listing showed but did not open. */
  notOpened: z.array(z.string()),
  /** Entries left out because no tool can name them (made by a command); absent when none. */
  pastPathLimits: pastPathLimits.optional(),
});

type LsResult = z.infer<typeof success>;
type Entry = z.infer<typeof entry>;

export const lsTool = defineTool({
  id: 'ls',
  description: [
    'Lists a folder, one entry per line, sorted, as workspace-relative paths; folders end with /, files show their size in bytes.',
    `At most ${LS_MAX_ENTRIES} entries, then a count of the rest.`,
    'Use glob to find files by name anywhere.',
  ].join(' '),
  parameters,
  success,
  failures: folderFailures,
  capped: true,
  access: () => ({ kind: 'read' }),
  async handler(args, ctx) {
    const target = await locateFolder(ctx, args.path);
    if (!target.ok) return target.failure;
    const folder = target.folder;

    const entries: Entry[] = [];
    const notOpened: string[] = [];
    const past: string[] = [];
    const pause = yieldPoints(ctx.signal);
    await collect({ workspace: ctx.workspace, recursive: args.recursive, entries, notOpened, past, pause: yieldPoints(ctx.signal) }, folder);
    const shown = entries.slice(0, LS_MAX_ENTRIES);
    // Sizes cost a stat per file: only for the entries the model will see.
    for (const item of shown) {
      if (item.kind !== 'file') continue;
      await pause();
      item.size = (await ctx.workspace.stat(item.path))?.size ?? 0;
    }
    return succeed({
      path: folder,
      recursive: args.recursive,
      entries: shown, total: entries.length, truncated: entries.length > shown.length,
      notOpened,
      ...(past.length === 0 ? {} : { pastPathLimits: summarise(past) }),
    });
  },
  format: (value, ctx) => withPastPathLimitsNote(formatLs(value, ctx), value.pastPathLimits, ctx, 'entry', 'entries'),
});

interface Collection {
  workspace: Workspace;
  recursive: boolean;
  entries: Entry[];
  notOpened: string[];
  /** Paths past the limits: not shown, since no tool could take them as a path. */
  past: string[];
  pause: () => Promise<void>;
}

/** Depth-first, so each folder is followed by its own contents and a tree reads top to bottom. */
async function collect(collection: Collection, folder: string): Promise<void> {
  const { workspace, recursive, entries, notOpened, past } = collection;
  await collection.pause();
  const children = (await workspace.readdir(folder)).sort((first, second) => comparePaths(first.name, second.name));
  for (const child of children) {
    const path = folder === '' ? child.name : `${folder}/${child.name}`;
    if (!withinPathLimits(path)) {
      past.push(path);
      continue;
    }
    entries.push({ path, kind: child.kind });
    if (!recursive || child.kind !== 'directory') continue;
    if (isSkippedFolderName(child.name)) {
      notOpened.push(path);
      continue;
    }
    await collect(collection, path);
  }
}

function formatLs(value: LsResult, ctx: ToolContext): string {
  if (value.total === 0) return value.pastPathLimits ? '(nothing here a tool can open)' : '(empty folder)';
  const lines = value.entries.map((item) =>
    item.kind === 'directory' ? `${item.path}/` : `${item.path}  (${plural(item.size ?? 0, 'byte')})`,
  );
  const folders = value.entries.filter((item) => item.kind === 'directory').length;
  const notes: string[] = [];
  if (value.truncated) {
    const globName = ctx.nameOf('glob');
    const globHint = globName === undefined ? '' : `, or find files by pattern with ${globName}`;
    const levelHint = value.recursive ? ', leave recursive off to see one level' : '';
    notes.push(
      `[showing the first ${value.entries.length} of ${value.total} entries; ${value.total - value.entries.length} left out. List a subfolder with path${levelHint}${globHint}.]`,
    );
  } else {
    notes.push(`[${plural(folders, 'folder')}, ${plural(value.total - folders, 'file')}]`);
  }
  if (value.notOpened.length > 0) {
    notes.push(`[not opened: ${value.notOpened.map((path) => `${path}/`).join(', ')} — list one with path to see inside]`);
  }
  return [...lines, ...notes].join('\n');
}
