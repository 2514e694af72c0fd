import type { JsonSchema } from '../../toolkit/json-schema';
import type { Lesson } from '../lesson';
import { codingSystem, defaultTool, textFile } from './shared';

const grep = defaultTool('grep');

/** The default schema, same rules, with the flags left undocumented. */
function undocumentedFlags(): JsonSchema {
  const properties = grep.input_schema.properties as Record<string, JsonSchema>;
  return { ...grep.input_schema, properties: { ...properties, flags: { ...properties.flags, description: 'Flags for the search.' } } };
}

const expected = ['src/app.ts:3', 'src/db/pool.ts:5', 'src/db/pool.ts:9', 'src/ui/menu.ts:2'];

export const grepDocumentedWallLesson: Lesson = {
  version: 1,
  id: 'grep-documented-wall',
  title: 'Document the wall',
  teaching:
    'Every tool has limits. A limit the description does not mention is a wall the model finds by walking into it: it types the grep flags it knows by heart (-rn, --include, -A 2), the call is refused, and it spends turns guessing what is allowed. Listing the allowed flags, and saying what to use instead of the others, lets the model plan around the wall. "before" keeps the very same rule but leaves the flags undocumented; "after" is the default grep.',
  files: {
    'src/app.ts': textFile(['import { start } from "./server";', '', '// TODO: read the port from the environment', 'start(3000);']),
    'src/db/pool.ts': textFile([
      'export class Pool {',
      '  private open = 0;',
      '',
      '  acquire(): number {',
      '    // todo: close idle connections first',
      '    return ++this.open;',
      '  }',
      '',
      '  // Todo - retry when the database times out',
      '  release(): void {',
      '    this.open -= 1;',
      '  }',
      '}',
    ]),
    'src/ui/menu.ts': textFile(['export const labels = ["Open", "Save", "Quit"];', '/* TODO translate the labels */']),
    'docs/notes.md': textFile(['# Notes', '', 'TODO: write the deployment guide']),
  },
  task: 'Find every TODO comment under src/ (written TODO, todo or Todo) and list them in a new file todo-report.txt, one per line as path:line, for example src/app.ts:12. Leave out files outside src/.',
  system: codingSystem,
  variants: {
    before: { tools: { grep: { input_schema: undocumentedFlags() } } },
    after: {},
  },
  checks: [
    {
      kind: 'command',
      command: `for entry in ${expected.join(' ')}; do grep -qx "$entry" todo-report.txt || exit 1; done`,
      label: 'every TODO listed as path:line',
    },
    { kind: 'command', command: `[ "$(grep -c . todo-report.txt)" -eq ${expected.length} ]`, label: 'nothing else listed' },
    { kind: 'no-failure', failure: 'InvalidToolCall', tool: 'grep', label: 'no grep call refused at the gate' },
  ],
};
