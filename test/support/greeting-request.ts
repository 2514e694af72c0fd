import type { ModelRequest } from '../../src/engine/model/model-client';

/** The smallest request a wire test sends: one short user turn, no tools. */
export const greetingRequest: ModelRequest = {
  model: 'claude-test-model',
  max_tokens: 1024,
  system: [{ type: 'text', text: 'Be brief.' }],
  tools: [],
  messages: [{ role: 'user', content: 'Hello' }],
};
