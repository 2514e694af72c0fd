import { readFile, stat, writeFile } from 'node:fs/promises';
import { checkTable, percent, renderTextTable, variantTable } from '../../engine/compare/report-table';
import type { ComparisonResult, RunOutcome } from '../../engine/compare/comparison';
import { comparisonReport, comparisonReportText } from '../../engine/compare/comparison-report';
import { modelTargetOf, runComparison } from '../../engine/compare/run-comparison';
import { modelTargetText } from '../../engine/model/provider';
import { builtinLessons, findLesson } from '../../engine/lessons/builtin/builtin-lessons';
import type { Lesson } from '../../engine/lessons/lesson';
import { parseLessonText } from '../../engine/lessons/lesson-file';
import { FieldError } from '../../engine/toolkit/field-error';
import { VariantNameError, withPresetVariants } from '../../engine/lessons/preset-variants';
import { defaultModelId } from '../../engine/model/models';
import { MemoryNodeStore } from '../../engine/nodes/memory-node-store';
import { verdictsText } from '../../engine/compare/difference-table';
import { compareUsage, parseCompareArguments, type CompareArguments } from './compare-arguments';
import type { McpSetup } from '../shared/mcp-run';
import { allTools } from '../../engine/tools/all-tools';
import { UsageError, usageFailure } from '../shared/command-line';
import { invocationDirectory, pathFrom, STOPPED_EXIT_CODE, stoppedBeforeWork, type CliIo, terminalSafeIo } from '../shared/cli-io';
import { cliModelClients } from '../shared/model-provider';
import { asksForMerge, mergeMain } from './compare-merge';
import { shardJobCount } from '../../engine/compare/shards';
import { checkRunPreflight } from '../shared/preflight';
import { checkNeeds, type WorkspaceMaker } from '../shared/sandbox-option';
import { checkLessonServers } from './lesson-servers';
import { classBoard } from './compare-class-board';
import type { CompareSetup } from './compare-setup';

/**
 * `npm run compare`: a lesson's variants against each other, headless — a regression test for
 * tool descriptions. Prints the same table as the playground's compare page. Exit codes: 0 done,
 * 1 a variant under --min-pass or a variant with no run that could be checked, 2 usage error,
 * 130 stopped with Ctrl-C (the finished runs are still printed and written).
 */
