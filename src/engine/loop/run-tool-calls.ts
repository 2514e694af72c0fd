import type { ToolAccess } from '../tools/tool';
import type { PreparedCall, ToolCallResult } from '../toolkit/toolkit';
import { resolveWorkspacePath } from '../workspace/paths';

/**
 * Runs one turn's calls as concurrently as is safe and returns their results in call order.
 *
 * A call waits for every earlier call it conflicts with: commands (exec) conflict with everything
 * that touches the workspace; a write conflicts with writes to the same path and with reads (whose
 * paths we do not track, so a read never races a write the model asked for first); reads run
 * together. Order of the model's calls is kept wherever two calls conflict. Write paths are compared
 * as the workspace resolves them (`rootPath`), so "/workspace/a.ts", "./a.ts" and "a.ts" are one file.
 */
export async function runToolCalls(
  calls: Array<PreparedCall | ToolCallResult>,
  execute: (call: PreparedCall) => Promise<ToolCallResult>,
  rootPath: string,
): Promise<ToolCallResult[]> {
  const started: Array<Promise<ToolCallResult>> = [];
  calls.forEach((call, index) => {
    if (!isPrepared(call)) {
      started.push(Promise.resolve(call));
      return;
    }
    const waitFor: Array<Promise<unknown>> = [];
    for (let earlier = 0; earlier < index; earlier++) {
      const other = calls[earlier]!;
      if (isPrepared(other) && conflicts(other.access, call.access, rootPath)) waitFor.push(started[earlier]!);
    }
    started.push(Promise.all(waitFor).then(() => execute(call)));
  });
  return Promise.all(started);
}

function isPrepared(call: PreparedCall | ToolCallResult): call is PreparedCall {
  return 'access' in call;
}

function conflicts(first: ToolAccess, second: ToolAccess, rootPath: string): boolean {
  if (first.kind === 'none' || second.kind === 'none') return false;
  if (first.kind === 'exec' || second.kind === 'exec') return true;
  if (first.kind === 'read' && second.kind === 'read') return false;
  if (first.kind === 'write' && second.kind === 'write') return canonical(first.path, rootPath) === canonical(second.path, rootPath);
  return true;
}

/** The path as the workspace will resolve it; one it refuses stays raw (its handler refuses it too). */
function canonical(path: string, rootPath: string): string {
  try {
    return resolveWorkspacePath(path, rootPath);
  } catch {
    return path;
  }
}
