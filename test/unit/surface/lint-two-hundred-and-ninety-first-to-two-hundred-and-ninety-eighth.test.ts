import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-ninety-first to two-hundred-and-ninety-eighth corpora: the fifty-seventh
// round of MCP servers built from their public repositories, none captured by an earlier corpus.
// Every repository earlier rounds read is left out, and at most three servers come from one
// repository; the comments above their lists in mcp-corpus-servers.ts say where each stopped and
// why. They took searches no round had worked through: "dify-mcp" (two-hundred-and-ninety-first),
// "xiaohongshu-mcp" (two-hundred-and-ninety-second), "cursor-mcp" (two-hundred-and-ninety-third),
// "sheets-mcp" (two-hundred-and-ninety-fourth), "openai-mcp" (two-hundred-and-ninety-fifth),
// "lark-mcp" (two-hundred-and-ninety-sixth), "jupyter-mcp" (two-hundred-and-ninety-seventh) and
// "paypal-mcp" (two-hundred-and-ninety-eighth). Labelled blind on the rules after the sixty-ninth
// change, each by someone who saw no other of them, they measure the sixty-ninth a second time.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninety-first',
  title: 'lint on a two-hundred-and-ninety-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 9,
  measuredPrecision: {
    annotations: 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninety-second',
  title: 'lint on a two-hundred-and-ninety-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 4,
  measuredPrecision: {
    annotations: 4 / 4,
    'description-length': 1 / 1,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninety-third',
  title: 'lint on a two-hundred-and-ninety-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 92,
  measuredPrecision: {
    annotations: 35 / 35,
    'description-length': 16 / 16,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninety-fourth',
  title: 'lint on a two-hundred-and-ninety-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 91,
  measuredPrecision: {
    annotations: 26 / 27,
    'description-length': 1 / 1,
    drift: 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninety-fifth',
  title: 'lint on a two-hundred-and-ninety-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 8,
  measuredPrecision: {
    annotations: 3 / 3,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninety-sixth',
  title: 'lint on a two-hundred-and-ninety-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 245,
  measuredPrecision: {
    'ambiguous-siblings': 2 / 2,
    annotations: 135 / 135,
    'description-length': 111 / 115,
    'index-base': 4 / 4,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninety-seventh',
  title: 'lint on a two-hundred-and-ninety-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 6,
  measuredPrecision: {
    annotations: 1 / 1,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninety-eighth',
  title: 'lint on a two-hundred-and-ninety-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 16,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 13 / 14,
    'parameter-description': 10 / 10,
  },
});
