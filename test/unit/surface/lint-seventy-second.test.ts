import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Three MCP servers built from their public repository (test/fixtures/mcp-corpus-seventy-second), none of
// them captured by an earlier corpus, and labelled blind on the rules after the twenty-third change (no
// rule has changed since): a clean measure of whatever rule change comes next. The floors are what the
// rules measure now: this test guards against a rule getting worse, it does not pretend the rule is good.
// Every finding must have a label and every label a finding, so the figures can never go stale without
// this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seventy-second',
  title: 'lint on a seventy-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 38,
  measuredPrecision: {
    annotations: 24 / 24,
    'description-length': 5 / 6,
    'naming-consistency': 2 / 2,
  },
});
