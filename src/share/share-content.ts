import type { ContentBlockParam, MessageParam } from '../engine/model/model-client';
import type { AgentNode, NodeStatus } from '../engine/nodes/node';
import type { ShareMessage, ShareNode } from './share-document';

/**
 * Field-by-field copies of stored data into share-document shapes. Nothing is spread: a field the
 * store (or a future version of it) adds to a node or a message does not reach a link unless it is
 * named here.
 */

type UserBlocks = Exclude<Extract<ShareMessage, { role: 'user' }>['content'], string>;
type AssistantBlocks = Exclude<Extract<ShareMessage, { role: 'assistant' }>['content'], string>;

export class UnsupportedContent extends Error {
  override name = 'UnsupportedContent';
}

export function copyStatus(status: NodeStatus): ShareNode['status'] {
  switch (status.state) {
    case 'stopped':
      return { state: 'stopped', why: status.why };
    case 'failed':
      return { state: 'failed', cause: status.cause };
    default:
      return { state: status.state };
  }
}

export function copyUsage(usage: AgentNode['usage']): ShareNode['usage'] {
  return {
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    cacheReadTokens: usage.cacheReadTokens,
    cacheWriteTokens: usage.cacheWriteTokens,
  };
}

/** A transcript message without its step fields (the caller adds those). */
export function copyMessage(message: MessageParam): ShareMessage {
  if (message.role === 'user') {
    if (typeof message.content === 'string') return { role: 'user', content: message.content };
    const blocks: UserBlocks = message.content.map((block) => copyUserBlock(block));
    return { role: 'user', content: blocks };
  }
  if (typeof message.content === 'string') return { role: 'assistant', content: message.content };
  const blocks: AssistantBlocks = message.content.map((block) => copyAssistantBlock(block));
  return { role: 'assistant', content: blocks };
}

function copyUserBlock(block: ContentBlockParam): UserBlocks[number] {
  if (block.type === 'text') return { type: 'text', text: block.text };
  if (block.type !== 'tool_result') throw new UnsupportedContent(`a user message holds a "${block.type}" block`);
  const copy: Extract<UserBlocks[number], { type: 'tool_result' }> = { type: 'tool_result', tool_use_id: block.tool_use_id };
  if (typeof block.content === 'string') copy.content = block.content;
  else if (block.content !== undefined) {
    copy.content = block.content.map((part) => {
      if (part.type === 'text') return { type: 'text' as const, text: part.text };
      // A screenshot from a browser server would make most links too long to open; the replay
      // says an image was there, of what kind and size, so the model's next step still reads right.
      if (part.type === 'image') return { type: 'text' as const, text: imageLeftOut(part.source) };
      throw new UnsupportedContent(`a tool result holds a "${part.type}" part`);
    });
  }
  if (block.is_error === true) copy.is_error = true;
  return copy;
}

function imageLeftOut(source: { type: string; media_type?: string; data?: string }): string {
  const kind = source.media_type ?? 'an';
  const size = source.type === 'base64' && typeof source.data === 'string' ? `, ${Math.max(1, Math.round((source.data.length * 3) / 4 / 1024))} kB` : '';
  return `[${kind} image${size}: the model saw it; share links leave images out]`;
}

function copyAssistantBlock(block: ContentBlockParam): AssistantBlocks[number] {
  if (block.type === 'text') return { type: 'text', text: block.text };
  if (block.type !== 'tool_use') throw new UnsupportedContent(`a model reply holds a "${block.type}" block`);
  return { type: 'tool_use', id: block.id, name: block.name, input: jsonObjectCopy(block.input) };
}

/** Tool arguments are JSON the model wrote; a copy through JSON keeps exactly that. */
function jsonObjectCopy(value: unknown): Record<string, unknown> {
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify(value ?? {}));
  } catch {
    throw new UnsupportedContent('a tool call has arguments that cannot be written as JSON');
  }
  if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) throw new UnsupportedContent('a tool call has arguments that are not a JSON object');
  return copy as Record<string, unknown>;
}
