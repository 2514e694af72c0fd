import { writeFile } from 'node:fs/promises';
import { unknownExpectedTool } from '../../engine/compare/selection-prompts-file';
import { promptSet, type EvaluationSet } from '../../engine/improve/evaluation-set';
import { improveSurface } from '../../engine/improve/improve-loop';
import { lessonSet } from '../../engine/improve/lesson-set';
import { serverPatch } from '../../engine/improve/server-patch';
import type { SurfaceKind } from '../../engine/improve/surface-edit';
import type { ModelClient } from '../../engine/model/model-client';
import { defaultModelId } from '../../engine/model/models';
import { lintSurface } from '../../engine/surface-analysis/lint/lint-surface';
import { lintTools } from '../../engine/surface-analysis/lint/lint-tools';
import { allTools } from '../../engine/tools/all-tools';
import type { AnyToolContract } from '../../engine/tools/tool';
import type { Surface } from '../../engine/toolkit/surface';
import { createRegistry } from '../../engine/toolkit/toolkit';
import { invocationDirectory, pathFrom, STOPPED_EXIT_CODE, stoppedBeforeWork, type CliIo, terminalSafeIo } from '../shared/cli-io';
import { UsageError, usageFailure } from '../shared/command-line';
import type { McpSetup } from '../shared/mcp-run';
import { checkedBaseUrl, cliModelClient } from '../shared/model-provider';
import { checkOutputPath } from '../shared/preflight';
import { improveUsage, parseImproveArguments, type ImproveArguments } from './improve-arguments';
import { loadInputs, type ImproveInputs } from './improve-inputs';
import { closing, reportFile, surfaceFile } from './improve-report';

/**
 * `npm run improve`: from misses on prompts or a lesson's failed runs to a better description,
 * proven on a held-out set the proposer never saw. Exit codes: 0 it ran (improved or not), 1
 * provider error, 2 usage error, 130 stopped with Ctrl-C (the best so far is still in --out).
 */
