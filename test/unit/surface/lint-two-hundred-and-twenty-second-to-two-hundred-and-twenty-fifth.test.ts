import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-twenty-second to two-hundred-and-twenty-fifth corpora: the forty-first round of
// MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository; the
// comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "vercel-mcp" (two-hundred-and-twenty-second), "asana-mcp"
// (two-hundred-and-twenty-third), "dropbox-mcp" (two-hundred-and-twenty-fourth) and "firebase-mcp"
// (two-hundred-and-twenty-fifth). Labelled blind on the rules after the fifty-eighth change, each by
// someone who saw no other of them and none of the change, they measure the fifty-eighth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twenty-second',
  title: 'lint on a two-hundred-and-twenty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 59,
  measuredPrecision: {
    annotations: 23 / 23,
    'description-length': 7 / 7,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twenty-third',
  title: 'lint on a two-hundred-and-twenty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 90,
  measuredPrecision: {
    annotations: 31 / 31,
    'description-length': 11 / 11,
    'parameter-description': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twenty-fourth',
  title: 'lint on a two-hundred-and-twenty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 18,
  measuredPrecision: {
    annotations: 2 / 2,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twenty-fifth',
  title: 'lint on a two-hundred-and-twenty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 38,
  measuredPrecision: {
    annotations: 15 / 15,
    'description-action-first': 21 / 21,
    'description-length': 0 / 2,
    'parameter-description': 0 / 1,
  },
});
