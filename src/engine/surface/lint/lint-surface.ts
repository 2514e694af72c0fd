import type { Surface } from '../../toolkit/surface';
import type { ToolRegistry } from '../../toolkit/toolkit';
import { descriptionActionFirst } from './description-action-first';
import { descriptionLength } from './description-length';
import { drift } from './drift';
import { failureNextMove } from './failure-next-move';
import { failurePlaceholders } from './failure-placeholders';
import { createLintContext, type Finding, type LintDialect, type LintRule } from './finding';
import { handlerMismatch } from './handler-mismatch';
import { indexBase } from './index-base';
import { openAiWire } from './openai-wire';
import { parameterDescription } from './parameter-description';
import { routingSentence } from './routing-sentence';
import { toolName } from './tool-name';
import { truncationWord } from './truncation-word';
import { workspacePlaceholder } from './workspace-placeholder';
import { vendorPrefixRule } from './vendor-prefix';
import { ambiguousSiblings } from './ambiguous-siblings';
import { requiredOptional } from './required-optional';
import { schemaContradiction } from './schema-contradiction';
import { namingConsistency } from './naming-consistency';
import { annotationsRule } from './annotations';
import type { ToolFacts } from './tool-facts';

export type { Finding, LintDialect, Severity } from './finding';

/** Every rule, in the order a reader meets the fields: names, descriptions, schemas, failures. */
export const lintRules: Readonly<Record<string, LintRule>> = {
  'tool-name': toolName,
  'description-action-first': descriptionActionFirst,
  'vendor-prefix': vendorPrefixRule,
  'ambiguous-siblings': ambiguousSiblings,
  'routing-sentence': routingSentence,
  'truncation-word': truncationWord,
  'description-length': descriptionLength,
  'parameter-description': parameterDescription,
  'index-base': indexBase,
  'required-optional': requiredOptional,
  'schema-contradiction': schemaContradiction,
  'naming-consistency': namingConsistency,
  annotations: annotationsRule,
  'handler-mismatch': handlerMismatch,
  drift,
  'failure-next-move': failureNextMove,
  'failure-placeholders': failurePlaceholders,
  'workspace-placeholder': workspacePlaceholder,
  'openai-wire': openAiWire,
};

const severityRank = { error: 0, warning: 1, info: 2 } as const;

/**
 * The ACI lint: what in this surface breaks the rules every model-facing string follows
 * (action first, routing, conventions pinned, next moves, no drift), each finding pinned to its field with a suggested fix. Pure and synchronous; it
 * runs on every keystroke of the editor. Errors first, then warnings, then info; within a
 * severity, in rule order. The dialect says which wire the surface goes on (Anthropic's by default);
 * for the OpenAI-compatible one, the lint also says what that wire changes.
 */
export function lintSurface(
  surface: Surface,
  registry: ToolRegistry,
  options: { dialect?: LintDialect; facts?: ReadonlyMap<string, ToolFacts> } = {},
): Finding[] {
  const context = createLintContext(surface, registry, options.dialect, options.facts);
  const findings = Object.values(lintRules).flatMap((rule) => rule(context));
  return findings
    .map((finding, order) => ({ finding, order }))
    .sort((a, b) => severityRank[a.finding.severity] - severityRank[b.finding.severity] || a.order - b.order)
    .map(({ finding }) => finding);
}
