import { presets } from '../engine/presets';
import { parseCommandLine, UsageError } from './command-line';

export interface AgentArguments {
  task: string;
  workspace?: string;
  baseURL?: string;
  model: string;
  maxSteps: number;
  approve: 'all' | 'none';
  out?: string;
  surface?: string;
  /** A preset id (see src/engine/presets); checked against the built-in presets. */
  preset?: string;
}


export const usage = `Usage: npm run agent -- --task "<text>" [--workspace <dir>] [--base-url <url>] [--model <id>]
                        [--max-steps <n>] [--approve all|none] [--preset <id>] [--surface <file.json>] [--out <file.json>]
--preset runs one of the built-in toolkits (${presetIds()}); with --surface, the file is read against that preset.
The API key comes from ANTHROPIC_API_KEY; the base URL from --base-url or ANTHROPIC_BASE_URL.`;

/** --help asks for the usage only; anything else is a run. */
export type AgentCommand = { help: true } | (AgentArguments & { help?: undefined });

export function parseAgentArguments(argv: string[], defaults: { model: string }): AgentCommand {
  const parsed = parseCommandLine(argv, {
    task: { type: 'string' },
    workspace: { type: 'string' },
    'max-steps': { type: 'string' },
    approve: { type: 'string' },
    surface: { type: 'string' },
    preset: { type: 'string' },
  });
  const { values } = parsed;
  if (values.help) return { help: true };
  if (!values.task?.trim()) throw new UsageError('--task is required: the instruction the agent works on.');
  const maxSteps = values['max-steps'] === undefined ? 30 : Number(values['max-steps']);
  if (!Number.isInteger(maxSteps) || maxSteps < 1) throw new UsageError(`--max-steps must be a whole number of at least 1, not "${values['max-steps']}".`);
  const approve = values.approve ?? 'all';
  if (approve !== 'all' && approve !== 'none') throw new UsageError(`--approve takes "all" or "none", not "${approve}".`);
  if (values.preset !== undefined && !presets.some((preset) => preset.id === values.preset)) {
    throw new UsageError(`--preset "${values.preset}" is not a preset; the presets are ${presetIds()}.`);
  }
  return {
    task: values.task,
    workspace: values.workspace,
    baseURL: values['base-url'],
    model: values.model ?? defaults.model,
    maxSteps,
    approve,
    out: values.out,
    surface: values.surface,
    preset: values.preset,
  };
}

function presetIds(): string {
  return presets.map((preset) => preset.id).join(', ');
}
