import { z } from 'zod';
import type { WireTool } from '../model/model-client';
import { FieldError } from '../toolkit/field-error';
import { toolNamePattern } from '../toolkit/tool-name';

/**
 * A tools array pasted from anywhere, for selection tests: the Messages API shape
 * (`{name, description, input_schema}`), an MCP server's tools/list (`{name, description,
 * inputSchema}`, as the bare list, as `{tools: [...]}` or as the whole JSON-RPC response). What the
 * model would read is kept; everything else (annotations, outputSchema, _meta...) is dropped.
 */

const schemaObject = z.record(z.string(), z.unknown());

const pastedTool = (name: z.ZodString) =>
  z.object({ name, description: z.string().optional(), input_schema: schemaObject.optional(), inputSchema: schemaObject.optional() });
const toolOnTheWire = pastedTool(z.string().regex(toolNamePattern, 'must match ^[a-zA-Z0-9_-]{1,64}$ (letters, digits, _ and -), as the Messages API requires'));
const toolAsWritten = pastedTool(z.string().min(1, 'must not be empty'));

export interface ToolsArrayOptions {
  /**
   * `wire` (the default): names the Messages API takes, each once, for tools that will be sent.
   * `as written`: any name, repeats kept, for the lint, whose tool-name rule says what is wrong
   * with a name: refusing the file would hide every other tool's findings behind one bad name.
   */
  names?: 'wire' | 'as written';
}

export function parseToolsArray(json: unknown, { names: nameRule = 'wire' }: ToolsArrayOptions = {}): WireTool[] {
  const { list, prefix } = unwrap(json);
  const tools: WireTool[] = [];
  const names = new Set<string>();
  const shape = nameRule === 'wire' ? toolOnTheWire : toolAsWritten;
  list.forEach((entry, index) => {
    const at = `${prefix}[${index}]`;
    const parsed = shape.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new FieldError(`${at}${issue.path.map((segment) => `.${String(segment)}`).join('')}`, issue.message);
    }
    const { name, description, input_schema, inputSchema } = parsed.data;
    if (nameRule === 'wire') {
      if (names.has(name)) throw new FieldError(`${at}.name`, `"${name}" appears twice; tool names must be unique`);
      names.add(name);
    }
    const schema = input_schema ?? inputSchema ?? { type: 'object', properties: {} };
    if (schema.type !== 'object') throw new FieldError(`${at}.${input_schema ? 'input_schema' : 'inputSchema'}`, 'must be a JSON Schema with "type": "object"');
    tools.push({ name, description: description ?? '', input_schema: schema });
  });
  if (tools.length === 0) throw new FieldError(prefix, 'the list of tools is empty');
  return tools;
}

function unwrap(json: unknown): { list: unknown[]; prefix: string } {
  if (Array.isArray(json)) return { list: json, prefix: '' };
  if (json && typeof json === 'object') {
    const record = json as Record<string, unknown>;
    if (Array.isArray(record.tools)) return { list: record.tools, prefix: 'tools' };
    const result = record.result as Record<string, unknown> | undefined;
    if (result && typeof result === 'object' && Array.isArray(result.tools)) return { list: result.tools, prefix: 'result.tools' };
  }
  throw new FieldError('', 'expected a list of tools, an object with "tools", or a JSON-RPC response to tools/list');
}
