import { z } from 'zod';
import { plural, SKIPPED_FOLDER_NAMES } from '../file-filter';
import { formatGrepMatches, GREP_MAX_FILES, GREP_MAX_LINE_LENGTH, GREP_MAX_MATCHES, grepTool, unsupportedSyntaxFailure } from '../grep';
import { pathFailures } from '../path-failures';
import { withPastPathLimitsNote } from '../path-limit-skips';
import { defineTool, type FailureSpec, type ToolContext } from '../tool';
import { claudeRoles } from './claude-roles';
import { failuresWithRoles } from './tool-roles';

/**
 * Claude Code's Grep: the built-in grep's search, under that harness's parameters. Where grep takes
 * bare flags, this takes `output_mode` (default files_with_matches, as that harness does) and `-i`.
 * Its texts are its own because grep's name the `flags` parameter, which this tool does not have.
 */
const description = [
  'Searches the contents of workspace files for a regular expression, one line at a time.',
  'output_mode chooses what comes back: "files_with_matches" (the default) lists the paths of files with at least one matching line; "content" returns each matching line as path:line:text (lines numbered from 1); "count" returns path:count per file. Paths are workspace-relative and sorted.',
  `Searches the whole workspace unless narrowed with path or glob; ${SKIPPED_FOLDER_NAMES.join(' and ')} folders are skipped unless path points inside one, and binary files are always skipped.`,
  `At most ${GREP_MAX_MATCHES} matching lines (content) or ${GREP_MAX_FILES} files are returned; the last line says how many were left out. A matching line longer than ${GREP_MAX_LINE_LENGTH} characters is cut around its first match, with … where text was cut.`,
  'Patterns run in linear time (RE2 syntax), so backreferences and lookahead/lookbehind are not supported.',
  'Use Grep to search inside files and Glob to find files by name; prefer them to grep or find in Bash.',
].join(' ');

const parameters = z
  .object({
    pattern: z
      .string()
      .min(1)
      .describe('Regular expression (extended syntax: |, +, ?, (), {n,m} need no backslash; \\d, \\w, \\s, \\b work). Escape a character with a backslash to match it as text ("\\(").'),
    path: z
      .string()
      .optional()
      .describe('A file or folder to search, relative to the workspace root (an absolute path inside the root also works). Default: the whole workspace.'),
    glob: z
      .string()
      .optional()
      .describe('Only search files whose path matches this glob. Without a "/" it matches file names in any folder ("*.ts", "*.{ts,tsx}"); with one it matches from the workspace root or from path ("src/**/*.test.ts").'),
    output_mode: z
      .enum(['files_with_matches', 'content', 'count'])
      .default('files_with_matches')
      .describe('"files_with_matches" (default): paths of matching files; "content": each matching line as path:line:text; "count": matching lines per file as path:count.'),
    '-i': z.boolean().default(false).describe('true ignores case. Default false.'),
  })
  .strict();

type GrepValue = z.infer<typeof grepTool.success>;

const shared = failuresWithRoles({ OutsideWorkspace: pathFailures.OutsideWorkspace, NotFound: pathFailures.NotFound }, claudeRoles);

const failures = {
  InvalidPattern: {
    template: 'The pattern is not a valid regular expression: {error}. Escape special characters with a backslash (\\( \\[ \\.) to match them as text.',
    placeholders: { error: 'error parsing regexp: missing closing ): `foo(`' },
  },
  UnsupportedSyntax: unsupportedSyntaxFailure,
  OutsideWorkspace: shared.OutsideWorkspace,
  NotFound: shared.NotFound,
} satisfies Record<string, FailureSpec>;

const flagOfMode = { files_with_matches: '-l', content: '', count: '-c' } as const;

export const claudeGrepTool = defineTool({
  id: 'Grep',
  description,
  parameters,
  success: grepTool.success,
  failures,
  clipHint: 'Narrow the search with path, glob or a more specific pattern, or use output_mode "files_with_matches".',
  capped: true,
  access: () => ({ kind: 'read' }),
  handler(args, ctx) {
    const flags = [flagOfMode[args.output_mode], args['-i'] ? '-i' : ''].filter(Boolean).join(' ');
    return grepTool.handler({ pattern: args.pattern, path: args.path, glob: args.glob, flags }, ctx);
  },
  format: (value, ctx) => withPastPathLimitsNote(formatGrep(value, ctx), value.pastPathLimits, ctx, 'file'),
});

function formatGrep(value: GrepValue, ctx: ToolContext): string {
  const binary = value.binaryFilesSkipped > 0 ? ` · ${plural(value.binaryFilesSkipped, 'binary file')} skipped` : '';
  if (value.filesSearched === 0) {
    if (value.binaryFilesSkipped > 0) return `No text files to search: only binary files were found${binary}.`;
    const globName = ctx.nameOf('Glob');
    const findHint = globName === undefined ? '' : ` To see which files exist, use ${globName}.`;
    return `No files to search here. A glob without "/" matches file names in any folder ("*.ts"); with "/" it matches from the workspace root or from path.${findHint}`;
  }
  const searched = `${plural(value.filesSearched, 'file')} searched${binary}`;
  if (value.filesMatched === 0) {
    return `No matches in ${searched}. Check the spelling, set -i to ignore case or try a shorter pattern, or widen path and glob.`;
  }
  return formatGrepMatches(value, searched, 'Narrow with path, glob or a more specific pattern; output_mode "files_with_matches" lists only the file names.');
}
