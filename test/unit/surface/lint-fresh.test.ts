import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Eight real MCP servers captured and labelled after the rules were frozen
// (test/fixtures/mcp-corpus-fresh). They were the clean measure of the lint until five rules fell
// under 9 in 10 there and were tuned on them: since then this is training data, and the floors below
// are the figures after that tuning and a second pass tuned on the unseen corpus. This test guards
// against a rule getting worse. Every finding must have a label and every label a finding, so the
// figure can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-fresh',
  title: 'lint on the fresh MCP servers, tuned on since: precision per rule',
  servers: 8,
  tools: 154,
  measuredPrecision: {
    annotations: 6 / 6,
    'description-action-first': 8 / 8,
    'description-length': 16 / 16,
    drift: 2 / 2,
    'parameter-description': 6 / 6,
  },
});