export async function main(argv: string[], outside: CliIo): Promise<number> {
  const io = terminalSafeIo(outside);
  const write = (text: string) => io.stdout.write(text);
  const here = invocationDirectory('compare', io);
  if (asksForMerge(argv)) return mergeMain(argv, io, here);
  let options: CompareArguments;
  let lesson: Lesson;
  let baseURL: string | undefined;
  let maker: WorkspaceMaker;
  try {
    options = parseCompareArguments(argv, { model: defaultModelId });
    if (options.help) {
      write(`${compareUsage}\n`);
      return 0;
    }
    lesson = withVariants(await loadLesson(options.lesson, here), options.variants);
    ({ baseURL, maker } = await checkRunPreflight(options, here, io.env));
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  try {
    await checkNeeds(`The lesson "${lesson.id}"`, lesson.needs, maker);
    await checkLessonServers(lesson, options.mcp, here);
  } catch (error) {
    await maker.close();
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  const variants = options.variants ?? Object.keys(lesson.variants);
  const verdictProblem = verdictOptionsProblem(options, variants);
  if (verdictProblem) {
    await maker.close();
    return usageFailure(io, verdictProblem);
  }
  const targets = variants.map((variant) => modelTargetOf({ lesson, variantModels: options.variantModels, modelId: options.model, provider: options.provider }, variant));
  const made = cliModelClients(targets, { provider: options.provider, baseURL }, 'running a comparison', write, io.env);
  if ('problem' in made) {
    await maker.close();
    return usageFailure(io, made.problem);
  }

  let mcp: McpSetup | undefined;
  try {
    // Servers start before any model call: one that cannot is a usage error (exit 2).
    mcp = options.mcp === undefined ? undefined : await (await import('../shared/mcp-run')).setUpMcp(options.mcp, options.mcpTimeout, io, here);
  } catch (error) {
    await maker.close();
    if (io.signal.aborted) return stoppedBeforeWork(io);
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  try {
    if (mcp) write(`${mcp.summary}\n`);
    const setup = { options, lesson: mcp ? withServerTools(lesson, mcp) : lesson, variants, targets, clients: made.clients, maker, mcp, io, here };
    return options.classBoard === undefined ? await compare(setup) : await classBoard(setup, options.classBoard);
  } finally {
    await maker.close();
    await mcp?.close();
  }
}

/** Every variant gets the servers' tools, as a lesson's extra handlers. */
function withServerTools(lesson: Lesson, mcp: McpSetup): Lesson {
  return { ...lesson, tools: [...(lesson.tools ?? []), ...mcp.contracts.map((contract) => contract.id)] };
}


async function compare({ options, lesson, variants, targets, clients, maker, mcp, io, here }: CompareSetup): Promise<number> {
  const write = (text: string) => io.stdout.write(text);
  const total = shardJobCount(variants.length * options.runs, options.shard);
  const slice = options.shard ? ` · slice ${options.shard.index}/${options.shard.count} (${total} of ${variants.length * options.runs} runs)` : '';
  const models = new Set(targets.map(modelTargetText));
  const onModels = models.size === 1 ? `model ${targets[0]?.model ?? options.model}` : variants.map((variant, index) => `${variant} on ${modelTargetText(targets[index]!)}`).join(', ');
  const each = options.untilDecided ? `at most ${options.runs} ${options.runs === 1 ? 'run' : 'runs'} each, until decided` : `${options.runs} ${options.runs === 1 ? 'run' : 'runs'} each`;
  write(`${lesson.title} (${lesson.id}) · ${onModels} · ${variants.join(' vs ')} · ${each}${slice}\n`);

  const store = new MemoryNodeStore();
  const result = await runComparison({
    lesson,
    variants,
    runsPerVariant: options.runs,
    model: clients.get(options.provider)!,
    modelId: options.model,
    provider: options.provider,
    variantModels: options.variantModels,
    clientFor: (provider) => clients.get(provider)!,
    ...(mcp ? { available: [...allTools, ...mcp.contracts] } : {}),
    store,
    signal: io.signal,
    concurrency: options.concurrency,
    maxSteps: options.maxSteps,
    shard: options.shard,
    baseline: options.baseline,
    detect: options.detect,
    ...(options.untilDecided ? { untilDecided: {} } : {}),
    createWorkspace: (files) => maker.create({ files }),
    capabilities: await maker.capabilities(),
    workspaceKind: maker.kind,
    onProgress: (progress) => {
      if (!progress.finished) return;
      const left = progress.etaMs === undefined || progress.done === total ? '' : ` · about ${Math.ceil(progress.etaMs / 1000)} s left`;
      write(`[${progress.done}/${total}] ${describeRun(progress.finished)}${left}\n`);
    },
  });

  write(`\n${renderTextTable(variantTable(result))}\n${verdictsText(result)}\nChecks passed (of the runs that finished):\n${renderTextTable(checkTable(result))}\n`);
  if (options.out) await writeFile(pathFrom(here, options.out), comparisonReportText(await comparisonReport(result, store)));
  if (io.signal.aborted) {
    io.stderr.write(`Stopped: ${result.runs.filter((run) => run.status !== 'cancelled').length} of ${total} runs finished; the table shows those.\n`);
    return STOPPED_EXIT_CODE;
  }
  return verdict(result, options.minPass, io);
}

/** Exit 1, with one line per reason, when a variant is under the bar or could not be measured. */
function verdict(result: ComparisonResult, minPass: number | undefined, io: CliIo): number {
  const problems: string[] = [];
  for (const metrics of result.metrics) {
    // A slice (--shard) may hold no run of a variant; the merged report judges it.
    if (metrics.runs === 0 && result.shard) continue;
    if (metrics.passRate === undefined) {
      const error = result.runs.find((run) => run.variant === metrics.variant && run.error)?.error;
      problems.push(`Variant "${metrics.variant}": no run could be checked${error ? ` (${error})` : ''}.`);
      continue;
    }
    if (minPass !== undefined && metrics.passRate < minPass) {
      problems.push(`Variant "${metrics.variant}" passed ${metrics.passed} of ${metrics.passed + metrics.failed} runs (${percent(metrics.passRate)}), under --min-pass ${percent(minPass)}.`);
    }
  }
  for (const problem of problems) io.stderr.write(`${problem}\n`);
  return problems.length > 0 ? 1 : 0;
}

/** A --baseline that is not compared, or --until-decided with nothing to decide, in one line. */
function verdictOptionsProblem(options: CompareArguments, variants: readonly string[]): string | undefined {
  if (options.baseline !== undefined && !variants.includes(options.baseline)) return `--baseline "${options.baseline}" is not one of the variants compared: ${variants.join(', ')}.`;
  if (options.untilDecided && variants.length < 2) return `--until-decided needs two or more variants, a baseline and one to decide against it; this comparison has ${variants.join(', ')}.`;
  return undefined;
}

function describeRun(run: RunOutcome): string {
  const seconds = `${(run.wallTimeMs / 1000).toFixed(1)} s`;
  if (run.status === 'errored') return `${run.variant} #${run.run} errored: ${run.error ?? 'unknown error'}`;
  if (run.status === 'cancelled') return `${run.variant} #${run.run} cancelled`;
  const failed = run.checks.filter((check) => !check.passed);
  const why = failed.length === 0 ? '' : ` (${failed.map((check) => `${check.label}: ${check.explanation}`).join('; ')})`;
  return `${run.variant} #${run.run} ${run.status} · ${run.steps} steps · ${seconds}${why}`;
}

async function loadLesson(reference: string, here: string): Promise<Lesson> {
  const builtin = findLesson(reference);
  if (builtin) return builtin;
  const file = pathFrom(here, reference);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) {
    throw new UsageError(`--lesson "${reference}" is neither a built-in lesson nor a file; built-in lessons: ${builtinLessons.map((lesson) => lesson.id).join(', ')}.`);
  }
  try {
    return parseLessonText(await readFile(file, 'utf8'));
  } catch (error) {
    if (FieldError.isInstance(error)) throw new UsageError(`--lesson "${reference}" is not a valid lesson file: ${error.message}`);
    throw error;
  }
}

/** The lesson with a preset variant for every "preset:<id>" it does not define itself. */
function withVariants(lesson: Lesson, variants: string[] | undefined): Lesson {
  try {
    return withPresetVariants(lesson, variants ?? []);
  } catch (error) {
    if (error instanceof VariantNameError) throw new UsageError(`--variants: ${error.message}`);
    throw error;
  }
}
