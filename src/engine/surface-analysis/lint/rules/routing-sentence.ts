import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { propertyNames } from '../../schema-properties';
import { mentionsTool } from '../tool-mentions';

/**
 * Where two tools can do the same job, each description must say when to use it instead of the
 * other, or the model picks by accident. Overlap is defined by what the handlers
 * can do, not by the names:
 * - finding and reading: read_file, grep, glob, ls (and the presets' Read, Grep, Glob, view_file);
 * - changing files: write_file, edit_file (and Write, Edit, edit_lines);
 * - a shell (Bash, the SWE-agent preset's run) can do all of it, so it overlaps with every tool of
 *   both groups.
 * A description of a tool in a group must name at least one enabled sibling (by the name the model
 * sees now); a shell's must name at least one enabled tool of either group. A tool with no enabled
 * sibling has nothing to route between.
 */

const RULE = 'routing-sentence';
const SHELLS = ['Bash', 'run'];
export const overlapGroups: ReadonlyArray<readonly string[]> = [
  ['read_file', 'grep', 'glob', 'ls', 'Read', 'Grep', 'Glob', 'view_file', 'read_file_bare'],
  ['write_file', 'edit_file', 'Write', 'Edit', 'edit_lines'],
];

export function routingSentence(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    if (!context.registry.has(tool.handler)) return;
    const siblings = siblingNames(tool.handler, context);
    if (siblings.length === 0) return;
    const parameters = propertyNames(tool.input_schema);
    if (siblings.some((name) => mentionsTool(tool.description, name, { parameters }))) return;
    findings.push({
      rule: RULE,
      severity: 'warning',
      ...aboutTool(tool),
      field: toolField(index, 'description'),
      message: `${tool.name} overlaps with ${listNames(siblings)}, but its description names none of them, so nothing tells the model when to pick ${tool.name} over them.`,
      suggestion: `Add a routing sentence, e.g. "Use ${tool.name} to …; use ${siblings[0]} to … instead."`,
    });
  });
  return findings;
}

/** Current names of the enabled tools a handler overlaps with. */
function siblingNames(handler: string, context: LintContext): string[] {
  const grouped = overlapGroups.filter((group) => group.includes(handler));
  const ids = SHELLS.includes(handler) ? overlapGroups.flat() : grouped.length === 0 ? [] : [...grouped.flat(), ...SHELLS];
  return [...new Set(ids)]
    .filter((id) => id !== handler)
    .map((id) => context.nameOf(id))
    .filter((name): name is string => name !== undefined);
}

function listNames(names: string[]): string {
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
