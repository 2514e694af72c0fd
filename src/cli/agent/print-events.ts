import type { AgentEvent } from '../../engine/loop/events';
import { describeStopReason } from '../../engine/loop/stop-reason';
import { totalTokens, type Usage } from '../../engine/model/model-client';
import { capText } from '../../engine/text/capped-text';
import { terminalSafe } from '../../engine/text/terminal-safe';

/** How much of a tool result the terminal shows; --out keeps everything. */
const previewLines = 12;
/** The longest line the log prints: a model can send megabytes of arguments on one line. */
export const MAX_PRINTED_LINE = 2_000;

/**
 * Prints a run as it happens: turns, calls, results, stop reason, tokens. Nearly all of it came
 * from outside (model text, file contents, command output), so every write goes out terminal-safe.
 */
export function createEventPrinter(writeRaw: (text: string) => void): (event: AgentEvent) => void {
  const write = (text: string) => writeRaw(terminalSafe(text));
  let midText = false;
  const endText = () => {
    if (midText) write('\n');
    midText = false;
  };
  return (event) => {
    switch (event.type) {
      case 'step-start':
        endText();
        write(`\n── step ${event.step} ──\n`);
        return;
      case 'surface-change':
        endText();
        write(`  (surface changed: ${event.changes.map((change) => [change.tool, change.field].filter(Boolean).join(' ')).join(', ')})\n`);
        return;
      case 'text-delta':
        midText = true;
        write(event.text);
        return;
      case 'tool-call':
        endText();
        write(`${capText(`→ ${event.name} ${JSON.stringify(event.input)}`, MAX_PRINTED_LINE)}\n`);
        return;
      case 'tool-result':
        write(`${event.isError ? `✗ ${event.name} failed (${event.errorKind})` : `← ${event.name}`} · ${event.durationMs} ms\n${indent(preview(event.content))}\n`);
        return;
      case 'message': {
        // What the harness itself told the model after a step (Aider's apply report, a corrective
        // note): text blocks of a user turn that the loop wrote, not the task.
        const { message } = event;
        if (message.role !== 'user' || event.step === undefined || typeof message.content === 'string') return;
        for (const block of message.content) if (block.type === 'text') write(`⇠ harness\n${indent(preview(block.text))}\n`);
        return;
      }
      case 'tool-problem':
        write(`${capLines(`! ${event.name}: ${event.problem}: ${event.detail}`)}\n`);
        return;
      case 'run-end':
        endText();
        write(`\n${describeStopReason(event.reason)}\n${event.steps} steps · ${formatUsage(event.usage)}\n`);
        return;
      default:
        return;
    }
  };
}

export function formatUsage(usage: Usage): string {
  const format = (count: number) => count.toLocaleString('en-US');
  return `${format(totalTokens(usage))} tokens (input ${format(usage.inputTokens)}, output ${format(usage.outputTokens)}, cache read ${format(usage.cacheReadTokens)}, cache write ${format(usage.cacheWriteTokens)})`;
}

function preview(content: string): string {
  const lines = content.split('\n');
  if (lines.length <= previewLines) return capLines(content);
  return `${capLines(lines.slice(0, previewLines).join('\n'))}\n… ${lines.length - previewLines} more lines`;
}

function capLines(text: string): string {
  return text
    .split('\n')
    .map((line) => capText(line, MAX_PRINTED_LINE))
    .join('\n');
}

/** Split on newlines only: a multiline regex would also indent after a bare carriage return. */
function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