export async function main(argv: string[], outside: CliIo): Promise<number> {
  const io = terminalSafeIo(outside);
  const write = (text: string) => io.stdout.write(text);
  const here = invocationDirectory('improve', io);
  let options: ImproveArguments;
  try {
    options = parseImproveArguments(argv, { model: defaultModelId });
    if (options.help) {
      write(`${improveUsage}\n`);
      return 0;
    }
    for (const path of [options.out, options.surfaceOut, options.patchOut]) await checkOutputPath(path, here);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  let mcp: McpSetup | undefined;
  try {
    // Servers start before any model call: one that cannot is a usage error (exit 2).
    mcp = options.mcp === undefined ? undefined : await (await import('../shared/mcp-run')).setUpMcp(options.mcp, options.mcpTimeout, io, here);
    if (mcp) write(`${mcp.summary}\n`);
    return await improve(options, mcp, io, here);
  } catch (error) {
    if (io.signal.aborted && !mcp) return stoppedBeforeWork(io);
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  } finally {
    await mcp?.close();
  }
}

async function improve(options: ImproveArguments, mcp: McpSetup | undefined, io: CliIo, here: string): Promise<number> {
  const write = (text: string) => io.stdout.write(text);
  const available: AnyToolContract[] = mcp ? [...allTools, ...mcp.contracts] : [...allTools];
  const inputs = await loadInputs(options, here, available, mcp);
  const { start } = inputs;
  const typo = unknownExpectedTool([...inputs.evaluationPrompts, ...inputs.holdoutPrompts], [start.kind === 'tools' ? { name: 'start', tools: start.surface.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema })) } : { name: 'start', surface: start.surface }]);
  if (typo) throw new UsageError(`The prompts name a tool the surface does not show: ${typo.message}.`);
  const baseURL = checkedBaseUrl(options.baseURL, 'anthropic', io.env);
  // Each provider's key and address are its own: the proposer on another provider reads only its variables.
  const sameProvider = options.proposerProvider === 'anthropic';
  const proposerBaseURL = options.proposerBaseURL !== undefined ? checkedBaseUrl(options.proposerBaseURL, options.proposerProvider, {}) : sameProvider ? baseURL : checkedBaseUrl(undefined, options.proposerProvider, io.env);
  const model = cliModelClient('anthropic', baseURL, 'improving a surface', write, io.env);
  if ('problem' in model) throw new UsageError(model.problem);
  const proposer = cliModelClient(options.proposerProvider, proposerBaseURL, 'improving a surface', write, io.env);
  if ('problem' in proposer) throw new UsageError(proposer.problem);

  const sets = evaluationSets(options, inputs, model.client, available);
  const level = (5 / (options.candidates * sets.evaluation.length)).toFixed(2);
  write(
    `Improve · model ${options.model} · proposer ${options.proposerProvider === 'anthropic' ? '' : `${options.proposerProvider}:`}${options.proposerModel} · starting from ${start.from} · evaluation on ${sets.evaluation.map((set) => set.size).join(' and ')} · held out ${sets.holdout.size} · up to ${options.rounds} rounds of ${options.candidates} candidates (each tested at ${level}%, the 5% split across them)${options.maxCost === undefined ? '' : ` · at most $${options.maxCost}`}\n`,
  );
  const registry = createRegistry(available);
  const result = await improveSurface({
    start: start.surface,
    kind: start.kind,
    evaluation: sets.evaluation,
    holdout: sets.holdout,
    rounds: options.rounds,
    candidates: options.candidates,
    modelId: options.model,
    proposer: proposer.client,
    proposerModelId: options.proposerModel,
    maxCalls: options.maxCalls,
    maxCost: options.maxCost,
    maxSurfaceTokens: options.maxSurfaceTokens,
    lintErrors: (surface, kind) => lintErrors(surface, kind, registry),
    signal: io.signal,
    log: (line) => write(`${line}\n`),
  });
  if (options.out) await writeFile(pathFrom(here, options.out), `${JSON.stringify(reportFile(options, inputs, result), null, 2)}\n`);
  if (options.surfaceOut && result.improved) await writeFile(pathFrom(here, options.surfaceOut), `${JSON.stringify(surfaceFile(result.best, start.kind), null, 2)}\n`);
  if (options.patchOut && result.improved) await writeFile(pathFrom(here, options.patchOut), `${JSON.stringify(serverPatch(start.surface, result.best), null, 2)}\n`);
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

function evaluationSets(options: ImproveArguments, inputs: ImproveInputs, model: ModelClient, available: readonly AnyToolContract[]): { evaluation: EvaluationSet[]; holdout: EvaluationSet } {
  const prompts = (list: ImproveInputs['evaluationPrompts']) => promptSet({ prompts: list, samples: options.samples, kind: inputs.start.kind, model, modelId: options.model });
  const seen = { runs: 0, steps: 0 };
  const lesson = (which: NonNullable<ImproveInputs['lesson']>) =>
    lessonSet({ lesson: which, runs: options.samples, model, modelId: options.model, available, maxSteps: options.maxSteps, seen, ...(inputs.start.replyHandler ? { replyHandler: inputs.start.replyHandler } : {}) });
  const evaluation: EvaluationSet[] = [];
  if (inputs.evaluationPrompts.length > 0) evaluation.push(prompts(inputs.evaluationPrompts));
  if (inputs.lesson) evaluation.push(lesson(inputs.lesson));
  return { evaluation, holdout: inputs.holdoutLesson ? lesson(inputs.holdoutLesson) : prompts(inputs.holdoutPrompts) };
}

function lintErrors(surface: Surface, kind: SurfaceKind, registry: ReturnType<typeof createRegistry>): string[] {
  const findings = kind === 'tools' ? lintTools(surface.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema }))) : lintSurface(surface, registry);
  return findings.filter((finding) => finding.severity === 'error').map((finding) => `${finding.field}: ${finding.message}`);
}
