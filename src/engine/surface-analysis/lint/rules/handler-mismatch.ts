import type { AnyToolContract } from '../../../tools/tool';
import { schemaProblem } from '../../../toolkit/gate';
import { toWireSchema, type JsonSchema } from '../../../toolkit/json-schema';
import { stableStringify } from '../../../toolkit/stable-json';
import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { rejectedSamples, typeProblem } from '../handler-values';
import { isMcpHandler } from '../../../mcp/mcp-handler-id';
import { asSchema, asSchemaMap, segment } from '../../schema-properties';

/**
 * The gate enforces the edited schema, but the handler still parses its own zod parameters. Where
 * the edit lets through a shape the handler cannot take, the call passes the gate and is then
 * refused (the model gets SurfaceMismatch, the user a problem). Compared node by node against the
 * handler's schema (`z.toJSONSchema` of its parameters, as the defaults are made):
 * - a type the handler does not take (error), or a wider one such as number for integer (warning);
 * - a parameter the handler requires, made optional or removed (error);
 * - a property the handler does not know: error when required, warning when the handler refuses
 *   unknown keys (every call that uses it fails), info otherwise;
 * - extra keys allowed where the handler refuses them (warning);
 * - values the edited schema admits and the handler refuses, found by trying samples: edited enum
 *   and const values (error), and values just past the handler's bounds, lengths, patterns and
 *   item counts (warning);
 * - a default that differs from the one the handler applies (warning: the schema's default is
 *   documentation; the handler fills in its own).
 * Also: a tool whose handler does not exist is not sent at all, and a schema the gate cannot
 * compile stops every call (both errors).
 */

const RULE = 'handler-mismatch';

interface Report {
  (severity: Finding['severity'], field: string, message: string, suggestion: string): void;
  /** The name the model sees for the tool being compared, for messages. */
  toolName: string;
}

export function handlerMismatch(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    const report: Report = Object.assign(
      (severity: Finding['severity'], field: string, message: string, suggestion: string) => {
        findings.push({ rule: RULE, severity, ...aboutTool(tool), field, message, suggestion });
      },
      { toolName: tool.name },
    );
    const contract = context.registry.get(tool.handler);
    if (!contract && !isMcpHandler(tool.handler)) {
      report('error', toolField(index, 'handler'), `There is no handler "${tool.handler}", so ${tool.name} is not sent to the model.`, `Use a built-in handler: ${[...context.registry.keys()].join(', ')}.`);
      return;
    }
    const problem = schemaProblem(tool.input_schema);
    if (problem !== undefined) {
      report('error', toolField(index, 'input_schema'), `The input_schema of ${tool.name} cannot be used as a gate: ${problem}`, 'Fix the schema; until then every call to this tool is refused.');
      return;
    }
    // A server's tool has no handler schema here to compare with (its contract takes any object):
    // its server judges the call after the gate has held it to the edited schema.
    if (!contract || isMcpHandler(tool.handler)) return;
    const handlerSchema = handlerSchemaOf(contract);
    if (stableStringify(tool.input_schema) === stableStringify(handlerSchema)) return;
    compareNode(tool.input_schema, handlerSchema, toolField(index, 'input_schema'), false, report);
  });
  return findings;
}

const handlerSchemas = new WeakMap<AnyToolContract, JsonSchema>();

/** The schema the handler's own parse accepts, made the way the default surface is made. */
export function handlerSchemaOf(contract: AnyToolContract): JsonSchema {
  let schema = handlerSchemas.get(contract);
  if (!schema) {
    schema = toWireSchema(contract.parameters);
    handlerSchemas.set(contract, schema);
  }
  return schema;
}

function compareNode(edited: JsonSchema, handler: JsonSchema, path: string, required: boolean, report: Report): void {
  const type = typeProblem(edited, handler);
  if (type) {
    report(type.severity, `${path}.type`, `${describePath(path, report.toolName)}: ${type.message}`, type.suggestion);
    if (type.severity === 'error') return;
  }
  if (handler.properties !== undefined || handler.type === 'object') compareObject(edited, handler, path, report);
  const editedItems = asSchema(edited.items);
  const handlerItems = asSchema(handler.items);
  if (editedItems && handlerItems) compareNode(editedItems, handlerItems, `${path}.items`, false, report);
  compareDefault(edited, handler, path, required, report);
  for (const sample of rejectedSamples(edited, handler)) {
    report(
      sample.fromEnum ? 'error' : 'warning',
      `${path}${sample.fromEnum ? (edited.const !== undefined ? '.const' : '.enum') : ''}`,
      `${describePath(path, report.toolName)}: the edited schema accepts ${JSON.stringify(sample.value)}, which the handler refuses${sample.fromEnum ? '' : ` (${sample.why})`}.`,
      sample.fromEnum ? `Remove ${JSON.stringify(sample.value)} from the allowed values.` : `Restore the handler's limit (${sample.why}).`,
    );
  }
}

