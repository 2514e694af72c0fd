import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-fifty-eighth to two-hundred-and-sixty-first corpora: the fiftieth round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Every repository
// earlier rounds read is left out, and at most three servers come from one repository; the comments
// above their lists in mcp-corpus-servers.ts say where each stopped and why. They took searches no
// round had worked through: "selenium-mcp" (two-hundred-and-fifty-eighth), "raindrop-mcp"
// (two-hundred-and-fifty-ninth), "calculator-mcp" (two-hundred-and-sixtieth) and "adb-mcp"
// (two-hundred-and-sixty-first). Labelled blind on the rules after the sixty-fifth change, each by
// someone who saw no other of them and none of the change, they measure the sixty-fifth pass a second
// time, beside the forty-ninth round.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifty-eighth',
  title: 'lint on a two-hundred-and-fifty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 95,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 42 / 45,
    'index-base': 1 / 1,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-fifty-ninth',
  title: 'lint on a two-hundred-and-fifty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 50,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 8 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-sixtieth',
  title: 'lint on a two-hundred-and-sixtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 29,
  measuredPrecision: {
    annotations: 7 / 7,
    'description-length': 6 / 6,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-sixty-first',
  title: 'lint on a two-hundred-and-sixty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 84,
  measuredPrecision: {
    annotations: 12 / 12,
    'description-length': 19 / 19,
    'parameter-description': 3 / 3,
    'schema-contradiction': 0 / 3,
  },
});
