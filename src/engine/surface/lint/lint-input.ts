import { parseToolsArray, ToolsArrayError } from '../../compare/tools-array';
import type { AnyToolContract } from '../../tools/tool';
import { parseSurfaceFile, SurfaceFileError } from '../../toolkit/surface-file';
import { createRegistry } from '../../toolkit/toolkit';
import { lintSurface, type Finding, type LintDialect } from './lint-surface';
import { lintTools } from './lint-tools';
import { toolFactsOf } from './tool-facts';

/**
 * What `npm run lint` reads: a surface file (tools carry a `handler`), or any tools array — the
 * Messages API shape or an MCP tools/list, bare or as the JSON-RPC response. A surface file is
 * linted whole (system prompt and templates too) against the built-in handlers; a tools array
 * only for what its tools say.
 */
export type LintInputKind = 'surface file' | 'tools array';

export class LintInputError extends Error {}

export function lintInput(
  json: unknown,
  contracts: readonly AnyToolContract[],
  source: string,
  dialect: LintDialect = 'anthropic',
): { kind: LintInputKind; findings: Finding[] } {
  try {
    if (isSurfaceFile(json)) {
      return { kind: 'surface file', findings: lintSurface(parseSurfaceFile(json, contracts), createRegistry(contracts), { dialect }) };
    }
    return { kind: 'tools array', findings: lintTools(parseToolsArray(json), source, dialect, toolFactsOf(json)) };
  } catch (error) {
    if (error instanceof SurfaceFileError) throw new LintInputError(`not a valid surface file: ${error.message}`);
    if (error instanceof ToolsArrayError) throw new LintInputError(`not a tools array, a tools/list result or a surface file: ${error.message}`);
    throw error;
  }
}

function isSurfaceFile(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const tools = (json as { tools?: unknown }).tools;
  return Array.isArray(tools) && tools.some((tool) => tool !== null && typeof tool === 'object' && 'handler' in tool);
}
