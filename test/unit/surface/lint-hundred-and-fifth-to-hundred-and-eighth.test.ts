import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-fifth to hundred-and-eighth corpora: a twelfth round of MCP servers built from their
// public repositories, none captured by an earlier corpus, taken in the order a code search lists
// repositories named with "mcp-hub" ranks 31 to 39 (hundred-and-fifth), "mcp-gateway"
// (hundred-and-sixth), "mcp-toolkit" ranks 1 to 19 (hundred-and-seventh) and "mcp-lite" ranks 57 to 73
// (hundred-and-eighth), less every repository earlier rounds read, at most three servers of one
// repository. The round stopped short: partway down each pool the repository store would fetch no
// more repositories that day, so the comments above their lists in mcp-corpus-servers.ts say where
// each stopped and why. The hundred-and-sixth kept no server (the six gateways it could fetch were
// Python, Go or HTTP only), so it has no test here. Labelled blind on the rules after the thirty-first
// change, with no change since, so with the eleventh round they measure the thirty-first on servers
// it never saw. The floors are what was measured: these tests guard against a rule getting worse,
// they do not pretend the rule is good. Every finding must have a label and every label a finding,
// so the figures can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-fifth',
  title: 'lint on a hundred-and-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 14,
  measuredPrecision: {
    'description-action-first': 1 / 1,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-seventh',
  title: 'lint on a hundred-and-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 36,
  measuredPrecision: {
    annotations: 13 / 13,
    'description-length': 7 / 7,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eighth',
  title: 'lint on a hundred-and-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 9,
  measuredPrecision: {
    annotations: 6 / 6,
    'description-length': 0 / 1,
  },
});
