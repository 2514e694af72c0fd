import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-thirty-fourth to two-hundred-and-thirty-seventh corpora: the forty-fourth round
// of MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository; the
// comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "ollama-mcp" (two-hundred-and-thirty-fourth), "canvas-mcp"
// (two-hundred-and-thirty-fifth), "jenkins-mcp" (two-hundred-and-thirty-sixth) and "puppeteer-mcp"
// (two-hundred-and-thirty-seventh). Labelled blind on the rules after the sixtieth change, each by
// someone who saw no other of them and none of the change, they measure the sixty-first and
// sixty-second passes together.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-thirty-fourth',
  title: 'lint on a two-hundred-and-thirty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 38,
  measuredPrecision: {
    annotations: 13 / 13,
    'description-action-first': 11 / 11,
    'description-length': 1 / 1,
    'parameter-description': 2 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-thirty-fifth',
  title: 'lint on a two-hundred-and-thirty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 125,
  measuredPrecision: {
    annotations: 44 / 44,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-thirty-sixth',
  title: 'lint on a two-hundred-and-thirty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 89,
  measuredPrecision: {
    annotations: 43 / 43,
    'description-length': 31 / 44,
    'parameter-description': 1 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-thirty-seventh',
  title: 'lint on a two-hundred-and-thirty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 18,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 4 / 4,
  },
});
