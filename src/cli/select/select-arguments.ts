import { findPreset } from '../../engine/presets/all-presets';
import { type PresetId } from '../../engine/presets/preset';
import { presetIds, rate, wholeNumber } from '../shared/argument-values';
import { parseCommandLine, UsageError } from '../shared/command-line';
import { modelArgument, providerArgument, providerFlag, providerUsage } from '../shared/model-provider';
import type { ProviderId } from '../../engine/model/provider';

/** One set of tools to test, as written in --variants. */
export type VariantSpec = { label: string; spec: string } & (
  | { kind: 'defaults' }
  | { kind: 'preset'; preset: PresetId }
  /** A surface file (the editor's format), read over the defaults. */
  | { kind: 'surface'; path: string }
  /** A tools array: the Messages API's, or an MCP server's tools/list. */
  | { kind: 'tools'; path: string }
);

export interface SelectArguments {
  prompts: string;
  variants: VariantSpec[];
  samples: number;
  provider: ProviderId;
  baseURL?: string;
  model: string;
  out?: string;
  /** A rate from 0 to 1. */
  minAccuracy?: number;
  concurrency: number;
  /** An MCP servers config whose tools join every surface variant. */
  mcp?: string;
  /** How long, in seconds, a server may take to start (--mcp-timeout). */
  mcpTimeout: number;
  /** The variant label the others are measured against; default the first. */
  baseline?: string;
  /** Send every sample as one Message Batch (Anthropic only): half price, slower. */
  batch: boolean;
  /** -n is the most samples per prompt; stop once every variant has a verdict. */
  untilDecided: boolean;
  help: boolean;
}

export const selectUsage = `Usage: npm run select -- --prompts <file.json> [--variants <spec,spec>] [-n <samples>] [--provider anthropic|openai] [--base-url <url>] [--model <id>]
                         [--out <report.json>] [--min-accuracy <rate>] [--concurrency <n>] [--baseline <label>] [--batch] [--until-decided]
Sends each prompt n times (default 5) to each set of tools and checks the tool the model calls first; nothing runs.
A variant is defaults, preset:<id> (${presetIds()}), surface:<surface-file.json> or tools:<tools-array.json>
(the Messages API shape or an MCP server's tools/list); name one with <label>=<spec>. Default: defaults.
The prompts file: {"version": 2, "prompts": [{"prompt": "...", "expect": "<tool>" | ["<tool>", ...] | null, "forbid": ["<tool>"],
"args": {"<argument>": <value> | {"pattern": "<regex>"} | {"present": true}}, "id": "<name>"}]} (version 1 files still work).
Prints accuracy with its 95% interval, counts per prompt, expected-against-picked tools and per-tool precision and recall,
per variant, and each variant against the baseline (the first, or --baseline): the difference with its 95% interval
and a verdict, better / worse / undecided. --until-decided makes -n the most samples per prompt: samples go in
rounds and stop once every variant has a verdict, each look tested at its share of the 5%. --batch sends every sample as one Anthropic Message Batch: half the price,
but it can take up to 24 h.
Exit codes: 0 done, 1 a variant under --min-accuracy or with no answers, 2 usage error, 130 stopped with Ctrl-C.
With --mcp <file.json> (an {"mcpServers": {...}} config), the servers' tools join every variant but tools: ones, and a
surface: file may edit them (handler "mcp:<server>/<tool>"); --mcp-timeout <s> is how long a server may take to start (default 60).
${providerUsage}`;

