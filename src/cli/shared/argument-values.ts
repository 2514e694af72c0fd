import { presets } from '../../engine/presets/all-presets';
import { UsageError } from './command-line';

/** Option values shared by the CLI commands, refused in one line that names the flag. */

export function wholeNumber(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${flag} must be a whole number of at least 1, not "${text}".`);
  return value;
}

/** "0.8", "80%" -> 0.8; `what` says what the rate is of ("a pass rate"). */
export function rate(flag: string, text: string, what: string): number {
  const trimmed = text.trim();
  const value = trimmed.endsWith('%') ? Number(trimmed.slice(0, -1)) / 100 : Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`${flag} takes ${what} from 0 to 1 (or 0% to 100%), not "${text}".`);
  }
  return value;
}

/** "efferent, claude-code, ...": the preset ids, for usage texts and refusals. */
export function presetIds(): string {
  return presets.map((preset) => preset.id).join(', ');
}
