import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-ninety-sixth to the seven-hundred-and-third corpora: the hundred-and-eighth round
// of MCP servers built from their public repositories, none captured by an earlier corpus. Each pool
// is a find_repos search for a word's ending: "ls-mcp" (ninety-sixth), "cs-mcp" (ninety-seventh),
// "ws-mcp" (ninety-eighth, 79 tools when the pool ran out), "xt-mcp" (ninety-ninth, 16 tools when the
// pool ran out), "rk-mcp" (seven-hundredth), "rm-mcp" (seven-hundred-and-first), "sk-mcp"
// (seven-hundred-and-second, stopped at 16 tools for time) and "pt-mcp" (seven-hundred-and-third,
// stopped at 59 tools for time).
// Labelled blind on the rules after the hundred-and-fortieth change, each by someone who saw none of
// the change since, and read with no change since, so they measure the hundred-and-fortieth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninety-sixth',
  title: 'lint on a six-hundred-and-ninety-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 99,
  measuredPrecision: {
    annotations: 24 / 24,
    'description-length': 13 / 13,
    'parameter-description': 14 / 14,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninety-seventh',
  title: 'lint on a six-hundred-and-ninety-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 87,
  measuredPrecision: {
    annotations: 17 / 17,
    'description-action-first': 1 / 1,
    'description-length': 6 / 6,
    'index-base': 1 / 1,
    'parameter-description': 4 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninety-eighth',
  title: 'lint on a six-hundred-and-ninety-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 79,
  measuredPrecision: {
    annotations: 15 / 15,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninety-ninth',
  title: 'lint on a six-hundred-and-ninety-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 16,
  measuredPrecision: {
    annotations: 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundredth',
  title: 'lint on a seven-hundredth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 223,
  measuredPrecision: {
    annotations: 140 / 140,
    'description-length': 148 / 149,
    'parameter-description': 13 / 13,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-first',
  title: 'lint on a seven-hundred-and-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 135,
  measuredPrecision: {
    annotations: 55 / 55,
    'description-action-first': 1 / 1,
    'description-length': 11 / 11,
    drift: 5 / 5,
    'parameter-description': 4 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-second',
  title: 'lint on a seven-hundred-and-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 16,
  measuredPrecision: {
    annotations: 5 / 5,
    'required-optional': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-third',
  title: 'lint on a seven-hundred-and-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 59,
  measuredPrecision: {
    annotations: 17 / 17,
    'description-action-first': 1 / 2,
    'description-length': 3 / 3,
    'required-optional': 1 / 1,
  },
});
