import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { JsonSchema } from '../../../src/engine/toolkit/json-schema';
import { createRegistry, Toolkit, type ToolCallResult } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';

/**
 * Thousands of random argument objects per tool, shaped by the tool's own wire schema (valid values,
 * wrong types, hostile strings, missing and extra keys, non-objects), through the real gate and
 * handlers. Whatever comes in, the model gets a success or a `{error, message}` failure, and the
 * person never sees a handler crash.
 */

const hostileStrings = fc.constantFrom(
  '',
  '.',
  '..',
  '../outside.txt',
  '/etc/passwd',
  '/workspace/src/app.ts',
  'src/app.ts',
  'src',
  'missing/file.ts',
  '~/x',
  'a\\b',
  'nul\0byte',
  '**/*.ts',
  '[',
  '(unclosed',
  '-i',
  '-iw',
  '; rm -rf /',
  'x'.repeat(5000),
  '\n\n\n',
  'export const answer = 41;',
);

const anyString = fc.oneof(hostileStrings, fc.string({ maxLength: 40 }));

function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const junk = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), anyString, fc.constant([]), fc.constant({}));
  if (!schema || depth > 3) return junk;
  const type = schema.type;
  const plausible: fc.Arbitrary<unknown> =
    Array.isArray(schema.enum)
      ? fc.constantFrom(...(schema.enum as unknown[]))
      : type === 'string'
        ? anyString
        : type === 'integer'
          ? fc.integer({ min: -5, max: 3000 })
          : type === 'number'
            ? fc.oneof(fc.double({ noNaN: true }), fc.integer({ min: -5, max: 3000 }))
            : type === 'boolean'
              ? fc.boolean()
              : type === 'array'
                ? fc.array(valueFor(schema.items as JsonSchema | undefined, depth + 1), { maxLength: 4 })
                : type === 'object'
                  ? argumentsFor(schema, depth + 1)
                  : junk;
  return fc.oneof({ weight: 12, arbitrary: plausible }, { weight: 1, arbitrary: junk });
}

function argumentsFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) shape[name] = valueFor(property, depth);
  const known = fc.record(shape, { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom('extra', 'file_path', 'old_string', '__proto__', 'constructor'), anyString, { maxKeys: 2 });
  return fc.tuple(known, extra, fc.integer({ min: 0, max: 4 })).map(([fields, extras, dice]) => (dice === 0 ? { ...extras, ...fields } : fields));
}

function isWellFormed(result: ToolCallResult): boolean {
  if (!result.isError) return typeof result.content === 'string';
  const parsed = JSON.parse(result.content) as { error?: unknown; message?: unknown };
  return typeof parsed.error === 'string' && typeof parsed.message === 'string' && parsed.message.length > 0;
}

describe('the gate and handlers under random arguments', async () => {
  const surface = defaultSurface();
  const toolkit = new Toolkit(createRegistry(builtinTools), surface);
  const workspace = await createEmbeddedWorkspace({
    files: { 'src/app.ts': 'export const answer = 41;\n', 'README.md': '# Demo\n', 'src/nested/deep.txt': 'deep\n' },
    defaultTimeoutMs: 2000,
  });
  const base = {
    workspace,
    signal: new AbortController().signal,
    // Commands run for real: a random shell line must come back as a result too, never a crash.
    approve: async () => ({ approved: true as const }),
    setPlan: () => {},
  };

  for (const tool of surface.tools) {
    it(`${tool.name}: every outcome is a success or {error, message}, never a crash`, async () => {
      const inputs = fc.oneof(
        { weight: 9, arbitrary: argumentsFor(tool.input_schema) },
        { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.integer(), anyString, fc.array(fc.integer())) },
      );
      let reachedHandler = 0;
      // A real command costs a shell start, so Bash gets fewer (still hundreds of) runs.
      const runs = tool.handler === 'Bash' ? 300 : 1500;
      await fc.assert(
        fc.asyncProperty(inputs, async (input) => {
          const prepared = toolkit.prepare({ id: 'toolu_fuzz', name: tool.name, input });
          if ('access' in prepared) reachedHandler++;
          const result = 'access' in prepared ? await toolkit.execute(prepared, base) : prepared;
          expect(result.problem, JSON.stringify(result.problem)).toBeUndefined();
          expect(isWellFormed(result)).toBe(true);
          if (tool.handler === 'Bash' && !result.isError) expect(result.content).toMatch(/^(exit code|timed out|stopped)/);
        }),
        { numRuns: runs, seed: 20261122 },
      );
      // The generator must get past the gate often enough to exercise the handlers too.
      expect(reachedHandler / runs).toBeGreaterThan(0.05);
    }, 120_000);
  }
});
