import type { ProviderId } from '../../../engine/model/provider';
import './provider-fields.css';

/** OpenAI's own endpoint, the default for an OpenAI-compatible provider. */
export const openAiEndpoint = 'https://api.openai.com/v1';

interface ProviderFieldsProps {
  provider: ProviderId;
  onChange: (provider: ProviderId) => void;
}

/** Which wire runs talk, and for a local server the one thing that most often stands in the way. */
export function ProviderFields({ provider, onChange }: ProviderFieldsProps) {
  return (
    <div className="provider-fields">
      <label className="field">
        <span>Provider</span>
        <select value={provider} onChange={(event) => onChange(event.target.value as ProviderId)}>
          <option value="anthropic">Anthropic (Messages API)</option>
          <option value="openai">OpenAI-compatible (chat completions: OpenAI, gateways, Ollama, LM Studio, vLLM, llama.cpp)</option>
        </select>
      </label>
      {provider === 'openai' && (
        <p className="hint provider-cors-hint">
          A local server must let this page call it: for Ollama, start it with <code>OLLAMA_ORIGINS={window.location.origin}</code>; in LM Studio, turn on
          “Enable CORS” in the server settings. The surface goes across as functions: no cache_control, and tool names must suit the server.
        </p>
      )}
    </div>
  );
}
