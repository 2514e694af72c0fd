import { z } from 'zod';
import { fieldPath } from '../engine/toolkit/field-error';
import { exportFormat, exportVersion } from './export-document';

/**
 * The export file's schema, for import: records are checked field by field; fields this version
 * does not know are kept (a newer export still imports). Kept apart from export-document.ts so
 * zod loads only when a file is imported, not when the store opens.
 */

const id = z.string().min(1);
const time = z.number().finite();
const count = z.number().int().min(0);

const usageSchema = z.object({ inputTokens: count, outputTokens: count, cacheReadTokens: count, cacheWriteTokens: count });

const sessionSchema = z.looseObject({
  id,
  title: z.string(),
  task: z.string(),
  rootNodeId: id.optional(),
  createdAt: time,
  updatedAt: time,
  deletedAt: time.optional(),
});

const statusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('running') }),
  z.object({ state: z.literal('done') }),
  z.object({ state: z.literal('stopped'), why: z.enum(['step_cap', 'token_cap', 'malformed_cap', 'aborted']) }),
  z.object({ state: z.literal('interrupted') }),
  z.object({ state: z.literal('failed'), cause: z.string() }),
]);

const nodeSchema = z.looseObject({
  id,
  sessionId: id,
  parentId: id.optional(),
  rootId: id,
  depth: count,
  name: z.string(),
  folder: z.string(),
  task: z.string(),
  model: z.string(),
  surfaceHash: z.string().optional(),
  status: statusSchema,
  usage: usageSchema,
  messageCount: count,
  workspaceFingerprint: z.record(z.string(), z.string()).optional(),
  summary: z.string().optional(),
  filesChanged: z.array(z.string()).optional(),
  seededFrom: z.object({ nodeId: id, mode: z.enum(['resume', 'branch', 'handoff']) }).optional(),
  createdAt: time,
  updatedAt: time,
});

const messageSchema = z.looseObject({
  nodeId: id,
  seq: count,
  message: z.looseObject({
    role: z.enum(['user', 'assistant']),
    content: z.union([z.string(), z.array(z.looseObject({ type: z.string() }))]),
  }),
  step: count.optional(),
  surfaceHash: z.string().optional(),
  createdAt: time,
});

const variantSchema = z.looseObject({
  id,
  name: z.string(),
  surface: z.looseObject({
    system: z.string(),
    tools: z.array(z.looseObject({ handler: z.string(), name: z.string(), description: z.string() })),
    failures: z.record(z.string(), z.string()),
  }),
  createdAt: time,
  updatedAt: time,
});

const comparisonRunSchema = z.looseObject({
  variant: z.string(),
  run: count,
  sessionId: id,
  rootNodeId: id.optional(),
  status: z.enum(['passed', 'failed', 'cancelled', 'errored']),
  checks: z.array(z.looseObject({ label: z.string(), passed: z.boolean() })),
  steps: count,
  usage: usageSchema,
  toolCalls: z.record(z.string(), count),
  failures: z.record(z.string(), count),
  wallTimeMs: z.number().min(0),
});

const comparisonSchema = z.looseObject({
  id,
  lessonId: z.string(),
  lessonTitle: z.string(),
  modelId: z.string(),
  variants: z.array(z.string()),
  runsPerVariant: count,
  checkLabels: z.array(z.string()),
  startedAt: time,
  finishedAt: time,
  cancelled: z.boolean(),
  runs: z.array(comparisonRunSchema),
  metrics: z.array(z.looseObject({ variant: z.string(), runs: count })),
  savedAt: time,
});

/** The lesson itself is checked by the lesson reader when it is listed (parseLesson), not here. */
const lessonRecordSchema = z.looseObject({
  id,
  lesson: z.looseObject({ id, title: z.string(), version: z.number() }),
  importedAt: time,
});

export const exportSchema = z.object({
  format: z.literal(exportFormat, { error: `is not "${exportFormat}": this is not a playground export` }),
  version: z.literal(exportVersion, { error: `must be ${exportVersion}: this export comes from another version of the playground` }),
  exportedAt: z.string(),
  sessions: z.array(sessionSchema),
  nodes: z.array(nodeSchema),
  messages: z.array(messageSchema),
  variants: z.array(variantSchema),
  settings: z.array(z.object({ name: z.string().min(1), value: z.unknown() })),
  comparisons: z.array(comparisonSchema).optional(),
  lessons: z.array(lessonRecordSchema).optional(),
});

/** The first few problems, each with where it is: `nodes[3].status.state: Invalid input...`. */
export function describeIssues(error: z.ZodError, limit = 3): string {
  const lines = error.issues.slice(0, limit).map((issue) => `${fieldPath(issue.path) || '(file)'}: ${issue.message}`);
  const more = error.issues.length - limit;
  return more > 0 ? `${lines.join('; ')}; and ${more} more` : lines.join('; ');
}
