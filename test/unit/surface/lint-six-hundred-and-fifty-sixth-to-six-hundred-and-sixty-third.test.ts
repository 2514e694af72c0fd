import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-fifty-sixth to the six-hundred-and-sixty-third corpora: the hundred-and-third
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's tail: "ba-mcp" (fifty-sixth, a pool of 70 that ran out at
// 64 tools), "ca-mcp" (fifty-seventh, stopped at 37 tools), "fa-mcp" (fifty-eighth, a pool of 30),
// "wa-mcp" (fifty-ninth, a pool of 44, stopped at 36 tools), "ya-mcp" (sixtieth), "ho-mcp"
// (sixty-first, a pool of 82 that gave one server of one tool), "ro-mcp" (sixty-second) and "po-mcp"
// (sixty-third). Labelled blind on the rules after the hundred-and-thirty-first change, each by
// someone who saw none of the change since; their labels were read after the hundred-and-thirty-second
// was committed, which changes none of their findings, so they measure the hundred-and-thirty-first
// and the hundred-and-thirty-second.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifty-sixth',
  title: 'lint on a six-hundred-and-fifty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 64,
  measuredPrecision: {
    annotations: 3 / 3,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifty-seventh',
  title: 'lint on a six-hundred-and-fifty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 37,
  measuredPrecision: {
    annotations: 17 / 17,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifty-eighth',
  title: 'lint on a six-hundred-and-fifty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 124,
  measuredPrecision: {
    annotations: 51 / 51,
    'description-length': 77 / 78,
    'parameter-description': 5 / 5,
    'schema-contradiction': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifty-ninth',
  title: 'lint on a six-hundred-and-fifty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 36,
  measuredPrecision: {
    annotations: 16 / 16,
    'parameter-description': 1 / 1,
    'tool-name': 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixtieth',
  title: 'lint on a six-hundred-and-sixtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 82,
  measuredPrecision: {
    annotations: 25 / 25,
    'description-length': 32 / 32,
    'parameter-description': 11 / 11,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixty-first',
  title: 'lint on a six-hundred-and-sixty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 1,
  measuredPrecision: {},
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixty-second',
  title: 'lint on a six-hundred-and-sixty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 106,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 7 / 8,
    'index-base': 2 / 2,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixty-third',
  title: 'lint on a six-hundred-and-sixty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 93,
  measuredPrecision: {
    annotations: 52 / 52,
    'index-base': 1 / 1,
  },
});
