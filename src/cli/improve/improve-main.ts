import { writeFile } from 'node:fs/promises';
import type { SelectionVariant } from '../../engine/compare/selection';
import type { SelectionPrompt } from '../../engine/compare/selection-expectations';
import { unknownExpectedTool } from '../../engine/compare/selection-prompts-file';
import { improveSurface, type ImproveResult } from '../../engine/improve/improve-loop';
import { PROPOSER_SYSTEM } from '../../engine/improve/proposer';
import type { SurfaceKind } from '../../engine/improve/surface-edit';
import { defaultModelId } from '../../engine/model/models';
import { lintSurface } from '../../engine/surface-analysis/lint/lint-surface';
import { lintTools } from '../../engine/surface-analysis/lint/lint-tools';
import { allTools } from '../../engine/tools/all-tools';
import type { Surface } from '../../engine/toolkit/surface';
import { createRegistry } from '../../engine/toolkit/toolkit';
import { invocationDirectory, pathFrom, STOPPED_EXIT_CODE, type CliIo, terminalSafeIo } from '../shared/cli-io';
import { UsageError, usageFailure } from '../shared/command-line';
import { checkedBaseUrl, cliModelClient } from '../shared/model-provider';
import { checkOutputPath } from '../shared/preflight';
import { loadPrompts, loadVariants } from '../select/select-inputs';
import { improveUsage, parseImproveArguments, type ImproveArguments } from './improve-arguments';

/**
 * `npm run improve`: from selection misses to a better description, proven on prompts the
 * proposer never saw. Exit codes: 0 it ran (improved or not), 1 provider error, 2 usage error,
 * 130 stopped with Ctrl-C (the best so far is still written to --out).
 */
export async function main(argv: string[], outside: CliIo): Promise<number> {
  const io = terminalSafeIo(outside);
  const write = (text: string) => io.stdout.write(text);
  const here = invocationDirectory('improve', io);
  let options: ImproveArguments;
  let evaluation: SelectionPrompt[];
  let holdout: SelectionPrompt[];
  let start: { surface: Surface; kind: SurfaceKind };
  let baseURL: string | undefined;
  let proposerBaseURL: string | undefined;
  try {
    options = parseImproveArguments(argv, { model: defaultModelId });
    if (options.help) {
      write(`${improveUsage}\n`);
      return 0;
    }
    const prompts = await loadPrompts(options.prompts, here);
    [evaluation, holdout] = options.holdoutPrompts === undefined ? split(prompts, options.holdoutFraction!, options.seed) : [prompts, await loadPrompts(options.holdoutPrompts, here)];
    if (evaluation.length === 0 || holdout.length === 0) throw new UsageError(`--holdout ${options.holdoutFraction} leaves ${evaluation.length === 0 ? 'no evaluation prompts' : 'no held-out prompts'} out of ${prompts.length}; use a fraction that leaves some on both sides, or --holdout-prompts.`);
    // A held-out prompt the proposer also saw would let a rewrite tuned to it pass the held-out check.
    const seen = new Set(evaluation.map((prompt) => prompt.prompt));
    const shared = holdout.find((prompt) => seen.has(prompt.prompt));
    if (shared) throw new UsageError(`--holdout-prompts "${options.holdoutPrompts}" repeats an evaluation prompt ("${shared.prompt}"); held-out prompts must be ones the proposer never sees, so remove it from one of the files.`);
    const [variant] = await loadVariants([options.variant], here);
    start = startOf(variant!);
    const typo = unknownExpectedTool([...evaluation, ...holdout], [variant!]);
    if (typo) throw new UsageError(`The prompts name a tool the variant does not show: ${typo.message}.`);
    baseURL = checkedBaseUrl(options.baseURL, 'anthropic', io.env);
    proposerBaseURL = options.proposerBaseURL === undefined ? baseURL : checkedBaseUrl(options.proposerBaseURL, 'anthropic', {});
    await checkOutputPath(options.out, here);
    await checkOutputPath(options.surfaceOut, here);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  const model = cliModelClient('anthropic', baseURL, 'improving a surface', write, io.env);
  if ('problem' in model) return usageFailure(io, model.problem);
  const proposer = cliModelClient('anthropic', proposerBaseURL, 'improving a surface', write, io.env);
  if ('problem' in proposer) return usageFailure(io, proposer.problem);

  write(`Improve · model ${options.model} · proposer ${options.proposerModel} · ${evaluation.length} evaluation and ${holdout.length} held-out prompts × ${options.samples} samples · up to ${options.rounds} rounds of ${options.candidates} candidates (each tested at ${(5 / options.candidates).toFixed(2)}%, the 5% split across them)\n`);
  const writeReport = async (result: ImproveResult) => {
    if (options.out) await writeFile(pathFrom(here, options.out), `${JSON.stringify(reportFile(options, start, { evaluation, holdout }, result), null, 2)}\n`);
  };
  const result = await improveSurface({
    start: start.surface,
    kind: start.kind,
    evaluation,
    holdout,
    samples: options.samples,
    rounds: options.rounds,
    candidates: options.candidates,
    model: model.client,
    modelId: options.model,
    proposer: proposer.client,
    proposerModelId: options.proposerModel,
    maxCalls: options.maxCalls,
    maxSurfaceTokens: options.maxSurfaceTokens,
    lintErrors,
    signal: io.signal,
    log: (line) => write(`${line}\n`),
  });
  await writeReport(result);
  if (options.surfaceOut && result.improved) await writeFile(pathFrom(here, options.surfaceOut), `${JSON.stringify(surfaceFile(result.best, start.kind), null, 2)}\n`);
  write(`${closing(result, options)}\n`);
  if (result.stopped === 'provider-error') {
    io.stderr.write(`The provider failed: ${result.problem}\n`);
    return 1;
  }
  if (result.stopped === 'cancelled') {
    io.stderr.write(`Stopped after ${result.calls} calls; the best surface so far is in ${options.out ? '--out' : 'no file (no --out)'}.\n`);
    return STOPPED_EXIT_CODE;
  }
  return 0;
}

function closing(result: ImproveResult, options: ImproveArguments): string {
  const spent = `${result.calls} calls, ${result.usage.inputTokens + result.usage.cacheReadTokens + result.usage.cacheWriteTokens} input and ${result.usage.outputTokens} output tokens`;
  if (result.improved) return `Improved: proven better on the held-out prompts${options.surfaceOut ? `; the surface is in ${options.surfaceOut}` : ''}. Spent ${spent}.`;
  if (result.holdout) return `Not improved: a rewrite won on the evaluation prompts but the held-out check is ${result.holdout.verdict}; nothing written to --surface-out. Spent ${spent}.`;
  return `Not improved: no rewrite was proven better${result.problem ? ` (${result.problem})` : ''}. Spent ${spent}.`;
}

/** A surface to edit, and whether it came from a tools array (then written back as one). */
function startOf(variant: SelectionVariant): { surface: Surface; kind: SurfaceKind } {
  if ('surface' in variant) return { surface: variant.surface, kind: 'surface' };
  return {
    kind: 'tools',
    surface: { system: variant.system ?? '', failures: {}, tools: variant.tools.map((tool) => ({ handler: tool.name, name: tool.name, description: tool.description ?? '', input_schema: tool.input_schema, failures: {} })) },
  };
}

function surfaceFile(surface: Surface, kind: SurfaceKind): unknown {
  return kind === 'tools' ? surface.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema })) : surface;
}

