import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Ten more real MCP servers for developer tools, infrastructure, databases, testing, docs and design
// (test/fixtures/mcp-corpus-eleventh), captured and labelled blind while the rules were being changed a
// sixth time elsewhere: half of the clean measure of that change, on servers it never saw. The floors
// are what the rules measure now, some of them nothing at all: this test guards against a rule getting
// worse, it does not pretend the rule is good. Every finding must have a label and every label a
// finding, so the figures can never go stale without this test saying so.
// They measured the sixth change blind; the seventh was then tuned on them, so they are training
// data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-eleventh',
  title: 'lint on an eleventh set of MCP servers, labelled blind: precision per rule',
  servers: 10,
  tools: 170,
  measuredPrecision: {
    annotations: 84 / 84,
    'description-length': 39 / 39,
    'naming-consistency': 4 / 4,
    'parameter-description': 13 / 14,
  },
});
