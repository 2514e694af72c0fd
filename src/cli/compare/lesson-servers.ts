import { lessonNeedsProblem, neededMcpServers } from '../../engine/lessons/lesson-needs';
import type { Lesson } from '../../engine/lessons/lesson';
import { UsageError } from '../shared/command-line';

/**
 * A lesson that names MCP servers in its `needs` is checked against the --mcp file's server names
 * before any server starts or any model is called: a missing one is one line, exit 2.
 */
export async function checkLessonServers(lesson: Pick<Lesson, 'id' | 'needs'>, mcpPath: string | undefined, from: string): Promise<void> {
  const servers = neededMcpServers(lesson.needs);
  if (servers.length === 0) return;
  // Only the file's names are read here; the SDK and the servers come later, and only with --mcp.
  const configured = mcpPath === undefined ? undefined : Object.keys(await (await import('../shared/mcp-servers')).readMcpConfig(mcpPath, from));
  const problem = lessonNeedsProblem(
    { id: lesson.id, needs: servers.map((server) => `mcp:${server}`) },
    { capabilities: { provides: [], description: '' }, ...(configured ? { mcpServers: configured } : {}), place: 'headless' },
  );
  if (problem) throw new UsageError(problem.message);
}
