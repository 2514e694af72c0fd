import { writeFile } from 'node:fs/promises';
import { percent, renderTextTable } from '../../engine/compare/report-table';
import { runSelectionTests, type SelectionReport, type SelectionVariant } from '../../engine/compare/selection';
import { expectedText, type SelectionPrompt } from '../../engine/compare/selection-expectations';
import { runSelectionBatch } from '../../engine/compare/selection-batch';
import { unknownExpectedTool } from '../../engine/compare/selection-prompts-file';
import { confusionTable, differenceSentence, forbiddenCalls, perToolTable, selectionTable } from '../../engine/compare/selection-table';
import { defaultModelId } from '../../engine/model/models';
import { parseSelectArguments, selectUsage, type SelectArguments } from './select-arguments';
import { loadPrompts, loadVariants } from './select-inputs';
import { UsageError, usageFailure } from '../shared/command-line';
import { invocationDirectory, pathFrom, STOPPED_EXIT_CODE, stoppedBeforeWork, type CliIo, terminalSafeIo } from '../shared/cli-io';
import { checkedBaseUrl, cliModelClient } from '../shared/model-provider';
import { checkOutputPath } from '../shared/preflight';

/**
 * `npm run select`: selection tests headless — does the model call the right tool first, per set
 * of tools? One model call per sample, nothing runs, so it is cheap enough for CI on every change
 * to a description. Exit codes: 0 done, 1 a variant under --min-accuracy or with no answers at all,
 * 2 usage error, 130 stopped with Ctrl-C (the answers so far are still printed and written).
 */
