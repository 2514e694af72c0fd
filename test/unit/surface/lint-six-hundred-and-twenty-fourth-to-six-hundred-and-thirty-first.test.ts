import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-twenty-fourth to the six-hundred-and-thirty-first corpora: the ninety-ninth
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's tail: "ze-mcp" (twenty-fourth), "oo-mcp" (twenty-fifth),
// "ee-mcp" (twenty-sixth), "dy-mcp" (twenty-seventh), "gy-mcp" (twenty-eighth), "ny-mcp"
// (twenty-ninth), "py-mcp" (thirtieth) and "xy-mcp" (thirty-first, whose pool of 87 ran out at 46
// tools). Labelled blind on the rules after the hundred-and-twenty-fifth change, each by someone who
// saw none of the change since; their labels were read after the hundred-and-twenty-sixth was
// committed, which changes none of their findings, so they measure the hundred-and-twenty-sixth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twenty-fourth',
  title: 'lint on a six-hundred-and-twenty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 81,
  measuredPrecision: {
    annotations: 47 / 47,
    'description-action-first': 1 / 1,
    'description-length': 11 / 11,
    'parameter-description': 12 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twenty-fifth',
  title: 'lint on a six-hundred-and-twenty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 103,
  measuredPrecision: {
    annotations: 45 / 45,
    'description-length': 42 / 42,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twenty-sixth',
  title: 'lint on a six-hundred-and-twenty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 87,
  measuredPrecision: {
    annotations: 42 / 43,
    'description-length': 5 / 5,
    'naming-consistency': 1 / 1,
    'schema-contradiction': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twenty-seventh',
  title: 'lint on a six-hundred-and-twenty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 97,
  measuredPrecision: {
    annotations: 45 / 45,
    'description-length': 7 / 7,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twenty-eighth',
  title: 'lint on a six-hundred-and-twenty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 54,
  measuredPrecision: {
    annotations: 15 / 15,
    'description-action-first': 28 / 28,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twenty-ninth',
  title: 'lint on a six-hundred-and-twenty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 102,
  measuredPrecision: {
    annotations: 57 / 57,
    'description-length': 8 / 8,
    'index-base': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirtieth',
  title: 'lint on a six-hundred-and-thirtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 89,
  measuredPrecision: {
    annotations: 3 / 3,
    'tool-name': 8 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirty-first',
  title: 'lint on a six-hundred-and-thirty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 46,
  measuredPrecision: {
    annotations: 3 / 3,
    'description-length': 1 / 1,
  },
});
