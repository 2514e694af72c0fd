import type { ProviderErrorKind } from '../model/provider-error';
import { BUDGET_COUNTING } from './token-budget';

/** Why a run ended. Every run ends with exactly one of these, never a boolean and a log line. */
export type StopReason =
  /** The model answered without calling a tool. */
  | { type: 'done' }
  | { type: 'step_cap'; steps: number }
  | { type: 'token_cap'; used: number; limit: number }
  | { type: 'aborted' }
  /** The model kept sending calls or replies we could not use, `count` turns in a row. */
  | { type: 'malformed_cap'; count: number }
  | { type: 'provider_error'; kind: ProviderErrorKind; message: string; detail?: string; status?: number };

/** One line a person reads in the transcript or the CLI. */
export function describeStopReason(reason: StopReason): string {
  switch (reason.type) {
    case 'done':
      return 'Done: the model answered without calling a tool.';
    case 'step_cap':
      return `Stopped at the step cap (${reason.steps} steps). Raise the cap or continue the run.`;
    case 'token_cap':
      return `Stopped at the token budget (${reason.used.toLocaleString('en-US')} of ${reason.limit.toLocaleString('en-US')}; ${BUDGET_COUNTING}).`;
    case 'aborted':
      return 'Stopped by the user.';
    case 'malformed_cap':
      return `Stopped: ${reason.count} turns in a row brought calls the toolkit could not use. Read the last failures: the surface may be confusing the model.`;
    case 'provider_error':
      return reason.message;
  }
}
