import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The five-hundred-and-ninety-second to the five-hundred-and-ninety-ninth corpora: the ninety-fifth
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's tail: "ol-mcp" (ninety-second, whose pool ran out at 45
// tools), "em-mcp" (ninety-third), "ex-mcp" (ninety-fourth), "us-mcp" (ninety-fifth), "op-mcp"
// (ninety-sixth), "ine-mcp" (ninety-seventh), "os-mcp" (ninety-eighth) and "ux-mcp" (ninety-ninth).
// Labelled blind on the rules after the hundred-and-twenty-first change, each by someone who saw none
// of the change, they measure the hundred-and-twenty-first; their labels were read after it was
// committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninety-second',
  title: 'lint on a five-hundred-and-ninety-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 45,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninety-third',
  title: 'lint on a five-hundred-and-ninety-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 85,
  measuredPrecision: {
    annotations: 24 / 25,
    'description-length': 1 / 1,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninety-fourth',
  title: 'lint on a five-hundred-and-ninety-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 84,
  measuredPrecision: {
    annotations: 28 / 28,
    'description-action-first': 1 / 1,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninety-fifth',
  title: 'lint on a five-hundred-and-ninety-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 86,
  measuredPrecision: {
    annotations: 29 / 29,
    'description-length': 7 / 7,
    'naming-consistency': 2 / 2,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninety-sixth',
  title: 'lint on a five-hundred-and-ninety-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 82,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-length': 8 / 8,
    'parameter-description': 5 / 9,
    'tool-name': 79 / 79,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninety-seventh',
  title: 'lint on a five-hundred-and-ninety-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 117,
  measuredPrecision: {
    annotations: 53 / 53,
    'description-length': 33 / 35,
    'index-base': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninety-eighth',
  title: 'lint on a five-hundred-and-ninety-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 145,
  measuredPrecision: {
    annotations: 51 / 51,
    'description-length': 18 / 19,
    'parameter-description': 3 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninety-ninth',
  title: 'lint on a five-hundred-and-ninety-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 114,
  measuredPrecision: {
    annotations: 64 / 64,
    'description-length': 4 / 4,
  },
});
