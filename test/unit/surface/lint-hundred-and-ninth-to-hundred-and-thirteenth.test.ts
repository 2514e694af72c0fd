import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-ninth to hundred-and-thirteenth corpora: a thirteenth round of MCP servers built from
// their public repositories, none captured by an earlier corpus, taken in the order a code search lists
// repositories named with "mcp-hub" ranks 40 on (hundred-and-ninth), "mcp-gateway" (hundred-and-tenth:
// the ranks the hundred-and-sixth could not fetch, then 26 on), "mcp-toolkit" ranks 20 to 50 then
// "mcp-starter" (hundred-and-eleventh), "mcp-lite" ranks 74 on, "mcp-kit" ranks 70 on, then "mcp-bot"
// (hundred-and-twelfth), and "mcp-helper" then "mcp-manager" (hundred-and-thirteenth), less every
// repository earlier rounds read, at most three servers of one repository. The comments above their
// lists in mcp-corpus-servers.ts say where each stopped and why. Labelled blind on the rules after the
// thirty-first change and read only after the thirty-second was committed, so they measure the
// thirty-second on servers it never saw; the thirty-third was then tuned on them, and the floors are
// what the lint measures since. These tests guard against a rule getting worse, they do not pretend the
// rule is good. Every finding must have a label and every label a finding, so the figures can never go
// stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-ninth',
  title: 'lint on a hundred-and-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 88,
  measuredPrecision: {
    annotations: 51 / 51,
    'description-length': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-tenth',
  title: 'lint on a hundred-and-tenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 96,
  measuredPrecision: {
    annotations: 25 / 25,
    'description-action-first': 1 / 1,
    'description-length': 15 / 16,
    'parameter-description': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-eleventh',
  title: 'lint on a hundred-and-eleventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 83,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-action-first': 1 / 1,
    'description-length': 9 / 9,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-twelfth',
  title: 'lint on a hundred-and-twelfth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 81,
  measuredPrecision: {
    annotations: 37 / 37,
    'description-length': 17 / 17,
    'index-base': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-thirteenth',
  title: 'lint on a hundred-and-thirteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 81,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-length': 17 / 18,
  },
});
