import type { ContentBlockParam, MessageParam, ToolResultBlock, ToolUseBlock } from '../model/model-client';
import type { ToolImage } from '../tools/tool';
import { failureText } from '../toolkit/toolkit';
import { renderTemplate } from '../toolkit/template';
import { toolkitFailures } from '../toolkit/toolkit-failures';

/** Tool uses in a message, in order. */
export function toolUses(message: MessageParam): ToolUseBlock[] {
  if (typeof message.content === 'string') return [];
  return message.content.filter((block): block is ToolUseBlock => block.type === 'tool_use');
}

export function toolResultBlock(toolUseId: string, content: string, isError: boolean, images: readonly ToolImage[] = []): ToolResultBlock {
  if (images.length > 0 && !isError) {
    return { type: 'tool_result', tool_use_id: toolUseId, content: interleaved(content, images) };
  }
  return isError
    ? { type: 'tool_result', tool_use_id: toolUseId, content, is_error: true }
    : { type: 'tool_result', tool_use_id: toolUseId, content };
}

type ResultPart = { type: 'text'; text: string } | { type: 'image'; source: { type: 'base64'; media_type: 'image/png'; data: string } };

/**
 * The text cut where the tool put its images, in the tool's order (text, image, text...). The
 * separator before a text that follows an image is dropped, and so is any empty piece of text
 * (a provider refuses an empty text block). A place past the end (clipped text) means the end.
 */
function interleaved(content: string, images: readonly ToolImage[]): ResultPart[] {
  const parts: ResultPart[] = [];
  let from = 0;
  const pushText = (text: string) => {
    const trimmed = from > 0 && text.startsWith('\n') ? text.slice(1) : text;
    if (trimmed !== '') parts.push({ type: 'text', text: trimmed });
  };
  for (const image of images) {
    const at = Math.min(Math.max(image.atText ?? content.length, from), content.length);
    pushText(content.slice(from, at));
    from = at;
    parts.push({ type: 'image', source: { type: 'base64', media_type: image.mediaType as 'image/png', data: image.data } });
  }
  pushText(content.slice(from));
  return parts;
}

/**
 * Makes a transcript safe to send again after a crash, a reload or a Stop: providers reject an
 * assistant tool_use that the next user message does not answer, so every unanswered call gets an
 * "interrupted" result. Returns the messages to append or merge (the input is not modified).
 */
export function repairTranscript(messages: readonly MessageParam[]): MessageParam[] {
  const repaired = [...messages];
  const last = repaired.at(-1);
  if (!last || last.role !== 'assistant') return repaired;
  const pending = toolUses(last);
  if (pending.length === 0) return repaired;
  const interrupted = failureText('Interrupted', renderTemplate(toolkitFailures.Interrupted.template, { values: {}, nameOf: () => undefined }));
  repaired.push({
    role: 'user',
    content: pending.map((use) => toolResultBlock(use.id, interrupted, true)),
  });
  return repaired;
}

/** The request copy of the transcript: a cache breakpoint on the newest block, nothing stored. */
export function withCacheBreakpoint(messages: readonly MessageParam[]): MessageParam[] {
  const last = messages.at(-1);
  if (!last) return [...messages];
  const blocks: ContentBlockParam[] =
    typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : [...last.content];
  const final = blocks.at(-1);
  if (!final || final.type === 'tool_use' || final.type === 'thinking' || final.type === 'redacted_thinking') {
    return [...messages];
  }
  blocks[blocks.length - 1] = { ...final, cache_control: { type: 'ephemeral' } } as ContentBlockParam;
  return [...messages.slice(0, -1), { ...last, content: blocks }];
}
