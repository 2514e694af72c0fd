import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-eighty-second to hundred-and-eighty-fifth corpora: the thirty-first round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository;
// the comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "git-mcp" (hundred-and-eighty-second), "memory-mcp"
// (hundred-and-eighty-third), "search-mcp" (hundred-and-eighty-fourth) and "pdf-mcp"
// (hundred-and-eighty-fifth). Labelled blind on the rules after the forty-eighth change, each by
// someone who saw no other of them, and read only after the forty-ninth was committed, they
// measure the forty-ninth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighty-second',
  title: 'lint on a hundred-and-eighty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 85,
  measuredPrecision: {
    annotations: 28 / 28,
    'description-length': 17 / 17,
    'parameter-description': 4 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighty-third',
  title: 'lint on a hundred-and-eighty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 87,
  measuredPrecision: {
    annotations: 7 / 8,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighty-fourth',
  title: 'lint on a hundred-and-eighty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 84,
  measuredPrecision: {
    annotations: 24 / 24,
    'tool-name': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighty-fifth',
  title: 'lint on a hundred-and-eighty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 81,
  measuredPrecision: {
    annotations: 12 / 12,
    'description-length': 12 / 12,
    'parameter-description': 1 / 1,
  },
});
