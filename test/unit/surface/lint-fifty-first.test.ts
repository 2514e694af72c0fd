import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Three real MCP servers (test/fixtures/mcp-corpus-fifty-first) that earlier corpora left out only for
// their size, Llama's project tracker (@agllama/mcp, 110 tools), google-workspace-mcp (110 tools) and
// icloud-mcp (69 tools), each captured whole and labelled blind on the rules as they stood after the
// sixteenth change: the clean measure of the seventeenth, on servers it never saw. The floors are what the rules measure now, some of them nothing at all; this test guards
// against a rule getting worse, it does not pretend the rule is good. Every finding must have a label
// and every label a finding, so the figures can never go stale without this test saying so.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-fifty-first',
  title: 'lint on a fifty-first set of MCP servers, the large ones, labelled blind: precision per rule',
  servers: 3,
  tools: 289,
  measuredPrecision: {
    annotations: 66 / 70,
    'description-length': 34 / 41,
    'parameter-description': 3 / 3,
    'required-optional': 0 / 2,
  },
});
