import { cutAt } from '../text-lines';

/**
 * A truncation envelope for command output: a long output keeps its first and last lines, and the
 * hole between them is marked inside the text, with its size and where it sits, so the model reads
 * what was dropped at the very place it was dropped (SWE-agent's lesson: say what is missing and
 * how to get it, instead of a silent cut or a context flooded by a build log).
 */

export interface EnvelopeLimits {
  headLines: number;
  tailLines: number;
  /** A longer line is cut, with a marker; minified or binary-ish output is one huge line. */
  maxLineCharacters: number;
}

export const defaultEnvelopeLimits: EnvelopeLimits = { headLines: 40, tailLines: 40, maxLineCharacters: 400 };

export interface Envelope {
  text: string;
  totalLines: number;
  /** Lines replaced by the marker; 0 when everything is shown. */
  omittedLines: number;
}

/**
 * `marker(omitted, firstOmitted, lastOmitted)` is the line put in the hole (1-based line numbers of
 * the output); it is only called when lines are left out.
 */
export function envelope(
  output: string,
  marker: (omitted: number, firstOmitted: number, lastOmitted: number) => string,
  limits: EnvelopeLimits = defaultEnvelopeLimits,
): Envelope {
  const lines = output.split('\n').map((line) => cutLine(line, limits.maxLineCharacters));
  const kept = limits.headLines + limits.tailLines;
  if (lines.length <= kept) return { text: lines.join('\n'), totalLines: lines.length, omittedLines: 0 };
  const omitted = lines.length - kept;
  const head = lines.slice(0, limits.headLines);
  const tail = lines.slice(lines.length - limits.tailLines);
  const hole = marker(omitted, limits.headLines + 1, limits.headLines + omitted);
  return { text: [...head, hole, ...tail].join('\n'), totalLines: lines.length, omittedLines: omitted };
}

function cutLine(line: string, maxCharacters: number): string {
  if (line.length <= maxCharacters) return line;
  const kept = cutAt(line, maxCharacters);
  return `${kept}… [${line.length - kept.length} more characters on this line]`;
}
