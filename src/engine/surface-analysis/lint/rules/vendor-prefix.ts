import { vendorPrefix } from '../boilerplate';
import { aboutTool, toolField, type Finding, type LintContext } from '../finding';

/**
 * A vendor's name before the action ("Notion | Retrieve a user") spends the words a model weighs
 * most when it picks a tool on something every tool of the server shares. The server's name
 * already travels with its tools; the description should open with what this one does. Only a
 * prefix that three in four of the list's tools share is taken for a vendor's, and only in a list
 * whose prefixes are not a set of kinds: "[API]", "[QUERY]", "[WORKFLOW]" and "[UTILITY]" across one
 * server sort its tools, and the most common of them is no vendor.
 */

const RULE = 'vendor-prefix';
/** The share of a list's described tools that must open with the same prefix for it to be a vendor's. */
const SHARED_BY = 0.75;
/** As many different prefixes as this in one list are labels of kinds, not a vendor's name. */
const KINDS = 3;

export function vendorPrefixRule(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const prefixes = context.surface.tools.map((tool) => vendorPrefix(tool.description));
  const described = context.surface.tools.filter((tool) => tool.description.trim() !== '').length;
  if (new Set(prefixes.map((prefix) => prefix?.vendor).filter((vendor) => vendor !== undefined)).size >= KINDS) return [];
  context.surface.tools.forEach((tool, index) => {
    const prefix = prefixes[index];
    if (!prefix) return;
    // A label only some tools carry ("Designer Tool -" on the tools that act in an open app) sets
    // them apart from the rest: it tells the model something. A vendor's name is on nearly all.
    const sharing = prefixes.filter((other) => other?.vendor === prefix.vendor).length;
    if (sharing < SHARED_BY * described) return;
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