export function parseSelectArguments(argv: string[], defaults: { model: string }): SelectArguments {
  const parsed = parseCommandLine(argv, {
    prompts: { type: 'string' },
    variants: { type: 'string' },
    samples: { type: 'string', short: 'n' },
    'min-accuracy': { type: 'string' },
    concurrency: { type: 'string' },
    ...providerFlag,
    mcp: { type: 'string' },
    'mcp-timeout': { type: 'string' },
    baseline: { type: 'string' },
    batch: { type: 'boolean' },
    'until-decided': { type: 'boolean' },
  });
  const { values } = parsed;
  const help = values.help === true;
  if (!help && !values.prompts?.trim()) throw new UsageError('--prompts is required: the path of a prompts file (see npm run select -- --help).');
  const provider = providerArgument(values.provider);
  const variants = variantSpecs(values.variants ?? 'defaults');
  // A batch answers everything at once: there is no round to stop after.
  if (values.batch === true && values['until-decided'] === true) throw new UsageError('--until-decided stops between rounds of samples, and a batch has only one; use one or the other.');
  if (values.batch === true && provider !== 'anthropic') throw new UsageError('--batch sends a Message Batch, which only the Anthropic provider offers; leave out --batch or use --provider anthropic.');
  return {
    prompts: values.prompts?.trim() ?? '',
    variants,
    samples: wholeNumber('-n', values.samples, 5),
    provider,
    baseURL: values['base-url'],
    model: help ? defaults.model : modelArgument(provider, values.model, defaults.model),
    out: values.out,
    minAccuracy: values['min-accuracy'] === undefined ? undefined : rate('--min-accuracy', values['min-accuracy'], 'an accuracy'),
    concurrency: wholeNumber('--concurrency', values.concurrency, 4),
    mcp: values.mcp,
    mcpTimeout: wholeNumber('--mcp-timeout', values['mcp-timeout'], 60),
    baseline: baselineArgument(values.baseline, variants),
    batch: values.batch === true,
    untilDecided: values['until-decided'] === true,
    help,
  };
}

function baselineArgument(label: string | undefined, variants: readonly VariantSpec[]): string | undefined {
  if (label === undefined) return undefined;
  if (!variants.some((variant) => variant.label === label)) throw new UsageError(`--baseline "${label}" is not one of the variants; they are ${variants.map((variant) => variant.label).join(', ')}.`);
  return label;
}

function variantSpecs(text: string): VariantSpec[] {
  const specs = text.split(',').map((entry) => entry.trim()).filter(Boolean).map(variantSpec);
  if (specs.length === 0) throw new UsageError('--variants needs at least one variant, comma-separated (for example defaults,preset:aider).');
  const labels = specs.map((spec) => spec.label);
  const twice = labels.find((label, index) => labels.indexOf(label) !== index);
  if (twice !== undefined) throw new UsageError(`--variants has two variants labelled "${twice}"; give each its own label as <label>=<spec>.`);
  return specs;
}

/** "defaults", "preset:aider", "terse=surface:terse.json", "mcp=tools:tools.json". */
export function variantSpec(entry: string): VariantSpec {
  const equals = entry.indexOf('=');
  // A "=" after the first ":" belongs to a path, not to a label.
  const labelled = equals > 0 && !entry.slice(0, equals).includes(':');
  const label = labelled ? entry.slice(0, equals).trim() : entry;
  const spec = labelled ? entry.slice(equals + 1).trim() : entry;
  if (label === '') throw new UsageError(`--variants "${entry}" has an empty label; write <label>=<spec>.`);
  if (spec === 'defaults') return { label, spec, kind: 'defaults' };
  const colon = spec.indexOf(':');
  const kind = colon === -1 ? spec : spec.slice(0, colon);
  const value = colon === -1 ? '' : spec.slice(colon + 1).trim();
  if (kind === 'preset') {
    const preset = findPreset(value);
    if (!preset) throw new UsageError(`--variants "${entry}" names no preset; the presets are ${presetIds()}.`);
    return { label, spec, kind, preset: preset.id };
  }
  if (kind === 'surface' || kind === 'tools') {
    if (value === '') throw new UsageError(`--variants "${entry}" needs a file after "${kind}:".`);
    return { label, spec, kind, path: value };
  }
  throw new UsageError(`--variants "${entry}" is not a variant; write defaults, preset:<id>, surface:<file.json> or tools:<file.json>.`);
}
