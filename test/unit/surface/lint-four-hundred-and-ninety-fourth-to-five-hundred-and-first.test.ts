import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The four-hundred-and-ninety-fourth to the five-hundred-and-first corpora: the eighty-fourth round of
// MCP servers built from their public repositories, none captured by an earlier corpus. The pools are
// find_repos "hook-mcp", "sense-mcp", "radar-mcp", "signal-mcp", "beacon-mcp", "atlas-mcp",
// "echo-mcp" and "orbit-mcp", in that order. Every search listed fewer than 100 repositories: seven
// pools ran out before 80 tools, and "sense-mcp" stopped at the fifteen minutes with 31. The file search
// was spent, so each repository was screened after fetching it. Labelled blind on the
// rules after the hundred-and-tenth change, each by someone who saw none of the change, they measure
// the hundred-and-ninth and the hundred-and-tenth. Their labels were read after the hundred-and-tenth
// was committed; the hundred-and-eleventh, tuned on them, retired one.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninety-fourth',
  title: 'lint on a four-hundred-and-ninety-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 10,
  tools: 48,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-action-first': 1 / 1,
    'description-length': 1 / 1,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninety-fifth',
  title: 'lint on a four-hundred-and-ninety-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 31,
  measuredPrecision: {
    annotations: 23 / 23,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninety-sixth',
  title: 'lint on a four-hundred-and-ninety-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 37,
  measuredPrecision: {
    annotations: 9 / 9,
    'parameter-description': 3 / 3,
    'tool-name': 10 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninety-seventh',
  title: 'lint on a four-hundred-and-ninety-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 24,
  measuredPrecision: {
    annotations: 10 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninety-eighth',
  title: 'lint on a four-hundred-and-ninety-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 76,
  measuredPrecision: {
    annotations: 43 / 43,
    'parameter-description': 12 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninety-ninth',
  title: 'lint on a four-hundred-and-ninety-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 10,
  tools: 62,
  measuredPrecision: {
    annotations: 26 / 26,
    'description-length': 2 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundredth',
  title: 'lint on a five-hundredth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 1,
  measuredPrecision: {
    annotations: 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-first',
  title: 'lint on a five-hundred-and-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 33,
  measuredPrecision: {
    annotations: 31 / 31,
  },
});
