import { describe, expect, it } from 'vitest';
import { collectOutput, runProcess, superviseProcess, type ProcessLike } from '../../../src/engine/workspace/webcontainer-process';

/** A process stand-in: the test writes its output and decides when (and whether) it exits. */
function fakeProcess(): ProcessLike & {
  write(text: string): void;
  close(): void;
  exitWith(code: number): void;
  end(code: number): void;
  killed: boolean;
} {
  let push!: ReadableStreamDefaultController<string>;
  let exit!: (code: number) => void;
  const process = {
    killed: false,
    output: new ReadableStream<string>({ start: (controller) => void (push = controller) }),
    exit: new Promise<number>((resolve) => (exit = resolve)),
    write: (text: string) => push.enqueue(text),
    close: () => push.close(),
    exitWith: (code: number) => exit(code),
    end: (code: number) => {
      push.close();
      exit(code);
    },
    kill: () => {
      process.killed = true;
      exit(143);
    },
  };
  return process;
}

describe('supervising a WebContainer process', () => {
  it('collects the merged output without escape codes, with the exit code', async () => {
    const process = fakeProcess();
    const result = superviseProcess(process, { timeoutMs: 1_000 });
    process.write('\u001b[32mok\u001b[0m\r\n');
    process.write('warn: on stderr\r\n');
    process.end(2);
    expect(await result).toMatchObject({ exitCode: 2, stdout: 'ok\nwarn: on stderr\n', stderr: '', timedOut: false, outputMerged: true });
    expect(process.killed).toBe(false);
  });

  it('keeps output that arrives just after the exit', async () => {
    const process = fakeProcess();
    const result = superviseProcess(process, { timeoutMs: 1_000, drainMs: 200 });
    process.write('first\n');
    process.exitWith(0);
    setTimeout(() => {
      process.write('late\n');
      process.close();
    }, 20);
    expect((await result).stdout).toBe('first\nlate\n');
  });

  it('stops waiting for output that never ends after the exit', async () => {
    const process = fakeProcess();
    const result = superviseProcess(process, { timeoutMs: 1_000, drainMs: 30 });
    process.write('all there is\n');
    process.exitWith(0);
    expect(await result).toMatchObject({ exitCode: 0, stdout: 'all there is\n', timedOut: false });
    expect(process.killed).toBe(false);
  });

  it('kills a process still running at its time limit and reports it timed out', async () => {
    const process = fakeProcess();
    process.write('partial\n');
    const started = performance.now();
    const result = await superviseProcess(process, { timeoutMs: 60 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(process.killed).toBe(true);
    expect(result).toMatchObject({ exitCode: 124, timedOut: true, outputMerged: true });
    expect(result.stdout).toMatch(/^partial\nStopped: the command was still running at its time limit of 0.06 s and was ended/);
  });

  it('kills a process when its caller cancels', async () => {
    const process = fakeProcess();
    const controller = new AbortController();
    const result = superviseProcess(process, { timeoutMs: 10_000, signal: controller.signal });
    process.write('working');
    setTimeout(() => controller.abort(), 20);
    const ended = await result;
    expect(process.killed).toBe(true);
    expect(ended).toMatchObject({ exitCode: 130, timedOut: false });
    expect(ended.stdout).toMatch(/^working\nStopped: the command was cancelled/);
  });

  it('does not start a process whose caller already cancelled', async () => {
    let started = false;
    const result = await runProcess(
      async () => {
        started = true;
        return fakeProcess();
      },
      { timeoutMs: 1_000, signal: AbortSignal.abort() },
    );
    expect(started).toBe(false);
    expect(result).toMatchObject({ exitCode: 130, stdout: '' });
  });

  it('ends a process that floods its output and keeps the head of it', async () => {
    const process = fakeProcess();
    const result = superviseProcess(process, { timeoutMs: 10_000, maxOutputChars: 10 });
    process.write('0123456');
    process.write('789abcdef');
    const ended = await result;
    expect(process.killed).toBe(true);
    expect(ended).toMatchObject({ exitCode: 124, timedOut: false });
    expect(ended.stdout).toMatch(/^0123456789\nStopped: the command printed more than 10 characters/);
  });

  it('collects what arrived before a stream fails', async () => {
    let controller!: ReadableStreamDefaultController<string>;
    const stream = new ReadableStream<string>({ start: (start) => void (controller = start) });
    const output = collectOutput(stream, 100, () => {});
    controller.enqueue('kept');
    setTimeout(() => controller.error(new Error('gone')), 5);
    await output.done;
    expect(output.stop()).toBe('kept');
  });
});
