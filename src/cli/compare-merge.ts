import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { comparisonReportText } from '../engine/compare/comparison-report';
import { mergeReports, MergeError, type NamedReport } from '../engine/compare/merge-reports';
import { checkTable, renderTextTable, variantTable } from '../engine/compare/report-table';
import { verdictsText } from '../engine/compare/difference-table';
import { usageFailure } from './command-line';

/**
 * `npm run compare -- --merge shard-1.json shard-2.json ... --out all.json`: the slices of one
 * comparison (run with --shard i/n, on as many machines) as the report and table one machine would
 * have written. Exit codes: 0 merged, 2 a usage mistake or slices that do not belong together.
 */

export const mergeUsage = `Usage: npm run compare -- --merge <slice.json> <slice.json> ... --out <report.json>
Merges the reports of every slice of one comparison (each run with --shard i/n and --out) into the report
one machine would have written, and prints its table. Slices of different lessons, models, variants or
surfaces are refused.`;

export function asksForMerge(argv: readonly string[]): boolean {
  return argv.includes('--merge');
}

export async function mergeMain(argv: string[], write: (text: string) => void): Promise<number> {
  let values: { out?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { merge: { type: 'boolean' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    return usageFailure(`--merge takes slice reports and --out only: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (values.help) {
    write(`${mergeUsage}\n`);
    return 0;
  }
  if (!values.out) return usageFailure('--merge needs --out <report.json>, the file to write the merged report to.');
  if (positionals.length === 0) return usageFailure('--merge needs the slice reports to merge, for example --merge shard-1.json shard-2.json.');

  const slices: NamedReport[] = [];
  for (const name of positionals) {
    const text = await readFile(name, 'utf8').catch(() => undefined);
    if (text === undefined) return usageFailure(`${name} could not be read: name the report files each slice wrote with --out.`);
    try {
      slices.push({ name, report: JSON.parse(text) });
    } catch {
      return usageFailure(`${name} is not JSON: name the report files each slice wrote with --out.`);
    }
  }
  try {
    const merged = mergeReports(slices);
    await writeFile(values.out, comparisonReportText(merged));
    write(`${merged.lessonTitle} (${merged.lessonId}) · model ${merged.modelId} · ${slices.length} slices merged into ${values.out}\n`);
    write(`\n${renderTextTable(variantTable(merged))}\n${verdictsText(merged)}\nChecks passed (of the runs that finished):\n${renderTextTable(checkTable(merged))}\n`);
    return 0;
  } catch (error) {
    if (error instanceof MergeError) return usageFailure(error.message);
    throw error;
  }
}
