import type { MessageParam, ModelRequest, Usage } from '../model/model-client';
import type { SurfaceChange } from '../toolkit/surface-diff';
import type { ToolImage } from '../tools/tool';
import type { StopReason } from './stop-reason';

/**
 * What a run reports as it goes. The UI renders these, the store persists `message` events, the
 * CLI prints them. `step` counts model calls from 1 within a run.
 */
export type AgentEvent =
  /** About to call the model; `request` is the exact body sent (the wire view). */
  | { type: 'step-start'; step: number; surfaceHash: string; request: ModelRequest }
  /** The surface differs from the one the previous step was sent with. */
  | { type: 'surface-change'; step: number; fromHash: string; toHash: string; changes: SurfaceChange[] }
  | { type: 'text-delta'; step: number; text: string }
  | { type: 'tool-call'; step: number; id: string; name: string; input: unknown }
  | {
      type: 'tool-result';
      step: number;
      id: string;
      name: string;
      isError: boolean;
      /** PascalCase failure kind (NotFound, InvalidToolCall...) when `isError`. */
      errorKind?: string;
      /** Exactly what the model reads. */
      content: string;
      /** Images the model sees with `content`, when the tool returned any. */
      images?: ToolImage[];
      /** How long the call ran, not counting the wait for approval. */
      durationMs: number;
      /** How long the call waited for a person to approve it, when it asked. */
      approvalWaitMs?: number;
    }
  /**
   * Something went wrong that is ours or the surface editor's to fix, not the model's: a handler
   * threw, a success broke its own schema, an edited schema let through a shape the handler cannot
   * take. Shown loudly to the person; the model got a failure it can act on.
   */
  | { type: 'tool-problem'; step: number; id: string; name: string; problem: 'handler-threw' | 'bad-success' | 'surface-mismatch'; detail: string }
  | { type: 'usage'; step: number; usage: Usage; total: Usage }
  /** A message was appended to the transcript (the store saves it). */
  | { type: 'message'; message: MessageParam; step: number; surfaceHash?: string }
  | { type: 'step-end'; step: number }
  | { type: 'run-end'; reason: StopReason; steps: number; usage: Usage };

export type AgentEventListener = (event: AgentEvent) => void;
