import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintInput } from '../../src/engine/surface-analysis/lint/lint-input';
import type { Finding } from '../../src/engine/surface-analysis/lint/finding';
import { fixturesFolder } from './lint-corpus-precision';

/** A tool as a server's tools/list returned it, read from a captured corpus. */
export interface CapturedTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

/** Every tool one captured server listed, as its tools/list returned them. */
export function capturedServerTools(corpus: string, server: string): CapturedTool[] {
  return JSON.parse(readFileSync(join(fixturesFolder, corpus, `${server}.json`), 'utf8')).tools;
}

/** The named tools of one captured server, in the order asked; a name it lacks is a test mistake. */
export function capturedTools(corpus: string, server: string, names: string[]): CapturedTool[] {
  const tools = capturedServerTools(corpus, server);
  return names.map((name) => {
    const tool = tools.find((candidate) => candidate.name === name);
    if (!tool) throw new Error(`${server} has no tool ${name}`);
    return tool;
  });
}

/**
 * One rule's findings on tools as a tools/list returns them, linted as `npm run lint` reads one: a
 * test that edits a captured tool to show what a rule still catches lints the edited copy here.
 */
export function toolFindings(tools: CapturedTool[], rule: string, source: string): Finding[] {
  return lintInput({ tools }, [], source).findings.filter((finding) => finding.rule === rule);
}

/** One rule's findings on some tools of a captured server. */
export function findingsOn(corpus: string, server: string, names: string[], rule: string): Finding[] {
  return toolFindings(capturedTools(corpus, server, names), rule, server);
}

/** One rule's findings on a whole captured server: rules that judge across the list need all of it. */
export function serverFindings(corpus: string, server: string, rule: string): Finding[] {
  return toolFindings(capturedServerTools(corpus, server), rule, server);
}

/**
 * One rule's findings on some tools of a captured server after `edit` changed a copy of them: how a
 * test shows what a rule still catches once the one thing a pass reads is taken away. The captured
 * file is left as it is.
 */
export function findingsAfterEdit(corpus: string, server: string, names: string[], rule: string, edit: (tools: CapturedTool[]) => void): Finding[] {
  const tools = structuredClone(capturedTools(corpus, server, names));
  edit(tools);
  return toolFindings(tools, rule, 'edited');
}
