import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The eightieth to eighty-fourth corpora: a seventh round of MCP servers built from their public
// repositories, none captured by an earlier corpus, taken in the order a code search lists
// repositories named with "mcp-node" (eightieth: ranks 1 to 50; eighty-first: 51 to 100), "mcp-js"
// (eighty-second: ranks 1 to 50; eighty-third: the rest) and "typescript-mcp" (eighty-fourth), less
// every repository earlier rounds read, at most three servers of one repository (the comments above
// their lists in mcp-corpus-servers.ts say how far down each pool got and why each repository passed
// over was). Labelled blind on the rules after the twenty-fifth change and merged after the
// twenty-sixth was committed, so they measure the twenty-sixth on servers it never saw. The eightieth
// and eighty-first were each captured and labelled twice, by helpers working apart; the larger capture
// of each is kept, and the two labellings agreed on 96 of the 97 findings both judged. One file for
// the round, so the suite loads the lint once for it. The floors are what was measured: these tests
// guard against a rule getting worse, they do not pretend the rule is good. Every finding must have a
// label and every label a finding, so the figures can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-eightieth',
  title: 'lint on an eightieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 109,
  measuredPrecision: {
    annotations: 40 / 40,
    'description-length': 29 / 30,
    'parameter-description': 12 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-eighty-first',
  title: 'lint on an eighty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 15,
  tools: 97,
  measuredPrecision: {
    annotations: 40 / 40,
    'description-action-first': 7 / 7,
    'description-length': 19 / 20,
    'handler-mismatch': 10 / 10,
    'index-base': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-eighty-second',
  title: 'lint on an eighty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 11,
  tools: 108,
  measuredPrecision: {
    annotations: 44 / 44,
    'description-action-first': 2 / 2,
    'description-length': 24 / 24,
    'naming-consistency': 7 / 7,
    'parameter-description': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-eighty-third',
  title: 'lint on an eighty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 23,
  measuredPrecision: {
    annotations: 6 / 6,
    'description-length': 3 / 4,
    'parameter-description': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-eighty-fourth',
  title: 'lint on an eighty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 11,
  tools: 29,
  measuredPrecision: {
    annotations: 18 / 18,
    'description-action-first': 2 / 2,
    'description-length': 7 / 7,
  },
});
