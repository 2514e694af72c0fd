/**
 * A share link may name the step it opens on: `…#share=v1.<data>.<check>&step=3`. The step sits
 * after the check so the encoded part stays exactly as it was made (its check covers only that
 * part), and `&` never occurs in base64url data, so the split is unambiguous.
 */

const STEP_PATTERN = /&step=(\d{1,9})(?=[^\w]|$)/;

export interface LinkWithStep {
  /** The link without its step part, as the codec reads it. */
  link: string;
  /** The step the link asks to open on; undefined when it names none. */
  step: number | undefined;
}

export function splitLinkStep(link: string): LinkWithStep {
  const match = STEP_PATTERN.exec(link);
  if (!match) return { link, step: undefined };
  return { link: link.slice(0, match.index) + link.slice(match.index + match[0].length), step: Number(match[1]) };
}

/** The same link opening on `step` (any step it named before is replaced). */
export function linkAtStep(link: string, step: number): string {
  return `${splitLinkStep(link).link}&step=${Math.max(0, Math.round(step))}`;
}
