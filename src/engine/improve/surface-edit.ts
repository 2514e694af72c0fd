import { z } from 'zod';
import type { WireTool } from '../model/model-client';
import type { JsonSchema } from '../toolkit/json-schema';
import type { Surface, SurfaceTool } from '../toolkit/surface';
import { toolNamePattern } from '../toolkit/tool-name';

/**
 * What the proposer may change, and how a change is applied. The proposer answers by calling
 * `propose_surface_edit`; its input is checked here before anything is applied, and an edit that
 * names a tool, parameter or failure kind the surface does not have is refused with a reason
 * naming it, so a made-up edit never reaches the model under test.
 */

export const PROPOSE_TOOL_NAME = 'propose_surface_edit';

const fieldPattern = /^(description|name|system|parameter:[A-Za-z0-9_.-]+|failure:[A-Za-z0-9_]+)$/;

export const proposalSchema = z.object({
  edits: z
    .array(
      z.object({
        tool: z.string(),
        field: z.string().regex(fieldPattern, 'field must be "description", "name", "system", "parameter:<path>" or "failure:<kind>"'),
        text: z.string().min(1, 'text must not be empty'),
      }),
    )
    .min(1, 'propose at least one edit'),
  rationale: z.string().min(1, 'say why in rationale'),
});

export type Proposal = z.infer<typeof proposalSchema>;
export type SurfaceEdit = Proposal['edits'][number];

/** The tool the proposer must call, as it reads it. */
export const proposeTool: WireTool = {
  name: PROPOSE_TOOL_NAME,
  description:
    'Proposes new texts for the tools under test. Each edit names a tool as the model sees it and a field: "description", "name", "parameter:<path>" (the description of that parameter; nested ones as filter.labels), "failure:<kind>" (a failure message the tool already has) or "system" (the system prompt; tool may be empty). Call it once with every edit and a rationale.',
  input_schema: {
    type: 'object',
    properties: {
      edits: {
        type: 'array',
        items: {
          type: 'object',
          properties: { tool: { type: 'string' }, field: { type: 'string' }, text: { type: 'string' } },
          required: ['tool', 'field', 'text'],
        },
      },
      rationale: { type: 'string' },
    },
    required: ['edits', 'rationale'],
  },
};

/** The words zod found wrong, one sentence per problem, with the path of the field. */
export function proposalProblems(input: unknown): { proposal: Proposal } | { problem: string } {
  const parsed = proposalSchema.safeParse(input);
  if (parsed.success) return { proposal: parsed.data };
  return { problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ') };
}

/** A surface kind: a tools array has no failure strings of its own. */
export type SurfaceKind = 'surface' | 'tools';

export interface AppliedEdit extends SurfaceEdit {
  before: string;
}

/** The edited surface and each edit with the text it replaced, or the first refused edit's reason. */
export function applyEdits(surface: Surface, kind: SurfaceKind, edits: readonly SurfaceEdit[]): { surface: Surface; applied: AppliedEdit[] } | { problem: string } {
  let current: Surface = structuredClone(surface);
  const applied: AppliedEdit[] = [];
  for (const edit of edits) {
    const result = applyOne(current, kind, edit, surface);
    if ('problem' in result) return result;
    current = result.surface;
    applied.push({ ...edit, before: result.before });
  }
  return { surface: current, applied };
}

/**
 * One edit on the surface so far. Its tool is named as the proposer read it, in `original`: an
 * edit of the description after a rename in the same proposal still finds the tool (tools keep
 * their places), and so does one that already uses the new name.
 */
function applyOne(surface: Surface, kind: SurfaceKind, edit: SurfaceEdit, original: Surface): { surface: Surface; before: string } | { problem: string } {
  if (edit.field === 'system') {
    // A tools array is written back as a tools array, which has nowhere to keep a system prompt.
    if (kind === 'tools') return { problem: 'a tools array has no system prompt to edit; edit the tools\' own texts' };
    return { surface: { ...surface, system: edit.text }, before: surface.system };
  }
  const read = original.tools.findIndex((tool) => tool.name === edit.tool);
  const index = read !== -1 ? read : surface.tools.findIndex((tool) => tool.name === edit.tool);
  const names = original.tools.map((tool) => tool.name).join(', ');
  if (index === -1) return { problem: `no tool is named "${edit.tool}"; the tools are ${names}` };
  const tool = surface.tools[index]!;
  const replace = (changed: SurfaceTool, before: string) => ({ surface: { ...surface, tools: surface.tools.map((old, at) => (at === index ? changed : old)) }, before });
  if (edit.field === 'description') return replace({ ...tool, description: edit.text }, tool.description);
  if (edit.field === 'name') {
    if (!toolNamePattern.test(edit.text)) return { problem: `"${edit.text}" cannot name a tool: use 1 to 64 letters, digits, _ or -` };
    if (surface.tools.some((other, at) => at !== index && other.name === edit.text)) return { problem: `another tool is already named "${edit.text}"` };
    return replace({ ...tool, name: edit.text }, tool.name);
  }
  if (edit.field.startsWith('failure:')) {
    const failureKind = edit.field.slice('failure:'.length);
    if (kind === 'tools') return { problem: `"${edit.tool}" comes from a tools array, which has no failure messages to edit` };
    if (!(failureKind in tool.failures)) return { problem: `"${edit.tool}" has no failure "${failureKind}"; its failures are ${Object.keys(tool.failures).join(', ') || 'none'}` };
    return replace({ ...tool, failures: { ...tool.failures, [failureKind]: edit.text } }, tool.failures[failureKind]!);
  }
  const path = edit.field.slice('parameter:'.length);
  const schema = structuredClone(tool.input_schema);
  const parameter = parameterAt(schema, path.split('.'));
  if (!parameter) return { problem: `"${edit.tool}" has no parameter "${path}"` };
  const before = typeof parameter.description === 'string' ? parameter.description : '';
  parameter.description = edit.text;
  return replace({ ...tool, input_schema: schema }, before);
}

/** The schema of a parameter by its dotted path through nested objects' properties. */
function parameterAt(schema: JsonSchema, path: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = schema;
  for (const key of path) {
    const properties = (node as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (!properties || typeof properties[key] !== 'object' || properties[key] === null) return undefined;
    node = properties[key];
  }
  return node as Record<string, unknown>;
}

/** An edit as a text diff a person can read in the report. */
export function editDiff(edit: AppliedEdit): string {
  const where = edit.field === 'system' ? 'system' : `${edit.tool} ${edit.field}`;
  const lines = (prefix: string, text: string) => (text === '' ? [`${prefix} (empty)`] : text.split('\n').map((line) => `${prefix} ${line}`));
  return [`@@ ${where}`, ...lines('-', edit.before), ...lines('+', edit.text)].join('\n');
}
