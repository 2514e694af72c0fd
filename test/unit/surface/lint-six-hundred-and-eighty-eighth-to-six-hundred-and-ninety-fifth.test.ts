import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-eighty-eighth to the six-hundred-and-ninety-fifth corpora: the hundred-and-seventh
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's ending: "ng-mcp" (eighty-eighth), "th-mcp" (eighty-ninth),
// "sh-mcp" (ninetieth, stopped at 46 tools for time), "rs-mcp" (ninety-first, stopped at 25 tools for
// time), "ss-mcp" (ninety-second), "ds-mcp" (ninety-third), "ms-mcp" (ninety-fourth) and "ps-mcp"
// (ninety-fifth).
// Labelled blind on the rules after the hundred-and-thirty-eighth change, each by someone who saw none
// of the change since; their labels were read after the hundred-and-thirty-ninth was committed, which
// changes none of their findings, so they measure the hundred-and-thirty-ninth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-eighty-eighth',
  title: 'lint on a six-hundred-and-eighty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 88,
  measuredPrecision: {
    annotations: 1 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-eighty-ninth',
  title: 'lint on a six-hundred-and-eighty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 135,
  measuredPrecision: {
    annotations: 56 / 56,
    'description-length': 61 / 61,
    'parameter-description': 4 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninetieth',
  title: 'lint on a six-hundred-and-ninetieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 46,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-action-first': 3 / 3,
    'description-length': 1 / 1,
    'parameter-description': 1 / 1,
    'required-optional': 2 / 2,
    'schema-contradiction': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninety-first',
  title: 'lint on a six-hundred-and-ninety-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 25,
  measuredPrecision: {
    annotations: 5 / 5,
    'required-optional': 28 / 28,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninety-second',
  title: 'lint on a six-hundred-and-ninety-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 80,
  measuredPrecision: {
    annotations: 47 / 48,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninety-third',
  title: 'lint on a six-hundred-and-ninety-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 198,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-length': 1 / 1,
    'naming-consistency': 8 / 8,
    'parameter-description': 34 / 34,
    'tool-name': 59 / 59,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninety-fourth',
  title: 'lint on a six-hundred-and-ninety-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 163,
  measuredPrecision: {
    'description-length': 14 / 14,
    'index-base': 3 / 3,
    'schema-contradiction': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninety-fifth',
  title: 'lint on a six-hundred-and-ninety-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 85,
  measuredPrecision: {
    annotations: 50 / 50,
    'parameter-description': 2 / 4,
  },
});
