import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Five MCP servers built from their public repositories (test/fixtures/mcp-corpus-sixty-sixth), none
// captured by an earlier corpus, labelled blind on the rules after the twenty-first change (no rule has
// changed since). The floors are what the rules measure now: this test guards against a rule getting
// worse, it does not pretend the rule is good. Every finding must have a label and every label a
// finding, so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-sixty-sixth',
  title: 'lint on a sixty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 117,
  measuredPrecision: {
    annotations: 30 / 30,
    'description-length': 12 / 13,
    'index-base': 2 / 2,
    'naming-consistency': 1 / 1,
    'parameter-description': 6 / 6,
  },
});
