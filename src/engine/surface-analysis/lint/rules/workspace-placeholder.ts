import { WORKSPACE_PLACEHOLDER } from '../../../toolkit/template';
import { aboutTool, toolField, type Finding, type LintContext } from '../finding';

/**
 * {workspace} in the system prompt or a tool's description is filled per model call with what the
 * live workspace can run. Two ways to lose that:
 * - a near miss ({Workspace}, {workspace:x}, {workspaces}) is sent as written;
 * - a shell tool is sent while neither the system prompt nor its description has the placeholder:
 *   the model is not told whether node, npm or git exist, and finds out by failing (info: a person
 *   may say it in their own words).
 */

const RULE = 'workspace-placeholder';
const NEAR_MISS = /\{\s*workspaces?\s*(?::[^}]*)?\}/gi;
/** Handlers that run shell commands (the default toolkit's and the SWE-agent preset's). */
const SHELLS = ['Bash', 'run'];

export function workspacePlaceholder(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const texts = [
    { field: 'system', text: context.surface.system, about: {} },
    ...context.surface.tools.map((tool, index) => ({ field: toolField(index, 'description'), text: tool.description, about: aboutTool(tool) })),
  ];
  for (const { field, text, about } of texts) {
    for (const [miss] of text.matchAll(NEAR_MISS)) {
      if (miss === WORKSPACE_PLACEHOLDER) continue;
      findings.push({
        rule: RULE,
        severity: 'warning',
        ...about,
        field,
        message: `${miss} is not a placeholder: the model reads it as written. Only ${WORKSPACE_PLACEHOLDER} is filled with what the workspace can run.`,
        suggestion: `Write ${WORKSPACE_PLACEHOLDER} exactly.`,
      });
    }
  }
  const shellIndex = context.surface.tools.findIndex((tool) => SHELLS.includes(tool.handler) && context.nameOf(tool.handler) === tool.name);
  const shell = context.surface.tools[shellIndex];
  if (shell && !context.surface.system.includes(WORKSPACE_PLACEHOLDER) && !shell.description.includes(WORKSPACE_PLACEHOLDER)) {
    findings.push({
      rule: RULE,
      severity: 'info',
      ...aboutTool(shell),
      field: toolField(shellIndex, 'description'),
      message: `Neither the system prompt nor the description of ${shell.name} has ${WORKSPACE_PLACEHOLDER}: the model is not told which programs (node, npm, git, network) this workspace has, and learns it by failing.`,
      suggestion: `Add ${WORKSPACE_PLACEHOLDER} where the shell is described; it is filled with what the live workspace can run.`,
    });
  }
  return findings;
}
