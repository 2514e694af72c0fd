import { costOf, dollarsText } from '../model/prices';
import { addUsage, zeroUsage, type Usage } from '../model/model-client';

/**
 * What the loop may spend: --max-calls and --max-cost. A batch (a measurement, or a candidate
 * with its proposer calls and its measurement) starts only when its expected calls and dollars
 * fit with the held-out check's kept back, so the loop stops early and still judges what it has.
 * Dollars are list prices (prices.ts) of what was spent; a batch's are estimated from the mean
 * cost of a call of the same kind so far.
 */

export class OutOfBudget extends Error {}

/** Whose calls these are: the model under test on a set (its name), or the proposer. */
export type Spender = string;

export interface BudgetLimits {
  maxCalls?: number;
  maxCost?: number;
  modelId: string;
  proposerModelId: string;
}

export interface Batch {
  calls: number;
  /** The set measured, or "proposer"; a batch may hold several. */
  parts: Array<{ spender: Spender; calls: number }>;
}

export const PROPOSER: Spender = 'proposer';

export class ImproveBudget {
  calls = 0;
  usage: Usage = zeroUsage();
  proposerUsage: Usage = zeroUsage();
  private readonly seen = new Map<Spender, { calls: number; dollars: number }>();

  constructor(private readonly limits: BudgetLimits) {}

  /** Dollars spent so far at list prices; undefined when a model's price is unknown. */
  get dollars(): number | undefined {
    const model = costOf(this.limits.modelId, this.usage);
    const proposer = costOf(this.limits.proposerModelId, this.proposerUsage);
    return model === undefined || proposer === undefined ? undefined : model + proposer;
  }

  count(spender: Spender, calls: number, usage: Usage): void {
    this.calls += calls;
    const proposer = spender === PROPOSER;
    if (proposer) this.proposerUsage = addUsage(this.proposerUsage, usage);
    else this.usage = addUsage(this.usage, usage);
    const seen = this.seen.get(spender) ?? { calls: 0, dollars: 0 };
    seen.calls += calls;
    seen.dollars += costOf(proposer ? this.limits.proposerModelId : this.limits.modelId, usage) ?? 0;
    this.seen.set(spender, seen);
  }

  /** Throws OutOfBudget, saying what does not fit, unless `next` fits with `kept` still left. */
  check(next: Batch, kept: Batch): void {
    const { maxCalls, maxCost } = this.limits;
    if (maxCalls !== undefined && this.calls + next.calls + kept.calls > maxCalls) {
      throw new OutOfBudget(`the next batch needs ${next.calls} calls and ${kept.calls} are kept for the held-out check; ${maxCalls - this.calls} of --max-calls ${maxCalls} are left`);
    }
    const spent = this.dollars;
    if (maxCost === undefined || spent === undefined) return;
    const needed = this.estimate(next);
    const keptBack = this.estimate(kept);
    if (spent + needed + keptBack > maxCost) {
      throw new OutOfBudget(`the next batch is expected to cost ${dollarsText(needed)} and ${dollarsText(keptBack)} is kept for the held-out check; ${dollarsText(maxCost - spent)} of --max-cost ${dollarsText(maxCost)} is left`);
    }
  }

  /** Dollars a batch is expected to cost: each part at the mean per call of its kind so far. */
  private estimate(batch: Batch): number {
    return batch.parts.reduce((total, part) => total + part.calls * this.perCall(part.spender), 0);
  }

  private perCall(spender: Spender): number {
    const own = this.seen.get(spender);
    if (own && own.calls > 0) return own.dollars / own.calls;
    // A set not measured yet (the held-out one): the model under test's mean over the others.
    if (spender === PROPOSER) return 0;
    const model = [...this.seen.entries()].filter(([name]) => name !== PROPOSER).map(([, value]) => value);
    const calls = model.reduce((total, value) => total + value.calls, 0);
    return calls === 0 ? 0 : model.reduce((total, value) => total + value.dollars, 0) / calls;
  }
}

