import { useState } from 'react';
import type { ActiveRound } from '../../state/improve/rewrite-controller';
import { spentText } from '../../state/improve/rewrite-costs';
import { downloadText } from '../wire/download-text';
import { LessonProof } from './lesson-proof';
import { PatchExport } from './patch-export';
import { ProofResult } from './proof-result';
import { useRewrite, useRewriteController } from './use-suggest-rewrite';

/** Prove the candidate against the current texts, keep it as a saved variant, export what changed on MCP servers. */
export function ProveAndKeep({ round }: { round: ActiveRound }) {
  const controller = useRewriteController();
  const { status } = useRewrite();
  const [name, setName] = useState(`${round.record.source} rewrite`);
  const [openInEditor, setOpenInEditor] = useState(false);
  const candidate = controller.candidate();
  const problem = candidate && 'problem' in candidate ? candidate.problem : undefined;
  const { proof } = round.record;
  if (round.compared) return <LessonProof round={round} compared={round.compared} problem={problem} />;
  if (!round.tested) return null;
  const calls = round.tested.prompts.length * round.tested.samples * 2;
  return (
    <div className="prove-and-keep">
      {problem ? <p className="hint">{problem}</p> : <p className="hint">Prove it: the current texts and the candidate each answer the {round.tested.prompts.length} prompts {round.tested.samples} times with {round.tested.modelId} ({calls} model calls).</p>}
      <div className="button-row">
        <button type="button" className="primary" disabled={problem !== undefined || status !== 'idle'} onClick={() => void controller.prove()}>
          {status === 'proving' ? 'Proving…' : 'Prove it'}
        </button>
        {status === 'proving' && (
          <button type="button" className="danger" onClick={() => controller.cancel()}>
            Stop proving
          </button>
        )}
      </div>
      {proof && <ProofResult proof={proof} />}
      {proof && <p className="small">Prove it cost {spentText(round.tested.modelId, proof.usage)}.</p>}
      {round.kind === 'surface' ? (
        <div className="keep-variant">
          <label className="field">
            <span>Variant name</span>
            <input type="text" value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={openInEditor} onChange={(event) => setOpenInEditor(event.target.checked)} />
            <span>Also open it in the editor (Undo there brings the old texts back)</span>
          </label>
          <button type="button" disabled={problem !== undefined || status !== 'idle'} onClick={() => void controller.keep(name, openInEditor)}>
            Keep as variant
          </button>
        </div>
      ) : (
        <button
          type="button"
          disabled={problem !== undefined}
          onClick={() => {
            const text = controller.candidateToolsArray();
            if (text) downloadText('rewritten-tools.json', text, 'application/json');
          }}
        >
          Download tools array
        </button>
      )}
      <PatchExport />
    </div>
  );
}
