import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The four-hundred-and-thirty-first to the four-hundred-and-thirty-seventh corpora: the
// seventy-sixth round of MCP servers built from their public repositories, none captured by an
// earlier corpus. Every repository earlier rounds read is left out, and at most three servers come
// from one repository; the comments above their lists in mcp-corpus-servers.ts say where each stopped
// and why. They took searches no round had worked through: "generator-mcp"
// (four-hundred-and-thirty-first), "reader-mcp" (four-hundred-and-thirty-second), "scanner-mcp"
// (four-hundred-and-thirty-third), "monitor-mcp" (four-hundred-and-thirty-fourth), "tracker-mcp"
// (four-hundred-and-thirty-fifth), "planner-mcp" (four-hundred-and-thirty-sixth) and "gateway-mcp"
// (four-hundred-and-thirty-seventh). Labelled blind on the rules after the ninety-fifth change, each
// by someone who saw none of the change, they measure the ninety-third to the ninety-fifth. Their
// labels were read after the ninety-sixth was committed; the ninety-seventh, tuned on them, retired
// two.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-thirty-first',
  title: 'lint on a four-hundred-and-thirty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 11,
  tools: 86,
  measuredPrecision: {
    annotations: 17 / 19,
    'description-length': 12 / 12,
    'parameter-description': 3 / 3,
    'required-optional': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-thirty-second',
  title: 'lint on a four-hundred-and-thirty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 83,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-action-first': 2 / 2,
    'description-length': 22 / 24,
    'index-base': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-thirty-third',
  title: 'lint on a four-hundred-and-thirty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 82,
  measuredPrecision: {
    annotations: 1 / 1,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-thirty-fourth',
  title: 'lint on a four-hundred-and-thirty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 134,
  measuredPrecision: {
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-thirty-fifth',
  title: 'lint on a four-hundred-and-thirty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 225,
  measuredPrecision: {
    annotations: 64 / 66,
    'description-length': 52 / 55,
    'parameter-description': 17 / 17,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-thirty-sixth',
  title: 'lint on a four-hundred-and-thirty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 90,
  measuredPrecision: {
    annotations: 25 / 25,
    'description-action-first': 1 / 1,
    'description-length': 19 / 19,
    'index-base': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-thirty-seventh',
  title: 'lint on a four-hundred-and-thirty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 17,
  measuredPrecision: {
    annotations: 8 / 8,
  },
});
