import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// One real MCP server (test/fixtures/mcp-corpus-forty-first) that earlier corpora left out only for
// its size, the Photoshop server 00bx-photoshop-mcp (323 tools), captured whole and labelled blind
// on the rules as they stood after the fifteenth change (no rule has changed since): the clean
// measure of the next change, on a server it never saw. The floors are what the rules measure now;
// this test guards against a rule getting worse, it does not pretend the rule is good. Every finding
// must have a label and every label a finding, so the figures can never go stale without this test
// saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-first',
  title: 'lint on a forty-first set of MCP servers, the large ones, labelled blind: precision per rule',
  servers: 1,
  tools: 323,
  measuredPrecision: {
    annotations: 5 / 6,
    'description-length': 6 / 6,
  },
});
