import { fillWorkspacePlaceholder } from '../toolkit/template';
import { embeddedCapabilities } from '../workspace/capabilities';
import type { ModelClient, ModelRequest, ModelResponse, WireTool } from '../model/model-client';
import { zeroUsage } from '../model/model-client';
import { isProviderError } from '../model/provider-error';
import type { Surface } from '../toolkit/surface';
import { judgeAnswer, type SelectionPrompt, type SelectionSample, type ToolView } from './selection-expectations';
import { defaultRoundSize, sequentialPlan, SEQUENTIAL_ALPHA, type SequentialSummary } from './sequential';
import { differencesFrom, summarizeVariant, type SelectionDifference, type SelectionVariantResult } from './selection-summary';
import { Z_95 } from './wilson';


/**
 * Selection tests: does the model pick the right tool first? One model call per sample, nothing
 * runs. Cheap enough to try many prompts against many surfaces, including tools that are not ours
 * (any pasted tools array, such as an MCP server's tools/list).
 */

export type SelectionVariant =
  /** A surface: tools are identified by handler id, so a renamed tool is still itself. */
  | { name: string; surface: Surface }
  /** A pasted tools array (see parseToolsArray): tools are identified by name. */
  | { name: string; tools: WireTool[]; system?: string };

export interface SelectionReport {
  variants: SelectionVariantResult[];
  /** The variant the others are measured against. */
  baseline: string;
  differences: SelectionDifference[];
  samples: SelectionSample[];
  cancelled: boolean;
  /** An unexpected failure that ended the test early; the samples before it are all here. */
  failure?: string;
  /** With untilDecided: how the rounds went (runs here are samples per prompt of each variant). */
  sequential?: SequentialSummary;
}

export interface SelectionOptions {
  prompts: readonly SelectionPrompt[];
  variants: readonly SelectionVariant[];
  /** Model calls per prompt per variant. */
  samples: number;
  model: ModelClient;
  modelId: string;
  /** The variant the others are compared with; default the first. */
  baseline?: string;
  signal?: AbortSignal;
  onProgress?: (progress: { done: number; total: number }) => void;
  /** Calls at the same time (default 4). */
  concurrency?: number;
  /** Output tokens per call (default 1,024: enough for a first call, not for an essay). */
  maxTokens?: number;
  /**
   * Sample in rounds and stop once every variant has a verdict against the baseline; `samples`
   * is then the most per prompt. Each look spends its share of the 5% (see sequential.ts).
   */
  untilDecided?: boolean;
}

/** One sample to take: which variant answers which prompt, and the request it sends. */
export interface SelectionJob {
  variant: SelectionVariant;
  prompt: number;
  sample: number;
  request: ModelRequest;
}

export async function runSelectionTests(options: SelectionOptions): Promise<SelectionReport> {
  const jobs = selectionJobs(options);
  const signal = options.signal ?? new AbortController().signal;
  const samples: SelectionSample[] = [];
  let failure: string | undefined;
  const runJobs = async (queue: readonly SelectionJob[]) => {
    let next = 0;
    const worker = async () => {
      while (!signal.aborted && failure === undefined) {
        const job = queue[next++];
        if (!job) return;
        try {
          const result = await sampleOnce(options, job, signal);
          if (result) samples.push(result);
        } catch (error) {
          // Our own bug or something no one foresaw: stop taking samples, keep every one taken.
          failure ??= error instanceof Error ? error.message : String(error);
          return;
        }
        options.onProgress?.({ done: samples.length, total: jobs.length });
      }
    };
    await Promise.all(Array.from({ length: Math.min(Math.max(1, options.concurrency ?? 4), queue.length) }, worker));
  };
  if (!options.untilDecided) {
    await runJobs(jobs);
    return selectionReport(options, samples, { cancelled: samples.length < jobs.length, failure });
  }
  // Rounds of samples per prompt; after each, every variant is compared with the baseline at that look's z.
  const plan = sequentialPlan(options.samples, defaultRoundSize(options.samples, options.variants.length, options.concurrency ?? 4));
  const baseline = options.baseline ?? options.variants[0]!.name;
  const names = options.variants.map((variant) => variant.name);
  let z = Z_95;
  let rounds = 0;
  let stopped: SequentialSummary['stopped'] = 'budget';
  let previous = 0;
  for (const look of plan.looks) {
    const from = previous;
    previous = look.runsPerVariant;
    await runJobs(jobs.filter((job) => job.sample > from && job.sample <= look.runsPerVariant));
    if (signal.aborted || failure !== undefined) {
      stopped = 'cancelled';
      break;
    }
    rounds = look.round;
    z = look.z;
    const differences = differencesFrom(baseline, names, samples, z);
    if (names.length > 1 && differences.length === names.length - 1 && differences.every((row) => row.verdict !== 'undecided')) {
      stopped = 'decided';
      break;
    }
  }
  const made = rounds === 0 ? 0 : plan.looks[rounds - 1]!.runsPerVariant;
  const sequential: SequentialSummary = {
    method: 'alpha spending, linear',
    alpha: SEQUENTIAL_ALPHA,
    roundSize: plan.roundSize,
    rounds,
    plannedRounds: plan.looks.length,
    maxRunsPerVariant: options.samples,
    runsMade: made * names.length,
    runsAllowed: options.samples * names.length,
    stopped,
    level: 1 - (rounds === 0 ? 0.05 : plan.looks[rounds - 1]!.alpha),
  };
  return { ...selectionReport(options, samples, { cancelled: signal.aborted, failure }, z), sequential };
}

