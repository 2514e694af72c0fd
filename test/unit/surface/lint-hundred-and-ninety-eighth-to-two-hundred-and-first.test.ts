import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-ninety-eighth to two-hundred-and-first corpora: the thirty-fifth round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository;
// the comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "game-mcp" (hundred-and-ninety-eighth), "travel-mcp"
// (hundred-and-ninety-ninth), "health-mcp" (two-hundredth) and "translate-mcp"
// (two-hundred-and-first). Labelled blind on the rules after the fifty-third change, each by
// someone who saw no other of them and none of the change, they measure the fifty-third.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-ninety-eighth',
  title: 'lint on a hundred-and-ninety-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 106,
  measuredPrecision: {
    annotations: 29 / 29,
    'description-action-first': 15 / 15,
    'description-length': 4 / 4,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-ninety-ninth',
  title: 'lint on a hundred-and-ninety-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 84,
  measuredPrecision: {
    annotations: 27 / 27,
    'description-length': 41 / 41,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundredth',
  title: 'lint on a two-hundredth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 83,
  measuredPrecision: {
    annotations: 19 / 19,
    'description-action-first': 0 / 1,
    'description-length': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-first',
  title: 'lint on a two-hundred-and-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 13,
  measuredPrecision: {
    annotations: 2 / 2,
    'description-length': 1 / 2,
  },
});
