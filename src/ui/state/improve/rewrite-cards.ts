import { applyEdits, type SurfaceEdit, type SurfaceKind } from '../../../engine/improve/surface-edit';
import type { Surface } from '../../../engine/toolkit/surface';
import type { RewriteCardRecord } from '../../../store/records';

/**
 * The proposal as cards a person decides on one by one, and the candidate surface their decisions
 * make. Every edit goes through the engine's applyEdits, so an edit the page accepts is exactly
 * one `npm run improve` would apply, and a made-up tool or field is refused with its reason.
 */

export interface RewriteCard extends RewriteCardRecord {
  /** The handler of the tool it changes (an MCP tool's says which server); none for the system prompt. */
  handler?: string;
}

/** One card per edit, in the proposer's order; each checked against the surface as the edits before it left it. */
export function cardsFrom(surface: Surface, kind: SurfaceKind, edits: readonly SurfaceEdit[]): RewriteCard[] {
  let current = surface;
  return edits.map((edit) => {
    const card = { tool: edit.tool, field: edit.field, proposed: edit.text, text: edit.text, decision: 'pending' as const };
    const applied = applyEdits(current, kind, [edit]);
    if ('problem' in applied) return { ...card, before: '', refused: applied.problem };
    const handler = edit.field === 'system' ? undefined : current.tools.find((tool) => tool.name === edit.tool)?.handler;
    current = applied.surface;
    return { ...card, before: applied.applied[0]!.before, ...(handler === undefined ? {} : { handler }) };
  });
}

/** The accepted cards applied to the starting surface, or why they cannot be (a rename they rely on was rejected). */
export function candidateFrom(surface: Surface, kind: SurfaceKind, cards: readonly RewriteCard[]): { surface: Surface } | { problem: string } {
  const accepted = cards.filter((card) => card.decision === 'accepted' && !card.refused);
  if (accepted.length === 0) return { problem: 'Accept at least one edit first: the candidate is the current texts with the accepted edits.' };
  const result = applyEdits(surface, kind, accepted.map(({ tool, field, text }) => ({ tool, field, text })));
  if ('problem' in result) return { problem: `The accepted edits do not fit together: ${result.problem}. Accept the edit they rely on, or reject this one.` };
  return { surface: result.surface };
}
