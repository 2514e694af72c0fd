import { z } from 'zod';
import { isWorkspaceError, type Workspace } from '../workspace/workspace';
import { isWithinFolder } from '../workspace/paths';
import { comparePaths, globMatcher, isInSkippedFolder, locate, plural, SKIPPED_FOLDER_NAMES } from './file-filter';
import { ALLOWED_FLAGS_TEXT, compilePattern, FLAGS_PATTERN, parseFlags, type GrepOptions, type LineMatcher } from './grep-pattern';
import { pathFailures } from './path-failures';
import { pastPathLimits, splitByPathLimits, withPastPathLimitsNote } from './path-limit-skips';
import { splitLines } from './text-lines';
import { defineTool, fail, succeed, type FailureSpec, type ToolContext } from './tool';
import { yieldPoints } from './yield-point';

/** Matching lines returned in the default mode; the rest are counted, not shown. */
export const GREP_MAX_MATCHES = 200;
/** Files returned with -l or -c. */
export const GREP_MAX_FILES = 500;
/** A longer matching line is cut to this many characters around its first match. */
export const GREP_MAX_LINE_LENGTH = 300;
/** Files read at once: enough to overlap a WebContainer's round trips, few enough to stay light. */
const READ_BATCH = 16;

/** Shared with Claude Code's Grep, which runs the same search. */
export const unsupportedSyntaxFailure: FailureSpec = {
  template:
    'The pattern uses {feature}, which this search cannot run: it matches in linear time and has no backreferences, lookahead or lookbehind. Rewrite the pattern without it (spell out the text a backreference would repeat; put looked-ahead text in the match itself), or search for a simpler pattern and check the lines it returns.',
  placeholders: { feature: 'a lookahead ((?=...) or (?!...))' },
};

const skipped = SKIPPED_FOLDER_NAMES.join(' and ');

const parameters = z
  .object({
    pattern: z
      .string()
      .min(1)
      .describe(
        'Regular expression, as in grep -E, matched per line; with -F, plain text.',
      ),
    path: z
      .string()
      .optional()
      .describe('File or folder to search, relative to the workspace root.'),
    glob: z
      .string()
      .optional()
      .describe(
        'Only search files matching this glob, e.g. *.ts or src/**/*.ts.',
      ),
    flags: z
      .string()
      .regex(new RegExp(FLAGS_PATTERN))
      .optional()
      .describe(
        `Bare flags only: ${ALLOWED_FLAGS_TEXT}. No long options (use \`glob\` for --include) or context flags like -A 3: read_file around the match instead.`,
      ),
  })
  .strict();

const match = z.object({ path: z.string(), line: z.number().int().min(1), text: z.string() });
const fileCount = z.object({ path: z.string(), count: z.number().int().min(1) });

const success = z.object({
  /** lines: the default; files: -l; counts: -c. */
  mode: z.enum(['lines', 'files', 'counts']),
  /** Matching lines, first GREP_MAX_MATCHES; filled in lines mode only. */
  matches: z.array(match),
  /** Files with at least one match and how many lines matched; filled with -l and -c only. */
  files: z.array(fileCount),
  /** Matching lines in all searched files, shown or not. */
  totalMatches: z.number().int().min(0),
  filesSearched: z.number().int().min(0),
  filesMatched: z.number().int().min(0),
  binaryFilesSkipped: z.number().int().min(0),
  /** True when matches or files were capped. */
  truncated: z.boolean(),
  /** Files left unsearched because no tool can name them; absent when none. */
  pastPathLimits: pastPathLimits.optional(),
});

type GrepResult = z.infer<typeof success>;

