import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-eighteenth to hundred-and-twenty-eighth corpora: three rounds of MCP servers built
// from their public repositories, none captured by an earlier corpus, taken in the order a code search
// lists repositories named with "mcp-starter" ranks 40 on (hundred-and-eighteenth); "mcp-proxy" ranks
// 68 on, the last ranks of "mcp-hub" and "mcp-agent", then "mcp-typescript" (hundred-and-nineteenth);
// "mcp-template" (hundred-and-twentieth to rank 50, hundred-and-twenty-first from rank 51, then
// "mcp-typescript" from rank 46); "mcp-example" (hundred-and-twenty-second); "mcp-boilerplate" then
// "mcp-worker" (hundred-and-twenty-third); "mcp-local" (hundred-and-twenty-fourth to rank 50,
// hundred-and-twenty-fifth from rank 51); "mcp-simple" (hundred-and-twenty-sixth); and "mcp-typescript"
// ranks 21 to 45 (hundred-and-twenty-seventh) and 50 to 79 (hundred-and-twenty-eighth). Every repository earlier rounds read is left out, and at
// most three servers come from one repository; the comments above their lists in
// mcp-corpus-servers.ts say where each stopped and why.
// - The fifteenth round (the hundred-and-eighteenth to hundred-and-twentieth and the
//   hundred-and-twenty-fourth), labelled blind on the rules after the thirty-fourth change and read
//   first, measures the thirty-fourth. The thirty-fifth was tuned on it.
// - The sixteenth round (the hundred-and-twenty-first to hundred-and-twenty-third, the
//   hundred-and-twenty-fifth and hundred-and-twenty-sixth), labelled at the same time on the same rules
//   but read only after the thirty-fifth was committed, measures the thirty-fifth. The thirty-sixth was
//   tuned on both.
// - The seventeenth round (the hundred-and-twenty-seventh, labelled on the thirty-fifth's rules, and
//   the hundred-and-twenty-eighth, labelled on the thirty-sixth's), read after the thirty-sixth was
//   committed, measures the thirty-sixth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighteenth',
  title: 'lint on a hundred-and-eighteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 25,
  measuredPrecision: {
    annotations: 15 / 15,
    'description-action-first': 3 / 3,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-nineteenth',
  title: 'lint on a hundred-and-nineteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 10,
  tools: 86,
  measuredPrecision: {
    annotations: 26 / 28,
    'description-length': 13 / 13,
    'parameter-description': 1 / 1,
    'required-optional': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twentieth',
  title: 'lint on a hundred-and-twentieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 22,
  measuredPrecision: {
    annotations: 5 / 6,
    'description-action-first': 3 / 3,
    'description-length': 7 / 8,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twenty-first',
  title: 'lint on a hundred-and-twenty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 12,
  tools: 42,
  measuredPrecision: {
    annotations: 15 / 15,
    'description-length': 15 / 17,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twenty-second',
  title: 'lint on a hundred-and-twenty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 14,
  measuredPrecision: {
    annotations: 9 / 9,
    'description-action-first': 2 / 2,
    'description-length': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twenty-third',
  title: 'lint on a hundred-and-twenty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 96,
  measuredPrecision: {
    annotations: 12 / 12,
    'description-action-first': 2 / 2,
    'description-length': 7 / 8,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twenty-fourth',
  title: 'lint on a hundred-and-twenty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 66,
  measuredPrecision: {
    annotations: 33 / 33,
    'description-length': 27 / 27,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twenty-fifth',
  title: 'lint on a hundred-and-twenty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 68,
  measuredPrecision: {
    annotations: 30 / 30,
    'description-length': 17 / 21,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twenty-sixth',
  title: 'lint on a hundred-and-twenty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 11,
  tools: 41,
  measuredPrecision: {
    annotations: 18 / 19,
    'description-action-first': 4 / 4,
    'description-length': 5 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twenty-seventh',
  title: 'lint on a hundred-and-twenty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 71,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-action-first': 17 / 17,
    'description-length': 25 / 26,
    'parameter-description': 2 / 2,
    'required-optional': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twenty-eighth',
  title: 'lint on a hundred-and-twenty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 99,
  measuredPrecision: {
    annotations: 8 / 8,
    'description-length': 8 / 8,
    'naming-consistency': 1 / 1,
    'parameter-description': 6 / 6,
  },
});
