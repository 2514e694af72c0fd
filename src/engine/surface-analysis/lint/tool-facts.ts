import type { JsonSchema } from '../../toolkit/json-schema';

/**
 * What a server says about its tools besides what the model reads: MCP annotations (whether a
 * call only reads, whether it destroys), the output schema (what comes back) and the title. The
 * model never sees these, but they change what the lint can judge: a read-only hint decides
 * whether every call asks for approval, and an output schema says what a short description
 * leaves out. Known only for a tools/list; the lint stays quiet about them where they are not.
 */
export interface ToolFacts {
  title?: string;
  annotations?: ToolAnnotations;
  outputSchema?: JsonSchema;
}

export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** The facts of each tool of a pasted tools array or tools/list, by tool name. */
export function toolFactsOf(json: unknown): Map<string, ToolFacts> {
  const facts = new Map<string, ToolFacts>();
  for (const entry of toolEntries(json)) {
    if (!entry || typeof entry !== 'object') continue;
    const { name, title, annotations, outputSchema } = entry as Record<string, unknown>;
    // A Messages API tool (input_schema) has no annotations to judge; an MCP tool always may.
    if (typeof name !== 'string' || !('inputSchema' in entry || 'annotations' in entry)) continue;
    const fact: ToolFacts = {};
    if (typeof title === 'string') fact.title = title;
    if (annotations && typeof annotations === 'object' && !Array.isArray(annotations)) fact.annotations = annotations as ToolAnnotations;
    if (outputSchema && typeof outputSchema === 'object' && !Array.isArray(outputSchema)) fact.outputSchema = outputSchema as JsonSchema;
    facts.set(name, fact);
  }
  return facts;
}

/** The same shapes parseToolsArray takes: a bare list, `{tools}`, or the JSON-RPC response. */
export function toolEntries(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (!json || typeof json !== 'object') return [];
  const record = json as Record<string, unknown>;
  if (Array.isArray(record.tools)) return record.tools;
  const result = record.result as Record<string, unknown> | undefined;
  return result && typeof result === 'object' && Array.isArray(result.tools) ? result.tools : [];
}
