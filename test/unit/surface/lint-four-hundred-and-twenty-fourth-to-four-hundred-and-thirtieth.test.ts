import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The four-hundred-and-twenty-fourth to the four-hundred-and-thirtieth corpora: the seventy-fifth
// round of MCP servers built from their public repositories, none captured by an earlier corpus.
// Every repository earlier rounds read is left out, and at most three servers come from one
// repository; the comments above their lists in mcp-corpus-servers.ts say where each stopped and why.
// They took searches no round had worked through: "studio-mcp" (four-hundred-and-twenty-fourth),
// "bridge-mcp" (four-hundred-and-twenty-fifth), "connector-mcp" (four-hundred-and-twenty-sixth),
// "assistant-mcp" (four-hundred-and-twenty-seventh), "manager-mcp" (four-hundred-and-twenty-eighth),
// "engine-mcp" (four-hundred-and-twenty-ninth) and "builder-mcp" (four-hundred-and-thirtieth).
// Labelled blind on the rules after the ninety-second change, each by someone who saw none of the
// change, they measure the ninety-second. Their labels were read after the ninety-fifth was
// committed; the ninety-sixth, tuned on them, retired twenty-six.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-twenty-fourth',
  title: 'lint on a four-hundred-and-twenty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 127,
  measuredPrecision: {
    annotations: 37 / 37,
    'description-length': 15 / 19,
    'parameter-description': 17 / 19,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-twenty-fifth',
  title: 'lint on a four-hundred-and-twenty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 99,
  measuredPrecision: {
    annotations: 2 / 2,
    'naming-consistency': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-twenty-sixth',
  title: 'lint on a four-hundred-and-twenty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 45,
  measuredPrecision: {
    annotations: 18 / 18,
    'description-length': 8 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-twenty-seventh',
  title: 'lint on a four-hundred-and-twenty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 83,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-twenty-eighth',
  title: 'lint on a four-hundred-and-twenty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 86,
  measuredPrecision: {
    annotations: 33 / 33,
    'description-action-first': 15 / 15,
    'description-length': 26 / 27,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-twenty-ninth',
  title: 'lint on a four-hundred-and-twenty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 120,
  measuredPrecision: {
    annotations: 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-thirtieth',
  title: 'lint on a four-hundred-and-thirtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 147,
  measuredPrecision: {
    annotations: 33 / 34,
    'description-action-first': 4 / 4,
    'description-length': 24 / 25,
    'naming-consistency': 0 / 1,
    'schema-contradiction': 0 / 1,
    'tool-name': 1 / 1,
  },
});
