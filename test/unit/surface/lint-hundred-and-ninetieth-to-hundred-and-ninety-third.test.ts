import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-ninetieth to hundred-and-ninety-third corpora: the thirty-third round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository;
// the comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "finance-mcp" (hundred-and-ninetieth), "news-mcp"
// (hundred-and-ninety-first), "excel-mcp" (hundred-and-ninety-second) and "unity-mcp"
// (hundred-and-ninety-third). Labelled blind on the rules after the fiftieth change, each by
// someone who saw no other of them, and read only after the fifty-first was committed, they
// measure the fifty-first.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-ninetieth',
  title: 'lint on a hundred-and-ninetieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 84,
  measuredPrecision: {
    annotations: 37 / 37,
    'description-length': 1 / 1,
    'parameter-description': 12 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-ninety-first',
  title: 'lint on a hundred-and-ninety-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 15,
  tools: 86,
  measuredPrecision: {
    annotations: 69 / 69,
    'description-length': 18 / 20,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-ninety-second',
  title: 'lint on a hundred-and-ninety-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 115,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-length': 44 / 45,
    'parameter-description': 15 / 15,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-ninety-third',
  title: 'lint on a hundred-and-ninety-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 87,
  measuredPrecision: {
    'ambiguous-siblings': 2 / 2,
    annotations: 24 / 25,
    'description-action-first': 7 / 7,
    'description-length': 73 / 76,
    'parameter-description': 10 / 10,
  },
});
