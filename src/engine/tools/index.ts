import { bashTool } from './bash';
import { editFileTool } from './edit-file';
import { globTool } from './glob';
import { grepTool } from './grep';
import { lsTool } from './ls';
import { readFileTool } from './read-file';
import { runAgentTool } from './run-agent';
import type { AnyToolContract } from './tool';
import { updatePlanTool } from './update-plan';
import { writeFileTool } from './write-file';

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