/** Every sample's request, interleaved so a test stopped early has about as many of every prompt and variant. */
export function selectionJobs(options: Pick<SelectionOptions, 'prompts' | 'variants' | 'samples' | 'modelId' | 'maxTokens' | 'baseline'>): SelectionJob[] {
  const { prompts, variants } = options;
  if (prompts.length === 0 || variants.length === 0) throw new Error('A selection test needs at least one prompt and one variant.');
  if (!Number.isInteger(options.samples) || options.samples < 1) throw new Error(`Samples must be a whole number of at least 1, not ${options.samples}.`);
  if (options.baseline !== undefined && !variants.some((variant) => variant.name === options.baseline)) {
    throw new Error(`The baseline "${options.baseline}" is not one of the variants (${variants.map((variant) => variant.name).join(', ')}).`);
  }
  const jobs: SelectionJob[] = [];
  for (let sample = 1; sample <= options.samples; sample++) {
    prompts.forEach((wanted, prompt) => variants.forEach((variant) => jobs.push({ variant, prompt, sample, request: requestFor(variant, wanted, options) })));
  }
  return jobs;
}

/** The verdict on one job from its answer, or the failed call as an `error` sample. */
export function judgeSample(prompts: readonly SelectionPrompt[], job: SelectionJob, answer: ModelResponse | { problem: string }): SelectionSample {
  const base = { variant: job.variant.name, prompt: job.prompt, sample: job.sample };
  if ('problem' in answer) return { ...base, outcome: 'error', problem: answer.problem, usage: zeroUsage() };
  const judgement = judgeAnswer(prompts[job.prompt]!, toolView(job.variant), answer);
  return { ...base, ...judgement, usage: answer.usage };
}

export function selectionReport(
  options: Pick<SelectionOptions, 'prompts' | 'variants' | 'baseline'>,
  samples: SelectionSample[],
  end: { cancelled: boolean; failure?: string },
  z: number = Z_95,
): SelectionReport {
  const baseline = options.baseline ?? options.variants[0]!.name;
  return {
    variants: options.variants.map((variant) => summarizeVariant(variant.name, toolView(variant).identify, options.prompts, samples)),
    baseline,
    differences: differencesFrom(baseline, options.variants.map((variant) => variant.name), samples, z),
    samples,
    cancelled: end.cancelled,
    ...(end.failure === undefined ? {} : { failure: end.failure }),
  };
}

/** One call and its verdict; undefined when it was cancelled (not an answer, not an error). */
async function sampleOnce(options: SelectionOptions, job: SelectionJob, signal: AbortSignal): Promise<SelectionSample | undefined> {
  let response: ModelResponse;
  try {
    response = await options.model.createMessage(job.request, { signal });
  } catch (error) {
    if (signal.aborted) return undefined;
    const problem = isProviderError(error) ? error.message : error instanceof Error ? error.message : String(error);
    return judgeSample(options.prompts, job, { problem });
  }
  // Judging is ours: a throw here is a bug, and it ends the test with the samples taken so far.
  return judgeSample(options.prompts, job, response);
}

function requestFor(variant: SelectionVariant, wanted: SelectionPrompt, options: Pick<SelectionOptions, 'modelId' | 'maxTokens'>): ModelRequest {
  const tools = wireToolsOf(variant);
  return {
    model: options.modelId,
    max_tokens: options.maxTokens ?? 1024,
    system: systemOf(variant),
    tools: tools.map((tool, index) => (index === tools.length - 1 ? { ...tool, cache_control: { type: 'ephemeral' } } : tool)),
    messages: [{ role: 'user', content: wanted.prompt }],
  };
}

function wireToolsOf(variant: SelectionVariant): WireTool[] {
  if ('tools' in variant) return variant.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema }));
  return variant.surface.tools.map((tool) => ({ name: tool.name, description: selectionText(tool.description), input_schema: tool.input_schema }));
}

function systemOf(variant: SelectionVariant): ModelRequest['system'] {
  const text = 'surface' in variant ? selectionText(variant.surface.system) : variant.system;
  // The API refuses an empty text block; no system prompt is an empty list.
  return text ? [{ type: 'text', text }] : [];
}

/** Selection tests run no commands: {workspace} reads as the default, embedded workspace. */
function selectionText(text: string): string {
  return fillWorkspacePlaceholder(text, embeddedCapabilities.description);
}

/** A surface names tools by handler (renames do not split the counts); a pasted array by name. */
function toolView(variant: SelectionVariant): ToolView {
  const tools = wireToolsOf(variant);
  if (!('surface' in variant)) return { tools, identify: (name) => name };
  return { tools, identify: (name) => variant.surface.tools.find((tool) => tool.name === name)?.handler ?? name };
}
