import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-forty-second to two-hundred-and-forty-fifth corpora: the forty-sixth round of
// MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository; the
// comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "binance-mcp" (two-hundred-and-forty-second),
// "woocommerce-mcp" (two-hundred-and-forty-third), "homeassistant-mcp" (two-hundred-and-forty-fourth)
// and "wechat-mcp" (two-hundred-and-forty-fifth). Labelled blind on the rules after the sixty-third
// change, each by someone who saw no other of them and none of the change, they measure the
// sixty-third.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-forty-second',
  title: 'lint on a two-hundred-and-forty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 97,
  measuredPrecision: {
    annotations: 38 / 38,
    'description-length': 20 / 20,
    'parameter-description': 10 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-forty-third',
  title: 'lint on a two-hundred-and-forty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 5,
  measuredPrecision: {
    'description-length': 5 / 5,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-forty-fourth',
  title: 'lint on a two-hundred-and-forty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 80,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-length': 7 / 7,
    'schema-contradiction': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-forty-fifth',
  title: 'lint on a two-hundred-and-forty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 27,
  measuredPrecision: {
    annotations: 6 / 6,
    'description-length': 2 / 2,
  },
});
