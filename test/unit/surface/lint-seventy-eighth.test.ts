import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Three real MCP servers (test/fixtures/mcp-corpus-seventy-eighth) built from their public
// repositories, none of them captured by an earlier corpus, and labelled blind on the rules as they
// stood after the twenty-third change (no rule has changed since). The floors are what the rules
// measure now: this test guards against a rule getting worse, it does not pretend the rule is good.
// Every finding must have a label and every label a finding, so the figures can never go stale
// without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seventy-eighth',
  title: 'lint on a seventy-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 165,
  measuredPrecision: {
    'description-length': 5 / 5,
    'naming-consistency': 1 / 1,
    'parameter-description': 11 / 12,
  },
});
