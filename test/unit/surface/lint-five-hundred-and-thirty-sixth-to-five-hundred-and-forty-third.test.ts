import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The five-hundred-and-thirty-sixth to the five-hundred-and-forty-third corpora: the eighty-eighth
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is one find_repos search: "ecommerce-mcp" (thirty-sixth), "booking-mcp" (thirty-seventh),
// "invoice-mcp" (thirty-eighth), "audit-mcp" (thirty-ninth), "pipeline-mcp" (fortieth), "speech-mcp"
// (forty-first), "law-mcp" (forty-second) and "learn-mcp" (forty-third). Six listed fewer than 100,
// and five ran out before 80 tools. Labelled blind on the rules after the hundred-and-fifteenth change,
// each by someone who saw none of the change, they measure the hundred-and-fifteenth; their labels
// were read after it was committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirty-sixth',
  title: 'lint on a five-hundred-and-thirty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 9,
  measuredPrecision: {
    annotations: 3 / 3,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirty-seventh',
  title: 'lint on a five-hundred-and-thirty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 18,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 6 / 6,
    'parameter-description': 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirty-eighth',
  title: 'lint on a five-hundred-and-thirty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 9,
  measuredPrecision: {
    'description-length': 3 / 3,
    'parameter-description': 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirty-ninth',
  title: 'lint on a five-hundred-and-thirty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 84,
  measuredPrecision: {
    annotations: 45 / 45,
    'description-length': 2 / 2,
    'tool-name': 15 / 15,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-fortieth',
  title: 'lint on a five-hundred-and-fortieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 82,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 0 / 3,
    'parameter-description': 11 / 12,
    'tool-name': 82 / 82,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-forty-first',
  title: 'lint on a five-hundred-and-forty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 10,
  measuredPrecision: {
    annotations: 4 / 4,
    'description-action-first': 1 / 1,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-forty-second',
  title: 'lint on a five-hundred-and-forty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 89,
  measuredPrecision: {
    annotations: 47 / 47,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-forty-third',
  title: 'lint on a five-hundred-and-forty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 17,
  measuredPrecision: {
    annotations: 9 / 9,
    'description-length': 1 / 1,
  },
});
