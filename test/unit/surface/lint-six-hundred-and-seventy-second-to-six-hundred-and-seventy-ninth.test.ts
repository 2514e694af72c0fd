import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The six-hundred-and-seventy-second to the six-hundred-and-seventy-ninth corpora: the hundred-and-fifth
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's tail: "or-mcp" (seventy-second, stopped at 69 tools for
// time), "an-mcp" (seventy-third, one server of 467 tools, none described), "en-mcp" (seventy-fourth,
// 20 tools), "in-mcp" (seventy-fifth), "on-mcp" (seventy-sixth, one server of 317 tools), "it-mcp"
// (seventy-seventh), "at-mcp" (seventy-eighth) and "el-mcp" (seventy-ninth, 58 tools).
// Labelled blind on the rules after the hundred-and-thirty-fourth change, each by someone who saw none
// of the change since; their labels were read after the hundred-and-thirty-fifth was committed, which
// changes none of their findings, so they measure the hundred-and-thirty-fifth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventy-second',
  title: 'lint on a six-hundred-and-seventy-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 69,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-action-first': 0 / 1,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventy-third',
  title: 'lint on a six-hundred-and-seventy-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 467,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-action-first': 467 / 467,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventy-fourth',
  title: 'lint on a six-hundred-and-seventy-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 20,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-length': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventy-fifth',
  title: 'lint on a six-hundred-and-seventy-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 178,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 7 / 7,
    'schema-contradiction': 0 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventy-sixth',
  title: 'lint on a six-hundred-and-seventy-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 317,
  measuredPrecision: {
    'ambiguous-siblings': 0 / 2,
    'description-length': 31 / 34,
    'naming-consistency': 2 / 2,
    'parameter-description': 11 / 11,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventy-seventh',
  title: 'lint on a six-hundred-and-seventy-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 88,
  measuredPrecision: {
    annotations: 12 / 12,
    'tool-name': 24 / 24,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventy-eighth',
  title: 'lint on a six-hundred-and-seventy-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 176,
  measuredPrecision: {
    annotations: 91 / 91,
    'description-length': 41 / 41,
    'index-base': 3 / 3,
    'required-optional': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-six-hundred-and-seventy-ninth',
  title: 'lint on a six-hundred-and-seventy-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 58,
  measuredPrecision: {
    'description-length': 2 / 3,
  },
});
