import type { ModelResponse } from '../model/model-client';
import type { Toolkit, ToolCallResult } from '../toolkit/toolkit';

/**
 * A reply the toolkit could not use. Three in a row stop the run, so a model that keeps
 * misreading the tools cannot spend the budget on retries; a usable reply resets the count.
 */
export type Confusion =
  /** The reply hit the output limit, possibly in the middle of a tool call. */
  | { kind: 'cut-off'; toolName?: string }
  /** No tool was called, but the text looks like a call written out by hand. */
  | { kind: 'tool-call-as-text' }
  /** Every call was refused before a handler ran (unknown name, bad shape, broken JSON). */
  | { kind: 'all-calls-rejected' };

const WRITTEN_OUT_CALL = /<function_calls>|<invoke name=|<tool_call>|<tool_use>/;

export function confusionOf(response: ModelResponse, results: readonly ToolCallResult[]): Confusion | undefined {
  if (response.stopReason === 'max_tokens') {
    return { kind: 'cut-off', toolName: response.malformed.at(-1)?.name };
  }
  if (results.length > 0 && results.every((result) => result.rejectedAtGate)) return { kind: 'all-calls-rejected' };
  if (results.length === 0) {
    const text = response.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    if (WRITTEN_OUT_CALL.test(text)) return { kind: 'tool-call-as-text' };
  }
  return undefined;
}

/**
 * The user-turn text that tells the model how to get back on track, or undefined when the tool
 * results already say it.
 */
export function correctiveText(confusion: Confusion, toolkit: Toolkit, outputLimit: number): string | undefined {
  switch (confusion.kind) {
    case 'cut-off':
      return toolkit.renderFailure('CutOffReply', { limit: outputLimit, tool: confusion.toolName ?? '' });
    case 'tool-call-as-text':
      return toolkit.renderFailure('ToolCallAsText', { roster: toolkit.roster() });
    case 'all-calls-rejected':
      return undefined;
  }
}