export async function main(argv: string[], outside: CliIo): Promise<number> {
  const io = terminalSafeIo(outside);
  const write = (text: string) => io.stdout.write(text);
  const here = invocationDirectory('select', io);
  let options: SelectArguments;
  let prompts: SelectionPrompt[];
  let variants: SelectionVariant[];
  let baseURL: string | undefined;
  try {
    options = parseSelectArguments(argv, { model: defaultModelId });
    if (options.help) {
      write(`${selectUsage}\n`);
      return 0;
    }
    prompts = await loadPrompts(options.prompts, here);
    // Nothing runs in a selection test: the servers are asked for their tools, then stopped.
    variants = options.mcp === undefined ? await loadVariants(options.variants, here) : await variantsWithServers(options.mcp, options.mcpTimeout, options.variants, io, here);
    const typo = unknownExpectedTool(prompts, variants);
    if (typo) throw new UsageError(`--prompts "${options.prompts}": ${typo.message}.`);
    baseURL = checkedBaseUrl(options.baseURL, options.provider, io.env);
    await checkOutputPath(options.out, here);
  } catch (error) {
    if (io.signal.aborted) return stoppedBeforeWork(io);
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  const made = cliModelClient(options.provider, baseURL, 'running a selection test', write, io.env);
  if ('problem' in made) return usageFailure(io, made.problem);

  const total = prompts.length * variants.length * options.samples;
  write(`Selection test · model ${options.model} · ${variants.map((variant) => variant.name).join(' vs ')} · ${prompts.length} ${prompts.length === 1 ? 'prompt' : 'prompts'} × ${options.samples} ${options.samples === 1 ? 'sample' : 'samples'} (${total} calls)\n`);

  // Progress only for a person watching a terminal: a CI log gets the tables, not 200 counter lines.
  const showProgress = io.stderr.isTTY === true;
  const common = { prompts, variants, samples: options.samples, modelId: options.model, baseline: options.baseline, signal: io.signal };
  let report: SelectionReport;
  try {
    report = options.batch
      ? await runSelectionBatch({
          ...common,
          connection: { apiKey: io.env.ANTHROPIC_API_KEY ?? '', baseURL, setBy: 'command-line' },
          // A batch can take hours: every status check says where it is, even in a CI log.
          onProgress: ({ batchId, ended }) => io.stderr.write(`Batch ${batchId}: ${ended} of ${total} requests ended\n`),
        })
      : await runSelectionTests({
          ...common,
          model: made.client,
          concurrency: options.concurrency,
          untilDecided: options.untilDecided,
          // Our own counter, rewritten in place: the only carriage return that reaches the terminal raw.
          onProgress: showProgress ? ({ done }) => outside.stderr.write(`\r${done}/${total} calls answered`) : undefined,
        });
  } catch (error) {
    if (io.signal.aborted) return stopped(io, 'Stopped: the batch was cancelled; no answers to show.');
    io.stderr.write(`The selection test could not finish: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  if (showProgress) outside.stderr.write('\r\x1b[K');

  write(`\n${renderTextTable(selectionTable(report))}\n\n${promptLegend(prompts)}\n`);
  for (const variant of report.variants) {
    if (variant.scored === 0) continue;
    write(`\nFirst call for "${variant.variant}" (rows: expected, columns: picked):\n${renderTextTable(confusionTable(variant))}\n`);
    const why = wrongArguments(report, variant.variant);
    if (why) write(`Wrong arguments: ${why}\n`);
    const banned = forbiddenCalls(report, variant.variant);
    if (banned) write(`Forbidden calls: ${banned}\n`);
    if (variant.perTool.length > 0) write(`Per tool for "${variant.variant}":\n${renderTextTable(perToolTable(variant))}\n`);
  }
  if (report.sequential) write(`\n${sequentialLine(report.sequential)}\n`);
  if (report.differences.length > 0) write(`\nAgainst the baseline "${report.baseline}":\n${report.differences.map((difference) => differenceSentence(difference, prompts.length)).join('\n')}\n`);
  const errorNotes = report.variants.filter((variant) => variant.errored > 0 && variant.scored > 0);
  for (const variant of errorNotes) write(`\n${failedCalls(report, variant.variant, variant.errored)}; accuracy counts the answered ones.\n`);
  if (options.out) await writeFile(pathFrom(here, options.out), `${JSON.stringify(reportFile(options, prompts, report), null, 2)}\n`);
  if (report.failure !== undefined) {
    io.stderr.write(`The selection test stopped on an unexpected error (${report.failure}); the ${report.samples.length} samples taken before it are in the tables${options.out ? ' and --out' : ''}.\n`);
    return 1;
  }
  if (io.signal.aborted) return stopped(io, `Stopped: ${report.samples.length} of ${total} calls finished; the tables show those.`);
  return verdict(report, options.minAccuracy, io);
}

function sequentialLine(summary: NonNullable<SelectionReport['sequential']>): string {
  const made = summary.runsMade / Math.max(1, summary.runsAllowed / summary.maxRunsPerVariant);
  const why = summary.stopped === 'decided' ? 'every variant has a verdict' : summary.stopped === 'budget' ? 'the most samples (-n) were taken' : 'it was stopped';
  return `Until decided: ${made} of at most ${summary.maxRunsPerVariant} samples per prompt in ${summary.rounds} of ${summary.plannedRounds} rounds; stopped because ${why}. Intervals below are at ${Math.round(summary.level * 1000) / 10}% (this look's share of the 5%).`;
}

function stopped(io: Pick<CliIo, 'stderr'>, line: string): number {
  io.stderr.write(`${line}\n`);
  return STOPPED_EXIT_CODE;
}

/** Exit 1, with one line per reason, when a variant is under the bar or got no answer at all. */
function verdict(report: SelectionReport, minAccuracy: number | undefined, io: CliIo): number {
  const problems: string[] = [];
  for (const variant of report.variants) {
    if (variant.accuracy === undefined) problems.push(`${failedCalls(report, variant.variant, variant.errored)}; no answer to score.`);
    else if (minAccuracy !== undefined && variant.accuracy < minAccuracy) {
      problems.push(`Variant "${variant.variant}" picked the right tool ${variant.correct} of ${variant.scored} times (${percent(variant.accuracy)}), under --min-accuracy ${percent(minAccuracy)}.`);
    }
  }
  for (const problem of problems) io.stderr.write(`${problem}\n`);
  return problems.length > 0 ? 1 : 0;
}

function failedCalls(report: SelectionReport, variant: string, count: number): string {
  const first = report.samples.find((sample) => sample.variant === variant && sample.outcome === 'error')?.problem;
  return `Variant "${variant}": ${count} ${count === 1 ? 'call' : 'calls'} failed${first ? ` (${first})` : ''}`;
}

/** Why the right tool's arguments were wrong, most frequent first: "missing path (2)". */
function wrongArguments(report: SelectionReport, variant: string): string {
  const counts = new Map<string, number>();
  for (const sample of report.samples) {
    if (sample.variant === variant && sample.outcome === 'wrong-arguments') counts.set(sample.problem ?? 'unknown', (counts.get(sample.problem ?? 'unknown') ?? 0) + 1);
  }
  return [...counts].sort(([, a], [, b]) => b - a).map(([problem, count]) => `${problem} (${count})`).join('; ');
}

/** The prompts behind "prompt 1", "prompt 2" in the table, cut to one line. */
function promptLegend(prompts: readonly SelectionPrompt[]): string {
  return prompts
    .map((prompt, index) => {
      const line = prompt.prompt.replace(/\s+/g, ' ');
      const shown = line.length > 70 ? `${line.slice(0, 69)}…` : line;
      const args = prompt.requiredArguments?.length ? ` with ${prompt.requiredArguments.join(', ')}` : '';
      const checked = prompt.argumentMatchers ? ` with ${Object.keys(prompt.argumentMatchers).join(', ')} checked` : '';
      const forbidden = prompt.forbidden?.length ? `, never ${prompt.forbidden.join(' or ')}` : '';
      return `prompt ${index + 1}${prompt.id ? ` (${prompt.id})` : ''}: "${shown}" expects ${expectedText(prompt)}${args}${checked}${forbidden}`;
    })
    .join('\n');
}

function reportFile(options: SelectArguments, prompts: readonly SelectionPrompt[], report: SelectionReport) {
  return {
    version: 2,
    model: options.model,
    samplesPerPrompt: options.samples,
    prompts,
    variantSpecs: Object.fromEntries(options.variants.map((variant) => [variant.label, variant.spec])),
    ...report,
  };
}

/** The variants read against running servers, which are stopped once their tools are known (also on Ctrl-C). */
async function variantsWithServers(path: string, timeoutSeconds: number, specs: SelectArguments['variants'], io: CliIo, here: string): Promise<SelectionVariant[]> {
  const mcp = await (await import('../shared/mcp-run')).setUpMcp(path, timeoutSeconds, io, here);
  try {
    return await loadVariants(specs, here, mcp);
  } finally {
    await mcp.close();
  }
}
