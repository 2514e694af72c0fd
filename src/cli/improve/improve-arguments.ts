import { rate, wholeNumber } from '../shared/argument-values';
import { parseCommandLine, UsageError } from '../shared/command-line';
import { modelArgument } from '../shared/model-provider';
import { variantSpec, type VariantSpec } from '../select/select-arguments';

export interface ImproveArguments {
  prompts: string;
  holdoutPrompts?: string;
  /** The share of --prompts set aside as held-out, when there is no --holdout-prompts file. */
  holdoutFraction?: number;
  seed: number;
  variant: VariantSpec;
  rounds: number;
  candidates: number;
  samples: number;
  model: string;
  baseURL?: string;
  proposerModel: string;
  proposerBaseURL?: string;
  maxCalls?: number;
  maxSurfaceTokens?: number;
  out?: string;
  surfaceOut?: string;
  help: boolean;
}

export const improveUsage = `Usage: npm run improve -- --prompts <v2 prompts file> (--holdout-prompts <file> | --holdout <fraction> [--seed <n>])
                          [--variant defaults|preset:<id>|surface:<file>|tools:<file>] [--rounds 3] [--candidates 2] [-n 3]
                          [--model <id>] [--base-url <url>] [--proposer-model <id>] [--proposer-base-url <url>]
                          [--max-calls <n>] [--max-surface-tokens <n>] [--out <report.json>] [--surface-out <file.json>]
Each round measures the surface on the evaluation prompts, shows a proposer model where the model went wrong, and keeps a
rewrite only when the paired difference says it is better (the 5% split across --candidates). At the end the best surface is
measured against the starting one on held-out prompts the proposer never saw; "improved" only when that says better.
Anthropic provider (ANTHROPIC_API_KEY); the proposer uses --model and --base-url unless told otherwise.
Exit codes: 0 it ran (improved or not), 1 provider error, 2 usage error, 130 stopped with Ctrl-C (the best so far in --out).`;

export function parseImproveArguments(argv: string[], defaults: { model: string }): ImproveArguments {
  const { values } = parseCommandLine(argv, {
    prompts: { type: 'string' },
    'holdout-prompts': { type: 'string' },
    holdout: { type: 'string' },
    seed: { type: 'string' },
    variant: { type: 'string' },
    rounds: { type: 'string' },
    candidates: { type: 'string' },
    samples: { type: 'string', short: 'n' },
    'proposer-model': { type: 'string' },
    'proposer-base-url': { type: 'string' },
    'max-calls': { type: 'string' },
    'max-surface-tokens': { type: 'string' },
    'surface-out': { type: 'string' },
  });
  const help = values.help === true;
  if (!help && !values.prompts?.trim()) throw new UsageError('--prompts is required: the path of a version 2 prompts file (see npm run improve -- --help).');
  if (!help && (values['holdout-prompts'] === undefined) === (values.holdout === undefined)) {
    throw new UsageError('Give held-out prompts the proposer never sees: either --holdout-prompts <file> or --holdout <fraction of --prompts>, not both.');
  }
  const holdoutFraction = values.holdout === undefined ? undefined : rate('--holdout', values.holdout, 'a fraction of the prompts');
  if (holdoutFraction !== undefined && (holdoutFraction <= 0 || holdoutFraction >= 1)) throw new UsageError(`--holdout must be between 0 and 1, not "${values.holdout}".`);
  const model = help ? defaults.model : modelArgument('anthropic', values.model, defaults.model);
  return {
    prompts: values.prompts?.trim() ?? '',
    holdoutPrompts: values['holdout-prompts'],
    holdoutFraction,
    seed: values.seed === undefined ? 1 : wholeNumber('--seed', values.seed, 1),
    variant: variantSpec(values.variant ?? 'defaults'),
    rounds: wholeNumber('--rounds', values.rounds, 3),
    candidates: wholeNumber('--candidates', values.candidates, 2),
    samples: wholeNumber('-n', values.samples, 3),
    model,
    baseURL: values['base-url'],
    proposerModel: values['proposer-model'] ?? model,
    proposerBaseURL: values['proposer-base-url'],
    maxCalls: values['max-calls'] === undefined ? undefined : wholeNumber('--max-calls', values['max-calls'], 1),
    maxSurfaceTokens: values['max-surface-tokens'] === undefined ? undefined : wholeNumber('--max-surface-tokens', values['max-surface-tokens'], 1),
    out: values.out,
    surfaceOut: values['surface-out'],
    help,
  };
}
