import { z } from 'zod';
import { isWithinFolder } from '../workspace/paths';
import { comparePaths, globMatcher, isInSkippedFolder, locateFolder, plural, SKIPPED_FOLDER_NAMES } from './file-filter';
import { folderFailures } from './path-failures';
import { pastPathLimits, splitByPathLimits, withPastPathLimitsNote } from './path-limit-skips';
import { defineTool, succeed, type ToolContext } from './tool';

/** Paths returned; the rest are counted. */
export const GLOB_MAX_PATHS = 500;

const skipped = SKIPPED_FOLDER_NAMES.join(' and ');

const parameters = z
  .object({
    pattern: z
      .string()
      .min(1)
      .describe(
        '* and ? match within a folder, ** across folders: *.ts only in the searched folder, **/*.ts at any depth.',
      ),
    path: z
      .string()
      .optional()
      .describe(
        'Folder to search, relative to the workspace root; the pattern may start from it or the root.',
      ),
  })
  .strict();

const success = z.object({
  /** Workspace-relative, sorted, at most GLOB_MAX_PATHS. */
  paths: z.array(z.string()),
  /** Every matching file, shown or not. */
  total: z.number().int().min(0),
  truncated: z.boolean(),
  /** Matching files left out because no tool can name them; absent when none. */
  pastPathLimits: pastPathLimits.optional(),
});

type GlobResult = z.infer<typeof success>;

export const globTool = defineTool({
  id: 'glob',
  description: [
    `Finds files by path pattern and returns their workspace-relative paths, one per line, sorted; dotfiles included, ${skipped} skipped unless named.`,
    `At most ${GLOB_MAX_PATHS} paths, then a count of the rest.`,
    'Use grep to search inside files.',
  ].join(' '),
  parameters,
  success,
  failures: folderFailures,
  capped: true,
  access: () => ({ kind: 'read' }),
  async handler(args, ctx) {
    const target = await locateFolder(ctx, args.path);
    if (!target.ok) return target.failure;
    const scope = target.folder;

    const matches = globMatcher(args.pattern, scope, { matchBaseName: false, rootPath: ctx.workspace.rootPath });
    // A pattern that spells out node_modules or .git is a request to look inside them.
    const patternNamesSkipped = SKIPPED_FOLDER_NAMES.some((name) => args.pattern.includes(name));
    const { within: found, past } = splitByPathLimits(
      (await ctx.workspace.listFiles())
        .filter((file) => isWithinFolder(file, scope))
        .filter((file) => patternNamesSkipped || !isInSkippedFolder(file, scope))
        .filter(matches),
    );
    found.sort(comparePaths);
    return succeed({
      paths: found.slice(0, GLOB_MAX_PATHS),
      total: found.length,
      truncated: found.length > GLOB_MAX_PATHS,
      ...(past === undefined ? {} : { pastPathLimits: past }),
    });
  },
  format: (value, ctx) => withPastPathLimitsNote(formatGlob(value, ctx), value.pastPathLimits, ctx, 'matching file'),
});

function formatGlob(value: GlobResult, ctx: ToolContext): string {
  if (value.total === 0) {
    const grepName = ctx.nameOf('grep');
    const grepHint = grepName === undefined ? '' : ` To find files by their contents, use ${grepName}.`;
    return `No files match. * stops at "/": prefix the pattern with **/ to match at any depth ("**/*.ts"), loosen it, or search a wider path.${grepHint}`;
  }
  if (!value.truncated) return [...value.paths, `[${plural(value.total, 'file')}]`].join('\n');
  const leftOut = value.total - value.paths.length;
  return [
    ...value.paths,
    `[showing the first ${value.paths.length} of ${value.total} files; ${leftOut} left out. Narrow with a more specific pattern or a folder in path.]`,
  ].join('\n');
}
