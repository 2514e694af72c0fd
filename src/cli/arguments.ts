import { parseArgs } from 'node:util';

export interface AgentArguments {
  task: string;
  workspace?: string;
  baseURL?: string;
  model: string;
  maxSteps: number;
  approve: 'all' | 'none';
  out?: string;
  surface?: string;
}

/** A mistake in how the command was called: printed as one line, exit code 2. */
export class UsageError extends Error {}

export const usage = `Usage: npm run agent -- --task "<text>" [--workspace <dir>] [--base-url <url>] [--model <id>]
                        [--max-steps <n>] [--approve all|none] [--surface <file.json>] [--out <file.json>]
The API key comes from ANTHROPIC_API_KEY; the base URL from --base-url or ANTHROPIC_BASE_URL.`;

export function parseAgentArguments(argv: string[], defaults: { model: string }): AgentArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      options: {
        task: { type: 'string' },
        workspace: { type: 'string' },
        'base-url': { type: 'string' },
        model: { type: 'string' },
        'max-steps': { type: 'string' },
        approve: { type: 'string' },
        out: { type: 'string' },
        surface: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (!values.task?.trim()) throw new UsageError('--task is required: the instruction the agent works on.');
  const maxSteps = values['max-steps'] === undefined ? 30 : Number(values['max-steps']);
  if (!Number.isInteger(maxSteps) || maxSteps < 1) throw new UsageError(`--max-steps must be a whole number of at least 1, not "${values['max-steps']}".`);
  const approve = values.approve ?? 'all';
  if (approve !== 'all' && approve !== 'none') throw new UsageError(`--approve takes "all" or "none", not "${approve}".`);
  return {
    task: values.task,
    workspace: values.workspace,
    baseURL: values['base-url'],
    model: values.model ?? defaults.model,
    maxSteps,
    approve,
    out: values.out,
    surface: values.surface,
  };
}
