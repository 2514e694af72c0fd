import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-second to two-hundred-and-fifth corpora: the thirty-sixth round of MCP servers
// built from their public repositories, none captured by an earlier corpus. Every repository earlier
// rounds read is left out, and at most three servers come from one repository; the comments above
// their lists in mcp-corpus-servers.ts say where each stopped and why. They took searches no round had
// worked through: "browser-mcp" (two-hundred-and-second), "twitter-mcp" (two-hundred-and-third),
// "reddit-mcp" (two-hundred-and-fourth) and "database-mcp" (two-hundred-and-fifth). Labelled blind on
// the rules after the fifty-third change, each by someone who saw no other of them and none of the
// change, they measure the fifty-fourth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-second',
  title: 'lint on a two-hundred-and-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 85,
  measuredPrecision: {
    annotations: 6 / 6,
    'description-action-first': 1 / 1,
    'description-length': 7 / 7,
    'index-base': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-third',
  title: 'lint on a two-hundred-and-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 91,
  measuredPrecision: {
    annotations: 40 / 40,
    'description-length': 66 / 66,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fourth',
  title: 'lint on a two-hundred-and-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 114,
  measuredPrecision: {
    annotations: 44 / 44,
    'description-length': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifth',
  title: 'lint on a two-hundred-and-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 98,
  measuredPrecision: {
    annotations: 28 / 28,
    'description-length': 41 / 45,
  },
});
