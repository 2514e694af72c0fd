import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Three MCP servers built from their public GitHub repositories (test/fixtures/mcp-corpus-seventy-fourth),
// none of them captured by an earlier corpus, and labelled blind on the rules as they stood after the
// twenty-third change (no rule has changed since). The floors are what the rules measure now: this
// test guards against a rule getting worse, it does not pretend the rule is good. Every finding must
// have a label and every label a finding, so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seventy-fourth',
  title: 'lint on a seventy-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 73,
  measuredPrecision: {
    annotations: 2 / 2,
    'description-action-first': 29 / 29,
    'parameter-description': 5 / 5,
  },
});
