import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-eighth to the six-hundred-and-fifteenth corpora: the ninety-seventh round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Each pool is a
// find_repos search for a word's tail: "ew-mcp" (eighth), "ot-mcp" (ninth), "ub-mcp" (tenth),
// "og-mcp" (eleventh), "nd-mcp" (twelfth), "rt-mcp" (thirteenth), "st-mcp" (fourteenth) and "ll-mcp"
// (fifteenth). Labelled blind on the rules after the hundred-and-twenty-second change, each by someone
// who saw none of the changes since; their labels were read after the hundred-and-twenty-fourth was
// committed, and the two passes between change none of their findings, so they measure the
// hundred-and-twenty-fourth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-eighth',
  title: 'lint on a six-hundred-and-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 119,
  measuredPrecision: {
    annotations: 39 / 39,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-ninth',
  title: 'lint on a six-hundred-and-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 40,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 25 / 25,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-tenth',
  title: 'lint on a six-hundred-and-tenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 31,
  measuredPrecision: {
    'description-length': 6 / 6,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-eleventh',
  title: 'lint on a six-hundred-and-eleventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 47,
  measuredPrecision: {
    annotations: 3 / 3,
    'description-action-first': 1 / 23,
    'naming-consistency': 1 / 1,
    'parameter-description': 7 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-twelfth',
  title: 'lint on a six-hundred-and-twelfth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 75,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 6 / 6,
    'parameter-description': 8 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-thirteenth',
  title: 'lint on a six-hundred-and-thirteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 209,
  measuredPrecision: {
    annotations: 4 / 4,
    'description-length': 12 / 12,
    'parameter-description': 7 / 7,
    'required-optional': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fourteenth',
  title: 'lint on a six-hundred-and-fourteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 58,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-action-first': 4 / 4,
    'description-length': 37 / 38,
    'naming-consistency': 2 / 2,
    'parameter-description': 10 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-fifteenth',
  title: 'lint on a six-hundred-and-fifteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 34,
  measuredPrecision: {
    annotations: 5 / 6,
    'description-action-first': 1 / 1,
    'parameter-description': 1 / 1,
  },
});
