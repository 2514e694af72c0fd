import type { AnyToolContract } from '../tool';
import { createEventTool } from './create-event';
import { readFileBareTool } from './read-file-bare';

/**
 * Handlers that only lessons switch on: they are not in the default toolkit, and a lesson names
 * the ones it needs in its `tools` list.
 */
export const lessonTools: readonly AnyToolContract[] = [createEventTool, readFileBareTool];
