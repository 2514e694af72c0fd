import { renderTemplate } from '../../../toolkit/template';
import { sampleValues, type FailureEntry } from '../../failure-catalog';
import type { Finding, LintContext } from '../finding';
import { propertyNames } from '../../schema-properties';
import { cachedPattern, escapeRegExp, wordPattern } from '../text';

/**
 * A failure must end with a move the model can make with the tools it has, or it retries blind. The
 * template is judged as the model would read it today: rendered with the sample values and the
 * current tool names, so a `[[ ]]` whose tools are all off contributes nothing. It has a next move
 * when the rendered text
 * - has a clause (split at . ! ? ; : and line breaks, and also read after a leading
 *   "To …," / "If …," / "When …,") that starts with an imperative verb from a list ("Call",
 *   "Use", "Try", "Read", "Pass", "Leave", "Do not"...), or
 * - says what the model can do: "you can / should / may / must / need to …", or
 * - states what a valid call needs ("must", "needs", "has to", "requires") in a sentence that names
 *   one of the tool's parameters, or
 * - names a tool the model can call now.
 * Templates of kinds no handler returns are skipped (failure-placeholders reports them).
 */

const RULE = 'failure-next-move';

const IMPERATIVES = new Set(
  `act add adjust append apply ask avoid break call change check choose commit compare confirm consider continue copy correct count create delete describe do don't drop edit enable enter escape explain filter find finish fix follow give go include increase inspect keep leave let list look make mention merge move narrow never omit open page pass pick prefer print provide put quote read re-run re-read rename reply report request rerun resend restart resume retry return revert rewrite run save say search see select send set shorten show skip specify split start stop supply switch take tell try undo update use verify view wait widen wrap write`.split(
    ' ',
  ),
);
const LEADS = /^(?:please|then|otherwise|instead|or|and|so|just|simply|first|now|rather)\s+/i;
const CONDITIONAL = /^(?:to|if|when|once|for|before|after|unless|in)\b/i;
const MODAL = /\byou (?:can|could|should|may|must|might|need to|have to|will need to)\s+\w+/i;
const REQUIREMENT = /\b(?:must|needs?|has to|have to|requires?|expects?)\b/i;

export function failureNextMove(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const enabled = [...context.enabledNames];
  for (const entry of context.failures) {
    if (entry.declared === undefined) continue;
    const rendered = renderTemplate(entry.template, {
      values: sampleValues(entry, context.surface, context.registry),
      nameOf: context.nameOf,
    });
    const tool = entry.toolIndex === undefined ? undefined : context.surface.tools[entry.toolIndex];
    const parameters = tool ? propertyNames(tool.input_schema) : new Set<string>();
    if (hasNextMove(rendered, parameters, enabled)) continue;
    findings.push({
      rule: RULE,
      severity: 'warning',
      ...(entry.tool !== undefined ? { tool: entry.tool, handler: entry.handler! } : {}),
      field: entry.field,
      message: `${describe(entry)} says what went wrong but not what to do next${rendered === '' ? ' (it renders empty)' : ''}: the model is left to guess, and tends to repeat the call.`,
      suggestion: 'End with a move the model can make with its tools, e.g. "Call {tool:read_file} to see the current text, then retry with …", using {tool:id} (inside [[ ]] if the tool may be off).',
    });
  }
  return findings;
}

export function hasNextMove(text: string, parameters: ReadonlySet<string>, enabledNames: readonly string[]): boolean {
  if (MODAL.test(text)) return true;
  for (const clause of text.split(/[.!?;:\n]+|—/)) {
    for (const start of clauseStarts(clause)) if (IMPERATIVES.has(firstWord(start))) return true;
  }
  for (const sentence of text.split(/[.!?\n]+/)) {
    if (!REQUIREMENT.test(sentence)) continue;
    if ([...parameters].some((name) => wordPattern(name).test(sentence))) return true;
  }
  return enabledNames.some((name) => cachedPattern(String.raw`(?<![\w./-])${escapeRegExp(name)}(?![\w-])`).test(text));
}

/** Where an instruction may start in a clause: its beginning, and after the comma of "To …, do X". */
function clauseStarts(clause: string): string[] {
  const trimmed = clause.replace(/^[\s"'`([\]*-]+/, '');
  const starts = [trimmed];
  const comma = trimmed.indexOf(',');
  if (CONDITIONAL.test(trimmed) && comma !== -1) starts.push(trimmed.slice(comma + 1).trim());
  return starts.map((start) => start.replace(LEADS, ''));
}

function firstWord(text: string): string {
  const words = /^([\w'-]+)(?:\s+(not)\b)?/i.exec(text);
  if (!words) return '';
  return words[1]!.toLowerCase();
}

function describe(entry: FailureEntry): string {
  return entry.tool === undefined ? `The toolkit's ${entry.kind} template` : `The ${entry.kind} template of ${entry.tool}`;
}
