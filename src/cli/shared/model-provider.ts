import { createModelClient } from '../../engine/model/create-model-client';
import type { ModelClient } from '../../engine/model/model-client';
import { defaultModelId } from '../../engine/model/models';
import { isProviderId, providerIds, type ModelTarget, type ProviderId } from '../../engine/model/provider';
import type { CliIo } from './cli-io';
import { UsageError } from './command-line';

/**
 * --provider for the three CLIs: which wire the model is on, where its key and endpoint come
 * from, and the client for it. Each provider reads only its own key variable.
 */

export const providerFlag = { provider: { type: 'string' } } as const;

export const providerUsage = `--provider anthropic (default) or openai (any OpenAI-compatible chat-completions server: OpenAI, a gateway,
Ollama, LM Studio, vLLM, llama.cpp; --model is then required). The key comes from ANTHROPIC_API_KEY, or for
openai from OPENAI_API_KEY (optional: local servers need none); the base URL from --base-url, else
ANTHROPIC_BASE_URL or OPENAI_BASE_URL (for a local server, e.g. http://localhost:11434/v1).`;

/** --provider's value, checked; anthropic when absent. */
export function providerArgument(value: string | undefined): ProviderId {
  if (value === undefined) return 'anthropic';
  if (!isProviderId(value)) throw new UsageError(`--provider takes ${providerIds.join(' or ')}, not "${value}".`);
  return value;
}

/** --model, or the default model; an OpenAI-compatible server has no model every server knows. */
export function modelArgument(provider: ProviderId, value: string | undefined, anthropicDefault = defaultModelId): string {
  if (value !== undefined) return value;
  if (provider === 'anthropic') return anthropicDefault;
  throw new UsageError('--model is required with --provider openai: the id the server knows the model by (for example gpt-4.1-mini, or llama3.1 on Ollama).');
}

const anthropicEndpoint = 'https://api.anthropic.com';
const keyVariable: Record<ProviderId, string> = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY' };
const baseUrlVariable: Record<ProviderId, string> = { anthropic: 'ANTHROPIC_BASE_URL', openai: 'OPENAI_BASE_URL' };

/**
 * The base URL from --base-url, else the provider's own variable (ANTHROPIC_BASE_URL or
 * OPENAI_BASE_URL), refused by name unless it is an http(s) URL.
 */
export function checkedBaseUrl(flagValue: string | undefined, provider: ProviderId, environment: CliIo['env']): string | undefined {
  const variable = baseUrlVariable[provider];
  const [value, source] = flagValue !== undefined ? [flagValue, '--base-url'] : [environment[variable], variable];
  if (value === undefined || (source === variable && value === '')) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    const example = provider === 'openai' ? 'http://localhost:11434/v1' : anthropicEndpoint;
    throw new UsageError(`${source} "${value}" is not an http(s) URL; give the provider's address, such as ${example}.`);
  }
  return value;
}

/**
 * The client for a provider, or the one line to print when its key is missing (only Anthropic
 * needs one). `baseURL` is the checked --base-url or the provider's variable. Failures name the
 * flags and variables the command reads, and a call that waits (a retry, a silent provider) says so
 * on the log instead of hanging silently.
 */
export function cliModelClient(provider: ProviderId, baseURL: string | undefined, doing: string, write: (text: string) => void, env: CliIo['env']): { client: ModelClient } | { problem: string } {
  const apiKey = env[keyVariable[provider]] ?? '';
  if (provider === 'anthropic' && apiKey === '') return { problem: `ANTHROPIC_API_KEY is not set: export your Anthropic API key before ${doing}.` };
  // Named even when it is the default: left out, the Anthropic SDK would read ANTHROPIC_BASE_URL
  // from this process's environment instead of the command's.
  const endpoint = baseURL ?? (provider === 'anthropic' ? anthropicEndpoint : undefined);
  return { client: createModelClient({ provider, apiKey, baseURL: endpoint, setBy: 'command-line', onWait: (notice) => write(`  … ${notice}\n`) }) };
}

/** One client per provider a comparison uses: the run's own, plus those its variants fix. */
export function cliModelClients(targets: readonly ModelTarget[], main: { provider: ProviderId; baseURL?: string }, doing: string, write: (text: string) => void, env: CliIo['env']) {
  const clients = new Map<ProviderId, ModelClient>();
  for (const provider of new Set([main.provider, ...targets.map((target) => target.provider)])) {
    // --base-url names the endpoint of the run's provider; another provider uses its own variable.
    const made = cliModelClient(provider, provider === main.provider ? main.baseURL : checkedBaseUrl(undefined, provider, env), doing, write, env);
    if ('problem' in made) return made;
    clients.set(provider, made.client);
  }
  return { clients };
}
