/**
 * A long file operation on the embedded workspace is a chain of promises that never waits for
 * anything: no timer, no click, no Stop can run until it ends. A handler that walks many folders or
 * files calls the function this returns at each step; every few milliseconds it lets the event loop
 * run (so the stop button and the call's deadline can fire), and it throws once the signal fired.
 */
export function yieldPoints(signal: AbortSignal, everyMs = 15): () => Promise<void> {
  let last = performance.now();
  return async () => {
    signal.throwIfAborted();
    if (performance.now() - last < everyMs) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    last = performance.now();
    signal.throwIfAborted();
  };
}