export const grepTool = defineTool({
  id: 'grep',
  description: [
    'Searches file contents for a regular expression and returns matching lines as path:line:text, lines counted from 1.',
    `Covers the whole workspace unless \`path\` or \`glob\` narrows it; skips binary files, ${skipped}.`,
    `At most ${GREP_MAX_MATCHES} lines (${GREP_MAX_FILES} files with -l or -c), then a count of the rest; long lines are cut around the match.`,
    'Patterns are RE2 syntax (linear time): no backreferences, lookahead or lookbehind.',
    'Use glob to find files by name; prefer both to grep or find in Bash.',
  ].join(' '),
  parameters,
  success,
  failures: {
    UnsupportedFlag: {
      template: `The flag "{flag}" is not supported. Allowed, as bare flags: ${ALLOWED_FLAGS_TEXT}. Filter files with the glob parameter instead of --include.[[ To see the lines around a match, call {tool:read_file} with an offset a few lines before the match's line number.]]`,
      placeholders: { flag: '-A' },
    },
    InvalidPattern: {
      template:
        'The pattern is not a valid regular expression: {error}. Escape special characters with a backslash (\\( \\[ \\.), or pass flags "-F" to search for the text exactly as written.',
      placeholders: { error: 'error parsing regexp: missing closing ): `foo(`' },
    },
    UnsupportedSyntax: unsupportedSyntaxFailure,
    OutsideWorkspace: pathFailures.OutsideWorkspace,
    NotFound: pathFailures.NotFound,
  },
  clipHint: 'Narrow the search with path, glob or a more specific pattern, or pass flags "-l" to list only file names.',
  capped: true,
  access: () => ({ kind: 'read' }),
  async handler(args, ctx) {
    const parsed = parseFlags(args.flags ?? '');
    if (!parsed.ok) return fail('UnsupportedFlag', { flag: parsed.flag });
    const compiled = await compilePattern(args.pattern, parsed.options);
    if (!compiled.ok) {
      return compiled.kind === 'InvalidPattern'
        ? fail('InvalidPattern', { error: compiled.error })
        : fail('UnsupportedSyntax', { feature: compiled.feature });
    }
    const target = await locate(ctx, args.path);
    if (!target.ok) return target.failure;

    const { path: scope, kind } = target.located;
    const inGlob =
      args.glob === undefined || args.glob === ''
        ? () => true
        : globMatcher(args.glob, scope, { matchBaseName: true, rootPath: ctx.workspace.rootPath });
    const candidates =
      kind === 'file'
        ? [scope]
        : (await ctx.workspace.listFiles()).filter((file) => isWithinFolder(file, scope) && !isInSkippedFolder(file, scope));
    const { within, past } = splitByPathLimits(candidates.filter(inGlob));
    const result = await search(ctx.workspace, within.sort(comparePaths), compiled.matcher, parsed.options, ctx.signal);
    return succeed(past === undefined ? result : { ...result, pastPathLimits: past });
  },
  format: (value, ctx) => withPastPathLimitsNote(formatGrep(value, ctx), value.pastPathLimits, ctx, 'file'),
});

async function search(workspace: Workspace, files: string[], matcher: LineMatcher, options: GrepOptions, signal: AbortSignal): Promise<GrepResult> {
  const result: GrepResult = {
    mode: options.mode,
    matches: [],
    files: [],
    totalMatches: 0,
    filesSearched: 0,
    filesMatched: 0,
    binaryFilesSkipped: 0,
    truncated: false,
  };
  const pause = yieldPoints(signal);
  for (let start = 0; start < files.length; start += READ_BATCH) {
    // Between batches the page gets a turn, and a stopped call stops searching.
    await pause();
    const batch = files.slice(start, start + READ_BATCH);
    const contents = await Promise.all(batch.map((file) => readIfPresent(workspace, file)));
    batch.forEach((file, index) => searchFile(result, file, contents[index], matcher));
  }
  const shownCount = result.mode === 'lines' ? result.matches.length : result.files.length;
  result.truncated = shownCount < (result.mode === 'lines' ? result.totalMatches : result.filesMatched);
  return result;
}

/** A file removed between listing and reading is simply not searched (a command may be running). */
async function readIfPresent(workspace: Workspace, file: string): Promise<string | undefined> {
  try {
    return await workspace.readFile(file);
  } catch (error) {
    if (isWorkspaceError(error, 'not_found') || isWorkspaceError(error, 'is_directory')) return undefined;
    throw error;
  }
}

