import { useState } from 'react';
import type { RewriteCard } from '../../state/improve/rewrite-cards';
import { fieldText } from './rewrite-format';
import { WordDiff } from './word-diff';

const decisionText = { pending: 'not decided', accepted: 'accepted', rejected: 'rejected' } as const;

/** One proposed edit: the field, old → new, and the person's decision (Accept, Reject, or Edit then accept). */
export function EditCard({ card, number, disabled, onDecide, onAcceptEdited }: {
  card: RewriteCard;
  number: number;
  disabled: boolean;
  onDecide: (decision: 'accepted' | 'rejected') => void;
  onAcceptEdited: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const label = `Edit ${number}: ${fieldText(card)}`;
  if (card.refused) {
    return (
      <article className="edit-card refused" aria-label={label}>
        <h4>{label}</h4>
        <p className="problem-text small">Refused: {card.refused}.</p>
        <p className="small code">{card.proposed}</p>
      </article>
    );
  }
  return (
    <article className={`edit-card ${card.decision}`} aria-label={label}>
      <h4>
        {label} <span className="small">({card.text !== card.proposed ? 'edited, ' : ''}{decisionText[card.decision]})</span>
      </h4>
      <WordDiff before={card.before} after={card.text} />
      {draft === undefined ? (
        <div className="button-row">
          <button type="button" className="small" disabled={disabled} aria-pressed={card.decision === 'accepted'} onClick={() => onDecide('accepted')}>
            Accept
          </button>
          <button type="button" className="small" disabled={disabled} aria-pressed={card.decision === 'rejected'} onClick={() => onDecide('rejected')}>
            Reject
          </button>
          <button type="button" className="small quiet" disabled={disabled} onClick={() => setDraft(card.text)}>
            Edit
          </button>
        </div>
      ) : (
        <>
          <label className="field">
            <span>New text for {fieldText(card)}</span>
            <textarea rows={4} value={draft} onChange={(event) => setDraft(event.target.value)} />
          </label>
          <div className="button-row">
            <button
              type="button"
              className="small"
              disabled={disabled || draft.trim() === ''}
              onClick={() => {
                onAcceptEdited(draft);
                setDraft(undefined);
              }}
            >
              Accept edited text
            </button>
            <button type="button" className="small quiet" onClick={() => setDraft(undefined)}>
              Cancel editing
            </button>
          </div>
        </>
      )}
    </article>
  );
}
