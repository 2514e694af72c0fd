import type { ProviderId } from '../../engine/model/provider';
import { priceOf } from '../../engine/model/prices';
import { rate, wholeNumber } from '../shared/argument-values';
import { parseCommandLine, UsageError } from '../shared/command-line';
import { mcpUsage } from '../shared/mcp-usage';
import { modelArgument, providerArgument } from '../shared/model-provider';
import { variantSpec, type VariantSpec } from '../select/select-arguments';

export interface ImproveArguments {
  /** Evaluation sets: prompts, a lesson, or both. */
  prompts?: string;
  lesson?: string;
  /** The held-out set: a prompts file, a share of --prompts, or a lesson. */
  holdoutPrompts?: string;
  /** The share of --prompts set aside as held-out, when there is no --holdout-prompts file. */
  holdoutFraction?: number;
  holdoutLesson?: string;
  seed: number;
  /** Absent: the defaults, or with --lesson the lesson's first variant. */
  variant?: VariantSpec;
  rounds: number;
  candidates: number;
  /** Samples per prompt, and runs per surface on a lesson. */
  samples: number;
  /** Model calls per agent in one lesson run. */
  maxSteps: number;
  model: string;
  baseURL?: string;
  proposerProvider: ProviderId;
  proposerModel: string;
  proposerBaseURL?: string;
  maxCalls?: number;
  /** Dollars at list prices. */
  maxCost?: number;
  maxSurfaceTokens?: number;
  mcp?: string;
  mcpTimeout: number;
  out?: string;
  surfaceOut?: string;
  patchOut?: string;
  help: boolean;
}

export const improveUsage = `Usage: npm run improve -- (--prompts <v2 prompts file> | --lesson <id|lesson.json> | both)
                          (--holdout-prompts <file> | --holdout <fraction of --prompts> [--seed <n>] | --holdout-lesson <id|file>)
                          [--variant defaults|preset:<id>|surface:<file>|tools:<file>] [--rounds 3] [--candidates 2] [-n 3] [--max-steps 30]
                          [--model <id>] [--base-url <url>]
                          [--proposer-provider anthropic|openai] [--proposer-model <id>] [--proposer-base-url <url>]
                          [--max-calls <n>] [--max-cost <dollars>] [--max-surface-tokens <n>] [--mcp <file.json>] [--mcp-timeout <s>]
                          [--out <report.json>] [--surface-out <file.json>] [--patch-out <patch.json>]
Each round measures the surface on the evaluation sets (-n samples per prompt; -n runs of a lesson's task, each an agent on a
fresh embedded workspace, passed when its checks pass), shows a proposer model where the model went wrong, and keeps a rewrite
only when a set's difference says it is better and none says worse (the 5% split across candidates and sets). At the end the
best surface is measured against the starting one on the held-out set the proposer never saw; "improved" only when that says
better. With --lesson and no --variant the surface starts as the lesson's first variant.
The model under test is on Anthropic (ANTHROPIC_API_KEY); the proposer uses --model and --base-url unless told otherwise, or
--proposer-provider openai (OPENAI_API_KEY, --proposer-model required) for any OpenAI-compatible server.
--max-cost stops the rounds at list prices (both models' prices must be known). ${mcpUsage}
--patch-out writes, per MCP server tool the rewrite changed, its server, its own name and the new texts.
Exit codes: 0 it ran (improved or not), 1 provider error, 2 usage error, 130 stopped with Ctrl-C (the best so far in --out).`;

