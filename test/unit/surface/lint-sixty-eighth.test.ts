import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Seven MCP servers built from their public repositories (test/fixtures/mcp-corpus-sixty-eighth),
// none of them captured by an earlier corpus, taken in the order a repository search listed them.
// They were labelled blind on the rules as they stood after the twenty-first change, and no rule has
// changed since on their account. The floors are what the rules measure now, some of them zero: this
// test guards against a rule getting worse, it does not pretend the rule is good. Every finding must
// have a label and every label a finding, so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-sixty-eighth',
  title: 'lint on a sixty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 132,
  measuredPrecision: {
    annotations: 40 / 41,
    'description-action-first': 34 / 38,
    'index-base': 0 / 1,
    'naming-consistency': 2 / 2,
    'parameter-description': 0 / 2,
  },
});
