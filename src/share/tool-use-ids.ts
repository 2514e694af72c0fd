import type { ShareNode } from './share-document';

/**
 * A provider's tool-use ids (`toolu_01` + 22 random characters) are ~16 bytes no compressor can
 * shrink, twice per call, and they mean nothing outside the transcript: they only pair a call with
 * its result. A share document numbers them instead (`toolu_1`, `toolu_2`... in order of first
 * appearance), which keeps every pair paired (the same id in two nodes, from a branch copy, maps to
 * the same number) and keeps a forked transcript valid to send.
 */
export function renumberToolUseIds(nodes: ShareNode[]): ShareNode[] {
  const numbers = new Map<string, string>();
  const renamed = (id: string) => {
    let next = numbers.get(id);
    if (next === undefined) {
      next = `toolu_${numbers.size + 1}`;
      numbers.set(id, next);
    }
    return next;
  };
  return nodes.map((node) => ({
    ...node,
    messages: node.messages.map((message) => {
      if (typeof message.content === 'string') return message;
      if (message.role === 'assistant') {
        return { ...message, content: message.content.map((block) => (block.type === 'tool_use' ? { ...block, id: renamed(block.id) } : block)) };
      }
      return { ...message, content: message.content.map((block) => (block.type === 'tool_result' ? { ...block, tool_use_id: renamed(block.tool_use_id) } : block)) };
    }),
  }));
}
