import { z } from 'zod';
import { toWireSchema } from '../../src/engine/toolkit/json-schema';
import { toolkitFailures, type ToolkitFailureKind } from '../../src/engine/toolkit/toolkit-failures';
import { renderTemplate } from '../../src/engine/toolkit/template';
import type { AnyToolContract, FailureValues, ToolContext } from '../../src/engine/tools/tool';

/**
 * Calls a tool the way a model's call reaches it: through the schema the model was shown (the wire
 * schema, as the gate checks it), then the tool's own parse, the handler, and the text the model
 * would read (the format, or the rendered failure template).
 */

/**
 * Deliberately not a discriminated union: tests read `result.value.x` or `result.kind` directly and
 * let the assertion fail when the outcome was the other one.
 */
export interface CalledTool {
  ok: boolean;
  /** The success value (checked against the tool's success schema); undefined for a failure. */
  value: any;
  /** The failure kind; undefined for a success. */
  kind: string | undefined;
  /** The failure's template values; empty for a success. */
  values: FailureValues;
  /** What the model reads: the formatted success or the rendered failure template. */
  text: string;
}

/** True when the schema the model sees accepts these arguments. */
export function acceptedOnWire(tool: AnyToolContract, args: unknown): boolean {
  return z.fromJSONSchema(toWireSchema(tool.parameters) as never).safeParse(args).success;
}

export async function callTool(tool: AnyToolContract, args: Record<string, unknown>, ctx: ToolContext): Promise<CalledTool> {
  if (!acceptedOnWire(tool, args)) throw new Error(`The wire schema of ${tool.id} refuses ${JSON.stringify(args)}`);
  return callHandler(tool, args, ctx);
}

/** Skips the wire gate: for arguments only a loosened (user-edited) schema would let through. */
export async function callHandler(tool: AnyToolContract, args: Record<string, unknown>, ctx: ToolContext): Promise<CalledTool> {
  const parsed = tool.parameters.safeParse(args);
  const outcome = await tool.handler(parsed.success ? parsed.data : args, ctx);
  if (outcome.ok) {
    // A success that breaks its own schema is our bug: fail the test loudly.
    const value = tool.success.parse(outcome.value);
    return { ok: true, value, kind: undefined, values: {}, text: tool.format(value, ctx) };
  }
  // The toolkit's own kinds (PathTooLong...) are there for every tool, as the toolkit renders them.
  const spec = tool.failures[outcome.kind] ?? toolkitFailures[outcome.kind as ToolkitFailureKind];
  if (spec === undefined) throw new Error(`${tool.id} returned failure kind ${outcome.kind}, which it does not declare`);
  return {
    ok: false,
    value: undefined,
    kind: outcome.kind,
    values: outcome.values,
    text: renderTemplate(spec.template, { values: outcome.values, nameOf: ctx.nameOf }),
  };
}
