import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Twelve more real MCP servers (test/fixtures/mcp-corpus-seventeenth): developer tools,
// infrastructure, databases, data, testing, docs, design, AI tooling and code quality, captured and
// labelled blind while the rules were being changed a ninth time elsewhere, so they measure that
// change on servers it never saw. The floors are what the rules measure now, some far under 9 in 10:
// this test guards against a rule getting worse, it does not pretend the rule is good. Every finding
// must have a label and every label a finding, so the figures can never go stale without this test
// saying so.
// They measured the ninth change blind; the tenth was then tuned on them, so they are training
// data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-seventeenth',
  title: 'lint on a seventeenth set of MCP servers, labelled blind: precision per rule',
  servers: 12,
  tools: 169,
  measuredPrecision: {
    annotations: 45 / 45,
    'description-length': 22 / 22,
    'index-base': 1 / 1,
    'parameter-description': 36 / 36,
    'tool-name': 1 / 1,
  },
});
