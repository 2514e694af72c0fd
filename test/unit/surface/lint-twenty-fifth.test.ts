import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Nine more real MCP servers (test/fixtures/mcp-corpus-twenty-fifth: SaaS, productivity, commerce,
// media, finance and everyday services whose package names start with a to m), captured and labelled
// blind while the rules were being changed an eleventh time elsewhere: the clean measure of that
// change, on servers it never saw. The floors are what the rules measure now, some at nothing: this
// test guards against a rule getting worse, it does not pretend the rule is good. Every finding must
// have a label and every label a finding, so the figures can never go stale without this test saying so.
// They measured the eleventh change blind; the twelfth was then tuned on them, so they are
// training data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-twenty-fifth',
  title: 'lint on a twenty-fifth set of MCP servers, labelled blind: precision per rule',
  servers: 9,
  tools: 159,
  measuredPrecision: {
    annotations: 29 / 29,
    'description-length': 11 / 11,
    'naming-consistency': 2 / 2,
    'required-optional': 6 / 6,
  },
});
