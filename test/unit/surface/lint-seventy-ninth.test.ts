import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Six more real MCP servers (test/fixtures/mcp-corpus-seventy-ninth), built from their public
// repositories, none captured by an earlier corpus, and labelled blind on the rules after the
// twenty-third change (no rule changed since). The floors are what the rules measure on them now:
// this test guards against a rule getting worse, it does not claim the rule is good. Every finding
// must have a label and every label a finding, so the figures cannot go stale without this test
// saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seventy-ninth',
  title: 'lint on a seventy-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 32,
  measuredPrecision: {
    annotations: 22 / 22,
    'description-action-first': 1 / 1,
    'description-length': 4 / 4,
    'parameter-description': 0 / 1,
  },
});
