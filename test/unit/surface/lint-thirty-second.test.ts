import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Eleven more real MCP servers (test/fixtures/mcp-corpus-thirty-second), dealt from this corpus's own
// pool of the registry's MCP packages that no earlier corpus used, and captured and labelled blind
// while the rules were being changed a fourteenth time elsewhere: the clean measure of that change,
// on servers it never saw. The floors are what the rules measure now, some of them nothing: this test
// guards against a rule getting worse, it does not pretend the rule is good. Every finding must have
// a label and every label a finding, so the figures can never go stale without this test saying so.
// The labels judge the rules as they were before that change, and measured it blind; the fifteenth
// was then tuned on them, so they are training data now and the floors are fitted figures (the labels
// whose finding a change removed are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-thirty-second',
  title: 'lint on a thirty-second set of MCP servers, labelled blind: precision per rule',
  servers: 11,
  tools: 200,
  measuredPrecision: {
    annotations: 46 / 46,
    'description-action-first': 1 / 1,
    'description-length': 30 / 30,
    'naming-consistency': 2 / 2,
    'parameter-description': 2 / 2,
    'required-optional': 6 / 6,
  },
});
