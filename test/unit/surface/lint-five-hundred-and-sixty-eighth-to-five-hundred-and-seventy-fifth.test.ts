import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The five-hundred-and-sixty-eighth to the five-hundred-and-seventy-fifth corpora: the ninety-second
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's tail, so it spans many kinds of server: "text-mcp"
// (sixty-eighth, which kept no server: 85 of its 100 were named already), "form-mcp" (sixty-ninth),
// "ing-mcp" (seventieth), "ion-mcp" (seventy-first), "er-mcp" (seventy-second), "base-mcp"
// (seventy-third), "ify-mcp" (seventy-fourth) and "ly-mcp" (seventy-fifth). Labelled blind on the rules
// after the hundred-and-eighteenth change, each by someone who saw none of the change, they measure the
// hundred-and-eighteenth; their labels were read after it was committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixty-ninth',
  title: 'lint on a five-hundred-and-sixty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 116,
  measuredPrecision: {
    annotations: 58 / 58,
    'description-action-first': 1 / 1,
    drift: 10 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventieth',
  title: 'lint on a five-hundred-and-seventieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 122,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-length': 3 / 3,
    'parameter-description': 3 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventy-first',
  title: 'lint on a five-hundred-and-seventy-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 87,
  measuredPrecision: {
    annotations: 18 / 18,
    'description-length': 7 / 8,
    'index-base': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventy-second',
  title: 'lint on a five-hundred-and-seventy-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 89,
  measuredPrecision: {
    annotations: 33 / 34,
    'description-length': 2 / 2,
    'required-optional': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventy-third',
  title: 'lint on a five-hundred-and-seventy-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 101,
  measuredPrecision: {
    annotations: 43 / 43,
    'description-length': 8 / 9,
    'parameter-description': 7 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventy-fourth',
  title: 'lint on a five-hundred-and-seventy-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 111,
  measuredPrecision: {
    annotations: 15 / 16,
    'description-length': 2 / 2,
    'naming-consistency': 4 / 4,
    'parameter-description': 7 / 7,
    'required-optional': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-seventy-fifth',
  title: 'lint on a five-hundred-and-seventy-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 115,
  measuredPrecision: {
    annotations: 49 / 50,
    'description-length': 11 / 17,
  },
});
