import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The two-hundred-and-ninety-ninth to three-hundred-and-sixth corpora: the fifty-eighth round of
// MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository;
// the comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "playwright-mcp" (two-hundred-and-ninety-ninth),
// "chrome-mcp" (three-hundredth), "graphql-mcp" (three-hundred-and-first), "snowflake-mcp"
// (three-hundred-and-second), "android-mcp" (three-hundred-and-third), "mssql-mcp"
// (three-hundred-and-fourth) and "swagger-mcp" (three-hundred-and-sixth); the
// three-hundred-and-fifth worked "clickhouse-mcp" and "bigquery-mcp" and kept nothing. Labelled
// blind on the rules after the seventieth change, each by someone who saw no other of them and none
// of the change, they measure the seventieth. The seventy-first was tuned on three of them after;
// the 9 findings it removed are kept under `retired` and still count in the blind figures.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-two-hundred-and-ninety-ninth',
  title: 'lint on a two-hundred-and-ninety-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 4,
  tools: 58,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-length': 15 / 15,
    'parameter-description': 5 / 5,
    'required-optional': 0 / 2,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundredth',
  title: 'lint on a three-hundredth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 95,
  measuredPrecision: {
    annotations: 20 / 20,
    'description-length': 24 / 24,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-first',
  title: 'lint on a three-hundred-and-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 272,
  measuredPrecision: {
    annotations: 120 / 120,
    'description-length': 171 / 171,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-second',
  title: 'lint on a three-hundred-and-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 2,
  measuredPrecision: {
    annotations: 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-third',
  title: 'lint on a three-hundred-and-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 112,
  measuredPrecision: {
    annotations: 16 / 16,
    'description-length': 35 / 42,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-fourth',
  title: 'lint on a three-hundred-and-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 5,
  tools: 70,
  measuredPrecision: {
    annotations: 31 / 31,
    'description-length': 4 / 5,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-sixth',
  title: 'lint on a three-hundred-and-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 11,
  tools: 79,
  measuredPrecision: {
    annotations: 45 / 45,
    'description-length': 8 / 11,
    'naming-consistency': 2 / 2,
  },
});
