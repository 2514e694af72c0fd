import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-sixteenth to the six-hundred-and-twenty-third corpora: the ninety-eighth round
// of MCP servers built from their public repositories, none captured by an earlier corpus. Each pool
// is a find_repos search for a word's tail: "se-mcp" (sixteenth), "ke-mcp" (seventeenth), "me-mcp"
// (eighteenth), "ne-mcp" (nineteenth, whose pool ran out at 23 tools), "re-mcp" (twentieth), "te-mcp"
// (twenty-first), "pe-mcp" (twenty-second) and "ve-mcp" (twenty-third, whose pool ran out at 32
// tools). Labelled blind on the rules after the hundred-and-twenty-fourth change, each by someone who
// saw none of the change since; their labels were read after the hundred-and-twenty-fifth was
// committed, which changes none of their findings, so they measure the hundred-and-twenty-fifth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixteenth',
  title: 'lint on a six-hundred-and-sixteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 99,
  measuredPrecision: {
    'tool-name': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventeenth',
  title: 'lint on a six-hundred-and-seventeenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 89,
  measuredPrecision: {
    annotations: 32 / 32,
    'description-action-first': 9 / 9,
    'description-length': 8 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-eighteenth',
  title: 'lint on a six-hundred-and-eighteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 80,
  measuredPrecision: {
    annotations: 37 / 37,
    'description-length': 5 / 5,
    'naming-consistency': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-nineteenth',
  title: 'lint on a six-hundred-and-nineteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 23,
  measuredPrecision: {
    annotations: 6 / 6,
    'index-base': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twentieth',
  title: 'lint on a six-hundred-and-twentieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 94,
  measuredPrecision: {
    annotations: 17 / 17,
    'description-length': 1 / 1,
    'naming-consistency': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twenty-first',
  title: 'lint on a six-hundred-and-twenty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 82,
  measuredPrecision: {
    annotations: 13 / 13,
    'description-length': 12 / 13,
    drift: 1 / 1,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twenty-second',
  title: 'lint on a six-hundred-and-twenty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 109,
  measuredPrecision: {
    annotations: 41 / 41,
    'description-action-first': 0 / 2,
    'description-length': 23 / 24,
    'parameter-description': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twenty-third',
  title: 'lint on a six-hundred-and-twenty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 32,
  measuredPrecision: {
    annotations: 12 / 12,
    'description-length': 2 / 2,
  },
});
