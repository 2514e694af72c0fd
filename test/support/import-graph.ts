import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One file's imports of other files under the same root, as paths relative to that root. */
export type ImportGraph = Map<string, string[]>;

const sourceExtensions = ['.ts', '.tsx'];

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return sourceExtensions.some((extension) => entry.name.endsWith(extension)) ? [path] : [];
  });
}

/**
 * Every `import … from`, `import type … from`, `export … from` and side-effect `import '…'`.
 * Type-only imports count: a cycle made of types still means neither file can be read, moved or
 * tested without the other. A dynamic `import()` does not: it is how a lazily loaded chunk is
 * reached on purpose, and nothing runs until the caller asks for it.
 */
function moduleSpecifiers(path: string, runtimeOnly: boolean): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    const isImportOrReExport = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement);
    if (!isImportOrReExport || !statement.moduleSpecifier) return [];
    if (runtimeOnly && erasedAtBuild(statement)) return [];
    return ts.isStringLiteral(statement.moduleSpecifier) ? [statement.moduleSpecifier.text] : [];
  });
}

/**
 * `import type …` and `export type …`: nothing loads. Under verbatimModuleSyntax, which the project
 * compiles with, `import { type A } from './a'` is kept as `import {} from './a'`, so it still loads.
 */
function erasedAtBuild(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  return ts.isExportDeclaration(statement) ? statement.isTypeOnly : statement.importClause?.isTypeOnly === true;
}

function resolveRelative(fromFile: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined; // packages are not part of our graph
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  const candidates = [base, ...sourceExtensions.map((extension) => base + extension), ...sourceExtensions.map((extension) => join(base, 'index' + extension))];
  return candidates.find((candidate) => known.has(candidate));
}

/**
 * `runtimeOnly` leaves out the imports the build erases (types), for the question of what loads
 * when a file runs; without it, types count, as they do for a cycle.
 */
export function importGraph(root: string, { runtimeOnly = false }: { runtimeOnly?: boolean } = {}): ImportGraph {
  const files = sourceFilesUnder(root);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = moduleSpecifiers(file, runtimeOnly)
      .map((specifier) => resolveRelative(file, specifier, known))
      .filter((target): target is string => target !== undefined)
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself), Tarjan's way. */
function tangledComponents(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  const visit = (file: string): void => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const importsItself = (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || importsItself) components.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components;
}

/** The shortest way from `start` back to itself inside one component, so the message names real imports. */
function shortestLoop(graph: ImportGraph, start: string, members: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [file];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return [...loop, start];
      }
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  return [start];
}

/** Each tangle as one readable loop, `a.ts → b.ts → a.ts`, plus the other files caught in it. */
export function importCycles(graph: ImportGraph): string[] {
  return tangledComponents(graph).map((component) => {
    const loop = shortestLoop(graph, component[0]!, new Set(component));
    const others = component.filter((file) => !loop.includes(file));
    const also = others.length > 0 ? ` (same tangle: ${others.join(', ')})` : '';
    return loop.join(' → ') + also;
  });
}

/** Every file a file loads before it runs: its static runtime imports, and theirs. */
export function loadedWith(graph: ImportGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
  };
  visit(entry);
  return seen;
}
