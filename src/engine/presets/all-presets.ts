import { aiderPreset } from './aider';
import { claudeCodePreset } from './claude-code';
import { efferentPreset } from './efferent';
import { miniSweAgentPreset } from './mini-swe-agent';
import type { Preset } from './preset';
import { sweAgentPreset } from './swe-agent';

/** The built-in presets, in the order a person compares them: the default first. */
export const presets: readonly Preset[] = [efferentPreset, claudeCodePreset, sweAgentPreset, miniSweAgentPreset, aiderPreset];

/** The preset with this id; undefined for an unknown one (the id may come from a person or a file). */
export function findPreset(id: string): Preset | undefined {
  return presets.find((preset) => preset.id === id);
}
