import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-forty-sixth to two-hundred-and-forty-ninth corpora: the forty-seventh round of
// MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository; the
// comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "bitbucket-mcp" (two-hundred-and-forty-sixth), "solana-mcp"
// (two-hundred-and-forty-seventh), "chart-mcp" (two-hundred-and-forty-eighth) and "evm-mcp"
// (two-hundred-and-forty-ninth). Labelled blind on the rules after the sixty-third change, each by
// someone who saw no other of them and none of the change, they measure the sixty-fourth pass.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-forty-sixth',
  title: 'lint on a two-hundred-and-forty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 95,
  measuredPrecision: {
    annotations: 56 / 56,
    'description-action-first': 0 / 1,
    'description-length': 15 / 15,
    'index-base': 0 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-forty-seventh',
  title: 'lint on a two-hundred-and-forty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 44,
  measuredPrecision: {
    annotations: 35 / 35,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-forty-eighth',
  title: 'lint on a two-hundred-and-forty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 17,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-forty-ninth',
  title: 'lint on a two-hundred-and-forty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 64,
  measuredPrecision: {
    annotations: 33 / 33,
    'description-action-first': 11 / 11,
    'description-length': 10 / 11,
    'parameter-description': 2 / 2,
  },
});
