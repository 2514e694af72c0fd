import type { AgentNode, NodeStore, StoredMessage } from './node';

/** Nodes in memory: the CLI's store, and the reference behaviour the IndexedDB store must match. */
export class MemoryNodeStore implements NodeStore {
  private readonly nodes = new Map<string, AgentNode>();
  private readonly messages = new Map<string, StoredMessage[]>();

  async createNode(node: AgentNode): Promise<void> {
    if (this.nodes.has(node.id)) throw new Error(`node ${node.id} already exists`);
    this.nodes.set(node.id, structuredClone(node));
  }

  async updateNode(id: string, changes: Partial<Omit<AgentNode, 'id' | 'sessionId'>>): Promise<AgentNode> {
    const node = this.nodes.get(id);
    if (!node) throw new Error(`node ${id} does not exist`);
    const updated = { ...node, ...structuredClone(changes), updatedAt: Date.now() };
    this.nodes.set(id, updated);
    return structuredClone(updated);
  }

  async getNode(id: string): Promise<AgentNode | undefined> {
    const node = this.nodes.get(id);
    return node && structuredClone(node);
  }

  async listNodes(sessionId: string): Promise<AgentNode[]> {
    return [...this.nodes.values()].filter((node) => node.sessionId === sessionId).map((node) => structuredClone(node));
  }

  async appendMessage(message: StoredMessage): Promise<void> {
    const list = this.messages.get(message.nodeId) ?? [];
    if (message.seq !== list.length) throw new Error(`message ${message.seq} of node ${message.nodeId} out of order (have ${list.length})`);
    list.push(structuredClone(message));
    this.messages.set(message.nodeId, list);
  }

  async loadMessages(nodeId: string): Promise<StoredMessage[]> {
    return structuredClone(this.messages.get(nodeId) ?? []);
  }
}
