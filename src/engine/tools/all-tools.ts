import { bashTool } from './bash';
import { editFileTool } from './edit-file';
import { globTool } from './glob';
import { grepTool } from './grep';
import { lsTool } from './ls';
import { readFileTool } from './read-file';
import { runAgentTool } from './run-agent-tool';
import type { AnyToolContract } from './tool';
import { updatePlanTool } from './update-plan';
import { writeFileTool } from './write-file';
import { presetTools } from './presets/preset-tools';
import { lessonTools } from './lessons/lesson-tools';

/** The default toolkit, in the order the model reads it. */
export const builtinTools: readonly AnyToolContract[] = [
  readFileTool,
  writeFileTool,
  editFileTool,
  grepTool,
  globTool,
  lsTool,
  bashTool,
  updatePlanTool,
  runAgentTool,
];

/**
 * Every handler a surface may refer to by id: the default toolkit's, then the ones presets add
 * (Claude Code style Read/Write/Edit/Glob/Grep, SWE-agent style view_file/edit_lines/run), then
 * the ones only lessons switch on (create_event, read_file_bare). Ids are unique; "Glob" and
 * "glob" are two handlers.
 */
export const allTools: readonly AnyToolContract[] = [...builtinTools, ...presetTools, ...lessonTools];
