import { presetIds, rate, wholeNumber } from './argument-values';
import { parseCommandLine, UsageError } from './command-line';
import { mcpUsage } from './mcp-usage';

export interface CompareArguments {
  /** A built-in lesson id or the path of a lesson file. */
  lesson: string;
  /** Undefined: every variant the lesson has. */
  variants?: string[];
  runs: number;
  baseURL?: string;
  model: string;
  out?: string;
  /** A rate from 0 to 1. */
  minPass?: number;
  concurrency: number;
  maxSteps: number;
  /** An MCP servers config whose tools join every variant. */
  mcp?: string;
  /** How long one MCP call may take, in seconds. */
  mcpTimeout: number;
  help: boolean;
}

export const compareUsage = `Usage: npm run compare -- --lesson <id|file.json> [--variants a,b] [-n <runs>] [--base-url <url>] [--model <id>]
                          [--out <report.json>] [--min-pass <rate>] [--concurrency <n>] [--max-steps <n>]
Runs the lesson's task n times per variant (default 5), each on a fresh copy of its workspace, and prints
pass rate with its 95% interval, steps, calls per tool, failures, tokens, cost, time, and bytes of file
content written against the size of the change, per variant. A variant may also be preset:<id>, the lesson's
task with that preset's tools and prompt (presets: ${presetIds()}).
--min-pass 0.8 (or 80%) exits 1 when a variant passes less often than that. Exit codes: 0 done,
1 a variant under --min-pass or runs that could not be made, 2 usage error, 130 stopped with Ctrl-C.
${mcpUsage} In a comparison the servers' tools join every variant.
The API key comes from ANTHROPIC_API_KEY; the base URL from --base-url or ANTHROPIC_BASE_URL.`;

export function parseCompareArguments(argv: string[], defaults: { model: string }): CompareArguments {
  const parsed = parseCommandLine(argv, {
    lesson: { type: 'string' },
    variants: { type: 'string' },
    runs: { type: 'string', short: 'n' },
    'min-pass': { type: 'string' },
    concurrency: { type: 'string' },
    'max-steps': { type: 'string' },
    mcp: { type: 'string' },
    'mcp-timeout': { type: 'string' },
  });
  const { values } = parsed;
  const help = values.help === true;
  if (!help && !values.lesson?.trim()) throw new UsageError('--lesson is required: a built-in lesson id (such as write-file-routing) or the path of a lesson file.');
  return {
    lesson: values.lesson?.trim() ?? '',
    variants: values.variants === undefined ? undefined : variantList(values.variants),
    runs: wholeNumber('-n', values.runs, 5),
    baseURL: values['base-url'],
    model: values.model ?? defaults.model,
    out: values.out,
    minPass: values['min-pass'] === undefined ? undefined : rate('--min-pass', values['min-pass'], 'a pass rate'),
    concurrency: wholeNumber('--concurrency', values.concurrency, 1),
    maxSteps: wholeNumber('--max-steps', values['max-steps'], 30),
    mcp: values.mcp,
    mcpTimeout: wholeNumber('--mcp-timeout', values['mcp-timeout'], 60),
    help,
  };
}

function variantList(text: string): string[] {
  const names = text.split(',').map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) throw new UsageError('--variants needs at least one variant name, comma-separated (for example before,after).');
  if (new Set(names).size !== names.length) throw new UsageError(`--variants names a variant twice: "${text}".`);
  return names;
}
