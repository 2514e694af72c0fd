import type { ToolAccess } from '../tools/tool';
import type { PreparedCall, ToolCallResult } from '../toolkit/toolkit';

/**
 * Runs one turn's calls as concurrently as is safe and returns their results in call order.
 *
 * A call waits for every earlier call it conflicts with: commands (exec) conflict with everything
 * that touches the workspace; a write conflicts with writes to the same path and with reads (whose
 * paths we do not track, so a read never races a write the model asked for first); reads run
 * together. Order of the model's calls is kept wherever two calls conflict.
 */
export async function runToolCalls(
  calls: Array<PreparedCall | ToolCallResult>,
  execute: (call: PreparedCall) => Promise<ToolCallResult>,
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
      if (isPrepared(other) && conflicts(other.access, call.access)) waitFor.push(started[earlier]!);
    }
    started.push(Promise.all(waitFor).then(() => execute(call)));
  });
  return Promise.all(started);
}

function isPrepared(call: PreparedCall | ToolCallResult): call is PreparedCall {
  return 'access' in call;
}

export function conflicts(first: ToolAccess, second: ToolAccess): boolean {
  if (first.kind === 'none' || second.kind === 'none') return false;
  if (first.kind === 'exec' || second.kind === 'exec') return true;
  if (first.kind === 'read' && second.kind === 'read') return false;
  if (first.kind === 'write' && second.kind === 'write') return samePlace(first.path, second.path);
  return true;
}

/**
 * Access paths are normalised without knowing the workspace root, so "/workspace/a.ts" and "a.ts"
 * may name one file: an absolute path is taken to be the relative one when it ends with it.
 * Erring towards "same" only costs running two writes one after the other.
 */
function samePlace(first: string, second: string): boolean {
  if (first === second) return true;
  const [absolute, relative] = first.startsWith('/') ? [first, second] : [second, first];
  return absolute.startsWith('/') && !relative.startsWith('/') && absolute.endsWith(`/${relative}`);
}
