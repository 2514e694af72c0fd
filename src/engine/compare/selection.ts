import { fillWorkspacePlaceholder } from '../toolkit/template';
import { embeddedCapabilities } from '../workspace/capabilities';
import type { ContentBlockParam, ModelClient, ModelRequest, Usage, WireTool } from '../model/model-client';
import { addUsage, zeroUsage } from '../model/model-client';
import { isProviderError } from '../model/provider-error';
import { checkArguments } from '../toolkit/gate';
import type { Surface } from '../toolkit/surface';
import { wilsonInterval, type Interval } from './wilson';

/**
 * Selection tests: does the model pick the right tool first? One model call per sample, nothing
 * runs. Cheap enough to try many prompts against many surfaces, including tools that are not ours
 * (any pasted tools array, such as an MCP server's tools/list).
 */

export interface SelectionPrompt {
  prompt: string;
  /** The tool it should call first: a handler id or a name the variant shows. */
  expected: string;
  /** Argument names the first call must carry to count as right. */
  requiredArguments?: string[];
}

export type SelectionVariant =
  /** A surface: tools are identified by handler id, so a renamed tool is still itself. */
  | { name: string; surface: Surface }
  /** A pasted tools array (see parseToolsArray): tools are identified by name. */
  | { name: string; tools: WireTool[]; system?: string };

export const NO_TOOL = '(no tool)';
export const WRONG_ARGUMENTS = '(wrong arguments)';

export type SampleOutcome = 'correct' | 'wrong-tool' | 'no-tool' | 'wrong-arguments' | 'error';

export interface SelectionSample {
  variant: string;
  /** Index into the prompts. */
  prompt: number;
  /** Counts from 1. */
  sample: number;
  outcome: SampleOutcome;
  /** The tool called first (its handler id for a surface), or NO_TOOL; undefined on error. */
  chosen?: string;
  input?: unknown;
  /** Why the arguments were wrong, or what the provider said. */
  problem?: string;
  usage: Usage;
}

export interface SelectionVariantResult {
  variant: string;
  /** Samples that got an answer (errors left out). */
  scored: number;
  correct: number;
  errored: number;
  accuracy?: number;
  interval?: Interval;
  /** expected -> what was chosen (a tool, NO_TOOL or WRONG_ARGUMENTS) -> count. */
  confusion: Record<string, Record<string, number>>;
  perPrompt: Array<{ prompt: string; expected: string; correct: number; scored: number }>;
  tokens: Usage;
}

export interface SelectionReport {
  variants: SelectionVariantResult[];
  samples: SelectionSample[];
  cancelled: boolean;
}

export interface SelectionOptions {
  prompts: readonly SelectionPrompt[];
  variants: readonly SelectionVariant[];
  /** Model calls per prompt per variant. */
  samples: number;
  model: ModelClient;
  modelId: string;
  signal?: AbortSignal;
  onProgress?: (progress: { done: number; total: number }) => void;
  /** Calls at the same time (default 4). */
  concurrency?: number;
  /** Output tokens per call (default 1,024: enough for a first call, not for an essay). */
  maxTokens?: number;
}

interface Job {
  variant: SelectionVariant;
  prompt: number;
  sample: number;
}

export async function runSelectionTests(options: SelectionOptions): Promise<SelectionReport> {
  const { prompts, variants } = options;
  if (prompts.length === 0 || variants.length === 0) throw new Error('A selection test needs at least one prompt and one variant.');
  if (!Number.isInteger(options.samples) || options.samples < 1) throw new Error(`Samples must be a whole number of at least 1, not ${options.samples}.`);
  const signal = options.signal ?? new AbortController().signal;
  const jobs: Job[] = [];
  // Interleaved, so a test stopped early has about as many samples of every prompt and variant.
  for (let sample = 1; sample <= options.samples; sample++) {
    prompts.forEach((_, prompt) => variants.forEach((variant) => jobs.push({ variant, prompt, sample })));
  }
  const samples: SelectionSample[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      if (signal.aborted) return;
      const job = jobs[next++];
      if (!job) return;
      const result = await sampleOnce(options, job, signal);
      if (result) samples.push(result);
      options.onProgress?.({ done: samples.length, total: jobs.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, options.concurrency ?? 4), jobs.length) }, worker));
  return {
    variants: variants.map((variant) => summarize(variant, prompts, samples)),
    samples,
    cancelled: samples.length < jobs.length,
  };
}

