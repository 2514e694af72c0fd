import { schemaProperties } from '../schema-properties';
import { aboutTool, toolField, type Finding, type LintContext } from './finding';

/**
 * A required parameter whose own words say it may be left out ("optional", "defaults to …",
 * "if not provided") or whose schema gives it a `default`: the model believes the text and leaves
 * it out, and the gate refuses the call for a missing required property. Either the parameter is
 * optional (drop it from `required`) or the words are wrong. Conditions ("required when…",
 * "optionally include…") are not a claim that the parameter itself may be left out.
 */

const RULE = 'required-optional';
const SAYS_OPTIONAL = [
  /^\s*\(?optional\b/i,
  /\(optional\b[^)]*\)/i,
  // "is optional" only of the parameter itself: "a final newline is optional" is about its text.
  /\b(?:this(?:\s+(?:parameter|field|argument|value))?|it)\s+is\s+optional\b/i,
  /(?:^|[.;]\s+)optional\s*[.;,]?\s*$/i,
  /\bdefaults?\s+to\b/i,
  /\(defaults?\s*[:=]/i,
  /\bdefault(?:s)?\s*(?:is|:)\s*\S/i,
  /\bif\s+(?:not\s+(?:provided|specified|given|set|supplied|passed)|omitted|left\s+(?:out|empty|blank))\b/i,
  /\bwhen\s+(?:omitted|not\s+(?:provided|specified|given|set))\b/i,
  /\bleave\s+(?:it\s+)?(?:out|empty|blank)\b/i,
];

export function requiredOptional(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    for (const property of schemaProperties(tool.input_schema)) {
      if (!property.required) continue;
      const text = typeof property.schema.description === 'string' ? property.schema.description : '';
      const words = SAYS_OPTIONAL.map((pattern) => pattern.exec(text)?.[0]?.trim()).find((match) => match !== undefined);
      const schemaDefault = 'default' in property.schema ? JSON.stringify(property.schema.default) : undefined;
      if (words === undefined && schemaDefault === undefined) continue;
      const claim = words !== undefined ? `its description says "${words.replace(/[(.;,]+$/, '')}"` : `its schema gives a default (${schemaDefault})`;
      findings.push({
        rule: RULE,
        severity: 'warning',
        ...aboutTool(tool),
        field: toolField(index, `${property.path}.description`),
        message: `${property.name} of ${tool.name} is required, yet ${claim}: a model that leaves it out has the call refused for a missing parameter.`,
        suggestion: `If the default holds, drop ${property.name} from "required"; if it must be passed, say so and remove the ${words !== undefined ? 'wording' : 'default'}.`,
      });
    }
  });
  return findings;
}
