import { isWorkspaceError, WorkspaceError } from '../workspace';
import type { SerializedError } from './protocol';

/**
 * Errors crossing the thread boundary. Structured clone would turn a WorkspaceError into a plain
 * Error and drop `code` and `path`, and tools tell a refusal (`not_found`...) from a bug by exactly
 * those: so a WorkspaceError travels as its fields and is rebuilt as a real one on the page.
 */

export function serializeError(error: unknown): SerializedError {
  if (isWorkspaceError(error)) {
    return { kind: 'workspace', code: error.code, path: error.path, message: error.message };
  }
  if (error instanceof Error) return { kind: 'error', name: error.name, message: error.message };
  return { kind: 'error', name: 'Error', message: String(error) };
}

export function deserializeError(serialized: SerializedError): Error {
  if (serialized.kind === 'workspace') return new WorkspaceError(serialized.code, serialized.path, serialized.message);
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return error;
}
