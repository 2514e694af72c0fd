import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_PATH_DEPTH, MAX_PATH_LENGTH, withinPathLimits } from '../workspace/paths';
import { plural } from './file-filter';
import type { ToolContext } from './tool';

/**
 * A command can make paths deeper or longer than a tool may name (`mkdir -p` seventy folders
 * down). grep, glob and ls leave such paths out instead of returning paths every other tool
 * refuses (or failing on them), and say so once, at the end of their result.
 */
export const pastPathLimits = z.object({
  /** Paths left out. */
  count: z.number().int().min(1),
  /** The first one in path order, for the model to recognise what it made. */
  first: z.string(),
});

export type PastPathLimits = z.infer<typeof pastPathLimits>;

/** A quoted path keeps its start and its end: that is where a deep path says what it is. */
const QUOTED_CHARS = 100;

/** Splits paths into those a tool can name and a summary of the rest (undefined when none). */
export function splitByPathLimits(paths: readonly string[]): { within: string[]; past: PastPathLimits | undefined } {
  const within: string[] = [];
  const past: string[] = [];
  for (const path of paths) (withinPathLimits(path) ? within : past).push(path);
  return { within, past: summarise(past) };
}

export function summarise(paths: readonly string[]): PastPathLimits | undefined {
  if (paths.length === 0) return undefined;
  return { count: paths.length, first: [...paths].sort()[0]! };
}

/** The one line a listing tool adds when it left paths out; `noun` is what was left out. */
export function pastPathLimitsNote(past: PastPathLimits, ctx: ToolContext, noun: string, nounPlural?: string): string {
  const them = past.count === 1 ? 'it' : 'them';
  const shell = ctx.nameOf('Bash');
  const nextMove =
    shell === undefined
      ? `Work with the other files; ${past.count === 1 ? 'this one stays' : 'these stay'} out of reach.`
      : `To reach ${them}, move ${them} to a shallower folder with ${shell} (mv).`;
  const which = past.count === 1 ? `"${quoted(past.first)}"` : `the first "${quoted(past.first)}"`;
  return `[${plural(past.count, noun, nounPlural)} skipped, ${which}: past the workspace's path limits (${MAX_PATH_DEPTH} levels of folders, ${MAX_PATH_LENGTH.toLocaleString('en-US')} characters, ${MAX_NAME_LENGTH} per name), so no tool can open ${them}. ${nextMove}]`;
}

function quoted(path: string): string {
  if (path.length <= QUOTED_CHARS) return path;
  const head = path.slice(0, QUOTED_CHARS - 30);
  return `${head}…${path.slice(-30)}`;
}

/** A tool's formatted result, with the note appended when paths were left out. */
export function withPastPathLimitsNote(text: string, past: PastPathLimits | undefined, ctx: ToolContext, noun: string, nounPlural?: string): string {
  return past === undefined ? text : `${text}\n${pastPathLimitsNote(past, ctx, noun, nounPlural)}`;
}
