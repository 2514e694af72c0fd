import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-sixty-fourth to the six-hundred-and-seventy-first corpora: the hundred-and-fourth
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's tail, and most ran out short of 80 tools: "lu-mcp"
// (sixty-fourth, 13 repositories), "ru-mcp" (sixty-fifth), "su-mcp" (sixty-sixth, 25), "tu-mcp"
// (sixty-seventh, stopped at 26 tools), "mu-mcp" (sixty-eighth, 31), "nu-mcp" (sixty-ninth, 21) and
// "bu-mcp" (seventy-first, 25); "gu-mcp" (seventieth, 15) gave no server, so it has no test here.
// Labelled blind on the rules after the hundred-and-thirty-second change, each by someone who saw none
// of the change since; their labels were read after the hundred-and-thirty-third was committed, which
// changes none of their findings, so they measure the hundred-and-thirty-third.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixty-fourth',
  title: 'lint on a six-hundred-and-sixty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 52,
  measuredPrecision: {
    annotations: 26 / 26,
    'description-length': 14 / 15,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixty-fifth',
  title: 'lint on a six-hundred-and-sixty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 82,
  measuredPrecision: {
    annotations: 36 / 36,
    'description-length': 0 / 1,
    'parameter-description': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixty-sixth',
  title: 'lint on a six-hundred-and-sixty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 40,
  measuredPrecision: {
    annotations: 31 / 31,
    'description-length': 25 / 25,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixty-seventh',
  title: 'lint on a six-hundred-and-sixty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 26,
  measuredPrecision: {
    annotations: 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixty-eighth',
  title: 'lint on a six-hundred-and-sixty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 29,
  measuredPrecision: {
    annotations: 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-sixty-ninth',
  title: 'lint on a six-hundred-and-sixty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 17,
  measuredPrecision: {
    annotations: 11 / 11,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventy-first',
  title: 'lint on a six-hundred-and-seventy-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 80,
  measuredPrecision: {
    annotations: 27 / 27,
    'description-length': 6 / 6,
  },
});
