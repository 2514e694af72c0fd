import { parseMcpHandlerId } from '../../../engine/mcp/mcp-handler-id';
import type { Surface } from '../../../engine/toolkit/surface';

/** How many of a server's tools the surface in force offers the model, and how many under a new name. */
export interface OfferedServerTools {
  offered: number;
  renamed: number;
}

export function offeredServerTools(server: string, surface: Surface | undefined): OfferedServerTools {
  let offered = 0;
  let renamed = 0;
  for (const tool of surface?.tools ?? []) {
    const id = parseMcpHandlerId(tool.handler);
    if (id?.server !== server) continue;
    offered += 1;
    if (tool.name !== id.tool) renamed += 1;
  }
  return { offered, renamed };
}

/**
 * A ready server's tools in words, as the surface has them: the server lists some, the surface may
 * switch some off or rename them, and the model sees what the surface says.
 */
export function readyServerWords(toolCount: number, { offered, renamed }: OfferedServerTools): string {
  const listed = `${toolCount} ${toolCount === 1 ? 'tool' : 'tools'}`;
  const off = toolCount - offered;
  const notes = [off > 0 ? `${off} left out of it` : '', renamed > 0 ? `${renamed} renamed` : ''].filter(Boolean);
  if (off === 0 && renamed === 0) return `Ready: ${listed}, all offered to the model.`;
  return `Ready: ${listed}; the surface offers the model ${offered} (${notes.join(', ')}).`;
}

/** The header's count of server tools the model is offered, across ready servers. */
export function offeredToolsWords(servers: readonly string[], surface: Surface | undefined): string {
  const offered = servers.reduce((sum, server) => sum + offeredServerTools(server, surface).offered, 0);
  return `${offered} ${offered === 1 ? 'tool' : 'tools'} offered`;
}
