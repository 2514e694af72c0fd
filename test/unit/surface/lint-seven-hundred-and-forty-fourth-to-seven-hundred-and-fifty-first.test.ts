import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The seven-hundred-and-forty-fourth to the seven-hundred-and-fifty-first corpora: the
// hundred-and-fourteenth round of MCP servers built from their public repositories, none captured by
// an earlier corpus. The search budget was spent, so no pool could be drawn afresh: each is the ranks
// an earlier corpus of the session drew and never reached, as that corpus's comment lists them, in
// their order: "ld-mcp" after the seven-hundred-and-twelfth (seven-hundred-and-forty-fourth), "bo-mcp"
// after the twenty-eighth (forty-fifth), "co-mcp" after the twenty-third (forty-sixth), "fe-mcp" after
// the forty-third (forty-seventh), "ak-mcp" after the forty-first (forty-eighth), "ur-mcp" after the
// twentieth (forty-ninth, 76 tools when the rest ran out), "so-mcp" after the twenty-ninth (fiftieth, 63
// tools when it ran out) and "be-mcp" after the twenty-second (fifty-first).
// Labelled blind on the rules after the hundred-and-fifty-first change, each by someone who saw none
// of the changes since the round before, so they measure the hundred-and-forty-eighth to the
// hundred-and-fifty-first.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-forty-fourth',
  title: 'lint on a seven-hundred-and-forty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 92,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 18 / 19,
    'index-base': 3 / 3,
    'parameter-description': 14 / 21,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-forty-fifth',
  title: 'lint on a seven-hundred-and-forty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 195,
  measuredPrecision: {
    annotations: 103 / 103,
    'description-length': 29 / 29,
    'parameter-description': 27 / 27,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-forty-sixth',
  title: 'lint on a seven-hundred-and-forty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 87,
  measuredPrecision: {
    annotations: 45 / 45,
    'description-length': 11 / 11,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-forty-seventh',
  title: 'lint on a seven-hundred-and-forty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 108,
  measuredPrecision: {
    annotations: 31 / 31,
    'description-length': 7 / 7,
    'parameter-description': 2 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-forty-eighth',
  title: 'lint on a seven-hundred-and-forty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 135,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-length': 9 / 9,
    drift: 2 / 2,
    'naming-consistency': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-forty-ninth',
  title: 'lint on a seven-hundred-and-forty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 76,
  measuredPrecision: {
    annotations: 32 / 32,
    'description-length': 8 / 8,
    'index-base': 2 / 2,
    'required-optional': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fiftieth',
  title: 'lint on a seven-hundred-and-fiftieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 63,
  measuredPrecision: {
    annotations: 24 / 26,
    'description-action-first': 1 / 1,
    'description-length': 4 / 5,
    'index-base': 1 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fifty-first',
  title: 'lint on a seven-hundred-and-fifty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 82,
  measuredPrecision: {
    annotations: 41 / 41,
    'description-length': 15 / 17,
  },
});
