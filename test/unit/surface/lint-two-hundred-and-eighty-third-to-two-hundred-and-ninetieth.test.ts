import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-eighty-third to two-hundred-and-ninetieth corpora: the fifty-sixth round of
// MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository;
// the comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "roblox-mcp" (two-hundred-and-eighty-third), "qdrant-mcp"
// (two-hundred-and-eighty-fifth), "k8s-mcp" (two-hundred-and-eighty-sixth), "netlify-mcp"
// (two-hundred-and-eighty-seventh), "youtrack-mcp" (two-hundred-and-eighty-eighth), "gitea-mcp"
// (two-hundred-and-eighty-ninth) and "bilibili-mcp" (two-hundred-and-ninetieth). The
// eighty-fourth ("tavily-mcp") kept nothing: its helper passed the capture deadline waiting on a
// server that ignores SIGTERM. Labelled blind on the rules after the sixty-eighth change, each by
// someone who saw no other of them and none of the change, they measure the sixty-ninth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighty-third',
  title: 'lint on a two-hundred-and-eighty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 29,
  measuredPrecision: {
    'naming-consistency': 1 / 1,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighty-fifth',
  title: 'lint on a two-hundred-and-eighty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 85,
  measuredPrecision: {
    annotations: 43 / 43,
    'description-length': 45 / 47,
    'naming-consistency': 3 / 3,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighty-sixth',
  title: 'lint on a two-hundred-and-eighty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 8,
  measuredPrecision: {
    annotations: 3 / 3,
    'description-length': 1 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighty-seventh',
  title: 'lint on a two-hundred-and-eighty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 4,
  measuredPrecision: {
    annotations: 2 / 2,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighty-eighth',
  title: 'lint on a two-hundred-and-eighty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 88,
  measuredPrecision: {
    annotations: 15 / 15,
    'description-length': 12 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighty-ninth',
  title: 'lint on a two-hundred-and-eighty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 26,
  measuredPrecision: {
    annotations: 4 / 4,
    'description-length': 1 / 1,
    'schema-contradiction': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninetieth',
  title: 'lint on a two-hundred-and-ninetieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 31,
  measuredPrecision: {
    annotations: 19 / 19,
    'description-length': 3 / 3,
  },
});
