import { z } from 'zod';
import { defineTool, fail, succeed, type AnyToolContract, type FailureSpec } from '../tools/tool';
import type { McpConnection, McpTool } from './mcp-connection';
import { defaultMcpTimeoutMs } from './mcp-timeout';
import { mcpHandlerId } from './mcp-handler-id';
import { mcpSurfaceTools } from './mcp-surface';

/**
 * A server's tool as a handler of the toolkit: from the surface on it is a tool like any other —
 * renamed, re-described, gated against the edited schema, clipped, approved, recorded. Its
 * contract takes any object (the gate has already held the call to the schema the model was
 * shown; the server judges the rest) and calls the server under the tool's own name, whatever the
 * model calls it.
 */

const success = z.object({
  text: z.string(),
  images: z.array(z.object({ mediaType: z.string(), data: z.string(), atText: z.number().int().nonnegative() })),
});

export const mcpFailures = {
  McpToolError: {
    template: '{server} answered that {tool} failed: {text}',
    placeholders: { server: 'github', tool: 'create_issue', text: 'Validation Failed: title is required' },
  },
  McpTimeout: {
    template:
      'The MCP server {server} did not answer this {tool} call within {seconds} s, so its outcome is unknown. Check with a read-only tool whether it took effect before you call {tool} again, or do without it.',
    placeholders: { server: 'github', tool: 'create_issue', seconds: 60 },
  },
  McpServerGone: {
    template:
      'The MCP server {server} is not running any more ({why}), so {tool} and the other tools of {server} cannot be called in this run. Carry on with the other tools, and say in your reply what you could not do.',
    placeholders: { server: 'github', tool: 'create_issue', why: 'it exited with code 1' },
  },
  McpServerUnreachable: {
    template:
      'The MCP server {server} could not be reached for this {tool} call ({why}). Call {tool} once more; if that fails too, carry on with the other tools and say in your reply what you could not do.',
    placeholders: { server: 'github', tool: 'create_issue', why: 'nothing answered at its address' },
  },
  McpCallDenied: {
    template:
      'The user denied this {tool} call to {server}.[[ Their reason: "{reason}". Do not make the same call again; take the reason into account. || They gave no reason. Do not retry it as it is: explain in your reply why you need it, or ask the user how to proceed.]]',
    placeholders: { server: 'github', tool: 'create_issue', reason: 'not on the real repository' },
  },
} satisfies Record<string, FailureSpec>;

export interface McpToolOptions {
  /** How long one call may take; the person can set it per run. */
  timeoutMs?: number;
}

export function mcpToolContract(connection: McpConnection, tool: McpTool, options: McpToolOptions = {}, wireName = tool.name): AnyToolContract {
  const id = mcpHandlerId(connection.server, tool.name);
  const timeoutMs = options.timeoutMs ?? defaultMcpTimeoutMs;
  return defineTool({
    id,
    description: tool.description,
    parameters: z.looseObject({}),
    success,
    failures: mcpFailures,
    wire: { name: wireName, inputSchema: tool.inputSchema },
    // Read-only calls run side by side; any other call may change what the next one sees.
    access: () => (tool.readOnly ? { kind: 'read' } : { kind: 'exec' }),
    async handler(args, ctx) {
      // The model reads the name it called the tool by; the server is named as the person named it.
      const where = { server: connection.server, tool: ctx.nameOf(id) ?? tool.name };
      if (!tool.readOnly) {
        const decision = await ctx.approve({ toolId: id, command: `${connection.server} ${tool.name} ${JSON.stringify(args)}`, arguments: args }, ctx.signal);
        if (!decision.approved) return fail('McpCallDenied', { ...where, reason: decision.reason?.trim() ?? '' });
      }
      const outcome = await connection.callTool(tool.name, args, { signal: ctx.signal, timeoutMs });
      if (outcome.kind === 'timeout') return fail('McpTimeout', { ...where, seconds: Math.round(outcome.timeoutMs / 100) / 10 });
      if (outcome.kind === 'gone') return fail('McpServerGone', { ...where, why: outcome.why });
      if (outcome.kind === 'unreachable') return fail('McpServerUnreachable', { ...where, why: outcome.why });
      if (outcome.isError) return fail('McpToolError', { ...where, text: outcome.text || '(no details)' });
      return succeed({ text: outcome.text, images: outcome.images });
    },
    format: (value) => (value.text === '' && value.images.length === 0 ? '(the tool returned nothing)' : value.text),
    images: (value) => value.images,
  });
}

/**
 * Every tool of every connected server, as handlers for the registry. `namesInUse` are the names
 * of the other tools they will sit beside: a default surface made from these contracts then sends
 * a clashing tool as `<server>__<tool>`, as withMcpTools does.
 */
export function mcpToolContracts(connections: readonly McpConnection[], options: McpToolOptions & { namesInUse?: Iterable<string> } = {}): AnyToolContract[] {
  const wireNames = new Map(mcpSurfaceTools(connections, options.namesInUse ?? []).tools.map((tool) => [tool.handler, tool.name]));
  return connections.flatMap((connection) =>
    connection.tools.map((tool) => mcpToolContract(connection, tool, options, wireNames.get(mcpHandlerId(connection.server, tool.name)))),
  );
}

/**
 * The built-in handlers with every connected server's tools after them, each server tool named
 * beside the built-ins (a clash is sent as `<server>__<tool>`): what a run, a call by hand or a
 * comparison in the page may reach.
 */
export function withMcpToolContracts(builtins: readonly AnyToolContract[], connections: readonly McpConnection[], timeoutMs: number): AnyToolContract[] {
  if (connections.length === 0) return [...builtins];
  return [...builtins, ...mcpToolContracts(connections, { timeoutMs, namesInUse: builtins.map((contract) => contract.id) })];
}
