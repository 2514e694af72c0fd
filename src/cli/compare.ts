import { readFile, stat, writeFile } from 'node:fs/promises';
import { checkTable, percent, renderTextTable, variantTable } from '../engine/compare/report-table';
import type { ComparisonResult, RunOutcome } from '../engine/compare/comparison';
import { comparisonReport, comparisonReportText } from '../engine/compare/comparison-report';
import { runComparison } from '../engine/compare/run-comparison';
import { builtinLessons, findLesson } from '../engine/lessons/builtin';
import { LessonFileError, parseLessonText, type Lesson } from '../engine/lessons/lesson';
import { VariantNameError, withPresetVariants } from '../engine/lessons/preset-variants';
import { AnthropicModelClient } from '../engine/model/anthropic-client';
import { defaultModelId } from '../engine/model/models';
import { MemoryNodeStore } from '../engine/nodes/memory-node-store';
import { compareUsage, parseCompareArguments, type CompareArguments } from './compare-arguments';
import type { McpSetup } from './mcp-run';
import { allTools } from '../engine/tools';
import { runCommand, UsageError, usageFailure } from './command-line';

/**
 * `npm run compare`: a lesson's variants against each other, headless — a regression test for
 * tool descriptions. Prints the same table as the playground's compare page. Exit codes: 0 done,
 * 1 a variant under --min-pass or a variant with no run that could be checked, 2 usage error,
 * 130 stopped with Ctrl-C (the finished runs are still printed and written).
 */
async function main(argv: string[]): Promise<number> {
  const write = (text: string) => process.stdout.write(text);
  let options: CompareArguments;
  let lesson: Lesson;
  try {
    options = parseCompareArguments(argv, { model: defaultModelId });
    if (options.help) {
      write(`${compareUsage}\n`);
      return 0;
    }
    lesson = withVariants(await loadLesson(options.lesson), options.variants);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(error.message);
    throw error;
  }
  const apiKey = process.env.ANTHROPIC_API_KEY;
  if (!apiKey) return usageFailure('ANTHROPIC_API_KEY is not set: export your Anthropic API key before running a comparison.');

  const variants = options.variants ?? Object.keys(lesson.variants);
  write(`${lesson.title} (${lesson.id}) · model ${options.model} · ${variants.join(' vs ')} · ${options.runs} ${options.runs === 1 ? 'run' : 'runs'} each\n`);

  let mcp: McpSetup | undefined;
  try {
    // Servers start before any model call: one that cannot is a usage error (exit 2).
    mcp = options.mcp === undefined ? undefined : await (await import('./mcp-run')).setUpMcp(options.mcp, options.mcpTimeout);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(error.message);
    throw error;
  }
  try {
    if (mcp) write(`${mcp.summary}\n`);
    return await compare(options, mcp ? withServerTools(lesson, mcp) : lesson, variants, mcp);
  } finally {
    await mcp?.close();
  }
}

/** Every variant gets the servers' tools, as a lesson's extra handlers. */
function withServerTools(lesson: Lesson, mcp: McpSetup): Lesson {
  return { ...lesson, tools: [...(lesson.tools ?? []), ...mcp.contracts.map((contract) => contract.id)] };
}

async function compare(options: CompareArguments, lesson: Lesson, variants: string[], mcp: McpSetup | undefined): Promise<number> {
  const write = (text: string) => process.stdout.write(text);
  const total = variants.length * options.runs;
  const apiKey = process.env.ANTHROPIC_API_KEY!;
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const store = new MemoryNodeStore();
  const result = await runComparison({
    ...(mcp ? { available: [...allTools, ...mcp.contracts] } : {}),
    lesson,
    variants,
    runsPerVariant: options.runs,
    model: new AnthropicModelClient({ apiKey, baseURL: options.baseURL ?? process.env.ANTHROPIC_BASE_URL }),
    modelId: options.model,
    store,
    signal: controller.signal,
    concurrency: options.concurrency,
    maxSteps: options.maxSteps,
    onProgress: (progress) => {
      if (!progress.finished) return;
      const left = progress.etaMs === undefined || progress.done === total ? '' : ` · about ${Math.ceil(progress.etaMs / 1000)} s left`;
      write(`[${progress.done}/${total}] ${describeRun(progress.finished)}${left}\n`);
    },
  });

  write(`\n${renderTextTable(variantTable(result))}\n\nChecks passed (of the runs that finished):\n${renderTextTable(checkTable(result))}\n`);
  if (options.out) await writeFile(options.out, comparisonReportText(await comparisonReport(result, store)));
  if (controller.signal.aborted) {
    process.stderr.write(`Stopped: ${result.runs.filter((run) => run.status !== 'cancelled').length} of ${total} runs finished; the table shows those.\n`);
    return 130;
  }
  return verdict(result, options.minPass);
}

/** Exit 1, with one line per reason, when a variant is under the bar or could not be measured. */
function verdict(result: ComparisonResult, minPass: number | undefined): number {
  const problems: string[] = [];
  for (const metrics of result.metrics) {
    if (metrics.passRate === undefined) {
      const error = result.runs.find((run) => run.variant === metrics.variant && run.error)?.error;
      problems.push(`Variant "${metrics.variant}": no run could be checked${error ? ` (${error})` : ''}.`);
      continue;
    }
    if (minPass !== undefined && metrics.passRate < minPass) {
      problems.push(`Variant "${metrics.variant}" passed ${metrics.passed} of ${metrics.passed + metrics.failed} runs (${percent(metrics.passRate)}), under --min-pass ${percent(minPass)}.`);
    }
  }
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  return problems.length > 0 ? 1 : 0;
}

function describeRun(run: RunOutcome): string {
  const seconds = `${(run.wallTimeMs / 1000).toFixed(1)} s`;
  if (run.status === 'errored') return `${run.variant} #${run.run} errored: ${run.error ?? 'unknown error'}`;
  if (run.status === 'cancelled') return `${run.variant} #${run.run} cancelled`;
  const failed = run.checks.filter((check) => !check.passed);
  const why = failed.length === 0 ? '' : ` (${failed.map((check) => `${check.label}: ${check.explanation}`).join('; ')})`;
  return `${run.variant} #${run.run} ${run.status} · ${run.steps} steps · ${seconds}${why}`;
}

async function loadLesson(reference: string): Promise<Lesson> {
  const builtin = findLesson(reference);
  if (builtin) return builtin;
  const info = await stat(reference).catch(() => undefined);
  if (!info?.isFile()) {
    throw new UsageError(`--lesson "${reference}" is neither a built-in lesson nor a file; built-in lessons: ${builtinLessons.map((lesson) => lesson.id).join(', ')}.`);
  }
  try {
    return parseLessonText(await readFile(reference, 'utf8'));
  } catch (error) {
    if (error instanceof LessonFileError) throw new UsageError(`--lesson "${reference}" is not a valid lesson file: ${error.message}`);
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

runCommand('compare', main);
