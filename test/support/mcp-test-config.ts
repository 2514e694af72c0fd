import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh `.mcp.json` holding `servers`, in a folder of its own; its path. */
export async function mcpConfigFile(servers: Record<string, unknown>, prefix = 'mcp-config-'): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), prefix)), '.mcp.json');
  await writeFile(path, JSON.stringify({ mcpServers: servers }));
  return path;
}

/** Processes still running whose command line holds `marker`: what a stopped server must not leave. */
export function processesWith(marker: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', '--', marker], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}
