import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundredth to the six-hundred-and-seventh corpora: the ninety-sixth round of MCP servers
// built from their public repositories, none captured by an earlier corpus. Each pool is a find_repos
// search for a word's tail: "ty-mcp" (six-hundredth), "ce-mcp" (six-hundred-and-first), "nk-mcp"
// (second), "ra-mcp" (third), "ta-mcp" (fourth, whose pool ran out at 70 tools), "ue-mcp" (fifth),
// "ap-mcp" (sixth) and "ia-mcp" (seventh). Labelled blind on the rules after the
// hundred-and-twenty-second change, each by someone who saw none of the change, they measure the
// hundred-and-twenty-second; their labels were read after it was committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundredth',
  title: 'lint on a six-hundredth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 105,
  measuredPrecision: {
    'description-length': 13 / 14,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-first',
  title: 'lint on a six-hundred-and-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 90,
  measuredPrecision: {
    annotations: 23 / 26,
    'description-length': 1 / 1,
    'parameter-description': 9 / 9,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-second',
  title: 'lint on a six-hundred-and-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 138,
  measuredPrecision: {
    annotations: 53 / 53,
    'description-action-first': 1 / 1,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-third',
  title: 'lint on a six-hundred-and-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 138,
  measuredPrecision: {
    annotations: 28 / 28,
    'description-length': 17 / 17,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fourth',
  title: 'lint on a six-hundred-and-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 70,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 9 / 9,
    'handler-mismatch': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifth',
  title: 'lint on a six-hundred-and-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 99,
  measuredPrecision: {
    annotations: 45 / 45,
    'description-length': 9 / 9,
    'index-base': 2 / 2,
    'parameter-description': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixth',
  title: 'lint on a six-hundred-and-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 125,
  measuredPrecision: {
    annotations: 1 / 1,
    'description-length': 20 / 20,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventh',
  title: 'lint on a six-hundred-and-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 11,
  tools: 87,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-length': 6 / 6,
  },
});
