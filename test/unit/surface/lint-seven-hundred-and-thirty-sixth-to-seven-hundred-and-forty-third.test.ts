import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The seven-hundred-and-thirty-sixth to the seven-hundred-and-forty-third corpora: the
// hundred-and-thirteenth round of MCP servers built from their public repositories, none captured by
// an earlier corpus. Each pool is a find_repos search for a word's ending: "hi-mcp" (seven-hundred-and-
// thirty-sixth), "ci-mcp" (thirty-eighth, a pool of 74, 11 tools when it ran out), "pu-mcp"
// (thirty-ninth, a pool of 20), "ku-mcp" (fortieth, a pool of 42, 27 tools when it ran out), "ak-mcp"
// (forty-first, a pool of 89), "vi-mcp" (forty-second, a pool of 25, 17 tools when it ran out) and
// "fe-mcp" (forty-third). The thirty-seventh, "we-mcp", a pool of 8, kept no server and has no folder.
// Labelled blind on the rules after the hundred-and-forty-sixth change, each by someone who saw none
// of the change since; their labels were read after the hundred-and-forty-seventh was committed, which
// changes none of their findings, so they measure the hundred-and-forty-seventh.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-thirty-sixth',
  title: 'lint on a seven-hundred-and-thirty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 110,
  measuredPrecision: {
    annotations: 24 / 24,
    'description-action-first': 1 / 1,
    'description-length': 1 / 1,
    'naming-consistency': 1 / 1,
    'parameter-description': 4 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-thirty-eighth',
  title: 'lint on a seven-hundred-and-thirty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 11,
  measuredPrecision: {
    annotations: 1 / 1,
    'description-action-first': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-thirty-ninth',
  title: 'lint on a seven-hundred-and-thirty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 153,
  measuredPrecision: {
    'ambiguous-siblings': 2 / 2,
    annotations: 111 / 111,
    'description-length': 61 / 61,
    drift: 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fortieth',
  title: 'lint on a seven-hundred-and-fortieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 27,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-length': 1 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-forty-first',
  title: 'lint on a seven-hundred-and-forty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 94,
  measuredPrecision: {
    annotations: 18 / 19,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-forty-second',
  title: 'lint on a seven-hundred-and-forty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 17,
  measuredPrecision: {
    annotations: 10 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-forty-third',
  title: 'lint on a seven-hundred-and-forty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 94,
  measuredPrecision: {
    annotations: 36 / 36,
    'description-length': 10 / 10,
    'parameter-description': 31 / 31,
  },
});
