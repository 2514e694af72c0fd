import { describe, expect, it } from 'vitest';
import { createEventPrinter, MAX_PRINTED_LINE } from '../../../src/cli/agent/print-events';

/** The CLI log as a terminal shows it: every line bounded, whatever the model sent. */

function printed(events: Parameters<ReturnType<typeof createEventPrinter>>[0][]): string {
  let log = '';
  const print = createEventPrinter((text) => (log += text));
  for (const event of events) print(event);
  return log;
}

describe('the CLI event log', () => {
  it('prints a 10 MB tool argument as one capped line that says how much was left out', () => {
    const content = 'x'.repeat(10 * 1024 * 1024);
    const log = printed([{ type: 'tool-call', step: 1, id: 't1', name: 'write_file', input: { path: 'big.txt', content } }]);
    const lines = log.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith('→ write_file {"path":"big.txt","content":"xxx')).toBe(true);
    expect(lines[0]!.length).toBeLessThan(MAX_PRINTED_LINE + 60);
    expect(lines[0]).toMatch(/… \[10,48\d,\d{3} more characters left out\]$/);
  });

  it('caps each line of a tool result and of a problem report, keeping short lines whole', () => {
    const long = 'y'.repeat(50_000);
    const log = printed([
      { type: 'tool-result', step: 1, id: 't1', name: 'read_file', isError: false, content: `short line\n${long}`, durationMs: 3 },
      { type: 'tool-problem', step: 1, id: 't1', name: 'read_file', problem: 'handler-threw', detail: long },
    ] as Parameters<ReturnType<typeof createEventPrinter>>[0][]);
    expect(log).toContain('    short line\n');
    expect(Math.max(...log.split('\n').map((line) => line.length))).toBeLessThan(MAX_PRINTED_LINE + 60);
    expect(log.match(/more characters left out\]/g)).toHaveLength(2);
  });
});
