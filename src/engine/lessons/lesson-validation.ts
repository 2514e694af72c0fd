import type { AnyToolContract } from '../tools/tool';
import { FieldError } from '../toolkit/field-error';
import { schemaProblem } from '../toolkit/gate';
import { resolveWorkspacePath } from '../workspace/paths';
import type { Check } from './checks';
import type { Lesson, LessonVariant } from './lesson';
import { lessonContracts, lessonSurface } from './lesson-surface';
import { needPattern } from './lesson-needs';
import { mcpToolProblem, mcpToolStandIns } from './lesson-mcp-tools';

/** ":" too, for the "preset:aider" variants a comparison adds to any lesson (preset-variants.ts). */
export const variantNamePattern = /^[A-Za-z0-9_.:-]{1,40}$/;

/**
 * What the schema cannot say about a lesson that is well-formed JSON: handlers it names exist,
 * overlays give usable schemas and unique names, regular expressions compile, paths stay inside
 * the workspace. Every problem, in file order.
 */
export function lessonProblems(lesson: Lesson, handlers: readonly AnyToolContract[]): FieldError[] {
  const problems: FieldError[] = [];
  const available = [...handlers, ...mcpToolStandIns(lesson, handlers)];
  (lesson.needs ?? []).forEach((need, index) => {
    if (!needPattern.test(need)) {
      problems.push(new FieldError(`needs[${index}]`, `"${need}" is not a need; name a program or "network" in lower case, such as "node", or an MCP server as "mcp:<server>"`));
    }
  });
  const known = new Set(available.map((contract) => contract.id));
  (lesson.tools ?? []).forEach((id, index) => {
    const serverTool = mcpToolProblem(id, lesson.needs);
    if (serverTool) problems.push(new FieldError(`tools[${index}]`, serverTool));
    else if (!known.has(id)) problems.push(new FieldError(`tools[${index}]`, `unknown handler "${id}"; available handlers are ${[...known].join(', ')}`));
  });
  if (problems.length > 0) return problems;

  for (const path of Object.keys(lesson.files)) {
    const problem = pathProblem(path);
    if (problem) problems.push(new FieldError(`files.${path}`, problem));
  }
  const variants = Object.entries(lesson.variants);
  if (variants.length === 0) problems.push(new FieldError('variants', 'a lesson needs at least one variant to run'));
  // Checks may name a tool of any variant: a preset variant has other handlers than the defaults.
  const anyVariant = new Set(variants.length === 0 ? lessonContracts(lesson, available).map((contract) => contract.id) : []);
  for (const [name, variant] of variants) {
    const contracts = lessonContracts(lesson, available, name);
    const handlers = new Set(contracts.map((contract) => contract.id));
    for (const handler of handlers) anyVariant.add(handler);
    problems.push(...overlayProblems(lesson, name, variant, contracts, handlers));
  }
  lesson.checks.forEach((check, index) => problems.push(...checkProblems(check, `checks[${index}]`, anyVariant)));
  return problems;
}

function overlayProblems(lesson: Lesson, variant: string, overlay: LessonVariant, contracts: readonly AnyToolContract[], handlers: Set<string>): FieldError[] {
  const at = (field: string) => `variants.${variant}${field}`;
  if (!variantNamePattern.test(variant)) {
    return [new FieldError(at(''), 'a variant name uses letters, digits, ".", "_", ":" and "-" only (at most 40), so it can be typed in --variants')];
  }
  const problems: FieldError[] = [];
  for (const [handler, patch] of Object.entries(overlay.tools ?? {})) {
    if (!handlers.has(handler)) {
      const whose = overlay.preset === undefined ? "this lesson's handlers" : `the handlers of this variant (preset ${overlay.preset})`;
      problems.push(new FieldError(at(`.tools.${handler}`), `unknown handler "${handler}"; ${whose} are ${[...handlers].join(', ')} (add others to "tools")`));
      continue;
    }
    const schemaIssue = patch.input_schema && schemaProblem(patch.input_schema);
    if (schemaIssue) problems.push(new FieldError(at(`.tools.${handler}.input_schema`), schemaIssue));
  }
  (overlay.order ?? []).forEach((handler, index) => {
    if (!handlers.has(handler)) problems.push(new FieldError(at(`.order[${index}]`), `unknown handler "${handler}"`));
  });
  if (problems.length > 0) return problems;

  const surface = lessonSurface(lesson, variant, contracts);
  const seen = new Map<string, string>();
  for (const tool of surface.tools) {
    const other = seen.get(tool.name);
    if (other !== undefined) {
      problems.push(new FieldError(at(`.tools.${tool.handler}.name`), `"${tool.name}" is also the name of ${other}; names the model sees must be unique`));
    }
    seen.set(tool.name, tool.handler);
  }
  return problems;
}

function checkProblems(check: Check, at: string, handlers: Set<string>): FieldError[] {
  const unknownTool = (tool: string, field: string) =>
    handlers.has(tool) ? [] : [new FieldError(`${at}.${field}`, `unknown handler "${tool}"; checks name tools by handler id (${[...handlers].join(', ')})`)];
  switch (check.kind) {
    case 'file-contains':
    case 'file-matches': {
      const problem = pathProblem(check.path);
      if (problem) return [new FieldError(`${at}.path`, problem)];
      if (check.kind === 'file-contains') return [];
      try {
        new RegExp(check.pattern, check.flags);
        return [];
      } catch (error) {
        return [new FieldError(`${at}.pattern`, `not a valid regular expression: ${error instanceof Error ? error.message : String(error)}`)];
      }
    }
    case 'tool-called':
      if (check.atLeast === undefined && check.atMost === undefined) return [new FieldError(at, 'give atLeast, atMost or both (atMost 0 means never)')];
      if (check.atLeast !== undefined && check.atMost !== undefined && check.atLeast > check.atMost) {
        return [new FieldError(`${at}.atMost`, `atMost (${check.atMost}) is below atLeast (${check.atLeast}), so no run could pass`)];
      }
      return unknownTool(check.tool, 'tool');
    case 'tool-sequence':
      return check.tools.flatMap((tool, index) => unknownTool(tool, `tools[${index}]`));
    case 'no-failure':
      return check.tool === undefined ? [] : unknownTool(check.tool, 'tool');
    default:
      return [];
  }
}

function pathProblem(path: string): string | undefined {
  try {
    if (resolveWorkspacePath(path, '/workspace') === '') return 'a file needs a path below the workspace root';
    return undefined;
  } catch {
    return `"${path}" is not a workspace-relative path ("..", "~", backslashes and paths outside the root are refused)`;
  }
}
