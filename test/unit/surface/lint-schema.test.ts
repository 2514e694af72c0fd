import { describe, expect, it } from 'vitest';
import { defaults, editSchema, findingsOf, patchTool } from './surface-edits';

describe('lint: a parameter whose name and schema leave a question has a description', () => {
  it('fires on one without words, at any depth, naming the question, and not on one whose name says it all', () => {
    const surface = editSchema(defaults, 'edit_file', (schema) => {
      schema.properties.edits.items.properties.timeout = { type: 'integer' };
      schema.properties.modifiedAfter = { type: 'string', description: '  ' };
      schema.properties.dryRun = { type: 'boolean' };
    });
    const found = findingsOf(surface, 'parameter-description');
    expect(found.map((finding) => finding.field)).toEqual([
      'tools[2].input_schema.properties.edits.items.properties.timeout.description',
      'tools[2].input_schema.properties.modifiedAfter.description',
    ]);
    expect(found[0]!.message).toContain('no unit');
    expect(found[1]!.message).toContain('no format');
    expect(found[1]!.suggestion).toContain('"format": "date-time"');
  });

  it('does not fire when every parameter is described', () => {
    const surface = editSchema(defaults, 'ls', (schema) => {
      schema.properties.hidden = { type: 'boolean', description: 'true shows dotfiles; default false.' };
    });
    expect(findingsOf(surface, 'parameter-description')).toEqual([]);
  });
});

describe('lint: an index-like parameter states its base', () => {
  it('fires on a position whose description leaves the base to guess', () => {
    const surface = editSchema(defaults, 'read_file', (schema) => {
      // A minimum of 1 or a default of 1 would state the base; only words that leave it open remain.
      schema.properties.offset = { type: 'integer', description: 'Line number to start reading at.' };
      schema.properties.end_line = { type: 'integer', description: 'Last line to read.' };
    });
    const findings = findingsOf(surface, 'index-base');
    expect(findings.map((finding) => finding.field)).toEqual([
      'tools[0].input_schema.properties.offset.description',
      'tools[0].input_schema.properties.end_line.description',
    ]);
    expect(findings[0]).toMatchObject({ severity: 'warning', tool: 'read_file' });
  });

  it.each([
    ['its own description says "1-based"', 'Line to start at (1-based).', undefined],
    ['its own description says "counting from 0"', 'Index of the first entry to return, counting from 0.', undefined],
    ['a sentence of the tool description names it and states the base', 'Where to start.', 'Reads a file. offset counts from 1, like line numbers in editors.'],
  ])('does not fire when %s', (_case, parameterDescription, toolDescription) => {
    let surface = editSchema(defaults, 'read_file', (schema) => {
      schema.properties.offset.description = parameterDescription;
    });
    if (toolDescription) surface = patchTool(surface, 'read_file', { description: `${toolDescription} At most 2000 lines; use grep to search.` });
    expect(findingsOf(surface, 'index-base')).toEqual([]);
  });

  it('does not treat a string "position" or a count like limit as an index', () => {
    const surface = editSchema(defaults, 'read_file', (schema) => {
      schema.properties.position = { type: 'string', enum: ['top', 'bottom'], description: 'Where the marker goes.' };
    });
    expect(findingsOf(surface, 'index-base')).toEqual([]);
  });
});

describe('lint: tool names', () => {
  it('fires on a name Anthropic reserves (bash), not on Bash', () => {
    const findings = findingsOf(patchTool(defaults, 'Bash', { name: 'bash' }), 'tool-name');
    expect(findings).toEqual([expect.objectContaining({ severity: 'error', tool: 'bash', handler: 'Bash', field: 'tools[6].name' })]);
    expect(findings[0]!.message).toContain('Anthropic');
    expect(findingsOf(defaults, 'tool-name')).toEqual([]);
  });

  it('fires on a name outside the pattern and on a duplicate', () => {
    let surface = patchTool(defaults, 'glob', { name: 'find files' });
    surface = patchTool(surface, 'ls', { name: 'grep' });
    const findings = findingsOf(surface, 'tool-name');
    expect(findings.map((finding) => [finding.field, finding.severity])).toEqual([
      ['tools[4].name', 'error'],
      ['tools[5].name', 'error'],
    ]);
    expect(findings[0]!.message).toContain('^[a-zA-Z0-9_-]{1,64}$');
    expect(findings[1]!.message).toContain('tools[3]');
  });

  it('does not fire on names with digits, dashes and underscores up to 64 characters', () => {
    const surface = patchTool(defaults, 'glob', { name: `find-files_2${'x'.repeat(52)}` });
    expect(findingsOf(surface, 'tool-name')).toEqual([]);
  });
});

