import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The forty-seventh corpus (test/fixtures/mcp-corpus-forty-seventh): two real MCP servers that earlier
// corpora left out only for their size, Alibaba Cloud's Yunxiao DevOps server and the Power Platform
// server, each captured whole (every tool it lists). Labelled blind on the rules as they stood after
// the sixteenth change: a clean measure of the seventeenth. The floors are what the rules measure now, some far under 9 in 10: this test guards against
// a rule getting worse, it does not pretend the rule is good. Every finding must have a label and
// every label a finding, so the figures can never go stale without this test saying so.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-seventh',
  title: 'lint on a forty-seventh set of MCP servers, captured whole and labelled blind: precision per rule',
  servers: 2,
  tools: 269,
  measuredPrecision: {
    'ambiguous-siblings': 4 / 4,
    annotations: 131 / 131,
    'description-length': 54 / 54,
    drift: 28 / 28,
    'index-base': 0 / 1,
    'naming-consistency': 1 / 1,
    'required-optional': 1 / 1,
    'schema-contradiction': 1 / 1,
  },
});
