import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The five-hundred-and-sixtieth to the five-hundred-and-sixty-seventh corpora: the ninety-first round
// of MCP servers built from their public repositories, none captured by an earlier corpus. find_files
// was spent, so each pool is the ranks an earlier corpus of this session drew and never reached, as
// that corpus's comment lists them: "vision-mcp" (sixtieth, after the five-hundred-and-twentieth),
// "review-mcp" (sixty-first, after the twenty-fourth), "market-mcp" (sixty-second, after the
// twenty-fifth), "audit-mcp" (sixty-third, after the thirty-ninth), "law-mcp" (sixty-fourth, after the
// forty-second), "bank-mcp" (sixty-fifth, after the forty-fourth), "social-mcp" (sixty-sixth, after the
// nineteenth) and "trade-mcp" (sixty-seventh, after the twenty-second). Fetching new repositories was
// refused partway through, so the sixtieth, sixty-third and sixty-fifth stopped short. Labelled blind on
// the rules after the hundred-and-seventeenth change, each by someone who saw none of the change, they
// measure the hundred-and-seventeenth; their labels were read after it was committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixtieth',
  title: 'lint on a five-hundred-and-sixtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 20,
  measuredPrecision: {
    annotations: 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixty-first',
  title: 'lint on a five-hundred-and-sixty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 82,
  measuredPrecision: {
    annotations: 13 / 13,
    'description-length': 28 / 28,
    'index-base': 1 / 1,
    'required-optional': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixty-second',
  title: 'lint on a five-hundred-and-sixty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 98,
  measuredPrecision: {
    annotations: 74 / 74,
    'description-action-first': 0 / 1,
    'description-length': 17 / 18,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixty-third',
  title: 'lint on a five-hundred-and-sixty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 56,
  measuredPrecision: {
    annotations: 12 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixty-fourth',
  title: 'lint on a five-hundred-and-sixty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 108,
  measuredPrecision: {
    annotations: 19 / 19,
    'description-length': 2 / 2,
    'required-optional': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixty-fifth',
  title: 'lint on a five-hundred-and-sixty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 17,
  measuredPrecision: {
    annotations: 8 / 8,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixty-sixth',
  title: 'lint on a five-hundred-and-sixty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 81,
  measuredPrecision: {
    annotations: 28 / 28,
    'description-action-first': 7 / 7,
    'description-length': 13 / 13,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixty-seventh',
  title: 'lint on a five-hundred-and-sixty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 98,
  measuredPrecision: {
    annotations: 59 / 60,
    'description-length': 5 / 5,
    'schema-contradiction': 0 / 1,
  },
});
