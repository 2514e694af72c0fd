import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-sixth to two-hundred-and-ninth corpora: the thirty-seventh round of MCP servers
// built from their public repositories, none captured by an earlier corpus. Every repository earlier
// rounds read is left out, and at most three servers come from one repository; the comments above
// their lists in mcp-corpus-servers.ts say where each stopped and why. They took searches no round had
// worked through: "telegram-mcp" (two-hundred-and-sixth), "linkedin-mcp" (two-hundred-and-seventh),
// "airtable-mcp" (two-hundred-and-eighth) and "confluence-mcp" (two-hundred-and-ninth). Labelled blind
// on the rules after the fifty-third change, each by someone who saw no other of them and none of the
// change, they measure the fifty-fifth.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-sixth',
  title: 'lint on a two-hundred-and-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 83,
  measuredPrecision: {
    annotations: 21 / 21,
    'description-length': 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-seventh',
  title: 'lint on a two-hundred-and-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 83,
  measuredPrecision: {
    annotations: 40 / 40,
    'description-length': 7 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-eighth',
  title: 'lint on a two-hundred-and-eighth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 72,
  measuredPrecision: {
    annotations: 18 / 18,
    'description-length': 20 / 20,
    'parameter-description': 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninth',
  title: 'lint on a two-hundred-and-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 86,
  measuredPrecision: {
    annotations: 41 / 41,
    'description-length': 8 / 8,
    'parameter-description': 2 / 2,
  },
});
