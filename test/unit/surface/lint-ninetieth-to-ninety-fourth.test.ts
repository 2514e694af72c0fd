import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The ninetieth to ninety-fourth corpora: a ninth round of MCP servers built from their public
// repositories, none captured by an earlier corpus, taken in the order a code search lists
// repositories named with "mcp-service" (ninetieth: ranks 1 to 50; ninety-first: 51 to 100),
// "mcp-plugin" (ninety-second) and "mcp-bridge" (ninety-third: ranks 1 to 50; ninety-fourth: 51 to
// 100, then "mcp-tools" ranks 34 to 50), less every repository earlier rounds read, at most three servers of one repository (the
// comments above their lists in mcp-corpus-servers.ts say how far down each pool got and why each
// repository passed over was). Labelled blind on the rules after the twenty-seventh change and merged
// after the twenty-eighth was committed, so they measure the twenty-eighth on servers it never saw.
// One file for the round, so the suite loads the lint once for it. The floors are what was measured:
// these tests guard against a rule getting worse, they do not pretend the rule is good. Every finding
// must have a label and every label a finding, so the figures can never go stale without a test
// saying so.
// The twenty-ninth pass was then tuned on them: where it changed a finding the floors are fitted
// figures, and the labels it made vanish are kept under "retired".

describeLabelledCorpus({
  folder: 'mcp-corpus-ninetieth',
  title: 'lint on a ninetieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 125,
  measuredPrecision: {
    annotations: 24 / 24,
    'description-length': 33 / 34,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-ninety-first',
  title: 'lint on a ninety-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 38,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-action-first': 19 / 19,
    'description-length': 1 / 1,
    'parameter-description': 2 / 3,
    'required-optional': 7 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-ninety-second',
  title: 'lint on a ninety-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 68,
  measuredPrecision: {
    annotations: 17 / 17,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-ninety-third',
  title: 'lint on a ninety-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 126,
  measuredPrecision: {
    'description-action-first': 1 / 1,
    'description-length': 7 / 7,
    'index-base': 0 / 1,
    'parameter-description': 11 / 12,
    'vendor-prefix': 71 / 71,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-ninety-fourth',
  title: 'lint on a ninety-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 106,
  measuredPrecision: {
    annotations: 39 / 39,
    'description-length': 1 / 1,
  },
});
