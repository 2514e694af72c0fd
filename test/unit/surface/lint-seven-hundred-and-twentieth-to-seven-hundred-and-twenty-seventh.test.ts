import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The seven-hundred-and-twentieth to the seven-hundred-and-twenty-seventh corpora: the
// hundred-and-eleventh round of MCP servers built from their public repositories, none captured by an
// earlier corpus. Each pool is a find_repos search for a word's ending: "ur-mcp" (seven-hundred-and-
// twentieth, a pool of 73, one server of 216 tools), "ad-mcp" (twenty-first), "be-mcp" (twenty-second,
// stopped at 51 tools for time), "co-mcp" (twenty-third), "de-mcp" (twenty-fourth), "fi-mcp"
// (twenty-fifth, 31 tools when the pool ran out), "hu-mcp" (twenty-sixth, 14 tools when it ran out)
// and "ko-mcp" (twenty-seventh, a pool of 74, 63 tools when it ran out).
// Labelled blind on the rules after the hundred-and-forty-fourth change, each by someone who saw none
// of the change since; their labels were read after the hundred-and-forty-fifth was committed, which
// changes none of their findings, so they measure the hundred-and-forty-fifth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twentieth',
  title: 'lint on a seven-hundred-and-twentieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 216,
  measuredPrecision: {
    annotations: 89 / 91,
    'description-length': 103 / 103,
    'parameter-description': 1 / 1,
    'tool-name': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twenty-first',
  title: 'lint on a seven-hundred-and-twenty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 100,
  measuredPrecision: {
    annotations: 27 / 27,
    'description-length': 14 / 15,
    'parameter-description': 14 / 14,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twenty-second',
  title: 'lint on a seven-hundred-and-twenty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 51,
  measuredPrecision: {
    annotations: 5 / 6,
    'description-action-first': 1 / 1,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twenty-third',
  title: 'lint on a seven-hundred-and-twenty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 90,
  measuredPrecision: {
    annotations: 32 / 32,
    'description-length': 8 / 8,
    drift: 0 / 1,
    'parameter-description': 5 / 5,
    'tool-name': 7 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twenty-fourth',
  title: 'lint on a seven-hundred-and-twenty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 83,
  measuredPrecision: {
    annotations: 39 / 39,
    'description-length': 3 / 4,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twenty-fifth',
  title: 'lint on a seven-hundred-and-twenty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 31,
  measuredPrecision: {
    annotations: 18 / 18,
    'parameter-description': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twenty-sixth',
  title: 'lint on a seven-hundred-and-twenty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 14,
  measuredPrecision: {
    annotations: 1 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twenty-seventh',
  title: 'lint on a seven-hundred-and-twenty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 63,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-action-first': 1 / 1,
    'description-length': 1 / 1,
  },
});
