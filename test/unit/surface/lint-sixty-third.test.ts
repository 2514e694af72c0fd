import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Four MCP servers built from their public repositories (test/fixtures/mcp-corpus-sixty-third), none of
// them captured by an earlier corpus, and labelled blind on the rules after the twentieth change (no rule
// has changed since). The floors are what the rules measure here: this test guards against a rule
// getting worse, it does not pretend the rule is good. Every finding must have a label and every label a
// finding, so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-sixty-third',
  title: 'lint on a sixty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 94,
  measuredPrecision: {
    annotations: 30 / 30,
    'description-length': 14 / 14,
    'required-optional': 25 / 25,
    'schema-contradiction': 2 / 2,
  },
});
