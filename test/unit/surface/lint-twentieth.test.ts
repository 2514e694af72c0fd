import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Eight more real MCP servers (test/fixtures/mcp-corpus-twentieth: SaaS and everyday services whose
// package names run from n to z, among them productivity, commerce, media, finance and home), captured
// and labelled blind while the rules were being changed a tenth time elsewhere: the clean measure of
// that change, on servers it never saw. The floors are what the rules measure now, some far under
// 9 in 10: this test guards against a rule getting worse, it does not pretend the rule is good. Every
// finding must have a label and every label a finding, so the figures can never go stale without
// this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-twentieth',
  title: 'lint on a twentieth set of MCP servers, labelled blind: precision per rule',
  servers: 8,
  tools: 172,
  measuredPrecision: {
    'ambiguous-siblings': 0 / 2,
    annotations: 62 / 64,
    'description-action-first': 1 / 22,
    'description-length': 42 / 47,
    drift: 0 / 2,
    'index-base': 0 / 1,
    'naming-consistency': 3 / 3,
    'parameter-description': 2 / 50,
    'schema-contradiction': 0 / 1,
  },
});
