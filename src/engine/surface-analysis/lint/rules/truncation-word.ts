import { aboutTool, toolField, type Finding, type LintContext } from '../finding';

/**
 * A tool whose handler stops long output short (`capped` on its contract) must say so in its
 * description, with what is cut and how to get the rest, or the model takes a
 * partial listing for the whole. The check looks for any word of truncation or paging: "at most",
 * "up to", "truncated", "cut", "left out", "omitted", "first N", "page", "offset", "limit",
 * "read on", "more follows", "stops after", "capped", "clipped".
 */

const RULE = 'truncation-word';
const TRUNCATION_WORDS =
  /\b(?:at most|up to|no more than|truncat\w*|cut|left out|omit\w*|first \d[\d,]*|pag(?:e|es|ing|inate\w*)|offset|limit|read on|more follows|stops? after|capped|clipped|the rest)\b/i;

export function truncationWord(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    if (context.registry.get(tool.handler)?.capped !== true) return;
    if (TRUNCATION_WORDS.test(tool.description)) return;
    findings.push({
      rule: RULE,
      severity: 'warning',
      ...aboutTool(tool),
      field: toolField(index, 'description'),
      message: `${tool.name} stops long output short, but its description says nothing about it: the model will take a cut result for the whole.`,
      suggestion: 'Say how much comes back at most, how the result shows that something was left out, and how to get the rest (a narrower call, or the offset to read on).',
    });
  });
  return findings;
}
