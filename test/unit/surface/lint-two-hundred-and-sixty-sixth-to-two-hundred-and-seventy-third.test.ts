import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-sixty-sixth to two-hundred-and-seventy-third corpora: the fifty-second and
// fifty-third rounds of MCP servers built from their public repositories, none captured by an
// earlier corpus. Every repository earlier rounds read is left out, and at most three servers come
// from one repository; the comments above their lists in mcp-corpus-servers.ts say where each
// stopped and why. They took searches no round had worked through: "sui-mcp"
// (two-hundred-and-sixty-sixth), "miro-mcp" (two-hundred-and-sixty-seventh), "zoom-mcp"
// (two-hundred-and-sixty-eighth), "monday-mcp" (two-hundred-and-seventieth), "prometheus-mcp"
// (two-hundred-and-seventy-first), "azure-mcp" (two-hundred-and-seventy-second) and "vscode-mcp"
// (two-hundred-and-seventy-third). The sixty-ninth ("kafka-mcp") kept nothing: no repository of its
// pool was a JS or TS MCP server that could be fetched. Labelled blind on the rules after the
// sixty-sixth change, each by someone who saw no other of them and none of the change, they measure
// the sixty-seventh; the sixty-seventh and seventy-second corpora, whose helpers were held up past
// their deadlines and whose labels were read after the sixty-eighth change was committed, measure
// the sixty-eighth. The seventy-third, captured a round later by a second helper and labelled on the
// sixty-eighth's rules, measures the sixty-eighth too. The seventieth's one server draws no finding:
// it is here so that it stays so.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-sixty-sixth',
  title: 'lint on a two-hundred-and-sixty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 79,
  measuredPrecision: {
    annotations: 28 / 29,
    'description-length': 9 / 9,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-sixty-seventh',
  title: 'lint on a two-hundred-and-sixty-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 25,
  measuredPrecision: {
    annotations: 8 / 8,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-sixty-eighth',
  title: 'lint on a two-hundred-and-sixty-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 21,
  measuredPrecision: {
    annotations: 9 / 9,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventieth',
  title: 'lint on a two-hundred-and-seventieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 18,
  measuredPrecision: {},
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventy-first',
  title: 'lint on a two-hundred-and-seventy-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 14,
  measuredPrecision: {
    annotations: 8 / 8,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventy-second',
  title: 'lint on a two-hundred-and-seventy-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 43,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 5 / 5,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventy-third',
  title: 'lint on a two-hundred-and-seventy-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 46,
  measuredPrecision: {
    annotations: 4 / 4,
    'description-action-first': 2 / 2,
    'description-length': 4 / 4,
    'parameter-description': 1 / 1,
  },
});
