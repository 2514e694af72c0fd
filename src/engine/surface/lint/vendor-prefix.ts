import { vendorPrefix } from './boilerplate';
import { aboutTool, toolField, type Finding, type LintContext } from './finding';

/**
 * A vendor's name before the action ("Notion | Retrieve a user") spends the words a model weighs
 * most when it picks a tool on something every tool of the server shares. The server's name
 * already travels with its tools; the description should open with what this one does.
 */

const RULE = 'vendor-prefix';

export function vendorPrefixRule(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    const prefix = vendorPrefix(tool.description);
    if (!prefix) return;
    const opening = prefix.rest.split('\n')[0]!.trim();
    findings.push({
      rule: RULE,
      severity: 'warning',
      ...aboutTool(tool),
      field: toolField(index, 'description'),
      message: `The description of ${tool.name} opens with the vendor "${prefix.vendor}" before the action: the first words a model weighs are the same for every tool of the server.`,
      suggestion: `Drop "${prefix.vendor}" from the opening and start with the action ("${opening}"); say the product once where it matters, later in the description.`,
    });
  });
  return findings;
}
