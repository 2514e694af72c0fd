import type { AnyToolContract } from '../tool';
import { claudeEditTool } from './claude-edit';
import { claudeGlobTool } from './claude-glob';
import { claudeGrepTool } from './claude-grep';
import { claudeReadTool } from './claude-read';
import { claudeWriteTool } from './claude-write';
import { editLinesTool } from './edit-lines';
import { runCommandTool } from './run-command';
import { viewFileTool } from './view-file';

/** Handlers that only presets use (src/engine/presets): Claude Code style, then SWE-agent style. */
export const presetTools: readonly AnyToolContract[] = [
  claudeReadTool,
  claudeWriteTool,
  claudeEditTool,
  claudeGlobTool,
  claudeGrepTool,
  viewFileTool,
  editLinesTool,
  runCommandTool,
];
