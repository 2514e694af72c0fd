import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-seventy-eighth to hundred-and-eighty-first corpora: the thirtieth round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository;
// the comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "sqlite-mcp" (hundred-and-seventy-eighth), "email-mcp"
// (hundred-and-seventy-ninth), "browser-mcp" (hundred-and-eightieth) and "kubernetes-mcp"
// (hundred-and-eighty-first). Labelled blind on the rules after the forty-seventh change, each by
// someone who saw no other of them, and read only after the forty-eighth was committed, they
// measure the forty-eighth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-seventy-eighth',
  title: 'lint on a hundred-and-seventy-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 30,
  measuredPrecision: {
    annotations: 7 / 7,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-seventy-ninth',
  title: 'lint on a hundred-and-seventy-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 81,
  measuredPrecision: {
    annotations: 35 / 35,
    'description-length': 11 / 11,
    'parameter-description': 8 / 8,
    'schema-contradiction': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eightieth',
  title: 'lint on a hundred-and-eightieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 132,
  measuredPrecision: {
    annotations: 24 / 25,
    'description-length': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighty-first',
  title: 'lint on a hundred-and-eighty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 89,
  measuredPrecision: {
    annotations: 59 / 59,
    'description-length': 52 / 52,
  },
});
