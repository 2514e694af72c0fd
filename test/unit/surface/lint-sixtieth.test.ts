import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Eight MCP servers built from their public repository (test/fixtures/mcp-corpus-sixtieth): the first
// eight folders of the open-mcp monorepo, servers generated from OpenAPI documents, none captured by an
// earlier corpus. They were captured and labelled blind on the rules after the nineteenth change, and
// no rule has changed since, so they measure the next change on servers it never saw. The floors are
// what the rules measure now, some far under 9 in 10: this test guards against a rule getting worse,
// it does not pretend the rule is good. Every finding must have a label and every label a finding, so
// the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-sixtieth',
  title: 'lint on a sixtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 278,
  measuredPrecision: {
    annotations: 124 / 124,
    'description-action-first': 0 / 2,
    'description-length': 230 / 235,
    drift: 3 / 3,
    'parameter-description': 5 / 5,
    'required-optional': 0 / 1,
    'schema-contradiction': 0 / 2,
  },
});
