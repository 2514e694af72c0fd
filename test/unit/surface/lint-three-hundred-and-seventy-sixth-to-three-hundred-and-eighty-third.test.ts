import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The three-hundred-and-seventy-sixth to three-hundred-and-eighty-third corpora: the sixty-ninth
// round of MCP servers built from their public repositories, none captured by an earlier corpus.
// Every repository earlier rounds read is left out, and at most three servers come from one
// repository; the comments above their lists in mcp-corpus-servers.ts say where each stopped and why.
// They took searches no round had worked through: "bot-mcp" (three-hundred-and-seventy-sixth),
// "chat-mcp" (three-hundred-and-seventy-seventh), "home-mcp" (three-hundred-and-seventy-eighth),
// "dev-mcp" (three-hundred-and-seventy-ninth), "shop-mcp" (three-hundred-and-eightieth), "job-mcp"
// (three-hundred-and-eighty-first), "flight-mcp" (three-hundred-and-eighty-second) and "doc-mcp"
// (three-hundred-and-eighty-third). Labelled blind on the rules after the eighty-second change, each
// by someone who saw no other of them and none of the change, they measure the eighty-second. Their
// labels were read after the eighty-third change was committed, which moved none of their findings.
// The three-hundred-and-eighty-third holds two forks of one Apple documentation server that share
// four tools word for word, so those four texts are labelled twice.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-seventy-sixth',
  title: 'lint on a three-hundred-and-seventy-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 85,
  measuredPrecision: {
    annotations: 22 / 22,
    'description-length': 18 / 19,
    'naming-consistency': 1 / 1,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-seventy-seventh',
  title: 'lint on a three-hundred-and-seventy-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 82,
  measuredPrecision: {
    annotations: 28 / 28,
    'description-length': 5 / 5,
    'parameter-description': 8 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-seventy-eighth',
  title: 'lint on a three-hundred-and-seventy-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 10,
  measuredPrecision: {
    annotations: 1 / 1,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-seventy-ninth',
  title: 'lint on a three-hundred-and-seventy-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 126,
  measuredPrecision: {
    annotations: 49 / 49,
    'description-action-first': 1 / 1,
    'description-length': 6 / 6,
    'parameter-description': 1 / 1,
    'tool-name': 61 / 61,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-eightieth',
  title: 'lint on a three-hundred-and-eightieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 112,
  measuredPrecision: {
    annotations: 7 / 7,
    'description-length': 34 / 34,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-eighty-first',
  title: 'lint on a three-hundred-and-eighty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 5,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-eighty-second',
  title: 'lint on a three-hundred-and-eighty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 29,
  measuredPrecision: {
    annotations: 9 / 9,
    'description-action-first': 2 / 2,
    'description-length': 1 / 1,
    drift: 1 / 1,
    'required-optional': 2 / 2,
    'tool-name': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-eighty-third',
  title: 'lint on a three-hundred-and-eighty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 84,
  measuredPrecision: {
    annotations: 30 / 30,
    'description-length': 12 / 13,
  },
});
