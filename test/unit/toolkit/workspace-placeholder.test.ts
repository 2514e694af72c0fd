import { getCommandNames } from 'just-bash';
import { afterEach, describe, expect, it } from 'vitest';
import { runComparison } from '../../../src/engine/compare/run-comparison';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { parseLesson } from '../../../src/engine/lessons/lesson-file';
import { LessonNeedsError } from '../../../src/engine/lessons/lesson-needs';
import { runAgent } from '../../../src/engine/loop/run-agent';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import { MemoryNodeStore } from '../../../src/engine/nodes/memory-node-store';
import { lintSurface } from '../../../src/engine/surface-analysis/lint/lint-surface';
import { allTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { applyOverlay } from '../../../src/engine/toolkit/surface-overlay';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { embeddedEverydayCommands } from '../../../src/engine/workspace/capabilities';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { createOsWorkspace } from '../../../src/engine/workspace/os/os-workspace';
import { WebContainerWorkspace } from '../../../src/engine/workspace/webcontainer-workspace';
import type { Workspace } from '../../../src/engine/workspace/workspace';
import { fakeApiKey } from '../../support/fake-api-key';
import { startFakeMessagesApi, type FakeMessagesApi } from '../../support/fake-messages-api';
import { createNodeWebContainer } from '../../support/node-webcontainer';

/**
 * {workspace} in the system prompt and the Bash description: one surface, and each kind of
 * workspace tells the model what it can run, per model call, on the real wire.
 */
const cleanups: (() => Promise<void>)[] = [];
let server: FakeMessagesApi | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function workspaceOf(kind: 'embedded' | 'webcontainer' | 'os'): Promise<Workspace> {
  if (kind === 'embedded') return createEmbeddedWorkspace();
  if (kind === 'os') {
    const os = await createOsWorkspace();
    cleanups.push(() => os.dispose());
    return os;
  }
  const node = await createNodeWebContainer();
  cleanups.push(() => node.cleanup());
  return new WebContainerWorkspace(node.container);
}

/** The system prompt and Bash description the model read for `surface` on `workspace`. */
async function sentWith(surface: Surface, workspace: Workspace): Promise<{ system: string; bash: string }> {
  server = await startFakeMessagesApi({ script: [{ blocks: [{ type: 'text', text: 'Nothing to do.' }] }] });
  await runAgent({
    model: new AnthropicModelClient({ apiKey: fakeApiKey('placeholder'), baseURL: server.url }),
    modelId: 'claude-test',
    registry: createRegistry(allTools),
    getSurface: () => surface,
    workspace,
    messages: [{ role: 'user', content: 'Look around.' }],
    approve: async () => ({ approved: true }),
  });
  const body = server.messageRequests[0]!.body;
  await server.close();
  server = undefined;
  return { system: body.system[0].text, bash: body.tools.find((tool: { name: string }) => tool.name === 'Bash').description };
}

describe('the {workspace} placeholder', { timeout: 30_000 }, () => {
  it('the same surface tells each kind of workspace apart, and says nothing else differently', async () => {
    // The default says it once, where the model decides whether to run something: Bash's description.
    const surface = defaultSurface();
    expect(surface.tools.find((tool) => tool.handler === 'Bash')!.description).toContain('{workspace}');
    const seen = new Map<string, { system: string; bash: string }>();
    for (const kind of ['embedded', 'webcontainer', 'os'] as const) {
      const workspace = await workspaceOf(kind);
      const sent = await sentWith(surface, workspace);
      const text = workspace.capabilities.description;
      expect(sent.system).not.toContain('{workspace}');
      expect(sent.system.split(text).join('{workspace}')).toBe(surface.system);
      expect(sent.bash.split(text).join('{workspace}')).toBe(surface.tools.find((tool) => tool.handler === 'Bash')!.description);
      seen.set(kind, sent);
    }
    expect(seen.get('embedded')!.bash).toContain('there is no node, npm, git, python or network');
    expect(seen.get('webcontainer')!.bash).toContain('node, npm and npx work');
    expect(seen.get('os')!.bash).toMatch(/real folder under an OS sandbox: node, npm, npx/);
    expect(new Set([...seen.values()].map((sent) => sent.bash)).size).toBe(3);
  });

  it('survives an edit that keeps it, and a text without it is sent as written', async () => {
    const workspace = await workspaceOf('embedded');
    const edited = applyOverlay(defaultSurface(), { system: 'Be brief. {workspace} Run nothing you do not need.' });
    expect((await sentWith(edited, workspace)).system).toBe(`Be brief. ${workspace.capabilities.description} Run nothing you do not need.`);
    const plain = applyOverlay(defaultSurface(), { system: 'Be brief.' });
    expect((await sentWith(plain, workspace)).system).toBe('Be brief.');
  });

  it('is known to the lint: a near miss is a warning, a shell tool with no placeholder anywhere is noted', () => {
    const registry = createRegistry(allTools);
    const rule = (surface: Surface) => lintSurface(surface, registry).filter((finding) => finding.rule === 'workspace-placeholder');
    expect(rule(defaultSurface())).toEqual([]);
    const nearMiss = rule(applyOverlay(defaultSurface(), { system: 'Know where you are: {Workspace}.' }));
    expect(nearMiss).toEqual([expect.objectContaining({ severity: 'warning', field: 'system', message: expect.stringContaining('{Workspace} is not a placeholder') })]);
    const bash = defaultSurface().tools.find((tool) => tool.handler === 'Bash')!;
    const none = rule(applyOverlay(defaultSurface(), { system: 'Be brief.', tools: { Bash: { description: bash.description.replace('{workspace}', '') } } }));
    expect(none).toEqual([expect.objectContaining({ severity: 'info', tool: 'Bash', message: expect.stringContaining('is not told which programs') })]);
  });

  it('names only commands the embedded shell has', () => {
    const commands = new Set(getCommandNames());
    expect(embeddedEverydayCommands.filter((command) => !commands.has(command))).toEqual([]);
  });
});

describe('a lesson that says what it needs', () => {
  const lesson = { ...findLesson('write-file-routing')!, id: 'needs-git', needs: ['git', 'node'] };

  it('is read from its file with its needs, and a malformed need is refused with its field', () => {
    expect(parseLesson(JSON.parse(JSON.stringify(lesson))).needs).toEqual(['git', 'node']);
    expect(() => parseLesson({ ...lesson, needs: ['Node JS'] })).toThrow(/needs\[0\]/);
  });

  it('is refused before any run on a workspace without them, with a typed error the page can show', async () => {
    const attempt = runComparison({
      lesson,
      variants: ['before'],
      runsPerVariant: 1,
      model: new AnthropicModelClient({ apiKey: fakeApiKey('needs'), baseURL: 'http://127.0.0.1:9' }),
      modelId: 'claude-test',
      store: new MemoryNodeStore(),
    });
    await expect(attempt).rejects.toBeInstanceOf(LessonNeedsError);
    await expect(attempt).rejects.toMatchObject({
      missing: ['git', 'node'],
      message: 'The lesson "needs-git" needs git, node, which the embedded workspace does not have. Run it headless with --sandbox os, where real programs run.',
    });
  });
});
