import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The five-hundred-and-seventy-sixth to the five-hundred-and-eighty-third corpora: the ninety-third
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's tail: "al-mcp" (seventy-sixth), "nt-mcp" (seventy-seventh),
// "ch-mcp" (seventy-eighth), "ive-mcp" (seventy-ninth), "ry-mcp" (eightieth), "le-mcp" (eighty-first),
// "io-mcp" (eighty-second) and "ck-mcp" (eighty-third). Labelled blind on the rules after the
// hundred-and-nineteenth change, each by someone who saw none of the change, they measure the
// hundred-and-nineteenth; their labels were read after it was committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventy-sixth',
  title: 'lint on a five-hundred-and-seventy-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 190,
  measuredPrecision: {
    annotations: 69 / 69,
    'description-action-first': 2 / 2,
    'description-length': 75 / 75,
    'naming-consistency': 2 / 2,
    'parameter-description': 21 / 21,
    'required-optional': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventy-seventh',
  title: 'lint on a five-hundred-and-seventy-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 295,
  measuredPrecision: {
    annotations: 4 / 5,
    'index-base': 3 / 4,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventy-eighth',
  title: 'lint on a five-hundred-and-seventy-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 50,
  measuredPrecision: {
    annotations: 6 / 6,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventy-ninth',
  title: 'lint on a five-hundred-and-seventy-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 91,
  measuredPrecision: {
    annotations: 17 / 17,
    'description-length': 8 / 8,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eightieth',
  title: 'lint on a five-hundred-and-eightieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 86,
  measuredPrecision: {
    annotations: 28 / 28,
    'description-length': 8 / 9,
    'naming-consistency': 2 / 2,
    'parameter-description': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighty-first',
  title: 'lint on a five-hundred-and-eighty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 95,
  measuredPrecision: {
    annotations: 30 / 30,
    'description-action-first': 6 / 6,
    'description-length': 25 / 26,
    'parameter-description': 1 / 1,
    'tool-name': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighty-second',
  title: 'lint on a five-hundred-and-eighty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 157,
  measuredPrecision: {
    annotations: 95 / 95,
    'description-length': 7 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighty-third',
  title: 'lint on a five-hundred-and-eighty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 130,
  measuredPrecision: {
    annotations: 43 / 43,
    'description-length': 18 / 18,
    'naming-consistency': 1 / 1,
    'parameter-description': 9 / 10,
  },
});
