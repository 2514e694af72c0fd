import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-fiftieth to two-hundred-and-fifty-third corpora: the forty-eighth round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every repository
// earlier rounds read is left out, and at most three servers come from one repository; the comments
// above their lists in mcp-corpus-servers.ts say where each stopped and why. They took searches no
// round had worked through: "mermaid-mcp" (two-hundred-and-fiftieth), "steam-mcp"
// (two-hundred-and-fifty-first), "xero-mcp" (two-hundred-and-fifty-second) and "cloudflare-mcp"
// (two-hundred-and-fifty-third). Labelled blind on the rules after the sixty-fourth change, each by
// someone who saw no other of them and none of the change, they measure the sixty-fourth pass a second
// time, beside the forty-seventh round. The two-hundred-and-fifty-third is one server of 390
// read-only tools that declares no annotations and whose every short description restates its tool's
// name: its 601 findings are two habits repeated, and the blind figures count them grouped by server.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fiftieth',
  title: 'lint on a two-hundred-and-fiftieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 18,
  measuredPrecision: {
    annotations: 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifty-first',
  title: 'lint on a two-hundred-and-fifty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 99,
  measuredPrecision: {
    annotations: 68 / 68,
    'description-length': 5 / 5,
    'parameter-description': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifty-second',
  title: 'lint on a two-hundred-and-fifty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 54,
  measuredPrecision: {
    annotations: 38 / 38,
    'description-length': 4 / 6,
    'handler-mismatch': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifty-third',
  title: 'lint on a two-hundred-and-fifty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 390,
  measuredPrecision: {
    annotations: 384 / 384,
    'description-length': 217 / 217,
  },
});
