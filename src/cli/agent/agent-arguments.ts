import { findPreset } from '../../engine/presets/all-presets';
import { presetIds, wholeNumber } from '../shared/argument-values';
import { parseCommandLine, UsageError } from '../shared/command-line';
import { modelArgument, providerArgument, providerFlag, providerUsage } from '../shared/model-provider';
import type { ProviderId } from '../../engine/model/provider';
import { parseAllowedDomains, parseSandbox, sandboxFlags, sandboxUsage, type SandboxKind } from '../shared/sandbox-option';
import { mcpUsage } from '../shared/mcp-usage';

export interface AgentArguments {
  task: string;
  workspace?: string;
  provider: ProviderId;
  baseURL?: string;
  model: string;
  maxSteps: number;
  approve: 'all' | 'none';
  out?: string;
  surface?: string;
  /** A preset id (see src/engine/presets); checked against the built-in presets. */
  preset?: string;
  sandbox: SandboxKind;
  /** Hosts the OS sandbox may reach through its proxy (--allow-domain); empty: no network. */
  allowedDomains: string[];
  /** An MCP servers config whose tools join the surface. */
  mcp?: string;
  /** How long one MCP call may take, in seconds. */
  mcpTimeout: number;
}

export const usage = `Usage: npm run agent -- --task "<text>" [--workspace <dir>] [--provider anthropic|openai] [--base-url <url>] [--model <id>]
                        [--max-steps <n>] [--approve all|none] [--preset <id>] [--surface <file.json>] [--out <file.json>]
                        [--sandbox embedded|os [--allow-domain <host>]...]
--preset runs one of the built-in toolkits (${presetIds()}); with --surface, the file is read against that preset.
${sandboxUsage}
${mcpUsage}
${providerUsage}`;

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
    ...providerFlag,
    ...sandboxFlags,
    mcp: { type: 'string' },
    'mcp-timeout': { type: 'string' },
  });
  const { values } = parsed;
  if (values.help) return { help: true };
  if (!values.task?.trim()) throw new UsageError('--task is required: the instruction the agent works on.');
  const provider = providerArgument(values.provider);
  const maxSteps = wholeNumber('--max-steps', values['max-steps'], 30);
  const approve = values.approve ?? 'all';
  if (approve !== 'all' && approve !== 'none') throw new UsageError(`--approve takes "all" or "none", not "${approve}".`);
  if (values.preset !== undefined && !findPreset(values.preset)) {
    throw new UsageError(`--preset "${values.preset}" is not a preset; the presets are ${presetIds()}.`);
  }
  return {
    task: values.task,
    workspace: values.workspace,
    provider,
    baseURL: values['base-url'],
    model: modelArgument(provider, values.model, defaults.model),
    maxSteps,
    approve,
    out: values.out,
    surface: values.surface,
    preset: values.preset,
    sandbox: parseSandbox(values.sandbox),
    allowedDomains: parseAllowedDomains(values['allow-domain'], parseSandbox(values.sandbox)),
    mcp: values.mcp,
    mcpTimeout: wholeNumber('--mcp-timeout', values['mcp-timeout'], 60),
  };
}
