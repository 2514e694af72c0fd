import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-sixtieth to hundred-and-sixty-ninth corpora: three rounds of MCP servers built from
// their public repositories, none captured by an earlier corpus. Every repository earlier rounds
// read is left out, and at most three servers come from one repository; the comments above their
// lists in mcp-corpus-servers.ts say where each stopped and why. The first six were labelled blind
// on the rules after the forty-second change, at the same time, each by someone who saw no other of
// them; the last four on the rules after the forty-third.
// The twenty-fifth round, the hundred-and-sixtieth to hundred-and-sixty-second, took searches no
// round had worked through: "github-mcp" (hundred-and-sixtieth), "linear-mcp" (hundred-and-sixty-first)
// and "supabase-mcp" (hundred-and-sixty-second). Read first, it measures the forty-second a second
// time; the forty-third was tuned on every corpus up to it.
// The twenty-sixth round, the hundred-and-sixty-third to hundred-and-sixty-fifth, took "stripe-mcp" then
// "telegram-mcp" (hundred-and-sixty-third), "jira-mcp" ranks 26 on (hundred-and-sixty-fourth) and
// "shopify-mcp" ranks 23 on (hundred-and-sixty-fifth). Read only after the forty-third was committed,
// it measures the forty-third; the forty-fourth was tuned on it.
// The twenty-seventh round, the hundred-and-sixty-sixth to hundred-and-sixty-ninth, took "postgres-mcp"
// (hundred-and-sixty-sixth), "gmail-mcp" (hundred-and-sixty-seventh), "docker-mcp"
// (hundred-and-sixty-eighth) and "youtube-mcp" (hundred-and-sixty-ninth). The hundred-and-sixty-seventh
// and hundred-and-sixty-eighth were read once the forty-fourth was committed and measure it; the
// forty-fifth was tuned on them, and the other two were read only after it was committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixtieth',
  title: 'lint on a hundred-and-sixtieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 99,
  measuredPrecision: {
    annotations: 36 / 36,
    'description-length': 13 / 15,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixty-first',
  title: 'lint on a hundred-and-sixty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 107,
  measuredPrecision: {
    annotations: 57 / 57,
    'description-length': 36 / 36,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixty-second',
  title: 'lint on a hundred-and-sixty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 159,
  measuredPrecision: {
    annotations: 63 / 63,
    'description-length': 27 / 27,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixty-third',
  title: 'lint on a hundred-and-sixty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 83,
  measuredPrecision: {
    annotations: 37 / 37,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixty-fourth',
  title: 'lint on a hundred-and-sixty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 104,
  measuredPrecision: {
    annotations: 59 / 59,
    'description-length': 8 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixty-fifth',
  title: 'lint on a hundred-and-sixty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 130,
  measuredPrecision: {
    annotations: 30 / 30,
    'description-action-first': 35 / 35,
    'naming-consistency': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixty-sixth',
  title: 'lint on a hundred-and-sixty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 76,
  measuredPrecision: {
    annotations: 13 / 13,
    'description-length': 5 / 8,
    'parameter-description': 7 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixty-seventh',
  title: 'lint on a hundred-and-sixty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 116,
  measuredPrecision: {
    annotations: 8 / 8,
    'description-length': 10 / 11,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixty-eighth',
  title: 'lint on a hundred-and-sixty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 86,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-length': 59 / 59,
    'parameter-description': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-sixty-ninth',
  title: 'lint on a hundred-and-sixty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 83,
  measuredPrecision: {
    annotations: 36 / 36,
    'description-length': 1 / 1,
    'parameter-description': 11 / 11,
  },
});
