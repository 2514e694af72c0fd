import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The five-hundred-and-tenth to the five-hundred-and-twenty-sixth corpora: the eighty-sixth round of MCP
// servers built from their public repositories, none captured by an earlier corpus. Each pool is one
// find_repos search: "vue-mcp" (five-hundred-and-tenth), "svelte-mcp" (eleventh), "angular-mcp"
// (twelfth), "storybook-mcp" (thirteenth), "cypress-mcp" (fourteenth), "eslint-mcp" (fifteenth),
// "prisma-mcp" (sixteenth), "tailwind-mcp" (seventeenth), "workflow-mcp" (eighteenth), "social-mcp"
// (nineteenth), "vision-mcp" (twentieth), "wallet-mcp" (twenty-first), "trade-mcp" (twenty-second),
// "prompt-mcp" (twenty-third), "review-mcp" (twenty-fourth), "market-mcp" (twenty-fifth) and
// "education-mcp" (twenty-sixth). The first eight searches, named for web tools, listed from 1 to 27
// repositories, so the round drew nine more. The fifteenth and seventeenth kept no server, so they have
// no folder and no test here; the tenth to the sixteenth and the twenty-sixth list few tools, and
// one ServiceNow server gives the twentieth 365 of its 395. Labelled blind on the rules after the
// hundred-and-thirteenth change, each by someone who saw none of the change, they measure the
// hundred-and-twelfth and hundred-and-thirteenth; their labels were read after both were committed.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-tenth',
  title: 'lint on a five-hundred-and-tenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 8,
  measuredPrecision: {
    annotations: 5 / 5,
    'description-action-first': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eleventh',
  title: 'lint on a five-hundred-and-eleventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 4,
  measuredPrecision: {
    annotations: 4 / 4,
    'description-length': 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twelfth',
  title: 'lint on a five-hundred-and-twelfth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 7,
  measuredPrecision: {
    annotations: 5 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-thirteenth',
  title: 'lint on a five-hundred-and-thirteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 8,
  measuredPrecision: {
    annotations: 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-fourteenth',
  title: 'lint on a five-hundred-and-fourteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 23,
  measuredPrecision: {
    annotations: 7 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-sixteenth',
  title: 'lint on a five-hundred-and-sixteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 8,
  measuredPrecision: {
    annotations: 2 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-eighteenth',
  title: 'lint on a five-hundred-and-eighteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 94,
  measuredPrecision: {
    annotations: 17 / 17,
    'description-length': 16 / 16,
    'parameter-description': 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-nineteenth',
  title: 'lint on a five-hundred-and-nineteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 104,
  measuredPrecision: {
    annotations: 32 / 32,
    'description-length': 22 / 22,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twentieth',
  title: 'lint on a five-hundred-and-twentieth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 9,
  tools: 395,
  measuredPrecision: {
    annotations: 180 / 180,
    'description-action-first': 1 / 1,
    'description-length': 40 / 40,
    'parameter-description': 19 / 20,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twenty-first',
  title: 'lint on a five-hundred-and-twenty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 80,
  measuredPrecision: {
    annotations: 37 / 37,
    'description-action-first': 5 / 5,
    'description-length': 2 / 2,
    'parameter-description': 2 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twenty-second',
  title: 'lint on a five-hundred-and-twenty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 102,
  measuredPrecision: {
    annotations: 13 / 13,
    'description-length': 14 / 14,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twenty-third',
  title: 'lint on a five-hundred-and-twenty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 10,
  tools: 139,
  measuredPrecision: {
    annotations: 54 / 54,
    'description-action-first': 2 / 2,
    'description-length': 61 / 66,
    'parameter-description': 17 / 20,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twenty-fourth',
  title: 'lint on a five-hundred-and-twenty-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 10,
  tools: 95,
  measuredPrecision: {
    annotations: 14 / 14,
    'description-action-first': 1 / 1,
    'description-length': 4 / 5,
    'index-base': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twenty-fifth',
  title: 'lint on a five-hundred-and-twenty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 86,
  measuredPrecision: {
    annotations: 27 / 27,
    'description-length': 9 / 9,
    'tool-name': 48 / 48,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-five-hundred-and-twenty-sixth',
  title: 'lint on a five-hundred-and-twenty-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 10,
  measuredPrecision: {
    annotations: 3 / 3,
  },
});
