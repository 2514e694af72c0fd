import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The five-hundred-and-eighty-fourth to the five-hundred-and-ninety-first corpora: the ninety-fourth
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is a find_repos search for a word's tail: "et-mcp" (eighty-fourth), "rd-mcp" (eighty-fifth),
// "ay-mcp" (eighty-sixth), "ns-mcp" (eighty-seventh), "ar-mcp" (eighty-eighth), "ic-mcp"
// (eighty-ninth), "ge-mcp" (ninetieth, whose pool ran out at 31 tools) and "am-mcp" (ninety-first).
// Labelled blind on the rules after the hundred-and-twentieth change, each by someone who saw none of
// the change, they measure the hundred-and-twentieth; their labels were read after it was committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighty-fourth',
  title: 'lint on a five-hundred-and-eighty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 169,
  measuredPrecision: {
    annotations: 4 / 4,
    'description-action-first': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighty-fifth',
  title: 'lint on a five-hundred-and-eighty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 216,
  measuredPrecision: {
    'description-action-first': 1 / 2,
    'description-length': 1 / 1,
    drift: 1 / 1,
    'index-base': 1 / 2,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighty-sixth',
  title: 'lint on a five-hundred-and-eighty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 152,
  measuredPrecision: {
    annotations: 24 / 24,
    'description-action-first': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighty-seventh',
  title: 'lint on a five-hundred-and-eighty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 85,
  measuredPrecision: {
    annotations: 35 / 35,
    'description-length': 16 / 16,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighty-eighth',
  title: 'lint on a five-hundred-and-eighty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 215,
  measuredPrecision: {
    annotations: 36 / 36,
    'description-length': 42 / 42,
    'naming-consistency': 1 / 1,
    'parameter-description': 2 / 2,
    'required-optional': 4 / 4,
    'schema-contradiction': 2 / 2,
    'tool-name': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighty-ninth',
  title: 'lint on a five-hundred-and-eighty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 92,
  measuredPrecision: {
    annotations: 42 / 42,
    'description-action-first': 1 / 1,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninetieth',
  title: 'lint on a five-hundred-and-ninetieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 31,
  measuredPrecision: {
    'description-action-first': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-ninety-first',
  title: 'lint on a five-hundred-and-ninety-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 89,
  measuredPrecision: {
    annotations: 22 / 22,
    'description-length': 7 / 8,
    'naming-consistency': 3 / 3,
  },
});
