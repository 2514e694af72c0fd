import type { Finding, LintContext } from '../finding';

/**
 * A placeholder the code never fills is sent to the model as literal `{braces}`. Allowed in a
 * template: the placeholders its kind declares (each tool's FailureSpec, or the toolkit's own kinds
 * in toolkit-failures.ts) and `{tool:id}` (checked by the drift rule). A kind that no handler
 * returns is reported too: its template is never shown, so editing it changes nothing.
 */

const RULE = 'failure-placeholders';
const PLACEHOLDER = /\{([A-Za-z_]\w*)(?::([\w-]+))?\}/g;

export function failurePlaceholders(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const entry of context.failures) {
    const about = entry.tool !== undefined ? { tool: entry.tool, handler: entry.handler! } : {};
    const owner = entry.tool === undefined ? 'the toolkit' : entry.tool;
    if (entry.declared === undefined) {
      findings.push({
        rule: RULE,
        severity: 'warning',
        ...about,
        field: entry.field,
        message: `No failure of kind ${entry.kind} is ever returned by ${owner}, so this template is never shown.`,
        suggestion: 'Remove it, or put the text in one of the kinds listed for this tool.',
      });
      continue;
    }
    const declared = Object.keys(entry.declared);
    for (const placeholder of unknownPlaceholders(entry.template, declared)) {
      findings.push({
        rule: RULE,
        severity: 'warning',
        ...about,
        field: entry.field,
        message: `${placeholder} in the ${entry.kind} template of ${owner} is not a placeholder this failure fills: the model reads it as it is.`,
        suggestion:
          declared.length === 0
            ? 'This failure fills no placeholders: write the text out, or use {tool:id} for a tool name.'
            : `Use one of ${declared.map((name) => `{${name}}`).join(', ')}, or {tool:id} for a tool name.`,
      });
    }
  }
  return findings;
}

/** Unknown placeholders of a template, given the names its kind declares (for the preview). */
export function unknownPlaceholders(template: string, declared: readonly string[]): string[] {
  const unknown = new Set<string>();
  for (const [whole, name, argument] of template.matchAll(PLACEHOLDER)) {
    if (name === 'tool' && argument !== undefined) continue;
    if (argument === undefined && declared.includes(name!)) continue;
    unknown.add(whole);
  }
  return [...unknown];
}
