/**
 * The JSON Schema of a surface file, for Monaco's JSON language service: it underlines a wrong
 * key or type as the person types, and offers the handler ids and keys as completions. The
 * authority stays `parseSurfaceFile` (what the run accepts); this mirrors it for the editor, so
 * keep the two in step when the file format changes.
 */
export function surfaceFileJsonSchema(handlers: readonly string[]): Record<string, unknown> {
  const templates = {
    type: 'object',
    description: 'Failure templates by kind: {placeholder} values, {tool:id} names a tool, [[ a || b ]] picks the first option whose tools are on.',
    additionalProperties: { type: 'string' },
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'ACI Playground surface file',
    type: 'object',
    additionalProperties: false,
    required: ['tools'],
    properties: {
      system: { type: 'string', description: 'The system prompt the model reads.' },
      failures: { ...templates, description: `Toolkit-level templates (InvalidToolCall, UnknownTool, ClippedOutput...). ${templates.description}` },
      tools: {
        type: 'array',
        description: 'The tools the model is offered, in order. A built-in tool left out is disabled.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['handler'],
          properties: {
            handler: { type: 'string', enum: [...handlers], description: 'Which built-in handler runs the call.' },
            name: { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,64}$', description: 'The name the model sees (letters, digits, _ and -; at most 64).' },
            description: { type: 'string', description: 'What the model reads about the tool: what it does first, then when to use it.' },
            input_schema: {
              type: 'object',
              required: ['type'],
              properties: { type: { const: 'object' } },
              description: 'The JSON Schema the model is shown; the gate enforces exactly this.',
            },
            failures: templates,
          },
        },
      },
    },
  };
}
