import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Four more real MCP servers (test/fixtures/mcp-corpus-thirty-sixth), dealt from a pool of registry
// MCP packages no earlier corpus had used, and all of that pool's remainder that would list its tools
// here. They were captured and labelled blind while the rules were being changed a fifteenth time
// elsewhere: a clean measure of that change, on servers it never saw. The floors are what the rules
// measure now: this test guards against a rule getting worse, it does not pretend the rule is good.
// Every finding must have a label and every label a finding, so the figures can never go stale
// without this test saying so.
// The fifteenth change, made meanwhile on other corpora, neither adds nor removes a finding here, so
// these labels measure it too.
// The sixteenth change was tuned on the thirty-fifth to fortieth corpora, so this is training data
// now and the floors are fitted figures (the labels a change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-thirty-sixth',
  title: 'lint on a thirty-sixth set of MCP servers, labelled blind: precision per rule',
  servers: 4,
  tools: 24,
  measuredPrecision: {
    annotations: 6 / 7,
    'description-length': 5 / 6,
  },
});
