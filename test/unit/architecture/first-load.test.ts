import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { importGraph, loadedWith } from '../../support/import-graph';

const sourceRoot = fileURLToPath(new URL('../../../src', import.meta.url));

// The page is on screen before the surface file's parser (zod) and the default toolkit's contracts
// load: together they are about 80 kB gzip of the first load. One static import of a small helper
// that lived beside the parser once brought both into it; the bench's page-weight figure is where
// that shows, and this is the check that names the import.
test('the page loads the surface file parser and the default toolkit only when asked, not with its entry', () => {
  const firstLoad = loadedWith(importGraph(sourceRoot, { runtimeOnly: true }), 'ui/main.tsx');
  expect(firstLoad.has('ui/app.tsx')).toBe(true);
  expect([...firstLoad].filter((file) => ['engine/toolkit/surface-file.ts', 'engine/toolkit/default-surface.ts'].includes(file))).toEqual([]);
});

test('a type-only import loads nothing, so it does not count toward the first load', () => {
  const graph = importGraph(fileURLToPath(new URL('../../fixtures/import-cycle', import.meta.url)), { runtimeOnly: true });
  // first.ts only names second.ts's types; outside.ts takes a value from it.
  expect(loadedWith(graph, 'first.ts')).toEqual(new Set(['first.ts']));
  expect(loadedWith(graph, 'outside.ts')).toEqual(new Set(['outside.ts', 'second.ts']));
});
