import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Ten more real MCP servers (test/fixtures/mcp-corpus-twenty-second): developer tools,
// infrastructure, data, docs, AI tooling and code quality whose package names run from n to z,
// captured and labelled blind while the rules were being changed a tenth time elsewhere, so they
// measure that change on servers it never saw. The floors are what the rules measure now, some far
// under 9 in 10: this test guards against a rule getting worse, it does not pretend the rule is good.
// Every finding must have a label and every label a finding, so the figures can never go stale
// without this test saying so.
// They measured the tenth change blind; the eleventh was then tuned on them, so they are training
// data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-twenty-second',
  title: 'lint on a twenty-second set of MCP servers, labelled blind: precision per rule',
  servers: 10,
  tools: 197,
  measuredPrecision: {
    annotations: 41 / 41,
    'description-length': 11 / 11,
    drift: 1 / 1,
    'parameter-description': 6 / 7,
    'vendor-prefix': 17 / 17,
  },
});
