import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-twenty-sixth to two-hundred-and-twenty-ninth corpora: the forty-second round of
// MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository; the
// comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "mysql-mcp" (two-hundred-and-twenty-sixth), "ssh-mcp"
// (two-hundred-and-twenty-seventh), "feishu-mcp" (two-hundred-and-twenty-eighth) and "bluesky-mcp"
// (two-hundred-and-twenty-ninth). Labelled blind on the rules after the fifty-eighth change, each by
// someone who saw no other of them and none of the change, they measure the fifty-ninth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twenty-sixth',
  title: 'lint on a two-hundred-and-twenty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 91,
  measuredPrecision: {
    annotations: 39 / 39,
    'description-length': 18 / 19,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twenty-seventh',
  title: 'lint on a two-hundred-and-twenty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 85,
  measuredPrecision: {
    annotations: 22 / 22,
    'description-length': 2 / 2,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twenty-eighth',
  title: 'lint on a two-hundred-and-twenty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 87,
  measuredPrecision: {
    annotations: 36 / 36,
    'description-length': 1 / 1,
    'schema-contradiction': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twenty-ninth',
  title: 'lint on a two-hundred-and-twenty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 28,
  measuredPrecision: {
    annotations: 9 / 9,
    'description-length': 12 / 12,
  },
});
