import { z } from 'zod';
import { parseMcpHandlerId } from '../mcp/mcp-handler-id';
import { defineTool, type AnyToolContract } from '../tools/tool';
import type { Lesson } from './lesson';
import { neededMcpServers } from './lesson-needs';

/**
 * A lesson may name an MCP server's tools by handler id (`mcp:notes/search_notes`) in its `tools`,
 * its variants and its checks, when it names the server in `needs`. The file is read before any
 * server is connected (an import in the page, `--lesson` before `--mcp` starts anything), so each
 * such tool is checked against a stand-in under its own name; the run uses the server's real tool,
 * and a server that is not connected is refused before it (lesson-needs.ts).
 */
export function mcpToolStandIns(lesson: Pick<Lesson, 'tools' | 'needs'>, available: readonly AnyToolContract[]): AnyToolContract[] {
  const servers = new Set(neededMcpServers(lesson.needs));
  const known = new Set(available.map((contract) => contract.id));
  return (lesson.tools ?? []).flatMap((id) => {
    const parsed = parseMcpHandlerId(id);
    if (!parsed || known.has(id) || !servers.has(parsed.server)) return [];
    return [standIn(id, parsed.tool)];
  });
}

/** Why a handler id of the lesson's `tools` cannot be used, when it is a server's tool. */
export function mcpToolProblem(id: string, needs: readonly string[] | undefined): string | undefined {
  const parsed = parseMcpHandlerId(id);
  if (!parsed || neededMcpServers(needs).includes(parsed.server)) return undefined;
  return `"${id}" is a tool of the MCP server "${parsed.server}": add "mcp:${parsed.server}" to the lesson's needs`;
}

function standIn(id: string, tool: string): AnyToolContract {
  return defineTool({
    id,
    description: '',
    parameters: z.looseObject({}),
    success: z.string(),
    failures: {},
    wire: { name: tool, inputSchema: { type: 'object' } },
    access: () => ({ kind: 'exec' }),
    handler: () => Promise.reject(new Error(`${id} is a stand-in for checking a lesson file; a run uses the server's own tool`)),
    format: (value) => value,
  });
}
