import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The four-hundred-and-forty-sixth to the four-hundred-and-fifty-third corpora: the seventy-eighth
// round of MCP servers built from their public repositories, none captured by an earlier corpus.
// Every repository earlier rounds read is left out, and at most three servers come from one
// repository; the comments above their lists in mcp-corpus-servers.ts say where each stopped and
// why. They took searches no round had worked through: "service-mcp" (four-hundred-and-forty-sixth),
// "wrapper-mcp" (four-hundred-and-forty-seventh), "integration-mcp" (four-hundred-and-forty-eighth),
// "platform-mcp" (four-hundred-and-forty-ninth), "sdk-mcp" (four-hundred-and-fiftieth), "plugin-mcp"
// (four-hundred-and-fifty-first), "skill-mcp" (four-hundred-and-fifty-second) and "workspace-mcp"
// (four-hundred-and-fifty-third). Five searches ran out before 80 tools: the wrapper, integration,
// service, plugin and skill pools hold few JavaScript servers. Labelled blind on the rules after the
// hundred-and-second change, each by someone who saw none of the change, they measure the
// hundred-and-first and the hundred-and-second. Their labels were read after the hundred-and-third
// was committed, which moved none of their findings; the hundred-and-fourth, tuned on them, retired
// seven.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-forty-sixth',
  title: 'lint on a four-hundred-and-forty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 61,
  measuredPrecision: {
    annotations: 34 / 34,
    'description-length': 29 / 29,
    'parameter-description': 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-forty-seventh',
  title: 'lint on a four-hundred-and-forty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 7,
  measuredPrecision: {
    annotations: 2 / 2,
    'description-length': 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-forty-eighth',
  title: 'lint on a four-hundred-and-forty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 13,
  measuredPrecision: {
    annotations: 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-forty-ninth',
  title: 'lint on a four-hundred-and-forty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 130,
  measuredPrecision: {
    annotations: 23 / 24,
    'description-length': 4 / 4,
    'schema-contradiction': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fiftieth',
  title: 'lint on a four-hundred-and-fiftieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 81,
  measuredPrecision: {
    annotations: 22 / 22,
    'description-action-first': 0 / 5,
    'parameter-description': 16 / 18,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fifty-first',
  title: 'lint on a four-hundred-and-fifty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 73,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 10 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fifty-second',
  title: 'lint on a four-hundred-and-fifty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 60,
  measuredPrecision: {
    annotations: 24 / 24,
    'description-action-first': 1 / 1,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fifty-third',
  title: 'lint on a four-hundred-and-fifty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 89,
  measuredPrecision: {
    annotations: 22 / 22,
    'description-length': 55 / 55,
    'parameter-description': 5 / 6,
  },
});
