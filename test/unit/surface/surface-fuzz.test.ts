import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toGeminiTools } from '../../../src/engine/surface-analysis/dialects/gemini';
import { toOpenAiTools } from '../../../src/engine/surface-analysis/dialects/openai';
import { exportToolsJson, exportTypeScriptModule } from '../../../src/engine/surface-analysis/export';
import { previewFailures } from '../../../src/engine/surface-analysis/failure-preview';
import { lintSurface } from '../../../src/engine/surface-analysis/lint/lint-surface';
import { estimateSurfaceTokens } from '../../../src/engine/surface-analysis/token-estimate';
import type { JsonSchema } from '../../../src/engine/toolkit/json-schema';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { defaults, registry } from './surface-edits';

/**
 * The editor runs all of this on every keystroke, on whatever a person has typed so far: odd
 * names, half-written templates, schemas with keywords in the wrong places. None of it may throw.
 */

const words = fc.constantFrom('read_file', 'edit_file', 'Bash', 'bash', 'ls', 'glob', '`offset`', '"edits"', 'offset=3', '{path}', '{tool:grep}', '{tool:nope}', '[[', ']]', '||', 'Use', 'If', '.', ':', '\n', 'IMPORTANT', '', ' ');
const prose = fc.array(words, { maxLength: 12 }).map((parts) => parts.join(' '));

const keyword = fc.constantFrom('type', 'properties', 'items', 'required', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref', '$defs', 'default', 'description', 'additionalProperties', 'minimum', 'maxLength', 'pattern', 'format', 'nullable');
const leaf = fc.oneof(fc.constantFrom('string', 'integer', 'number', 'object', 'array', 'null', 'foo', '#/$defs/x', '[', '^a$'), fc.integer(), fc.boolean(), fc.constant(null));
const schemaNode: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(keyword, fc.constantFrom('offset', 'path', 'bad-name', 'x')), tie('node'), { maxKeys: 4 }),
  ),
})).node;
const inputSchema = fc.dictionary(keyword, schemaNode, { maxKeys: 5 }).map((schema): JsonSchema => ({ type: 'object', ...schema }));

const surfaceArbitrary: fc.Arbitrary<Surface> = fc
  .record({
    system: prose,
    tools: fc.array(
      fc.record({
        index: fc.nat({ max: defaults.tools.length - 1 }),
        name: fc.oneof(fc.constantFrom('read_file', 'bash', 'Bash', 'x y', ''), fc.string({ maxLength: 70 })),
        description: prose,
        input_schema: fc.oneof(fc.constant(undefined), inputSchema),
        failure: prose,
      }),
      { maxLength: 6 },
    ),
    toolkitFailure: prose,
  })
  .map(({ system, tools, toolkitFailure }) => ({
    system,
    failures: { ...defaults.failures, InvalidToolCall: toolkitFailure, Made_Up: toolkitFailure },
    tools: tools.map(({ index, name, description, input_schema, failure }) => {
      const base = defaults.tools[index]!;
      const kind = Object.keys(base.failures)[0] ?? 'Any';
      return { ...base, name, description, input_schema: input_schema ?? base.input_schema, failures: { ...base.failures, [kind]: failure, Extra: failure } };
    }),
  }));

describe('the schema editor engine on anything typed', () => {
  it('lints, previews, estimates, converts and exports without throwing', () => {
    fc.assert(
      fc.property(surfaceArbitrary, (surface) => {
        const findings = lintSurface(surface, registry);
        for (const finding of findings) expect(['error', 'warning', 'info']).toContain(finding.severity);
        previewFailures(surface, registry);
        expect(estimateSurfaceTokens(surface).total).toBeGreaterThanOrEqual(0);
        toOpenAiTools(surface);
        toOpenAiTools(surface, { strict: true });
        toGeminiTools(surface);
        JSON.parse(exportToolsJson(surface));
        expect(exportTypeScriptModule(surface)).toContain("import { z } from 'zod';");
      }),
      { numRuns: 400 },
    );
  });
});
