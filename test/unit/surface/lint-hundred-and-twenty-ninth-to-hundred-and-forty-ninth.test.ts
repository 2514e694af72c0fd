import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-twenty-ninth to hundred-and-forty-ninth corpora: four rounds of MCP servers built
// from their public repositories, none captured by an earlier corpus. Every repository earlier rounds
// read is left out, and at most three servers come from one repository; the comments above their
// lists in mcp-corpus-servers.ts say where each stopped and why.
// The eighteenth round, the hundred-and-twenty-ninth to hundred-and-thirty-seventh, was taken in the
// order a code search lists repositories named with "mcp-stdio" (hundred-and-twenty-ninth),
// "mcp-sample" (hundred-and-thirtieth), "mcp-worker" ranks 60 on then "mcp-typescript" ranks 80 on
// (hundred-and-thirty-first), "mcp-tutorial" (hundred-and-thirty-second), "mcp-playground" then
// "mcp-test" (hundred-and-thirty-third), "mcp-app" (hundred-and-thirty-fourth to rank 28,
// hundred-and-thirty-seventh from rank 29), "mcp-for" (hundred-and-thirty-fifth) and "notion-mcp"
// (hundred-and-thirty-sixth). All nine were labelled blind on the rules after the thirty-sixth change.
// - The hundred-and-twenty-ninth to hundred-and-thirty-first and the hundred-and-thirty-fifth, read
//   first, measure the thirty-sixth. The thirty-seventh was tuned on every corpus before them and
//   changed no finding on them.
// - The hundred-and-thirty-second to hundred-and-thirty-fourth, the hundred-and-thirty-sixth and the
//   hundred-and-thirty-seventh, read only after the thirty-seventh was committed, measure the
//   thirty-seventh. The thirty-eighth was tuned on them.
// The hundred-and-thirty-eighth to hundred-and-forty-first, the nineteenth round, were labelled blind
// on the rules after the thirty-seventh change and read only after the thirty-eighth was committed, so
// they measure the thirty-eighth; the thirty-ninth was tuned on them. Their pools: "mcp-for" ranks 30
// on (hundred-and-thirty-eighth), "notion-mcp" ranks 11 on (hundred-and-thirty-ninth), "jira-mcp"
// (hundred-and-fortieth) and "shopify-mcp" (hundred-and-forty-first).
// The twentieth round measures the thirty-ninth: the hundred-and-forty-second took the last ranks of
// "mcp-for" (81 to 100), labelled blind on the rules after the thirty-eighth change and read only
// after the thirty-ninth was committed; the hundred-and-forty-third to hundred-and-forty-fifth took,
// in three parts, the servers a curated list (the README of appcypher/awesome-mcp-servers) names
// that no earlier corpus had judged, labelled blind on the thirty-ninth's own rules.
// The twenty-first round, the hundred-and-forty-sixth to hundred-and-forty-ninth, measures the
// thirty-ninth too: four parts of the servers another curated list (the README of
// wong2/awesome-mcp-servers) names that no earlier corpus or the twentieth round had judged, labelled
// blind on the thirty-ninth's rules.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twenty-ninth',
  title: 'lint on a hundred-and-twenty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 22,
  measuredPrecision: {
    annotations: 9 / 9,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirtieth',
  title: 'lint on a hundred-and-thirtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 20,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-action-first': 2 / 2,
    'description-length': 11 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirty-first',
  title: 'lint on a hundred-and-thirty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 3,
  measuredPrecision: {
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirty-second',
  title: 'lint on a hundred-and-thirty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 19,
  measuredPrecision: {
    annotations: 15 / 15,
    'description-action-first': 4 / 4,
    'description-length': 5 / 5,
    'parameter-description': 15 / 15,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirty-third',
  title: 'lint on a hundred-and-thirty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 120,
  measuredPrecision: {
    annotations: 55 / 55,
    'description-action-first': 1 / 1,
    'description-length': 12 / 12,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirty-fourth',
  title: 'lint on a hundred-and-thirty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 121,
  measuredPrecision: {
    annotations: 23 / 23,
    'description-length': 19 / 19,
    'parameter-description': 8 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirty-fifth',
  title: 'lint on a hundred-and-thirty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 98,
  measuredPrecision: {
    annotations: 35 / 35,
    'description-length': 4 / 4,
    'naming-consistency': 2 / 2,
    'parameter-description': 4 / 4,
    'required-optional': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirty-sixth',
  title: 'lint on a hundred-and-thirty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 122,
  measuredPrecision: {
    annotations: 40 / 40,
    'description-action-first': 1 / 1,
    'description-length': 26 / 27,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirty-seventh',
  title: 'lint on a hundred-and-thirty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 87,
  measuredPrecision: {
    annotations: 52 / 52,
    'description-length': 9 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirty-eighth',
  title: 'lint on a hundred-and-thirty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 103,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 23 / 23,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirty-ninth',
  title: 'lint on a hundred-and-thirty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 130,
  measuredPrecision: {
    annotations: 21 / 21,
    'parameter-description': 11 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-fortieth',
  title: 'lint on a hundred-and-fortieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 92,
  measuredPrecision: {
    annotations: 36 / 36,
    'description-length': 7 / 7,
    'parameter-description': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-forty-first',
  title: 'lint on a hundred-and-forty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 139,
  measuredPrecision: {
    annotations: 57 / 57,
    'description-length': 1 / 1,
    'parameter-description': 7 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-forty-second',
  title: 'lint on a hundred-and-forty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 27,
  measuredPrecision: {
    annotations: 9 / 9,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-forty-third',
  title: 'lint on a hundred-and-forty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 20,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-length': 5 / 5,
    'required-optional': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-forty-fourth',
  title: 'lint on a hundred-and-forty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 95,
  measuredPrecision: {
    annotations: 3 / 3,
    'description-length': 52 / 52,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-forty-fifth',
  title: 'lint on a hundred-and-forty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 23,
  measuredPrecision: {
    annotations: 14 / 14,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-forty-sixth',
  title: 'lint on a hundred-and-forty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 11,
  tools: 87,
  measuredPrecision: {
    annotations: 39 / 40,
    'description-action-first': 7 / 7,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-forty-seventh',
  title: 'lint on a hundred-and-forty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 17,
  measuredPrecision: {
    annotations: 2 / 2,
    'description-action-first': 9 / 9,
    'description-length': 1 / 1,
    'naming-consistency': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-forty-eighth',
  title: 'lint on a hundred-and-forty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 89,
  measuredPrecision: {
    annotations: 41 / 41,
    'description-length': 23 / 24,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-forty-ninth',
  title: 'lint on a hundred-and-forty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 81,
  measuredPrecision: {
    annotations: 33 / 33,
    'description-length': 19 / 19,
  },
});
