import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The four-hundred-and-seventy-eighth to the four-hundred-and-eighty-fifth corpora: the eighty-second
// round of MCP servers built from their public repositories, none captured by an earlier corpus. The
// pools are find_repos "ops-mcp", "graph-mcp", "vault-mcp", "brain-mcp", "pilot-mcp", "guard-mcp",
// "forge-mcp" and "lens-mcp", in that order; "guard-mcp" ran out at 60 tools and "pilot-mcp" stopped
// at the fifteen minutes with 75. Labelled blind on the rules after the hundred-and-eighth change,
// each by someone who saw none of the change, they measure the hundred-and-eighth. Their labels were
// read after it was committed; the hundred-and-ninth, tuned on them, retired ten.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-seventy-eighth',
  title: 'lint on a four-hundred-and-seventy-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 81,
  measuredPrecision: {
    annotations: 1 / 1,
    'description-length': 9 / 9,
    'parameter-description': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-seventy-ninth',
  title: 'lint on a four-hundred-and-seventy-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 127,
  measuredPrecision: {
    annotations: 62 / 62,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eightieth',
  title: 'lint on a four-hundred-and-eightieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 81,
  measuredPrecision: {
    annotations: 31 / 31,
    'description-length': 8 / 8,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eighty-first',
  title: 'lint on a four-hundred-and-eighty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 92,
  measuredPrecision: {
    annotations: 19 / 20,
    'description-length': 6 / 6,
    'parameter-description': 7 / 7,
    'tool-name': 19 / 19,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eighty-second',
  title: 'lint on a four-hundred-and-eighty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 75,
  measuredPrecision: {
    annotations: 23 / 23,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eighty-third',
  title: 'lint on a four-hundred-and-eighty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 60,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-length': 1 / 1,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eighty-fourth',
  title: 'lint on a four-hundred-and-eighty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 221,
  measuredPrecision: {
    annotations: 47 / 47,
    'description-action-first': 2 / 20,
    'naming-consistency': 6 / 6,
    'parameter-description': 8 / 12,
    'schema-contradiction': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eighty-fifth',
  title: 'lint on a four-hundred-and-eighty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 10,
  tools: 92,
  measuredPrecision: {
    annotations: 27 / 27,
    'description-length': 5 / 5,
    'parameter-description': 3 / 5,
  },
});
