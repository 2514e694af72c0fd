import { parseToolsArray } from '../../compare/tools-array';
import { isMcpHandler } from '../../mcp/mcp-handler-id';
import type { AnyToolContract } from '../../tools/tool';
import { FieldError } from '../../toolkit/field-error';
import type { Surface } from '../../toolkit/surface';
import { parseSurfaceFile } from '../../toolkit/surface-file';
import { createRegistry } from '../../toolkit/toolkit';
import { lintSurface } from './lint-surface';
import { type Finding, type LintDialect } from './finding';
import { lintTools } from './lint-tools';
import { toolEntries, toolFactsOf } from './tool-facts';

/**
 * What `npm run lint` reads: a surface file (tools carry a `handler`), or any tools array — the
 * Messages API shape or an MCP tools/list, bare or as the JSON-RPC response. A surface file is
 * linted whole (system prompt and templates too) against the handlers given (the built-ins, and a
 * running server's tools with --mcp); a tools array only for what its tools say.
 */
export type LintInputKind = 'surface file' | 'tools array';

export class LintInputError extends Error {}

export interface LintInputOptions {
  dialect?: LintDialect;
  /**
   * What a surface file's entries are read over: with servers running, their tools as the server
   * describes them, so an entry that renames a server's tool keeps the server's schema.
   */
  defaults?: Surface;
}

export function lintInput(
  json: unknown,
  contracts: readonly AnyToolContract[],
  source: string,
  { dialect = 'anthropic', defaults }: LintInputOptions = {},
): { kind: LintInputKind; findings: Finding[] } {
  const surfaceFile = isSurfaceFile(json);
  try {
    if (surfaceFile) {
      const surface = defaults ? parseSurfaceFile(json, contracts, defaults) : parseSurfaceFile(json, contracts);
      return { kind: 'surface file', findings: lintSurface(surface, createRegistry(contracts), { dialect }) };
    }
    const findings = lintTools(parseToolsArray(json, { names: 'as written' }), source, dialect, toolFactsOf(json));
    return { kind: 'tools array', findings: usesInputSchema(json) ? findings.map(inFileWords) : findings };
  } catch (error) {
    if (!FieldError.isInstance(error)) throw error;
    if (surfaceFile) throw new LintInputError(`not a valid surface file: ${error.message}`);
    throw new LintInputError(`not a tools array, a tools/list result or a surface file: ${error.message}`);
  }
}

/**
 * The `mcp:<server>/<tool>` handlers a surface file names: they exist only once the servers run,
 * so a file naming them is refused without --mcp before the lint says they are unknown.
 */
export function serverHandlersNamed(json: unknown): string[] {
  if (!isSurfaceFile(json)) return [];
  const tools = (json as { tools: unknown[] }).tools;
  return tools.flatMap((tool) => {
    const handler = tool && typeof tool === 'object' ? (tool as { handler?: unknown }).handler : undefined;
    return typeof handler === 'string' && isMcpHandler(handler) ? [handler] : [];
  });
}

/** An MCP tools/list says `inputSchema`; its findings should point at the key the file has. */
function usesInputSchema(json: unknown): boolean {
  return toolEntries(json).some((entry) => entry !== null && typeof entry === 'object' && 'inputSchema' in entry && !('input_schema' in entry));
}

function inFileWords(finding: Finding): Finding {
  const said = (text: string) => text.replace(/\binput_schema\b/g, 'inputSchema');
  return { ...finding, field: finding.field.replace(/^(tools\[\d+\])\.input_schema\b/, '$1.inputSchema'), message: said(finding.message), suggestion: said(finding.suggestion) };
}

function isSurfaceFile(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const tools = (json as { tools?: unknown }).tools;
  return Array.isArray(tools) && tools.some((tool) => tool !== null && typeof tool === 'object' && 'handler' in tool);
}
