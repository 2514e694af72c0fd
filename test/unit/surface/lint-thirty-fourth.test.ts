import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Eight more real MCP servers (test/fixtures/mcp-corpus-thirty-fourth), dealt from this corpus's own
// pool of the registry's MCP packages no earlier corpus had used, taken from the most downloaded down.
// They were captured and labelled blind while the rules were being changed a fourteenth time
// elsewhere: the clean measure of that change, on servers it never saw. The floors are what the rules
// measure now, one of them at nothing: this test guards against a rule getting worse, it does not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without this test saying so.
// The labels judge the rules as they were before that change, and measured it blind; the fifteenth
// was then tuned on them, so they are training data now and the floors are fitted figures (the labels
// whose finding a change removed are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-thirty-fourth',
  title: 'lint on a thirty-fourth set of MCP servers, labelled blind: precision per rule',
  servers: 8,
  tools: 160,
  measuredPrecision: {
    annotations: 63 / 63,
    'description-length': 24 / 24,
    'index-base': 2 / 2,
  },
});
