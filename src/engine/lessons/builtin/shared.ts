import { allTools } from '../../tools/all-tools';
import { type SurfaceTool } from '../../toolkit/surface';
import { defaultSurfaceTool } from '../../toolkit/default-surface';

/**
 * Helpers the built-in lessons share. Lessons are plain data in the end (what export writes); the
 * helpers only build that data, so a variant can be "the default with one sentence taken out"
 * instead of a copy of the whole default that drifts when the default is improved.
 */

/**
 * The system prompt of the coding lessons. It names no tool and gives no routing advice, so the
 * only thing that differs between a lesson's variants is the part of the surface the lesson is
 * about (the default system prompt would route edits, searches and delegation by itself).
 */
export const codingSystem =
  'You are a coding agent working in a sandboxed workspace. You act only through the tools you are given; the user sees every call you make and every result. When the task is done, reply in plain text without calling a tool: say what you changed and what, if anything, is left undone.';

/** The default surface entry of a handler, as a lesson variant starts from it. */
export function defaultTool(handler: string): SurfaceTool {
  const contract = allTools.find((candidate) => candidate.id === handler);
  if (!contract) throw new Error(`No handler "${handler}".`);
  return defaultSurfaceTool(contract);
}

/**
 * `text` with `search` replaced exactly once. Throws when `search` is not there exactly once: the
 * default it edits has changed, and the lesson must be looked at again (the lesson tests load
 * every built-in, so this fails there first).
 */
export function replaceOnce(text: string, search: string, replacement: string): string {
  const first = text.indexOf(search);
  if (first === -1 || text.indexOf(search, first + 1) !== -1) {
    throw new Error(`A built-in lesson edits a default text that has changed: ${JSON.stringify(search.slice(0, 60))} is not in it exactly once.`);
  }
  return text.slice(0, first) + replacement + text.slice(first + search.length);
}

/** A repeatable sequence of picks from `words` (the same lesson files on every load). */
export function picker(seed: number): <T>(items: readonly T[]) => T {
  let state = seed >>> 0;
  return (items) => {
    // xorshift32: small, deterministic, good enough to vary generated lines.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return items[state % items.length]!;
  };
}

/** Lines joined with "\n", ending with a final newline. */
export function textFile(lines: readonly string[]): string {
  return `${lines.join('\n')}\n`;
}
