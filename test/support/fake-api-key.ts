import { randomBytes } from 'node:crypto';

/**
 * An API key for a test, made when the test runs: shaped like an Anthropic key (the redaction and
 * secret checks look for that shape) but random, so no key-like string is committed, and each
 * run's key is new, so "the key appears nowhere" cannot pass on a stale value. `label` says which
 * test it belongs to when it does turn up somewhere.
 */
export function fakeApiKey(label: string): string {
  return `${anthropicKeyPrefix}test-${label}-${randomBytes(12).toString('hex')}`;
}

const anthropicKeyPrefix = 'sk-' + 'ant-';
