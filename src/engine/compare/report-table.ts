import type { ComparisonResult } from './comparison';
import { modelTargetText } from '../model/provider';
import type { VariantMetrics } from './comparison';
import { dollarsText } from '../model/prices';

/**
 * The comparison as tables of strings: one row per variant, one row per check. The UI and
 * `npm run compare` show the same cells, so a number read in CI means what it means on screen.
 */
export interface TextTable {
  headers: string[];
  rows: string[][];
}

export function variantTable(result: ComparisonResult): TextTable {
  const table = sameModelTable(result);
  const models = variantModelTexts(result);
  if (new Set(Object.values(models)).size <= 1) return table;
  // Variants ran on different models: say which ran which, next to the variant's name.
  return {
    headers: [table.headers[0]!, 'model', ...table.headers.slice(1)],
    rows: table.rows.map((row, index) => [row[0]!, models[result.metrics[index]!.variant] ?? result.modelId, ...row.slice(1)]),
  };
}

/** "provider:model" per variant; results saved before variants could differ ran all on modelId. */
export function variantModelTexts(result: Pick<ComparisonResult, 'variants' | 'models' | 'modelId'>): Record<string, string> {
  return Object.fromEntries(result.variants.map((variant) => [variant, result.models?.[variant] ? modelTargetText(result.models[variant]) : result.modelId]));
}

function sameModelTable(result: ComparisonResult): TextTable {
  return {
    headers: [
      'variant',
      'pass',
      '95% interval',
      'steps mean/median',
      'calls per run',
      'failures',
      'tokens in/out/cache read/cache write',
      'cost',
      'time per run',
      'written per run',
      'change per run',
      'written/change',
    ],
    rows: result.metrics.map((metrics) => [
      metrics.variant,
      passCell(metrics),
      metrics.interval ? `${percent(metrics.interval.low)}–${percent(metrics.interval.high)}` : '—',
      metrics.steps.mean === undefined ? '—' : `${oneDecimal(metrics.steps.mean)} / ${oneDecimal(metrics.steps.median!)}`,
      callsCell(metrics),
      failuresCell(metrics),
      [metrics.tokens.inputTokens, metrics.tokens.outputTokens, metrics.tokens.cacheReadTokens, metrics.tokens.cacheWriteTokens].map(thousands).join(' / '),
      metrics.cost === 'unknown' ? 'unknown' : dollarsText(metrics.cost),
      metrics.wallTimeMs.mean === undefined ? '—' : seconds(metrics.wallTimeMs.mean),
      metrics.writtenBytes === undefined ? '—' : bytes(metrics.writtenBytes),
      metrics.changeBytes === undefined ? '—' : bytes(metrics.changeBytes),
      metrics.writtenPerChange === undefined ? '—' : `${oneDecimal(metrics.writtenPerChange)}×`,
    ]),
  };
}

/** How often each check passed, per variant ("3/5"). */
export function checkTable(result: ComparisonResult): TextTable {
  return {
    headers: ['check', ...result.variants],
    rows: result.checkLabels.map((label, index) => [
      label,
      ...result.metrics.map((metrics) => {
        const entry = metrics.checks[index];
        return entry && entry.of > 0 ? `${entry.passed}/${entry.of}` : '—';
      }),
    ]),
  };
}

/** Columns padded to their widest cell, two spaces apart. */
export function renderTextTable(table: TextTable): string {
  const widths = table.headers.map((header, column) => Math.max(header.length, ...table.rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(table.headers), ...table.rows.map(line)].join('\n');
}

function passCell(metrics: VariantMetrics): string {
  const checked = metrics.passed + metrics.failed;
  const rate = metrics.passRate === undefined ? 'no checked runs' : `${metrics.passed}/${checked} (${percent(metrics.passRate)})`;
  const notes = [metrics.cancelled > 0 ? `${metrics.cancelled} cancelled` : '', metrics.errored > 0 ? `${metrics.errored} errored` : ''].filter(Boolean);
  return notes.length === 0 ? rate : `${rate}, ${notes.join(', ')}`;
}

function callsCell(metrics: VariantMetrics): string {
  const entries = Object.entries(metrics.toolCalls).sort(([, a], [, b]) => b.total - a.total);
  if (entries.length === 0) return 'none';
  return entries.map(([tool, count]) => `${tool} ${oneDecimal(count.perRun)}`).join(', ');
}

function failuresCell(metrics: VariantMetrics): string {
  const entries = Object.entries(metrics.failures).sort(([, a], [, b]) => b - a);
  if (entries.length === 0) return 'none';
  return entries.map(([kind, count]) => `${kind} ${count}`).join(', ');
}

export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

function oneDecimal(value: number): string {
  return value.toFixed(1);
}

function thousands(value: number): string {
  return value.toLocaleString('en-US');
}


/** Whole bytes: a mean over runs is rounded, since a fraction of a byte reads as noise. */
function bytes(value: number): string {
  return `${thousands(Math.round(value))} B`;
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}
