import { missingNeeds } from '../workspace/capabilities';
import type { WorkspaceCapabilities, WorkspaceKind } from '../workspace/workspace';

/**
 * A lesson that needs programs (node, npm, git), the network or an MCP server refused where they
 * are not, before any run starts: otherwise every run fails for a reason no one sees (the model
 * tries `npm test`, reads "command not found", and the pass rate says the surface is bad).
 *
 * One `needs` list names both: "node", "network", and "mcp:<server>" for a server by the name it
 * has in the person's config (or under MCP servers in the page).
 */

const MCP_NEED = 'mcp:';

/** A need for the workspace ("node") or for a server ("mcp:notes"). */
export const needPattern = /^(?:[a-z0-9][a-z0-9+-]*|mcp:[^/\s]{1,64})$/;

/** The servers a lesson's needs name, in their order. */
export function neededMcpServers(needs: readonly string[] | undefined): string[] {
  return (needs ?? []).filter((need) => need.startsWith(MCP_NEED)).map((need) => need.slice(MCP_NEED.length));
}

/** The needs a workspace must meet (the servers left out). */
export function workspaceNeeds(needs: readonly string[] | undefined): string[] {
  return (needs ?? []).filter((need) => !need.startsWith(MCP_NEED));
}

/** Where the person is, which decides what they can do about a missing need. */
export type NeedsPlace = 'headless' | 'page';

export interface NeedsContext {
  capabilities: WorkspaceCapabilities;
  workspaceKind?: WorkspaceKind;
  /** The MCP servers that are connected and ready, by name; undefined when none were asked for (no --mcp). */
  mcpServers?: readonly string[];
  place?: NeedsPlace;
}

export class LessonNeedsError extends Error {
  constructor(
    readonly lessonId: string,
    /** Everything missing, as the lesson wrote it ("node", "mcp:notes"). */
    readonly missing: readonly string[],
    readonly workspaceKind: WorkspaceKind | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'LessonNeedsError';
  }
}

const workspaceNames: Record<WorkspaceKind, string> = {
  embedded: 'the embedded workspace',
  webcontainer: 'WebContainer',
  os: 'the OS sandbox on this machine',
};

/** What is missing, in one or two sentences that end with the next move; undefined when nothing is. */
export function lessonNeedsProblem(lesson: { id: string; needs?: readonly string[] }, context: NeedsContext): { missing: string[]; message: string } | undefined {
  const place = context.place ?? 'headless';
  const programs = missingNeeds(workspaceNeeds(lesson.needs), context.capabilities);
  const ready = new Set(context.mcpServers ?? []);
  const servers = neededMcpServers(lesson.needs).filter((server) => !ready.has(server));
  if (programs.length === 0 && servers.length === 0) return undefined;

  const sentences: string[] = [];
  if (programs.length > 0) {
    const kind = context.workspaceKind;
    const where = kind === undefined ? 'this workspace' : workspaceNames[kind];
    const move =
      kind !== 'embedded'
        ? ''
        : place === 'page'
          ? ' Every comparison run in this page gets a fresh embedded workspace: run this lesson headless with npm run compare -- --sandbox os.'
          : ' Run it headless with --sandbox os, where real programs run.';
    sentences.push(`The lesson "${lesson.id}" needs ${programs.join(', ')}, which ${where} does not have.${move}`);
  }
  if (servers.length > 0) {
    const named = servers.map((server) => `"${server}"`).join(', ');
    const them = servers.length === 1 ? 'it' : 'them';
    const move =
      place === 'page'
        ? `Add ${them} under MCP servers, then start again.`
        : context.mcpServers === undefined
          ? `Pass --mcp <file.json> with ${them} in its mcpServers.`
          : `Add ${them} to the mcpServers of the file you pass with --mcp.`;
    const subject = programs.length > 0 ? 'It also needs' : `The lesson "${lesson.id}" needs`;
    sentences.push(`${subject} the MCP ${servers.length === 1 ? 'server' : 'servers'} ${named}, which ${servers.length === 1 ? 'is' : 'are'} not connected. ${move}`);
  }
  return { missing: [...programs, ...servers.map((server) => `${MCP_NEED}${server}`)], message: sentences.join(' ') };
}

/** Throws LessonNeedsError when the workspace or the connected servers lack something the lesson needs. */
export function assertLessonNeeds(lesson: { id: string; needs?: readonly string[] }, context: NeedsContext): void {
  const problem = lessonNeedsProblem(lesson, context);
  if (problem) throw new LessonNeedsError(lesson.id, problem.missing, context.workspaceKind, problem.message);
}
