import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// A forty-ninth MCP corpus (test/fixtures/mcp-corpus-forty-ninth): metabase-ai-assistant, a server
// earlier corpora left out only for its size, captured whole. It lists db_test_speed twice; tool
// names must be unique, so the capture keeps the first listing and drops the second (133 tools). The
// Discord server by quadslab was meant to join it, but it logs in to Discord before listing a tool.
// Labelled blind on the rules after the sixteenth change: a measure of the seventeenth. Every finding must have a label and every label a finding, so the
// figures can never go stale without this test saying so.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-ninth',
  title: 'lint on a forty-ninth set of MCP servers, captured whole and labelled blind: precision per rule',
  servers: 1,
  tools: 133,
  measuredPrecision: {
    annotations: 2 / 2,
    'description-length': 20 / 22,
    drift: 1 / 1,
    'index-base': 2 / 2,
    'naming-consistency': 1 / 1,
    'parameter-description': 3 / 3,
    'required-optional': 1 / 1,
  },
});
