import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Six real MCP servers built from their public repositories (test/fixtures/mcp-corpus-sixty-fourth),
// none captured by an earlier corpus, labelled blind on the rules after the twentieth change (no rule
// has changed since): a clean measure of those rules on servers they never saw. The floors are what
// the rules measure now: this test guards against a rule getting worse, it does not pretend the rule
// is good. Every finding must have a label and every label a finding, so the figures can never go
// stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-sixty-fourth',
  title: 'lint on a sixty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 123,
  measuredPrecision: {
    annotations: 95 / 95,
    'description-action-first': 2 / 2,
    'description-length': 46 / 46,
    'parameter-description': 1 / 1,
  },
});
