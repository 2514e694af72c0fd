import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-tenth to two-hundred-and-thirteenth corpora: the thirty-eighth round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every repository
// earlier rounds read is left out, and at most three servers come from one repository; the comments
// above their lists in mcp-corpus-servers.ts say where each stopped and why. They took searches no
// round had worked through: "whatsapp-mcp" (two-hundred-and-tenth), "gitlab-mcp"
// (two-hundred-and-eleventh), "sentry-mcp" (two-hundred-and-twelfth) and "zendesk-mcp"
// (two-hundred-and-thirteenth). Labelled blind on the rules after the fifty-fifth change, each by
// someone who saw no other of them and none of the change, they measure the fifty-sixth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-tenth',
  title: 'lint on a two-hundred-and-tenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 85,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-action-first': 1 / 1,
    'description-length': 26 / 27,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eleventh',
  title: 'lint on a two-hundred-and-eleventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 82,
  measuredPrecision: {
    annotations: 25 / 25,
    'description-length': 3 / 3,
    'index-base': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-twelfth',
  title: 'lint on a two-hundred-and-twelfth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 65,
  measuredPrecision: {
    annotations: 38 / 38,
    'description-length': 11 / 11,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-thirteenth',
  title: 'lint on a two-hundred-and-thirteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 31,
  measuredPrecision: {
    annotations: 14 / 14,
    'description-length': 1 / 2,
  },
});