const registry = createRegistry(allTools);

function lintErrors(surface: Surface, kind: SurfaceKind): string[] {
  const findings = kind === 'tools' ? lintTools(surface.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema }))) : lintSurface(surface, registry);
  return findings.filter((finding) => finding.severity === 'error').map((finding) => `${finding.field}: ${finding.message}`);
}

/** A seeded shuffle, then the last share held out: the same seed gives the same split. */
function split(prompts: readonly SelectionPrompt[], fraction: number, seed: number): [SelectionPrompt[], SelectionPrompt[]] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = prompts.map((prompt) => ({ prompt, key: random() })).sort((a, b) => a.key - b.key).map(({ prompt }) => prompt);
  const held = Math.round(prompts.length * fraction);
  return [order.slice(0, order.length - held), order.slice(order.length - held)];
}

function reportFile(options: ImproveArguments, start: { surface: Surface; kind: SurfaceKind }, prompts: Record<'evaluation' | 'holdout', SelectionPrompt[]>, result: ImproveResult) {
  return {
    version: 1,
    model: options.model,
    proposerModel: options.proposerModel,
    proposerSystem: PROPOSER_SYSTEM,
    variant: options.variant.spec,
    samplesPerPrompt: options.samples,
    // Which prompts were held out, so a split made by --holdout can be checked and repeated.
    ...(options.holdoutFraction === undefined ? {} : { holdoutFraction: options.holdoutFraction, seed: options.seed }),
    prompts: { evaluation: prompts.evaluation.map((prompt) => prompt.prompt), holdout: prompts.holdout.map((prompt) => prompt.prompt) },
    improved: result.improved,
    holdout: result.holdout ? { delta: result.holdout.delta, low: result.holdout.low, high: result.holdout.high, verdict: result.holdout.verdict } : null,
    stopped: result.stopped,
    ...(result.problem ? { problem: result.problem } : {}),
    calls: result.calls,
    usage: result.usage,
    rounds: result.rounds,
    start: surfaceFile(start.surface, start.kind),
    best: surfaceFile(result.best, start.kind),
  };
}
