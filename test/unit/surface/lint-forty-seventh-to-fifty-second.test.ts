import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The forty-seventh to fifty-second corpora: more servers earlier corpora left out only for their size,
// each captured whole, labelled blind on the rules after the sixteenth change. One file for the six,
// so the suite loads the lint once for them rather than six times.

// The forty-seventh corpus (test/fixtures/mcp-corpus-forty-seventh): two real MCP servers that earlier
// corpora left out only for their size, Alibaba Cloud's Yunxiao DevOps server and the Power Platform
// server, each captured whole (every tool it lists). Labelled blind on the rules as they stood after
// the sixteenth change: a clean measure of the seventeenth. The floors are what the rules measure now, some far under 9 in 10: this test guards against
// a rule getting worse, it does not pretend the rule is good. Every finding must have a label and
// every label a finding, so the figures can never go stale without this test saying so.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-seventh',
  title: 'lint on a forty-seventh set of MCP servers, captured whole and labelled blind: precision per rule',
  servers: 2,
  tools: 269,
  measuredPrecision: {
    'ambiguous-siblings': 2 / 2,
    annotations: 131 / 131,
    'description-length': 54 / 54,
    drift: 28 / 28,
    'naming-consistency': 1 / 1,
    'required-optional': 1 / 1,
    'schema-contradiction': 1 / 1,
  },
});

// Two real MCP servers (test/fixtures/mcp-corpus-forty-eighth) that earlier corpora left out only for
// their size, each captured whole: Microsoft 365's (every tool it lists as it starts, without
// --org-mode) and Resend's. Labelled blind on the rules after the sixteenth change, so they
// measured the seventeenth on servers it never saw. The floors are what the
// rules measure now, some of them nothing right at all: this test guards against a rule getting
// worse, it does not pretend the rule is good. Every finding must have a label and every label a
// finding, so the figures can never go stale without this test saying so.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-eighth',
  title: 'lint on a forty-eighth set of MCP servers, left out before for their size, labelled blind: precision per rule',
  servers: 2,
  tools: 293,
  measuredPrecision: {
    annotations: 1 / 1,
    'description-action-first': 8 / 8,
    'description-length': 16 / 16,
    drift: 0 / 2,
    'parameter-description': 11 / 13,
    'schema-contradiction': 8 / 8,
  },
});

// A forty-ninth MCP corpus (test/fixtures/mcp-corpus-forty-ninth): metabase-ai-assistant, a server
// earlier corpora left out only for its size, captured whole. It lists db_test_speed twice; tool
// names must be unique, so the capture keeps the first listing and drops the second (133 tools). The
// Discord server by quadslab was meant to join it, but it logs in to Discord before listing a tool.
// Labelled blind on the rules after the sixteenth change: a measure of the seventeenth. Every finding must have a label and every label a finding, so the
// figures can never go stale without this test saying so.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-ninth',
  title: 'lint on a forty-ninth set of MCP servers, captured whole and labelled blind: precision per rule',
  servers: 1,
  tools: 133,
  measuredPrecision: {
    annotations: 2 / 2,
    'description-length': 20 / 22,
    drift: 1 / 1,
    'index-base': 2 / 2,
    'naming-consistency': 1 / 1,
    'parameter-description': 3 / 3,
    'required-optional': 1 / 1,
  },
});

// Three real MCP servers left out of earlier corpora only for their size (test/fixtures/mcp-corpus-fiftieth):
// Figma Console's, Piotr Agier's Google Drive and PulseMCP's CMS admin server, each captured whole,
// every tool it lists. Labelled blind on the rules as they stood after the sixteenth change: a
// measure of the seventeenth. The floors are what the rules measure now, some far
// under 9 in 10: this test guards against a rule getting worse, it does not pretend the rule is good.
// Every finding must have a label and every label a finding, so the figures cannot go stale silently.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-fiftieth',
  title: 'lint on a fiftieth set of MCP servers, the large ones captured whole and labelled blind: precision per rule',
  servers: 3,
  tools: 312,
  measuredPrecision: {
    annotations: 92 / 92,
    'description-length': 27 / 28,
    'index-base': 2 / 3,
    'naming-consistency': 6 / 7,
    'parameter-description': 4 / 5,
  },
});

// Three real MCP servers (test/fixtures/mcp-corpus-fifty-first) that earlier corpora left out only for
// their size, Llama's project tracker (@agllama/mcp, 110 tools), google-workspace-mcp (110 tools) and
// icloud-mcp (69 tools), each captured whole and labelled blind on the rules as they stood after the
// sixteenth change: the clean measure of the seventeenth, on servers it never saw. The floors are what the rules measure now, some of them nothing at all; this test guards
// against a rule getting worse, it does not pretend the rule is good. Every finding must have a label
// and every label a finding, so the figures can never go stale without this test saying so.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-fifty-first',
  title: 'lint on a fifty-first set of MCP servers, the large ones, labelled blind: precision per rule',
  servers: 3,
  tools: 289,
  measuredPrecision: {
    annotations: 66 / 69,
    'description-length': 34 / 41,
    'parameter-description': 3 / 3,
  },
});

// Four real MCP servers (test/fixtures/mcp-corpus-fifty-second) that earlier corpora left out only
// because each lists about a hundred tools: ByCrawl's, Miro's, Talk to Figma's and Jira Cloud's,
// captured whole, every tool they list. Labelled blind on the rules as they stood after the sixteenth
// change, so the seventeenth was measured on servers it never saw. The floors
// are what the rules measure now, some far under 9 in 10: this test guards against a rule getting
// worse, it does not pretend the rule is good. Every finding must have a label and every label a
// finding, so the figures can never go stale without this test saying so.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-fifty-second',
  title: 'lint on a fifty-second set of MCP servers, the large ones captured whole, labelled blind: precision per rule',
  servers: 4,
  tools: 379,
  measuredPrecision: {
    annotations: 57 / 57,
    'description-action-first': 8 / 8,
    'description-length': 73 / 74,
    'index-base': 1 / 1,
    'naming-consistency': 1 / 1,
    'parameter-description': 2 / 2,
    'tool-name': 2 / 2,
  },
});
