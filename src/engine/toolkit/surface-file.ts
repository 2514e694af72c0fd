import { z } from 'zod';
import type { AnyToolContract } from '../tools/tool';
import { defaultSurface } from './default-surface';
import { FieldError, fieldPath } from './field-error';
import { schemaProblem } from './gate';
import type { Surface } from './surface';
import { toolNamePattern } from './tool-name';

/**
 * A surface file: the same surface the editor saves, runnable headless (`--surface`).
 * `{ system?, tools: [{ handler, name, description, input_schema, failures? }], failures? }`.
 * A built-in tool absent from `tools` is disabled; what is left out of a tool or of the file falls
 * back to the defaults. A bad file is refused with the path of the offending field.
 */

const surfaceFileSchema = z
  .object({
    system: z.string().optional(),
    failures: z.record(z.string(), z.string()).optional(),
    tools: z.array(
      z
        .object({
          handler: z.string(),
          name: z.string().regex(toolNamePattern, 'must match ^[a-zA-Z0-9_-]{1,64}$ (letters, digits, _ and -)').optional(),
          description: z.string().optional(),
          input_schema: z.record(z.string(), z.unknown()).optional(),
          failures: z.record(z.string(), z.string()).optional(),
        })
        .strict(),
    ),
  })
  .strict();

/**
 * `defaults` is what the file's omissions fall back to: the defaults of `contracts`, unless a preset
 * supplies its own surface (its names, descriptions and system prompt).
 */
export function parseSurfaceFile(json: unknown, contracts: readonly AnyToolContract[], defaults: Surface = defaultSurface(contracts)): Surface {
  const parsed = surfaceFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FieldError(fieldPath(issue.path) || '(file)', issue.message);
  }
  const defaultsByHandler = new Map(defaults.tools.map((tool) => [tool.handler, tool]));
  const seenNames = new Set<string>();
  const tools = parsed.data.tools.map((entry, index) => {
    const at = (field: string) => `tools[${index}]${field}`;
    const base = defaultsByHandler.get(entry.handler);
    if (!base) {
      throw new FieldError(at('.handler'), `unknown handler "${entry.handler}"; known handlers are ${[...defaultsByHandler.keys()].join(', ')}`);
    }
    const tool = {
      handler: entry.handler,
      name: entry.name ?? base.name,
      description: entry.description ?? base.description,
      input_schema: entry.input_schema ?? base.input_schema,
      failures: { ...base.failures, ...entry.failures },
    };
    if (seenNames.has(tool.name)) throw new FieldError(at('.name'), `"${tool.name}" is used by two tools; names must be unique`);
    seenNames.add(tool.name);
    const problem = schemaProblem(tool.input_schema);
    if (problem) throw new FieldError(at('.input_schema'), problem);
    return tool;
  });
  return {
    system: parsed.data.system ?? defaults.system,
    tools,
    failures: { ...defaults.failures, ...parsed.data.failures },
  };
}
