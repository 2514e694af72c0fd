import type { JsonSchema } from '../../toolkit/json-schema';
import type { Lesson } from '../lesson';
import { codingSystem, defaultTool, replaceOnce, textFile } from './shared';

const editFile = defaultTool('edit_file');

/** The default schema without the flat oldText/newText form: `edits` is the only way in. */
function arrayOnlySchema(): JsonSchema {
  const properties = editFile.input_schema.properties as Record<string, JsonSchema>;
  const { oldText: _oldText, newText: _newText, ...kept } = properties;
  return { ...editFile.input_schema, properties: kept, required: ['path', 'edits'] };
}

export const editFileFlatFormLesson: Lesson = {
  version: 1,
  id: 'edit-file-flat-form',
  title: 'Accept the shape models reach for',
  teaching:
    'Models often call an edit tool with oldText and newText at the top level, because most edit tools they have seen take that shape. A schema that only takes an "edits" list refuses that call at the gate: the change still gets made, one InvalidToolCall and one extra turn later. Accepting the flat form as an alternative, and turning it into the list before the handler runs, costs nothing and saves the round trip. "before" is the list-only schema; "after" is the default, which takes both forms.',
  files: {
    'config/server.ts': textFile([
      'export const server = {',
      "  host: '0.0.0.0',",
      '  port: 3000,',
      '  requestTimeoutMs: 15_000,',
      '  keepAlive: true,',
      '};',
    ]),
  },
  task: 'In config/server.ts, change the port from 3000 to 8080.',
  system: codingSystem,
  variants: {
    before: {
      tools: {
        edit_file: {
          description: replaceOnce(
            editFile.description,
            'For one change, oldText and newText may stand at the top level instead of edits.',
            'Give every change as an object in edits, even a single one.',
          ),
          input_schema: arrayOnlySchema(),
        },
      },
    },
    after: {},
  },
  checks: [
    { kind: 'file-contains', path: 'config/server.ts', text: 'port: 8080,', label: 'port is 8080' },
    { kind: 'no-failure', failure: 'InvalidToolCall', tool: 'edit_file', label: 'no edit_file call refused at the gate' },
  ],
};
