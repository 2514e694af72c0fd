import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-forty-eighth to the six-hundred-and-fifty-fifth corpora: the hundred-and-second
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's tail: "zo-mcp" (forty-eighth, a pool of 26), "ti-mcp"
// (forty-ninth, stopped at 39 tools), "si-mcp" (fiftieth, a pool of 47 that gave one server of one
// tool), "di-mcp" (fifty-first), "li-mcp" (fifty-second), "ha-mcp" (fifty-third), "pa-mcp"
// (fifty-fourth) and "va-mcp" (fifty-fifth). Labelled blind on the rules after the
// hundred-and-twenty-ninth change, each by someone who saw none of the change since; their labels
// were read after the hundred-and-thirtieth was committed, which changes none of their findings, so
// they measure the hundred-and-thirtieth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-forty-eighth',
  title: 'lint on a six-hundred-and-forty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 74,
  measuredPrecision: {
    annotations: 25 / 25,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-forty-ninth',
  title: 'lint on a six-hundred-and-forty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 39,
  measuredPrecision: {
    annotations: 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fiftieth',
  title: 'lint on a six-hundred-and-fiftieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 1,
  measuredPrecision: {},
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifty-first',
  title: 'lint on a six-hundred-and-fifty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 101,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-action-first': 9 / 9,
    'description-length': 6 / 7,
    'parameter-description': 4 / 4,
    'required-optional': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifty-second',
  title: 'lint on a six-hundred-and-fifty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 138,
  measuredPrecision: {
    annotations: 57 / 57,
    'description-length': 54 / 54,
    'parameter-description': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifty-third',
  title: 'lint on a six-hundred-and-fifty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 130,
  measuredPrecision: {
    annotations: 30 / 30,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifty-fourth',
  title: 'lint on a six-hundred-and-fifty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 77,
  measuredPrecision: {
    annotations: 17 / 17,
    'description-action-first': 0 / 1,
    'description-length': 26 / 27,
    'parameter-description': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifty-fifth',
  title: 'lint on a six-hundred-and-fifty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 89,
  measuredPrecision: {
    annotations: 12 / 13,
    'description-length': 21 / 21,
    'tool-name': 1 / 1,
  },
});
