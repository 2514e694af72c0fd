import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-fourteenth to two-hundred-and-seventeenth corpora: the thirty-ninth round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every repository
// earlier rounds read is left out, and at most three servers come from one repository; the comments
// above their lists in mcp-corpus-servers.ts say where each stopped and why. They took searches no
// round had worked through: "salesforce-mcp" (two-hundred-and-fourteenth), "instagram-mcp"
// (two-hundred-and-fifteenth), "outlook-mcp" (two-hundred-and-sixteenth) and "clickup-mcp"
// (two-hundred-and-seventeenth). Labelled blind on the rules after the fifty-sixth change, each by
// someone who saw no other of them and none of the change, they measure the fifty-sixth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fourteenth',
  title: 'lint on a two-hundred-and-fourteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 112,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 13 / 13,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifteenth',
  title: 'lint on a two-hundred-and-fifteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 35,
  measuredPrecision: {
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-sixteenth',
  title: 'lint on a two-hundred-and-sixteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 102,
  measuredPrecision: {
    annotations: 23 / 23,
    'description-length': 27 / 29,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventeenth',
  title: 'lint on a two-hundred-and-seventeenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 90,
  measuredPrecision: {
    annotations: 4 / 4,
    'description-length': 7 / 7,
    'parameter-description': 4 / 7,
  },
});
