import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-seventy-fourth to seventy-seventh corpora: the fifty-fourth round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository;
// the comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "tiktok-mcp" (two-hundred-and-seventy-fourth),
// "sonarqube-mcp" (two-hundred-and-seventy-fifth), "bitcoin-mcp" (two-hundred-and-seventy-sixth)
// and "facebook-mcp" (two-hundred-and-seventy-seventh); the last two were captured a round later,
// by second helpers. Labelled blind on the rules after the sixty-eighth change, each by someone who
// saw no other of them and none of the change, they measure the sixty-eighth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventy-fourth',
  title: 'lint on a two-hundred-and-seventy-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 11,
  measuredPrecision: {
    annotations: 2 / 2,
    'description-action-first': 8 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventy-fifth',
  title: 'lint on a two-hundred-and-seventy-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 43,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventy-sixth',
  title: 'lint on a two-hundred-and-seventy-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 9,
  measuredPrecision: {
    annotations: 7 / 7,
    'description-action-first': 4 / 4,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventy-seventh',
  title: 'lint on a two-hundred-and-seventy-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 132,
  measuredPrecision: {
    annotations: 50 / 50,
    'description-length': 40 / 40,
  },
});
