import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Two MCP servers built from their public GitHub repositories (test/fixtures/mcp-corpus-seventy-third),
// none captured by an earlier corpus, captured and labelled blind on the rules as they stood after the
// twenty-third change (no rule changed since). The floors are what the rules measure on them now: this
// test guards against a rule getting worse. Every finding must have a label and every label a finding,
// so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seventy-third',
  title: 'lint on a seventy-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 75,
  measuredPrecision: {
    annotations: 14 / 14,
    'description-length': 4 / 4,
    'index-base': 1 / 1,
  },
});
