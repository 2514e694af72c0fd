import type { ModelClient } from '../../engine/model/model-client';
import type { ModelTarget, ProviderId } from '../../engine/model/provider';
import type { Lesson } from '../../engine/lessons/lesson';
import type { CliIo } from '../shared/cli-io';
import type { McpSetup } from '../shared/mcp-run';
import type { WorkspaceMaker } from '../shared/sandbox-option';
import type { CompareArguments } from './compare-arguments';

/** Everything a comparison (or a class board) needs once its arguments, lesson and clients are checked. */
export interface CompareSetup {
  options: CompareArguments;
  lesson: Lesson;
  variants: string[];
  targets: ModelTarget[];
  clients: Map<ProviderId, ModelClient>;
  maker: WorkspaceMaker;
  mcp: McpSetup | undefined;
  io: CliIo;
  /** The folder relative paths mean. */
  here: string;
}
