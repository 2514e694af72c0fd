import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-eighteenth to two-hundred-and-twenty-first corpora: the fortieth round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every repository
// earlier rounds read is left out, and at most three servers come from one repository; the comments
// above their lists in mcp-corpus-servers.ts say where each stopped and why. They took searches no
// round had worked through: "arxiv-mcp" (two-hundred-and-eighteenth), "wikipedia-mcp"
// (two-hundred-and-nineteenth), "n8n-mcp" (two-hundred-and-twentieth) and "twilio-mcp"
// (two-hundred-and-twenty-first). Labelled blind on the rules after the fifty-sixth change, each by
// someone who saw no other of them and none of the change, they measure the fifty-seventh.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighteenth',
  title: 'lint on a two-hundred-and-eighteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 7,
  measuredPrecision: {
    annotations: 6 / 6,
    'description-action-first': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-nineteenth',
  title: 'lint on a two-hundred-and-nineteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 33,
  measuredPrecision: {
    annotations: 30 / 30,
    'description-length': 6 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twentieth',
  title: 'lint on a two-hundred-and-twentieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 113,
  measuredPrecision: {
    annotations: 44 / 44,
    'description-length': 9 / 9,
    'naming-consistency': 1 / 1,
    'parameter-description': 11 / 11,
    'required-optional': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twenty-first',
  title: 'lint on a two-hundred-and-twenty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 61,
  measuredPrecision: {
    annotations: 37 / 37,
    'description-length': 21 / 22,
    'parameter-description': 7 / 7,
  },
});
