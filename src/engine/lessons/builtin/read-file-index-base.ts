import type { JsonSchema } from '../../toolkit/json-schema';
import type { Lesson } from '../lesson';
import { codingSystem, defaultTool, picker, replaceOnce, textFile } from './shared';

/** Weather stations, one per line; no line carries its own number, so only the offset can find one. */
function stationLines(): string[] {
  const pick = picker(120);
  const first = ['Kestrel', 'Heron', 'Alder', 'Granite', 'Juniper', 'Osprey', 'Willow', 'Basalt', 'Larch', 'Plover', 'Cedar', 'Marten'];
  const second = ['Ridge', 'Hollow', 'Point', 'Moor', 'Crossing', 'Fell', 'Reach', 'Saddle', 'Flats', 'Spur'];
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from({ length: 200 }, (_, index) => {
    // 17 and 676 share no factor, so every line gets its own two-letter code.
    const code = (index * 17 + 5) % 676;
    const id = `${letters[Math.floor(code / 26)]}${letters[code % 26]}`;
    return `${id} ${pick(first)} ${pick(second)} · ${200 + ((index * 53) % 3000)} m · opened ${1950 + ((index * 7) % 70)}`;
  });
}

const stations = stationLines();
const target = stations[119]!;
const readFile = defaultTool('read_file');

/** The default schema with offset's index base, minimum and default taken out. */
function offsetWithoutBase(): JsonSchema {
  const properties = readFile.input_schema.properties as Record<string, JsonSchema>;
  return {
    ...readFile.input_schema,
    properties: { ...properties, offset: { type: 'integer', description: 'The line to start reading at.' } },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const readFileIndexBaseLesson: Lesson = {
  version: 1,
  id: 'read-file-index-base',
  title: 'Say where counting starts',
  teaching:
    'An offset hides a convention: is the first line 0 or 1? A model that guesses 0 asks for the line before the one it wants, and when it reads a single line it never sees the one it meant. Stating the index base where the parameter is described ("lines count from 1") removes the guess. "before" describes offset without its base; "after" is the default read_file, which states it in the description and the schema.',
  files: { 'data/stations.txt': textFile(stations) },
  task: 'data/stations.txt lists one weather station per line. Copy line 120 of that file, exactly as it is, into a new file answer.txt: that line\'s text and nothing else. Read only the lines you need, not the whole file.',
  system: codingSystem,
  variants: {
    before: {
      tools: {
        read_file: {
          description: replaceOnce(readFile.description, 'numbered counting from 1:', 'numbered:'),
          input_schema: offsetWithoutBase(),
        },
      },
    },
    after: {},
  },
  checks: [
    { kind: 'tool-called', tool: 'read_file', atLeast: 1, label: 'read with read_file' },
    { kind: 'file-matches', path: 'answer.txt', pattern: `^${escapeRegExp(target)}\\n?$`, label: 'answer.txt holds line 120' },
  ],
};
