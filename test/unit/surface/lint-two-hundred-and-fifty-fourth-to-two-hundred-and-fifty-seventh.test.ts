import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-fifty-fourth to two-hundred-and-fifty-seventh corpora: the forty-ninth round of
// MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository; the
// comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "datadog-mcp" (two-hundred-and-fifty-fourth), "proxmox-mcp"
// (two-hundred-and-fifty-fifth), "pubmed-mcp" (two-hundred-and-fifty-sixth) and "ghost-mcp"
// (two-hundred-and-fifty-seventh). Labelled blind on the rules after the sixty-fifth change, each by
// someone who saw no other of them and none of the change, they measure the sixty-fifth pass.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifty-fourth',
  title: 'lint on a two-hundred-and-fifty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 117,
  measuredPrecision: {
    annotations: 109 / 109,
    'description-length': 7 / 7,
    'parameter-description': 36 / 37,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifty-fifth',
  title: 'lint on a two-hundred-and-fifty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 92,
  measuredPrecision: {
    annotations: 11 / 12,
    'description-length': 9 / 9,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifty-sixth',
  title: 'lint on a two-hundred-and-fifty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 6,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifty-seventh',
  title: 'lint on a two-hundred-and-fifty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 110,
  measuredPrecision: {
    annotations: 38 / 38,
    'description-length': 3 / 3,
    'parameter-description': 26 / 27,
    'schema-contradiction': 0 / 1,
  },
});
