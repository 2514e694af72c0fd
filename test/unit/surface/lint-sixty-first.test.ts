import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Three real MCP servers built from their public repositories (test/fixtures/mcp-corpus-sixty-first),
// none captured by an earlier corpus, labelled blind on the rules after the nineteenth change (no rule
// has changed since): a clean measure of those rules on servers they never saw. The floors are what
// the rules measure now, however low: this test guards against a rule getting worse, it does not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-sixty-first',
  title: 'lint on a sixty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 19,
  measuredPrecision: {
    'ambiguous-siblings': 0 / 2,
    annotations: 2 / 2,
    'description-action-first': 1 / 1,
  },
});
