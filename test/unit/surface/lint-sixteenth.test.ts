import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Eight more real MCP servers (test/fixtures/mcp-corpus-sixteenth): SaaS, productivity,
// communication, commerce and finance, captured and labelled blind while the rules were being
// changed an eighth time elsewhere, so they measure that change on servers it never saw. The floors
// are what the rules measure now: this test guards against a rule getting worse, it does not pretend
// the rule is good. Every finding must have a label and every label a finding, so the figures can
// never go stale without this test saying so.
// They measured the eighth change blind; the ninth was then tuned on them, so they are training
// data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-sixteenth',
  title: 'lint on a sixteenth set of MCP servers, labelled blind: precision per rule',
  servers: 7,
  tools: 171,
  measuredPrecision: {
    annotations: 75 / 75,
    'description-length': 75 / 82,
    'parameter-description': 5 / 6,
    'schema-contradiction': 1 / 1,
  },
});
