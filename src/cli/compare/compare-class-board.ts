import { readFile, stat, writeFile } from 'node:fs/promises';
import { boardBaseline, classVariants, runClassBoard } from '../../engine/compare/class-board-run';
import { boardSummaryText, rankingTable } from '../../engine/compare/class-ranking-table';
import { renderTextTable } from '../../engine/compare/report-table';
import { editsText } from '../../engine/compare/surface-word-diff';
import { MemoryNodeStore } from '../../engine/nodes/memory-node-store';
import { allTools } from '../../engine/tools/all-tools';
import { readVariantLinks, type ReadVariantLinks } from '../../share/class-board-links';
import { pathFrom, STOPPED_EXIT_CODE } from '../shared/cli-io';
import { usageFailure } from '../shared/command-line';
import type { ClassBoardArguments } from './compare-arguments';
import type { CompareSetup } from './compare-setup';

/**
 * `npm run compare -- --lesson <id> --variants-from links.txt`: the class board headless. Every
 * line of the file is read as a student's variant link; the good ones run with the lesson's
 * baseline until decided and are ranked, the others are named with their line and why.
 */

/** Far more than thirty students' links at the 2 MB each a link may hold: past it, the file is not a class's links. */
const MOST_LINK_FILE_BYTES = 64 * 1024 * 1024;

export async function classBoard(setup: CompareSetup, { linksFile, maxRunsPerVariant, maxCalls }: ClassBoardArguments): Promise<number> {
  const { options, lesson, io, here, maker, mcp } = setup;
  const write = (text: string) => io.stdout.write(text);
  const text = await readLinks(pathFrom(here, linksFile));
  if (typeof text !== 'string') return usageFailure(io, `--variants-from "${linksFile}": ${text.problem}`);
  let baseline: string;
  try {
    baseline = boardBaseline(lesson, options.baseline);
  } catch (error) {
    return usageFailure(io, `--baseline: ${(error as Error).message}`);
  }
  const read = await readVariantLinks(text, lesson);
  const available = mcp ? [...allTools, ...mcp.contracts] : allTools;
  write(`Class board: ${lesson.title} (${lesson.id}) · model ${options.model} · against ${baseline} · ${read.variants.length} variant${read.variants.length === 1 ? '' : 's'} from ${linksFile}\n`);
  printLines(read, write);
  if (read.variants.length === 0) return usageFailure(io, `--variants-from "${linksFile}" holds no variant link that could be ranked on ${lesson.id}; the lines above say why.`);

  for (const variant of classVariants(lesson, baseline, read.variants, available)) {
    const edits = editsText(variant.edits);
    write(`line ${variant.line}: "${variant.title}" by ${variant.author}${edits.length === 0 ? ' — the same surface as the baseline' : ''}\n`);
    for (const edit of edits) write(`  ${edit}\n`);
  }
  write(`Budget: at most ${maxRunsPerVariant} runs per variant (the baseline's too), at most ${maxCalls} model calls in all.\n\n`);

  const store = new MemoryNodeStore();
  const result = await runClassBoard({
    lesson,
    baseline,
    variants: read.variants,
    model: setup.clients.get(options.provider)!,
    modelId: options.model,
    provider: options.provider,
    clientFor: (provider) => setup.clients.get(provider)!,
    available,
    store,
    signal: io.signal,
    concurrency: options.concurrency,
    maxSteps: options.maxSteps,
    maxRunsPerVariant,
    maxCalls,
    createWorkspace: (files) => maker.create({ files }),
    capabilities: await maker.capabilities(),
    workspaceKind: maker.kind,
    onProgress: (progress) => {
      if (!progress.finished) return;
      const run = progress.finished;
      const title = run.variant === baseline ? baseline : `line ${run.variant.slice('line-'.length)}`;
      write(`[${progress.done} runs · ${progress.calls} calls] ${title} #${run.run} ${run.status}${run.error ? `: ${run.error}` : ''}\n`);
    },
  });

  write(`\n${renderTextTable(rankingTable(result))}\n\n${boardSummaryText(result)}\n`);
  if (options.out) {
    const variants = classVariants(lesson, baseline, read.variants, available);
    await writeFile(pathFrom(here, options.out), `${JSON.stringify({ ...result, variants, broken: read.broken, duplicates: read.duplicates }, null, 2)}\n`);
  }
  if (io.signal.aborted) {
    io.stderr.write(`Stopped: ${result.runsMade} runs finished; the table ranks those.\n`);
    return STOPPED_EXIT_CODE;
  }
  return 0;
}

/** The broken and repeated lines, one line each, before anything runs. */
function printLines(read: ReadVariantLinks, write: (text: string) => void): void {
  for (const broken of read.broken) write(`line ${broken.line} not ranked: ${broken.reason}\n`);
  for (const duplicate of read.duplicates) write(`line ${duplicate.line} ("${duplicate.title}" by ${duplicate.author}) is the same surface as line ${duplicate.sameAs}: ranked once, as line ${duplicate.sameAs}.\n`);
}

async function readLinks(file: string): Promise<string | { problem: string }> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return { problem: 'no such file; give the path of a text file with one variant link per line.' };
  if (info.size > MOST_LINK_FILE_BYTES) return { problem: `the file is over ${MOST_LINK_FILE_BYTES / 1024 / 1024} MB, far more than a class's variant links; check it is the right file.` };
  return readFile(file, 'utf8');
}
