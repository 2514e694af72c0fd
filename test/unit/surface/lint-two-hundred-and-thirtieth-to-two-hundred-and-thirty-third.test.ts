import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-thirtieth to two-hundred-and-thirty-third corpora: the forty-third round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every repository
// earlier rounds read is left out, and at most three servers come from one repository; the comments
// above their lists in mcp-corpus-servers.ts say where each stopped and why. They took searches no
// round had worked through: "gemini-mcp" (two-hundred-and-thirtieth), "grafana-mcp"
// (two-hundred-and-thirty-first), "neo4j-mcp" (two-hundred-and-thirty-second) and "anki-mcp"
// (two-hundred-and-thirty-third). Labelled blind on the rules after the fifty-ninth change, each by
// someone who saw no other of them and none of the change, they measure the sixtieth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-thirtieth',
  title: 'lint on a two-hundred-and-thirtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 45,
  measuredPrecision: {
    annotations: 7 / 8,
    'parameter-description': 21 / 21,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-thirty-first',
  title: 'lint on a two-hundred-and-thirty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 64,
  measuredPrecision: {
    annotations: 39 / 39,
    'description-length': 17 / 17,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-thirty-second',
  title: 'lint on a two-hundred-and-thirty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 33,
  measuredPrecision: {
    annotations: 11 / 12,
    'description-action-first': 1 / 1,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-thirty-third',
  title: 'lint on a two-hundred-and-thirty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 135,
  measuredPrecision: {
    annotations: 30 / 30,
    'description-action-first': 91 / 91,
    'description-length': 1 / 1,
    'index-base': 1 / 1,
    'parameter-description': 5 / 5,
  },
});
