import type { ShareDocument } from './share-document';
import { packNumberedLines, unpackNumberedLines } from './numbered-lines';

/**
 * What a link carries is the document with one reversible change (numbered-lines.ts): a tool
 * result's read_file-style line numbers travel as a `numbered` list beside the stripped text. The
 * decoder undoes it before the strict schema sees the document, so `numbered` anywhere else (or
 * malformed) is still refused.
 */

const NUMBERED_FIELD = 'numbered';

export function toWire(document: ShareDocument): unknown {
  return {
    ...document,
    nodes: document.nodes.map((node) => ({
      ...node,
      messages: node.messages.map((message) => {
        if (message.role !== 'user' || typeof message.content === 'string') return message;
        return {
          ...message,
          content: message.content.map((block) => {
            if (block.type !== 'tool_result' || typeof block.content !== 'string') return block;
            const packed = packNumberedLines(block.content);
            return packed ? { ...block, content: packed.text, [NUMBERED_FIELD]: packed.runs } : block;
          }),
        };
      }),
    })),
  };
}

export type FromWireResult = { ok: true; value: unknown } | { ok: false; reason: 'malformed' | 'over-budget' };

/**
 * Undoes toWire on untrusted JSON, in place. Anything not shaped like a document is left for the
 * schema to refuse; `budget` caps the characters the restored numbers may add.
 */
export function fromWire(value: unknown, budget: number): FromWireResult {
  let remaining = budget;
  for (const block of toolResultBlocks(value)) {
    if (!Object.hasOwn(block, NUMBERED_FIELD)) continue;
    if (typeof block.content !== 'string') return { ok: false, reason: 'malformed' };
    const unpacked = unpackNumberedLines(block.content, block[NUMBERED_FIELD], remaining);
    if (!unpacked.ok) return unpacked;
    remaining -= unpacked.added;
    block.content = unpacked.text;
    delete block[NUMBERED_FIELD];
  }
  return { ok: true, value };
}

type Loose = Record<string, unknown>;

function* toolResultBlocks(value: unknown): Generator<Loose> {
  const nodes = isObject(value) ? value.nodes : undefined;
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    const messages = isObject(node) ? node.messages : undefined;
    if (!Array.isArray(messages)) continue;
    for (const message of messages) {
      const content = isObject(message) && message.role === 'user' ? message.content : undefined;
      if (!Array.isArray(content)) continue;
      for (const block of content) if (isObject(block) && block.type === 'tool_result') yield block;
    }
  }
}

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
