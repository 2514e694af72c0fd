import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The seven-hundred-and-twelfth to the seven-hundred-and-nineteenth corpora: the hundred-and-tenth
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's ending: "ld-mcp" (seven-hundred-and-twelfth, a pool of 99),
// "rn-mcp" (thirteenth), "lm-mcp" (fourteenth, one server of 35 tools when capture stopped for time),
// "lp-mcp" (fifteenth, a pool of 75, stopped at 24 tools for time), "wn-mcp" (sixteenth, stopped at 18
// tools for time), "ht-mcp" (seventeenth, stopped at 72 tools for time), "ph-mcp" (eighteenth, 23 tools
// when the pool ran out) and "rp-mcp" (nineteenth).
// Labelled blind on the rules after the hundred-and-forty-fourth change, each by someone who saw none
// of the change since, so they measure the hundred-and-forty-third and the hundred-and-forty-fourth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-twelfth',
  title: 'lint on a seven-hundred-and-twelfth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 105,
  measuredPrecision: {
    annotations: 6 / 6,
    'description-action-first': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-thirteenth',
  title: 'lint on a seven-hundred-and-thirteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 180,
  measuredPrecision: {
    annotations: 85 / 85,
    'description-length': 2 / 2,
    'index-base': 1 / 1,
    'parameter-description': 0 / 1,
    'tool-name': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fourteenth',
  title: 'lint on a seven-hundred-and-fourteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 35,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-length': 7 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fifteenth',
  title: 'lint on a seven-hundred-and-fifteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 24,
  measuredPrecision: {
    annotations: 9 / 9,
    'description-action-first': 1 / 1,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-sixteenth',
  title: 'lint on a seven-hundred-and-sixteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 18,
  measuredPrecision: {
    annotations: 6 / 6,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-seventeenth',
  title: 'lint on a seven-hundred-and-seventeenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 72,
  measuredPrecision: {
    annotations: 7 / 7,
    'description-action-first': 2 / 2,
    'description-length': 1 / 1,
    'parameter-description': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-eighteenth',
  title: 'lint on a seven-hundred-and-eighteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 23,
  measuredPrecision: {
    annotations: 2 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-nineteenth',
  title: 'lint on a seven-hundred-and-nineteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 160,
  measuredPrecision: {
    annotations: 8 / 8,
  },
});