/** One call and its verdict; undefined when it was cancelled (not an answer, not an error). */
async function sampleOnce(options: SelectionOptions, job: Job, signal: AbortSignal): Promise<SelectionSample | undefined> {
  const { variant, prompt, sample } = job;
  const wanted = options.prompts[prompt]!;
  const tools = wireToolsOf(variant);
  const request: ModelRequest = {
    model: options.modelId,
    max_tokens: options.maxTokens ?? 1024,
    system: systemOf(variant),
    tools: tools.map((tool, index) => (index === tools.length - 1 ? { ...tool, cache_control: { type: 'ephemeral' } } : tool)),
    messages: [{ role: 'user', content: wanted.prompt }],
  };
  const base = { variant: variant.name, prompt, sample };
  let response;
  try {
    response = await options.model.createMessage(request, { signal });
  } catch (error) {
    if (signal.aborted) return undefined;
    const problem = isProviderError(error) ? error.message : error instanceof Error ? error.message : String(error);
    return { ...base, outcome: 'error', problem, usage: zeroUsage() };
  }
  const first = response.content.find((block: ContentBlockParam) => block.type === 'tool_use');
  if (!first || first.type !== 'tool_use') return { ...base, outcome: 'no-tool', chosen: NO_TOOL, usage: response.usage };
  const chosen = identify(variant, first.name);
  const verdict = { ...base, chosen, input: first.input, usage: response.usage };
  if (chosen !== identify(variant, wanted.expected)) return { ...verdict, outcome: 'wrong-tool' };
  const problem = argumentProblem(
    tools.find((tool) => tool.name === first.name)!,
    first.input,
    wanted.requiredArguments ?? [],
    response.malformed.find((entry) => entry.id === first.id)?.problem,
  );
  return problem ? { ...verdict, outcome: 'wrong-arguments', problem } : { ...verdict, outcome: 'correct' };
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
function identify(variant: SelectionVariant, name: string): string {
  if (!('surface' in variant)) return name;
  return variant.surface.tools.find((tool) => tool.name === name)?.handler ?? name;
}

function argumentProblem(tool: WireTool, input: unknown, required: readonly string[], malformed: string | undefined): string | undefined {
  if (malformed) return malformed;
  const record = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const missing = required.filter((name) => !Object.hasOwn(record, name));
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  const verdict = checkArguments(tool.input_schema, input);
  // A schema the gate cannot compile (some MCP schemas) is no reason to mark the call wrong.
  if (!verdict.ok && 'issues' in verdict) return verdict.issues.join('; ');
  return undefined;
}

function summarize(variant: SelectionVariant, prompts: readonly SelectionPrompt[], all: readonly SelectionSample[]): SelectionVariantResult {
  const mine = all.filter((sample) => sample.variant === variant.name);
  const scored = mine.filter((sample) => sample.outcome !== 'error');
  const correct = scored.filter((sample) => sample.outcome === 'correct').length;
  const confusion: Record<string, Record<string, number>> = {};
  for (const sample of scored) {
    const expected = identify(variant, prompts[sample.prompt]!.expected);
    const column = sample.outcome === 'wrong-arguments' ? WRONG_ARGUMENTS : sample.chosen!;
    const row = (confusion[expected] ??= {});
    row[column] = (row[column] ?? 0) + 1;
  }
  return {
    variant: variant.name,
    scored: scored.length,
    correct,
    errored: mine.length - scored.length,
    accuracy: scored.length === 0 ? undefined : correct / scored.length,
    interval: wilsonInterval(correct, scored.length),
    confusion,
    perPrompt: prompts.map((prompt, index) => {
      const forPrompt = scored.filter((sample) => sample.prompt === index);
      return { prompt: prompt.prompt, expected: prompt.expected, correct: forPrompt.filter((sample) => sample.outcome === 'correct').length, scored: forPrompt.length };
    }),
    tokens: mine.reduce((total, sample) => addUsage(total, sample.usage), zeroUsage()),
  };
}
