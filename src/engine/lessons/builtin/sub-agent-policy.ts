import type { Lesson } from '../lesson';
import { codingSystem, defaultTool, replaceOnce, textFile } from './shared';

const runAgent = defaultTool('run_agent');

export const subAgentPolicyLesson: Lesson = {
  version: 1,
  id: 'sub-agent-policy',
  title: 'Say when to delegate',
  teaching:
    "A sub-agent is powerful and expensive: a fresh context that has to rediscover the workspace, turns of its own, a summary to read back. A description that only says what run_agent does leaves the decision to the model's mood, and a two-line rename gets handed off. The policy sentence (use it for large, separable work; make small or tightly coupled changes yourself) keeps delegation for where it pays. \"before\" describes run_agent without that sentence; \"after\" is the default description.",
  files: {
    'src/limits.ts': textFile([
      'export const MAX_USERS = 50;',
      'export const MAX_PROJECTS = 20;',
      '',
      'export function canAddUser(current: number): boolean {',
      '  return current < MAX_USERS;',
      '}',
    ]),
    'src/team.ts': textFile(['export interface Team {', '  name: string;', '  members: string[];', '}']),
  },
  task: 'In src/limits.ts, rename the constant MAX_USERS to MAX_MEMBERS. It is only used in that file.',
  system: codingSystem,
  variants: {
    before: {
      tools: {
        run_agent: {
          description: replaceOnce(
            runAgent.description,
            ' Use it for large, separable work (a module and its tests); do small or tightly coupled changes yourself.',
            '',
          ),
        },
      },
    },
    after: {},
  },
  checks: [
    { kind: 'tool-called', tool: 'run_agent', atMost: 0, label: 'made the change itself' },
    { kind: 'file-contains', path: 'src/limits.ts', text: 'export const MAX_MEMBERS = 50;', label: 'MAX_MEMBERS defined' },
    { kind: 'file-contains', path: 'src/limits.ts', text: 'MAX_USERS', absent: true, label: 'no MAX_USERS left' },
    { kind: 'max-tokens', tokens: 80_000 },
  ],
};
