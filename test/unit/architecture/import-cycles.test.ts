import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { importCycles, importGraph } from '../../support/import-graph';

const sourceRoot = fileURLToPath(new URL('../../../src', import.meta.url));

test('no file under src/ imports itself back through other files', () => {
  const cycles = importCycles(importGraph(sourceRoot));
  expect(cycles, `import cycles (type-only imports count):\n${cycles.join('\n')}`).toEqual([]);
});

test('the check sees a cycle, including one made of type-only imports', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
  ]);
  expect(importCycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  expect(importCycles(importGraph(fileURLToPath(new URL('../../fixtures/import-cycle', import.meta.url))))).toEqual([
    'first.ts → second.ts → first.ts',
  ]);
});
