/**
 * What a test's code wrote to the console and to process.stderr / stdout, captured instead of
 * shown, so a test can assert that nothing leaked there (a library's log line, say).
 */
export interface CapturedOutput {
  /** Everything written since capture began, in order. */
  text(): string;
  restore(): void;
}

export function capturedOutput(): CapturedOutput {
  const written: string[] = [];
  const consoleMethods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const originalConsole = consoleMethods.map((name) => [name, console[name]] as const);
  for (const name of consoleMethods) {
    console[name] = (...values: unknown[]) => void written.push(`console.${name}: ${values.map(String).join(' ')}\n`);
  }
  const originalStderr = process.stderr.write;
  const originalStdout = process.stdout.write;
  const capture = (stream: string) =>
    ((chunk: unknown) => {
      written.push(`${stream}: ${String(chunk)}`);
      return true;
    }) as typeof process.stderr.write;
  process.stderr.write = capture('stderr');
  process.stdout.write = capture('stdout');
  return {
    text: () => written.join(''),
    restore() {
      for (const [name, method] of originalConsole) console[name] = method;
      process.stderr.write = originalStderr;
      process.stdout.write = originalStdout;
    },
  };
}
