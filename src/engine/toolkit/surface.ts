import type { ToolId } from '../tools/tool';
import type { JsonSchema } from './json-schema';
import { contentHash, stableStringify } from './stable-json';

/**
 * The surface: every word the model reads about its tools, and nothing else. It is plain JSON —
 * the thing the schema editor shows, a surface file holds, a share link carries — and the loop
 * reads it afresh before every model call, so an edit applies from the next call on.
 *
 * A built-in tool absent from `tools` is disabled.
 */
export interface SurfaceTool {
  /** Which handler runs the call (a built-in tool id). */
  handler: ToolId;
  /** The name the model sees; may differ from the handler id. */
  name: string;
  description: string;
  /** What the gate enforces: exactly what the model was shown. */
  input_schema: JsonSchema;
  /** Failure templates by kind; a kind left out uses the tool's default. */
  failures: Record<string, string>;
}

export interface Surface {
  system: string;
  tools: SurfaceTool[];
  /** Toolkit-level templates: InvalidToolCall, UnknownTool, MalformedReply, the clip marker... */
  failures: Record<string, string>;
}

const hashes = new WeakMap<Surface, string>();

/**
 * Identity of a surface: recorded with every model call so a transcript says what was read.
 * Memoised per object: surfaces are replaced on edit, never mutated.
 */
export function surfaceHash(surface: Surface): string {
  let hash = hashes.get(surface);
  if (hash === undefined) {
    hash = contentHash(stableStringify(surface));
    hashes.set(surface, hash);
  }
  return hash;
}
