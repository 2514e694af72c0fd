import { readFile, stat, writeFile } from 'node:fs/promises';
import { createTokenBudget } from '../../engine/loop/token-budget';
import { defaultModelId } from '../../engine/model/models';
import { AgentTree } from '../../engine/nodes/agent-tree';
import { MemoryNodeStore } from '../../engine/nodes/memory-node-store';
import { findPreset } from '../../engine/presets/all-presets';
import { type Preset } from '../../engine/presets/preset';
import { allTools } from '../../engine/tools/all-tools';
import type { ApprovalPort } from '../../engine/tools/tool';
import { defaultSurface } from '../../engine/toolkit/default-surface';
import { FieldError } from '../../engine/toolkit/field-error';
import { parseSurfaceFile } from '../../engine/toolkit/surface-file';
import { createRegistry } from '../../engine/toolkit/toolkit';
import type { Workspace } from '../../engine/workspace/workspace';
import type { ModelClient } from '../../engine/model/model-client';
import { parseAgentArguments, usage, type AgentArguments, type AgentCommand } from './agent-arguments';
import type { McpSetup } from '../shared/mcp-run';
import type { Surface } from '../../engine/toolkit/surface';
import { createEventPrinter } from './print-events';
import { pastPathLimitsWarning } from './seed-warning';
import { readSeedDirectory } from './seed-workspace';
import { usageFailure, UsageError } from '../shared/command-line';
import { invocationDirectory, pathFrom, STOPPED_EXIT_CODE, stoppedBeforeWork, terminalSafeIo, type CliIo } from '../shared/cli-io';
import { cliModelClient } from '../shared/model-provider';
import { checkRunPreflight } from '../shared/preflight';
import type { WorkspaceMaker } from '../shared/sandbox-option';

/**
 * Headless runs: the same engine as the playground, on a workspace seeded with a copy of a
 * directory: the embedded shell, or with --sandbox os a real folder under bubblewrap. Exit codes:
 * 0 the run ended (any stop reason but a provider error), 1 provider error, 2 usage error,
 * 130 stopped with Ctrl-C (the run so far is still printed and written to --out).
 */
