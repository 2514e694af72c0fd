import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// MCP servers built from their public repositories (test/fixtures/mcp-corpus-fifty-eighth), none of
// them captured by an earlier corpus: the first fifty repositories a code search lists for
// "mcp-server", taken in its order until 250 tools were kept. Labelled blind on the rules after the
// nineteenth change, and no rule has changed since, so the floors are a clean measure of those rules
// on servers they never saw. The floors are what was measured, however low: this test guards against a
// rule getting worse, it does not pretend the rule is good. Every finding must have a label and every
// label a finding, so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-fifty-eighth',
  title: 'lint on MCP servers built from their public repositories, labelled blind: precision per rule',
  servers: 25,
  tools: 255,
  measuredPrecision: {
    annotations: 102 / 107,
    'description-length': 14 / 14,
    drift: 3 / 8,
    'naming-consistency': 5 / 5,
    'parameter-description': 7 / 13,
    'required-optional': 1 / 2,
    'schema-contradiction': 1 / 2,
  },
});
