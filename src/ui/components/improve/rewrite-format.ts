import type { RewriteScoreRecord } from '../../../store/records';
import { pointsText } from '../../../engine/compare/points-text';

/** "better" only when the whole interval is above zero; "undecided" says what would tell. */
export function scoreVerdictText(score: RewriteScoreRecord): string {
  if (score.verdict !== 'undecided') return score.verdict;
  if (score.samplesToTell === undefined) return 'undecided: no difference shows yet';
  return `undecided: about ${score.samplesToTell} samples per prompt would tell`;
}

/** One line: the difference, its 95% interval, the verdict and over how many answers. */
export function scoreText(score: RewriteScoreRecord): string {
  return `${pointsText(score.delta)} (95% interval ${pointsText(score.low)} to ${pointsText(score.high)}, ${score.pairs} paired answers): ${scoreVerdictText(score)}`;
}

/** One line for a proof made by a lesson comparison: the difference in pass rate, over how many runs of the candidate. */
export function comparedText(score: RewriteScoreRecord): string {
  return `${pointsText(score.delta)} in pass rate (95% interval ${pointsText(score.low)} to ${pointsText(score.high)}, ${score.pairs} runs of the candidate): ${scoreVerdictText(score)}`;
}

export function fieldText(card: { tool: string; field: string }): string {
  return card.field === 'system' ? 'system prompt' : `${card.tool} · ${card.field}`;
}
