import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelClient, ModelRequest, ModelResponse } from '../src/engine/model/model-client';
import { MemoryNodeStore } from '../src/engine/nodes/memory-node-store';
import { AgentTree } from '../src/engine/nodes/agent-tree';
import type { AgentNode, StoredMessage } from '../src/engine/nodes/node';
import { createTokenBudget } from '../src/engine/loop/token-budget';
import { builtinTools } from '../src/engine/tools/all-tools';
import { defaultSurface } from '../src/engine/toolkit/default-surface';
import { createRegistry } from '../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../src/engine/workspace/embedded-workspace';

/**
 * A realistic shared run for the share bench: the real loop, tools and store over a small
 * workspace (10 files, most of 50-100 lines), 20 model calls that read, search, plan, edit, write and
 * run commands, with the random tool-use ids a provider sends. Deterministic (seeded).
 */
export interface BenchRun {
  startFiles: Record<string, string>;
  endFiles: Record<string, string>;
  nodes: AgentNode[];
  messagesByNode: Record<string, StoredMessage[]>;
}

export async function recordBenchRun(): Promise<BenchRun> {
  const random = seeded(20_260_501);
  const startFiles = benchWorkspace();
  const workspace = await createEmbeddedWorkspace({ files: startFiles });
  const store = new MemoryNodeStore();
  const surface = defaultSurface();
  const tree = new AgentTree({
    store,
    sessionId: 'bench-session',
    run: {
      model: new ScriptedRun(scriptFor(startFiles), random),
      modelId: 'claude-sonnet-4-5',
      registry: createRegistry(builtinTools),
      getSurface: () => surface,
      workspace,
      approve: async () => ({ approved: true }),
      tokenBudget: createTokenBudget(10_000_000),
      maxSteps: 25,
    },
  });
  await tree.startRoot('The order report shows wrong totals when a discount applies. Find the cause, fix it, and add a check.', new AbortController().signal);
  const nodes = await store.listNodes('bench-session');
  const messagesByNode = Object.fromEntries(await Promise.all(nodes.map(async (node) => [node.id, await store.loadMessages(node.id)] as const)));
  return { startFiles, endFiles: await workspace.exportFiles(), nodes, messagesByNode };
}

type Reply = { text: string; calls: Array<{ name: string; input: Record<string, unknown> }> };

function scriptFor(files: Record<string, string>): Reply[] {
  // A line that occurs once in its file, at or after `from`: what an exact-once edit needs.
  const line = (path: string, from: number) => {
    const lines = files[path]!.split('\n');
    const found = lines.slice(from).find((candidate) => candidate.length > 20 && lines.indexOf(candidate) === lines.lastIndexOf(candidate));
    if (!found) throw new Error(`bench: no unique line in ${path} after ${from}`);
    return found;
  };
  return [
    { text: "I'll start by looking at how the workspace is laid out.", calls: [{ name: 'ls', input: {} }] },
    { text: 'Reading the README for the project conventions.', calls: [{ name: 'read_file', input: { path: 'README.md' } }] },
    { text: '', calls: [{ name: 'glob', input: { pattern: 'src/**/*.ts' } }, { name: 'grep', input: { pattern: 'discount', flags: '-i' } }] },
    { text: 'The totals come from pricing.ts; let me read it.', calls: [{ name: 'read_file', input: { path: 'src/pricing.ts' } }] },
    { text: '', calls: [{ name: 'read_file', input: { path: 'src/orders.ts' } }] },
    {
      text: 'I have a picture of the flow. Planning the fix.',
      calls: [{ name: 'update_plan', input: { plan: [{ step: 'Find where the discount is applied', status: 'active' }, { step: 'Fix the total', status: 'pending' }, { step: 'Add a check', status: 'pending' }] } }],
    },
    { text: '', calls: [{ name: 'read_file', input: { path: 'src/report.ts', offset: 20, limit: 40 } }] },
    { text: 'The discount is subtracted after tax; it should come before. Fixing it.', calls: [{ name: 'edit_file', input: { path: 'src/pricing.ts', edits: [{ oldText: line('src/pricing.ts', 12), newText: `${line('src/pricing.ts', 12)} // discount before tax` }] } }] },
    { text: 'Running the existing check.', calls: [{ name: 'Bash', input: { command: 'sh test/check.sh' } }] },
    { text: '', calls: [{ name: 'read_file', input: { path: 'src/format.ts' } }] },
    { text: 'The formatter rounds too early as well.', calls: [{ name: 'edit_file', input: { path: 'src/format.ts', oldText: line('src/format.ts', 20), newText: `${line('src/format.ts', 20)} // rounded once, at the end` } }] },
    {
      text: 'Adding a check for discounted orders.',
      calls: [{ name: 'write_file', input: { path: 'test/discount-check.sh', content: discountCheck() } }],
    },
    { text: '', calls: [{ name: 'Bash', input: { command: 'sh test/discount-check.sh && grep -c export src/*.ts' } }] },
    { text: '', calls: [{ name: 'read_file', input: { path: 'src/customers.ts', offset: 1, limit: 30 } }] },
    { text: 'Customers with a loyalty tier get a second discount; it must use the same order.', calls: [{ name: 'edit_file', input: { path: 'src/customers.ts', edits: [{ oldText: line('src/customers.ts', 15), newText: `${line('src/customers.ts', 15)} // same order as pricing` }] } }] },
    { text: '', calls: [{ name: 'grep', input: { pattern: 'applyDiscount|roundMoney', path: 'src' } }] },
    { text: 'One more call site in inventory.ts.', calls: [{ name: 'edit_file', input: { path: 'src/inventory.ts', oldText: line('src/inventory.ts', 30), newText: `${line('src/inventory.ts', 30)} // checked` } }] },
    { text: 'Running both checks again.', calls: [{ name: 'Bash', input: { command: 'sh test/check.sh; sh test/discount-check.sh' } }] },
    {
      text: '',
      calls: [{ name: 'update_plan', input: { plan: [{ step: 'Find where the discount is applied', status: 'done' }, { step: 'Fix the total', status: 'done' }, { step: 'Add a check', status: 'done' }] } }],
    },
    {
      text: 'Fixed. The discount was subtracted after tax in src/pricing.ts, and the formatter rounded each line before summing. Both now follow one order (discount, then tax, then a single rounding), customers.ts and inventory.ts use the same order, and test/discount-check.sh covers a discounted order.',
      calls: [],
    },
  ];
}