export function parseImproveArguments(argv: string[], defaults: { model: string }): ImproveArguments {
  const { values } = parseCommandLine(argv, {
    prompts: { type: 'string' },
    lesson: { type: 'string' },
    'holdout-prompts': { type: 'string' },
    holdout: { type: 'string' },
    'holdout-lesson': { type: 'string' },
    seed: { type: 'string' },
    variant: { type: 'string' },
    rounds: { type: 'string' },
    candidates: { type: 'string' },
    samples: { type: 'string', short: 'n' },
    'max-steps': { type: 'string' },
    'proposer-provider': { type: 'string' },
    'proposer-model': { type: 'string' },
    'proposer-base-url': { type: 'string' },
    'max-calls': { type: 'string' },
    'max-cost': { type: 'string' },
    'max-surface-tokens': { type: 'string' },
    mcp: { type: 'string' },
    'mcp-timeout': { type: 'string' },
    'surface-out': { type: 'string' },
    'patch-out': { type: 'string' },
  });
  const help = values.help === true;
  const prompts = values.prompts?.trim() || undefined;
  const lesson = values.lesson?.trim() || undefined;
  const holdoutLesson = values['holdout-lesson']?.trim() || undefined;
  if (!help) checkSets({ prompts, lesson, holdoutPrompts: values['holdout-prompts'], holdout: values.holdout, holdoutLesson });
  const holdoutFraction = values.holdout === undefined ? undefined : rate('--holdout', values.holdout, 'a fraction of the prompts');
  if (holdoutFraction !== undefined && (holdoutFraction <= 0 || holdoutFraction >= 1)) throw new UsageError(`--holdout must be between 0 and 1, not "${values.holdout}".`);
  const model = help ? defaults.model : modelArgument('anthropic', values.model, defaults.model);
  const proposerProvider = providerArgument(values['proposer-provider']);
  if (proposerProvider !== 'anthropic' && values['proposer-model'] === undefined && !help) {
    throw new UsageError(`--proposer-model is required with --proposer-provider ${proposerProvider}: the id the server knows the proposer by (for example gpt-4.1).`);
  }
  const proposerModel = values['proposer-model'] ?? model;
  const maxCost = values['max-cost'] === undefined ? undefined : dollarsArgument(values['max-cost']);
  if (maxCost !== undefined && !help) for (const [flag, id] of [['--model', model], ['--proposer-model', proposerModel]] as const) checkPriced(flag, id);
  return {
    prompts,
    lesson,
    holdoutPrompts: values['holdout-prompts'],
    holdoutFraction,
    holdoutLesson,
    seed: values.seed === undefined ? 1 : wholeNumber('--seed', values.seed, 1),
    variant: values.variant === undefined ? undefined : variantSpec(values.variant),
    rounds: wholeNumber('--rounds', values.rounds, 3),
    candidates: wholeNumber('--candidates', values.candidates, 2),
    samples: wholeNumber('-n', values.samples, 3),
    maxSteps: wholeNumber('--max-steps', values['max-steps'], 30),
    model,
    baseURL: values['base-url'],
    proposerProvider,
    proposerModel,
    proposerBaseURL: values['proposer-base-url'],
    maxCalls: values['max-calls'] === undefined ? undefined : wholeNumber('--max-calls', values['max-calls'], 1),
    maxCost,
    maxSurfaceTokens: values['max-surface-tokens'] === undefined ? undefined : wholeNumber('--max-surface-tokens', values['max-surface-tokens'], 1),
    mcp: values.mcp,
    mcpTimeout: wholeNumber('--mcp-timeout', values['mcp-timeout'], 60),
    out: values.out,
    surfaceOut: values['surface-out'],
    patchOut: values['patch-out'],
    help,
  };
}

/** Something to measure on, and exactly one held-out set, which is never also an evaluation set. */
function checkSets(given: { prompts?: string; lesson?: string; holdoutPrompts?: string; holdout?: string; holdoutLesson?: string }): void {
  if (!given.prompts && !given.lesson) throw new UsageError('Give something to measure on: --prompts <version 2 prompts file>, --lesson <id|file>, or both (see npm run improve -- --help).');
  const heldOut = [given.holdoutPrompts !== undefined, given.holdout !== undefined, given.holdoutLesson !== undefined].filter(Boolean).length;
  if (heldOut !== 1) {
    throw new UsageError(`Give one held-out set the proposer never sees: --holdout-prompts <file>, --holdout <fraction of --prompts> or --holdout-lesson <id|file>${heldOut > 1 ? ', not several' : ''}.`);
  }
  if (given.holdout !== undefined && !given.prompts) throw new UsageError('--holdout sets aside a share of --prompts, and there is no --prompts; give --holdout-prompts <file> or --holdout-lesson <id|file> instead.');
  if (given.lesson !== undefined && given.lesson === given.holdoutLesson) {
    throw new UsageError(`--lesson and --holdout-lesson are both "${given.lesson}": a held-out lesson must be one the proposer never sees, so hold out another lesson or prompts.`);
  }
}

function dollarsArgument(text: string): number {
  const value = Number(text.trim().replace(/^\$/, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) throw new UsageError(`--max-cost takes an amount of dollars above 0, such as 2.50, not "${text}".`);
  return value;
}

function checkPriced(flag: string, modelId: string): void {
  if (priceOf(modelId)) return;
  throw new UsageError(`--max-cost needs the price of every model, and ${flag} "${modelId}" has no known price; cap the run with --max-calls <n> instead.`);
}
