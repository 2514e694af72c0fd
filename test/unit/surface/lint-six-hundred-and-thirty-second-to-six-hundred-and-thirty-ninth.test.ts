import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-thirty-second to the six-hundred-and-thirty-ninth corpora: the hundredth round
// of MCP servers built from their public repositories, none captured by an earlier corpus. Each pool
// is a find_repos search for a word's tail: "ki-mcp" (thirty-second), "mo-mcp" (thirty-third),
// "no-mcp" (thirty-fourth), "do-mcp" (thirty-fifth), "to-mcp" (thirty-sixth), "lo-mcp"
// (thirty-seventh), "ri-mcp" (thirty-eighth) and "ni-mcp" (thirty-ninth). Labelled blind on the rules
// after the hundred-and-twenty-sixth change, each by someone who saw none of it, they measure the
// hundred-and-twenty-sixth a second time; their labels were read with no change since.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirty-second',
  title: 'lint on a six-hundred-and-thirty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 96,
  measuredPrecision: {
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirty-third',
  title: 'lint on a six-hundred-and-thirty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 89,
  measuredPrecision: {
    annotations: 35 / 35,
    'description-length': 34 / 34,
    'naming-consistency': 1 / 1,
    'parameter-description': 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirty-fourth',
  title: 'lint on a six-hundred-and-thirty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 72,
  measuredPrecision: {
    annotations: 38 / 38,
    'naming-consistency': 1 / 1,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirty-fifth',
  title: 'lint on a six-hundred-and-thirty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 48,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-length': 2 / 2,
    'index-base': 2 / 2,
    'parameter-description': 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirty-sixth',
  title: 'lint on a six-hundred-and-thirty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 184,
  measuredPrecision: {
    annotations: 8 / 8,
    'description-length': 1 / 1,
    'naming-consistency': 13 / 13,
    'parameter-description': 9 / 10,
    'required-optional': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirty-seventh',
  title: 'lint on a six-hundred-and-thirty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 93,
  measuredPrecision: {
    annotations: 1 / 1,
    'parameter-description': 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirty-eighth',
  title: 'lint on a six-hundred-and-thirty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 97,
  measuredPrecision: {
    annotations: 15 / 15,
    'description-length': 14 / 14,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirty-ninth',
  title: 'lint on a six-hundred-and-thirty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 119,
  measuredPrecision: {
    annotations: 32 / 32,
    'description-length': 2 / 2,
    'parameter-description': 3 / 3,
  },
});
