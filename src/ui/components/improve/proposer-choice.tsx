import { providerName } from '../../../engine/model/provider';
import { useSettings } from '../../hooks/use-playground-state';
import { useRewrite, useRewriteController } from './use-suggest-rewrite';

/** Which provider and model write the rewrite: by default the ones in use, on that provider's own key. */
export function ProposerChoice({ disabled }: { disabled: boolean }) {
  const controller = useRewriteController();
  const { proposerModel } = useRewrite();
  const settings = useSettings();
  const proposer = controller.proposer();
  return (
    <fieldset className="proposer-choice" disabled={disabled}>
      <legend>Proposer</legend>
      <label className="field">
        <span>Proposer provider</span>
        <select value={proposer.provider} onChange={(event) => controller.setProposer({ provider: event.target.value as typeof proposer.provider })}>
          {(['anthropic', 'openai'] as const).map((provider) => (
            <option key={provider} value={provider}>
              {providerName(provider)}
              {provider === settings.provider ? ' (in use)' : ''}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Proposer model</span>
        <input type="text" className="code" value={proposerModel ?? settings.model} onChange={(event) => controller.setProposer({ model: event.target.value })} />
      </label>
    </fieldset>
  );
}