function compareObject(edited: JsonSchema, handler: JsonSchema, path: string, report: Report): void {
  const editedProperties = asSchemaMap(edited.properties);
  const handlerProperties = asSchemaMap(handler.properties);
  const editedRequired = new Set(Array.isArray(edited.required) ? edited.required : []);
  const handlerRequired = Array.isArray(handler.required) ? (handler.required as string[]) : [];
  for (const name of handlerRequired) {
    if (!Object.hasOwn(editedProperties, name)) {
      report('error', `${path}.properties`, `${describePath(path, report.toolName)}: the handler requires ${name}, and the edited schema no longer has it: no call can succeed.`, `Put ${name} back in properties and in required.`);
    } else if (!editedRequired.has(name)) {
      report('error', `${path}.required`, `${describePath(path, report.toolName)}: the handler requires ${name}, but the edited schema makes it optional: a call without it passes the gate and is then refused.`, `Add "${name}" to required.`);
    }
  }
  const handlerRefusesExtras = handler.additionalProperties === false;
  for (const name of Object.keys(editedProperties)) {
    if (Object.hasOwn(handlerProperties, name)) continue;
    const isRequired = editedRequired.has(name);
    const severity = isRequired ? 'error' : handlerRefusesExtras ? 'warning' : 'info';
    const consequence = isRequired
      ? 'and the edited schema requires it: every call fails'
      : handlerRefusesExtras
        ? 'and refuses unknown keys: every call that passes it fails'
        : 'and ignores it';
    report(severity, `${path}.properties${segment(name)}`, `${describePath(path, report.toolName)}: the handler does not know ${name}, ${consequence}.`, `Remove ${name}, or make the handler take it.`);
  }
  for (const [name, handlerProperty] of Object.entries(handlerProperties)) {
    const editedProperty = editedProperties[name];
    if (editedProperty) compareNode(editedProperty, handlerProperty, `${path}.properties${segment(name)}`, editedRequired.has(name), report);
  }
  if (handlerRefusesExtras && edited.additionalProperties !== false) {
    report('warning', `${path}.additionalProperties`, `${describePath(path, report.toolName)}: the edited schema lets unknown keys through, and the handler refuses them.`, 'Set "additionalProperties": false.');
  }
}

function compareDefault(edited: JsonSchema, handler: JsonSchema, path: string, required: boolean, report: Report): void {
  if (required || !('default' in edited)) return;
  if (stableStringify(edited.default) === stableStringify(handler.default)) return;
  const applied =
    handler.default === undefined
      ? 'the handler does not read defaults from the schema: leaving it out does what the handler does without it'
      : `the handler fills in ${JSON.stringify(handler.default)} when it is left out`;
  report('warning', `${path}.default`, `${describePath(path, report.toolName)}: the schema documents the default ${JSON.stringify(edited.default)}, but ${applied}.`, handler.default === undefined ? 'Remove the default, or describe what leaving it out really does.' : `Document the default the handler applies (${JSON.stringify(handler.default)}).`);
}

/** "The parameter plan[].status of update_plan" for `tools[7].input_schema.properties.plan.items.properties.status`. */
function describePath(path: string, toolName: string): string {
  const inside = path.slice(path.indexOf('input_schema') + 'input_schema'.length);
  const words = inside
    .replace(/\.properties(?:\.([\w$]+)|\["((?:[^"\\]|\\.)*)"\])/g, (_whole, plain: string | undefined, quoted: string | undefined) => `.${plain ?? quoted}`)
    .replace(/\.items/g, '[]')
    .replace(/^\./, '');
  return words === '' ? `The input_schema of ${toolName}` : `The parameter ${words} of ${toolName}`;
}
