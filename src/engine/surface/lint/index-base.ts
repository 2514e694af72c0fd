import { aboutTool, toolField, type Finding, type LintContext } from './finding';
import { schemaProperties, schemaTypes } from '../schema-properties';
import { sentences, statesIndexBase, wordPattern } from './text';

/**
 * A parameter that points at a position (offset, line, start, end, index, position, column, row,
 * and names ending in _line, Line, _index, Index...) must say where counting starts: models guess
 * 0 and 1 about equally, and an off-by-one edit is a wrong edit. The base counts as stated when
 * the parameter's own description says it ("1-based", "counting from 1", "the first line is 1"),
 * or when a sentence of the tool's description both names the parameter and says it. Only
 * numeric parameters (or ones with no type) are checked: a `position: "top"` is not an index.
 */

const RULE = 'index-base';
const INDEX_LIKE =
  /^(?:offset|line|lines|line_?number|lineno|start|end|index|idx|position|pos|column|col|row|begin|from_line|to_line)$|(?:_line|Line|_index|Index|_offset|Offset|_start|Start|_end|End|_position|Position|_column|Column|_row|Row)$/;

export function isIndexLike(name: string): boolean {
  return INDEX_LIKE.test(name);
}

export function indexBase(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    const descriptionSentences = sentences(tool.description);
    for (const property of schemaProperties(tool.input_schema)) {
      if (!isIndexLike(property.name)) continue;
      const types = schemaTypes(property.schema);
      if (types.length > 0 && !types.some((type) => type === 'integer' || type === 'number')) continue;
      const own = typeof property.schema.description === 'string' ? property.schema.description : '';
      if (statesIndexBase(own)) continue;
      const named = wordPattern(property.name);
      if (descriptionSentences.some((sentence) => named.test(sentence) && statesIndexBase(sentence))) continue;
      findings.push({
        rule: RULE,
        severity: 'warning',
        ...aboutTool(tool),
        field: toolField(index, `${property.path}.description`),
        message: `${property.name} of ${tool.name} is a position, but nothing says whether counting starts at 0 or at 1.`,
        suggestion: `State the base in the description of ${property.name}, e.g. "counting from 1 (the first line is 1)".`,
      });
    }
  });
  return findings;
}
