import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundredth to hundred-and-fourth corpora: an eleventh round of MCP servers built from their
// public repositories, none captured by an earlier corpus, taken in the order a code search lists
// repositories named with "mcp-suite" (hundredth), "mcp-kit" (hundred-and-first), "mcp-toolkit"
// ranks 51 to 100 (hundred-and-second), "mcp-adapter" (hundred-and-third) and "mcp-hub"
// (hundred-and-fourth), less every repository earlier rounds read, at most three servers of one
// repository (the comments above their lists in mcp-corpus-servers.ts say how far down each pool got
// and why each repository passed over was). Labelled blind on the rules after the thirtieth change and
// merged after the thirty-first was committed, so they measure the thirty-first on servers it never
// saw. One file for the round, so the suite loads the lint once for it. The floors are what was
// measured: these tests guard against a rule getting worse, they do not pretend the rule is good.
// Every finding must have a label and every label a finding, so the figures can never go stale
// without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundredth',
  title: 'lint on a hundredth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 110,
  measuredPrecision: {
    annotations: 50 / 50,
    'description-length': 37 / 37,
    'naming-consistency': 2 / 2,
    'parameter-description': 11 / 11,
    'required-optional': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-first',
  title: 'lint on a hundred-and-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 13,
  tools: 120,
  measuredPrecision: {
    annotations: 61 / 61,
    'description-length': 33 / 36,
    'required-optional': 0 / 1,
    'tool-name': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-second',
  title: 'lint on a hundred-and-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 81,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-length': 7 / 10,
    'naming-consistency': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-third',
  title: 'lint on a hundred-and-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 16,
  measuredPrecision: {
    annotations: 1 / 1,
    'required-optional': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-fourth',
  title: 'lint on a hundred-and-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 11,
  tools: 101,
  measuredPrecision: {
    annotations: 36 / 37,
    'description-length': 6 / 6,
    'naming-consistency': 0 / 1,
    'parameter-description': 6 / 6,
  },
});
