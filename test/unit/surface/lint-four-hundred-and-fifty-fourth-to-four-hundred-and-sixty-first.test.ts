import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The four-hundred-and-fifty-fourth to the four-hundred-and-sixty-first corpora: the seventy-ninth
// round of MCP servers built from their public repositories, none captured by an earlier corpus.
// Every repository earlier rounds read is left out, and at most three servers come from one
// repository; the comments above their lists in mcp-corpus-servers.ts say where each stopped and
// why. They took searches no round had worked through: "server-mcp" (four-hundred-and-fifty-fourth),
// "core-mcp" (four-hundred-and-fifty-fifth), "sync-mcp" (four-hundred-and-fifty-sixth),
// "control-mcp" (four-hundred-and-fifty-seventh), "query-mcp" (four-hundred-and-fifty-eighth),
// "router-mcp" (four-hundred-and-fifty-ninth), "custom-mcp" (four-hundred-and-sixtieth) and
// "secure-mcp" (four-hundred-and-sixty-first). The search budget ran out during the round: four
// labellers screened the rest of their pools by fetching each repository instead, and the query and
// secure pools ran out before 80 tools. Labelled blind on the rules after the hundred-and-fourth
// change, each by someone who saw none of the change, they measure the hundred-and-third and the
// hundred-and-fourth. Six corpora's labels were read after the hundred-and-fourth was committed:
// the hundred-and-fifth, tuned on the four-hundred-and-sixtieth, retired two of its findings. The
// other two were read after the hundred-and-fifth: the hundred-and-sixth, tuned on the
// four-hundred-and-fifty-sixth, retired three.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fifty-fourth',
  title: 'lint on a four-hundred-and-fifty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 92,
  measuredPrecision: {
    annotations: 22 / 22,
    'description-length': 21 / 21,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fifty-fifth',
  title: 'lint on a four-hundred-and-fifty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 117,
  measuredPrecision: {
    annotations: 29 / 29,
    'description-action-first': 2 / 2,
    'description-length': 5 / 5,
    'naming-consistency': 1 / 1,
    'parameter-description': 4 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fifty-sixth',
  title: 'lint on a four-hundred-and-fifty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 92,
  measuredPrecision: {
    annotations: 32 / 33,
    'description-length': 11 / 11,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fifty-seventh',
  title: 'lint on a four-hundred-and-fifty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 181,
  measuredPrecision: {
    annotations: 42 / 43,
    'description-length': 3 / 3,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fifty-eighth',
  title: 'lint on a four-hundred-and-fifty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 10,
  tools: 54,
  measuredPrecision: {
    annotations: 40 / 40,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-fifty-ninth',
  title: 'lint on a four-hundred-and-fifty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 131,
  measuredPrecision: {
    annotations: 27 / 27,
    'description-action-first': 108 / 108,
    'description-length': 17 / 17,
    'tool-name': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-sixtieth',
  title: 'lint on a four-hundred-and-sixtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 102,
  measuredPrecision: {
    annotations: 27 / 27,
    'description-length': 26 / 26,
    'parameter-description': 6 / 6,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-four-hundred-and-sixty-first',
  title: 'lint on a four-hundred-and-sixty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 29,
  measuredPrecision: {
    annotations: 8 / 8,
  },
});
