import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The four-hundred-and-eighty-sixth to the four-hundred-and-ninety-third corpora: the eighty-third
// round of MCP servers built from their public repositories, none captured by an earlier corpus. The
// pools are find_repos "crawl-mcp", "mind-mcp", "scout-mcp", "pulse-mcp", "sentinel-mcp",
// "craft-mcp", "spark-mcp" and "nexus-mcp", in that order. Five searches listed fewer than 100
// repositories, and four corpora stopped short of 80 tools: "scout-mcp" at the fifteen minutes with
// 75, and "sentinel-mcp" with 79, "craft-mcp" with 19 and "spark-mcp" with 37 when their pools ran out.
// Labelled blind on the rules after the hundred-and-eighth change, each by someone who saw none of
// the changes since, they measure the hundred-and-eighth and the hundred-and-ninth, which moved none
// of their findings. Their labels were read after the hundred-and-ninth was committed; the
// hundred-and-tenth, tuned on them, retired five, and the hundred-and-thirteenth one more.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eighty-sixth',
  title: 'lint on a four-hundred-and-eighty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 80,
  measuredPrecision: {
    annotations: 23 / 23,
    'description-action-first': 0 / 1,
    'description-length': 12 / 12,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eighty-seventh',
  title: 'lint on a four-hundred-and-eighty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 87,
  measuredPrecision: {
    annotations: 18 / 18,
    'description-action-first': 2 / 3,
    'description-length': 1 / 1,
    'index-base': 0 / 2,
    'tool-name': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eighty-eighth',
  title: 'lint on a four-hundred-and-eighty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 8,
  tools: 75,
  measuredPrecision: {
    annotations: 29 / 29,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-eighty-ninth',
  title: 'lint on a four-hundred-and-eighty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 85,
  measuredPrecision: {
    annotations: 47 / 47,
    'description-length': 12 / 13,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninetieth',
  title: 'lint on a four-hundred-and-ninetieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 79,
  measuredPrecision: {
    annotations: 11 / 11,
    'description-length': 1 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninety-first',
  title: 'lint on a four-hundred-and-ninety-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 19,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-length': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninety-second',
  title: 'lint on a four-hundred-and-ninety-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 37,
  measuredPrecision: {
    annotations: 24 / 24,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-ninety-third',
  title: 'lint on a four-hundred-and-ninety-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 86,
  measuredPrecision: {
    annotations: 49 / 49,
    'description-length': 16 / 17,
    'parameter-description': 1 / 1,
    'tool-name': 1 / 1,
  },
});
