import { aboutTool, toolField, type Finding, type LintContext } from './finding';
import { schemaProperties } from '../schema-properties';

/**
 * Every parameter, at any depth, needs a description: its name alone leaves the model to guess
 * units, format and defaults.
 */

const RULE = 'parameter-description';

export function parameterDescription(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    for (const property of schemaProperties(tool.input_schema)) {
      const description = property.schema.description;
      if (typeof description === 'string' && description.trim() !== '') continue;
      findings.push({
        rule: RULE,
        severity: 'warning',
        ...aboutTool(tool),
        field: toolField(index, `${property.path}.description`),
        message: `The parameter ${property.name} of ${tool.name} has no description.`,
        suggestion: `Describe ${property.name}: what it is, its format or unit, and what happens when it is left out.`,
      });
    }
  });
  return findings;
}
