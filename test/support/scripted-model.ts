import type { CallOptions, ModelClient, ModelRequest, ModelResponse, Usage } from '../../src/engine/model/model-client';
import { ProviderError } from '../../src/engine/model/provider-error';

/**
 * A deterministic stand-in for the model provider (the outside service), for loop tests that do
 * not need the wire. Each turn answers one model call; a function turn can look at the request.
 * The wire itself is tested against the local Messages API server.
 */
export interface ScriptedReply {
  text?: string;
  calls?: Array<{ name: string; input: unknown; id?: string }>;
  /** Calls whose argument JSON "arrived broken". */
  malformedCalls?: Array<{ name: string; raw: string; problem?: string }>;
  stopReason?: string;
  usage?: Partial<Usage>;
}

export type ScriptedTurn = ScriptedReply | ProviderError | ((request: ModelRequest) => ScriptedReply | ProviderError);

export class ScriptedModel implements ModelClient {
  /** A deep copy of every request, as it was at the moment it was sent. */
  readonly requests: ModelRequest[] = [];
  private nextId = 1;

  constructor(private readonly turns: ScriptedTurn[]) {}

  async createMessage(request: ModelRequest, options: CallOptions = {}): Promise<ModelResponse> {
    this.requests.push(structuredClone(request));
    if (options.signal?.aborted) throw new ProviderError('aborted', 'Stopped by the user.');
    const turn = this.turns[this.requests.length - 1];
    if (turn === undefined) throw new Error(`ScriptedModel: no turn scripted for call ${this.requests.length}`);
    const reply = typeof turn === 'function' ? turn(request) : turn;
    if (reply instanceof ProviderError) throw reply;
    if (reply.text) options.onEvent?.({ type: 'text-delta', text: reply.text });
    const content: ModelResponse['content'] = [];
    if (reply.text) content.push({ type: 'text', text: reply.text });
    for (const call of reply.calls ?? []) {
      content.push({ type: 'tool_use', id: call.id ?? `toolu_${this.nextId++}`, name: call.name, input: call.input });
    }
    const malformed = (reply.malformedCalls ?? []).map((call) => ({
      id: `toolu_${this.nextId++}`,
      name: call.name,
      raw: call.raw,
      problem: call.problem ?? 'the JSON is not complete',
    }));
    for (const entry of malformed) content.push({ type: 'tool_use', id: entry.id, name: entry.name, input: {} });
    const hasCalls = content.some((block) => block.type === 'tool_use');
    return {
      content,
      malformed,
      stopReason: reply.stopReason ?? (hasCalls ? 'tool_use' : 'end_turn'),
      usage: { inputTokens: 100, outputTokens: 20, cacheReadTokens: 0, cacheWriteTokens: 0, ...reply.usage },
    };
  }
}
