import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The seven-hundred-and-twenty-eighth to the seven-hundred-and-thirty-fourth corpora: the
// hundred-and-twelfth round of MCP servers built from their public repositories, none captured by an
// earlier corpus. Each pool is a find_repos search for a word's ending: "bo-mcp" (seven-hundred-and-
// twenty-eighth, a pool of 96), "so-mcp" (twenty-ninth), "br-mcp" (thirtieth, a pool of 28; four
// servers on which the lint finds nothing), "ag-mcp" (thirty-first, one server of 51 tools when the
// pool ran out), "ax-mcp" (thirty-second, stopped at 37 tools for time), "au-mcp" (thirty-third, a pool
// of 60) and "fo-mcp" (thirty-fourth). The thirty-fifth, "pi-mcp", kept no server and has no folder.
// Labelled blind on the rules after the hundred-and-forty-fifth change, each by someone who saw none
// of the change since; their labels were read after the hundred-and-forty-sixth was committed, which
// changes none of their findings, so they measure the hundred-and-forty-sixth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twenty-eighth',
  title: 'lint on a seven-hundred-and-twenty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 163,
  measuredPrecision: {
    annotations: 3 / 4,
    'description-action-first': 1 / 2,
    'description-length': 4 / 4,
    drift: 0 / 1,
    'naming-consistency': 0 / 1,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twenty-ninth',
  title: 'lint on a seven-hundred-and-twenty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 206,
  measuredPrecision: {
    'ambiguous-siblings': 0 / 2,
    annotations: 113 / 113,
    'description-action-first': 6 / 6,
    'description-length': 4 / 4,
    'naming-consistency': 2 / 2,
    'parameter-description': 10 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-thirtieth',
  title: 'lint on a seven-hundred-and-thirtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 105,
  measuredPrecision: {},
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-thirty-first',
  title: 'lint on a seven-hundred-and-thirty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 51,
  measuredPrecision: {
    annotations: 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-thirty-second',
  title: 'lint on a seven-hundred-and-thirty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 37,
  measuredPrecision: {
    annotations: 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-thirty-third',
  title: 'lint on a seven-hundred-and-thirty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 93,
  measuredPrecision: {
    'description-length': 3 / 6,
    drift: 6 / 6,
    'parameter-description': 28 / 28,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-thirty-fourth',
  title: 'lint on a seven-hundred-and-thirty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 10,
  tools: 80,
  measuredPrecision: {
    annotations: 56 / 56,
    'parameter-description': 5 / 5,
  },
});
