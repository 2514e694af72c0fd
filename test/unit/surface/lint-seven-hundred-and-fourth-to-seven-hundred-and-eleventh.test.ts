import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The seven-hundred-and-fourth to the seven-hundred-and-eleventh corpora: the hundred-and-ninth round
// of MCP servers built from their public repositories, none captured by an earlier corpus. Each pool
// is a find_repos search for a word's ending: "pp-mcp" (seven-hundred-and-fourth, 22 tools when the
// pool ran out), "rl-mcp" (fifth, a pool of 52, stopped at 64 tools for time), "ml-mcp" (sixth,
// stopped at 35 tools for time), "gn-mcp" (seventh), "mp-mcp" (eighth), "ft-mcp" (ninth, 68 tools
// when the pool ran out), "lt-mcp" (tenth, 64 tools when it ran out) and "ys-mcp" (eleventh).
// Labelled blind on the rules after the hundred-and-forty-first change, each by someone who saw none
// of the change since; their labels were read after the hundred-and-forty-second was committed, which
// changes none of their findings, so they measure the hundred-and-forty-second.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fourth',
  title: 'lint on a seven-hundred-and-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 22,
  measuredPrecision: {
    annotations: 9 / 9,
    'description-length': 7 / 7,
    'parameter-description': 14 / 14,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fifth',
  title: 'lint on a seven-hundred-and-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 64,
  measuredPrecision: {
    annotations: 19 / 22,
    'description-length': 1 / 1,
    'tool-name': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-sixth',
  title: 'lint on a seven-hundred-and-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 35,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-action-first': 1 / 1,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-seventh',
  title: 'lint on a seven-hundred-and-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 81,
  measuredPrecision: {
    annotations: 7 / 7,
    'description-action-first': 33 / 33,
    'parameter-description': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-eighth',
  title: 'lint on a seven-hundred-and-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 89,
  measuredPrecision: {
    annotations: 35 / 35,
    'description-action-first': 0 / 1,
    'description-length': 13 / 14,
    'parameter-description': 9 / 9,
    'required-optional': 22 / 22,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-ninth',
  title: 'lint on a seven-hundred-and-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 68,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-tenth',
  title: 'lint on a seven-hundred-and-tenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 64,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-eleventh',
  title: 'lint on a seven-hundred-and-eleventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 83,
  measuredPrecision: {
    annotations: 23 / 23,
    'description-length': 1 / 1,
    drift: 1 / 1,
    'naming-consistency': 2 / 2,
  },
});