/** A model that plays a script, with provider-like ids and usage. */
class ScriptedRun implements ModelClient {
  private turn = 0;
  constructor(
    private readonly replies: Reply[],
    private readonly random: () => number,
  ) {}

  async createMessage(request: ModelRequest): Promise<ModelResponse> {
    const reply = this.replies[this.turn++];
    if (!reply) throw new Error('bench script ran out of replies');
    const content: ModelResponse['content'] = [];
    if (reply.text) content.push({ type: 'text', text: reply.text });
    for (const call of reply.calls) content.push({ type: 'tool_use', id: this.toolUseId(), name: call.name, input: call.input });
    const input = JSON.stringify(request.messages).length / 4;
    return {
      content,
      stopReason: reply.calls.length > 0 ? 'tool_use' : 'end_turn',
      usage: { inputTokens: Math.round(input), outputTokens: 80 + Math.floor(this.random() * 400), cacheReadTokens: 4200, cacheWriteTokens: 350 },
      malformed: [],
    };
  }

  private toolUseId(): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let id = 'toolu_01';
    for (let index = 0; index < 22; index++) id += alphabet[Math.floor(this.random() * alphabet.length)];
    return id;
  }
}

function discountCheck(): string {
  return [
    '#!/bin/sh',
    '# A discounted order: the discount comes off before tax, and rounding happens once.',
    'expected="108.00"',
    'actual="108.00"',
    'if [ "$expected" != "$actual" ]; then',
    '  echo "discounted total: expected $expected, got $actual"',
    '  exit 1',
    'fi',
    'echo "discount check passed"',
    '',
  ].join('\n');
}

/**
 * Ten files of 50-100 lines. The source files hold real code from this repository (generated
 * code compresses better than code people write, and would flatter the link length), copied once
 * into bench/share-workspace: read from src/ as it stands, the link's length moved whenever one of
 * those files was edited, which is no change in what the link costs.
 */
function benchWorkspace(): Record<string, string> {
  const names = ['pricing', 'orders', 'report', 'format', 'customers', 'inventory', 'config'];
  const files: Record<string, string> = {};
  for (const name of names) files[`src/${name}.ts`] = readFileSync(join(repositoryRoot, 'bench', 'share-workspace', `${name}.ts.txt`), 'utf8');
  files['README.md'] = readme();
  files['test/check.sh'] = ['#!/bin/sh', '# Checks the order report against a known total.', 'echo "report check passed"', ''].join('\n');
  files['package.json'] = `${JSON.stringify({ name: 'order-report', version: '1.4.2', type: 'module', scripts: { check: 'sh test/check.sh' } }, null, 2)}\n`;
  return files;
}

const repositoryRoot = join(import.meta.dirname, '..');

function readme(): string {
  return [
    '# Order report',
    '',
    'Computes order totals (lines, discounts, tax) and prints the monthly report.',
    '',
    '- `src/pricing.ts`: line and order totals, discounts, tax.',
    '- `src/orders.ts`: loading and validating orders.',
    '- `src/report.ts`: the monthly report.',
    '- `src/format.ts`: money and date formatting.',
    '',
    'Run the checks with `sh test/check.sh`.',
    '',
  ].join('\n');
}

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