export async function main(argv: string[], outside: CliIo): Promise<number> {
  const io = terminalSafeIo(outside);
  const write = (text: string) => io.stdout.write(text);
  const here = invocationDirectory('agent', io);
  let options: AgentCommand;
  try {
    options = parseAgentArguments(argv, { model: defaultModelId });
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  if (options.help) {
    write(`${usage}\n`);
    return 0;
  }
  // A preset brings its handlers, its surface and, for Aider, a reply handler; without one, the
  // default surface runs, and a surface file may name any known handler.
  const preset = options.preset === undefined ? undefined : findPreset(options.preset);
  let baseURL;
  let maker;
  try {
    ({ baseURL, maker } = await checkRunPreflight(options, here, io.env));
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  const made = cliModelClient(options.provider, baseURL, 'running the agent', write, io.env);
  if ('problem' in made) return usageFailure(io, made.problem);

  let surface;
  let mcp: McpSetup | undefined;
  let workspace;
  try {
    // Servers start before anything else runs: one that cannot is a usage error, before any model call.
    mcp = options.mcp === undefined ? undefined : await (await import('../shared/mcp-run')).setUpMcp(options.mcp, options.mcpTimeout, io, here);
    surface = options.surface ? await loadSurface(pathFrom(here, options.surface), options.surface, preset, mcp) : (preset?.surface ?? defaultSurface());
    if (mcp && !options.surface) surface = mcp.extend(surface);
    workspace = await openWorkspace(maker, options.workspace, io, here);
  } catch (error) {
    await mcp?.close();
    await maker.close();
    if (io.signal.aborted) return stoppedBeforeWork(io);
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  try {
    return await run(options, { preset, surface, mcp, workspace, model: made.client, io, here });
  } finally {
    await workspace.dispose();
    await maker.close();
    await mcp?.close();
  }
}

async function run(
  options: AgentArguments,
  { preset, surface, mcp, workspace, model, io, here }: RunSetup,
): Promise<number> {
  const write = (text: string) => io.stdout.write(text);
  if (mcp) write(`${mcp.summary}\n`);
  const store = new MemoryNodeStore();
  // One printer per node; sub-agents print indented under their parent, so delegation reads as a tree.
  const printers = new Map<string, ReturnType<typeof createEventPrinter>>();
  const tree = new AgentTree({
    store,
    sessionId: 'cli',
    run: {
      model,
      modelId: options.model,
      registry: createRegistry([...(preset?.contracts ?? allTools), ...(mcp?.contracts ?? [])]),
      replyHandler: preset?.replyHandler,
      getSurface: () => surface,
      workspace,
      approve: approveAll(options.approve),
      tokenBudget: createTokenBudget(2_000_000),
      maxSteps: options.maxSteps,
    },
    onEvent: (event) => {
      if (event.type === 'node' && !printers.has(event.node.id)) {
        const indent = '    │ '.repeat(event.node.depth);
        if (event.node.depth > 0) write(`${indent}sub-agent "${event.node.name}" (${event.node.id}) in "${event.node.folder || '.'}"\n`);
        printers.set(event.node.id, createEventPrinter(indentLines(write, indent)));
      }
      if (event.type === 'agent') printers.get(event.nodeId)?.(event.event);
      if (event.type === 'store-error') write(`! could not keep a message of node ${event.nodeId}\n`);
    },
  });
  const { result } = await tree.startRoot(options.task, io.signal);

  if (options.out) {
    const report = {
      stopReason: result.stopReason,
      steps: result.steps,
      usage: result.usage,
      messages: result.messages,
      files: await workspace.exportFiles(),
      nodes: await Promise.all(
        (await store.listNodes('cli')).map(async (node) => ({
          id: node.id,
          parent: node.parentId ?? null,
          name: node.name,
          folder: node.folder,
          status: node.status,
          usage: node.usage,
          messages: (await store.loadMessages(node.id)).map((entry) => entry.message),
        })),
      ),
    };
    await writeFile(pathFrom(here, options.out), `${JSON.stringify(report, null, 2)}\n`);
  }
  if (io.signal.aborted) {
    io.stderr.write(`Stopped: the run ended after ${result.steps} ${result.steps === 1 ? 'step' : 'steps'}${options.out ? `; ${options.out} holds it so far` : ''}.\n`);
    return STOPPED_EXIT_CODE;
  }
  if (result.stopReason.type === 'provider_error') {
    io.stderr.write(`${result.stopReason.message}\n`);
    return 1;
  }
  return 0;
}

interface RunSetup {
  preset: Preset | undefined;
  surface: Surface;
  mcp: McpSetup | undefined;
  workspace: Workspace;
  model: ModelClient;
  io: CliIo;
  /** The folder relative paths mean. */
  here: string;
}

/**
 * The run's workspace: a copy of --workspace (the original is never written). The embedded one
 * takes its text files; the OS sandbox copies the folder whole.
 */
async function openWorkspace(maker: WorkspaceMaker, folder: string | undefined, io: CliIo, here: string): Promise<Workspace> {
  // A file too deep for any workspace path is left out with one line, and the run goes on.
  const warnPastPathLimits = (paths: string[]) => io.stderr.write(`${pastPathLimitsWarning(folder ?? '', paths)}\n`);
  if (maker.kind === 'os') {
    const seedFolder = folder === undefined ? undefined : pathFrom(here, folder);
    if (seedFolder !== undefined && !(await stat(seedFolder).catch(() => undefined))?.isDirectory()) {
      throw new UsageError(`--workspace "${folder}" is not a directory.`);
    }
    return maker.create({ seedFolder, onPastPathLimits: warnPastPathLimits });
  }
  const seed = folder ? await readSeedDirectory(folder, undefined, here) : { files: {}, skipped: [], pastPathLimits: [] };
  if (seed.pastPathLimits.length > 0) warnPastPathLimits(seed.pastPathLimits);
  if (seed.skipped.length > 0) io.stdout.write(`Not copied into the workspace: ${seed.skipped.join(', ')}\n`);
  return maker.create({ files: seed.files });
}

/** Prefixes every line start with `indent` (output arrives in arbitrary pieces). */
function indentLines(write: (text: string) => void, indent: string): (text: string) => void {
  if (indent === '') return write;
  let atLineStart = true;
  return (text) => {
    let output = '';
    for (const character of text) {
      if (atLineStart && character !== '\n') output += indent;
      output += character;
      atLineStart = character === '\n';
    }
    write(output);
  };
}

function approveAll(mode: 'all' | 'none'): ApprovalPort {
  // `none` denies without a reason: the model is told not to retry verbatim and to explain instead.
  return async () => (mode === 'all' ? { approved: true } : { approved: false });
}

/** The surface file at `file` (absolute), named in refusals as typed (`path`). */
async function loadSurface(file: string, path: string, preset: Preset | undefined, mcp: McpSetup | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--surface "${path}" could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    // With --mcp, a tool entry may name a server's tool by its handler id (mcp:<server>/<tool>).
    const contracts = [...(preset?.contracts ?? allTools), ...(mcp?.contracts ?? [])];
    const defaults = preset?.surface ?? defaultSurface(allTools);
    return parseSurfaceFile(json, contracts, mcp ? mcp.extend(defaults) : defaults);
  } catch (error) {
    if (FieldError.isInstance(error)) throw new UsageError(`--surface "${path}" is not a valid surface file: ${error.message}`);
    throw error;
  }
}
