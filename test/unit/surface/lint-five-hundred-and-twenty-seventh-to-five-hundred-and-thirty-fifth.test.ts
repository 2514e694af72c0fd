import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The five-hundred-and-twenty-seventh to the five-hundred-and-thirty-fifth corpora: the eighty-seventh
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is one find_repos search: "model-mcp" (twenty-seventh), "stream-mcp" (twenty-eighth),
// "deploy-mcp" (twenty-ninth), "legal-mcp" (thirtieth), "medical-mcp" (thirty-first), "event-mcp"
// (thirty-second), "space-mcp" (thirty-third), "sales-mcp" (thirty-fourth) and "schema-mcp"
// (thirty-fifth, drawn when "event-mcp" came back with nine repositories). Most searches listed
// fewer than 100 and ran out before 80 tools. Labelled blind on the rules after the
// hundred-and-fourteenth change, each by someone who saw none of the change, they measure the
// hundred-and-fourteenth; their labels were read after it was committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twenty-seventh',
  title: 'lint on a five-hundred-and-twenty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 43,
  measuredPrecision: {
    annotations: 10 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twenty-eighth',
  title: 'lint on a five-hundred-and-twenty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 86,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twenty-ninth',
  title: 'lint on a five-hundred-and-twenty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 45,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-action-first': 0 / 1,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirtieth',
  title: 'lint on a five-hundred-and-thirtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 106,
  measuredPrecision: {
    annotations: 56 / 56,
    'description-action-first': 3 / 3,
    'description-length': 8 / 8,
    'parameter-description': 1 / 2,
    'required-optional': 27 / 27,
    'tool-name': 30 / 30,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirty-first',
  title: 'lint on a five-hundred-and-thirty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 16,
  measuredPrecision: {
    annotations: 16 / 16,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirty-second',
  title: 'lint on a five-hundred-and-thirty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 2,
  measuredPrecision: {
    annotations: 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirty-third',
  title: 'lint on a five-hundred-and-thirty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 142,
  measuredPrecision: {
    annotations: 23 / 23,
    'description-length': 1 / 1,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirty-fourth',
  title: 'lint on a five-hundred-and-thirty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 70,
  measuredPrecision: {
    annotations: 1 / 1,
    'description-length': 33 / 33,
    'parameter-description': 29 / 29,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirty-fifth',
  title: 'lint on a five-hundred-and-thirty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 39,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-length': 1 / 1,
  },
});
