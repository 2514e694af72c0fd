import { presetIds, rate, wholeNumber } from '../shared/argument-values';
import { parseCommandLine, UsageError } from '../shared/command-line';
import { modelArgument, providerArgument, providerFlag, providerUsage } from '../shared/model-provider';
import { parseModelTarget, type ModelTarget, type ProviderId } from '../../engine/model/provider';
import { parseShard, type Shard } from '../../engine/compare/shards';
import { parseAllowedDomains, parseSandbox, sandboxFlags, sandboxUsage, type SandboxKind } from '../shared/sandbox-option';
import { mcpUsage } from '../shared/mcp-usage';

export interface CompareArguments {
  /** A built-in lesson id or the path of a lesson file. */
  lesson: string;
  /** Undefined: every variant the lesson has. */
  variants?: string[];
  /** Variants written name=provider:model: run on that model instead of the comparison's. */
  variantModels?: Record<string, ModelTarget>;
  runs: number;
  provider: ProviderId;
  baseURL?: string;
  model: string;
  out?: string;
  /** A rate from 0 to 1. */
  minPass?: number;
  concurrency: number;
  maxSteps: number;
  /** Only this slice of the run matrix (--shard i/n). */
  shard?: Shard;
  sandbox: SandboxKind;
  /** Hosts the OS sandbox may reach through its proxy (--allow-domain); empty: no network. */
  allowedDomains: string[];
  /** An MCP servers config whose tools join every variant. */
  mcp?: string;
  /** How long one MCP call may take, in seconds. */
  mcpTimeout: number;
  /** The variant the others are measured against (default: the first). */
  baseline?: string;
  /** A difference in pass rate (a fraction) to size "how many more runs" by. */
  detect?: number;
  /** -n is the most runs per variant; stop once every variant has a verdict. */
  untilDecided: boolean;
  /** --variants-from: rank a class's variant links on the lesson (the class board), within its budget. */
  classBoard?: ClassBoardArguments;
  help: boolean;
}

export interface ClassBoardArguments {
  /** A text file with one variant link per line. */
  linksFile: string;
  maxRunsPerVariant: number;
  /** The most model calls the whole board may make. */
  maxCalls: number;
}

export const compareUsage = `Usage: npm run compare -- --lesson <id|file.json> [--variants a,b] [-n <runs>] [--provider anthropic|openai] [--base-url <url>] [--model <id>]
                          [--out <report.json>] [--min-pass <rate>] [--concurrency <n>] [--max-steps <n>] [--shard <i/n>] [--sandbox embedded|os [--allow-domain <host>]...]
                          [--baseline <variant>] [--detect <difference>] [--until-decided]
       npm run compare -- --lesson <id|file.json> --variants-from <links.txt> [--max-runs-per-variant <n>] [--max-calls <n>] [--baseline <variant>] [--out <board.json>]
       npm run compare -- --merge <slice.json> ... --out <report.json>
Runs the lesson's task n times per variant (default 5), each on a fresh copy of its workspace, and prints
pass rate with its 95% interval, steps, calls per tool, failures, tokens, cost, time, and bytes of file
content written against the size of the change, per variant. A variant may also be preset:<id>, the lesson's
task with that preset's tools and prompt (presets: ${presetIds()}). name=provider:model runs that variant on
another model than --model, e.g. --variants before=anthropic:claude-haiku-4-5,after=openai:gpt-4.1-mini.
--shard i/n runs slice i of n of the runs (for a CI matrix); --merge joins the slices' --out reports into one.
Each variant is set against the baseline (the first variant, or --baseline): the difference in pass rate, its
95% interval, and a verdict, better / worse / undecided; when undecided, about how many more runs per variant
would show the difference seen (or the one --detect names, e.g. --detect 0.2). --until-decided makes -n the
most runs per variant: runs go in rounds and stop once every variant has a verdict, each look tested at its
share of the 5% so that looking after every round does not find differences that are not there.
--variants-from ranks a class's variant links (one per line) against the lesson's baseline: each runs until
decided (at most --max-runs-per-variant, default 10; all together at most --max-calls model calls, default 300),
the 5% split between the variants; a line that is not a good variant link for the lesson is named and skipped.
--min-pass 0.8 (or 80%) exits 1 when a variant passes less often than that. Exit codes: 0 done,
1 a variant under --min-pass or runs that could not be made, 2 usage error, 130 stopped with Ctrl-C.
${mcpUsage} In a comparison the servers' tools join every variant.
${sandboxUsage} A lesson that needs node, npm or git says so, and is refused on a workspace without them.
${providerUsage}`;

