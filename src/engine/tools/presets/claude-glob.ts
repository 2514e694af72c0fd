import { z } from 'zod';
import { SKIPPED_FOLDER_NAMES } from '../file-filter';
import { GLOB_MAX_PATHS, globTool } from '../glob';
import { defineTool } from '../tool';
import { claudeRoles } from './claude-roles';
import { contextWithRoles, failuresWithRoles } from './tool-roles';

/** Claude Code's Glob: the built-in glob (same parameters, same handler), worded for that toolkit. */
const description = [
  'Finds files by path pattern and returns their workspace-relative paths, one per line, sorted alphabetically. Files only, dotfiles included.',
  `${SKIPPED_FOLDER_NAMES.join(' and ')} folders are skipped unless path or the pattern names them.`,
  `At most ${GLOB_MAX_PATHS} paths are returned; the last line says how many were left out.`,
  'Use Glob to find files by name; use Grep to search inside files.',
].join(' ');

const parameters = z
  .object({
    pattern: z
      .string()
      .min(1)
      .describe(
        'Glob matched against file paths: * and ? stay within one folder, ** crosses folders, {a,b} lists alternatives ("**/*.ts", "src/*.{ts,tsx}"). "*.ts" finds files directly in the searched folder only; "**/*.ts" finds them at any depth.',
      ),
    path: z
      .string()
      .optional()
      .describe('Folder to search in, relative to the workspace root (an absolute path inside the root also works). Default: the whole workspace. Results are always workspace-relative.'),
  })
  .strict();

export const claudeGlobTool = defineTool({
  id: 'Glob',
  description,
  parameters,
  success: globTool.success,
  failures: failuresWithRoles(globTool.failures, claudeRoles),
  capped: true,
  access: () => ({ kind: 'read' }),
  handler: (args, ctx) => globTool.handler(args, ctx),
  format: (value, ctx) => globTool.format(value, contextWithRoles(ctx, claudeRoles)),
});