describe('lint: the edit and the handler disagree', () => {
  it('fires when a handler-required parameter is made optional or removed', () => {
    const optional = editSchema(defaults, 'write_file', (schema) => {
      schema.required = ['path'];
    });
    expect(findingsOf(optional, 'handler-mismatch')).toEqual([
      expect.objectContaining({ severity: 'error', tool: 'write_file', field: 'tools[1].input_schema.required', message: expect.stringContaining('content') }),
    ]);
    const removed = editSchema(defaults, 'write_file', (schema) => {
      delete schema.properties.content;
      schema.required = ['path'];
    });
    expect(findingsOf(removed, 'handler-mismatch')).toEqual([
      expect.objectContaining({ severity: 'error', field: 'tools[1].input_schema.properties', message: expect.stringContaining('no call can succeed') }),
    ]);
  });

  it('fires when a type changes, or widens from integer to number', () => {
    const changed = editSchema(defaults, 'Bash', (schema) => {
      schema.properties.timeout = { type: 'string', description: 'Time limit, e.g. "30s".' };
    });
    expect(findingsOf(changed, 'handler-mismatch')).toEqual([
      expect.objectContaining({ severity: 'error', field: 'tools[6].input_schema.properties.timeout.type' }),
    ]);
    const widened = editSchema(defaults, 'Bash', (schema) => {
      schema.properties.timeout.type = 'number';
    });
    expect(findingsOf(widened, 'handler-mismatch').map((finding) => [finding.severity, finding.field])).toEqual([
      ['warning', 'tools[6].input_schema.properties.timeout.type'],
      ['warning', 'tools[6].input_schema.properties.timeout'],
    ]);
  });

  it('fires on enum values the handler rejects and on loosened limits', () => {
    const surface = editSchema(defaults, 'update_plan', (schema) => {
      schema.properties.plan.items.properties.status.enum.push('blocked');
      delete schema.properties.plan.minItems;
    });
    const findings = findingsOf(surface, 'handler-mismatch');
    expect(findings).toContainEqual(
      expect.objectContaining({ severity: 'error', field: 'tools[7].input_schema.properties.plan.items.properties.status.enum', message: expect.stringContaining('"blocked"') }),
    );
    expect(findings).toContainEqual(expect.objectContaining({ severity: 'warning', field: 'tools[7].input_schema.properties.plan', message: expect.stringContaining('at least 1 item') }));
    const unbounded = editSchema(defaults, 'Bash', (schema) => {
      delete schema.properties.timeout.maximum;
    });
    expect(findingsOf(unbounded, 'handler-mismatch')).toEqual([expect.objectContaining({ message: expect.stringContaining('301') })]);
  });

  it('reports a property the handler does not know by what it costs: info, warning or error', () => {
    const optionalExtra = editSchema(defaults, 'Bash', (schema) => {
      schema.properties.reason = { type: 'string', description: 'Why you run it.' };
    });
    expect(findingsOf(optionalExtra, 'handler-mismatch')).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'tools[6].input_schema.properties.reason', message: expect.stringContaining('refuses unknown keys') }),
    ]);
    const requiredExtra = editSchema(optionalExtra, 'Bash', (schema) => {
      schema.required = ['command', 'reason'];
    });
    expect(findingsOf(requiredExtra, 'handler-mismatch')[0]).toMatchObject({ severity: 'error' });
  });

  it('fires when the documented default differs from the one the handler applies', () => {
    const surface = editSchema(defaults, 'read_file', (schema) => {
      schema.properties.limit.default = 100;
    });
    expect(findingsOf(surface, 'handler-mismatch')).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'tools[0].input_schema.properties.limit.default', message: expect.stringContaining('fills in 2000') }),
    ]);
  });

  it('fires on an unknown handler and on a schema the gate cannot compile', () => {
    const unknown = patchTool(defaults, 'ls', { handler: 'list_dir' });
    expect(findingsOf(unknown, 'handler-mismatch')).toEqual([expect.objectContaining({ severity: 'error', field: 'tools[5].handler' })]);
    const broken = patchTool(defaults, 'ls', { input_schema: { type: 'array' } });
    expect(findingsOf(broken, 'handler-mismatch')).toEqual([expect.objectContaining({ severity: 'error', field: 'tools[5].input_schema' })]);
  });

  it('does not fire on edits the handler takes: a narrower bound, a required optional, a dropped optional, new words', () => {
    const surface = editSchema(defaults, 'read_file', (schema) => {
      schema.properties.limit.maximum = 500;
      schema.properties.offset.description = 'Where to start, counting from 1.';
      schema.required = ['path', 'limit'];
    });
    const dropped = editSchema(surface, 'grep', (schema) => {
      delete schema.properties.flags;
      schema.properties.pattern.minLength = 3;
    });
    expect(findingsOf(dropped, 'handler-mismatch')).toEqual([]);
  });
});