export function parseCompareArguments(argv: string[], defaults: { model: string }): CompareArguments {
  const parsed = parseCommandLine(argv, {
    lesson: { type: 'string' },
    variants: { type: 'string' },
    runs: { type: 'string', short: 'n' },
    'min-pass': { type: 'string' },
    concurrency: { type: 'string' },
    'max-steps': { type: 'string' },
    ...providerFlag,
    shard: { type: 'string' },
    ...sandboxFlags,
    mcp: { type: 'string' },
    'mcp-timeout': { type: 'string' },
    baseline: { type: 'string' },
    detect: { type: 'string' },
    'until-decided': { type: 'boolean' },
    'variants-from': { type: 'string' },
    'max-runs-per-variant': { type: 'string' },
    'max-calls': { type: 'string' },
  });
  const { values } = parsed;
  const help = values.help === true;
  if (!help && !values.lesson?.trim()) throw new UsageError('--lesson is required: a built-in lesson id (such as write-file-routing) or the path of a lesson file.');
  const provider = providerArgument(values.provider);
  const chosen = values.variants === undefined ? undefined : variantList(values.variants);
  return {
    lesson: values.lesson?.trim() ?? '',
    variants: chosen?.names,
    ...(chosen && Object.keys(chosen.models).length > 0 ? { variantModels: chosen.models } : {}),
    runs: wholeNumber('-n', values.runs, 5),
    provider,
    baseURL: values['base-url'],
    model: help ? defaults.model : modelArgument(provider, values.model, defaults.model),
    out: values.out,
    minPass: values['min-pass'] === undefined ? undefined : rate('--min-pass', values['min-pass'], 'a pass rate'),
    concurrency: wholeNumber('--concurrency', values.concurrency, 1),
    maxSteps: wholeNumber('--max-steps', values['max-steps'], 30),
    shard: values.shard === undefined ? undefined : shardOf(values.shard),
    sandbox: parseSandbox(values.sandbox),
    allowedDomains: parseAllowedDomains(values['allow-domain'], parseSandbox(values.sandbox)),
    mcp: values.mcp,
    mcpTimeout: wholeNumber('--mcp-timeout', values['mcp-timeout'], 60),
    ...verdictArguments(values),
    ...classBoardArguments(values),
    help,
  };
}

/** "before,after=openai:gpt-4.1-mini": the names, and the models some of them are pinned to. */
function variantList(text: string): { names: string[]; models: Record<string, ModelTarget> } {
  const models: Record<string, ModelTarget> = {};
  const names = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const equals = entry.indexOf('=');
      if (equals < 0) return entry;
      const name = entry.slice(0, equals).trim();
      const target = parseModelTarget(entry.slice(equals + 1));
      if (!target || name === '') throw new UsageError(`--variants "${entry}": write a variant run on another model as name=provider:model, e.g. after=openai:gpt-4.1-mini (providers: anthropic, openai).`);
      models[name] = target;
      return name;
    });
  if (names.length === 0) throw new UsageError('--variants needs at least one variant name, comma-separated (for example before,after).');
  if (new Set(names).size !== names.length) throw new UsageError(`--variants names a variant twice: "${text}".`);
  return { names, models };
}

function shardOf(text: string): Shard {
  const shard = parseShard(text);
  if ('problem' in shard) throw new UsageError(shard.problem);
  return shard;
}

function verdictArguments(values: { baseline?: string; detect?: string; 'until-decided'?: boolean; shard?: string }): Pick<CompareArguments, 'baseline' | 'detect' | 'untilDecided'> {
  const untilDecided = values['until-decided'] === true;
  if (untilDecided && values.shard !== undefined) throw new UsageError('--until-decided cannot be used with --shard: each round decides whether the next is run, so every run must be made in one place.');
  const detect = values.detect === undefined ? undefined : rate('--detect', values.detect, 'a difference in pass rate');
  if (detect === 0) throw new UsageError('--detect takes a difference larger than 0, such as 0.2 (20 points): no number of runs shows a difference of 0.');
  const baseline = values.baseline?.trim();
  if (baseline === '') throw new UsageError('--baseline takes the name of one of the variants, such as before.');
  return { ...(baseline !== undefined ? { baseline } : {}), ...(detect !== undefined ? { detect } : {}), untilDecided };
}

/** --variants-from and its budget; the board picks its own variants, so --variants cannot join it. */
function classBoardArguments(values: {
  'variants-from'?: string;
  'max-runs-per-variant'?: string;
  'max-calls'?: string;
  variants?: string;
  shard?: string;
  runs?: string;
  'min-pass'?: string;
  detect?: string;
  'until-decided'?: boolean;
}): Pick<CompareArguments, 'classBoard'> {
  const variantsFrom = values['variants-from']?.trim();
  if (variantsFrom === '') throw new UsageError('--variants-from takes the path of a text file with one variant link per line.');
  if (variantsFrom !== undefined && values.variants !== undefined) throw new UsageError('--variants-from ranks the variants in its file against the lesson\'s baseline; leave out --variants (name the baseline with --baseline).');
  if (variantsFrom !== undefined && values.shard !== undefined) throw new UsageError('--variants-from cannot be used with --shard: the board runs until decided, so every run must be made in one place.');
  const ignored = (['runs', 'min-pass', 'detect', 'until-decided'] as const).filter((flag) => values[flag] !== undefined);
  if (variantsFrom !== undefined && ignored.length > 0) {
    const names = ignored.map((flag) => (flag === 'runs' ? '-n' : `--${flag}`)).join(', ');
    throw new UsageError(`--variants-from always runs until decided, at most --max-runs-per-variant runs each and --max-calls calls in all; leave out ${names}.`);
  }
  if (variantsFrom === undefined && (values['max-runs-per-variant'] !== undefined || values['max-calls'] !== undefined)) {
    throw new UsageError('--max-runs-per-variant and --max-calls are the class board\'s budget: use them with --variants-from <links.txt> (otherwise -n sets the runs).');
  }
  if (variantsFrom === undefined) return {};
  return {
    classBoard: {
      linksFile: variantsFrom,
      maxRunsPerVariant: wholeNumber('--max-runs-per-variant', values['max-runs-per-variant'], 10),
      maxCalls: wholeNumber('--max-calls', values['max-calls'], 300),
    },
  };
}
