import { aboutTool, toolField, type Finding, type LintContext } from './finding';
import { wordCount } from './text';

/**
 * A description's length should follow what is at stake. Thresholds, in words:
 * - expensive or ambiguous tools (Bash, edit_file, write_file, run_agent, and the presets' run,
 *   Edit, Write, edit_lines: they change files, run anything, or spend a whole sub-agent) under 40
 *   words: too terse to pin down what they do, what they return and when to prefer a sibling;
 * - any other tool under 10 words: a name restated, not a description;
 * - trivial tools (ls, glob, update_plan, Glob) over 200 words: paid on every request for little;
 * - any tool over 400 words (info): worth a look at what the model really needs.
 * The defaults sit between (74 to 244 words).
 */

const RULE = 'description-length';
const EXPENSIVE = new Set(['Bash', 'edit_file', 'write_file', 'run_agent', 'run', 'Edit', 'Write', 'edit_lines']);
const TRIVIAL = new Set(['ls', 'glob', 'update_plan', 'Glob']);
export const descriptionLengthLimits = { expensiveMinimum: 40, minimum: 10, trivialMaximum: 200, maximum: 400 } as const;

export function descriptionLength(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const limits = descriptionLengthLimits;
  context.surface.tools.forEach((tool, index) => {
    const words = wordCount(tool.description);
    const at = { rule: RULE, ...aboutTool(tool), field: toolField(index, 'description') };
    const minimum = EXPENSIVE.has(tool.handler) ? limits.expensiveMinimum : limits.minimum;
    if (words > 0 && words < minimum) {
      const why = EXPENSIVE.has(tool.handler) ? 'a tool that changes files, runs anything or spends a sub-agent' : 'a tool';
      findings.push({
        ...at,
        severity: 'warning',
        message: `The description of ${tool.name} has ${words} words, too few for ${why}: the model is left to guess what it returns, its limits and when to prefer a sibling.`,
        suggestion: `Say what it does, what comes back, its limits and conventions, and when to use a sibling instead (at least ${minimum} words).`,
      });
    }
    if (TRIVIAL.has(tool.handler) && words > limits.trivialMaximum) {
      findings.push({
        ...at,
        severity: 'warning',
        message: `The description of ${tool.name} has ${words} words for a simple tool; they are paid on every request.`,
        suggestion: `Keep what it does, what it returns and its limits; cut it under ${limits.trivialMaximum} words.`,
      });
    } else if (words > limits.maximum) {
      findings.push({
        ...at,
        severity: 'info',
        message: `The description of ${tool.name} has ${words} words, paid on every request.`,
        suggestion: 'Check which sentences change what the model does; move rare cases into failure messages, where they are read only when they happen.',
      });
    }
  });
  return findings;
}
