import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Eleven more real MCP servers (test/fixtures/mcp-corpus-thirty-seventh), dealt from this corpus's own
// pool of the registry's MCP packages that no earlier corpus used, captured and labelled blind while
// the rules were being changed a fifteenth time elsewhere: a clean measure of that change, on servers
// it never saw. The floors are what the rules measure now, one of them at nothing: this test guards
// against a rule getting worse, it does not pretend the rule is good. Every finding must have a label
// and every label a finding, so the figures can never go stale without this test saying so.
// The fifteenth change, made meanwhile on other corpora, neither adds nor removes a finding here, so
// these labels measure it too.
// The sixteenth change was tuned on the thirty-fifth to fortieth corpora, so this is training data
// now and the floors are fitted figures (the labels a change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-thirty-seventh',
  title: 'lint on a thirty-seventh set of MCP servers, labelled blind: precision per rule',
  servers: 11,
  tools: 114,
  measuredPrecision: {
    annotations: 46 / 47,
    'description-action-first': 0 / 1,
    'description-length': 16 / 18,
    'index-base': 4 / 4,
  },
});
