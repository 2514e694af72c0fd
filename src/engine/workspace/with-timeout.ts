/**
 * Settles like `promise`, or rejects with `reason()` once `timeoutMs` passes first. The promise
 * itself runs on: some (WebContainer's `boot()` offline) never settle and cannot be cancelled.
 */
export function withTimeout<Value>(promise: Promise<Value>, timeoutMs: number, reason: () => Error): Promise<Value> {
  return new Promise<Value>((resolve, reject) => {
    const timer = setTimeout(() => reject(reason()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
