import type { FailureSpec } from '../tools/tool';
import { MAX_NAME_LENGTH, MAX_PATH_DEPTH, MAX_PATH_LENGTH } from '../workspace/paths';

/**
 * Strings the toolkit itself sends to the model (not any one tool's): gate rejections, unknown
 * names, corrective messages, the clip marker. They are surface templates like any failure, so a
 * person can rewrite them and see what changes.
 */
export const toolkitFailures = {
  InvalidToolCall: {
    template:
      'Nothing was run: the arguments for {tool} do not match its input_schema ({issues}). Call {tool} again with arguments shaped as the schema documents[[ (required: {required})]].',
    placeholders: {
      tool: 'read_file',
      issues: 'at "offset": Too small: expected number to be >=1',
      required: 'path',
    },
  },
  UnknownTool: {
    template:
      'There is no tool named "{name}", so nothing was run. The tools you can call are: {roster}. Call one of them, or reply in plain text if you are done.',
    placeholders: { name: 'str_replace', roster: 'read_file, write_file, edit_file' },
  },
  MalformedArguments: {
    template:
      'Nothing was run: the arguments of this {tool} call were not a usable JSON object ({problem}). Call {tool} again with its arguments as one complete JSON object.',
    placeholders: { tool: 'edit_file', problem: 'the JSON ends in the middle of a string' },
  },
  SurfaceMismatch: {
    template:
      'Nothing was run: this {tool} call matches the documented schema, but the tool behind it cannot take that shape ({detail}). The documentation is at fault, not your call. Try another way to make progress, and mention in your reply what you needed.',
    placeholders: { tool: 'read_file', detail: 'offset must be a number' },
  },
  InternalError: {
    template:
      '{tool} failed inside the playground (a bug on our side; the user can see it). It may not have completed. Check the state it was meant to change before relying on it, or take another way.',
    placeholders: { tool: 'grep' },
  },
  PathTooLong: {
    template: `Nothing was done: the path "{path}" ({length} characters) is too long. Paths may have at most ${MAX_PATH_LENGTH} characters and ${MAX_PATH_DEPTH} levels of folders, and each name in them at most ${MAX_NAME_LENGTH} characters. Use a shorter path with fewer, shorter folder names.`,
    placeholders: { path: 'd/d/d/d/d/d/d/d/d/d… (1,880 more characters left out)', length: 2000 },
  },
  TimedOut: {
    template:
      '{tool} was stopped after {seconds} s without finishing: a file tool call may take at most that long. It may have done part of its work, so check before relying on it. Then ask for less at once: a narrower path, a smaller folder, or fewer files.',
    placeholders: { tool: 'ls', seconds: 30 },
  },
  NotRun: {
    template: 'Nothing was run: the run was stopped before this {tool} call started. Call it again if it is still needed.',
    placeholders: { tool: 'write_file' },
  },
  Interrupted: {
    template:
      'This call was interrupted before it returned (the run was stopped or the page was closed). It may or may not have taken effect: check before repeating it.',
    placeholders: {},
  },
  CutOffReply: {
    template:
      'Your last reply was cut off at the output limit of {limit} tokens[[ in the middle of a {tool} call, which was not run]]. Continue in smaller pieces[[: make several {tool:edit_file} calls rather than one large write]].',
    placeholders: { limit: 8192, tool: 'write_file' },
  },
  ToolCallAsText: {
    template:
      'Your reply contains what looks like a tool call written as text; tools only run when called through the tool-use interface. The tools you can call are: {roster}. Call one of them, or reply in plain text if you are done.',
    placeholders: { roster: 'read_file, write_file, edit_file' },
  },
  ClippedOutput: {
    template:
      '[... {omitted_lines} lines (about {omitted_tokens} tokens) of this {tool} result were cut here to keep the context small ...[[ {hint}]]]',
    placeholders: { omitted_lines: 1200, omitted_tokens: 9800, tool: 'Bash', hint: 'Page through it with read_file.' },
  },
} satisfies Record<string, FailureSpec>;

export type ToolkitFailureKind = keyof typeof toolkitFailures;
