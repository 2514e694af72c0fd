import type { ModelClient, ModelRequest, ModelResponse, Usage } from '../model/model-client';
import { addUsage, zeroUsage } from '../model/model-client';
import type { Surface } from '../toolkit/surface';
import { PROPOSE_TOOL_NAME, proposalProblems, proposeTool, type Proposal } from './surface-edit';
import type { LessonMiss } from './lesson-misses';
import type { Miss } from './misses';

/**
 * Asking a model for a better surface. It sees the current texts and what went wrong on the
 * evaluation prompts only; held-out prompts are never passed in here, so it cannot tune to them.
 */

export const PROPOSER_SYSTEM = `You improve the texts a model reads about its tools: names, descriptions, parameter descriptions, failure messages and the system prompt.
You get the current texts and where the model under test went wrong: prompts where it called the wrong tool, a forbidden one, none, or the right one with wrong arguments, and runs of a task that failed their checks, with the calls it made and the failures it was sent.
Read each miss, work out which words misled the model, and rewrite those texts so a model reading them for the first time picks the right tool with the right arguments.
Say what each tool does first, when to use it instead of its neighbours, and what its arguments mean. Do not mention the test prompts themselves; write for every user of these tools.
Answer only by calling ${PROPOSE_TOOL_NAME} once, with the edits and a rationale.`;

export type ProposalAnswer = { proposal: Proposal; calls: number; usage: Usage } | { dropped: string; calls: number; usage: Usage };

export interface ProposerOptions {
  model: ModelClient;
  modelId: string;
  surface: Surface;
  misses: readonly Miss[];
  /** Failed runs of an evaluation lesson (none for a prompts-only run). */
  lessonMisses?: readonly LessonMiss[];
  /** Which candidate of the round this is, so two candidates are asked for different attempts. */
  attempt: number;
  signal?: AbortSignal;
}

export async function askProposer(options: ProposerOptions): Promise<ProposalAnswer> {
  const request: ModelRequest = {
    model: options.modelId,
    max_tokens: 4096,
    system: [{ type: 'text', text: PROPOSER_SYSTEM }],
    tools: [proposeTool],
    messages: [{ role: 'user', content: proposerBrief(options.surface, options.misses, options.lessonMisses ?? [], options.attempt) }],
  };
  let usage = zeroUsage();
  let calls = 0;
  for (let tries = 0; tries < 2; tries++) {
    const response = await options.model.createMessage(request, { signal: options.signal });
    calls++;
    usage = addUsage(usage, response.usage);
    const call = response.content.find((block) => block.type === 'tool_use' && block.name === PROPOSE_TOOL_NAME);
    if (!call || call.type !== 'tool_use') return { dropped: `the proposer answered without calling ${PROPOSE_TOOL_NAME}${textOf(response)}`, calls, usage };
    const checked = proposalProblems(call.input);
    if ('proposal' in checked) return { proposal: checked.proposal, calls, usage };
    if (tries === 1) return { dropped: `the proposer's input was invalid twice: ${checked.problem}`, calls, usage };
    // Once: the validator's own words back, as the answer to its call.
    request.messages = [
      ...request.messages,
      { role: 'assistant', content: response.content },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: call.id, is_error: true, content: `The edit was not applied: ${checked.problem}. Call ${PROPOSE_TOOL_NAME} again with the input fixed.` }] },
    ];
  }
  return { dropped: 'unreachable', calls, usage };
}

function textOf(response: ModelResponse): string {
  const text = response.content.map((block) => (block.type === 'text' ? block.text : '')).join(' ').trim();
  return text ? ` (it wrote: "${text.length > 160 ? `${text.slice(0, 159)}…` : text}")` : '';
}

/** The proposer's one user message: the current texts and the misses (exported so the page can size it before sending). */
export function proposerBrief(surface: Surface, misses: readonly Miss[], lessonMisses: readonly LessonMiss[], attempt: number): string {
  const texts = {
    system: surface.system,
    tools: surface.tools.map((tool) => ({ name: tool.name, description: tool.description, input_schema: tool.input_schema, failures: tool.failures })),
  };
  return [
    `The current texts (JSON):\n${JSON.stringify(texts, null, 2)}`,
    misses.length > 0 || lessonMisses.length === 0 ? `Where the model under test went wrong (${misses.length} ${misses.length === 1 ? 'miss' : 'misses'}, JSON):\n${JSON.stringify(misses, null, 2)}` : '',
    lessonMisses.length > 0
      ? `Runs of a task that failed their checks (${lessonMisses.length} distinct, JSON: the checks that failed, then each tool call with its arguments and the failure it got back):\n${JSON.stringify(lessonMisses, null, 2)}`
      : '',
    attempt > 1 ? `This is attempt ${attempt}: try a different rewrite from the most obvious one.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
