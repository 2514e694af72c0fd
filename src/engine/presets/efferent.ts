import { defaultSurface } from '../toolkit/default-surface';
import { builtinTools } from '../tools/all-tools';
import type { Preset } from './preset';

/** The default toolkit, taken from builtinTools so the preset follows it as tools are added. */
export const efferentPreset: Preset = {
  id: 'efferent',
  name: 'efferent (default)',
  note: 'The playground\'s own toolkit, built on agent–computer interface principles: a line-numbered reader that pages with a 1-based offset and says how to read on, exact-once text edits applied all together or not at all and answered with a diff, search tools whose results are structured and capped, a shell behind approval, a plan, and folder-scoped sub-agents. Every failure says what happened and what to do next with the tools at hand. It is the baseline the other presets are measured against: many narrow tools with tight schemas and descriptions that route between them.',
  contracts: builtinTools,
  surface: defaultSurface(builtinTools),
};
