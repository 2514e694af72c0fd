import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { ProviderId } from '../../engine/model/provider';
import type { CliIo } from './cli-io';
import { UsageError } from './command-line';
import { checkedBaseUrl } from './model-provider';
import { workspaceMaker, type SandboxKind, type WorkspaceMaker } from './sandbox-option';

/**
 * What a command checks before its first model call, so that a typo costs nothing: a report that
 * cannot be written is found before the runs it would report, not after them.
 */

/** --out must name a file in a folder that exists and can be written; a relative path starts at `from`. */
export async function checkOutputPath(path: string | undefined, from: string, flag = '--out'): Promise<void> {
  if (path === undefined) return;
  if (path.trim() === '') throw new UsageError(`${flag} needs a file path, such as report.json.`);
  const full = resolve(from, path);
  const existing = await stat(full).catch(() => undefined);
  if (existing?.isDirectory()) throw new UsageError(`${flag} "${path}" is a folder; give a file path in it, such as ${path.replace(/\/+$/, '')}/report.json.`);
  const folder = dirname(path);
  const folderInfo = await stat(dirname(full)).catch(() => undefined);
  if (!folderInfo) throw new UsageError(`${flag} "${path}": the folder "${folder}" does not exist; create it first (mkdir -p ${folder}) or choose another path.`);
  if (!folderInfo.isDirectory()) throw new UsageError(`${flag} "${path}": "${folder}" is a file, not a folder; choose another path.`);
  const writable = await access(dirname(full), constants.W_OK).then(
    () => true,
    () => false,
  );
  if (!writable) throw new UsageError(`${flag} "${path}": the folder "${folder}" cannot be written to; choose another path.`);
}

/** The options a command that runs agents checks before it starts anything. */
export interface RunPreflightOptions {
  baseURL?: string;
  provider: ProviderId;
  out?: string;
  sandbox: SandboxKind;
  allowedDomains: readonly string[];
}

/**
 * The base URL, the --out path and the sandbox, checked in that order (each a UsageError naming
 * the flag), and the workspace maker the run will use.
 */
export async function checkRunPreflight(options: RunPreflightOptions, from: string, env: CliIo['env']): Promise<{ baseURL: string | undefined; maker: WorkspaceMaker }> {
  const baseURL = checkedBaseUrl(options.baseURL, options.provider, env);
  await checkOutputPath(options.out, from);
  const maker = await workspaceMaker(options.sandbox, options.allowedDomains, env);
  return { baseURL, maker };
}
