import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-seventy-eighth to two-hundred-and-eighty-second corpora: the fifty-fifth
// round of MCP servers built from their public repositories, none captured by an earlier corpus.
// Every repository earlier rounds read is left out, and at most three servers come from one
// repository; the comments above their lists in mcp-corpus-servers.ts say where each stopped and
// why. They took searches no round had worked through: "godot-mcp" (two-hundred-and-seventy-eighth),
// "minecraft-mcp" (two-hundred-and-seventy-ninth), "perplexity-mcp" (two-hundred-and-eightieth),
// "stock-mcp" (two-hundred-and-eighty-first) and "ethereum-mcp" (two-hundred-and-eighty-second).
// Labelled blind on the rules after the sixty-eighth change, each by someone who saw no other of
// them and none of the change, they measure the sixty-eighth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventy-eighth',
  title: 'lint on a two-hundred-and-seventy-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 87,
  measuredPrecision: {
    annotations: 13 / 13,
    'description-length': 1 / 1,
    'index-base': 4 / 4,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventy-ninth',
  title: 'lint on a two-hundred-and-seventy-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 43,
  measuredPrecision: {
    annotations: 5 / 7,
    'description-length': 15 / 15,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eightieth',
  title: 'lint on a two-hundred-and-eightieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 31,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 11 / 11,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighty-first',
  title: 'lint on a two-hundred-and-eighty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 27,
  measuredPrecision: {
    annotations: 23 / 23,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighty-second',
  title: 'lint on a two-hundred-and-eighty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 153,
  measuredPrecision: {
    'ambiguous-siblings': 2 / 2,
    annotations: 140 / 140,
    'description-length': 32 / 32,
  },
});
