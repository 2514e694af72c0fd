import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-eighty-sixth to hundred-and-eighty-ninth corpora: the thirty-second round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository;
// the comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "crypto-mcp" (hundred-and-eighty-sixth), "aws-mcp"
// (hundred-and-eighty-seventh), "image-mcp" (hundred-and-eighty-eighth) and "wordpress-mcp"
// (hundred-and-eighty-ninth). Labelled blind on the rules after the forty-ninth change, each by
// someone who saw no other of them, and read only after the fiftieth was committed, they
// measure the fiftieth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighty-sixth',
  title: 'lint on a hundred-and-eighty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 59,
  measuredPrecision: {
    annotations: 31 / 31,
    'description-length': 20 / 20,
    'parameter-description': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighty-seventh',
  title: 'lint on a hundred-and-eighty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 29,
  measuredPrecision: {
    annotations: 3 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighty-eighth',
  title: 'lint on a hundred-and-eighty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 12,
  tools: 51,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-action-first': 3 / 3,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighty-ninth',
  title: 'lint on a hundred-and-eighty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 84,
  measuredPrecision: {
    annotations: 28 / 28,
    'description-length': 59 / 61,
    'index-base': 3 / 3,
    'parameter-description': 1 / 1,
  },
});
