import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Nine more real MCP servers (test/fixtures/mcp-corpus-twenty-fifth: SaaS, productivity, commerce,
// media, finance and everyday services whose package names start with a to m), captured and labelled
// blind while the rules were being changed an eleventh time elsewhere: the clean measure of that
// change, on servers it never saw. The floors are what the rules measure now, some at nothing: this
// test guards against a rule getting worse, it does not pretend the rule is good. Every finding must
// have a label and every label a finding, so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-twenty-fifth',
  title: 'lint on a twenty-fifth set of MCP servers, labelled blind: precision per rule',
  servers: 9,
  tools: 159,
  measuredPrecision: {
    'ambiguous-siblings': 0 / 2,
    annotations: 29 / 29,
    'description-length': 12 / 12,
    'index-base': 0 / 2,
    'naming-consistency': 2 / 2,
    'parameter-description': 0 / 3,
    'required-optional': 6 / 6,
    'schema-contradiction': 0 / 9,
  },
});
