import { readFile, writeFile } from 'node:fs/promises';
import { runAgent } from '../engine/loop/run-agent';
import { AnthropicModelClient } from '../engine/model/anthropic-client';
import { defaultModelId } from '../engine/model/models';
import { builtinTools } from '../engine/tools';
import type { ApprovalPort } from '../engine/tools/tool';
import { defaultSurface } from '../engine/toolkit/default-surface';
import { parseSurfaceFile, SurfaceFileError } from '../engine/toolkit/surface-file';
import { createRegistry } from '../engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../engine/workspace/embedded-workspace';
import { parseAgentArguments, usage, UsageError, type AgentArguments } from './arguments';
import { createEventPrinter } from './print-events';
import { readSeedDirectory } from './seed-workspace';

/**
 * Headless runs: the same engine as the playground, on an embedded workspace seeded with a copy of
 * a directory. Exit codes: 0 the run ended (any stop reason but a provider error), 1 provider
 * error, 2 usage error.
 */
async function main(argv: string[]): Promise<number> {
  const write = (text: string) => process.stdout.write(text);
  let options: AgentArguments;
  try {
    options = parseAgentArguments(argv, { model: defaultModelId });
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(`${error.message}\n${usage}`);
    throw error;
  }
  const apiKey = process.env.ANTHROPIC_API_KEY;
  if (!apiKey) return usageFailure('ANTHROPIC_API_KEY is not set: export your Anthropic API key before running the agent.');

  let surface;
  let seed;
  try {
    surface = options.surface ? await loadSurface(options.surface) : defaultSurface();
    seed = options.workspace ? await readSeedDirectory(options.workspace) : { files: {}, skipped: [] };
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(error.message);
    throw error;
  }
  const workspace = await createEmbeddedWorkspace({ files: seed.files });
  if (seed.skipped.length > 0) write(`Not copied into the workspace: ${seed.skipped.join(', ')}\n`);

  const model = new AnthropicModelClient({ apiKey, baseURL: options.baseURL ?? process.env.ANTHROPIC_BASE_URL });
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const result = await runAgent({
    model,
    modelId: options.model,
    registry: createRegistry(builtinTools),
    getSurface: () => surface,
    workspace,
    messages: [{ role: 'user', content: options.task }],
    approve: approveAll(options.approve),
    maxSteps: options.maxSteps,
    signal: controller.signal,
    onEvent: createEventPrinter(write),
  });

  if (options.out) {
    const report = {
      stopReason: result.stopReason,
      steps: result.steps,
      usage: result.usage,
      messages: result.messages,
      files: await workspace.exportFiles(),
    };
    await writeFile(options.out, `${JSON.stringify(report, null, 2)}\n`);
  }
  await workspace.dispose();
  if (result.stopReason.type === 'provider_error') {
    process.stderr.write(`${result.stopReason.message}\n`);
    return 1;
  }
  return 0;
}

function approveAll(mode: 'all' | 'none'): ApprovalPort {
  // `none` denies without a reason: the model is told not to retry verbatim and to explain instead.
  return async () => (mode === 'all' ? { approved: true } : { approved: false });
}

async function loadSurface(path: string) {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`--surface "${path}" could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return parseSurfaceFile(json, builtinTools);
  } catch (error) {
    if (error instanceof SurfaceFileError) throw new UsageError(`--surface "${path}" is not a valid surface file: ${error.message}`);
    throw error;
  }
}

function usageFailure(message: string): number {
  process.stderr.write(`${message}\n`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The agent CLI failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
