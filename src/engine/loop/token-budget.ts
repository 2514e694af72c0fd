import { totalTokens, type Usage } from '../model/model-client';

/**
 * Tokens a run may spend. Sub-agents share their top-level run's budget (one object passed down),
 * so a budget is charged by whoever spends and read by everyone before their next turn.
 */
export interface TokenBudget {
  readonly limit: number;
  used(): number;
  remaining(): number;
  charge(usage: Usage): void;
}

export function createTokenBudget(limit: number): TokenBudget {
  let spent = 0;
  return {
    limit,
    used: () => spent,
    remaining: () => Math.max(0, limit - spent),
    charge: (usage) => {
      spent += totalTokens(usage);
    },
  };
}