function searchFile(result: GrepResult, file: string, content: string | undefined, matcher: LineMatcher): void {
  if (content === undefined) return;
  if (content.includes('\0')) {
    result.binaryFilesSkipped++;
    return;
  }
  result.filesSearched++;
  let count = 0;
  splitLines(content).forEach((text, index) => {
    const at = matcher.firstMatch(text);
    if (at === -1) return;
    count++;
    if (result.mode === 'lines' && result.matches.length < GREP_MAX_MATCHES) {
      result.matches.push({ path: file, line: index + 1, text: clipAround(text, at) });
    }
  });
  if (count === 0) return;
  result.totalMatches += count;
  result.filesMatched++;
  if (result.mode !== 'lines' && result.files.length < GREP_MAX_FILES) result.files.push({ path: file, count });
}

/** Keeps the match in view: a minified line's hit at column 5,000 is the part worth showing. */
function clipAround(text: string, matchIndex: number): string {
  if (text.length <= GREP_MAX_LINE_LENGTH) return text;
  const start = Math.max(0, Math.min(matchIndex - 100, text.length - GREP_MAX_LINE_LENGTH));
  const end = start + GREP_MAX_LINE_LENGTH;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

function formatGrep(value: GrepResult, ctx: ToolContext): string {
  const binary = value.binaryFilesSkipped > 0 ? ` · ${plural(value.binaryFilesSkipped, 'binary file')} skipped` : '';
  if (value.filesSearched === 0) return noFilesText(value, ctx, binary);
  if (value.filesMatched === 0) {
    return `No matches in ${plural(value.filesSearched, 'file')} searched${binary}. Check the spelling, try -i to ignore case or a shorter pattern, or widen path and glob.`;
  }
  const searched = `${plural(value.filesSearched, 'file')} searched${binary}`;
  return formatGrepMatches(value, searched, 'Narrow with path, glob or a more specific pattern; flags "-l" lists only file names and "-c" counts per file.');
}

/**
 * The matching lines or files and the summary under them, for grep and for presets that wrap it.
 * `narrowLines` is what a cut-off list of lines suggests, naming the wrapper's own parameters.
 */
export function formatGrepMatches(value: GrepResult, searched: string, narrowLines: string): string {
  if (value.mode === 'lines') {
    const lines = value.matches.map((hit) => `${hit.path}:${hit.line}:${hit.text}`);
    const summary = `${plural(value.totalMatches, 'matching line')} in ${plural(value.filesMatched, 'file')}`;
    if (!value.truncated) return [...lines, `[${summary} · ${searched}]`].join('\n');
    const leftOut = value.totalMatches - value.matches.length;
    return [...lines, `[showing the first ${value.matches.length} of ${summary}; ${leftOut} left out · ${searched}. ${narrowLines}]`].join('\n');
  }
  const lines = value.files.map((file) => (value.mode === 'files' ? file.path : `${file.path}:${file.count}`));
  const summary = `${plural(value.filesMatched, 'file')} with ${plural(value.totalMatches, 'matching line')} · ${searched}`;
  if (!value.truncated) return [...lines, `[${summary}]`].join('\n');
  const leftOut = value.filesMatched - value.files.length;
  return [...lines, `[showing the first ${value.files.length} of ${summary}; ${plural(leftOut, 'file')} left out. Narrow with path or glob.]`].join('\n');
}

function noFilesText(value: GrepResult, ctx: ToolContext, binary: string): string {
  if (value.binaryFilesSkipped > 0) return `No text files to search: only binary files were found${binary}.`;
  const globName = ctx.nameOf('glob');
  const findHint = globName === undefined ? '' : ` To see which files exist, use ${globName}.`;
  return `No files to search here. If you gave a glob: without "/" it matches file names in any folder ("*.ts"); with "/" it matches from the workspace root or from path.${findHint}`;
}
