import type { Lesson } from '../lesson';
import { codingSystem, defaultTool, picker, replaceOnce, textFile } from './shared';

/** A long file where the change is two lines in the middle. */
function inventorySource(): string {
  const pick = picker(7);
  const parts = ['Hex bolt', 'Wing nut', 'Flat washer', 'Spring pin', 'Cable tie', 'Hinge', 'Bracket', 'Wall plug', 'Rivet', 'Cotter pin'];
  const sizes = ['M3', 'M4', 'M5', 'M6', 'M8', '20 mm', '35 mm', '50 mm'];
  const catalogue = Array.from({ length: 200 }, (_, index) => {
    const sku = `SKU-${String(index + 1).padStart(4, '0')}`;
    const bin = `${pick(['A', 'B', 'C', 'D'])}-${String(1 + (index % 40)).padStart(2, '0')}`;
    return `  { sku: '${sku}', name: '${pick(parts)} ${pick(sizes)}', quantity: ${(index * 37) % 91}, bin: '${bin}' },`;
  });
  return textFile([
    '// The stock room: what we hold, where it sits, and when to order more.',
    '',
    'export interface StockItem {',
    '  sku: string;',
    '  name: string;',
    '  quantity: number;',
    '  bin: string;',
    '}',
    '',
    '/** Items at or under this count go on the next order. */',
    'export const RESTOCK_THRESHOLD = 5;',
    '',
    'export const catalogue: StockItem[] = [',
    ...catalogue.slice(0, 100),
    '];',
    '',
    'export function isLowStock(item: StockItem): boolean {',
    '  return item.quantity < RESTOCK_THRESHOLD;',
    '}',
    '',
    'export function itemsToOrder(items: StockItem[] = catalogue): StockItem[] {',
    '  return items.filter(isLowStock);',
    '}',
    '',
    'export const overflowShelf: StockItem[] = [',
    ...catalogue.slice(100),
    '];',
    '',
    'export function findBySku(sku: string, items: StockItem[] = catalogue): StockItem | undefined {',
    '  return items.find((item) => item.sku === sku);',
    '}',
  ]);
}

const source = inventorySource();
const lineCount = source.split('\n').length - 1;
const writeFile = defaultTool('write_file');

export const writeFileRoutingLesson: Lesson = {
  version: 1,
  id: 'write-file-routing',
  title: 'Route edits away from write_file',
  teaching:
    "A tool's description is also a signpost. write_file can change a file by rewriting all of it, and nothing stops a model from doing that for a two-line fix: it pays for the whole file in output tokens and can drop lines on the way. One sentence in write_file's description that sends changes to existing files to edit_file decides which tool the model reaches for. \"before\" leaves that sentence out; \"after\" is the default description, which has it.",
  files: { 'src/inventory.ts': source },
  task: 'In src/inventory.ts, raise RESTOCK_THRESHOLD from 5 to 12, and make isLowStock treat a quantity equal to the threshold as low too (<= instead of <). Leave the rest of the file exactly as it is.',
  system: codingSystem,
  variants: {
    before: {
      tools: {
        write_file: {
          description: replaceOnce(
            writeFile.description,
            ' To change part of an existing file, use edit_file instead: it sends only the change.',
            '',
          ),
        },
      },
    },
    after: {},
  },
  checks: [
    { kind: 'tool-called', tool: 'edit_file', atLeast: 1, label: 'changed with edit_file' },
    { kind: 'tool-called', tool: 'write_file', atMost: 0, label: 'write_file never used' },
    { kind: 'file-contains', path: 'src/inventory.ts', text: 'export const RESTOCK_THRESHOLD = 12;', label: 'threshold is 12' },
    { kind: 'file-contains', path: 'src/inventory.ts', text: 'return item.quantity <= RESTOCK_THRESHOLD;', label: 'isLowStock uses <=' },
    { kind: 'command', command: `[ "$(wc -l < src/inventory.ts)" -eq ${lineCount} ]`, label: `still ${lineCount} lines (nothing lost)` },
  ],
};
