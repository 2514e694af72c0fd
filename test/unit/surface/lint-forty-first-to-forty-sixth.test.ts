import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The forty-first to forty-sixth corpora: servers earlier corpora left out only for listing more than
// sixty tools, each captured whole, labelled blind on the rules after the fifteenth change. One file
// for the six, so the suite loads the lint once for them rather than six times.

// One real MCP server (test/fixtures/mcp-corpus-forty-first) that earlier corpora left out only for
// its size, the Photoshop server 00bx-photoshop-mcp (323 tools), captured whole and labelled blind
// on the rules as they stood after the fifteenth change: the clean
// measure of the sixteenth change, on a server it never saw. The floors are what the rules measure now;
// this test guards against a rule getting worse, it does not pretend the rule is good. Every finding
// must have a label and every label a finding, so the figures can never go stale without this test
// saying so.
// They measured the sixteenth change blind; the seventeenth was then tuned on the forty-first to
// forty-sixth corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-first',
  title: 'lint on a forty-first set of MCP servers, the large ones, labelled blind: precision per rule',
  servers: 1,
  tools: 323,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-length': 6 / 6,
  },
});

// One real MCP server (test/fixtures/mcp-corpus-forty-second) that earlier corpora left out only for
// its size, eBay's Sell API server (299 tools), captured whole and labelled blind on the rules as
// they stood after the fifteenth change: the clean measure of the
// sixteenth change, on a server it never saw. The floors are what the rules measure now, some far under 9 in
// 10: this test guards against a rule getting worse, it does not pretend the rule is good. Every
// finding must have a label and every label a finding, so the figures can never go stale without
// this test saying so.
// They measured the sixteenth change blind; the seventeenth was then tuned on the forty-first to
// forty-sixth corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-second',
  title: "lint on a forty-second set of MCP servers, eBay's large one, labelled blind: precision per rule",
  servers: 1,
  tools: 299,
  measuredPrecision: {
    annotations: 141 / 141,
    'description-length': 81 / 83,
    'parameter-description': 43 / 45,
  },
});

// Three real MCP servers (test/fixtures/mcp-corpus-forty-third) that earlier corpora left out only for
// their size: the Linear server of tacticlaunch, Dokploy's and Paddle's (started with all its tools),
// each captured whole, every tool it lists. Labelled blind on the rules after the fifteenth change,
// so it measured the sixteenth on servers that change never saw. The
// floors are what the rules measure now, some far under 9 in 10: this test guards against a rule
// getting worse, it does not pretend the rule is good. Every finding must have a label and every
// label a finding, so the figures can never go stale without this test saying so.
// They measured the sixteenth change blind; the seventeenth was then tuned on the forty-first to
// forty-sixth corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-third',
  title: 'lint on a forty-third set of MCP servers, left out before for their size, labelled blind: precision per rule',
  servers: 3,
  tools: 355,
  measuredPrecision: {
    annotations: 19 / 19,
    'description-length': 9 / 9,
    drift: 1 / 1,
    'index-base': 3 / 3,
    'parameter-description': 43 / 49,
    'required-optional': 2 / 2,
  },
});

// Two real MCP servers (test/fixtures/mcp-corpus-forty-fourth) that earlier corpora left out only for
// their size, BoondManager's and the Vercel server by mistertk, each captured whole: every tool it
// lists. Labelled blind on the rules as they stood after the fifteenth change, so the sixteenth
// change was measured on servers it never saw. The floors are what the rules measure
// now: this test guards against a rule getting worse, it does not pretend the rule is good. Every
// finding must have a label and every label a finding, so the figures can never go stale without this
// test saying so.
// They measured the sixteenth change blind; the seventeenth was then tuned on the forty-first to
// forty-sixth corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-fourth',
  title: 'lint on a forty-fourth set of MCP servers, left out before for their size and labelled blind: precision per rule',
  servers: 2,
  tools: 313,
  measuredPrecision: {
    annotations: 59 / 59,
    'description-length': 114 / 114,
    'naming-consistency': 5 / 5,
    'parameter-description': 1 / 1,
  },
});

// Three real MCP servers left out of earlier corpora only for their size (test/fixtures/mcp-corpus-forty-fifth):
// Easecloud's Metabase server, the MySQL server and Creem's, each captured whole, every tool it lists.
// They were labelled blind on the rules as they stood after the fifteenth change: a clean measure
// of the sixteenth. The floors are what the rules measure now, some at
// nothing: this test guards against a rule getting worse, it does not pretend the rule is good. Every
// finding must have a label and every label a finding, so the figures can never go stale without this
// test saying so.
// They measured the sixteenth change blind; the seventeenth was then tuned on the forty-first to
// forty-sixth corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-fifth',
  title: 'lint on a forty-fifth set of MCP servers, once left out for their size, labelled blind: precision per rule',
  servers: 3,
  tools: 262,
  measuredPrecision: {
    annotations: 103 / 103,
    'description-length': 32 / 32,
    'index-base': 4 / 4,
    'naming-consistency': 9 / 10,
    'parameter-description': 9 / 9,
  },
});

// Three real MCP servers that earlier corpora left out only for their size (test/fixtures/mcp-corpus-forty-sixth):
// selenium-ai-agent, Runpod's and Serpstat's, each captured whole, every tool it lists
// (selenium-ai-agent with its grid tools, listed against a stand-in grid). Labelled blind on the rules
// as they stood after the fifteenth change: a clean measure of the sixteenth. The floors
// are what the rules measure now, some far under 9 in 10: this test guards against a rule getting
// worse, it does not pretend the rule is good. Every finding must have a label and every label a
// finding, so the figures can never go stale without this test saying so.
// They measured the sixteenth change blind; the seventeenth was then tuned on the forty-first to
// forty-sixth corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-sixth',
  title: 'lint on a forty-sixth set of MCP servers, left out before for their size, labelled blind: precision per rule',
  servers: 3,
  tools: 208,
  measuredPrecision: {
    annotations: 41 / 41,
    'description-action-first': 2 / 2,
    'description-length': 13 / 13,
    drift: 5 / 5,
    'naming-consistency': 6 / 6,
    'parameter-description': 83 / 83,
    'required-optional': 49 / 49,
    'schema-contradiction': 1 / 1,
  },
});
