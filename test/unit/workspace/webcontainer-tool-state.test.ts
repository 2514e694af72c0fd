import { afterEach, describe, expect, it } from 'vitest';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { createRegistry, Toolkit } from '../../../src/engine/toolkit/toolkit';
import { WebContainerWorkspace } from '../../../src/engine/workspace/webcontainer-workspace';
import { createNodeWebContainer, type NodeWebContainer } from '../../support/node-webcontainer';

/** After `npm install`, what npm and git keep must not be reread after every node, yet stay searchable. */

const stand: NodeWebContainer[] = [];

afterEach(async () => {
  await Promise.all(stand.splice(0).map((container) => container.cleanup()));
});

async function installedProject(): Promise<WebContainerWorkspace> {
  const node = await createNodeWebContainer();
  stand.push(node);
  const workspace = new WebContainerWorkspace(node.container);
  await workspace.importFiles({
    'src/app.ts': 'export const answer = 42;\n',
    'node_modules/left-pad/index.js': 'module.exports = function leftPad() {};\n',
    '.git/HEAD': 'ref: refs/heads/main\n',
    'lib/node_modules.txt': 'a file, not the folder\n',
  });
  return workspace;
}

async function callTool(workspace: WebContainerWorkspace, name: string, input: unknown): Promise<string> {
  const toolkit = new Toolkit(createRegistry(builtinTools), defaultSurface());
  const prepared = toolkit.prepare({ id: 'call', name, input });
  if (!('access' in prepared)) throw new Error(prepared.content);
  const context = { workspace, signal: new AbortController().signal, approve: async () => ({ approved: true as const }), setPlan: () => {} };
  const result = await toolkit.execute(prepared, context);
  expect(result.isError, result.content).toBe(false);
  return result.content;
}

describe('the WebContainer workspace and the folders npm and git keep', () => {
  it('leaves node_modules and .git out of snapshots and exports', async () => {
    const workspace = await installedProject();
    expect([...(await workspace.snapshot()).keys()]).toEqual(['lib/node_modules.txt', 'src/app.ts']);
    expect(Object.keys(await workspace.exportFiles())).toEqual(['lib/node_modules.txt', 'src/app.ts']);
  });

  it('still lists them, reads them, and lets grep and glob look inside when asked', async () => {
    const workspace = await installedProject();
    expect(await workspace.listFiles()).toContain('node_modules/left-pad/index.js');
    expect(await workspace.readFile('.git/HEAD')).toBe('ref: refs/heads/main\n');
    expect(await callTool(workspace, 'grep', { pattern: 'leftPad', path: 'node_modules' })).toContain('node_modules/left-pad/index.js');
    expect(await callTool(workspace, 'glob', { pattern: 'node_modules/**/*.js' })).toContain('node_modules/left-pad/index.js');
  });
});
